/// Text cut off vertically: more lines than the element shows, or taller than a fixed height.
package struct ClippedRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "clipped", name: "Clipped",
        summary: "Text needs more lines than the element allows, or is taller than its fixed height.",
        help: """
            The text wraps to more lines than the element's line limit (the last shown line ends in "…"), \
            or its lines are taller than a fixed-height box — a control whose text grows past its fixed \
            height included: the text is cut. Allow more lines (numberOfLines = 0, .lineLimit(nil)), let \
            the height grow, or shorten the text. Alert titles and messages (they wrap and the alert \
            scrolls) and bar titles (the bar keeps its height, the title draws past it) are never cut. \
            When the source language fits and only a translation does not, the finding is reported as \
            locale-overflow instead.
            """,
        defaultSeverity: .error,
        // Figures in the test font (RuleExample): at 10 pt a–z are 5 pt, a space 2.5 pt, a line 10 pt.
        triggeringExamples: [
            // Body at AX1 is 28 pt: a word of four letters 56 pt, a space 7. Between the 288 pt of margins
            // four words fit (4 × 56 + 3 × 7 = 245; five: 308), so nine make 4 + 4 + 1 lines and the
            // third line's 28 pt are cut. With U+13000 (19.6 pt) first: 264.6, still four words.
            RuleExample("A 2-line label whose text wraps to 3 lines at AX1 on iPhone SE.", element: "label lines=2",
                        text: "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii", category: .ax1,
                        triggers: "text needs 3 lines, 2 shown (28 pt cut off)",
                        astral: "text needs 3 lines, 2 shown (28 pt cut off)"),
            // In 45 pt: "aaaa bbbb" (20 + 2.5 + 20 = 42.5) | "cccc": 2 lines, 20 pt in a 15-pt box.
            // With U+13000 (7 pt): "𓀀aaaa" (27; with " bbbb" 49.5) | "bbbb cccc" (42.5): still 2.
            RuleExample("A label with height=15 whose text needs 2 lines of 10 pt (20 pt).",
                        element: "label lines=0 width=45 height=15 font=10", text: "aaaa bbbb cccc",
                        triggers: "text is 20 pt tall in a 15 pt box (5 pt cut off)",
                        astral: "text is 20 pt tall in a 15 pt box (5 pt cut off)"),
            // A legacy button: one 17-pt line and 6 + 6 pt of insets = 29 pt, in a button fixed at 20 pt.
            RuleExample("A button fixed at 20 pt whose title and insets need 29 pt: the title is cut.",
                        element: "button height=20", text: "OK",
                        triggers: "text is 29 pt tall in a 20 pt box (9 pt cut off)",
                        astral: "text is 29 pt tall in a 20 pt box (9 pt cut off)"),
        ],
        nonTriggeringExamples: [
            // "aaaa bbbb" (42.5) | "cccc"; with U+13000: "𓀀aaaa" | "bbbb cccc".
            RuleExample("A 2-line label whose text wraps to 2 lines.", element: "label lines=2 width=45 font=10",
                        text: "aaaa bbbb cccc"),
            // Three lines in 45 pt, none of them cut.
            RuleExample("A label with lines=0 (unlimited) whatever its length.",
                        element: "label lines=0 width=45 font=10", text: "aaaa bbbb cccc dddd eeee"),
            // An alert message wraps and the alert scrolls, whatever line limit or height a rule states.
            RuleExample("An alert message given lines=1 height=20: it wraps and the alert scrolls.",
                        element: "alert-message lines=1 height=20",
                        text: "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp"),
            // Body at AX5 is 53 pt, in a 32-pt landscape bar: the bar keeps its height, the title draws past it.
            RuleExample("A navigation-bar title in body style at AX5 (53 pt) in the 32-pt landscape bar.",
                        element: "navigation-title style=body", text: "OK", category: .ax5, orientation: .landscape),
        ])

    /// It speaks only of cuts.
    package static func judgesFittingCells(widthVariant: Bool) -> Bool { false }

    package func evaluate(_ cell: Cell) -> Violation? {
        guard !cell.overflowIsLocales, !cell.repeatsSource, let problem = cell.problem else { return nil }
        switch problem {
        case .tooWide, .tooWideAtMinimumScale: return nil  // truncated-width's
        default:
            return Violation(message: "text \(problem.phrase)", measured: problem.measured, available: problem.available,
                             overflow: problem.overflow)
        }
    }
}
