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
            // Body 17 pt: a letter 8.5 pt, a space 4.25. Fifty letters and four spaces: 425 + 17 = 442 pt; shrunk
            // to 0.58, 256.36 pt, still past the 270-pt alert's 238 pt of text width; with U+13000 (11.9 pt)
            // 453.9 pt, 263.262 at 0.58.
            RuleExample("An alert button title wider than the whole alert even at its 0.58 minimum scale (stacked "
                            + "buttons are full width, one line).",
                        element: "alert-button", text: "aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee",
                        triggers: "text is 442 pt wide in a 238 pt box; at its 0.58 minimum scale still 256.4 pt (18.4 pt cut off)",
                        astral: "text is 453.9 pt wide in a 238 pt box; at its 0.58 minimum scale still 263.3 pt (25.3 pt cut off)"),
            // Landscape iPhone SE is compact height: no large title; the inline title is 17 pt, centred
            // between 16-pt margins in the 568-pt bar: 536 pt. Fifteen "aaaa" = 15 × 34 + 14 × 4.25 = 569.5 pt
            // (581.4 with U+13000); as a 34-pt large title it would be twice that.
            RuleExample("A large title on iPhone SE in landscape, where the bar shows the inline title instead.",
                        element: "large-title", text: Array(repeating: "aaaa", count: 15).joined(separator: " "),
                        orientation: .landscape,
                        triggers: "text is 569.5 pt wide in a 536 pt box (33.5 pt cut off)",
                        astral: "text is 581.4 pt wide in a 536 pt box (45.4 pt cut off)"),
            // An inset-grouped row's text is one more 16-pt margin in on each side: 288 − 32 = 256 pt. Seven
            // "aaaa" = 7 × 34 + 6 × 4.25 = 263.5 pt (275.4 with U+13000).
            RuleExample("A one-line cell in an inset-grouped list: 256 pt of the 288 between the margins.",
                        element: "cell lines=1 list-style=inset-grouped",
                        text: Array(repeating: "aaaa", count: 7).joined(separator: " "),
                        triggers: "text is 263.5 pt wide in a 256 pt box (7.5 pt cut off)",
                        astral: "text is 275.4 pt wide in a 256 pt box (19.4 pt cut off)"),
            // Body at AX3 is 40 pt: "aaaaa bbbbb ccccc" = 15 × 20 + 2 × 10 = 320 pt (348 with U+13000, 28 pt).
            RuleExample("A legacy button keeps its title on one line: 320 pt at AX3 between 288 pt of margins.",
                        element: "button", text: "aaaaa bbbbb ccccc", category: .ax3,
                        triggers: "text is 320 pt wide in a 288 pt box (32 pt cut off)",
                        astral: "text is 348 pt wide in a 288 pt box (60 pt cut off)"),
            // An action sheet on the 320-pt iPhone SE: 320 − 2 × 8 − 2 × 16 = 272 pt; its actions are Title 3, 20 pt:
            // a letter 10 pt, a space 5. Fifty letters and four spaces: 520 pt, 301.6 at 0.58; with U+13000 (14 pt)
            // 534 pt, 309.72 at 0.58.
            RuleExample("An action sheet's action title wider than the sheet even at its 0.58 minimum scale.",
                        element: "action-sheet-button", text: "aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee",
                        triggers: "text is 520 pt wide in a 272 pt box; at its 0.58 minimum scale still 301.6 pt (29.6 pt cut off)",
                        astral: "text is 534 pt wide in a 272 pt box; at its 0.58 minimum scale still 309.7 pt (37.7 pt cut off)"),
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
            // "aaaaa bbbbb ccccc dddd" = 19 × 8.5 + 3 × 4.25 = 174.25 pt (186.15 with U+13000): wider than half
            // the alert's text width, so the alert stacks its buttons; 238 pt at full width.
            RuleExample("An alert button title wider than half the alert: the buttons stack full width.",
                        element: "alert-button", text: "aaaaa bbbbb ccccc dddd"),
            // Thirty letters and four spaces: 255 + 17 = 272 pt, past the alert's 238 pt, but 157.76 pt at 0.58
            // (164.662 with U+13000): the title shrinks to fit.
            RuleExample("An alert button title a little wider than the alert shrinks to fit (to 0.58 at most).",
                        element: "alert-button", text: "aaaaaa bbbbbb cccccc dddddd eeeeee"),
            // The same 320-pt title in a UIButton.Configuration button wraps to a second line.
            RuleExample("A configuration button wraps its 320-pt title at AX3.",
                        element: "button button-style=configuration", text: "aaaaa bbbbb ccccc", category: .ax3),
            // 116 pt grows the label within the 288 pt between the margins.
            RuleExample("An intrinsic-width label (it grows instead; see margin).",
                        element: "label lines=1 width=intrinsic font=10", text: "Speichern und schliessen"),
        ])

    /// It speaks only of cuts.
    package static func judgesFittingCells(widthVariant: Bool) -> Bool { false }

    package func evaluate(_ cell: Cell) -> Violation? {
        guard !cell.overflowIsLocales, !cell.repeatsSource, let problem = cell.problem else { return nil }
        switch problem {
        case .tooWide, .tooWideAtMinimumScale: break
        case .tooManyLines, .tooTall: return nil
        }
        return Violation(message: "text \(problem.phrase)", measured: problem.measured, available: problem.available,
                         overflow: problem.overflow)
    }
}
