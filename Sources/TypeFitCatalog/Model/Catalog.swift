/// One string table in every locale it is translated into: a `.xcstrings` file, the
/// `Foo.strings` (or `Foo.stringsdict`) files of sibling `*.lproj` folders, or the `<file>`
/// elements of XLIFF exports that share an `original`.
public struct Catalog: Sendable {
    public var format: CatalogFormat
    /// A readable identity: the `.xcstrings` path, `Dir/*.lproj/Foo.strings`, or the XLIFF `original`.
    public var name: String
    /// Every file this catalog was read from.
    public var files: [String]
    public var sourceLanguage: String
    /// The String Catalog `version` ("1.0", "1.1"); nil for other formats.
    public var version: String?
    /// Keys in file order.
    public var entries: [CatalogEntry]
    /// Every locale of the catalog, source language first, then sorted.
    public var locales: [String]

    public init(format: CatalogFormat, name: String, files: [String], sourceLanguage: String,
                version: String? = nil, entries: [CatalogEntry], locales: [String]) {
        self.format = format
        self.name = name
        self.files = files
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.locales = locales
    }

    /// Every (key, locale, variation) value including fallbacks, in key order then locale order.
    /// This is what the check engine measures.
    public var allValues: [CatalogValue] {
        var out: [CatalogValue] = []
        for entry in entries {
            for locale in locales { out.append(contentsOf: entry.values(for: locale)) }
        }
        return out
    }

    public func entry(_ key: String) -> CatalogEntry? { entries.first { $0.key == key } }
}
