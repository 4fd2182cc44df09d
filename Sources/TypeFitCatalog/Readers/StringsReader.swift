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
        let entries = pairs.map { pair in
            CatalogEntry(key: pair.key, comment: pair.comment, location: lines.location(pair.keyOffset),
                         localizations: [locale: [CatalogValue(key: pair.key, locale: locale, text: pair.value,
                                                               location: lines.location(pair.valueOffset))]])
        }
        return Catalog(format: .strings, name: path, files: [path], sourceLanguage: locale, entries: entries, locales: [locale])
    }
}
