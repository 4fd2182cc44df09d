import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TypeFitCatalog

/// `typefit pseudo`'s transform and writers. Expected strings are worked out by hand from the
/// rule in `PseudoText` (the accent of each letter, `ceil(n × (percent − 100) / 100)` filler
/// characters from " ~~~~", brackets), not taken from a run.
@Suite struct PseudoTextTests {
    let at130 = PseudoText(expansionPercent: 130)

    @Test func aWordIsAccentedExpandedAndBracketed() {
        // S→Š U+0160, a→á U+00E1, v→ṽ U+1E7D, e→é U+00E9; 4 characters × 30% = 1.2 → 2 filler characters.
        #expect(at130.accented("Save") == "[\u{160}\u{E1}\u{1E7D}\u{E9} ~]")
        #expect(at130.accented("Save") == "[Šáṽé ~]")
        // Q has no accented form in the table and stays; 4 × 100% = 4 filler characters.
        #expect(PseudoText(expansionPercent: 200).accented("Quit") == "[Qúíţ ~~~]")
        // 2 × 300% = 6: the filler cycle " ~~~~" then its space again.
        #expect(PseudoText(expansionPercent: 400).accented("Hi") == "[Ĥí ~~~~ ]")
        // No room to add at 100%.
        #expect(PseudoText(expansionPercent: 100).accented("Save") == "[Šáṽé]")
        #expect(at130.accented("") == "")
    }

    @Test func placeholdersAreKeptAsWrittenAndInOrder() {
        // "Hello " is 6 characters: 1.8 → 2.
        #expect(at130.accented("Hello %@") == "[Ĥéĺĺó %@ ~]")
        // Positional specifiers stay positional and in their order; " von " is 5 characters: 1.5 → 2.
        #expect(at130.accented("%2$@ von %1$@") == "[%2$@ ṽóñ %1$@ ~]")
        // Xcode's %arg and a %#@variable@ are not letters to accent; " photos" is 7: 2.1 → 3.
        #expect(at130.accented("%arg photos") == "[%arg ṕĥóţóš ~~]")
        #expect(at130.accented("%#@count@ in %@") == "[%#@count@ íñ %@ ~]")
        // %% is a specifier too; "100" and " done" are 8 characters: 2.4 → 3.
        #expect(at130.accented("100%% done") == "[100%% ďóñé ~~]")
        #expect(at130.accented("%lld items").hasPrefix("[%lld "))
    }

    @Test func rightToLeftWrapsEveryWordInBidiMarks() {
        let open = "\u{200F}\u{202E}", close = "\u{202C}\u{200F}"
        #expect(at130.rightToLeft("Save") == open + "Save" + close)
        #expect(at130.rightToLeft("Save %@") == open + "Save" + close + " " + open + "%@" + close)
        // A specifier is part of its word; a newline separates words and is kept.
        #expect(at130.rightToLeft("%d files\nleft") == open + "%d" + close + " " + open + "files" + close + "\n" + open + "left" + close)
        #expect(at130.rightToLeft("") == "")
    }
}

@Suite struct PseudoExpansionTests {
    func catalog(_ json: String) throws -> Catalog {
        try #require(try CatalogLoader.read(bytes: Array(json.utf8), name: "t.xcstrings", format: .xcstrings).first)
    }

    static func unit(_ text: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(text)"}}"# }

    @Test func theLongestTargetLanguageSetsTheExpansion() throws {
        // en "Save" 4 + "Settings" 8 = 12; de "Sichern" 7 + "Einstellungen" 13 = 20 → 167%;
        // fr "Enregistrer" 11 + "Réglages" 8 = 19 → 159%.
        let c = try catalog(#"{"sourceLanguage": "en", "strings": {"#
            + #""save": {"localizations": {"en": \#(Self.unit("Save")), "de": \#(Self.unit("Sichern")), "fr": \#(Self.unit("Enregistrer"))}},"#
            + #""settings": {"localizations": {"en": \#(Self.unit("Settings")), "de": \#(Self.unit("Einstellungen")), "fr": \#(Self.unit("Réglages"))}}"#
            + "}}")
        #expect(PseudoExpansion.measure([c]) == PseudoExpansion(percent: 167, language: "de", measuredPercent: 167, keys: 2))
    }

    @Test func shorterOrNoTranslationsGiveTheFloor() throws {
        // ja "保存" is 2 characters for "Save"'s 4: 50%, under the 130% floor.
        let short = try catalog(#"{"sourceLanguage": "en", "strings": {"save": {"localizations": {"en": \#(Self.unit("Save")), "ja": \#(Self.unit("保存"))}}}}"#)
        #expect(PseudoExpansion.measure([short]) == PseudoExpansion(percent: 130, language: "ja", measuredPercent: 50, keys: 1))
        let none = try catalog(#"{"sourceLanguage": "en", "strings": {"save": {}}}"#)
        #expect(PseudoExpansion.measure([none]) == PseudoExpansion(percent: 130))
        // Placeholders are not counted: "%@ Ordner" is 7 characters against "%@ folder"'s 7.
        let placeholders = try catalog(#"{"sourceLanguage": "en", "strings": {"f": {"localizations": {"en": \#(Self.unit("%@ folder")), "de": \#(Self.unit("%1$@ Ordner"))}}}}"#)
        #expect(PseudoExpansion.measure([placeholders]).measuredPercent == 100)
    }
}

/// Each format written, then read back by typefit's own readers: the same keys, and in each
/// pseudo-locale the same variants as the source (plus the plural categories its rules need).
@Suite struct PseudoRoundTripTests {
    let text = PseudoText(expansionPercent: 130)

    func paths(_ catalog: Catalog, _ locale: String, _ key: String) -> [String] {
        (catalog.entry(key)?.values(for: locale) ?? []).filter { !$0.isFallback }.map(\.path.description).sorted()
    }

    @Test func stringCatalogGainsTwoLocalesAndKeepsTheRest() throws {
        let original = try XCStringsReader.read(path: Paths.fixture("basic.xcstrings"))
        let written = XCStringsWriter.text(original.addingPseudoLocales(PseudoLocale.allCases, text: text))
        let back = try XCStringsReader.read(bytes: Array(written.utf8), path: "out.xcstrings")
        #expect(back.entries.map(\.key).sorted() == original.entries.map(\.key).sorted())
        #expect(back.locales == ["en", "ar-XB", "de", "en-XA", "ru"])
        #expect(back.version == "1.1")
        // Every original value is still there, with its state.
        for entry in original.entries {
            for locale in original.locales {
                let before = entry.values(for: locale).filter { !$0.isFallback }.map { "\($0.path) \($0.text) \(String(describing: $0.state))" }
                let after = back.entry(entry.key)?.values(for: locale).filter { !$0.isFallback }.map { "\($0.path) \($0.text) \(String(describing: $0.state))" }
                #expect(before.sorted() == (after ?? []).sorted(), "\(entry.key) in \(locale)")
            }
        }
        // en-XA has the source's variants; ar-XB adds Arabic's plural categories (CLDR: zero one two few many other).
        #expect(paths(back, "en-XA", "items") == ["plural=one", "plural=other"])
        #expect(paths(back, "ar-XB", "items") == ["plural=few", "plural=many", "plural=one", "plural=other", "plural=two", "plural=zero"])
        #expect(paths(back, "en-XA", "photos") == ["base", "substitution=count/plural=one", "substitution=count/plural=other"])
        let photo = try #require(back.entry("photos")?.values(for: "en-XA").first { $0.path.substitutionPlural == .one })
        #expect(photo.text == "[%arg ṕĥóţó ~]")  // " photo" 6 characters: 1.8 → 2
        #expect(photo.substitution?.argNum == 1 && photo.substitution?.formatSpecifier == "lld")
        #expect(back.entry("greeting %@")?.values(for: "en-XA").first?.text == "[Ĥéĺĺó %@ ~]")
        #expect(back.entry("greeting %@")?.comment == "Shown on the home screen")
        #expect(back.entry("photos")?.extractionState == .manual)
        // "Don't translate" stays so, and its text is not made pseudo.
        #expect(back.entry("OK")?.shouldTranslate == false)
        #expect(back.entry("OK")?.values(for: "en-XA").first?.text == "OK")
    }

    @Test func deviceVariantsAreKept() throws {
        let json = #"{"sourceLanguage": "en", "strings": {"hint": {"localizations": {"en": {"variations": {"device": {"#
            + #""iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}, "ipad": {"stringUnit": {"state": "translated", "value": "Click"}}}}}}}}}"#
        let original = try XCStringsReader.read(bytes: Array(json.utf8), path: "d.xcstrings")
        let written = XCStringsWriter.text(original.addingPseudoLocales([.accented], text: text))
        let back = try XCStringsReader.read(bytes: Array(written.utf8), path: "out.xcstrings")
        let values = try #require(back.entry("hint")).values(for: "en-XA")
        #expect(values.map { "\($0.path)=\($0.text)" }.sorted() == ["device=ipad=[Çĺíçķ ~]", "device=iphone=[Ţáṕ ]"])
    }

    @Test func lprojTablesGetAPseudoLprojEach() throws {
        let loaded = CatalogLoader.load([Paths.fixture("lproj")])
        let files = PseudoFiles.make(loaded.catalogs, roots: [Paths.fixture("lproj")], locales: PseudoLocale.allCases,
                                     expansion: PseudoExpansion(percent: 130))
        #expect(files.map(\.path) == ["en-XA.lproj/Main.strings", "ar-XB.lproj/Main.strings"])
        let back = try StringsReader.read(bytes: Array(files[0].text.utf8), path: "en-XA.lproj/Main.strings", locale: "en-XA")
        #expect(back.entries.map(\.key) == ["title", "count"])
        // "Settings" 8 → 2.4 → 3; "%d items": " items" 6 → 1.8 → 2.
        #expect(back.entries.map { $0.values(for: "en-XA").first?.text } == ["[Šéţţíñĝš ~~]", "[%d íţéḿš ~]"])
        let rtl = try StringsReader.read(bytes: Array(files[1].text.utf8), path: "ar-XB.lproj/Main.strings", locale: "ar-XB")
        #expect(rtl.entry("title")?.values(for: "ar-XB").first?.text == "\u{200F}\u{202E}Settings\u{202C}\u{200F}")
    }

    @Test func stringsEscapesSurviveTheTripBack() throws {
        let catalog = Catalog(format: .strings, name: "x", files: ["en.lproj/X.strings"], sourceLanguage: "en", entries: [
            CatalogEntry(key: "a \"b\"\\", comment: "ends */ early", location: .init(file: "x", line: 1, column: 1),
                         localizations: ["en": [CatalogValue(key: "a \"b\"\\", locale: "en", text: "x\n\"y\"\t\\",
                                                            location: .init(file: "x", line: 1, column: 1))]])
        ], locales: ["en"])
        let written = StringsWriter.text(catalog, locale: "en")
        let back = try StringsReader.read(bytes: Array(written.utf8), path: "en.lproj/X.strings", locale: "en")
        #expect(back.entries.map(\.key) == ["a \"b\"\\"])
        #expect(back.entries.first?.values(for: "en").first?.text == "x\n\"y\"\t\\")
        #expect(back.entries.first?.comment?.contains("* /") == true)
    }

    @Test func stringsdictKeepsPluralDeviceAndWidthRules() throws {
        let original = try StringsdictReader.read(path: Paths.fixture("rules.stringsdict"), locale: "en")
        let pseudo = original.addingPseudoLocales(PseudoLocale.allCases, text: text)
        let written = StringsdictWriter.text(pseudo, locale: "en-XA")
        let back = try StringsdictReader.read(bytes: Array(written.utf8), path: "en-XA.lproj/rules.stringsdict", locale: "en-XA")
        #expect(back.entries.map(\.key) == original.entries.map(\.key))
        for key in ["files", "platform", "welcome"] {
            #expect(paths(back, "en-XA", key) == paths(original, "en", key), "\(key)")
        }
        let files = try #require(back.entry("files")).values(for: "en-XA")
        #expect(files.first { $0.path.isBase }?.text == "[%#@files@ íñ %#@folders@ ~]")  // " in " 4: 1.2 → 2
        #expect(files.first { $0.path.substitutionPlural == .zero }?.text == "[ñó ƒíĺéš ~~]")  // 8: 2.4 → 3
        #expect(files.first { $0.path.substitutionPlural == .other }?.substitution?.formatSpecifier == "d")
        #expect(back.entry("platform")?.values(for: "en-XA").first { $0.path.device == "mac" }?.text == "[Çĺíçķ <ĥéŕé> ~~~]")
        let arabic = try StringsdictReader.read(bytes: Array(StringsdictWriter.text(pseudo, locale: "ar-XB").utf8),
                                                path: "ar-XB.lproj/rules.stringsdict", locale: "ar-XB")
        #expect(paths(arabic, "ar-XB", "files") == ["base", "substitution=files/plural=few", "substitution=files/plural=many",
                                                    "substitution=files/plural=one", "substitution=files/plural=other",
                                                    "substitution=files/plural=two", "substitution=files/plural=zero"])
    }

    @Test func xliffKeepsEveryFileAndUnitAndStaysWellFormed() throws {
        let loaded = CatalogLoader.load([Paths.fixture("plural.xliff")])
        let files = PseudoFiles.make(loaded.catalogs, roots: [Paths.fixture("plural.xliff")], locales: [.accented],
                                     expansion: PseudoExpansion(percent: 130))
        #expect(files.map(\.path) == ["en-XA.xliff"])
        let text = try #require(files.first).text
        let back = try XLIFFReader.read(bytes: Array(text.utf8), path: "en-XA.xliff")
        #expect(back.map(\.name) == loaded.catalogs.map(\.name))
        for (before, after) in zip(loaded.catalogs, back) {
            #expect(after.locales == ["en", "en-XA"])
            #expect(after.entries.map(\.key) == before.entries.map(\.key))
        }
        for entry in loaded.catalogs[0].entries {
            #expect(paths(back[0], "en-XA", entry.key) == paths(loaded.catalogs[0], "en", entry.key), "\(entry.key)")
            #expect(paths(back[0], "en", entry.key) == paths(loaded.catalogs[0], "en", entry.key), "\(entry.key)")
        }
        // The export's plural has only `one`; English's rules need `other` too, made from it.
        #expect(paths(back[1], "en-XA", "%d files") == ["base", "substitution=files/plural=one", "substitution=files/plural=other"])
        #expect(back[1].entry("%d files")?.values(for: "en").first { $0.path.substitutionPlural == .other }?.text == "%d file")
        // "Save & quit" is 11 characters: 3.3 → 4.
        #expect(back[0].entry("Save & quit")?.values(for: "en-XA").first?.text == "[Šáṽé & qúíţ ~~~]")
        #expect(back[0].entry("Platform")?.values(for: "en-XA").first?.text == "[íṔáď ~]")
        #expect(back[0].entry("Save & quit")?.comment == "Menu item")
        #if canImport(FoundationXML) || canImport(Darwin)
        // Well-formed to an XML parser that is not typefit's own.
        let parser = XMLParser(data: Data(text.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #endif
    }

    @Test func unitIDsFollowXcodesSchemes() {
        #expect(XLIFFWriter.unitID("k", .base, stringsdict: false) == "k")
        #expect(XLIFFWriter.unitID("k", VariationPath(plural: .one, device: "iphone"), stringsdict: false) == "k|==|device.iphone.plural.one")
        #expect(XLIFFWriter.unitID("k", VariationPath(substitution: "n", substitutionPlural: .few), stringsdict: false)
                == "k|==|substitutions.n.plural.few")
        #expect(XLIFFWriter.unitID("k", .base, stringsdict: true) == "/k:dict/NSStringLocalizedFormatKey:dict/:string")
        #expect(XLIFFWriter.unitID("k", VariationPath(substitution: "n", substitutionPlural: .one), stringsdict: true)
                == "/k:dict/n:dict/one:dict/:string")
        #expect(XLIFFWriter.unitID("k", VariationPath(width: 20), stringsdict: false) == nil)
    }
}
