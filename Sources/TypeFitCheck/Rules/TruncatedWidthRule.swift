/// Single-line text wider than its box: the tail becomes "…".
package struct TruncatedWidthRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "truncated-width", name: "Truncated width",
        summary: "Single-line text is wider than its box, so it ends in \"…\".",
        help: """
            The element shows one line and the text's natural width is more than the box's width. Let it \
            wrap (more lines), give it more room, or shorten it. Intrinsically sized elements are checked by \
            margin instead; when only a translation overflows, the finding is reported as locale-overflow.
            """,
        defaultSeverity: .error,
        // Test font (RuleExample), 10 pt: "Speichern und schliessen" = S 6 + 8 × 5 + 2.5 + 3 × 5 + 2.5 + 10 × 5
        // = 116 pt; with U+13000 (.notdef, 7 pt) first, 123 pt.
        triggeringExamples: [
            RuleExample("A 1-line label of 100 pt whose text is 116 pt wide.",
                        element: "label lines=1 width=100 font=10", text: "Speichern und schliessen",
                        triggers: "text is 116 pt wide in a 100 pt box (16 pt cut off)",
                        astral: "text is 123 pt wide in a 100 pt box (23 pt cut off)"),
            // Shrinking to 0.9 at most: 116 × 0.9 = 104.4 pt; with U+13000, 123 × 0.9 = 110.7 pt.
            RuleExample("A 1-line label of 100 pt that shrinks to 0.9 at most: 116 pt only shrinks to 104.4 pt.",
                        element: "label lines=1 width=100 font=10 min-scale=0.9", text: "Speichern und schliessen",
                        triggers: "text is 116 pt wide in a 100 pt box; at its 0.9 minimum scale still 104.4 pt "
                            + "(4.4 pt cut off)",
                        astral: "text is 123 pt wide in a 100 pt box; at its 0.9 minimum scale still 110.7 pt "
                            + "(10.7 pt cut off)"),
            // Body at AX5 is 53 pt: 10 × 0.5 em × 53 = … "aaaaaa" is 3 em = 159 pt; with U+13000 (0.7 em) 196.1 pt.
            RuleExample("A 1-line body label of 100 pt at AX5, where body is 53 pt: 159 pt.",
                        element: "label lines=1 width=100 style=body", text: "aaaaaa", category: .ax5,
                        triggers: "text is 159 pt wide in a 100 pt box (59 pt cut off)",
                        astral: "text is 196.1 pt wide in a 100 pt box (96.1 pt cut off)"),
        ],
        nonTriggeringExamples: [
            RuleExample("A 1-line label of 125 pt whose text is 116 pt wide.",
                        element: "label lines=1 width=125 font=10", text: "Speichern und schliessen"),
            // 116 × 0.5 = 58 pt (123 × 0.5 = 61.5 pt with U+13000) fits the 100 pt.
            RuleExample("A 1-line label of 100 pt that may shrink to half: the 116-pt text shrinks to fit.",
                        element: "label lines=1 width=100 font=10 min-scale=0.5", text: "Speichern und schliessen"),
            // Capped at Large the label keeps body's 17 pt at AX5: 3 em × 17 = 51 pt (62.9 pt with U+13000).
            RuleExample("The same body label at AX5, capped at Large (maximumContentSizeCategory): 51 pt.",
                        element: "label lines=1 width=100 style=body max-size=large", text: "aaaaaa", category: .ax5),
            // 116 pt grows the label within the 288 pt between the margins.
            RuleExample("An intrinsic-width label (it grows instead; see margin).",
                        element: "label lines=1 width=intrinsic font=10", text: "Speichern und schliessen"),
        ])

    package func evaluate(_ cell: Cell) -> Violation? {
        guard !cell.overflowIsLocales, let problem = cell.problem else { return nil }
        switch problem {
        case .tooWide, .tooWideAtMinimumScale: break
        case .tooManyLines, .tooTall: return nil
        }
        return Violation(message: "text \(problem.phrase)", measured: problem.measured, available: problem.available,
                         overflow: problem.overflow)
    }
}
