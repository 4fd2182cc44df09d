import Foundation
import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

// Expected paths and positions are worked out by hand from Fonts/tools/make-test-font.py: its
// contours (font units, y up; SVG paths negate y) and advances (1/1000 em, × size). Glyph ids
// follow the script's glyph order: space 1, "…" 2, A 3 … V 24, a 29, b 30, alef 65, bet 66, ◗ 67.
@Suite struct GlyphDrawingTests {
    func draw(_ text: String, size: Double = 10, locale: String = "en", width: Double? = nil, maxLines: Int? = nil,
              weight: FontWeight = .regular, engine: TextEngine? = nil) throws -> TextDrawing {
        let engine = try engine ?? Fixtures.testEngine()
        return try engine.draw(engine.prepare(text, locale: LocaleTag(locale), weight: weight), size: size, width: width,
                               maxLines: maxLines)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
    }

    @Test func rectangleOutlineAsSVGPath() throws {
        // "A": (50,0) → (50,700) → (550,700) → (550,0), closed; FreeType's closing line is the Z.
        let drawing = try draw("A")
        let glyph = try #require(drawing.lines.first?.glyphs.first)
        #expect(glyph.key.glyph == 3)
        #expect(drawing.outlines[glyph.key] == GlyphOutline(path: "M50 0L50 -700L550 -700L550 0Z", unitsPerEm: 1000))
        #expect(glyph.scale == 0.01)
    }

    @Test func quadraticOutlineAsSVGPath() throws {
        // "◗": on (100,0), on (100,700), off (450,700), on (450,350), off (450,0), back to (100,0).
        let drawing = try draw("\u{25D7}")
        let glyph = try #require(drawing.lines.first?.glyphs.first)
        #expect(glyph.key.glyph == 67)
        #expect(drawing.outlines[glyph.key]?.path == "M100 0L100 -700Q450 -700 450 -350Q450 0 100 0Z")
    }

    @Test func kernedPairPositions() throws {
        // A advance 600 − kern 100 = 500 units: V starts at 5 pt. Baseline at the ascender: 8 pt.
        // (HarfBuzz splits a kern value over the pair, half as an offset of the second glyph, so
        // only the position and the total advance, 1100 units, are fixed by the font.)
        let line = try #require(try draw("AV").lines.first)
        #expect(line.glyphs.map(\.key.glyph) == [3, 24])
        #expect(close(line.glyphs.map(\.x), [0, 5]))
        #expect(abs(line.glyphs.map(\.advance).reduce(0, +) - 11) < 0.001)
        #expect(line.glyphs.allSatisfy { abs($0.y - 8) < 0.001 })
        #expect(abs(line.baseline - 8) < 0.001 && line.top == 0 && abs(line.height - 10) < 0.001)
    }

    @Test func rightToLeftLineSitsFlushRightInVisualOrder() throws {
        // "אב ab" in Hebrew: paragraph RTL; the space between bet and "a" takes level 1, "ab" level 2.
        // Visual order: a b space bet alef = 5 + 5 + 2.5 + 4.5 + 6.5 = 23.5 pt, flush right in 30 pt
        // → starts at 6.5; then 11.5, 16.5, 19, 23.5.
        let drawing = try draw("\u{05D0}\u{05D1} ab", locale: "he", width: 30)
        let line = try #require(drawing.lines.first)
        #expect(line.isRightToLeft)
        #expect(abs(line.x - 6.5) < 0.001 && abs(line.width - 23.5) < 0.001)
        #expect(line.glyphs.map(\.key.glyph) == [29, 30, 1, 66, 65])
        #expect(close(line.glyphs.map(\.x), [6.5, 11.5, 16.5, 19, 23.5]))
        #expect(line.glyphs.map(\.offset) == [3, 4, 2, 1, 0])
        #expect(drawing.width == 30)
        // The space has no contour: an empty path, not a missing one.
        #expect(drawing.outlines[GlyphKey(face: 0, glyph: 1)]?.path == "")
    }

    @Test func truncatedLineEndsWithTheEllipsisGlyph() throws {
        // As in TestFontArithmeticTests: "aaaa bb" (32.5 pt) + "…" (8 pt) in 45 pt.
        let drawing = try draw("aaaa bbbb cccc", width: 45, maxLines: 1)
        #expect(drawing.truncated && drawing.lines.count == 1)
        let glyphs = try #require(drawing.lines.first?.glyphs)
        #expect(glyphs.map(\.key.glyph) == [29, 29, 29, 29, 1, 30, 30, 2])
        #expect(close(glyphs.map(\.x), [0, 5, 10, 15, 20, 22.5, 27.5, 32.5]))
        #expect(glyphs.map(\.offset) == [0, 1, 2, 3, 4, 5, 6, nil])
        let ellipsis = try #require(glyphs.last)
        // "…" advance 800: rectangle 50…750.
        #expect(drawing.outlines[ellipsis.key]?.path == "M50 0L50 -700L750 -700L750 0Z")
    }

    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() throws {
        // "אב אב אב", 30 pt, one line. Prefixes + "…" (8): "אב א" = 6.5 + 4.5 + 2.5 + 6.5 = 20 → 28 fits,
        // "אב אב" = 24.5 → 32.5 does not. Line 28 pt flush right → x 2: "…" 2, then alef 10,
        // space 16.5, bet 19, alef 23.5.
        let drawing = try draw("\u{05D0}\u{05D1} \u{05D0}\u{05D1} \u{05D0}\u{05D1}", locale: "he", width: 30, maxLines: 1)
        let line = try #require(drawing.lines.first)
        #expect(abs(line.x - 2) < 0.001 && abs(line.width - 28) < 0.001)
        #expect(line.glyphs.map(\.key.glyph) == [2, 65, 1, 66, 65])
        #expect(close(line.glyphs.map(\.x), [2, 10, 16.5, 19, 23.5]))
        #expect(line.glyphs.map(\.offset) == [nil, 3, 2, 1, 0])
    }

    @Test func outlinesAreStoredOncePerGlyph() throws {
        let drawing = try draw("AAVA A")
        let glyphs = drawing.lines.flatMap(\.glyphs)
        #expect(glyphs.count == 6)
        #expect(Set(drawing.outlines.keys) == [GlyphKey(face: 0, glyph: 3), GlyphKey(face: 0, glyph: 24),
                                               GlyphKey(face: 0, glyph: 1)])
        #expect(drawing.faces.map(\.name) == ["TypeFitTest-Regular"])
        #expect(glyphs.filter { $0.key.glyph == 3 }.count == 4)
    }

    @Test func linesMatchTheMeasurement() throws {
        // "aaaa bbbb cccc" in 45 pt: lines of 42.5 and 20 pt, 1 em (10 pt) each.
        let engine = try Fixtures.testEngine()
        let drawing = try draw("aaaa bbbb cccc", width: 45, engine: engine)
        let measured = try engine.measure("aaaa bbbb cccc", size: 10, width: 45)
        #expect(close(drawing.lines.map(\.width), measured.lineWidths))
        #expect(close(drawing.lines.map(\.width), [42.5, 20]))
        #expect(close(drawing.lines.map(\.baseline), [8, 18]))
        #expect(abs(drawing.height - measured.height) < 0.001)
        #expect(drawing.lines[1].glyphs.map(\.offset) == [10, 11, 12, 13])
    }

    @Test func variableFontOutlinesAreTakenAtTheInstance() throws {
        // TypeFitTestVariable.ttf: wght 100–900, default 400; at 900 the right edge moves +100 units.
        // Bold (700) is normalized (700 − 400) / (900 − 400) = 0.6 → +60: right edge 550 + 60 = 610.
        let engine = try TextEngine(fontFiles: [Fixtures.path("TypeFitTestVariable", "ttf")], tracking: .none)
        let bold = try draw("A", weight: .bold, engine: engine)
        #expect(bold.faces.first?.weight == 700)
        #expect(bold.outlines.values.map(\.path) == ["M50 0L50 -700L610 -700L610 0Z"])
        let regular = try draw("A", engine: engine)
        #expect(regular.outlines.values.map(\.path) == ["M50 0L50 -700L550 -700L550 0Z"])
    }

    @Test func concurrentDrawsShareOneFreeTypeFace() async throws {
        // Outlines load behind the face's lock; many tasks at once must all see the same drawing.
        let reference = try Fixtures.testEngine()
        let expected = try reference.draw(reference.prepare("AV\u{25D7} ab\u{2026}"), size: 13)
        // A fresh engine, so the tasks race to open the face and load the outlines.
        let engine = try Fixtures.testEngine()
        let prepared = try engine.prepare("AV\u{25D7} ab\u{2026}")
        let results = await withTaskGroup(of: TextDrawing?.self) { group in
            for _ in 0..<32 { group.addTask { try? engine.draw(prepared, size: 13) } }
            return await group.reduce(into: [TextDrawing?]()) { $0.append($1) }
        }
        #expect(results.count == 32 && results.allSatisfy { $0 == expected })
    }

    @Test func keysAreJSONObjectKeys() throws {
        let drawing = try draw("AV")
        let json = String(decoding: try JSONEncoder().encode(drawing), as: UTF8.self)
        #expect(json.contains("\"f0g3\":{"))
        #expect(try JSONDecoder().decode(TextDrawing.self, from: Data(json.utf8)) == drawing)
        #expect(GlyphKey(id: "f2g17") == GlyphKey(face: 2, glyph: 17))
        #expect(GlyphKey(id: "g17") == nil && GlyphKey(id: "f-1g2") == nil && GlyphKey(id: "f1g") == nil)
    }
}

@Suite struct SystemFontDrawingTests {
    @Test func cffOutlinesAreCubic() throws {
        // Inter-Regular.otf is CFF; the variable face (TrueType) would draw quadratics.
        let engine = try DefaultFonts.staticEngine()
        let drawing = try engine.draw(engine.prepare("o"), size: 17)
        let path = try #require(drawing.outlines.values.first?.path)
        #expect(drawing.faces.first?.name.hasPrefix("Inter") == true)
        #expect(path.hasPrefix("M") && path.contains("C") && !path.contains("Q") && path.hasSuffix("Z"))
    }

    @Test func bitmapEmojiHaveNoOutline() throws {
        let engine = try DefaultFonts.engine()
        let drawing = try engine.draw(engine.prepare("a😀"), size: 17)
        let emoji = try #require(drawing.lines.first?.glyphs.last)
        try #require(drawing.faces[emoji.key.face].family.contains("Emoji"), "no emoji font in the stack")
        // Noto Color Emoji is CBDT: bitmaps only, so the caller draws a box of the advance.
        let outline = try #require(drawing.outlines[emoji.key])
        #expect(outline.path == nil)
        #expect(emoji.advance > 0)
    }
}
