import TypeFitDiagnostics
/// Reads a `.strings` file into a one-locale catalog: old-style text (UTF-8 or UTF-16, with or
/// without a BOM), or an XML or binary property list (see `StringsTable`).
package enum StringsReader {
    /// - Parameter locale: the locale of the file; by default the `*.lproj` folder's name, else `defaultLocale`.
    package static func read(path: String, locale: String? = nil, defaultLocale: String = "en") throws(InputProblem) -> Catalog {
        try read(bytes: FileBytes.read(path), path: path, locale: locale ?? LprojLocale.locale(ofFile: path) ?? defaultLocale)
    }

    package static func read(bytes raw: [UInt8], path: String, locale: String) throws(InputProblem) -> Catalog {
        let table = try StringsTable.read(raw, path: path, locale: locale)
        // A key given twice keeps its first place and the last value, as Foundation reads the
        // file (a later pair overwrites the dictionary entry); both lines are reported.
        var entries: [CatalogEntry] = []
        var index: [String: Int] = [:]
        var repeats: [RepeatedKey] = []
        for pair in table.entries {
            let entry = CatalogEntry(key: pair.key, comment: pair.comment, location: pair.keyAt,
                                     localizations: [locale: [CatalogValue(key: pair.key, locale: locale, text: pair.value,
                                                                           location: pair.valueAt)]])
            if let at = index[pair.key] {
                repeats.append(RepeatedKey(key: pair.key, locale: locale, first: entries[at].location, repeated: entry.location))
                entries[at] = entry
            } else {
                index[pair.key] = entries.count
                entries.append(entry)
            }
        }
        var catalog = Catalog(format: .strings, name: path, files: [path], sourceLanguage: locale, entries: entries, locales: [locale])
        catalog.repeatedKeys = repeats
        catalog.problems = table.problems
        return catalog
    }
}
