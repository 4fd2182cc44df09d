/// The keys a check covers, and in which locales: what `typefit check --changed-since REF` found
/// changed. A key is named by its catalog (`Catalog.name`) and key; a key left out is not checked.
public struct KeySelection: Sendable, Equatable {
    /// The locales of a selected key whose findings count.
    public enum Locales: Sendable, Equatable {
        /// Every locale: the key is new, or its source text (or its comment, where layout hints are) changed.
        case all
        /// Only these: their own text changed and the source's did not.
        case only(Set<String>)

        public func contains(_ locale: String) -> Bool {
            switch self {
            case .all: true
            case .only(let locales): locales.contains(locale)
            }
        }
    }

    /// Catalog name → key → locales.
    public private(set) var keys: [String: [String: Locales]] = [:]

    public init() {}

    /// Every key of `catalog`, in every locale.
    public mutating func selectAll(of catalog: Catalog) {
        for entry in catalog.entries { keys[catalog.name, default: [:]][entry.key] = .all }
    }

    public mutating func select(_ key: String, in catalog: String, _ locales: Locales) {
        keys[catalog, default: [:]][key] = locales
    }

    /// The locales `key` of `catalog` is checked in; nil: it is not checked.
    public func locales(of key: String, in catalog: String) -> Locales? { keys[catalog]?[key] }

    /// Whether a finding on `key` in `locale` (nil: the key as a whole) is in the selection.
    public func contains(_ key: String, in catalog: String, locale: String?) -> Bool {
        guard let locales = locales(of: key, in: catalog) else { return false }
        return locale.map(locales.contains) ?? true
    }

    public var count: Int { keys.values.reduce(0) { $0 + $1.count } }

    /// The keys of `catalog` whose text differs from `old` (the same catalog read from an earlier
    /// version of its files, first file first): new keys and keys whose source text or comment
    /// changed in every locale, the others in the locales whose own text changed (a translation
    /// added, edited or removed). Fallbacks (the source standing in for a missing translation) are
    /// not a locale's own text.
    public mutating func selectChanges(of catalog: Catalog, since old: [Catalog]) {
        var before: [String: (comment: String?, texts: [String: [String]])] = [:]
        for oldCatalog in old {
            for entry in oldCatalog.entries {
                var known = before[entry.key] ?? (entry.comment, [:])
                if known.comment == nil { known.comment = entry.comment }
                // The first file that gives a locale its own text is the one read, as when loading.
                for (locale, texts) in Self.ownTexts(entry) where known.texts[locale] == nil { known.texts[locale] = texts }
                before[entry.key] = known
            }
        }
        for entry in catalog.entries {
            guard let old = before[entry.key] else {
                select(entry.key, in: catalog.name, .all)
                continue
            }
            let now = Self.ownTexts(entry)
            if old.comment != entry.comment || old.texts[catalog.sourceLanguage] != now[catalog.sourceLanguage] {
                select(entry.key, in: catalog.name, .all)
                continue
            }
            let changed = Set(now.keys).union(old.texts.keys).filter { now[$0] != old.texts[$0] }
            if !changed.isEmpty { select(entry.key, in: catalog.name, .only(changed)) }
        }
    }

    /// A key's own texts by locale, each as `variation=text` in a fixed order.
    private static func ownTexts(_ entry: CatalogEntry) -> [String: [String]] {
        var texts: [String: [String]] = [:]
        for (locale, values) in entry.localizations {
            let own = values.filter { !$0.isFallback }.map { $0.path.description + "=" + $0.text }.sorted()
            if !own.isEmpty { texts[locale] = own }
        }
        return texts
    }
}
