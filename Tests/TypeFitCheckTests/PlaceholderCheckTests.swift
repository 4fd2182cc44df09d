import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitTestSupport

// Placeholders in the check: what a count and a `%@` are measured as, set by `.typefit.yml`, and
// the finding saying so. One iPhone SE (1st generation), portrait, Large; the test font alone,
// tracking off, each key a one-line label in a fixed 10-pt font (its comment hint). At 10 pt:
// a digit 5.5 pt, a–z 5, A–Z 6, a space 2.5, and a comma 7 (the font has none: its .notdef, 700
// units; missing-glyphs is off so the comma is only measured).
@Suite struct PlaceholderCheckTests {
    static let text = Result { try TestFont.onlyEngine() }

    static func configuration(_ yaml: String) throws -> CheckConfiguration {
        var configuration = try ConfigReader.parse("rules: {missing-glyphs: off}\n" + yaml, file: ".typefit.yml",
                                                   ruleIDs: RuleRegistry.ids)
        configuration.devices = try DeviceCatalog().devices(matching: ["iphone-se-1"])
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        return configuration
    }

    /// An English-only catalog: each key with its hint and its string unit, or its substitution
    /// `count` (plural forms one and other) when `forms` are given.
    static func catalog(_ keys: [(key: String, hint: String, value: String, forms: (String, String)?)]) throws -> Catalog {
        var strings: [String: Any] = [:]
        for (key, hint, value, forms) in keys {
            func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": text]] }
            var english = unit(value)
            if let (one, other) = forms {
                english["substitutions"] = ["count": ["argNum": 1, "formatSpecifier": "lld",
                                                      "variations": ["plural": ["one": unit(one), "other": unit(other)]]]]
            }
            strings[key] = ["comment": "typefit: \(hint)", "localizations": ["en": english]]
        }
        let document: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
        return try XCStringsReader.read(bytes: Array(json), path: "Placeholders.xcstrings")
    }

    static func check(_ keys: [(key: String, hint: String, value: String, forms: (String, String)?)],
                      _ yaml: String = "") throws -> [Finding] {
        try CheckEngine(configuration: configuration(yaml), text: text.get()).run(catalogs: [catalog(keys)]).findings
    }

    static let followers = (key: "profile.followers", hint: "label lines=1 width=90 font=10", value: "%lld followers",
                            forms: nil as (String, String)?)

    @Test func aCountIsMeasuredWithFourDigitsByDefault() throws {
        // "9,999 followers": 4 × 5.5 + 7 + 2.5 + 9 × 5 = 76.5 pt, in a 90-pt label.
        #expect(try Self.check([Self.followers]).isEmpty)
    }

    @Test func sevenDigitsWouldNotFitAndTheFindingSaysWhatItMeasured() throws {
        // "9,999,999 followers": 7 × 5.5 + 2 × 7 + 2.5 + 45 = 100 pt, 10 pt past the label.
        let findings = try Self.check([Self.followers], "placeholders: {max-digits: 7}")
        #expect(findings.map(\.rule) == ["truncated-width"])
        let finding = try #require(findings.first)
        #expect(finding.message == "text is 100 pt wide in a 90 pt box (10 pt cut off)")
        #expect(finding.text == "9,999,999 followers")
        #expect(finding.samples == [PlaceholderSample(placeholder: "%lld", sample: "9,999,999", kind: .number,
                                                      origin: "default")])
    }

    @Test func aKeyEntrySetsItsOwnDigits() throws {
        let yaml = """
            placeholders:
              keys:
                - {glob: "profile.*", max-digits: 7}
            """
        #expect(try Self.check([Self.followers], yaml).map(\.text) == ["9,999,999 followers"])
        // Another key keeps four digits: the entry is for the keys its pattern picks.
        let other = (key: "feed.followers", hint: Self.followers.hint, value: Self.followers.value, forms: nil as (String, String)?)
        #expect(try Self.check([other], yaml).isEmpty)
    }

    static let reconfigure = (key: "wifi.reconfigure", hint: "label lines=1 width=100 font=10", value: "Reconfigure %@",
                              forms: nil as (String, String)?)

    @Test func aKeysObjectSampleMakesAFalseFindingGoAway() throws {
        // "Reconfigure Maximilian Wolfeschlegelstein": R 6 + 10 × 5, a space, M 6 + 9 × 5, a space,
        // W 6 + 17 × 5 = 56 + 2.5 + 51 + 2.5 + 91 = 203 pt in a 100-pt label.
        let before = try Self.check([Self.reconfigure])
        #expect(before.map(\.message) == ["text is 203 pt wide in a 100 pt box (103 pt cut off)"])
        #expect(before.first?.samples == [PlaceholderSample(placeholder: "%@", sample: "Maximilian Wolfeschlegelstein",
                                                            kind: .text, origin: "default")])
        // The app's %@ is a network name: "Reconfigure eduroam" = 56 + 2.5 + 7 × 5 = 93.5 pt fits.
        let after = try Self.check([Self.reconfigure], """
            placeholders:
              keys:
                - {key: wifi.reconfigure, "%@": eduroam}
            """)
        #expect(after.isEmpty)
    }

    @Test func samplesBySpecifierApplyToEveryKeyAndObjectStillWorks() throws {
        // "Reconfigure Zoe": 56 + 2.5 + 6 + 2 × 5 = 74.5 pt fits; "%lld" as written gets "12".
        #expect(try Self.check([Self.reconfigure], "placeholders: {object: Zoe}").isEmpty)
        let findings = try Self.check([Self.reconfigure, Self.followers], """
            placeholders:
              max-digits: 7
              samples: {"%@": Zoe, "%lld": "12"}
            """)
        #expect(findings.isEmpty)
    }

    @Test func theSamplesAreThoseOfTheWorstExpansion() throws {
        // "%#@count@": "1 follower" = 5.5 + 2.5 + 8 × 5 = 48 pt and "9,999 followers" = 76.5 pt in a
        // 40-pt label: one finding, its worst the plural "other" with the sample 9,999.
        let findings = try Self.check([(key: "count", hint: "label lines=1 width=40 font=10", value: "%#@count@",
                                        forms: ("%arg follower", "%arg followers"))])
        #expect(findings.map(\.message) == ["text is 76.5 pt wide in a 40 pt box (36.5 pt cut off)"])
        let finding = try #require(findings.first)
        #expect(finding.text == "9,999 followers" && finding.variant == "base [count=other]")
        #expect(finding.samples == [PlaceholderSample(placeholder: "%lld", sample: "9,999", kind: .number,
                                                      origin: "default")])
    }
}
