import Foundation
import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

/// Line breaking, direction and fallback across scripts, with the default open fonts.
/// Widths in em come from hb-shape (Fixtures/hb-expectations.json) or from the fonts' design
/// (CJK ideographs, kana and full-width punctuation are 1 em in Noto Sans CJK).
@Suite struct ScriptLayoutTests {
    let engine: TextEngine
    init() throws { engine = try DefaultFonts.engine() }

    @Test func thaiBreaksBetweenDictionaryWords() throws {
        // สวัสดีครับ is 3.958 em, ยินดีต้อนรับ 4.738 em (hb-shape). At 10 pt in 50 pt the two
        // words cannot share a line and neither is cut: the break is at the dictionary boundary.
        let m = try engine.measure("สวัสดีครับยินดีต้อนรับ", size: 10, locale: "th", width: 50)
        #expect(m.lineTexts == ["สวัสดีครับ", "ยินดีต้อนรับ"])
        #expect(abs(m.lineWidths[0] - 39.58) < 0.001)
        #expect(abs(m.lineWidths[1] - 47.38) < 0.001)
    }

    @Test func japaneseBreaksBetweenIdeographsNeverBeforeFullStop() throws {
        // 1 em per character except ん (950 units, hb-shape: "[…|1542=3+950|…]"); 5 em per line.
        // "しました。" keeps 。 with the kana before it.
        let m = try engine.measure("設定を保存しました。次へ進んでください。", size: 10, locale: "ja", width: 50)
        #expect(m.lineTexts == ["設定を保存", "しました。", "次へ進んで", "ください。"])
        #expect(zip(m.lineWidths, [50, 50, 49.5, 50]).allSatisfy { abs($0 - $1) < 0.001 })
        for line in m.lineTexts.dropFirst() { #expect(!line.hasPrefix("。") && !line.hasPrefix("、")) }
    }

    @Test func chineseKeepsCommaAndFullStopOffLineStarts() throws {
        // 1 em per character (ideographs and full-width punctuation in Noto Sans CJK), so 4 per line
        // at 10 pt in 40 pt. UAX #14 allows a break between ideographs (LB31) and after ， but never
        // before ， or 。 (class CL, LB13). Greedy: "我们的应" | "用程序，" (the comma stays with 序) |
        // "欢迎使用。" is 5 em, and the break before 。 is forbidden, so the last that fits is after
        // 使: "欢迎使" | "用。". 用 moves down rather than leave 。 alone at a line start. Then push-out
        // (UILabel's standard strategy): "用。" is one segment, so 使 joins it: "欢迎" | "使用。".
        let m = try engine.measure("我们的应用程序，欢迎使用。", size: 10, locale: "zh-Hans", width: 40)
        #expect(m.lineTexts == ["我们的应", "用程序，", "欢迎", "使用。"])
        #expect(m.lineWidths.count == 4 && zip(m.lineWidths, [40, 40, 20, 30]).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(m.fonts.first?.index == 2)  // Noto Sans CJK SC
    }

    @Test func koreanPrefersWordBreaks() throws {
        let m = try engine.measure("안녕하세요 여러분 반갑습니다", size: 10, locale: "ko", width: 60)
        #expect(m.lineTexts == ["안녕하세요", "여러분", "반갑습니다"])
        #expect(m.fonts.first?.index == 1)  // Noto Sans CJK KR
    }

    @Test func hanGlyphsFollowTheLanguage() throws {
        #expect(try engine.measure("漢字", size: 17, locale: "ja").fonts.first?.index == 0)
        #expect(try engine.measure("漢字", size: 17, locale: "zh-Hans").fonts.first?.index == 2)
        #expect(try engine.measure("漢字", size: 17, locale: "zh-Hant").fonts.first?.index == 3)
        #expect(try engine.measure("漢字", size: 17, locale: "zh-HK").fonts.first?.index == 4)
    }

    @Test func mixedArabicDigitsAndLatinNameInVisualOrder() throws {
        // Base direction RTL (Arabic locale, Arabic first): the Latin name and the digits form one
        // LTR run that is drawn to the left of the Arabic.
        let m = try engine.measure("مرحبا John 2024", size: 17, locale: "ar")
        #expect(m.direction == "rtl")
        let runs = try #require(m.visualRuns.first)
        #expect(runs.map(\.direction) == ["ltr", "rtl"])
        #expect(runs.map(\.text) == ["John 2024", "مرحبا "])
        #expect(runs[0].x == 0 && abs(runs[1].x - runs[0].width) < 1e-9)
        #expect(abs(runs.map(\.width).reduce(0, +) - m.width) < 0.001)
        #expect(Set(m.fonts.map(\.family)) == ["Noto Sans Arabic", "Inter"])
    }

    @Test func latinTextInAnArabicLocaleStaysLeftToRight() throws {
        #expect(try engine.measure("Settings", size: 17, locale: "ar").direction == "ltr")
        #expect(try engine.measure("שמור", size: 17, locale: "en").direction == "rtl")
    }

    @Test func emojiUseTheEmojiFontAndUncoveredCharactersAreReported() throws {
        let emoji = try engine.measure("👩‍👩‍👧", size: 17)
        #expect(emoji.fonts.map(\.family) == ["Noto Color Emoji"])
        // Egyptian hieroglyph A001: no face in the stack has it.
        let missing = try engine.measure("a𓀀b", size: 17)
        #expect(missing.missingCharacters.map(\.codePoint) == ["U+13000"])
        #expect(missing.missingCharacters.first?.offset == 1)
        #expect(missing.width > (try engine.measure("ab", size: 17).width))
        #expect(missing.warnings.contains { $0.contains("U+13000") })
    }

    @Test func coverageNamesTheFacesAndMissingCharactersWithoutLayingOut() throws {
        // Two paragraphs: Latin with a hieroglyph no face has (U+13000 at offset 1), then Arabic
        // with an emoji: the faces in the order first met, the missing character at its text offset.
        let prepared = try engine.prepare("a𓀀b\nحفظ 👍", locale: LocaleTag("ar"))
        let coverage = try engine.coverage(prepared, size: 17)
        #expect(coverage.fonts.map(\.family) == ["Inter", "Noto Sans Arabic", "Noto Color Emoji"])
        #expect(coverage.missing.map(\.codePoint) == ["U+13000"] && coverage.missing.first?.offset == 1)
        // What a full measurement at that size reports, with every glyph placed.
        let measured = try engine.measure(prepared, size: 17)
        #expect(coverage.fonts == measured.fonts && coverage.missing == measured.missingCharacters)
    }

    @Test func missingWeightsUseTheNearestFaceAndSaySo() throws {
        // Noto Sans Arabic ships Regular and Bold: Semibold (600) takes Bold (CSS: heavier first).
        let m = try engine.measure("حفظ", size: 17, locale: "ar", weight: .semibold)
        #expect(m.fonts.first?.weight == 700)
        #expect(m.fonts.first?.requestedWeight == 600)
        #expect(m.warnings.contains { $0.contains("Noto Sans Arabic") && $0.contains("600") })
        // Inter's variable face has every weight on its wght axis: no substitution.
        #expect(try engine.measure("Save", size: 17, weight: .semibold).fonts.first?.requestedWeight == nil)
    }

    @Test func staticFallbackSwitchesToTheDisplayCutAtTwentyPoints() throws {
        let engine = try DefaultFonts.staticEngine()
        #expect(try engine.measure("Title", size: 19).fonts.first?.name == "Inter-Regular")
        #expect(try engine.measure("Title", size: 20).fonts.first?.name == "InterDisplay-Regular")
    }

    @Test func higTrackingForTheSystemFontSubstitute() throws {
        let stack = try FontStack(profile: .openSubstitutes, tracking: .auto)
        let tracked = TextEngine(fonts: stack)
        let plain = engine
        // HIG: −26/1000 em at 17 pt = −0.442 pt for each of the 8 clusters of "Settings".
        let delta = try tracked.measure("Settings", size: 17).width - plain.measure("Settings", size: 17).width
        #expect(abs(delta - 8 * -0.442) < 0.001)
    }
}

@Suite struct BadInputTests {
    @Test func invalidUTF16IsRefused() throws {
        let engine = try Fixtures.testEngine()
        #expect(throws: MeasureError.text(.unpairedSurrogate(offset: 1, unit: 0xD800))) {
            try engine.prepare(utf16: [0x61, 0xD800, 0x62])
        }
        #expect(throws: MeasureError.text(.unpairedSurrogate(offset: 0, unit: 0xDC00))) {
            try engine.prepare(utf16: [0xDC00])
        }
        #expect(throws: MeasureError.text(.empty)) { try engine.prepare("") }
    }

    @Test func sizesAndWidthsMustBePositiveNumbers() throws {
        let engine = try Fixtures.testEngine()
        #expect(throws: MeasureError.invalidSize(0)) { try engine.measure("a", size: 0) }
        #expect(throws: MeasureError.self) { try engine.measure("a", size: .nan) }
        #expect(throws: MeasureError.invalidWidth(-1)) { try engine.measure("a", size: 10, width: -1) }
        #expect(throws: MeasureError.invalidWidth(0)) { try engine.measure("a", size: 10, width: 0) }
        #expect(throws: MeasureError.invalidMaxLines(-2)) { try engine.measure("a", size: 10, maxLines: -2) }
    }

    @Test func unknownOrBrokenFontFiles() throws {
        #expect(throws: FontError.fileNotFound("/no/such/font.ttf")) {
            try TextEngine(fontFiles: ["/no/such/font.ttf"])
        }
        let notAFont = Fixtures.path("hb-expectations", "json")
        #expect(throws: FontError.unreadable(notAFont, "unknown file format")) { try TextEngine(fontFiles: [notAFont]) }
    }

    @Test func missingDefaultFontsNameThePackage() throws {
        let empty = FontLocator(directories: ["/nonexistent-typefit-fonts"])
        do {
            _ = try FontStack(profile: .openSubstitutes, locator: empty)
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error.description.contains("fonts-inter"))
        }
    }

    @Test func trakTableParsing() throws {
        // A hand-assembled 'trak' table: one track (0.0) over sizes 12 and 24 with values −10, +20.
        var bytes: [UInt8] = [0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0]        // version 1.0, format 0, horiz at 12
        bytes += [0, 1, 0, 2, 0, 0, 0, 28]                                 // nTracks 1, nSizes 2, sizes at 28
        bytes += [0, 0, 0, 0, 1, 0, 0, 36]                                 // track 0.0, name 256, values at 36
        bytes += [0, 12, 0, 0, 0, 24, 0, 0]                                // sizes 12.0, 24.0
        bytes += [0xFF, 0xF6, 0, 20]                                       // −10, +20
        let table = try #require(TrackTable(bytes: bytes, unitsPerEm: 1000))
        #expect(table.sizes == [12, 24] && table.values == [-10, 20])
        // At 18 pt: halfway → +5 units → 5 × 18 / 1000 = 0.09 pt.
        #expect(abs(table.tracking(atSize: 18) - 0.09) < 1e-12)
    }
}
