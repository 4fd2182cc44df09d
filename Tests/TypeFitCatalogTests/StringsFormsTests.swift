import Foundation
import Testing
import TypeFitDiagnostics
@testable import TypeFitCatalog

/// `.strings` files in the three forms Foundation reads (`CFPropertyList.c`,
/// `_CFPropertyListCreateWithData`: binary, XML, then old-style text), and old-style tables
/// Foundation reads only in part or not at all (`CFOldStylePList.c`, `parsePlistDictContent`).
@Suite struct StringsFormsTests {
    func read(_ text: String, path: String = "de.lproj/Localizable.strings") throws -> Catalog {
        try StringsReader.read(bytes: Array(text.utf8), path: path, locale: "de")
    }

    func texts(_ catalog: Catalog) -> [String: String] {
        var out: [String: String] = [:]
        for entry in catalog.entries { out[entry.key] = entry.values(for: "de").first?.text }
        return out
    }

    // MARK: XML property lists

    @Test func anXMLPropertyListIsATable() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!--Warning: Auto-generated file, do not edit.-->
            <plist version="1.0">
              <dict>
                <key>greeting</key>
                <string>Hallo &amp; willkommen</string>
                <key>count</key>
                <integer>3</integer>
                <key>farewell</key>
                <string>Tschüss</string>
              </dict>
            </plist>
            """
        let catalog = try read(xml)
        #expect(catalog.entries.map(\.key) == ["greeting", "farewell"])
        #expect(texts(catalog) == ["greeting": "Hallo & willkommen", "farewell": "Tschüss"])
        // Each key at its <key> line, its text at its <string> line.
        #expect(catalog.entries.map(\.location.line) == [6, 10])
        #expect(catalog.entries.compactMap { $0.values(for: "de").first?.location.line } == [7, 11])
        // The integer is an error at its <key> line; the rest is read.
        #expect(catalog.problems.map(\.location.line) == [8])
        #expect(catalog.problems.first?.message.contains("the value of \"count\" is <integer>, not a string") == true)
    }

    @Test func anXMLTableThatIsNoDictionaryIsNotRead() {
        expectError({ try read("<plist><array><string>a</string></array></plist>") }, line: 1, column: 8,
                    contains: "not a <dict> of keys and strings; Foundation cannot read this table, so in de the app finds "
                        + "no key of Localizable and shows for each the default value its code passes, else the key itself")
        expectError({ try read("<plist><dict><key>a</key></dict></plist>") }, line: 1, column: 14, contains: "has no value")
    }

    // MARK: Binary property lists

    /// Python's `plistlib.dumps({"greeting": "Hallo", "farewell": "Tschüss"}, fmt=FMT_BINARY)`:
    /// ASCII and UTF-16 strings.
    static let binary = hex("62706c6973743030d201020304586772656574696e67586661726577656c6c5548616c6c6f67005400730063006800fc00"
                            + "730073080d161f250000000000000101000000000000000500000000000000000000000000000034")
    /// `plistlib.dumps({"count": 3, "title": "Titel"}, fmt=FMT_BINARY)`.
    static let binaryWithInteger = hex("62706c6973743030d20102030455636f756e74557469746c65100355546974656c080d13191b00000000000001"
                                       + "01000000000000000500000000000000000000000000000021")

    static func hex(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        var chars = Array(s)
        while chars.count >= 2 {
            out.append(UInt8(String(chars[0...1]), radix: 16) ?? 0)
            chars.removeFirst(2)
        }
        return out
    }

    @Test func aBinaryPropertyListIsATable() throws {
        let catalog = try StringsReader.read(bytes: Self.binary, path: "de.lproj/Localizable.strings", locale: "de")
        #expect(texts(catalog) == ["greeting": "Hallo", "farewell": "Tschüss"])
        #expect(catalog.entries.map(\.key) == ["greeting", "farewell"])
        #expect(catalog.problems.isEmpty)
        let mixed = try StringsReader.read(bytes: Self.binaryWithInteger, path: "de.lproj/Localizable.strings", locale: "de")
        #expect(texts(mixed) == ["title": "Titel"])
        #expect(mixed.problems.map(\.message) == ["the value of \"count\" is an integer, not a string: a strings table holds "
                                                  + "text, so typefit skips this key"])
    }

    /// A binary property list built by hand: `objects` at their offsets, `refSize`-byte references.
    static func bplist(_ objects: [[UInt8]], top: Int = 0, offsetSize: UInt8 = 1, refSize: UInt8 = 1,
                       objectCount: Int? = nil, tableOffset: Int? = nil) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for o in objects { offsets.append(out.count); out += o }
        let table = out.count
        for o in offsets { out += (0..<Int(offsetSize)).reversed().map { UInt8(truncatingIfNeeded: o >> (8 * $0)) } }
        func be64(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        out += [0, 0, 0, 0, 0, 0, offsetSize, refSize] + be64(objectCount ?? objects.count) + be64(top) + be64(tableOffset ?? table)
        return out
    }

    @Test func hostileBinaryListsAreRefusedWhole() {
        func refused(_ bytes: [UInt8], _ contains: String) {
            expectError({ try StringsReader.read(bytes: bytes, path: "de.lproj/Localizable.strings", locale: "de") },
                        line: 1, column: 1, contains: contains)
        }
        let k = [0x51, UInt8(ascii: "k")], v = [0x51, UInt8(ascii: "v")]
        // The well-formed list the others break: { "k": "v" }.
        let good = Self.bplist([[0xD1, 1, 2], k, v])
        #expect(throws: Never.self) { try StringsReader.read(bytes: good, path: "a.strings", locale: "de") }
        // The dictionary's value is the dictionary itself: CoreFoundation fails on the cycle.
        refused(Self.bplist([[0xD1, 1, 0], k]), "reference cycle")
        // A reference to object 9 of 3.
        refused(Self.bplist([[0xD1, 1, 9], k, v]), "names object 9 of 3")
        // A string of five characters with one in the file; one that claims more than the file's bytes.
        refused(Self.bplist([[0xD1, 1, 2], k, [0x55, UInt8(ascii: "v")]]), "a string at byte 13 runs past the objects")
        refused(Self.bplist([[0xD1, 1, 2], k, [0x5F, 0x12, 0, 0, 0, 0x20]]), "claims 32 items, more than the file holds")
        // A dictionary that claims 2^62 entries.
        refused(Self.bplist([[0xDF, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0, 1, 2], k, v]), "more than the file holds")
        // The trailer's offset table is not where the trailer says.
        refused(Self.bplist([[0xD1, 1, 2], k, v], tableOffset: 9), "offset table")
        // More objects than the offset table holds.
        refused(Self.bplist([[0xD1, 1, 2], k, v], objectCount: 1_000_000), "offset table")
        // Too short for a trailer; a top object that is a string.
        refused(Array("bplist00".utf8) + [0, 1, 2], "too short")
        refused(Self.bplist([k]), "not a dictionary of strings")
        // Every message says what the app shows.
        refused(Self.bplist([[0xD1, 1, 0], k]), "so in de the app finds no key of Localizable")
    }

    /// Each byte of a well-formed list set to values that break counts, offsets and markers: every
    /// variant reads or is refused with a message, none crashes or hangs.
    @Test func everyByteOfABinaryListChangedReadsOrIsRefused() {
        var refused = 0
        for position in Self.binary.indices {
            for value: UInt8 in [0x00, 0x01, 0x0F, 0x10, 0x5F, 0x7F, 0x80, 0xD1, 0xDF, 0xFF] {
                var bytes = Self.binary
                bytes[position] = value
                do {
                    _ = try StringsReader.read(bytes: bytes, path: "de.lproj/Localizable.strings", locale: "de")
                } catch {
                    refused += 1
                }
            }
        }
        // Changing the header alone makes the file old-style text (and unreadable): most variants fail.
        #expect(refused > Self.binary.count)
    }

    // MARK: Old-style text Foundation reads in part

    @Test func aStraySemicolonEndsTheTableThere() throws {
        // `parsePlistString` finds no key at the second `;` and the dictionary ends without an
        // error: "b" is never read.
        let catalog = try read("\"a\" = \"A\";;\n\"b\" = \"B\";\n")
        #expect(texts(catalog) == ["a": "A"])
        #expect(catalog.problems.count == 1)
        let problem = try #require(catalog.problems.first)
        #expect(problem.location.line == 1 && problem.location.column == 11)
        #expect(problem.message == "expected a key, found ';': Foundation stops reading the table here, keeping the 1 entry "
                + "before it, so in de the app finds no key of Localizable written after this point and shows for each "
                + "the default value its code passes, else the key itself")
    }

    @Test func otherPlacesWhereAKeyCannotStart() throws {
        // A stray `=` where a key is expected, a quote that never closes, a comment that never ends.
        #expect(texts(try read("\"a\" = \"A\";\n= \"x\";\n\"b\" = \"B\";")) == ["a": "A"])
        let open = try read("\"a\" = \"A\";\n\"b = B;")
        #expect(texts(open) == ["a": "A"])
        #expect(open.problems.first?.message.hasPrefix("a string opened here is never closed: Foundation stops") == true)
        let comment = try read("\"a\" = \"A\";\n/* never closed\n\"b\" = \"B\";")
        #expect(texts(comment) == ["a": "A"])
        #expect(comment.problems.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (2, 1))
    }

    // MARK: Old-style text Foundation cannot read

    @Test func aMissingSemicolonFailsTheWholeTable() {
        let consequence = "; Foundation cannot read this table, so in de the app finds no key of Localizable and shows for "
            + "each the default value its code passes, else the key itself"
        expectError({ try read("\"a\" = \"A\"\n\"b\" = \"B\";") }, line: 2, column: 1,
                    contains: "expected ';' after the entry for \"a\", found '\"'" + consequence)
        // The last entry's `;` missing: the end of the file where `;` belongs.
        expectError({ try read("\"a\" = \"A\";\n\"b\" = \"B\"\n") }, line: 3, column: 1,
                    contains: "expected ';' after the entry for \"b\", found the end of the file" + consequence)
        // A stray `=` where the value belongs.
        expectError({ try read("\"a\" = = \"A\";") }, line: 1, column: 7, contains: "expected a value for \"a\", found '='")
        // A key and a value without `=`.
        expectError({ try read("\"a\" \"A\";") }, line: 1, column: 5, contains: "expected '=' or ';' after the key \"a\"")
        // `+` is no unquoted character.
        expectError({ try read("a = b+c;") }, line: 1, column: 6, contains: "expected ';' after the entry for \"a\", found '+'")
        // Inside braces a stray `;` is no end: `}` must follow.
        expectError({ try read("{ \"a\" = \"A\";; }") }, line: 1, column: 13, contains: "expected a key, found ';' inside '{ }'")
    }

    @Test func whatStillReads() throws {
        #expect(texts(try read("{ \"a\" = \"A\"; b; }")) == ["a": "A", "b": "b"])
        #expect(texts(try read("key = value; 'single' = \"q\";")) == ["key": "value", "single": "q"])
        #expect(texts(try read("/* only a comment */")).isEmpty)
        #expect(texts(try read("")).isEmpty)
        // A list value is an error at its key; the rest is read.
        let list = try read("\"a\" = (\"x\", \"y\",);\n\"b\" = \"B\";")
        #expect(texts(list) == ["b": "B"])
        #expect(list.problems.map(\.message) == ["the value of \"a\" is a list, not a string: a strings table holds text, "
                                                 + "so typefit skips this key"])
    }

    // MARK: Escapes as `getSlashedChar` reads them

    @Test func escapes() throws {
        // `\U` with four hex digits; a surrogate pair written as two escapes is one character.
        #expect(texts(try read(#""k" = "\U00e9\UD83D\UDE00";"#)) == ["k": "é😀"])
        // Fewer than four hex digits are no error: the digits there make the code point.
        let short = try read("\"k\" = \"\\U41!\";\n\"z\" = \"\\Utwo\";")
        #expect(texts(short) == ["k": "A!", "z": "\u{0}two"])
        #expect(short.problems.map(\.location.line) == [1, 2])
        #expect(short.problems.last?.message == "\\U takes four hex digits, here it has 0: Foundation reads \\U as "
                + "U+0000 (an invisible character), then the text after it")
        // `\u` is no escape: the backslash goes, the `u` stays.
        #expect(texts(try read(#""k" = "\u2022";"#)) == ["k": "u2022"])
        // Octal (at most three digits), C escapes, an escaped quote and backslash.
        #expect(texts(try read(#""k" = "\101\0123\t\"\\";"#)) == ["k": "A\n3\t\"\\"])
        // Half a surrogate pair alone is read (U+FFFD in Swift) and reported.
        let lone = try read(#""k" = "a\UD83Db";"#)
        #expect(texts(lone) == ["k": "a\u{FFFD}b"])
        #expect(lone.problems.first?.message.hasPrefix("\\UD83D is half of a surrogate pair") == true)
    }
}
