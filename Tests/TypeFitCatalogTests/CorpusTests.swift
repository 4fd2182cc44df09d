import Foundation
import Testing
import TypeFitLocale
@testable import TypeFitCatalog

/// Expectations come from each corpus SOURCE.md (and, where noted, from counting the file with grep).
@Suite(.enabled(if: Paths.hasCorpus, Paths.corpusMissing))
struct IceCubesCorpusTests {
    let catalog: Catalog

    init() throws {
        let path = (Paths.corpus ?? "") + "/Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"
        catalog = try XCStringsReader.read(path: path)
    }

    @Test func keysAndLocales() {
        #expect(catalog.entries.count == 733)
        #expect(catalog.version == "1.0")
        #expect(catalog.sourceLanguage == "en")
        #expect(Set(catalog.locales) == ["be", "ca", "de", "en", "en-GB", "es", "eu", "fr", "it", "ja", "ko", "nb", "nl",
                                         "pl", "pt-BR", "tr", "uk", "zh-Hans", "zh-Hant"])
    }

    @Test func everyPluralDeviceAndSubstitutionVariant() {
        var pluralKeys: Set<String> = [], pluralEntries = 0, substitutionKeys: Set<String> = [], substitutionEntries = 0
        for entry in catalog.entries {
            for locale in catalog.locales {
                let own = entry.values(for: locale).filter { !$0.isFallback }
                if own.contains(where: { $0.pluralCategory != nil }) { pluralKeys.insert(entry.key); pluralEntries += 1 }
                if own.contains(where: { $0.path.substitution != nil }) { substitutionKeys.insert(entry.key); substitutionEntries += 1 }
            }
        }
        #expect(pluralKeys.count == 20)
        #expect(pluralEntries == 304)
        #expect(substitutionKeys.count == 8)
        #expect(substitutionEntries == 91)
        let deviceKeys = catalog.entries.filter { e in catalog.locales.contains { l in e.values(for: l).contains { $0.path.device != nil } } }
        #expect(deviceKeys.map(\.key) == ["settings.display.section.platform"])
        for locale in catalog.locales {
            let devices = deviceKeys.first?.values(for: locale).filter { !$0.isFallback }.compactMap(\.path.device)
            #expect(Set(devices ?? []) == ["iphone", "ipad", "mac", "applevision"], "\(locale)")
        }
        // `grep -c '"stringUnit"'` on the file: 13,330 string units, each one value of the model.
        let units = catalog.entries.flatMap { e in catalog.locales.flatMap { e.values(for: $0) } }.filter { !$0.isFallback && $0.state != nil }
        #expect(units.count == 13_330)
    }

    @Test func statesExtractionAndComments() {
        let base = catalog.entries.flatMap { e in catalog.locales.flatMap { e.values(for: $0) } }
            .filter { !$0.isFallback && $0.path.isBase && $0.state != nil }
        #expect(base.filter { $0.state == .translated }.count == 12_326)
        #expect(base.filter { $0.state == .needsReview }.count == 193)
        #expect(catalog.entries.filter { $0.extractionState == .manual }.count == 433)
        #expect(catalog.entries.filter { $0.extractionState == .stale }.count == 5)
        #expect(catalog.entries.filter { $0.comment != nil }.count == 23)
    }

    @Test func coverageAsShareOfKeysThatDifferFromSource() {
        let expected = ["de": 92, "es": 95, "it": 95, "ko": 95, "ja": 80, "uk": 69, "be": 58, "ca": 51, "en-GB": 3]
        for (locale, percent) in expected {
            var differing = 0
            for entry in catalog.entries {
                let own = entry.values(for: locale).filter { !$0.isFallback }
                let source = entry.values(for: "en")
                // SOURCE.md compares the top-level string when there is one, else the variations.
                if let plain = own.first(where: { $0.path.isBase }) {
                    if plain.text != source.first(where: { $0.path.isBase })?.text { differing += 1 }
                } else if !own.isEmpty, own.map({ "\($0.path)=\($0.text)" }) != source.map({ "\($0.path)=\($0.text)" }) {
                    differing += 1
                }
            }
            #expect(Int((Double(differing) * 100 / 733).rounded()) == percent, "\(locale)")
        }
    }

    @Test func actionExtensionStrings() {
        let result = CatalogLoader.load([(Paths.corpus ?? "") + "/Dimillian-IceCubesApp/IceCubesActionExtension"])
        #expect(result.errors.isEmpty)
        #expect(result.catalogs.count == 1)
        #expect(result.catalogs.first?.locales.count == 12)
        #expect(result.catalogs.first?.entries.count == 1)
    }
}

@Suite(.enabled(if: Paths.hasCorpus, Paths.corpusMissing))
struct MastodonCorpusTests {
    var root: String { (Paths.corpus ?? "") + "/mastodon-mastodon-ios" }
    var resources: String { root + "/MastodonSDK/Sources/MastodonLocalization/Resources" }

    @Test func everyFileReads() {
        let result = CatalogLoader.load([root])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.files.count == 191)
    }

    @Test func mainTableKeyCountsPerLocale() throws {
        let locales = try FileManager.default.contentsOfDirectory(atPath: resources).filter { $0.hasSuffix(".lproj") }
        #expect(locales.count == 31)
        for folder in locales {
            let strings = try StringsReader.read(path: "\(resources)/\(folder)/Localizable.strings")
            let dict = try StringsdictReader.read(path: "\(resources)/\(folder)/Localizable.stringsdict")
            let name = String(folder.dropLast(6))
            let expectedStrings = ["Base": 626, "hy-AM": 558, "ku-TR": 365][name] ?? 614
            let expectedDict = ["hy-AM": 29, "ku-TR": 24][name] ?? 30
            #expect(strings.entries.count == expectedStrings, "\(name)")
            #expect(dict.entries.count == expectedDict, "\(name)")
        }
    }

    @Test func arabicUsesAllSixPluralCategories() throws {
        let dict = try StringsdictReader.read(path: resources + "/ar.lproj/Localizable.stringsdict")
        let categories = Set(dict.ownValues("ar").compactMap(\.pluralCategory))
        #expect(categories == Set(PluralCategory.allCases))
        // One key names two variables in its format key.
        let twoVariables = dict.entries.filter { entry in
            let base = entry.values(for: "ar").first { $0.path.isBase }
            return Set(FormatParser.placeholders(in: base?.text ?? "").compactMap(\.substitutionName)).count == 2
        }
        #expect(twoVariables.count == 1)
    }

    @Test func utf16RootStringsReads() throws {
        let path = root + "/Mastodon/Supporting Files/Settings.bundle/en.lproj/Root.strings"
        let bytes = try FileBytes.read(path)
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        let catalog = try StringsReader.read(path: path)
        #expect(!catalog.entries.isEmpty)
        #expect(catalog.ownValues("en").allSatisfy { !$0.text.contains("\u{0}") })
    }

    @Test func shareOfValuesThatDifferFromEnglish() throws {
        let en = try StringsReader.read(path: resources + "/en.lproj/Localizable.strings")
        var english: [String: String] = [:]
        for value in en.ownValues("en") { english[value.key] = value.text }
        for (locale, percent) in ["ar": 76, "ckb": 49, "ru": 58, "th": 99, "ja": 98, "de": 93, "zh-Hans": 99] {
            let catalog = try StringsReader.read(path: "\(resources)/\(locale).lproj/Localizable.strings")
            let values = catalog.ownValues(locale)
            let differing = values.filter { english[$0.key] != $0.text }.count
            #expect(Int((Double(differing) * 100 / Double(values.count)).rounded()) == percent, "\(locale)")
        }
    }

    @Test func otherTables() {
        let result = CatalogLoader.load([root])
        func table(_ suffix: String) -> Catalog? { result.catalogs.first { $0.name.hasSuffix(suffix) } }
        #expect(table("MastodonIntent/*.lproj/Intents.strings")?.locales.count == 31)
        #expect(table("MastodonIntent/*.lproj/Intents.strings")?.entries.count == 26)
        #expect(table("MastodonIntent/*.lproj/Intents.stringsdict")?.locales.count == 29)
        #expect(table("MastodonIntent/*.lproj/Intents.stringsdict")?.entries.count == 2)
        #expect(table("WidgetExtension/*.lproj/WidgetExtension.strings")?.locales.count == 29)
        #expect(table("Mastodon/Resources/*.lproj/InfoPlist.strings")?.locales.count == 28)
        #expect(table("Mastodon/Resources/*.lproj/InfoPlist.strings")?.entries.count == 4)
        #expect(table("Mastodon/Resources/*.lproj/infoPlist.strings")?.locales.count == 4)
        #expect(table("Localization/Localizable.stringsdict")?.entries.count == 30)
        #expect(table("Localization/Intents.stringsdict")?.entries.count == 2)
    }
}

@Suite(.enabled(if: Paths.hasCorpus, Paths.corpusMissing))
struct GeteduroamCorpusTests {
    var root: String { (Paths.corpus ?? "") + "/geteduroam-apple-app" }
    let xliffLocales = ["ar", "bg", "ca", "cy", "de", "en", "en-GB", "es", "et", "fr", "gd", "gl", "hu", "it", "nl", "pl",
                        "pt", "sl", "uk"]

    @Test func xliffUnitsAndTranslatedTargets() throws {
        for locale in xliffLocales {
            let catalogs = try XLIFFReader.read(path: "\(root)/Localizations/\(locale).xcloc/Localized Contents/\(locale).xliff")
            #expect(catalogs.count == 13)
            let units = catalogs.flatMap { $0.ownValues("en") }
            #expect(units.count == 128, "\(locale)")
            let translated = catalogs.flatMap { $0.ownValues(locale) }.filter { $0.state == .translated }.count
            let expected = ["en-GB": 124, "nl": 124, "gd": 93, "gl": 93, "et": 0,
                            // Not in SOURCE.md: `grep -c 'target state="translated"'` on en.xliff.
                            "en": 79][locale] ?? 95
            #expect(translated == expected, "\(locale)")
            let originals = catalogs.map(\.name)
            #expect(originals.filter { $0.hasSuffix(".xcstrings") }.count == 12)
            #expect(catalogs.filter { $0.name.hasSuffix(".xcstrings") }.map { $0.entries.count }.reduce(0, +) == 126)
        }
    }

    @Test func xliffUnitsMatchTheExportedStringCatalogs() throws {
        let catalogs = try XLIFFReader.read(path: "\(root)/Localizations/de.xcloc/Localized Contents/de.xliff")
        for catalog in catalogs where catalog.name.hasSuffix(".xcstrings") {
            let source = try XCStringsReader.read(path: "\(root)/Localizations/de.xcloc/Source Contents/\(catalog.name)")
            #expect(Set(catalog.entries.map(\.key)) == Set(source.entries.map(\.key)), "\(catalog.name)")
            // The snapshots hold the source language only: compare the <source> texts.
            for entry in catalog.entries {
                let xliffText = entry.values(for: "en").first?.text
                let catalogText = source.entry(entry.key)?.values(for: "en").first?.text
                #expect(xliffText == catalogText, "\(catalog.name): \(entry.key)")
            }
        }
    }

    @Test func currentStringCatalogs() {
        let result = CatalogLoader.load([root + "/geteduroam", root + "/getgovroam"])
        #expect(result.errors.isEmpty, "\(result.errors)")
        let xcstrings = result.catalogs.filter { $0.format == .xcstrings }
        #expect(xcstrings.count == 12)
        // SOURCE.md's per-catalog counts; they add up to 135 (its "134 keys" total is a slip).
        var counts: [String: Int] = [:]
        for catalog in xcstrings {
            let parts = catalog.name.split(separator: "/")
            let module = parts.count >= 3 && parts[parts.count - 2] == "Resources" ? String(parts[parts.count - 3])
                : String(parts.last ?? "").replacingOccurrences(of: ".xcstrings", with: "")
            counts[module, default: 0] += catalog.entries.count
        }
        #expect(counts == ["Connect": 54, "Main": 20, "EAPConfigurator": 18, "AppStore": 22, "NotificationClient": 7,
                           "Localizable": 8, "InfoPlist": 4, "AuthClient": 1, "Backport": 1])
        let locales = Set(xcstrings.flatMap(\.locales))
        #expect(locales == Set(xliffLocales).subtracting(["et"]))
        #expect(locales.filter { LocaleTag($0).isRightToLeft } == ["ar"])
        let keywords = xcstrings.first { $0.name.hasSuffix("geteduroam/AppStore.xcstrings") }?.entry("Keywords")
        #expect(keywords?.comment == "Max 100 characters, no spaces just commas")
        #expect(xcstrings.allSatisfy { $0.allValues.allSatisfy(\.path.isBase) })
    }

    @Test func discoveryReadsXclocPayloadNotItsSnapshots() {
        let result = CatalogLoader.load([root + "/Localizations"])
        #expect(result.errors.isEmpty)
        #expect(result.files.count == 19)
        #expect(result.catalogs.count == 13)
        #expect(result.catalogs.allSatisfy { $0.locales.count == 19 })
    }
}
