import Testing
import TypeFitLocale
@testable import TypeFitCatalog

// The widest number of each plural category with at most 4 digits (9,999), worked out by hand
// from CLDR 42 (the ICU 72 data typefit links): each locale's cardinal plural rules, its default
// numbering system's digits, its grouping separator and its minimum grouping digits. Ties in
// width go to the larger number, so a category reaching four digits is its largest member.
@Suite struct NumberSampleTests {
    let numbers = NumberSamples()

    @Test func englishIsOneAndNineThousand() {
        // one: i = 1 and v = 0; every other integer is "other".
        #expect(numbers.widest(locale: LocaleTag("en")) == [.one: "1", .other: "9,999"])
    }

    @Test func arabicTakesItsOwnDigitsAndSeparator() {
        // Digits U+0660…U+0669, group U+066C. zero 0, one 1, two 2; few: n % 100 = 3…10 (9,910);
        // many: n % 100 = 11…99 (9,999); other: n % 100 = 0…2 past 100 (9,902).
        #expect(numbers.widest(locale: LocaleTag("ar")) == [
            .zero: "\u{660}", .one: "\u{661}", .two: "\u{662}",
            .few: "\u{669}\u{66C}\u{669}\u{661}\u{660}", .many: "\u{669}\u{66C}\u{669}\u{669}\u{669}",
            .other: "\u{669}\u{66C}\u{669}\u{660}\u{662}",
        ])
    }

    @Test func persianTakesExtendedArabicDigits() {
        // arabext digits U+06F0…U+06F9, group U+066C; one: i = 0 or n = 1 (0 and 1: the wider tie is 1).
        #expect(numbers.widest(locale: LocaleTag("fa")) == [.one: "\u{6F1}", .other: "\u{6F9}\u{66C}\u{6F9}\u{6F9}\u{6F9}"])
    }

    @Test func hindiWritesLatinDigitsAndMarathiDevanagari() {
        // hi's default numbering system is latn (deva is only its "native" one); mr's is deva
        // (U+0966…U+096F). Both group with a comma; four digits are one group either way.
        #expect(numbers.widest(locale: LocaleTag("hi")) == [.one: "1", .other: "9,999"])
        #expect(numbers.widest(locale: LocaleTag("mr")) == [.one: "\u{967}", .other: "\u{96F},\u{96F}\u{96F}\u{96F}"])
    }

    @Test func frenchGroupsWithANarrowNoBreakSpace() {
        // one: i = 0,1; "many" (whole millions) has no member below a million, so none at 4 digits.
        #expect(numbers.widest(locale: LocaleTag("fr")) == [.one: "1", .other: "9\u{202F}999"])
        // At 7 digits it has: 9,000,000 is the widest, and the largest.
        #expect(numbers.widest(locale: LocaleTag("fr"), maxDigits: 7)[.many] == "9\u{202F}000\u{202F}000")
    }

    @Test func spanishDoesNotGroupFourDigits() {
        // es: minimumGroupingDigits 2, so 9999 has no separator; 99,999 would.
        #expect(numbers.widest(locale: LocaleTag("es"))[.other] == "9999")
    }

    @Test func russianHasTheWidestOfEachCategory() {
        // one: i % 10 = 1 and i % 100 != 11 (9,991); few: i % 10 = 2…4 and i % 100 != 12…14 (9,994);
        // many: i % 10 = 0 or 5…9 or i % 100 = 11…14 (9,999); "other" is for fractions only.
        // Grouped with U+00A0.
        #expect(numbers.widest(locale: LocaleTag("ru")) == [
            .one: "9\u{A0}991", .few: "9\u{A0}994", .many: "9\u{A0}999",
        ])
    }

    @Test func theBoundIsTheDigitCount() {
        #expect(NumberSamples.largest(digits: 1) == 9)
        #expect(NumberSamples.largest(digits: 4) == 9_999)
        #expect(NumberSamples.largest(digits: 15) == 999_999_999_999_999)
        #expect(numbers.widest(locale: LocaleTag("en"), maxDigits: 1) == [.one: "1", .other: "9"])
        #expect(numbers.widest(locale: LocaleTag("en"), maxDigits: 7)[.other] == "9,999,999")
    }

    @Test func fractionsKeepTheBound() {
        // 9,999.0 is "other" (v = 1); English "one" has no member with a fraction digit.
        #expect(numbers.widest(locale: LocaleTag("en"), fractionDigits: 1) == [.other: "9,999.0"])
        #expect(numbers.sample(locale: LocaleTag("en"), category: .one, fractionDigits: 2) == "9,999.00")
        // Russian: every number with a fraction digit is "other"; decimal comma.
        #expect(numbers.widest(locale: LocaleTag("ru"), fractionDigits: 1) == [.other: "9\u{A0}999,0"])
    }
}
