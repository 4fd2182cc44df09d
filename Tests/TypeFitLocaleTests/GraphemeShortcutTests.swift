import Testing
@testable import TypeFitLocale

/// The shortcut that skips ICU for text whose every unit is a cluster of its own must agree
/// with ICU (UAX #29) for every unit it accepts, next to a letter, a combining-capable base and
/// itself; the units it refuses are the ones UAX #29 joins to their neighbours.
@Suite struct GraphemeShortcutTests {
    @Test func everyAcceptedUnitIsItsOwnClusterInICU() throws {
        let accepted = (UInt16(0)...UInt16(0xFFFF)).filter(isClusterOnItsOwn)
        #expect(accepted.count > 30_000)
        let en = LocaleTag("en")
        // Chunks keep each ICU call small; each unit appears after "a", before "a", and twice
        // in a row (Hangul LV + LV, kana + kana).
        for chunk in stride(from: 0, to: accepted.count, by: 512) {
            var text: [UInt16] = []
            for unit in accepted[chunk..<min(chunk + 512, accepted.count)] { text += [0x61, unit, unit, 0x61] }
            let icu = try TextBreaks.icuGraphemeBreaks(text, locale: en)
            #expect(icu == (0..<text.count).map { Int32($0 + 1) }, "chunk at \(accepted[chunk])")
        }
    }

    @Test func refusedUnitsIncludeEveryJoiner() {
        // CR (CR LF), combining grave, ZWNJ, ZWJ, Thai sara am (SpacingMark), Hangul jamo,
        // kana voicing mark, a lead surrogate, variation selector 16, half-width voiced mark.
        for unit: UInt16 in [0x0D, 0x0300, 0x200C, 0x200D, 0x0E33, 0x1100, 0x3099, 0xD83D, 0xFE0F, 0xFF9E] {
            #expect(!isClusterOnItsOwn(unit), "U+\(String(unit, radix: 16))")
        }
    }

    @Test func shortcutAndICUGiveTheSameBoundaries() throws {
        let en = LocaleTag("en")
        for text in ["Zur Einkaufsliste hinzufügen", "Сохранить настройки", "設定を保存しました。", "안녕하세요 여러분",
                     "a\u{0301}b", "👍🏽 ok", "e\r\nf"] {
            let units = Array(text.utf16)
            #expect(try TextBreaks.graphemeBreaks(units, locale: en) == TextBreaks.icuGraphemeBreaks(units, locale: en))
        }
    }
}
