import Foundation
import Testing
@testable import TypeFitCatalog

/// Hostile and unusual files the readers must answer with a located error (or read correctly),
/// beyond MalformedInputTests (issue #7). Expected columns are the length of the text written
/// before the offending spot, plus one.
@Suite struct AdversarialInputTests {
    func utf16(_ text: String, bigEndian: Bool = false, bom: Bool) -> [UInt8] {
        var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 { out += unit16(unit, bigEndian: bigEndian) }
        return out
    }

    func unit16(_ unit: UInt16, bigEndian: Bool = false) -> [UInt8] {
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }

    // MARK: Nesting

    /// `<dict><key>k</key>` 10 000 times: dict number k is at depth k (plist is 0), its key at
    /// k + 1, so the first element at depth 256 is the key of dict 255, at offset
    /// 7 + 254 × 18 + 6 = 4585.
    @Test func deepPlistFailsCleanly() {
        let xml = "<plist>" + String(repeating: "<dict><key>k</key>", count: 10_000)
        expectError({ try StringsdictReader.read(bytes: Array(xml.utf8), path: "deep.stringsdict", locale: "en") },
                    line: 1, column: 4586, contains: "elements nested deeper than 256 levels")
    }

    // MARK: UTF-16

    @Test func loneLowSurrogate() {
        let bytes = utf16("\"a\" = \"", bom: true) + unit16(0xDC00) + utf16("\";", bom: false)
        expectError({ try StringsReader.read(bytes: bytes, path: "a.strings", locale: "de") }, line: 1, column: 8,
                    contains: "invalid UTF-16: unpaired low surrogate U+DC00")
    }

    @Test func oddByteCount() {
        let bytes = utf16("\"a\";\n\"b\";", bom: true) + [0x0A]
        expectError({ try StringsReader.read(bytes: bytes, path: "a.strings", locale: "de") }, line: 2, column: 5,
                    contains: "invalid UTF-16: the file ends in the middle of a code unit")
    }

    @Test func loneHighSurrogateAtTheEnd() {
        let bytes = utf16("\"a\" = \"b\";\n", bom: true) + unit16(0xD83D)
        expectError({ try StringsReader.read(bytes: bytes, path: "a.strings", locale: "de") }, line: 2, column: 1,
                    contains: "invalid UTF-16: unpaired high surrogate U+D83D")
    }

    /// Without a BOM the encoding is guessed from where the zero bytes fall. A character whose
    /// low byte is zero (一 U+4E00, the ideographic space U+3000, or a surrogate) puts one zero on
    /// the other side; that was read as "not UTF-16" and the file failed as invalid UTF-8.
    @Test func bomlessUTF16WithZeroLowBytes() throws {
        let text = "\"one\" = \"一\u{3000}Ā\";\n"
        for bigEndian in [false, true] {
            let catalog = try StringsReader.read(bytes: utf16(text, bigEndian: bigEndian, bom: false), path: "a.strings", locale: "ja")
            #expect(catalog.ownValues("ja").map(\.text) == ["一\u{3000}Ā"])
        }
    }

    @Test func bomlessLoneSurrogates() {
        let le = utf16("\"a\" = \"", bom: false) + unit16(0xD800) + utf16("\";", bom: false)
        expectError({ try StringsReader.read(bytes: le, path: "a.strings", locale: "de") }, line: 1, column: 8,
                    contains: "invalid UTF-16: unpaired high surrogate U+D800")
        let be = utf16("\"a\" = \"", bigEndian: true, bom: false) + unit16(0xDC00, bigEndian: true)
            + utf16("\";", bigEndian: true, bom: false)
        expectError({ try StringsReader.read(bytes: be, path: "a.strings", locale: "de") }, line: 1, column: 8,
                    contains: "invalid UTF-16: unpaired low surrogate U+DC00")
    }

    // MARK: Unknown plural categories

    @Test func unknownPluralCategoryInAStringCatalog() {
        let before = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"variations\":{\"plural\":{"
        let json = before + "\"dozen\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"12\"}}}}}}}}}"
        expectError({ try XCStringsReader.read(bytes: Array(json.utf8), path: "a.xcstrings") },
                    line: 1, column: before.count + 1, contains: "unknown plural category \"dozen\"")
    }

    @Test func unknownPluralCategoryInAStringsdict() {
        let before = "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n  "
        let xml = before + "<key>dozen</key><string>12</string></dict></dict></dict></plist>"
        expectError({ try StringsdictReader.read(bytes: Array(xml.utf8), path: "a.stringsdict", locale: "en") },
                    line: 2, column: 3, contains: "unknown plural category \"dozen\" in \"n\"")
    }

    /// XLIFF used to drop an unknown category silently: the form read as the plain string.
    @Test func unknownPluralCategoryInXLIFF() {
        let before = "<xliff version=\"1.2\"><file original=\"A.xcstrings\" source-language=\"en\" target-language=\"de\"><body>\n"
            + "<trans-unit id=\"k|==|plural.one\"><source>1</source></trans-unit>\n    "
        let xml = before + "<trans-unit id=\"k|==|plural.dozen\"><source>12</source></trans-unit></body></file></xliff>"
        expectError({ try XLIFFReader.read(bytes: Array(xml.utf8), path: "a.xliff") }, line: 3, column: 5,
                    contains: "unknown plural category \"dozen\" in trans-unit id \"k|==|plural.dozen\"")
        let legacyBefore = "<xliff version=\"1.2\"><file original=\"A.stringsdict\" source-language=\"en\"><body>"
        let legacy = legacyBefore
            + "<trans-unit id=\"/k:dict/n:dict/dozen:dict/:string\"><source>12</source></trans-unit></body></file></xliff>"
        expectError({ try XLIFFReader.read(bytes: Array(legacy.utf8), path: "a.xliff") }, line: 1, column: legacyBefore.count + 1,
                    contains: "unknown plural category \"dozen\" in trans-unit id \"/k:dict/n:dict/dozen:dict/:string\"")
    }

    @Test func legacyXLIFFVariableSettingsAreNotCategories() throws {
        let xml = "<xliff version=\"1.2\"><file original=\"A.stringsdict\" source-language=\"en\"><body>"
            + "<trans-unit id=\"/k:dict/n:dict/NSStringFormatValueTypeKey:dict/:string\"><source>d</source></trans-unit>"
            + "</body></file></xliff>"
        let catalog = try #require(try XLIFFReader.read(bytes: Array(xml.utf8), path: "a.xliff").first)
        #expect(catalog.ownValues("en").map(\.path) == [VariationPath(substitution: "n")])
    }
}
