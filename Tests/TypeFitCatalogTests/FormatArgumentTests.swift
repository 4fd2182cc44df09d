import Testing
@testable import TypeFitCatalog

/// Which argument each specifier reads, worked by hand from swift-corelibs-foundation's
/// `CFString.c`: `__CFParseFormatSpec` reads a specifier, and `__CFStringAppendFormatCore`
/// ("Compute values array") numbers them with one counter (`argNum`, from 0) that only specifiers
/// without `n$` move on — first for a `*` width, then a `.*` precision, then the value.
@Suite struct FormatArgumentTests {
    func arguments(_ text: String) -> [Int?] { FormatParser.placeholders(in: text).map(\.argument) }

    @Test func anUnnumberedSpecifierAfterAPositionalOneReadsTheCounter() {
        // `%2$@` sets mainArgNum 1 and leaves argNum at 0; `%d` then takes argNum 0: argument 1.
        #expect(arguments("%2$@さんに%d件") == [2, 1])
        #expect(arguments("%d items from %2$@") == [1, 2])
        // `%1$@` then `%@`: both argument 1 (the counter is still at its start).
        #expect(arguments("%2$@ then %1$d then %@") == [2, 1, 1])
        #expect(arguments("%@ %3$d %@") == [1, 3, 2])
    }

    @Test func japaneseAndEnglishWithTheSameArgumentsAgree() {
        let ja = FormatParser.placeholders(in: "%2$@さんに%d件のメッセージ")
        let en = FormatParser.placeholders(in: "%d messages for %2$@")
        #expect(PlaceholderCheck.compare(source: en, translation: ja, isPluralForm: false) == nil)
    }

    @Test func aRealMismatchIsStillFound() {
        // `%@ … %d` reads an object then an integer; `%2$@ … %d` reads argument 2 as an object
        // and argument 1 (the counter) as an integer: argument 1 changes kind.
        let source = FormatParser.placeholders(in: "%@ has %d")
        let swapped = FormatParser.placeholders(in: "%2$@ hat %d")
        let found = PlaceholderCheck.compare(source: source, translation: swapped, isPluralForm: false)
        #expect(found?.0 == .placeholderType)
        #expect(found?.1 == "argument 1 is object in the source (%@) but signedInteger in the translation (%d)")
        // One more argument than the source: `%d` (1) and `%2$@` (2) against `%d` alone.
        let extra = PlaceholderCheck.compare(source: FormatParser.placeholders(in: "%d photos"),
                                             translation: FormatParser.placeholders(in: "%d Fotos von %2$@"),
                                             isPluralForm: false)
        #expect(extra?.0 == .placeholderCount)
    }

    @Test func starWidthsAndPrecisionsReadArguments() {
        let star = FormatParser.placeholders(in: "%*d")
        #expect(star.map(\.widthArgument) == [1] && star.map(\.argument) == [2])
        // Width, then precision, then the value; the `%@` after them is argument 4.
        let both = FormatParser.placeholders(in: "%*.*f %@")
        #expect(both.map(\.widthArgument) == [1, nil] && both.map(\.precisionArgument) == [2, nil])
        #expect(both.map(\.argument) == [3, 4])
        // `*2$` is the width's own position; the value's `1$` its own: the counter is untouched.
        let numbered = FormatParser.placeholders(in: "%1$*2$d %.*3$f")
        #expect(numbered.map(\.argument) == [1, 1] && numbered.map(\.widthArgument) == [2, nil])
        #expect(numbered.map(\.precisionArgument) == [nil, 3])
        // `%2$*d`: the value is argument 2, the unnumbered width the counter's argument 1.
        let mixed = FormatParser.placeholders(in: "%2$*d")
        #expect(mixed.map(\.argument) == [2] && mixed.map(\.widthArgument) == [1])
    }

    @Test func aStarWidthIsAnIntegerArgumentOfTheComparison() {
        let source = FormatParser.placeholders(in: "%*d items")
        // Dropping the width drops argument 2 (the value moves to argument 1).
        let plain = PlaceholderCheck.compare(source: source, translation: FormatParser.placeholders(in: "%d Elemente"),
                                             isPluralForm: false)
        #expect(plain?.0 == .placeholderCount)
        #expect(plain?.1.hasPrefix("the translation drops argument 2 (%*d)") == true)
        #expect(PlaceholderCheck.compare(source: source, translation: FormatParser.placeholders(in: "%2$*1$d Elemente"),
                                         isPluralForm: false) == nil)
        // An object where the source reads the width (an integer) is a type change.
        let object = PlaceholderCheck.compare(source: source, translation: FormatParser.placeholders(in: "%1$@ %2$d"),
                                              isPluralForm: false)
        #expect(object?.0 == .placeholderType)
    }

    @Test func whatReadsNoArgument() {
        // `%%` is a literal percent sign.
        #expect(arguments("%d%% of %@") == [1, nil, 2])
        // `'` is no flag to CoreFoundation: `%'` ends as a literal, `d` is text.
        #expect(arguments("%'d %@") == [1])
        #expect(FormatParser.placeholders(in: "%'d %@").map(\.spelling) == ["%@"])
        // A `%` the string ends in, or before a character no specifier has.
        #expect(arguments("50%").isEmpty && arguments("50%!").isEmpty && arguments("%5").isEmpty && arguments("%.").isEmpty)
        // "% s" is a specifier: a space flag and `s`.
        #expect(FormatParser.placeholders(in: "100% sure").map(\.kind) == [.cString])
        // A position over 127 (`int8_t`) makes CoreFoundation fail the format: no specifier.
        #expect(arguments("%128$@ %127$@") == [127])
    }

    @Test func substitutionsAreNumberedLikeObjects() {
        #expect(FormatParser.placeholders(in: "%#@files@ in %@").map(\.argument) == [1, 2])
        // Digits before `#` without `$` are a width: `%2#@x@` reads the counter's argument 1.
        let width = FormatParser.placeholders(in: "%2#@x@")
        #expect(width.map(\.argument) == [1] && width.map(\.width) == [2] && width.map(\.substitutionName) == ["x"])
        #expect(!width[0].isPositional)
        #expect(FormatParser.placeholders(in: "%2$#@x@").map(\.argument) == [2])
        // A name is letters, digits and `_`: `-` ends the key, and the specifier is a literal.
        #expect(FormatParser.placeholders(in: "%#@my-var@").isEmpty)
        #expect(FormatParser.placeholders(in: "%#@my_var2@").map(\.substitutionName) == ["my_var2"])
    }

    @Test func flagsLengthsAndPrecisionAsCoreFoundationReadsThem() {
        let ps = FormatParser.placeholders(in: "%.f %-08.3f %lld %hhd %.3d")
        #expect(ps.map(\.precision) == [0, 3, nil, nil, 3])
        #expect(ps.map(\.conversion) == ["f", "f", "lld", "hhd", "d"])
        #expect(ps[1].flags == "-0" && ps[1].width == 8)
        // `%n` and `%P` read a pointer argument too.
        #expect(FormatParser.placeholders(in: "%n %P %@").map(\.argument) == [1, 2, 3])
    }
}
