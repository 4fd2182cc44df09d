import Testing
import TypeFitLocale
@testable import TypeFitCatalog

@Suite struct FormatParserTests {
    @Test func printfAndAppleSpecifiers() {
        let ps = FormatParser.placeholders(in: "%@ %d %lld %lu %f %.1f %1$@ %#@name@ %% %ld %i %u %x %e %g %c %s %-08.3f %5d %p")
        #expect(ps.map(\.spelling) == ["%@", "%d", "%lld", "%lu", "%f", "%.1f", "%1$@", "%#@name@", "%%", "%ld", "%i", "%u",
                                      "%x", "%e", "%g", "%c", "%s", "%-08.3f", "%5d", "%p"])
        #expect(ps.map(\.kind) == [.object, .signedInteger, .signedInteger, .unsignedInteger, .floatingPoint, .floatingPoint,
                                   .object, .substitution, .percent, .signedInteger, .signedInteger, .unsignedInteger,
                                   .unsignedInteger, .floatingPoint, .floatingPoint, .character, .cString,
                                   .floatingPoint, .signedInteger, .pointer])
        #expect(ps[5].precision == 1)
        #expect(ps[6].argument == 1 && ps[6].isPositional)
        #expect(ps[7].substitutionName == "name")
        #expect(ps[8].argument == nil)
        #expect(ps[17].flags == "-0" && ps[17].width == 8 && ps[17].precision == 3)
        #expect(ps[2].conversion == "lld")
    }

    @Test func argumentsFollowPositionsAndOrder() {
        let ps = FormatParser.placeholders(in: "%2$@ then %1$d then %@")
        #expect(ps.map(\.argument) == [2, 1, 2])
        // A `%` before a character that is no conversion is plain text ("% s" would be one: printf reads a space flag).
        #expect(FormatParser.placeholders(in: "50%! 100%").isEmpty)
    }
}

@Suite struct ExpansionTests {
    let expander = PlaceholderExpander()

    @Test func objectsGetALongName() {
        #expect(expander.expand("Hi %@!", key: "k", locale: LocaleTag("en")) == "Hi Maximilian Wolfeschlegelstein!")
    }

    @Test func numbersAreTheWidestOfTheirPluralCategory() {
        let en = LocaleTag("en")
        #expect(expander.expand("%d", key: "k", locale: en, category: .one) == "1")
        #expect(expander.expand("%lld files", key: "k", locale: en, category: .other) == "9,999,999 files")
        #expect(expander.expand("%d", key: "k", locale: en) == "9,999,999")
        // Russian "one" is 1, 21, …, 9,999,991: never 11; written with its own grouping separator.
        let ru = expander.expand("%d", key: "k", locale: LocaleTag("ru"), category: .one)
        #expect(ru == "9\u{A0}999\u{A0}991")
        // Arabic digits and "two" is exactly 2.
        #expect(expander.expand("%d", key: "k", locale: LocaleTag("ar"), category: .two) == "٢")
        #expect(expander.expand("%.1f", key: "k", locale: en) == "9,999,999.0")
    }

    @Test func configuredSamplesWin() {
        let custom = PlaceholderExpander(samples: PlaceholderSamples(byPlaceholder: ["%@": "Bo"], byKey: ["greet": ["%1$@": "Zoë"]]))
        #expect(custom.expand("%@ and %1$@", key: "other", locale: LocaleTag("en")) == "Bo and %1$@".replacingOccurrences(of: "%1$@", with: PlaceholderSamples.defaultObject))
        #expect(custom.expand("%1$@", key: "greet", locale: LocaleTag("en")) == "Zoë")
        #expect(custom.expand("%%|%5d|%-3c|", key: "k", locale: LocaleTag("en"), category: .one) == "%|    1|W  |")
    }

    @Test func substitutionsExpandToEveryCombination() throws {
        let catalog = try XCStringsReader.read(path: Paths.fixture("basic.xcstrings"))
        let entry = try #require(catalog.entry("photos"))
        let base = try #require(entry.values(for: "en").first)
        let texts = expander.expand(base, in: entry).map(\.text)
        #expect(texts == ["1 photo in Maximilian Wolfeschlegelstein", "9,999,999 photos in Maximilian Wolfeschlegelstein"])
        #expect(expander.expand(entry.values(for: "en")[1], in: entry).isEmpty)
    }
}
