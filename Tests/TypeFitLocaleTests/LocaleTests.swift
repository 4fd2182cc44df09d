import Testing
@testable import TypeFitLocale

// Expected values are CLDR data (plural categories, digits) and UAX #14 / UAX #29 results
// worked out by hand from the Unicode tables; none come from the code under test.
@Suite struct LocaleTagTests {
    @Test func canonicalisesICUAndBCP47Spellings() {
        #expect(LocaleTag("zh_Hant").identifier == "zh-Hant")
        #expect(LocaleTag("pt-BR").identifier == "pt-BR")
        #expect(LocaleTag("zh_Hant").language == "zh")
    }

    @Test func rightToLeftComesFromTheLocalesScript() {
        #expect(LocaleTag("ar").isRightToLeft)
        #expect(LocaleTag("he").isRightToLeft)
        #expect(LocaleTag("fa").isRightToLeft)
        #expect(!LocaleTag("de").isRightToLeft)
        #expect(!LocaleTag("ja").isRightToLeft)
    }

    @Test func likelyScripts() {
        #expect(LocaleTag("ja").script == "Jpan")
        #expect(LocaleTag("zh-TW").script == "Hant")
        #expect(LocaleTag("zh").script == "Hans")
        #expect(LocaleTag("sr").script == "Cyrl")
    }
}

@Suite struct TextBreakTests {
    @Test func latinBreaksAfterSpaces() throws {
        // "Hello big world": opportunities after "Hello " (6), "big " (10) and at the end (15).
        let breaks = try TextBreaks.lineBreaks(Array("Hello big world".utf16), locale: LocaleTag("en"))
        #expect(breaks.offsets == [6, 10, 15])
        #expect(breaks.mandatory == [false, false, false])
    }

    @Test func thaiUsesTheDictionary() throws {
        // สวัสดี (6) ครับ (4) ␠ ทุกคน (5): no spaces inside words, the dictionary finds 6 and 10.
        let breaks = try TextBreaks.lineBreaks(Array("สวัสดีครับ ทุกคน".utf16), locale: LocaleTag("th"))
        #expect(breaks.offsets == [6, 11, 14, 16])
    }

    @Test func japaneseBreaksBetweenIdeographsButNotBeforeFullStop() throws {
        // 日本語の文章です。次の文。 — no opportunity before 。 (offset 8) nor at 12 before the final 。
        let text = Array("日本語の文章です。次の文。".utf16)
        let breaks = try TextBreaks.lineBreaks(text, locale: LocaleTag("ja"))
        #expect(!breaks.offsets.contains(8))
        #expect(!breaks.offsets.contains(12))
        #expect(breaks.offsets.contains(9))
        #expect(breaks.offsets.contains(1))
    }

    @Test func koreanKeepsWordsWhole() throws {
        // 안녕하세요 여러분 반갑습니다: only after each space (6, 10) and at the end (15).
        let breaks = try TextBreaks.lineBreaks(Array("안녕하세요 여러분 반갑습니다".utf16), locale: LocaleTag("ko"))
        #expect(breaks.offsets == [6, 10, 15])
    }

    @Test func hardBreaksAreMandatory() throws {
        let breaks = try TextBreaks.lineBreaks(Array("a b\nc".utf16), locale: LocaleTag("en"))
        #expect(breaks.offsets == [2, 4, 5])
        #expect(breaks.mandatory == [false, true, false])
    }

    @Test func graphemesKeepCombiningMarksAndEmojiSequencesTogether() throws {
        // e + U+0301, then 👩‍👩‍👧 (3 astral scalars + 2 ZWJ = 8 code units), then "x".
        let text = Array("e\u{301}👩‍👩‍👧x".utf16)
        #expect(try TextBreaks.graphemeBreaks(text, locale: LocaleTag("en")) == [2, 10, 11])
    }
}

@Suite struct PluralAndNumberTests {
    @Test func categoriesPerLocale() throws {
        #expect(try PluralRules(locale: LocaleTag("en")).categories() == [.one, .other])
        #expect(try PluralRules(locale: LocaleTag("ar")).categories() == [.zero, .one, .two, .few, .many, .other])
        #expect(try PluralRules(locale: LocaleTag("ru")).categories() == [.one, .few, .many, .other])
        #expect(try PluralRules(locale: LocaleTag("ja")).categories() == [.other])
    }

    @Test func selection() throws {
        let ru = PluralRules(locale: LocaleTag("ru"))
        #expect(try ru.category(for: 1) == .one)
        #expect(try ru.category(for: 3) == .few)
        #expect(try ru.category(for: 5) == .many)
        #expect(try ru.category(for: 21) == .one)
        // In English "1" is one but "1.0" is other: visible decimals count.
        #expect(try PluralRules(locale: LocaleTag("en")).category(for: 1, fractionDigits: 1) == .other)
        #expect(try PluralRules(locale: LocaleTag("ar")).category(for: 11) == .many)
    }

    @Test func localeDigitsAndGrouping() throws {
        #expect(try NumberFormat.format(1234567, locale: LocaleTag("de")) == "1.234.567")
        #expect(try NumberFormat.format(1234567, locale: LocaleTag("hi-IN")) == "12,34,567")
        #expect(try NumberFormat.format(1234567.5, locale: LocaleTag("ar-EG"), fractionDigits: 1) == "١٬٢٣٤٬٥٦٧٫٥")
        #expect(try NumberFormat.format(1234567, locale: LocaleTag("en"), grouping: false) == "1234567")
    }
}
