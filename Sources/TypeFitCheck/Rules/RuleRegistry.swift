import TypeFitCatalog

/// Every rule typefit knows, in the order reports list them.
public enum RuleRegistry {
    /// Rules judged per measured cell.
    package static let cellRules: [any CheckRule] = [
        ClippedRule(), TruncatedWidthRule(), LocaleOverflowRule(), SourceHeadroomRule(), ReadableWidthRule(), MarginRule(),
        TouchTargetRule(), WidthVariantRule(),
    ]

    /// The rules that tell a text cut in its element. A string × locale × variant × use has one
    /// cut at most, told by one of them (the fold stage chooses which).
    package static let cutRuleIDs: Set<String> = [
        ClippedRule.description.id, TruncatedWidthRule.description.id, LocaleOverflowRule.description.id,
    ]

    // Made once: findings ask for descriptions and positions one by one.
    public static let descriptions: [RuleDescription] =
        cellRules.map { type(of: $0).description } + [MissingGlyphsRule.description]
            + CatalogRule.allCases.map(\.ruleDescription) + [UnusedKeyRule.description]

    public static let ids: [String] = descriptions.map(\.id)

    /// Each rule's place in `ids`, for sorting findings.
    static let positions: [String: Int] = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    public static func description(of id: String) -> RuleDescription? { positions[id].map { descriptions[$0] } }
}
