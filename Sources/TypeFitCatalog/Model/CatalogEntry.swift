import TypeFitDiagnostics

/// How Xcode found a key (`extractionState` in a String Catalog).
public enum ExtractionState: String, Hashable, Sendable, Codable {
    case manual
    case stale
    case extractedWithValue = "extracted_with_value"
    case migrated
    case other
}

/// One key of a catalog with all of its values in every locale.
public struct CatalogEntry: Hashable, Sendable {
    public var key: String
    public var comment: String?
    /// False when the developer marked the key "Don't translate"; such keys are never reported untranslated.
    public var shouldTranslate: Bool
    public var extractionState: ExtractionState?
    /// Where the key is written.
    public var location: SourceLocation
    /// Values by locale, each list in file order. Includes fallbacks for locales that lack the key.
    public var localizations: [String: [CatalogValue]]

    public init(key: String, comment: String? = nil, shouldTranslate: Bool = true,
                extractionState: ExtractionState? = nil, location: SourceLocation,
                localizations: [String: [CatalogValue]] = [:]) {
        self.key = key
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.location = location
        self.localizations = localizations
    }

    /// The values of one locale (empty when the locale is unknown to the catalog).
    public func values(for locale: String) -> [CatalogValue] { localizations[locale] ?? [] }

    /// Whether the locale has a value of its own (not a source-language fallback).
    public func isTranslated(in locale: String) -> Bool {
        guard let values = localizations[locale], !values.isEmpty else { return false }
        return values.contains { !$0.isFallback }
    }
}
