import TypeFitDiagnostics

/// Controls whose text makes them too small to tap, or grow past their container.
public struct TouchTargetRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "touch-target", name: "Touch target",
        summary: "A text control is smaller than 44×44 pt, or its text grows it past its fixed-height container.",
        help: """
            Apple's minimum hit target is 44×44 pt. A control sized by its text (a short button title at a \
            small Dynamic Type size) can fall under it; give it a minimum size or larger content insets. A \
            control in a fixed-height container (a bar, or height=) whose text grows taller than the \
            container spills out of it at large sizes.
            """,
        defaultSeverity: .note,
        triggeringExamples: ["An intrinsic \"OK\" button: 20.4 × 33.6 pt at Large (under 44 × 44).",
                             "A button with height=44 whose title needs 2 lines at AX3 (76.5 pt)."],
        nonTriggeringExamples: ["A full-width button at AX1 (46 pt tall).", "A label (not a control)."])

    public func evaluate(_ cell: Cell) -> Violation? {
        let geometry = cell.geometry
        guard let minimum = geometry.hitTarget else { return nil }
        if case .tooTall(let height, let available)? = cell.problem {
            return Violation(
                message: "control text needs \(Format.points(height)) pt of height; its container is \(Format.points(available)) pt",
                measured: Figures(height: height), available: Figures(height: available), overflow: height - available)
        }
        let shownLines = geometry.lineLimit > 0 ? Array(cell.text.lineHeights.prefix(geometry.lineLimit)) : cell.text.lineHeights
        let textWidth = geometry.lineLimit == 1 ? cell.naturalWidth : cell.text.width
        let width = (geometry.width ?? min(textWidth, geometry.available)) + geometry.contentInsets.horizontal
        let height = geometry.height ?? max(geometry.minimumHeight ?? 0, shownLines.reduce(0, +) + geometry.contentInsets.vertical)
        guard width < minimum.width - FitProblem.epsilon || height < minimum.height - FitProblem.epsilon else { return nil }
        return Violation(
            message: "control is \(Format.points(width)) × \(Format.points(height)) pt, under the \(Format.points(minimum.width)) × \(Format.points(minimum.height)) pt minimum",
            measured: Figures(width: width, height: height), available: Figures(width: minimum.width, height: minimum.height),
            overflow: max(minimum.width - width, minimum.height - height))
    }
}
