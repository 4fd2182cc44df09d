import Testing
import TypeFitDiagnostics
import TypeFitLocale
@testable import TypeFitCatalog

/// What a placeholder is measured as when the call site says what it passes: its literal, else the
/// kind its declared type or name says, each with its sample in the locale; the configuration
/// still wins, and nothing known keeps the default.
@Suite struct CallSiteSampleTests {
    static let place = SourceLocation(file: "App/Upload.swift", line: 42, column: 31)

    static func argument(_ position: Int = 1, literal: String? = nil, number: String? = nil, type: String? = nil,
                         name: String? = nil, owner: String? = nil) -> CallSiteArgument {
        CallSiteArgument(position: position, literal: literal, number: number, type: type, name: name, owner: owner,
                         location: place)
    }

    /// The one value of a `.strings` entry `"k" = "<text>";`.
    static func value(_ text: String) throws -> (CatalogValue, CatalogEntry) {
        let strings = try StringsReader.read(bytes: Array("\"k\" = \"\(text)\";".utf8), path: "a.strings", locale: "en")
        let entry = try #require(strings.entries.first)
        return (try #require(entry.values(for: "en").first), entry)
    }

    static func measured(_ text: String, _ arguments: [CallSiteArgument], locale: String = "en",
                         samples: PlaceholderSamples = PlaceholderSamples()) throws -> ExpandedText {
        let (value, entry) = try value(text)
        return try #require(PlaceholderExpander(samples: samples).expand(value, in: entry, locale: LocaleTag(locale),
                                                                           arguments: arguments).first)
    }

    /// An argument that reads the app's own localized texts (`order.title`, whose cases return
    /// "Newest" and "Most popular") is measured as the widest of them in the locale; where the
    /// locale lacks one, its source text (what the app shows); a text that is itself a format is
    /// no sample. Catalog: en a="Newest", b="Most popular", c="%d items"; fr a="Les plus récents".
    @Test func anArgumentHoldingTheAppsTextsIsTheWidestOfThem() throws {
        let catalog = try StringsReader.read(bytes: Array("\"a\" = \"Newest\";\n\"b\" = \"Most popular\";\n\"c\" = \"%d items\";".utf8),
                                             path: "en.lproj/Localizable.strings", locale: "en")
        let french = try StringsReader.read(bytes: Array("\"a\" = \"Les plus récents\";".utf8),
                                            path: "fr.lproj/Localizable.strings", locale: "fr")
        var merged = catalog
        for entry in french.entries {
            guard let index = merged.entries.firstIndex(where: { $0.key == entry.key }) else { continue }
            merged.entries[index].localizations["fr"] = entry.values(for: "fr")
        }
        merged.sourceLanguage = "en"
        let texts = LocalizedTexts([merged], keys: ["a", "b", "c"])
        // "Most popular" (12 scalars) over "Newest" (6); in French "Les plus récents" (16) over b's English 12.
        #expect(texts.widest(["a", "b"], locale: LocaleTag("en")) == "Most popular")
        #expect(texts.widest(["a", "b"], locale: LocaleTag("fr")) == "Les plus récents")
        #expect(texts.widest(["c"], locale: LocaleTag("en")) == nil)
        #expect(texts.widest(["unknown"], locale: LocaleTag("en")) == nil)

        var holding = Self.argument(name: "title")
        holding.keys = ["a", "b"]
        var expander = PlaceholderExpander()
        expander.localizedTexts = texts
        let (value, entry) = try Self.value("Sorted by %@")
        let measured = try #require(expander.expand(value, in: entry, locale: LocaleTag("fr"), arguments: [holding]).first)
        #expect(measured.text == "Sorted by Les plus récents")
        #expect(measured.samples.map(\.origin) == ["call-site the widest of the 2 texts title holds at App/Upload.swift:42:31"])
        // Without the catalogs' texts the argument says nothing more: its name `title` is no kind, the default stays.
        let plain = try #require(PlaceholderExpander().expand(value, in: entry, locale: LocaleTag("fr"), arguments: [holding]).first)
        #expect(plain.text == "Sorted by Maximilian Wolfeschlegelstein")
    }

    @Test func theWordsOfANameSayItsKind() {
        #expect(ArgumentKinds.words(of: "fileSize") == ["file", "size"])
        #expect(ArgumentKinds.words(of: "user_name") == ["user", "name"])
        #expect(ArgumentKinds.words(of: "URLString") == ["url", "string"])
        #expect(ArgumentKinds.kind(ofName: "fileSize") == .byteCount)
        #expect(ArgumentKinds.kind(ofName: "totalBytes") == .byteCount)
        #expect(ArgumentKinds.kind(ofName: "deviceName") == .deviceModel)
        #expect(ArgumentKinds.kind(ofName: "languageName") == .languageName)
        #expect(ArgumentKinds.kind(ofName: "countryName") == .regionName)
        #expect(ArgumentKinds.kind(ofName: "username") == .personName)
        #expect(ArgumentKinds.kind(ofName: "authorDisplayName") == .personName)
        #expect(ArgumentKinds.kind(ofName: "expiryDate") == .date)
        // `date` only as a word of its own: an update is no date.
        #expect(ArgumentKinds.kind(ofName: "lastUpdate") == nil)
        #expect(ArgumentKinds.kind(ofName: "title") == nil)
        // `count` as a word of its own; an account is a person's.
        #expect(ArgumentKinds.kind(ofName: "threadMessagesCount") == .count)
        #expect(ArgumentKinds.kind(ofName: "accountName") == .personName)
        #expect(ArgumentKinds.kind(ofName: "appVersion") == .version)
        #expect(ArgumentKinds.kind(ofName: "build") == .version)
    }

    /// A count shown as text is the widest `%d` sample of 4 digits, "9,999" in English (CLDR's
    /// grouping), not a person's name; a version Apple's example "10.14.1".
    @Test func aCountAndAVersionShownAsText() throws {
        #expect(try Self.measured("%@ replies", [Self.argument(name: "repliesCount")]).text == "9,999 replies")
        #expect(try Self.measured("Version: %@ (%@)", [Self.argument(name: "version"), Self.argument(2, name: "build")]).text
                == "Version: 10.14.1 (10.14.1)")
        // An integer whose name says more keeps that kind: a file size is a byte count.
        #expect(try Self.measured("%@", [Self.argument(type: "Int64", name: "fileSize")]).text == "999.99 GB")
    }

    /// A number with a fraction (a number formatter's output, an amount) is the widest number of
    /// 4 digits written with two fraction digits, "9,999.00" in English and "9 999,00" in French (CLDR:
    /// French groups with U+202F NARROW NO-BREAK SPACE and marks the fraction with a comma); a
    /// `Double` whose name says more keeps that kind.
    @Test func aNumberWithAFractionShownAsText() throws {
        #expect(try Self.measured("Available: %@", [Self.argument(name: "amountShort")]).text == "Available: 9,999.00")
        #expect(try Self.measured("%@", [Self.argument(type: "NumberFormatter", name: "value")]).text == "9,999.00")
        // An app's formatter named after Foundation's writes what that one writes; a formatter of
        // another name says nothing (the default sample).
        #expect(try Self.measured("%@", [Self.argument(type: "CoinNumberFormatter", name: "value")]).text == "9,999.00")
        #expect(ArgumentKinds.kind(ofType: "ShortDateFormatter") == .date)
        #expect(ArgumentKinds.kind(ofType: "CoinFormatter") == nil && ArgumentKinds.kind(ofType: "NumberFormatterCache") == nil)
        #expect(try Self.measured("%@", [Self.argument(type: "Double", name: "value")], locale: "fr").text == "9\u{202F}999,00")
        #expect(try Self.measured("%@", [Self.argument(type: "Double", name: "fileSize")]).text == "999.99 GB")
        // A symbol or a code is short: five of the widest capital, not a person's name; a country's
        // code is a code before it is a country's name.
        #expect(try Self.measured("Sent %@", [Self.argument(type: "String", name: "symbol")]).text == "Sent WWWWW")
        #expect(ArgumentKinds.kind(ofName: "countryCode") == .shortCode)
        #expect(ArgumentKinds.kind(ofName: "currencySymbol") == .shortCode)
        // `account` is no amount: a person's.
        #expect(ArgumentKinds.kind(ofName: "accountBalance") == .decimal)
        #expect(ArgumentKinds.kind(ofName: "account") == .personName)
    }

    /// A literal with interpolations shows its text with each value's sample in its place: "(" +
    /// the widest 4-digit count + ")", a balance and a name after it; the origin names the literal.
    /// A value whose kind nothing says is the default sample in its place.
    @Test func anInterpolatedLiteralIsItsTextWithEachValuesSample() throws {
        var counted = Self.argument()
        counted.parts = [.text("("), .value(Self.argument(name: "count")), .text(")")]
        let measured = try Self.measured("Networks %@", [counted])
        #expect(measured.text == "Networks (9,999)")
        #expect(measured.samples.map(\.origin) == ["call-site interpolation at App/Upload.swift:42:31"])
        var paired = Self.argument()
        paired.parts = [.value(Self.argument(name: "balance")), .text(" "), .value(Self.argument(name: "label"))]
        #expect(try Self.measured("Left: %@", [paired]).text == "Left: 9,999.00 Maximilian Wolfeschlegelstein")
        // A part holding the app's own texts is the widest of them.
        let catalog = try StringsReader.read(bytes: Array("\"net.main\" = \"Mainnet\";\n\"net.test\" = \"Testnet network\";".utf8),
                                             path: "en.lproj/Localizable.strings", locale: "en")
        var expander = PlaceholderExpander()
        expander.localizedTexts = LocalizedTexts([catalog], keys: ["net.main", "net.test"])
        var held = Self.argument(name: "title")
        held.keys = ["net.main", "net.test"]
        var wrapped = Self.argument()
        wrapped.parts = [.text("["), .value(held), .text("]")]
        let (value, entry) = try Self.value("Switch to %@")
        #expect(try #require(expander.expand(value, in: entry, locale: LocaleTag("en"), arguments: [wrapped]).first).text
                == "Switch to [Testnet network]")
        // Parts that say nothing more than one value (no text, no kind) are no clue: the default stays.
        var bare = Self.argument()
        bare.parts = [.value(Self.argument(name: "title"))]
        #expect(ArgumentKinds.clue(bare) == nil)
    }

    @Test func aLiteralIsMeasuredAsWrittenAndSaysWhereItIsWritten() throws {
        let measured = try Self.measured("upload %@", [Self.argument(literal: "5 MiB")])
        #expect(measured.text == "upload 5 MiB")
        #expect(measured.samples == [PlaceholderSample(placeholder: "%@", sample: "5 MiB", kind: .text,
                                                       origin: "call-site literal at App/Upload.swift:42:31")])
        // A number literal for a count; a field width still pads it.
        #expect(try Self.measured("%d of %5d", [Self.argument(number: "3"), Self.argument(2, number: "1_000")]).text
                == "3 of  1000")
    }

    /// CLDR's long date patterns: English "MMMM d, y", German "d. MMMM y"; September is the longest
    /// month name in both.
    @Test func aDateIsTheWidestLongDateInTheLocale() throws {
        let date = Self.argument(type: "Date", name: "seen")
        let en = try Self.measured("seen %@", [date])
        #expect(en.text == "seen September 28, 2026")
        #expect(en.samples.map(\.origin) == ["call-site type Date at App/Upload.swift:42:31"])
        #expect(try Self.measured("seen %@", [date], locale: "de").text == "seen 28. September 2026")
    }

    /// `ByteCountFormatter`'s adaptive style shows 2 fraction digits from GB up, so the widest is just
    /// under a terabyte; the number in the locale's decimal mark.
    @Test func aByteCountIsTheWidestByteCountFormatterWrites() throws {
        let size = Self.argument(type: "Int64", name: "fileSize")
        let en = try Self.measured("Size: %@", [size])
        #expect(en.text == "Size: 999.99 GB")
        #expect(en.samples.map(\.origin) == ["call-site name fileSize at App/Upload.swift:42:31"])
        #expect(try Self.measured("Size: %@", [size], locale: "de").text == "Size: 999,99 GB")
        #expect(try Self.measured("%@", [Self.argument(type: "Measurement<UnitInformationStorage>")]).text == "999.99 GB")
        // A number placeholder shows the number itself, whatever it counts.
        #expect(try Self.measured("%lld bytes", [size]).text == "9,999 bytes")
    }

    /// CLDR English: the region GS is "South Georgia & South Sandwich Islands", the language zgh
    /// "Standard Moroccan Tamazight", the longest of each.
    @Test func languageAndRegionNamesAreTheLongestICUGives() throws {
        #expect(try Self.measured("%@", [Self.argument(name: "languageName")]).text == "Standard Moroccan Tamazight")
        #expect(try Self.measured("%@", [Self.argument(type: "String", name: "country")]).text
                == "South Georgia & South Sandwich Islands")
        // A locale ICU has no names in keeps the default.
        let unknown = try Self.measured("%@", [Self.argument(name: "languageName")], locale: "zz")
        #expect(unknown.samples.map(\.origin) == ["default"])
    }

    @Test func aDeviceModelIsTheConfiguredLongestDeviceName() throws {
        let model = Self.argument(name: "deviceModel")
        #expect(try Self.measured("on %@", [model], samples: PlaceholderSamples(deviceModel: "iPhone 17 Pro Max")).text
                == "on iPhone 17 Pro Max")
        // Without one the object sample stays.
        #expect(try Self.measured("on %@", [model]).samples.map(\.origin) == ["default"])
    }

    /// `UIDevice.model` is "iPhone", "iPod touch", "iPad" (Apple's documentation of the property):
    /// the kind of device, not a model's name, whatever the word `model` says.
    @Test func aDevicesModelPropertyIsTheKindOfDevice() throws {
        let measured = try Self.measured("on your %@", [Self.argument(name: "localizedModel", owner: "UIDevice")],
                                         samples: PlaceholderSamples(deviceModel: "iPhone 17 Pro Max"))
        #expect(measured.text == "on your iPod touch")
        #expect(measured.samples.map(\.origin) == ["call-site member UIDevice.localizedModel at App/Upload.swift:42:31"])
        // Its name passed on (geteduroam's `state.localizedModel`) says the same; a plain `model` is a device's name.
        let passedOn = PlaceholderSamples(deviceModel: "iPhone 17 Pro Max")
        #expect(try Self.measured("on your %@", [Self.argument(name: "localizedModel")], samples: passedOn).text
                == "on your iPod touch")
        #expect(try Self.measured("on your %@", [Self.argument(name: "model")], samples: passedOn).text
                == "on your iPhone 17 Pro Max")
    }

    /// `String(format: f, "%1$@")` hands a specifier on to be formatted again: not what is shown.
    @Test func aLiteralThatIsAFormatIsNoSample() throws {
        #expect(try Self.measured("by %@", [Self.argument(literal: "%1$@")]).samples.map(\.origin) == ["default"])
        #expect(try Self.measured("%@", [Self.argument(literal: "100%%")]).text == "100%%")
    }

    @Test func aNameIsTheLongPersonalNameAndAnythingElseTheDefault() throws {
        let person = try Self.measured("by %@", [Self.argument(type: "String", name: "username")])
        #expect(person.text == "by Maximilian Wolfeschlegelstein")
        #expect(person.samples.map(\.origin) == ["call-site name username at App/Upload.swift:42:31"])
        let other = try Self.measured("by %@", [Self.argument(type: "String", name: "title")])
        #expect(other.text == "by Maximilian Wolfeschlegelstein")
        #expect(other.samples.map(\.origin) == ["default"])
    }

    /// Config for the key > config for the specifier > call-site literal > call-site type or name > default.
    @Test func theConfigurationWinsOverTheCallSite() throws {
        let both = [Self.argument(literal: "5 MiB"), Self.argument(2, type: "Date")]
        let bySpecifier = PlaceholderSamples(byPlaceholder: ["%1$@": "Bo"])
        let measured = try Self.measured("%1$@ %2$@", both, samples: bySpecifier)
        #expect(measured.text == "Bo September 28, 2026")
        #expect(measured.samples.map(\.origin) == ["config", "call-site type Date at App/Upload.swift:42:31"])
        var byKey = bySpecifier
        byKey.keys = [KeySamples(matches: { $0 == "k" }, byPlaceholder: ["%1$@": "Al", "%2$@": "Cy"])]
        #expect(try Self.measured("%1$@ %2$@", both, samples: byKey).text == "Al Cy")
        // The literal goes before what a type says: a `Date` literal is no date to format.
        #expect(try Self.measured("%@", [Self.argument(literal: "today", type: "Date")]).text == "today")
    }

    /// Arguments are by position: a translation that reorders them takes each its own.
    @Test func aReorderedTranslationTakesEachArgumentByPosition() throws {
        let measured = try Self.measured("%2$@ – %1$@", [Self.argument(literal: "A"), Self.argument(2, literal: "B")])
        #expect(measured.text == "B – A")
    }

    /// `photos` is "%#@count@ in %@" with the forms "%arg photo" / "%arg photos" (`%arg` is `%lld`,
    /// counted from its form): the form keeps the widest number of its plural category, the `%@`
    /// (argument 2 of the string) takes the call site's.
    @Test func aSubstitutionFormKeepsItsOwnCount() throws {
        let catalog = try XCStringsReader.read(path: Paths.fixture("basic.xcstrings"))
        let entry = try #require(catalog.entry("photos"))
        let base = try #require(entry.values(for: "en").first)
        let arguments = [Self.argument(number: "5"), Self.argument(2, literal: "Album")]
        #expect(PlaceholderExpander().expand(base, in: entry, arguments: arguments).map(\.text)
                == ["1 photo in Album", "9,999 photos in Album"])
    }

    @Test func kindsAreWhatTwoUsesAreComparedBy() {
        let near = CallSiteArgument(position: 1, name: "fileSize", location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let far = CallSiteArgument(position: 1, name: "bytes", location: SourceLocation(file: "B.swift", line: 9, column: 9))
        #expect(ArgumentKinds.kinds([near]) == ArgumentKinds.kinds([far]))
        #expect(ArgumentKinds.kinds([near]) != ArgumentKinds.kinds([Self.argument(literal: "5 MiB")]))
        // An argument nothing is known of counts as none, and so does a person's name, measured as the default.
        #expect(ArgumentKinds.kinds([Self.argument(name: "title")]) == ArgumentKinds.kinds(nil))
        #expect(ArgumentKinds.kinds([Self.argument(name: "username")]) == ArgumentKinds.kinds(nil))
    }
}
