import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitTestSupport

// `source-headroom` on tiny catalogs. Test font, 10 pt, tracking off: a–z 5 pt, A–Z 6 pt, a space
// 2.5 pt. Published ratios (IBM via the W3C, the lower end of each range): 200 % up to 10
// characters, 180 % for 11–20. iPhone SE (1st generation), portrait, Large.
@Suite struct SourceHeadroomTests {
    static let text = Result { try TestFont.onlyEngine() }

    /// Keys `(key, hint, values by locale)` in a String Catalog whose source language is English.
    static func check(_ keys: [(String, String?, [String: String])], yaml: String = "") throws -> CheckReport {
        var configuration = try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: RuleRegistry.ids)
        configuration.devices = try DeviceCatalog().devices(matching: ["iphone-se-1"])
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        var strings: [String: Any] = [:]
        for (key, hint, values) in keys {
            var localizations: [String: Any] = [:]
            for (locale, value) in values { localizations[locale] = ["stringUnit": ["state": "translated", "value": value]] }
            var entry: [String: Any] = ["localizations": localizations]
            if let hint { entry["comment"] = "\(LayoutHint.marker) \(hint)" }
            strings[key] = entry
        }
        let document: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
        let catalog = try XCStringsReader.read(bytes: Array(json), path: "Headroom.xcstrings")
        return try CheckEngine(configuration: configuration, text: text.get()).run(catalogs: [catalog])
    }

    static func headroom(_ report: CheckReport) -> [String] {
        report.findings.filter { $0.rule == "source-headroom" }.map { "\($0.key) \($0.locale ?? "") \($0.message)" }
    }

    @Test func aTwoLineLabelHoldsTwoLinesOfItsWidth() throws {
        // "aaaa bbbb cc" (12 characters: 180 %) wraps at 45 pt into "aaaa bbbb" (42.5) and "cc" (10):
        // 52.5 pt of text in 2 × 45 = 90; German would need 52.5 × 1.8 = 94.5 pt: 3 lines of 45.
        let report = try Self.check([("k", "label lines=2 width=45 font=10", ["en": "aaaa bbbb cc"]),
                                     ("other", "label width=300 font=10", ["en": "Open", "de": "Offen"])])
        #expect(Self.headroom(report) == ["k en the source leaves 37.5 pt of its 2 lines of 45 pt; "
                                          + "de would need 3 lines (180 %, published for 11–20 characters)"])
        let finding = try #require(report.findings.first { $0.rule == "source-headroom" })
        #expect(finding.severity == .warning && finding.worst?.measured == Figures(lines: 3)
            && finding.worst?.available == Figures(lines: 2))
    }

    @Test func theProjectsOwnTranslationsSetTheRatioFromFiveKeys() throws {
        // German translates five keys of up to 10 characters: Save/Sichern, Open/Offen, Edit/Bearbeiten,
        // Done/Fertig, Close/Schlie — 4 + 4 + 4 + 4 + 5 = 21 characters against 7 + 5 + 10 + 6 + 6 = 34:
        // 3,400 / 21 = 161.9 → 162 %. "Share" (5 characters, 6 + 4 × 5 = 26 pt) in a 40-pt label: 42.12 pt.
        let pairs = [("save", "Save", "Sichern"), ("open", "Open", "Offen"), ("edit", "Edit", "Bearbeiten"),
                     ("done", "Done", "Fertig"), ("close", "Close", "Schlie")]
        var keys: [(String, String?, [String: String])] = pairs.map { ($0.0, "label width=300 font=10", ["en": $0.1, "de": $0.2]) }
        keys.append(("share", "label lines=1 width=40 font=10", ["en": "Share"]))
        #expect(Self.headroom(try Self.check(keys)) == ["share en the source leaves 14 pt of its 40 pt box; "
                                                        + "de would need 42.1 pt (162 %, in this project)"])
    }

    @Test func shrinkingWidensWhatOneLineHolds() throws {
        // "Save" (21 pt) in 30 pt would need 42 pt in German (200 %); shrinking to half, the line holds 60 pt.
        let other = ("other", "label width=300 font=10" as String?, ["en": "Open", "de": "Offen"])
        let cut = try Self.check([("k", "label lines=1 width=30 font=10", ["en": "Save"]), other])
        #expect(Self.headroom(cut) == ["k en the source leaves 9 pt of its 30 pt box; "
                                       + "de would need 42 pt (200 %, published for up to 10 characters)"])
        let shrunk = try Self.check([("k", "label lines=1 width=30 font=10 minimum-scale=0.5", ["en": "Save"]), other])
        #expect(Self.headroom(shrunk) == [])
    }

    @Test func nothingToHoldItTo() throws {
        // No other language in the project; a box typefit guessed; the rule off.
        #expect(Self.headroom(try Self.check([("k", "label lines=1 width=30 font=10", ["en": "Save"])])) == [])
        let other = ("other", "label width=300 font=10" as String?, ["en": "Open", "de": "Offen"])
        #expect(Self.headroom(try Self.check([("k", nil, ["en": "Save"]), other])) == [])
        #expect(Self.headroom(try Self.check([("k", "label lines=1 width=30 font=10", ["en": "Save"]), other],
                                             yaml: "rules: {source-headroom: off}")) == [])
        // A language the configuration names is a target even before any key is translated into it.
        #expect(Self.headroom(try Self.check([("k", "label lines=1 width=30 font=10", ["en": "Save"])],
                                             yaml: "locales: [en, fr]"))
            == ["k en the source leaves 9 pt of its 30 pt box; fr would need 42 pt (200 %, published for up to 10 characters)"])
    }
}
