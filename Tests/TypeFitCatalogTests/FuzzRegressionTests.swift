import Foundation
import Testing
@testable import TypeFitCatalog
import TypeFitDiagnostics
import TypeFitLocale

/// Inputs `make fuzz` found (Fuzz/, scripts/fuzz.sh), reduced by hand, with what they must give
/// now. Each expected value was worked out by hand from the input, not printed by the code.
@Suite struct FuzzRegressionTests {
    let expander = PlaceholderExpander()

    func onlyValue(_ catalog: Catalog) throws -> (CatalogValue, CatalogEntry) {
        let entry = try #require(catalog.entries.first)
        let value = try #require(entry.values(for: catalog.sourceLanguage).first)
        return (value, entry)
    }

    /// fuzz-strings, fuzz-stringsdict and fuzz-xliff timed out on `%999999999d`: the field
    /// width was padded in full, a gigabyte of spaces for one string.
    @Test func hugeFieldWidthIsPaddedToTheCap() throws {
        let catalog = try StringsReader.read(bytes: Array("\"N%999999999dn\";".utf8), path: "a.strings", locale: "en")
        let (value, entry) = try onlyValue(catalog)
        let text = try #require(expander.expand(value, in: entry).first?.text)
        // "N", a field padded to 1000 columns, "n".
        #expect(text.unicodeScalars.count == 1 + 1000 + 1)
        #expect(text.hasPrefix("N" + String(repeating: " ", count: 900)))
        #expect(text.hasSuffix("n"))
    }

    @Test func hugePrecisionIsCapped() throws {
        let catalog = try StringsReader.read(bytes: Array("\"%.999999999e\";".utf8), path: "a.strings", locale: "en")
        let (value, entry) = try onlyValue(catalog)
        let text = try #require(expander.expand(value, in: entry).first?.text)
        // The exponent is the number bound's: 9,999 (4 digits) is 9.999…e+03.
        #expect(text == "9." + String(repeating: "9", count: 1000) + "e+03")
    }

    /// A 150 KB catalog whose string repeats one 30 000-byte substitution 5000 times would expand
    /// to 150 MB. Substitutions stop once the text passes 100 000 bytes: four are expanded
    /// (0 → 30 000 → 60 000 → 90 000 → 120 000), the other 4996 `%#@a@` stay as written.
    @Test func repeatedLargeSubstitutionStaysLinear() throws {
        let json = """
            {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "\(String(repeating: "%#@a@", count: 5000))"},
              "substitutions": {"a": {"formatSpecifier": "lld", "variations": {"plural": {
                "other": {"stringUnit": {"state": "translated", "value": "\(String(repeating: "x", count: 30_000))"}}}}}}
            }}}}}
            """
        let catalog = try XCStringsReader.read(bytes: Array(json.utf8), path: "big.xcstrings")
        let entry = try #require(catalog.entries.first)
        let value = try #require(entry.values(for: "en").first { $0.path.isBase })
        let texts = expander.expand(value, in: entry)
        #expect(texts.count == 1)
        let text = try #require(texts.first?.text)
        #expect(text.utf8.count == 4 * 30_000 + 4996 * 5)
        // Compared into a Bool first so that a failure does not print 145 KB.
        let asExpected = text == String(repeating: "x", count: 4 * 30_000) + String(repeating: "%#@a@", count: 4996)
        #expect(asExpected)
    }

    /// `%arg` takes the substitution's `formatSpecifier`; a 10 000-byte one in 5000 `%arg`s made
    /// 50 MB. Past 16 bytes it is no conversion and `%arg` reads as the default `%lld`.
    @Test func longFormatSpecifierIsNotRepeatedIntoEveryArg() {
        let form = CatalogValue(key: "k", locale: "en", path: VariationPath(substitution: "n", substitutionPlural: .other),
                                text: String(repeating: "%arg", count: 5000),
                                substitution: SubstitutionInfo(name: "n", formatSpecifier: String(repeating: "d", count: 10_000)),
                                location: SourceLocation(file: "a", line: 1, column: 1))
        let asExpected = form.resolvedFormatText == String(repeating: "%lld", count: 5000)
        #expect(asExpected)
        var short = form
        short.substitution?.formatSpecifier = "ld"
        #expect(short.resolvedFormatText.utf8.count == 5000 * 3)
    }

    /// Samples alone also stop at the cap: each `%@` becomes the 29-byte default name until the
    /// text reaches 100 000 bytes, after the 3449th (29 × 3449 = 100 021); 26 551 stay `%@`.
    @Test func manyPlaceholdersStopExpandingAtTheCap() {
        #expect(PlaceholderSamples.defaultObject.utf8.count == 29)
        let text = expander.expand(String(repeating: "%@", count: 30_000), key: "k", locale: LocaleTag("en"))
        #expect(text.utf8.count == 29 * 3449 + 2 * (30_000 - 3449))
    }
}
