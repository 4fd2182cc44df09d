import Foundation
import Testing
@testable import TypeFitCatalog
import TypeFitDiagnostics

/// 100 000 keys in each format, generated here, to catch super-linear reading (issue #7). No
/// timing is asserted: a quadratic reader makes these take hours, not seconds. The String
/// Catalog and XLIFF are written on one line, as minifying tools write them, the worst case for
/// turning offsets into columns.
@Suite struct LargeCatalogTests {
    static let count = 100_000

    func key(_ i: Int) -> String { "key.\(i)" }

    @Test func stringCatalogOnOneLine() throws {
        var json = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{"
        for i in 0..<Self.count {
            if i > 0 { json += "," }
            json += "\"\(key(i))\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Wert \(i)\"}}}}"
        }
        json += "}}"
        let catalog = try XCStringsReader.read(bytes: Array(json.utf8), path: "big.xcstrings")
        #expect(catalog.entries.count == 100_000)
        let entry = catalog.entries[49_999]
        #expect(entry.key == "key.49999")
        #expect(entry.values(for: "de").map(\.text) == ["Wert 49999"])
        // All ASCII on one line: the column is the byte offset of the value's quote, plus one.
        let quote = try #require(json.range(of: "\"Wert 49999\""))
        #expect(entry.values(for: "de").first?.location
                == SourceLocation(file: "big.xcstrings", line: 1, column: json.utf8.distance(from: json.startIndex, to: quote.lowerBound) + 1))
    }

    @Test func stringsFile() throws {
        var text = "/* generated */\n"
        for i in 0..<Self.count { text += "\"\(key(i))\" = \"Wert \(i)\";\n" }
        let catalog = try StringsReader.read(bytes: Array(text.utf8), path: "de.lproj/Big.strings", locale: "de")
        #expect(catalog.entries.count == 100_000)
        #expect(catalog.entries[49_999].key == "key.49999")
        #expect(catalog.entries[49_999].values(for: "de").first?.text == "Wert 49999")
        // Line 1 is the comment; key i is on line i + 2.
        #expect(catalog.entries[49_999].location == SourceLocation(file: "de.lproj/Big.strings", line: 50_001, column: 1))
    }

    @Test func stringsdictFile() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for i in 0..<Self.count {
            xml += "<key>\(key(i))</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>one</key><string>ein Wert</string><key>other</key><string>%d Werte \(i)</string></dict></dict>\n"
        }
        xml += "</dict>\n</plist>\n"
        let catalog = try StringsdictReader.read(bytes: Array(xml.utf8), path: "de.lproj/Big.stringsdict", locale: "de")
        #expect(catalog.entries.count == 100_000)
        let entry = catalog.entries[49_999]
        #expect(entry.key == "key.49999")
        #expect(entry.values(for: "de").map(\.text) == ["%#@n@", "ein Wert", "%d Werte 49999"])
        // Three header lines, then key i on line i + 4.
        #expect(entry.location == SourceLocation(file: "de.lproj/Big.stringsdict", line: 50_003, column: 1))
    }

    @Test func xliffOnOneLine() throws {
        var xml = "<xliff version=\"1.2\"><file original=\"Big.xcstrings\" source-language=\"en\" target-language=\"de\"><body>"
        for i in 0..<Self.count {
            xml += "<trans-unit id=\"\(key(i))\"><source>Value \(i)</source><target state=\"translated\">Wert \(i)</target></trans-unit>"
        }
        xml += "</body></file></xliff>"
        let catalogs = try XLIFFReader.read(bytes: Array(xml.utf8), path: "de.xliff")
        let catalog = try #require(catalogs.first)
        #expect(catalog.entries.count == 100_000)
        let entry = catalog.entries[49_999]
        #expect(entry.key == "key.49999")
        #expect(entry.values(for: "de").map(\.text) == ["Wert 49999"])
        #expect(entry.values(for: "en").map(\.text) == ["Value 49999"])
    }
}
