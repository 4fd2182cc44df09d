extension Catalog {
    /// Gives every locale of the catalog a value for every key: a locale without its own value
    /// shows the source language's value at run time, so that is what gets measured, marked
    /// `isFallback` so it can also be reported as untranslated.
    mutating func fillFallbacks() {
        for index in entries.indices {
            let source = entries[index].localizations[sourceLanguage]?.filter { !$0.isFallback } ?? []
            guard !source.isEmpty else { continue }
            for locale in locales where locale != sourceLanguage {
                if let own = entries[index].localizations[locale], !own.isEmpty { continue }
                entries[index].localizations[locale] = source.map { value in
                    var copy = value
                    copy.locale = locale
                    copy.isFallback = true
                    copy.state = nil
                    return copy
                }
            }
        }
    }

    /// Source language first, then the others in a stable order.
    static func orderedLocales(_ locales: Set<String>, source: String) -> [String] {
        [source] + locales.subtracting([source]).sorted()
    }
}
