import Testing
import TypeFitDiagnostics
import TypeFitLocale
@testable import TypeFitCatalog

@Suite struct XCStringsTests {
    let catalog: Catalog

    init() throws {
        catalog = try XCStringsReader.read(path: Paths.fixture("basic.xcstrings"))
    }

    @Test func readsHeaderKeysAndLocales() {
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.entries.map(\.key) == ["greeting %@", "items", "photos", "OK"])
        #expect(catalog.locales == ["en", "de", "ru"])
    }

    @Test func plainValueWithStateCommentAndLocation() throws {
        let entry = try #require(catalog.entry("greeting %@"))
        #expect(entry.comment == "Shown on the home screen")
        #expect(entry.location == SourceLocation(file: Paths.fixture("basic.xcstrings"), line: 4, column: 5))
        let de = try #require(entry.values(for: "de").first)
        #expect(de.text == "Hallo %@")
        #expect(de.state == .translated)
        #expect(de.location.line == 10 && de.location.column == 23)
        let en = try #require(entry.values(for: "en").first)
        #expect(en.location.line == 16 && en.location.column == 23)
        // ru has no translation: the English text stands in, marked as fallback.
        let ru = try #require(entry.values(for: "ru").first)
        #expect(ru.isFallback && ru.text == "Hello %@" && ru.locale == "ru")
    }

    @Test func nestedDeviceAndPluralVariations() throws {
        let entry = try #require(catalog.entry("items"))
        let ru = entry.values(for: "ru")
        #expect(ru.map(\.path.description) == ["device=iphone/plural=one", "device=iphone/plural=other"])
        #expect(ru[0].text == "%lld предмет" && ru[0].state == .needsReview)
        // Columns count characters, so the Cyrillic text does not shift them.
        #expect(ru[0].location.line == 37 && ru[0].location.column == 84)
        #expect(ru[1].location.line == 38 && ru[1].location.column == 84)
        #expect(entry.values(for: "en").map(\.path.plural) == [.one, .other])
    }

    @Test func substitutionsKeepArgNumAndSpecifier() throws {
        let entry = try #require(catalog.entry("photos"))
        #expect(entry.extractionState == .manual)
        let en = entry.values(for: "en")
        #expect(en.count == 3)
        #expect(en[0].path.isBase && en[0].text == "%#@count@ in %@")
        #expect(en[1].path == VariationPath(substitution: "count", substitutionPlural: .one))
        #expect(en[1].substitution == SubstitutionInfo(name: "count", argNum: 1, formatSpecifier: "lld"))
        #expect(en[2].text == "%arg photos" && en[2].resolvedFormatText == "%lld photos")
    }

    @Test func keyWithoutValuesIsItsOwnSourceText() throws {
        let entry = try #require(catalog.entry("OK"))
        #expect(entry.shouldTranslate == false)
        #expect(entry.values(for: "en").map(\.text) == ["OK"])
        #expect(entry.values(for: "de").first?.isFallback == true)
    }
}
