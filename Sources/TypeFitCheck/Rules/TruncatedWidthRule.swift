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
        ],
        nonTriggeringExamples: [
            RuleExample("A 1-line label of 125 pt whose text is 116 pt wide.",
                        element: "label lines=1 width=125 font=10", text: "Speichern und schliessen"),
            // 116 pt grows the label within the 288 pt between the margins.
            RuleExample("An intrinsic-width label (it grows instead; see margin).",
                        element: "label lines=1 width=intrinsic font=10", text: "Speichern und schliessen"),
        ])

    package func evaluate(_ cell: Cell) -> Violation? {
        guard !cell.overflowIsLocales, case .tooWide(let width, let available)? = cell.problem else { return nil }
        let problem = FitProblem.tooWide(width: width, available: available)
        return Violation(message: "text \(problem.phrase)", measured: problem.measured, available: problem.available,
                         overflow: problem.overflow)
    }
}
