import Foundation
import Testing
import TypeFitDiagnostics
@testable import TypeFitCatalog

/// Every broken file gives a located error; positions were counted by hand in each fixture.
@Suite struct MalformedInputTests {
    func path(_ name: String) -> String { Paths.fixture("malformed/" + name) }

    @Test func truncatedJSON() {
        expectError({ try XCStringsReader.read(path: path("truncated.xcstrings")) }, line: 6, column: 73,
                    contains: "unexpected end of file")
    }

    @Test func badEscape() {
        expectError({ try XCStringsReader.read(path: path("bad-escape.xcstrings")) }, line: 4, column: 98,
                    contains: "invalid escape '\\q'")
    }

    @Test func duplicateJSONKey() {
        expectError({ try XCStringsReader.read(path: path("duplicate.xcstrings")) }, line: 5, column: 5,
                    contains: "duplicate key \"a\"")
    }

    @Test func tenThousandDeepNestingFailsCleanly() {
        expectError({ try XCStringsReader.read(path: path("deep.xcstrings")) }, line: 1, column: 267,
                    contains: "nesting deeper than 256")
    }

    @Test func wrongPlistType() {
        expectError({ try StringsdictReader.read(path: path("wrong-type.stringsdict"), locale: "en") }, line: 8, column: 3,
                    contains: "NSStringLocalizedFormatKey must be a <string>, found <integer>")
    }

    /// `CFOldStylePList.c`: a `/*` that never closes runs to the end of the file, where
    /// `parsePlistDictContent` finds no key and ends the table without an error: "ok" is read,
    /// "lost" is not, and the place is reported.
    @Test func unterminatedComment() throws {
        let catalog = try StringsReader.read(path: path("unterminated-comment.strings"), locale: "en")
        #expect(catalog.entries.map(\.key) == ["ok"])
        #expect(catalog.problems.map { [$0.location.line, $0.location.column] } == [[3, 1]])
        #expect(catalog.problems.first?.message.hasPrefix("a '/*' comment is never closed") == true)
    }

    @Test func aStringsKeyGivenTwiceKeepsItsPlaceAndTheLastValue() throws {
        // Apple's tools read the later pair; "one" stays first, as in the file's first line.
        let file = Paths.fixture("duplicate.strings")
        let catalog = try StringsReader.read(path: file, locale: "en")
        #expect(catalog.entries.map(\.key) == ["one", "two"])
        #expect(catalog.entries.first?.values(for: "en").map(\.text) == ["again"])
        #expect(catalog.repeatedKeys == [RepeatedKey(key: "one", locale: "en",
                                                     first: SourceLocation(file: file, line: 1, column: 1),
                                                     repeated: SourceLocation(file: file, line: 3, column: 3))])
        let lint = CatalogLint.findings(catalog).filter { $0.rule == .duplicateKey }
        #expect(lint.map(\.location.line) == [1, 3])
        #expect(lint.map(\.severity) == [.warning, .warning])
    }

    @Test func invalidUTF16() {
        expectError({ try StringsReader.read(path: path("invalid-utf16.strings"), locale: "en") }, line: 2, column: 8,
                    contains: "unpaired high surrogate U+D800")
    }

    @Test func mismatchedXMLTag() {
        expectError({ try XLIFFReader.read(path: path("mismatched.xliff")) }, line: 7, column: 37,
                    contains: "expected </target>, found </tgt>")
    }

    @Test func deepXMLFailsCleanly() {
        let xml = "<xliff version=\"1.2\">" + String(repeating: "<g>", count: 10_000)
        expectError({ try XLIFFReader.read(bytes: Array(xml.utf8), path: "deep.xliff") }, line: 1, column: 22 + 255 * 3,
                    contains: "nested deeper than 256")
    }

    @Test func brokenFilesDoNotStopTheOthersAndAreNotWritten() throws {
        let dir = Paths.fixture("malformed")
        let before = try snapshot(dir)
        let result = CatalogLoader.load([dir, Paths.fixture("basic.xcstrings")])
        #expect(result.errors.count == 8)
        // The table with an unterminated comment is read up to it, as Foundation reads it.
        #expect(result.files == [path("unterminated-comment.strings"), Paths.fixture("basic.xcstrings")])
        #expect(result.catalogs.count == 2)
        #expect(try snapshot(dir) == before)
    }

    private func snapshot(_ dir: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            out[name] = FileManager.default.contents(atPath: dir + "/" + name)
        }
        return out
    }
}
