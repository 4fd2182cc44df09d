import TypeFitLocale

/// The catalogs' texts of the keys call-site arguments hold (`CallSiteArgument.keys`), for
/// `ArgumentKind.localizedText`: in a locale, the widest of them is the sample. A key's text is
/// its value in the locale, else in its catalog's source language (what the app shows where the
/// locale lacks it); a text that is itself a format (`%d items`) is not a sample and is left out.
/// "Widest" is counted in Unicode scalars, as the other samples' choices are (`ArgumentSamples`):
/// an estimate that does not shape.
package struct LocalizedTexts: Sendable {
    /// Key → locale → its widest value there; `""` holds the source language's.
    private var texts: [String: [String: String]] = [:]

    package init() {}

    /// The texts of `keys` in every locale of `catalogs` (the first catalog with a key wins).
    package init(_ catalogs: [Catalog], keys: Set<String>) {
        guard !keys.isEmpty else { return }
        for catalog in catalogs {
            for key in keys where texts[key] == nil {
                guard let entry = catalog.entry(key) else { continue }
                var byLocale: [String: String] = [:]
                for (locale, values) in entry.localizations {
                    let usable = values.map(\.text).filter { text in
                        !text.isEmpty && FormatParser.placeholders(in: text).allSatisfy { $0.kind == .percent }
                    }
                    guard let widest = ArgumentSamples.longest(usable) else { continue }
                    byLocale[LocaleTag(locale).identifier] = widest
                    if locale == catalog.sourceLanguage { byLocale[""] = widest }
                }
                if !byLocale.isEmpty { texts[key] = byLocale }
            }
        }
    }

    /// The widest text of `keys` in `locale`; nil when the catalogs have none of them.
    package func widest(_ keys: [String], locale: LocaleTag) -> String? {
        ArgumentSamples.longest(keys.compactMap { key in
            guard let byLocale = texts[key] else { return nil }
            return byLocale[locale.identifier] ?? byLocale[""]
        })
    }
}
