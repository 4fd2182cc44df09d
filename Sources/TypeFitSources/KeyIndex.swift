import TypeFitCatalog
import TypeFitDiagnostics

/// The catalog keys uses are matched against, by table. A key with format specifiers is matched
/// by its shape: `settings.footer %@` is the key of the Swift literal `"settings.footer \(version)"`,
/// since both become the same text with one placeholder for each specifier or interpolation.
public struct KeyIndex: Sendable {
    /// The marker a specifier or an interpolation becomes; no key or literal holds it.
    static let placeholder: Character = "\u{FFFC}"

    /// Key → the tables ("Localizable", "InfoPlist", "Main") that hold it.
    let tables: [String: Set<String>]
    /// The shape of every key with a specifier → those keys.
    let byShape: [String: [String]]
    /// Table → key → where the key is written (its first entry). A key whose name alone says how
    /// the system shows it (an `InfoPlist` key in a String Catalog) has no other place to point at.
    let places: [String: [String: SourceLocation]]

    /// The keys of `catalogs`; a catalog's table is its file name without the extension.
    public init(catalogs: [Catalog]) {
        var tables: [String: Set<String>] = [:]
        var places: [String: [String: SourceLocation]] = [:]
        for catalog in catalogs {
            let table = catalog.table
            for entry in catalog.entries {
                tables[entry.key, default: []].insert(table)
                if places[table]?[entry.key] == nil { places[table, default: [:]][entry.key] = entry.location }
            }
        }
        self.init(tables: tables, places: places)
    }

    init(tables: [String: Set<String>], places: [String: [String: SourceLocation]] = [:]) {
        self.tables = tables
        self.places = places
        var byShape: [String: [String]] = [:]
        for key in tables.keys.sorted() where key.contains("%") {
            byShape[Self.shape(ofFormat: key), default: []].append(key)
        }
        self.byShape = byShape
    }

    /// The table a lookup that names none reads: "If tableName is nil or an empty string, the method
    /// attempts to use the table in Localizable.strings" (`-[NSBundle localizedStringForKey:value:table:]`).
    static let defaultTable = "Localizable"

    public var count: Int { tables.count }

    public func contains(_ key: String) -> Bool { tables[key] != nil }

    /// The tables that hold `key`.
    public func tables(of key: String) -> Set<String> { tables[key] ?? [] }

    /// Where `key` is written in `table`'s catalog.
    func place(of key: String, in table: String) -> SourceLocation? { places[table]?[key] }

    /// The keys a literal names: itself, when it is a key; else the keys of its shape (its
    /// interpolations written as `KeyIndex.placeholder`), sorted.
    func keys(forLiteralShape shape: String) -> [String] {
        if !shape.contains(Self.placeholder), tables[shape] != nil { return [shape] }
        return byShape[shape] ?? []
    }

    /// A format string with each specifier (`%@`, `%lld`, `%1$@`, `%#@count@`) replaced by the
    /// placeholder; `%%` stays a percent sign.
    static func shape(ofFormat text: String) -> String {
        let placeholders = FormatParser.placeholders(in: text)
        guard !placeholders.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var out = ""
        var last = 0
        for p in placeholders {
            out += String(decoding: bytes[last..<p.range.lowerBound], as: UTF8.self)
            out += p.kind == .percent ? "%" : String(placeholder)
            last = p.range.upperBound
        }
        return out + String(decoding: bytes[last...], as: UTF8.self)
    }
}
