/// Counts that describe a catalog: what `typefit catalog` prints.
public struct CatalogSummary: Sendable, Hashable, Codable {
    public struct Coverage: Sendable, Hashable, Codable {
        public var locale: String
        /// Keys with a value of their own in this locale.
        public var translatedKeys: Int
        public var totalKeys: Int
        /// 0–100, rounded down to whole percent.
        public var percent: Int
    }

    public struct VariantCounts: Sendable, Hashable, Codable {
        /// Values of the locale's own (not fallbacks), all kinds together.
        public var values: Int = 0
        public var plural: Int = 0
        public var device: Int = 0
        public var substitution: Int = 0
        public var width: Int = 0
        /// Keys that have at least one plural / device / substitution / width variant.
        public var pluralKeys: Int = 0
        public var deviceKeys: Int = 0
        public var substitutionKeys: Int = 0
        public var widthKeys: Int = 0
    }

    public var name: String
    public var format: CatalogFormat
    public var version: String?
    public var sourceLanguage: String
    public var files: [String]
    public var keyCount: Int
    public var locales: [String]
    public var variants: VariantCounts
    /// Own values by state (`new`, `needs_review`, `translated`, `stale`, `none` when the format has no state).
    public var states: [String: Int]
    public var coverage: [Coverage]

    public init(_ catalog: Catalog) {
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
