import Testing
@testable import TypeFitCatalog

@Suite struct StringsTests {
    @Test(arguments: ["utf16le-bom.strings", "utf16be-bom.strings", "utf16le-nobom.strings", "utf8-bom.strings"])
    func everyEncodingReadsTheSame(_ name: String) throws {
        let catalog = try StringsReader.read(path: Paths.fixture(name), locale: "de")
        #expect(catalog.entries.map(\.key) == ["hello", "unquoted_key"])
        let hello = try #require(catalog.entry("hello"))
        #expect(hello.comment == "Greeting")
        let value = try #require(hello.values(for: "de").first)
        #expect(value.text == "Grüß dich 👋")
        #expect(value.location.line == 2 && value.location.column == 11)
        let tab = try #require(catalog.entry("unquoted_key")?.values(for: "de").first)
        #expect(tab.text == "tab\there")
        #expect(tab.location.line == 3 && tab.location.column == 16)
    }

    @Test func escapesQuotesAndUnquotedTokens() throws {
        let catalog = try StringsReader.read(path: Paths.fixture("escapes.strings"), locale: "en")
        func text(_ key: String) -> String? { catalog.entry(key)?.values(for: "en").first?.text }
        #expect(text("quote") == "Say \"hi\"")
        #expect(text("newline") == "a\nb")
        #expect(text("unicode") == "été 😀")
        #expect(text("octal") == "AB")
        #expect(text("single") == "it's")
        #expect(text("plain.key-1") == "value_2")
        #expect(text("noValue") == "noValue")
        #expect(text("backslash") == "a\\b")
        #expect(catalog.entry("quote")?.comment?.hasSuffix("comment for \"quote\"") == true)
        #expect(catalog.entry("quote")?.values(for: "en").first?.location.line == 4)
        #expect(catalog.entry("quote")?.values(for: "en").first?.location.column == 11)
    }

    @Test func oldStyleBracedDictionary() throws {
        let catalog = try StringsReader.read(path: Paths.fixture("braced.strings"), locale: "de")
        #expect(catalog.entries.map(\.key) == ["title", "count"])
        #expect(catalog.entry("count")?.values(for: "de").first?.text == "3")
    }

    @Test func lprojFolderGivesTheLocale() throws {
        let catalog = try StringsReader.read(path: Paths.fixture("lproj/de.lproj/Main.strings"))
        #expect(catalog.locales == ["de"])
    }

    @Test func siblingLprojFilesBecomeOneTableWithFallbacks() throws {
        let result = CatalogLoader.load([Paths.fixture("lproj")])
        #expect(result.errors.isEmpty)
        let table = try #require(result.catalogs.first)
        #expect(result.catalogs.count == 1)
        #expect(table.sourceLanguage == "en")
        #expect(table.locales == ["en", "ar", "de"])
        let count = try #require(table.entry("count"))
        #expect(count.values(for: "de").first?.isFallback == true)
        #expect(count.values(for: "de").first?.text == "%d items")
        #expect(count.values(for: "ar").first?.text == "%d عناصر")
    }
}
