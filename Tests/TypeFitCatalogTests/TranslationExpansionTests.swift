import Testing
@testable import TypeFitCatalog

/// Expected ratios are counted by hand on the catalogs below; the published figures are IBM's table
/// as the W3C's "Text size in translation" quotes it (the lower end of each range).
@Suite struct TranslationExpansionTests {
    func catalog(_ keys: [(String, [String: String])]) throws -> Catalog {
        let strings = keys.map { key, values in
            let units = values.map { locale, text in
                #""\#(locale)": {"stringUnit": {"state": "translated", "value": "\#(text)"}}"#
            }.joined(separator: ", ")
            return #""\#(key)": {"localizations": {\#(units)}}"#
        }.joined(separator: ", ")
        let json = #"{"sourceLanguage": "en", "strings": {\#(strings)}}"#
        return try #require(try CatalogLoader.read(bytes: Array(json.utf8), name: "t.xcstrings", format: .xcstrings).first)
    }

    @Test func bandsAreIBMsLengths() {
        #expect(TranslationExpansion.Band(characters: 10) == .upTo10)
        #expect(TranslationExpansion.Band(characters: 11) == .upTo20)
        #expect(TranslationExpansion.Band(characters: 30) == .upTo30)
        #expect(TranslationExpansion.Band(characters: 31) == .upTo50)
        #expect(TranslationExpansion.Band(characters: 70) == .upTo70)
        #expect(TranslationExpansion.Band(characters: 71) == .over70)
        // "Up to 10 characters: 100 % to 200 %" more → at least 200 % of the source; "over 70: 30 %" → 130 %.
        #expect(TranslationExpansion.Band.allCases.map(\.publishedPercent) == [200, 180, 160, 140, 131, 130])
    }

    @Test func aBandWithFiveKeysUsesTheProjectsOwnRatio() throws {
        // en: Save 4 + Open 4 + Edit 4 + Done 4 + Close 5 = 21 characters;
        // de: Sichern 7 + Öffnen 6 + Bearbeiten 10 + Fertig 6 + Schließen 9 = 38 → 3,800 / 21 = 180.95 → 181 %.
        let c = try catalog([
            ("save", ["en": "Save", "de": "Sichern", "fr": "Enregistrer"]), ("open", ["en": "Open", "de": "Öffnen"]),
            ("edit", ["en": "Edit", "de": "Bearbeiten"]), ("done", ["en": "Done", "de": "Fertig"]),
            ("close", ["en": "Close", "de": "Schließen"]),
        ])
        let expansion = TranslationExpansion.measure([c])
        #expect(expansion.locales == ["de", "fr"])
        #expect(expansion.ratio("de", sourceCharacters: 4) == .init(percent: 181, keys: 5))
        // No de key of 11–20 characters: the locale's ratio over every band, also 5 keys.
        #expect(expansion.ratio("de", sourceCharacters: 15) == .init(percent: 181, keys: 5))
        // fr has one key ("Enregistrer" 11 for "Save" 4): too few, the published 200 % up to 10 characters.
        #expect(expansion.ratio("fr", sourceCharacters: 4) == .init(percent: 200, keys: 0))
        #expect(expansion.overall("fr") == .init(percent: 275, keys: 1))
        // A language the project has no translation for: the published figure of the band.
        #expect(expansion.ratio("ja", sourceCharacters: 75) == .init(percent: 130, keys: 0))
        #expect(!expansion.ratio("ja", sourceCharacters: 75).isMeasured)
    }

    @Test func placeholdersAndUntranslatedValuesAreNotCounted() throws {
        // "%@ folder" is 7 characters, "%1$@ Ordner" 7; the untranslated "it" value is absent, not counted.
        let c = try catalog([("f", ["en": "%@ folder", "de": "%1$@ Ordner"])])
        let expansion = TranslationExpansion.measure([c])
        #expect(expansion.overall("de") == .init(percent: 100, keys: 1))
        #expect(expansion.overall("it") == nil)
        #expect(TranslationExpansion.characters("%d of %@ files") == 10)
    }
}
