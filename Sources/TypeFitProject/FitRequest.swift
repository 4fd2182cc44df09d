import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLocale

/// One translation of one key, as a translator types it: does it fit wherever the key is shown,
/// at every size and device of the project? The key's source text and comment (with its
/// `typefit:` hint) come from the project's catalogs unless the request gives them.
public struct FitRequest: Sendable {
    /// The catalog key, as in the project's catalogs.
    public var key: String
    /// The translation's locale (a BCP 47 tag the configuration checks).
    public var locale: String
    /// The translation to check.
    public var text: String
    /// The source-language text; nil: the project catalog's.
    public var source: String?
    /// The key's comment; nil: the project catalog's.
    public var comment: String?
    /// Which variant `text` is (`plural=one`, `device=ipad`).
    public var variant: VariationPath

    /// A translation of `key` in `locale`; `source` and `comment` replace the catalog's when given.
    public init(key: String, locale: String, text: String, source: String? = nil, comment: String? = nil,
                variant: VariationPath = .base) {
        self.key = key
        self.locale = locale
        self.text = text
        self.source = source
        self.comment = comment
        self.variant = variant
    }
}

extension Project {
    /// Checks one translation in the key's element everywhere; the report holds that locale's
    /// findings only (the source's own are not the question).
    public func fit(_ request: FitRequest, narrowing: Narrowing = Narrowing(), version: String = "",
                    shouldStop: (@Sendable () -> Bool)? = nil) throws(ProjectError) -> CheckReport {
        var report = try check([fitCatalog(request)], narrowing: narrowing, version: version, shouldStop: shouldStop)
        report.findings.removeAll { $0.locale != request.locale }
        return report
    }

    /// The one-key catalog `fit` checks: the source value and the translation, at the key's place
    /// in the project's catalog when it has one.
    public func fitCatalog(_ request: FitRequest) throws(ProjectError) -> Catalog {
        let locale = try MeasureQuery.locale(request.locale).identifier
        guard configuration.includes(request.locale) else {
            throw .invalidField(.locale, .notChecked, "the project's configuration does not check '\(request.locale)' "
                                    + "(locales: \((configuration.locales ?? []).joined(separator: ", ")))")
        }
        let known = keys[request.key]
        let sourceLocale = known.map { configuration.sourceLocale(for: $0.catalog) } ?? configuration.defaultSourceLocale
        let sourceText: String
        if locale == sourceLocale {
            // A draft in the source locale is the source text being written.
            sourceText = request.text
        } else if let given = request.source {
            sourceText = given
        } else if let value = known?.entry.values(for: sourceLocale).first(where: { $0.path == request.variant }) {
            sourceText = value.text
        } else if let known {
            throw .invalidField(.variant, .unknownName,
                                "'\(request.key)' has no \(request.variant) variant in \(known.catalog.name); give 'source' or one of: "
                                    + known.entry.values(for: sourceLocale).map(\.path.description).joined(separator: ", "))
        } else {
            let unknown = UnknownNameError(kind: .catalogKey, name: request.key, valid: keys.keys.sorted())
            throw .invalidField(.key, .unknownName,
                                unknown.summary + " The project's catalogs have \(keyCount) keys; give 'source' "
                                    + "with the source-language text to check it anyway.")
        }
        let location = known?.entry.location ?? SourceLocation(file: "request", line: 1, column: 1)
        var localizations = [sourceLocale: [CatalogValue(key: request.key, locale: sourceLocale, path: request.variant,
                                                         text: sourceText, location: location)]]
        if locale != sourceLocale {
            localizations[locale] = [CatalogValue(key: request.key, locale: locale, path: request.variant, text: request.text,
                                                  location: location)]
        }
        let entry = CatalogEntry(key: request.key, comment: request.comment ?? known?.entry.comment, location: location,
                                 localizations: localizations)
        return Catalog(format: known?.catalog.format ?? .xcstrings, name: known?.catalog.name ?? "request",
                       files: [location.file], sourceLanguage: sourceLocale, entries: [entry],
                       locales: locale == sourceLocale ? [sourceLocale] : [sourceLocale, locale])
    }
}
