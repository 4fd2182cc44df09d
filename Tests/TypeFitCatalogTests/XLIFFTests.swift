import Testing
@testable import TypeFitCatalog

@Suite struct XLIFFTests {
    let catalogs: [Catalog]

    init() throws {
        catalogs = try XLIFFReader.read(path: Paths.fixture("plural.xliff"))
    }

    @Test func oneCatalogPerFileElement() {
        #expect(catalogs.map(\.name) == ["App/Localizable.xcstrings", "App/en.lproj/Legacy.stringsdict"])
        #expect(catalogs.allSatisfy { $0.locales == ["en", "de"] })
    }

    @Test func sourceTargetNoteStateAndLocation() throws {
        let entry = try #require(catalogs[0].entry("Save & quit"))
        #expect(entry.comment == "Menu item")
        #expect(entry.values(for: "en").first?.text == "Save & quit")
        let de = try #require(entry.values(for: "de").first)
        #expect(de.text == "Sichern & beenden" && de.state == .translated)
        #expect(de.location.line == 10 && de.location.column == 36)
    }

    @Test func pluralAndDeviceUnitsFromIDs() throws {
        let items = try #require(catalogs[0].entry("%lld items")).values(for: "de")
        #expect(items.map(\.path.plural) == [.one, .other])
        #expect(items[0].state == .needsReview)
        let platform = try #require(catalogs[0].entry("Platform"))
        #expect(platform.values(for: "en").first?.path.device == "ipad")
        #expect(platform.values(for: "de").first?.isFallback == true)
    }

    @Test func legacyStringsdictIDs() throws {
        let values = try #require(catalogs[1].entry("%d files")).values(for: "de")
        #expect(values.map(\.path.description) == ["base", "substitution=files/plural=one"])
        #expect(values[1].text == "%d Datei")
    }
}

/// The table a catalog's keys are looked up in, as the app's source names it.
@Test func aCatalogsTableIsTheFileItCameFrom() {
    func catalog(_ format: CatalogFormat, name: String, file: String) -> Catalog {
        Catalog(format: format, name: name, files: [file], sourceLanguage: "en", entries: [], locales: [])
    }
    #expect(catalog(.strings, name: "App/*.lproj/Main.strings", file: "App/de.lproj/Main.strings").table == "Main")
    #expect(catalog(.xcstrings, name: "App/InfoPlist.xcstrings", file: "App/InfoPlist.xcstrings").table == "InfoPlist")
    // An export's file is named for its locale; the table is the file it was exported from.
    #expect(catalog(.xliff, name: "Shared/Localizable.xcstrings", file: "L/de.xcloc/Localized Contents/de.xliff").table
        == "Localizable")
}
