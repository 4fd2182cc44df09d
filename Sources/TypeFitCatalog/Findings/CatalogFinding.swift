import TypeFitDiagnostics

/// The problems the catalog alone can prove, before anything is measured.
package enum CatalogRule: String, Hashable, Sendable, Codable, CaseIterable {
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
    /// A `.strings` file gives a key twice; the last value is the one read.
    case duplicateKey = "duplicate-key"

    package var severity: FindingSeverity {
        switch self {
        case .placeholderCount, .placeholderType, .placeholderOrder, .undefinedVariable: return .error
        case .pluralCategoryMissing, .needsReview, .duplicateKey: return .warning
        case .untranslated: return .note
        }
    }
}

/// One catalog finding, pointing at a place in a file.
package struct CatalogFinding: Hashable, Sendable {
    package var rule: CatalogRule
    package var severity: FindingSeverity
    package var message: String
    package var location: SourceLocation
    package var catalog: String
    package var key: String
    package var locale: String?
    package var path: VariationPath?
    /// What tells two findings of one rule on one key and locale apart in a fingerprint (a repeated
    /// key's `first` and `repeated` definitions).
    package var occurrence: String?

    package init(rule: CatalogRule, message: String, location: SourceLocation, catalog: String, key: String,
                locale: String?, path: VariationPath? = nil, occurrence: String? = nil) {
        self.rule = rule
        self.severity = rule.severity
        self.message = message
        self.location = location
        self.catalog = catalog
        self.key = key
        self.locale = locale
        self.path = path
        self.occurrence = occurrence
    }

    /// Xcode's issue-navigator form: `file:line:col: warning: message [rule]`.
    package var xcodeLine: String { "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]" }
}
