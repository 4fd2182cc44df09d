/// Text cut off vertically: more lines than the element shows, or taller than a fixed height.
public struct ClippedRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "clipped", name: "Clipped",
        summary: "Text needs more lines than the element allows, or is taller than its fixed height.",
        help: """
            The text wraps to more lines than the element's line limit (the last shown line ends in "…"), \
            or its lines are taller than a fixed-height box. Allow more lines (numberOfLines = 0, \
            .lineLimit(nil)), let the height grow, or shorten the text. When the source language fits \
            and only a translation does not, the finding is reported as locale-overflow instead.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            "A 2-line label whose text wraps to 3 lines at AX1 on iPhone SE.",
            "A button with height=44 whose title needs 2 lines of 22 pt plus 12 pt of insets (56 pt).",
        ],
        nonTriggeringExamples: [
            "A 2-line label whose text wraps to 2 lines.",
            "A label with lines=0 (unlimited) whatever its length.",
        ])

    public func evaluate(_ cell: Cell) -> Violation? {
        guard !cell.overflowIsLocales, let problem = cell.problem else { return nil }
        switch problem {
        case .tooWide: return nil  // truncated-width's
        case .tooTall where cell.geometry.isControl: return nil  // touch-target's: grown past its container
        default:
            return Violation(message: "text \(problem.phrase)", measured: problem.measured, available: problem.available,
                             overflow: problem.overflow)
        }
    }
}
