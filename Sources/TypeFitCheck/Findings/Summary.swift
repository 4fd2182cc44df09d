import TypeFitDynamicType

/// The tables printed at the end of a run: findings by rule × locale, and the sizes where
/// strings start to break.
public struct Summary: Sendable, Codable, Equatable {
    public var rules: [String]
    public var locales: [String]
    /// counts[rule][locale]
    public var counts: [String: [String: Int]]
    public var bySeverity: [String: Int]
    /// Findings that occur at each size category (a finding counts at every size it breaks at).
    public var bySize: [String: Int]
    /// The size category at which the most strings first break.
    public var firstBreakingSizes: [String: Int]

    public init(_ findings: [Finding]) {
        var rules: [String] = []
        var locales: Set<String> = []
        var counts: [String: [String: Int]] = [:]
        var bySeverity: [String: Int] = [:]
        var bySize: [String: Int] = [:]
        var first: [String: Int] = [:]
        for finding in findings {
            if !rules.contains(finding.rule) { rules.append(finding.rule) }
            let locale = finding.locale ?? "—"
            locales.insert(locale)
            counts[finding.rule, default: [:]][locale, default: 0] += 1
            bySeverity[finding.severity.rawValue, default: 0] += 1
            for category in finding.categories { bySize[category, default: 0] += 1 }
            if let smallest = finding.categories.first { first[smallest, default: 0] += 1 }
        }
        let order = RuleRegistry.ids
        self.rules = rules.sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
        self.locales = locales.sorted()
        self.counts = counts
        self.bySeverity = bySeverity
        self.bySize = bySize
        self.firstBreakingSizes = first
    }

    /// Categories in size order, for tables.
    public static let categoryOrder = ContentSizeCategory.allCases.map(\.rawValue)
}
