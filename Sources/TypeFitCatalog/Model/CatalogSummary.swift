/// Counts that describe a catalog: what `typefit catalog` prints.
package struct CatalogSummary: Sendable, Hashable, Codable {
    package struct Coverage: Sendable, Hashable, Codable {
        package var locale: String
        /// Keys with a value of their own in this locale.
        package var translatedKeys: Int
        package var totalKeys: Int
        /// 0–100, rounded down to whole percent.
        package var percent: Int
    }

    package struct VariantCounts: Sendable, Hashable, Codable {
        /// Values of the locale's own (not fallbacks), all kinds together.
        package var values: Int = 0
        package var plural: Int = 0
        package var device: Int = 0
        package var substitution: Int = 0
        package var width: Int = 0
        /// Keys that have at least one plural / device / substitution / width variant.
        package var pluralKeys: Int = 0
        package var deviceKeys: Int = 0
        package var substitutionKeys: Int = 0
        package var widthKeys: Int = 0
    }

    package var name: String
    package var format: CatalogFormat
    package var version: String?
    package var sourceLanguage: String
    package var files: [String]
    package var keyCount: Int
    package var locales: [String]
    package var variants: VariantCounts
    /// Own values by state (`new`, `needs_review`, `translated`, `stale`, `none` when the format has no state).
    package var states: [String: Int]
    package var coverage: [Coverage]

    package init(_ catalog: Catalog) {
        name = catalog.name
        format = catalog.format
        version = catalog.version
        sourceLanguage = catalog.sourceLanguage
        files = catalog.files
        keyCount = catalog.entries.count
        locales = catalog.locales
        var v = VariantCounts()
        var states: [String: Int] = [:]
        var translated: [String: Int] = [:]
        for entry in catalog.entries {
            var kinds: (p: Bool, d: Bool, s: Bool, w: Bool) = (false, false, false, false)
            for locale in catalog.locales {
                let own = entry.values(for: locale).filter { !$0.isFallback }
                if !own.isEmpty { translated[locale, default: 0] += 1 }
                for value in own {
                    v.values += 1
                    if value.path.plural != nil { v.plural += 1; kinds.p = true }
                    if value.path.device != nil { v.device += 1; kinds.d = true }
                    if value.path.substitution != nil { v.substitution += 1; kinds.s = true }
                    if value.path.width != nil { v.width += 1; kinds.w = true }
                    states[value.state?.rawValue ?? "none", default: 0] += 1
                }
            }
            if kinds.p { v.pluralKeys += 1 }
            if kinds.d { v.deviceKeys += 1 }
            if kinds.s { v.substitutionKeys += 1 }
            if kinds.w { v.widthKeys += 1 }
        }
        variants = v
        self.states = states
        let total = catalog.entries.count
        coverage = catalog.locales.map { locale in
            let n = translated[locale] ?? 0
            return Coverage(locale: locale, translatedKeys: n, totalKeys: total, percent: total == 0 ? 100 : n * 100 / total)
        }
    }
}
