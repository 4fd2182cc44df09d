import Synchronization
import TypeFitDiagnostics

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
    public var entries: [CatalogEntry] {
        // Any change may move keys. A fresh index, not a cleared one: copies of the catalog share it.
        didSet { keyIndex = KeyIndex() }
    }
    /// Every locale of the catalog, source language first, then sorted.
    public var locales: [String]
    /// How `sourceLanguage` was chosen.
    public var sourceLanguageBasis = SourceLanguageBasis.declared
    /// Keys a `.strings` file gives twice (the last value is the one read).
    package var repeatedKeys: [RepeatedKey] = []
    /// Errors in a file that was still read: a key whose value is no text, the place where
    /// Foundation stops reading a table (`StringsTable`). `CatalogLoader.load` reports them with
    /// the files it could not read.
    package var problems: [InputProblem] = []
    /// Where each key is in `entries`, built by the first lookup.
    private var keyIndex = KeyIndex()

    /// The strings table the app looks keys up in: the file name without its extension
    /// (`Localizable`, `InfoPlist`, a storyboard's `Main`); for XLIFF, the file it was exported
    /// from (its `original`), not the export's own name (`de.xliff`).
    public var table: String {
        LprojLocale.table(ofFile: format == .xliff ? name : files.first ?? name)
    }

    /// Whether `name` is a path on this disk (as discovery found it): not an XLIFF `original`, which
    /// names the file in the project that exported it. Reports rewrite paths, not names.
    public var nameIsPath: Bool { format != .xliff }

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

    /// The entry of a key (the first, should a file repeat one). Checks ask once per finding, so
    /// a search through the entries made a catalog of 100,000 keys quadratic.
    public func entry(_ key: String) -> CatalogEntry? {
        keyIndex.position(of: key, in: entries).map { entries[$0] }
    }
}

/// How a catalog's source language was chosen: a String Catalog and an XLIFF file declare it;
/// `.lproj` tables take the development region an Xcode project names, else a guess (`en`, else
/// `Base`, else the first locale).
public enum SourceLanguageBasis: Sendable, Equatable {
    case declared
    case developmentRegion(project: String)
    case guessed
}

/// A key a `.strings` file gives twice: where it first was and where the value that is read is.
package struct RepeatedKey: Hashable, Sendable {
    package let key: String
    package let locale: String
    package let first: SourceLocation
    package let repeated: SourceLocation
}

/// Key → position in `entries`, made on first use and then only read.
private final class KeyIndex: Sendable {
    private let positions = Mutex<[String: Int]?>(nil)

    func position(of key: String, in entries: [CatalogEntry]) -> Int? {
        positions.withLock { positions in
            if let positions { return positions[key] }
            var made: [String: Int] = [:]
            made.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() where made[entry.key] == nil { made[entry.key] = index }
            positions = made
            return made[key]
        }
    }
}
