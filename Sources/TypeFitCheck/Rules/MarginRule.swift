import TypeFitDiagnostics

/// Text-sized elements that grow past the layout margins, or out of the safe area.
public struct MarginRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "margin", name: "Margin",
        summary: "A text-sized element grows past the layout margins (warning) or out of the safe area (error).",
        help: """
            An element whose width comes from its text (width=intrinsic: a label or button sized to fit, \
            constrained only by position) is wider than the room between the layout margins; past the safe \
            area it runs under the notch, the rounded corners or off screen. Constrain it to the margins and \
            let it wrap, or shorten the text.
            """,
        defaultSeverity: .warning,
        triggeringExamples: ["An intrinsic label of 301 pt on iPhone SE (margins leave 288 pt): 13 pt past the margins.",
                             "The same label at 330 pt: 10 pt out of the 320-pt safe area (error)."],
        nonTriggeringExamples: ["An intrinsic label of 280 pt on iPhone SE.", "A label with width=margins (it wraps or truncates instead)."])

    public func evaluate(_ cell: Cell) -> Violation? {
        let geometry = cell.geometry
        guard geometry.width == nil else { return nil }
        let textWidth = geometry.lineLimit == 1 ? cell.naturalWidth : cell.text.width
        let width = textWidth + geometry.contentInsets.horizontal
        guard width > geometry.available + FitProblem.epsilon else { return nil }
        if width > geometry.safeAreaRoom + FitProblem.epsilon {
            return Violation(
                message: "element is \(Format.points(width)) pt wide: \(Format.points(width - geometry.safeAreaRoom)) pt out of the safe area (\(Format.points(geometry.safeAreaRoom)) pt)",
                measured: Figures(width: width), available: Figures(width: geometry.safeAreaRoom),
                overflow: width - geometry.available, severity: .error)
        }
        return Violation(
            message: "element is \(Format.points(width)) pt wide: \(Format.points(width - geometry.available)) pt past the layout margins (\(Format.points(geometry.available)) pt between them)",
            measured: Figures(width: width), available: Figures(width: geometry.available),
            overflow: width - geometry.available)
    }
}
