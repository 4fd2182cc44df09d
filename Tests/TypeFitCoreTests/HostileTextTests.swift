import Foundation
import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

// Hostile input through the library itself: the CLI has no size limits, so the engine must
// return exact figures on it in time linear in its length. Every figure is worked out by hand
// from the test font (Fonts/tools/make-test-font.py: a–z 500, space 250, alef 650, bet 450,
// .notdef 700 units per em; trak −30 units at 17 pt); marks drawn with .notdef take no advance
// (hb-shape on the test font: "a" + U+0301 × 2 → a=0+500 | .notdef=0+0 | .notdef=0+0).
@Suite struct HostileTextTests {
    @Test func aMegabyteOfText() throws {
        let engine = try Fixtures.testEngine()
        let units = Array(String(repeating: "abc ", count: 262_144).utf16)
        #expect(units.count == 1_048_576)
        let prepared = try engine.prepare(utf16: units, locale: LocaleTag("en"), weight: .regular, direction: .natural)
        // "abc " = 1,750 units = 29.75 pt at 17 pt; 262,144 of them less the last space (4.25 pt).
        let line = try engine.measure(prepared, size: 17)
        #expect(line.lines == 1)
        #expect(abs(line.width - 7_798_779.75) < 0.01)
        #expect(line.lineTexts.first?.utf16.count == 1_048_575)
        // k words take 29.75k − 4.25 pt: 10 fit in 300 (293.25), 11 do not (323). 262,144 words
        // → 26,214 full lines and one of 4 words (114.75 pt).
        let m = try engine.measure(prepared, size: 17, width: 300)
        #expect(m.lines == 26_215)
        #expect(abs(m.width - 293.25) < 0.001)
        #expect(abs(m.lineWidths[0] - 293.25) < 0.001 && abs(m.lineWidths[26_214] - 114.75) < 0.001)
        #expect(m.lineTexts[0] == String(repeating: "abc ", count: 10).dropLast())
        #expect(abs(m.height - 26_215 * 17) < 0.001)
        #expect(try prepared.layout(size: 17, width: 300).lines == 26_215)
    }

    @Test func aQuarterMillionLines() throws {
        let engine = try Fixtures.testEngine()
        // 262,143 newlines then "a": 262,144 paragraphs, all empty but the last, each a line of
        // 10 pt (1 em at 10 pt). Equal paragraphs are analysed and shaped once: two here.
        let text = String(repeating: "\n", count: 262_143) + "a"
        let prepared = try engine.prepare(text)
        let layout = try prepared.layout(size: 10, width: 100)
        #expect(layout.lines == 262_144)
        #expect(abs(layout.height - 2_621_440) < 0.001)
        #expect(abs(layout.width - 5) < 0.001)
        #expect(try prepared.shaped(size: 10).distinct.count == 2)
        // Lines of a few distinct texts: as many shapings as texts.
        let lines = try engine.prepare(String(repeating: "ab\ncd\n", count: 50_000) + "ab")
        #expect(try lines.shaped(size: 10).distinct.count == 2)
        let m = try engine.measure(lines, size: 10, maxLines: 3)
        #expect(m.lineTexts == ["ab", "cd", "ab…"] && m.truncated)
    }

    @Test func directionChangingEveryTwoLetters() throws {
        let engine = try Fixtures.testEngine()
        // "aא " × 87,381 (256 KB): a bidi run every two letters, 174,762 runs. A line of k groups
        // is 1,400k − 250 units: 12 fit in 300 pt at 17 pt (16,550 units = 281.35 pt), 13 do not
        // (301.75). 87,381 = 7,281 × 12 + 9 → 7,282 lines, the last of 9 groups (12,350 units =
        // 209.95 pt). Each line used to scan every run of the paragraph (quadratic: a megabyte
        // of this took 3½ minutes in a release build).
        let text = String(repeating: "a\u{5D0} ", count: 87_381)
        let m = try engine.measure(text, size: 17, width: 300)
        #expect(m.lines == 7_282)
        #expect(abs(m.width - 281.35) < 0.001)
        #expect(abs(m.lineWidths[7_281] - 209.95) < 0.001)
        let letters = m.visualRuns[0].filter { $0.text != " " }.map { "\($0.text.trimmingSpaces) \($0.direction)" }
        #expect(letters == Array(repeating: ["a ltr", "א rtl"], count: 12).flatMap { $0 })
    }

    @Test func tenThousandMarksOnOneLetterAreOneCluster() throws {
        // Nothing in the stack has U+0301: the letter takes the test font, the marks its .notdef
        // with no advance (a mark), and U+0301 is reported once, not 10,000 times.
        let engine = try Fixtures.testFontOnly(tracking: .font)
        let text = "a" + String(repeating: "\u{301}", count: 10_000)
        let prepared = try engine.prepare(text)
        // 500 units at 17 pt = 8.5 pt, less one cluster's tracking (−0.51) = 7.99.
        let m = try engine.measure(prepared, size: 17)
        #expect(m.lines == 1)
        #expect(abs(m.width - 7.99) < 0.001)
        #expect(m.missingCharacters.map(\.codePoint) == ["U+0301"])
        #expect(m.missingCharacters.first?.offset == 0)
        // One cluster cannot be broken: in 5 pt it stays one line and overflows.
        let narrow = try engine.measure(prepared, size: 17, width: 5)
        #expect(narrow.lines == 1 && abs(narrow.width - 7.99) < 0.001)
        #expect(try prepared.layout(size: 17, width: 5).lines == 1)
        // Two such clusters have no break opportunity between them: one per line.
        let two = try engine.measure(text + "b" + String(repeating: "\u{301}", count: 10_000), size: 17, width: 5)
        #expect(two.lines == 2 && two.lineWidths.allSatisfy { abs($0 - 7.99) < 0.001 })
        #expect(two.lineTexts.map(\.unicodeScalars.count) == [10_001, 10_001])
        // With one line allowed, not even the first cluster fits beside the ellipsis (800 units
        // = 13.6 pt, less its own tracking = 13.09): the line is the ellipsis alone.
        let truncated = try engine.measure(text + "b", size: 17, width: 5, maxLines: 1)
        #expect(truncated.truncated && truncated.lineTexts == ["…"] && abs(truncated.width - 13.09) < 0.001)
    }

    @Test func tenThousandThaiToneMarksOnOneLetter() throws {
        // Neither ก (U+0E01) nor ้ (U+0E49) is in the test font: the letter is the .notdef box
        // (700 units = 11.9 pt at 17 pt), the marks add nothing, each is reported once.
        let engine = try Fixtures.testFontOnly()
        let text = "\u{E01}" + String(repeating: "\u{E49}", count: 10_000)
        let m = try engine.measure(text, size: 17, locale: "th", width: 5)
        #expect(m.lines == 1)
        #expect(abs(m.width - 11.9) < 0.001)
        #expect(m.missingCharacters.map(\.codePoint) == ["U+0E01", "U+0E49"])
    }

    @Test func thaiToneMarksFallBackToNotoSansThai() throws {
        let engine = try DefaultFonts.engine()
        // hb-shape NotoSansThai-Regular.ttf on the same 10,001 characters: advances sum to 600
        // units (the letter; every mark 0) → 10.2 pt at 17 pt. 100,000 marks: HarfBuzz alone
        // takes about 15 s on them in one buffer; typefit shapes them 30 at a time.
        for count in [10_000, 100_000] {
            let m = try engine.measure("\u{E01}" + String(repeating: "\u{E49}", count: count), size: 17, locale: "th")
            #expect(m.lines == 1)
            #expect(abs(m.width - 10.2) < 0.001)
            #expect(m.fonts.map(\.family) == ["Noto Sans Thai"])
            #expect(m.missingCharacters.isEmpty)
        }
    }

    @Test func marksSeparatedByFormatCharactersStayZeroWidth() throws {
        // Marks each after a ZWSP (own clusters: a mark alone) are the same trap for HarfBuzz's
        // search for a base; they are .notdef marks with no advance, the ZWSPs hidden.
        let engine = try Fixtures.testFontOnly()
        let m = try engine.measure("a" + String(repeating: "\u{301}\u{200B}", count: 20_000) + "b", size: 10)
        #expect(abs(m.width - 10) < 0.001)
    }

    // UAX #9 with max_depth 125 (BD2, X1–X8): an RLE, RLO or RLI takes the least odd level above
    // the current one, an LRO the least even one, and one that would pass 125 overflows and is
    // ignored (a PDF or PDI then first cancels an overflowed one). Controls are hidden:
    // zero width and no tracking.
    static func visible(_ m: TextMeasurement) -> [String] {
        m.visualRuns[0].compactMap { run in
            let letters = String(run.text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
            return letters.isEmpty ? nil : "\(letters) \(run.direction) x=\(Format.two(run.x)) w=\(Format.two(run.width))"
        }
    }

    @Test func fiveHundredNestedEmbeddingsStopAtLevel125() throws {
        let engine = try Fixtures.testFontOnly(tracking: .font)
        // a, RLE × 500, אב, PDF × 500, b: 63 RLEs reach level 1, 3 … 125, 437 overflow. אב is
        // at 125 (odd: right to left, shown בא); the 500 PDFs cancel 437 overflows and pop 63.
        let text = "a" + String(repeating: "\u{202B}", count: 500) + "\u{5D0}\u{5D1}"
            + String(repeating: "\u{202C}", count: 500) + "b"
        let prepared = try engine.prepare(text)
        let paragraph = try prepared.shaped(size: 17).paragraphs[0]
        #expect(paragraph.level(at: 501) == 125 && paragraph.level(at: 0) == 0 && paragraph.level(at: 1003) == 0)
        // At 17 pt: a 8.5, alef 11.05, bet 7.65, b 8.5; −0.51 tracking for each of the four
        // letters and none for the 1,000 controls: 35.7 − 2.04 = 33.66.
        let m = try engine.measure(prepared, size: 17)
        #expect(Self.visible(m) == ["a ltr x=0 w=7.99", "אב rtl x=7.99 w=17.68", "b ltr x=25.67 w=7.99"])
        #expect(abs(m.width - 33.66) < 0.001)
        // Without tracking the width is the four advances: 2,100 units = 35.7 pt.
        #expect(abs(try Fixtures.testFontOnly().measure(text, size: 17).width - 35.7) < 0.001)
    }

    @Test func anOverrideOverflowingLevel125IsIgnored() throws {
        let engine = try Fixtures.testFontOnly()
        // x, RLO × 63 (level 125, right to left forced), LRO × 437 (each would need 126: all
        // overflow), ab, PDF × 500, y. "ab" stays forced right to left at 125 — shown "ba";
        // had an LRO taken effect it would be left to right at 126.
        let text = "x" + String(repeating: "\u{202E}", count: 63) + String(repeating: "\u{202D}", count: 437) + "ab"
            + String(repeating: "\u{202C}", count: 500) + "y"
        let prepared = try engine.prepare(text)
        #expect(try prepared.shaped(size: 10).paragraphs[0].level(at: 501) == 125)
        let m = try engine.measure(prepared, size: 10)
        #expect(Self.visible(m) == ["x ltr x=0 w=5", "ab rtl x=5 w=10", "y ltr x=15 w=5"])
        #expect(abs(m.width - 20) < 0.001)
    }

    @Test func fiveHundredNestedIsolatesStopAtLevel125() throws {
        let engine = try Fixtures.testFontOnly()
        // a, RLI × 500, אב, PDI × 500, b: the same levels as embeddings for the text (each
        // valid RLI itself sits at the level outside it), and the controls draw nothing.
        let text = "a" + String(repeating: "\u{2067}", count: 500) + "\u{5D0}\u{5D1}"
            + String(repeating: "\u{2069}", count: 500) + "b"
        let prepared = try engine.prepare(text)
        #expect(try prepared.shaped(size: 10).paragraphs[0].level(at: 501) == 125)
        let m = try engine.measure(prepared, size: 10)
        #expect(Self.visible(m) == ["a ltr x=0 w=5", "אב rtl x=5 w=11", "b ltr x=16 w=5"])
        #expect(abs(m.width - 21) < 0.001)
        #expect(m.missingCharacters.isEmpty)
    }
}

/// Files that are not fonts, given as fonts: a clear error, never a crash or their content.
@Suite struct NotAFontTests {
    @Test func filesThatAreNotFontsAreRefusedByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-not-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.ttf"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let evil = folder.appendingPathComponent("evil.ttf").path
        let empty = folder.appendingPathComponent("empty.otf").path
        let truncated = folder.appendingPathComponent("truncated.ttf").path
        let dangling = folder.appendingPathComponent("dangling.ttf").path
        try Data("root:x:0:0:root:/root:/bin/bash\n".utf8).write(to: URL(fileURLWithPath: evil))
        try Data().write(to: URL(fileURLWithPath: empty))
        // The first 12 bytes of the test font: an sfnt header that promises tables it does not have.
        let font = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testFont))
        try font.prefix(12).write(to: URL(fileURLWithPath: truncated))
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("gone.ttf").path)
        let cases: [(String, FontError)] = [
            (evil, .unreadable(evil, "unknown file format")),
            (empty, .unreadable(empty, "unknown file format")),
            (truncated, .unreadable(truncated, "unknown file format")),
            (folder.appendingPathComponent("folder.ttf").path,
             .unreadable(folder.appendingPathComponent("folder.ttf").path, "a folder, not a file")),
            (dangling, .fileNotFound(dangling)),
        ]
        for (path, expected) in cases {
            #expect(throws: expected) { try TextEngine(fontFiles: [path]) }
            #expect(throws: expected) { try FontFace(path: path) }
        }
    }
}

extension ShapedParagraph {
    func level(at offset: Int) -> UInt8? { runs(overlapping: offset, offset + 1).first?.level }
}

extension String {
    var trimmingSpaces: String { String(unicodeScalars.filter { $0 != " " }) }
}

private enum Format {
    static func two(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
