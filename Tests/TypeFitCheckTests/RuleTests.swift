import Testing
import TypeFitCheck
import TypeFitCore
import TypeFitDevices
import TypeFitLayout

// Each rule: one cell that triggers it and one that does not, with figures worked out by hand
// from the test font (a–z 500/1000 em, space 250, A–Z 600, line height = point size). At 10 pt:
// "aaaa" = 20 pt, a space 2.5 pt, "OK" = 12 pt, one line 10 pt tall.
@Suite struct RuleTests {
    let engine: TextEngine
    init() throws { engine = try Fixtures.engine() }

    @Test func clippedWhenMoreLinesThanAllowed() throws {
        // In 45 pt: "aaaa bbbb" (42.5) | "cccc dddd" | "eeee": 3 lines, the third (10 pt) is cut.
        let g = geometry(width: 45, lines: 2)
        let v = try #require(ClippedRule().evaluate(try cell("aaaa bbbb cccc dddd eeee", g, engine: engine)))
        #expect(v.message == "text needs 3 lines, 2 shown (10 pt cut off)")
        #expect(v.measured == Figures(lines: 3) && v.available == Figures(lines: 2) && v.overflow == 10)
        #expect(ClippedRule().evaluate(try cell("aaaa bbbb cccc", g, engine: engine)) == nil)
    }

    @Test func clippedWhenTallerThanAFixedHeight() throws {
        // Two lines of 10 pt in a 15-pt box; exactly 20 pt fits.
        let v = try #require(ClippedRule().evaluate(try cell("aaaa bbbb cccc", geometry(width: 45, lines: 0, height: 15), engine: engine)))
        #expect(v.message == "text is 20 pt tall in a 15 pt box (5 pt cut off)")
        #expect(ClippedRule().evaluate(try cell("aaaa bbbb cccc", geometry(width: 45, lines: 0, height: 20), engine: engine)) == nil)
    }

    @Test func truncatedWidthForOneLineTextWiderThanItsBox() throws {
        // "aaaa bbbb" = 20 + 2.5 + 20 = 42.5 pt.
        let v = try #require(TruncatedWidthRule().evaluate(try cell("aaaa bbbb", geometry(width: 40, lines: 1), engine: engine)))
        #expect(v.message == "text is 42.5 pt wide in a 40 pt box (2.5 pt cut off)")
        #expect(v.measured == Figures(width: 42.5) && v.available == Figures(width: 40))
        #expect(TruncatedWidthRule().evaluate(try cell("aaaa bbbb", geometry(width: 42.5, lines: 1), engine: engine)) == nil)
        // Intrinsic elements grow instead (margin's business).
        #expect(TruncatedWidthRule().evaluate(try cell("aaaa bbbb", geometry(width: nil, lines: 1, available: 40), engine: engine)) == nil)
    }

    @Test func localeOverflowWhenOnlyTheTranslationOverflows() throws {
        let g = geometry(width: 40, lines: 1)
        let translated = try cell("aaaa bbbb", g, source: "aaaa", engine: engine)
        let v = try #require(LocaleOverflowRule().evaluate(translated))
        #expect(v.message == "translation is 42.5 pt wide in a 40 pt box (2.5 pt cut off); the source fits (20 pt)")
        // Told once: truncated-width stays quiet on the same cell.
        #expect(TruncatedWidthRule().evaluate(translated) == nil)
        // Both overflow: a layout problem, not the locale's.
        let both = try cell("aaaa bbbb", g, source: "aaaa bbbb cccc", engine: engine)
        #expect(LocaleOverflowRule().evaluate(both) == nil)
        #expect(TruncatedWidthRule().evaluate(both)?.overflow == 2.5)
    }

    @Test func localeOverflowCountsLines() throws {
        // Source 1 line, translation 3 lines, 2 allowed.
        let v = try #require(LocaleOverflowRule().evaluate(
            try cell("aaaa bbbb cccc dddd eeee", geometry(width: 45, lines: 2), source: "aaaa", engine: engine)))
        #expect(v.message == "translation needs 3 lines, 2 shown (10 pt cut off); the source fits (1 line)")
    }

    @Test func readableWidthForBlocksPastTheReadableGuide() throws {
        // 30 words of "aaaa": 30 × 20 + 29 × 2.5 = 672.5 pt on one line of an 800-pt box.
        let thirty = Array(repeating: "aaaa", count: 30).joined(separator: " ")
        let g = geometry(width: 800, lines: 0, readable: 672)
        let v = try #require(ReadableWidthRule().evaluate(try cell(thirty, g, engine: engine)))
        #expect(v.message == "longest line is 672.5 pt, past the readable width of 672 pt")
        #expect(abs(v.overflow - 0.5) < 1e-9)
        // 29 words: 650 pt.
        let twentyNine = Array(repeating: "aaaa", count: 29).joined(separator: " ")
        #expect(ReadableWidthRule().evaluate(try cell(twentyNine, g, engine: engine)) == nil)
        // Compact width (no readable limit given) and one-line labels are not blocks.
        #expect(ReadableWidthRule().evaluate(try cell(thirty, geometry(width: 800, lines: 0), engine: engine)) == nil)
        #expect(ReadableWidthRule().evaluate(try cell(thirty, geometry(width: 800, lines: 1, readable: 672), engine: engine)) == nil)
    }

    @Test func marginForTextSizedElements() throws {
        // iPhone SE: 288 pt between the margins, 320 pt of safe area. 60 × "a" = 300 pt, 66 = 330, 57 = 285.
        let g = geometry(width: nil, lines: 1, available: 288, safeAreaRoom: 320)
        let past = try #require(MarginRule().evaluate(try cell(String(repeating: "a", count: 60), g, engine: engine)))
        #expect(past.message == "element is 300 pt wide: 12 pt past the layout margins (288 pt between them)")
        #expect(past.severity == nil)
        let out = try #require(MarginRule().evaluate(try cell(String(repeating: "a", count: 66), g, engine: engine)))
        #expect(out.message == "element is 330 pt wide: 10 pt out of the safe area (320 pt)")
        #expect(out.severity == .error)
        #expect(MarginRule().evaluate(try cell(String(repeating: "a", count: 57), g, engine: engine)) == nil)
        // A box of set width never grows.
        #expect(MarginRule().evaluate(try cell(String(repeating: "a", count: 66), geometry(width: 288, lines: 1), engine: engine)) == nil)
    }

    @Test func touchTargetForSmallControls() throws {
        // "OK" = 12 pt wide, one 10-pt line + 6 + 6 pt of insets = 22 pt tall: under the 28 × 28 pt
        // minimum (HIG Accessibility), a warning.
        let insets = EdgeInsets(top: 6, bottom: 6)
        let small = geometry(width: nil, lines: 1, available: 288, insets: insets, control: true)
        let v = try #require(TouchTargetRule().evaluate(try cell("OK", small, engine: engine)))
        #expect(v.message == "control is 12 × 22 pt, under the 28 × 28 pt minimum" && v.severity == .warning)
        // At 30 pt: "OK" is 36 × 42, past the minimum and
        // under the recommended 44 × 44, a note (the rule's own severity).
        let medium = geometry(width: nil, lines: 1, size: 30, available: 288, insets: insets, control: true)
        let note = try #require(TouchTargetRule().evaluate(try cell("OK", medium, engine: engine)))
        #expect(note.message == "control is 36 × 42 pt, under the recommended 44 × 44 pt" && note.severity == nil)
        #expect(note.available == Figures(width: 44, height: 44) && note.overflow == 8)
        // 100 pt wide at 40 pt: 40 + 12 = 52 pt tall.
        let big = geometry(width: 100, lines: 1, size: 40, insets: insets, control: true)
        #expect(TouchTargetRule().evaluate(try cell("OK", big, engine: engine)) == nil)
        // A label is not a control.
        #expect(TouchTargetRule().evaluate(try cell("OK", geometry(width: nil, lines: 1, available: 288), engine: engine)) == nil)
    }

    @Test func aStandardControlIsJudgedAtItsOwnHeightOnTheMinimumOnly() throws {
        // A segment 40 pt wide whose 10-pt text is 10 pt tall: the control is 32 pt tall, past the minimum.
        let segment = CellGeometry(category: .large, pointSize: 10, width: 40, available: 40, lineLimit: 1,
                                   hitTarget: HitTarget(minimum: ScreenSize(width: 28, height: 28), standardHeight: 32),
                                   safeAreaRoom: 320)
        #expect(TouchTargetRule().evaluate(try cell("OK", segment, engine: engine)) == nil)
        // 20 pt wide: under the minimum.
        var narrow = segment
        narrow.width = 20
        #expect(TouchTargetRule().evaluate(try cell("OK", narrow, engine: engine))?.message
            == "control is 20 × 32 pt, under the 28 × 28 pt minimum")
    }

    @Test func aControlWhoseTextOutgrowsItsFixedHeightIsClipped() throws {
        // Two lines (20 pt) + 12 pt of insets = 32 pt in a 30-pt box: the text is cut — clipped, an error;
        // the control itself (45 × 30) is past the 28-pt minimum, under the recommended 44: a note.
        let g = geometry(width: 45, lines: 0, height: 30, insets: EdgeInsets(top: 6, bottom: 6), control: true)
        let c = try cell("aaaa bbbb cccc", g, engine: engine)
        #expect(ClippedRule().evaluate(c)?.message == "text is 32 pt tall in a 30 pt box (2 pt cut off)")
        #expect(TouchTargetRule().evaluate(c)?.message == "control is 45 × 30 pt, under the recommended 44 × 44 pt")
        // One line in a 44-pt box: 22 pt fits, and the control meets the recommended size.
        let fits = try cell("aaaa", geometry(width: 45, lines: 0, height: 44, insets: EdgeInsets(top: 6, bottom: 6), control: true),
                            engine: engine)
        #expect(ClippedRule().evaluate(fits) == nil && TouchTargetRule().evaluate(fits) == nil)
    }

    @Test func missingGlyphsForCharactersNoFontCovers() throws {
        // Egyptian hieroglyph A001 (twice): no face in the stack has it; reported once.
        let measured = try engine.measure(MeasureRequest(text: "a\u{13000}b\u{13000}", size: 10))
        let v = try #require(MissingGlyphsRule().evaluate(measured.missingCharacters))
        #expect(v.message.hasPrefix("no font covers 1 character (U+13000 Egyp)"))
        let fine = try engine.measure(MeasureRequest(text: "ab", size: 10))
        #expect(MissingGlyphsRule().evaluate(fine.missingCharacters) == nil)
    }
}
