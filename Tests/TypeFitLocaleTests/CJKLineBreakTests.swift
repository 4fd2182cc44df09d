import Testing
@testable import TypeFitLocale

/// Which characters may start a line in Japanese and Chinese. Expected offsets are worked out from
/// UAX #14's classes and the CSS Text 3 `line-break` rules, not from ICU: カ プ ラ メ ン 周 一 五 are
/// ID (a break on either side), ッ U+30C3 and ー U+30FC are CJ, 〜 U+301C is NS. `strict` treats CJ
/// as NS (no break before it, LB21); `normal` and `loose` as ID, and for Chinese and Japanese also
/// allow a break before 〜 ("breaks before certain CJK hyphen-like characters").
@Suite struct CJKLineBreakTests {
    private func breaks(_ text: String, _ locale: String, _ rules: CJKLineBreak = .standard) throws -> [Int32] {
        try TextBreaks.lineBreaks(Array(text.utf16), locale: LocaleTag(locale), cjk: rules).offsets
    }

    @Test func japaneseLinesDoNotStartWithSmallKanaOrTheLongVowelMarkByDefault() throws {
        // カ0 ッ1 プ2 ラ3 ー4 メ5 ン6: strict has no opportunity before ッ (1) nor before ー (4).
        #expect(try breaks("カップラーメン", "ja") == [2, 3, 5, 6, 7])
        #expect(try breaks("カップラーメン", "ja", .strict) == [2, 3, 5, 6, 7])
        #expect(try breaks("カップラーメン", "ja", .normal) == [1, 2, 3, 4, 5, 6, 7])
        #expect(try breaks("カップラーメン", "ja", .loose) == [1, 2, 3, 4, 5, 6, 7])
        // ICU's own Japanese rules (brkitr/ja.txt: line → line_normal.brk, CJ as ID), as Apple's ICU ships them.
        #expect(try breaks("カップラーメン", "ja", .auto) == [1, 2, 3, 4, 5, 6, 7])
        // Hiragana too: あ0 っ1 た2 — no break before the small っ.
        #expect(try breaks("あった", "ja-JP") == [2, 3])
        #expect(try breaks("あった", "ja-JP", .normal) == [1, 2, 3])
    }

    @Test func chineseIsStrictAndItsNormalBreaksBeforeTheWaveDash() throws {
        // 周0 一1 〜2 周3 五4: no break before 〜 (NS) when strict; normal allows it for Chinese.
        for locale in ["zh-Hans", "zh-Hant", "zh-HK", "zh-Hant-TW"] {
            #expect(try breaks("周一〜周五", locale) == [1, 3, 4, 5], "\(locale)")
            #expect(try breaks("周一〜周五", locale, .auto) == [1, 3, 4, 5], "\(locale)")
            #expect(try breaks("周一〜周五", locale, .normal) == [1, 2, 3, 4, 5], "\(locale)")
        }
        // Japanese likewise. ICU's own Japanese rules (line_normal.brk) are CSS `normal` for CJ
        // only: their break before 〜 is in the Chinese/Japanese tailoring (line_normal_cj) alone.
        #expect(try breaks("周一〜周五", "ja") == [1, 3, 4, 5])
        #expect(try breaks("周一〜周五", "ja", .normal) == [1, 2, 3, 4, 5])
        #expect(try breaks("周一〜周五", "ja", .auto) == [1, 3, 4, 5])
    }

    @Test func closingPunctuationNeverStartsALine() throws {
        // 設定を保存しました。次へ: 。 (CL, offset 9) takes no break before it in any set (LB13);
        // 「0 は1 い2 」3: none after 「 (OP, LB14) nor before 」 (CL).
        for rules in CJKLineBreak.allCases {
            #expect(!(try breaks("設定を保存しました。次へ", "ja", rules)).contains(9), "\(rules)")
            let quoted = try breaks("「はい」と言った", "ja", rules)
            #expect(!quoted.contains(1) && !quoted.contains(3) && quoted.contains(2), "\(rules)")
        }
    }

    @Test func otherLanguagesKeepTheirOwnRules() throws {
        // The setting is for Chinese and Japanese: English keeps ICU's root rules, which already
        // treat CJ as NS (UAX #14 LB1's default), whatever is asked.
        #expect(try breaks("カップ", "en", .normal) == [2, 3])
        #expect(try breaks("カップ", "ja", .normal) == [1, 2, 3])
        // Korean keeps its own too, whichever set is asked for.
        #expect(try breaks("カップ", "ko", .normal) == breaks("カップ", "ko", .strict))
        #expect(try breaks("カップ", "ja", .strict) == [2, 3])
    }
}
