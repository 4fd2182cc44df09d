import TypeFitDiagnostics

/// How serious a catalog finding is.
public enum FindingSeverity: String, Hashable, Sendable, Codable, Comparable {
    case error, warning, note

    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: FindingSeverity, b: FindingSeverity) -> Bool { a.rank < b.rank }
}

/// The problems the catalog alone can prove, before anything is measured.
public enum CatalogRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// A translation uses an argument the source does not have, or (outside plural forms) drops one.
    case placeholderCount = "placeholder-count"
    /// A translation gives an argument a different kind (`%@` where the source has `%d`).
    case placeholderType = "placeholder-type"
    /// A translation swaps non-positional arguments of different kinds (`%d %@` for `%@ %d`).
    case placeholderOrder = "placeholder-order"
    /// A plural variation lacks a category CLDR requires for the locale.
    case pluralCategoryMissing = "plural-category-missing"
    /// The locale has no value (the source text is shown) or the value is in state `new`.
    case untranslated
    /// The value is in state `needs_review`.
    case needsReview = "needs-review"
    /// A `%#@name@` names a variable/substitution that is not defined.
    case undefinedVariable = "undefined-variable"

    public var severity: FindingSeverity {
        switch self {
        case .placeholderCount, .placeholderType, .placeholderOrder, .undefinedVariable: return .error
        case .pluralCategoryMissing, .needsReview: return .warning
        case .untranslated: return .note
        }
    }
}

/// One catalog finding, pointing at a place in a file.
public struct CatalogFinding: Hashable, Sendable {
    public var rule: CatalogRule
    public var severity: FindingSeverity
    public var message: String
    public var location: SourceLocation
    public var catalog: String
    public var key: String
    public var locale: String?
    public var path: VariationPath?

    public init(rule: CatalogRule, message: String, location: SourceLocation, catalog: String, key: String,
                locale: String?, path: VariationPath? = nil) {
        self.rule = rule
        self.severity = rule.severity
        self.message = message
        self.location = location
        self.catalog = catalog
        self.key = key
        self.locale = locale
        self.path = path
    }

    /// Xcode's issue-navigator form: `file:line:col: warning: message [rule]`.
    public var xcodeLine: String { "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]" }
}
