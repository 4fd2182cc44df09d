import TypeFitDiagnostics
import TypeFitLocale

/// Facts about the `%#@name@` substitution a value belongs to (String Catalog `substitutions`,
/// `.stringsdict` variables).
public struct SubstitutionInfo: Hashable, Sendable, Codable {
    public var name: String
    /// The argument the substitution consumes (`argNum`), when the file says.
    public var argNum: Int?
    /// The printf conversion of that argument without `%` (`lld`, `ld`, `d`, `@`), when the file says.
    public var formatSpecifier: String?

    public init(name: String, argNum: Int? = nil, formatSpecifier: String? = nil) {
        self.name = name
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
    }
}

/// One translated string: one (key, locale, variation) with everything needed to measure and report it.
public struct CatalogValue: Hashable, Sendable {
    public var key: String
    /// The locale as the file spells it (`pt-BR`, `zh-Hans`, `Base`).
    public var locale: String
    public var path: VariationPath
    public var text: String
    /// Nil when the format has no state (`.strings`, `.stringsdict`).
    public var state: TranslationState?
    /// True when the locale has no value of its own and this is the source language's value
    /// standing in for it (what the app would show).
    public var isFallback: Bool
    public var substitution: SubstitutionInfo?
    /// Where the text starts in the file (for a fallback: where the source text is).
    public var location: SourceLocation

    public init(key: String, locale: String, path: VariationPath = .base, text: String,
                state: TranslationState? = nil, isFallback: Bool = false,
                substitution: SubstitutionInfo? = nil, location: SourceLocation) {
        self.key = key
        self.locale = locale
        self.path = path
        self.text = text
        self.state = state
        self.isFallback = isFallback
        self.substitution = substitution
        self.location = location
    }

    /// The locale as a canonical tag for ICU (`Base` is treated as the catalog's source language by callers).
    public var localeTag: LocaleTag { LocaleTag(locale) }

    /// The plural category that selects this value, if any (a substitution's category wins
    /// over the string's own, since it is the innermost choice).
    public var pluralCategory: PluralCategory? { path.substitutionPlural ?? path.plural }
}
