import TypeFitCatalog

/// Every rule typefit knows, in the order reports list them.
public enum RuleRegistry {
    /// Rules judged per measured cell.
    public static let cellRules: [any CheckRule] = [
        ClippedRule(), TruncatedWidthRule(), LocaleOverflowRule(), ReadableWidthRule(), MarginRule(), TouchTargetRule(),
    ]

    public static var descriptions: [RuleDescription] {
        cellRules.map { type(of: $0).description } + [MissingGlyphsRule.description]
            + CatalogRule.allCases.map(\.ruleDescription)
    }

    public static var ids: [String] { descriptions.map(\.id) }

    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}
