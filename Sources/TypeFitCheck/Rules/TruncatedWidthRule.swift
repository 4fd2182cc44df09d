/// Single-line text wider than its box: the tail becomes "…".
public struct TruncatedWidthRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "truncated-width", name: "Truncated width",
        summary: "Single-line text is wider than its box, so it ends in \"…\".",
        help: """
            The element shows one line and the text's natural width is more than the box's width. Let it \
            wrap (more lines), give it more room, or shorten it. Intrinsically sized elements are checked by \
            margin instead; when only a translation overflows, the finding is reported as locale-overflow.
            """,
        defaultSeverity: .error,
        triggeringExamples: ["A 1-line label of 120 pt whose German text is 131.4 pt wide at Large."],
        nonTriggeringExamples: ["A 1-line label of 120 pt whose text is 118 pt wide.",
                                "An intrinsic-width label (it grows instead; see margin)."])

    public func evaluate(_ cell: Cell) -> Violation? {
        guard !cell.overflowIsLocales, case .tooWide(let width, let available)? = cell.problem else { return nil }
        let problem = FitProblem.tooWide(width: width, available: available)
        return Violation(message: "text \(problem.phrase)", measured: problem.measured, available: problem.available,
                         overflow: problem.overflow)
    }
}
