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
        // CoreFoundation's counter is not moved by `n$`: the last `%@` reads argument 1 (see
        // FormatArgumentTests).
        let ps = FormatParser.placeholders(in: "%2$@ then %1$d then %@")
        #expect(ps.map(\.argument) == [2, 1, 1])
        // A `%` before a character that is no conversion is plain text ("% s" would be one: printf reads a space flag).
        #expect(FormatParser.placeholders(in: "50%! 100%").isEmpty)
    }

    /// DuckDuckGo's `dax.onboarding.browsing.multiple.trackers` is `%1#@count@` (no `$`), its forms
    /// `%2$@, %3$@ and %d others`. To `__CFParseFormatSpec` the `1` without `$` is a width: the
    /// substitution is unnumbered and reads the counter's first argument, 1.
    @Test func aSubstitutionWithAWidthAndNoDollar() {
        let ps = FormatParser.placeholders(in: "%1#@count@ and %1$#@other@")
        #expect(ps.map(\.spelling) == ["%1#@count@", "%1$#@other@"])
        #expect(ps.map(\.argument) == [1, 1] && ps.map(\.substitutionName) == ["count", "other"])
        #expect(ps.map(\.isPositional) == [false, true] && ps.map(\.width) == [1, nil])
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
        // A count a phone shows: at most 4 digits by default, not the 9,999,999 it once was.
        #expect(expander.expand("%lld files", key: "k", locale: en, category: .other) == "9,999 files")
        #expect(expander.expand("%d", key: "k", locale: en) == "9,999")
        // Russian "one" is 1, 21, …, 9,991: never 11; written with its own grouping separator.
        let ru = expander.expand("%d", key: "k", locale: LocaleTag("ru"), category: .one)
        #expect(ru == "9\u{A0}991")
        // Arabic digits and "two" is exactly 2.
        #expect(expander.expand("%d", key: "k", locale: LocaleTag("ar"), category: .two) == "٢")
        #expect(expander.expand("%.1f", key: "k", locale: en) == "9,999.0")
    }

    @Test func configuredSamplesWin() {
        let custom = PlaceholderExpander(samples: PlaceholderSamples(byPlaceholder: ["%@": "Bo"],
                                                                     keys: [KeySamples(matches: { $0 == "greet" }, byPlaceholder: ["%1$@": "Zoë"])]))
        #expect(custom.expand("%@ and %1$@", key: "other", locale: LocaleTag("en")) == "Bo and %1$@".replacingOccurrences(of: "%1$@", with: PlaceholderSamples.defaultObject))
        #expect(custom.expand("%1$@", key: "greet", locale: LocaleTag("en")) == "Zoë")
        #expect(custom.expand("%%|%5d|%-3c|", key: "k", locale: LocaleTag("en"), category: .one) == "%|    1|W  |")
    }

    @Test func substitutionsExpandToEveryCombination() throws {
        let catalog = try XCStringsReader.read(path: Paths.fixture("basic.xcstrings"))
        let entry = try #require(catalog.entry("photos"))
        let base = try #require(entry.values(for: "en").first)
        let texts = expander.expand(base, in: entry).map(\.text)
        #expect(texts == ["1 photo in Maximilian Wolfeschlegelstein", "9,999 photos in Maximilian Wolfeschlegelstein"])
        #expect(expander.expand(entry.values(for: "en")[1], in: entry).isEmpty)
    }
}

/// What numbers and configured samples become, and how a key's entry, the samples by specifier
/// and the defaults stack.
@Suite struct SampleConfigurationTests {
    let en = LocaleTag("en")

    @Test func theDigitBoundSetsEveryNumberForm() {
        let four = PlaceholderExpander()
        // 9,999 = 0x270F = 0o23417; scientific notation carries the bound's exponent.
        #expect(four.expand("%x %X %o", key: "k", locale: en) == "270f 270F 23417")
        #expect(four.expand("%e|%.2E", key: "k", locale: en) == "9.999999e+03|9.99E+03")
        #expect(four.expand("%g %.2f", key: "k", locale: en) == "9,999 9,999.00")
        let seven = PlaceholderExpander(samples: PlaceholderSamples(maxDigits: 7))
        #expect(seven.expand("%lld followers", key: "k", locale: en) == "9,999,999 followers")
        #expect(seven.expand("%e", key: "k", locale: en) == "9.999999e+06")
        let fifteen = PlaceholderExpander(samples: PlaceholderSamples(maxDigits: 15))
        #expect(fifteen.expand("%e", key: "k", locale: en) == "9.999999e+14")
        #expect(fifteen.expand("%d", key: "k", locale: en) == "999,999,999,999,999")
    }

    @Test func aKeyEntryWinsOverSamplesWhichWinOverTheDefaults() {
        let samples = PlaceholderSamples(
            object: "Alexandra", maxDigits: 4, byPlaceholder: ["%@": "iPad Pro", "%lld": "12"],
            keys: [
                KeySamples(matches: { $0.hasPrefix("wifi.") }, byPlaceholder: ["%@": "eduroam"]),
                KeySamples(matches: { $0.hasPrefix("wifi.") }, byPlaceholder: ["%@": "never used: the first entry wins"]),
                KeySamples(matches: { $0 == "stats" }, maxDigits: 2),
            ])
        let expander = PlaceholderExpander(samples: samples)
        // The key's entry for %@; %lld and %s from the samples and the defaults.
        #expect(expander.expand("Reconfigure %@ (%lld, %s)", key: "wifi.reconfigure", locale: en)
                == "Reconfigure eduroam (12, Alexandra)")
        // No entry: the samples by specifier, then the defaults (%d is not %lld: as written).
        #expect(expander.expand("%@ %lld %d", key: "other", locale: en) == "iPad Pro 12 9,999")
        // An entry with only max-digits keeps the samples for the rest.
        #expect(expander.expand("%d of %lld", key: "stats", locale: en) == "99 of 12")
    }

    @Test func anExpansionSaysWhatItMeasured() throws {
        let catalog = try XCStringsReader.read(path: Paths.fixture("basic.xcstrings"))
        let entry = try #require(catalog.entry("photos"))
        let base = try #require(entry.values(for: "en").first)
        // "%#@count@ in %@" with the forms "%arg photo" / "%arg photos" (%arg is %lld): the form's
        // number where the substitution stands, then the name.
        let name = PlaceholderSample(placeholder: "%@", sample: "Maximilian Wolfeschlegelstein", kind: .text, origin: "default")
        #expect(PlaceholderExpander().expand(base, in: entry).map(\.samples) == [
            [PlaceholderSample(placeholder: "%lld", sample: "1", kind: .number, origin: "default"), name],
            [PlaceholderSample(placeholder: "%lld", sample: "9,999", kind: .number, origin: "default"), name],
        ])
        // A configured sample is what was measured; a sample used twice is listed once; `%%` is none.
        let configured = PlaceholderExpander(samples: PlaceholderSamples(byPlaceholder: ["%@": "Bo"]))
        let strings = try StringsReader.read(bytes: Array("\"k\" = \"%@ and %@: 100%% %c %p %5d\";".utf8),
                                             path: "a.strings", locale: "en")
        let only = try #require(strings.entries.first)
        let value = try #require(only.values(for: "en").first)
        #expect(configured.expand(value, in: only).map(\.samples) == [[
            PlaceholderSample(placeholder: "%@", sample: "Bo", kind: .text, origin: "config"),
            PlaceholderSample(placeholder: "%c", sample: "W", kind: .character, origin: "default"),
            PlaceholderSample(placeholder: "%p", sample: "0x7ffee4c0a9f8", kind: .pointer, origin: "default"),
            PlaceholderSample(placeholder: "%5d", sample: "9,999", kind: .number, origin: "default"),
        ]])
    }
}
