import TypeFitDiagnostics

/// Blocks of text wider than the readable content guide in a regular-width window.
package struct ReadableWidthRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "readable-width", name: "Readable width",
        summary: "A text block runs wider than the readable content guide in a regular-width window.",
        help: """
            In a regular-width window (iPad, large iPhones in landscape) lines longer than the readable \
            content guide (672 pt at Large, scaled with the body size) are hard to read. The element is laid \
            out against the margins or the safe area, and its longest line passes the readable width. Pin it \
            to readableContentGuide (width=readable). A translation is reported only where the source stays \
            within the readable width; a block the source already runs past it is told once, at the source locale.
            """,
        defaultSeverity: .warning,
        // Test font (RuleExample), 30 pt: a–z 15 pt, a space 7.5 pt. Twelve four-letter words and one of
        // eight: 56 × 15 + 12 × 7.5 = 930 pt, one line between the 1,326 pt of margins of a 12.9" iPad in
        // landscape, whose readable guide is 672 pt at Large. U+13000 first (.notdef, 21 pt): 951 pt.
        triggeringExamples: [
            RuleExample("A multi-line label between the margins on a 12.9\" iPad in landscape whose longest line is "
                            + "930 pt (readable 672 pt).",
                        element: "multiline-label lines=0 font=30", text: Self.block, device: "ipad-pro-12-9",
                        orientation: .landscape,
                        triggers: "longest line is 930 pt, past the readable width of 672 pt",
                        astral: "longest line is 951 pt, past the readable width of 672 pt"),
        ],
        nonTriggeringExamples: [
            RuleExample("The same label on an iPhone (compact width).", element: "multiline-label lines=0 font=30",
                        text: Self.block),
            RuleExample("A label with width=readable.", element: "multiline-label lines=0 width=readable font=30",
                        text: Self.block, device: "ipad-pro-12-9", orientation: .landscape),
            RuleExample("A one-line label (not a block).", element: "label font=30", text: Self.block,
                        device: "ipad-pro-12-9", orientation: .landscape),
        ])

    private static let block = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmmmmmm"

    package func evaluate(_ cell: Cell) -> Violation? {
        guard cell.geometry.lineLimit != 1, let readable = cell.geometry.readableWidth,
              cell.text.width > readable + FitProblem.epsilon else { return nil }
        // A block the source runs past the readable width too is the design's: told once, at the
        // source locale, not once more for every translation.
        if let source = cell.source, source.width > readable + FitProblem.epsilon { return nil }
        return Violation(
            message: "longest line is \(Format.points(cell.text.width)) pt, past the readable width of \(Format.points(readable)) pt",
            measured: Figures(width: cell.text.width), available: Figures(width: readable),
            overflow: cell.text.width - readable)
    }
}
