import TypeFitDiagnostics

/// The translation does not fit where the source language does: the layout was designed
/// around the source, and this locale breaks it.
public struct LocaleOverflowRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: "locale-overflow", name: "Locale overflow",
        summary: "Fits in the source language at the same width and size, but not in this locale.",
        help: """
            At the same device, window and Dynamic Type size, the source text fits its element and this \
            translation does not (more lines than allowed, wider than a one-line box, or taller than a fixed \
            height). This is the finding to read first when no layout is declared: the design was tested in \
            the source language. Ask for a shorter translation, or let the element grow.
            """,
        defaultSeverity: .error,
        triggeringExamples: ["\"Save\" (32 pt) fits a 1-line 80 pt button; \"Speichern und schließen\" (186 pt) does not."],
        nonTriggeringExamples: ["Both the source and the translation overflow (that is clipped or truncated-width).",
                                "The translation wraps to 3 lines in an unlimited multi-line label."])

    public func evaluate(_ cell: Cell) -> Violation? {
        guard cell.overflowIsLocales, let source = cell.source, let sourceWidth = cell.sourceNaturalWidth,
              let problem = cell.problem else { return nil }
        let sourceFigure: String
        switch problem {
        case .tooManyLines: sourceFigure = "\(source.lines) line\(source.lines == 1 ? "" : "s")"
        case .tooWide: sourceFigure = "\(Format.points(sourceWidth)) pt"
        case .tooTall: sourceFigure = "\(Format.points(source.height)) pt"
        }
        return Violation(message: "translation \(problem.phrase); the source fits (\(sourceFigure))",
                         measured: problem.measured, available: problem.available, overflow: problem.overflow)
    }
}
