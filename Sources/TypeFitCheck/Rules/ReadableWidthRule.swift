import TypeFitDiagnostics

/// Blocks of text wider than the readable content guide in a regular-width window.
public struct ReadableWidthRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "readable-width", name: "Readable width",
        summary: "A text block runs wider than the readable content guide in a regular-width window.",
        help: """
            In a regular-width window (iPad, large iPhones in landscape) lines longer than the readable \
            content guide (672 pt at Large, scaled with the body size) are hard to read. The element is laid \
            out against the margins or the safe area, and its longest line passes the readable width. Pin it \
            to readableContentGuide (width=readable).
            """,
        defaultSeverity: .warning,
        triggeringExamples: ["A multi-line label between the margins on a 12.9\" iPad in landscape whose longest line is 930 pt (readable 672 pt)."],
        nonTriggeringExamples: ["The same label on an iPhone (compact width).",
                                "A label with width=readable.", "A one-line label (not a block)."])

    public func evaluate(_ cell: Cell) -> Violation? {
        guard cell.geometry.lineLimit != 1, let readable = cell.geometry.readableWidth,
              cell.text.width > readable + FitProblem.epsilon else { return nil }
        return Violation(
            message: "longest line is \(Format.points(cell.text.width)) pt, past the readable width of \(Format.points(readable)) pt",
            measured: Figures(width: cell.text.width), available: Figures(width: readable),
            overflow: cell.text.width - readable)
    }
}
