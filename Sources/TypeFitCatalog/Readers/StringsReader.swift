import TypeFitDiagnostics
/// Reads a classic `.strings` file (UTF-8 or UTF-16, with or without a BOM) into a one-locale catalog.
package enum StringsReader {
    /// - Parameter locale: the locale of the file; by default the `*.lproj` folder's name, else `defaultLocale`.
    package static func read(path: String, locale: String? = nil, defaultLocale: String = "en") throws(InputProblem) -> Catalog {
        try read(bytes: FileBytes.read(path), path: path, locale: locale ?? LprojLocale.locale(ofFile: path) ?? defaultLocale)
    }

    package static func read(bytes raw: [UInt8], path: String, locale: String) throws(InputProblem) -> Catalog {
        let bytes = try TextDecoding.utf8(raw, path: path).bytes
        let lines = LineIndex(file: path, bytes: bytes)
        let pairs: [StringsParser.Pair]
        do {
            pairs = try StringsParser.parse(bytes)
        } catch {
            throw InputProblem(error.message, at: lines.location(error.offset))
        }
        // A key given twice keeps its first place and the last value, as Apple's tools read the
        // file (a later pair overwrites the dictionary entry); both lines are reported.
        var entries: [CatalogEntry] = []
        var index: [String: Int] = [:]
        var repeats: [RepeatedKey] = []
        for pair in pairs {
            let entry = CatalogEntry(key: pair.key, comment: pair.comment, location: lines.location(pair.keyOffset),
                                     localizations: [locale: [CatalogValue(key: pair.key, locale: locale, text: pair.value,
                                                                           location: lines.location(pair.valueOffset))]])
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
        return catalog
    }
}
