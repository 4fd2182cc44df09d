import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig

extension Project {
    /// What a draft translation leaves or lacks in the tightest box of each use of its key over
    /// the configuration's matrix (or `narrowing`'s): `typefit budget`'s figures for the one text
    /// being typed. The boxes are made on the key's first draft and kept with the project's
    /// engine; each request lays the draft out once per use.
    package func draftRoom(_ request: FitRequest, narrowing: Narrowing = Narrowing()) throws(ProjectError) -> DraftRoom {
        let catalog = try fitCatalog(request)
        let locale = try MeasureQuery.locale(request.locale).identifier
        return try engine(for: narrowing).draftRoom(catalog, locale: locale, characterWidths: characterWidths())
    }

    /// Per locale of the project's catalogs, the mean advance of its characters in em
    /// (`BudgetReport.characterWidths`), measured once.
    package func characterWidths() throws(ProjectError) -> [String: Double] {
        if let known = measuredCharacterWidths.withLock({ $0 }) { return known }
        let widths = try engine(for: Narrowing()).characterWidths(catalogs)
        measuredCharacterWidths.withLock { $0 = widths }
        return widths
    }

    /// The keys `fit` knows, for a page that lets a translator pick one: each with its source
    /// text, its translations and its uses (the tightest box of each, with the source's room).
    package func keyListing() throws(ProjectError) -> KeyListing {
        let engine = try engine(for: Narrowing())
        let widths = try characterWidths()
        var locales: Set<String> = []
        var listed: [KeyListing.Key] = []
        for name in keys.keys.sorted() {
            guard let (catalog, entry) = keys[name] else { continue }
            let sourceLocale = configuration.sourceLocale(for: catalog)
            var translations: [String: String] = [:]
            for locale in catalog.locales where configuration.includes(locale) {
                locales.insert(locale)
                if let value = entry.values(for: locale).first(where: { $0.path.isBase && !$0.isFallback }) {
                    translations[locale] = value.text
                }
            }
            let sourceValues = entry.values(for: sourceLocale).filter { !$0.isFallback }
            listed.append(KeyListing.Key(
                key: name, catalog: catalog.name, table: catalog.table, file: entry.location.file, line: entry.location.line,
                comment: entry.comment, sourceLocale: sourceLocale,
                source: (sourceValues.first(where: { $0.path.isBase }) ?? sourceValues.first)?.text,
                variants: sourceValues.map(\.path.description), translations: translations,
                uses: engine.sourceBudgets(entry, of: catalog, characterWidths: widths)))
        }
        return KeyListing(keys: listed, locales: locales.sorted(), characterWidths: widths,
                          environments: engine.environmentCount)
    }
}

/// The project's keys as `GET /v1/keys` lists them (docs/serve.md). Fields are only ever added.
package struct KeyListing: Sendable, Encodable {
    package struct Key: Sendable, Encodable {
        package var key: String
        package var catalog: String
        package var table: String
        package var file: String
        package var line: Int
        package var comment: String?
        package var sourceLocale: String
        /// The source text of the plain string, else of the first variant.
        package var source: String?
        /// The source's variants (`base`, `plural=one`).
        package var variants: [String]
        /// Each checked locale's plain string, where it has its own.
        package var translations: [String: String]
        /// Each use's budget with the source's texts only (`typefit budget --json`'s `budgets[]`).
        package var uses: [KeyBudget]
    }

    package var keys: [Key]
    /// The locales of the catalogs the configuration checks.
    package var locales: [String]
    package var characterWidths: [String: Double]
    package var environments: Int
}
