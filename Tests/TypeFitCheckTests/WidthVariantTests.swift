import Foundation
import Testing
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitConfig
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitTestSupport

// Legacy width variants (`NSStringVariableWidthRuleType`): in a box the app shows the variant
// `variantFittingPresentationWidth(_:)` returns (the declared width itself, else the next smaller,
// else the smallest), and each variant is held to the width it declares, in the configured unit.
//
// One iPhone SE (1st generation) in portrait at Large, the test font alone, tracking off, every key
// a one-line label at a fixed 10 pt in a box of the width each test gives. At 10 pt: a–z 5 pt, A–Z
// 6 pt, digits 5.5 pt, a space 2.5 pt. Widths by hand:
//   "Save"                                                  6 + 3 × 5                     =  21 pt
//   "Speichern"                                             6 + 8 × 5                     =  46 pt
//   "Speichern und schliessen" (24 characters)              46 + 2.5 + 15 + 2.5 + 50      = 116 pt
//   "Alles speichern und das Fenster schliessen"            26 + 45 + 15 + 15 + 36 + 50 + 5 × 2.5 = 199.5 pt
//   "Alles speichern und das Fenster schliessen und beenden" 199.5 + 2.5 + 15 + 2.5 + 35 = 254.5 pt
//   "Alle Dokumente speichern und das Fenster schliessen und beenden"
//                                                           21 + 46 + 45 + 15 + 15 + 36 + 50 + 15 + 35 + 8 × 2.5 = 298 pt
@Suite struct WidthVariantTests {
    static let text = Result { try TestFont.onlyEngine() }

    static let save = "Save"
    static let speichern = "Speichern"
    static let saveAndClose = "Speichern und schliessen"
    static let saveAllAndClose = "Alles speichern und das Fenster schliessen"
    static let saveAllCloseAndQuit = "Alles speichern und das Fenster schliessen und beenden"
    static let saveEverythingCloseAndQuit = "Alle Dokumente speichern und das Fenster schliessen und beenden"

    /// The config for a box `width` pt wide, with `more` YAML after the layout.
    static func configuration(box width: Int, _ more: String = "") throws -> CheckConfiguration {
        let yaml = """
            layout:
              default: {element: label, lines: 1, width: \(width), font: {size: 10}}
            \(more)
            """
        var configuration = try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: RuleRegistry.ids)
        configuration.devices = try DeviceCatalog().devices(matching: ["iphone-se-1"])
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        return configuration
    }

    /// `en.lproj/Localizable.stringsdict` with one key, "greeting", whose width rule gives `variants`
    /// in order. The first variant's `<string>` is on line 9, each next one two lines further.
    static func catalog(_ variants: KeyValuePairs<Int, String>) throws -> Catalog {
        try catalog(key: "greeting", variants.map { ($0.key, $0.value) })
    }

    /// The same for any key, the variants as `(width, text)` pairs (RuleExampleTests builds its
    /// width-variant examples with it).
    static func catalog(key: String, _ variants: [(width: Int, text: String)]) throws -> Catalog {
        let entries = variants.map { "\t\t\t<key>\($0.width)</key>\n\t\t\t<string>\($0.text)</string>\n" }.joined()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>\(key)</key>
            \t<dict>
            \t\t<key>NSStringVariableWidthRuleType</key>
            \t\t<dict>
            \(entries)\t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """
        return try StringsdictReader.read(bytes: Array(plist.utf8), path: "en.lproj/Localizable.stringsdict", locale: "en")
    }

    static func findings(_ variants: KeyValuePairs<Int, String>, _ configuration: CheckConfiguration) throws -> [String] {
        let report = try CheckEngine(configuration: configuration, text: text.get()).run(catalogs: [catalog(variants)])
        #expect(report.problems.isEmpty, "\(report.problems)")
        return report.findings.map { "\($0.rule) \($0.variant ?? "-"): \($0.message)" }
    }

    @Test func foundationPicksTheDeclaredWidthElseTheNextSmallerElseTheSmallest() {
        // Apple's example for variantFittingPresentationWidth(_:): widths 1 ("Hi!"), 20 ("Hello!") and
        // 70 ("Greetings and Salutations!"); 10 prints "Hi!", 25 "Hello!", 70 "Greetings and Salutations!".
        #expect(WidthVariantChoice.pick([1, 20, 70], for: 10) == 1)
        #expect(WidthVariantChoice.pick([1, 20, 70], for: 25) == 20)
        #expect(WidthVariantChoice.pick([1, 20, 70], for: 70) == 70)
        // "If no variation is found with a width less than the specified value, the variation with the
        // smallest width is returned."
        #expect(WidthVariantChoice.pick([20, 300], for: 10) == 20)
    }

    @Test func aBoxNarrowerThanTheWideVariantShowsTheSmallestOneOnly() throws {
        // The 100-pt box is 10 em at 10 pt: no declared width is 10 or less, so the app shows the
        // smallest, width=20, and it is cut (116 pt). The width=300 variant (199.5 pt) would be cut too,
        // but the app never shows it in a box under 300 em: before, it was reported as a second cut.
        let findings = try Self.findings([20: Self.saveAndClose, 300: Self.saveAllAndClose],
                                         Self.configuration(box: 100))
        #expect(findings == ["truncated-width width=20: text is 116 pt wide in a 100 pt box (16 pt cut off)"])
    }

    @Test func theWidestDeclaredWidthNotAboveTheBoxIsTheOneJudged() throws {
        // The 250-pt box is 25 em: the app shows width=24, 254.5 pt, cut by 4.5 pt, and 14.5 pt past
        // its own 24 em = 240 pt. Neither width=20 (116 pt, within 200) nor width=300 (298 pt, which
        // the box would cut) is shown there, so neither is judged by the box.
        let findings = try Self.findings([20: Self.saveAndClose, 24: Self.saveAllCloseAndQuit,
                                          300: Self.saveEverythingCloseAndQuit], Self.configuration(box: 250))
        #expect(findings == [
            "truncated-width width=24: text is 254.5 pt wide in a 250 pt box (4.5 pt cut off)",
            "width-variant width=24: the width=24 variant is 254.5 pt wide, wider than the 24 em (= 240 pt at 10 pt) "
                + "it declares (14.5 pt over)",
        ])
    }

    @Test func aVariantWiderThanItsDeclaredWidthIsOneFinding() throws {
        // The 300-pt box is 30 em: the app shows width=20 there (40 is above 30), and its 254.5 pt fit
        // the box — but not the 20 em = 200 pt it declares.
        let configuration = try Self.configuration(box: 300)
        let report = try CheckEngine(configuration: configuration, text: Self.text.get())
            .run(catalogs: [Self.catalog([20: Self.saveAllCloseAndQuit, 40: Self.saveAllAndClose])])
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.rule == "width-variant" && finding.severity == .warning && finding.variant == "width=20")
        #expect(finding.message == "the width=20 variant is 254.5 pt wide, wider than the 20 em (= 200 pt at 10 pt) "
            + "it declares (54.5 pt over)")
        #expect(finding.worst?.measured.width == 254.5 && finding.worst?.available.width == 200)
        // At the variant's own text: line 9 is `\t\t\t<string>Alles speichern…</string>`.
        #expect(finding.file == "en.lproj/Localizable.stringsdict" && finding.line == 9)
    }

    @Test func pointsAreTakenAsTheyAreDeclared() throws {
        // In points the 100-pt box picks width=90 (8 ≤ 90 ≤ 100): 116 pt, cut, and 26 pt past its 90 pt;
        // width=8 ("Save", 21 pt) is 13 pt past its 8 pt, though never shown in this box. (Findings
        // are in file order: width=8 is on line 9, width=90 on line 11.)
        let variants: KeyValuePairs<Int, String> = [8: Self.save, 90: Self.saveAndClose]
        #expect(try Self.findings(variants, Self.configuration(box: 100, "width-variants: {unit: pt}")) == [
            "width-variant width=8: the width=8 variant is 21 pt wide, wider than the 8 pt it declares (13 pt over)",
            "truncated-width width=90: text is 116 pt wide in a 100 pt box (16 pt cut off)",
            "width-variant width=90: the width=90 variant is 116 pt wide, wider than the 90 pt it declares (26 pt over)",
        ])
        // In ems (the default) the box is 10 em: width=8 is shown and fits (21 pt), and each variant
        // is within what it declares (80 pt, 900 pt).
        #expect(try Self.findings(variants, Self.configuration(box: 100)) == [])
    }

    @Test func charactersCountTheTextAndEstimateTheBox() throws {
        // In characters the 112-pt box holds 112 / 5.5 ("0" at 10 pt) = 20.4 characters: the app passes
        // 20 and shows width=20, 24 characters and 116 pt: cut by 4 pt, 4 characters past its 20.
        let variants: KeyValuePairs<Int, String> = [15: Self.speichern, 20: Self.saveAndClose]
        #expect(try Self.findings(variants, Self.configuration(box: 112, "width-variants: {unit: characters}")) == [
            "truncated-width width=20: text is 116 pt wide in a 112 pt box (4 pt cut off)",
            "width-variant width=20: the width=20 variant is 24 characters long, more than the 20 characters it declares",
        ])
        // In ems the box is 11.2 em, under both widths: the app shows the smallest, width=15 ("Speichern",
        // 46 pt), which fits.
        #expect(try Self.findings(variants, Self.configuration(box: 112)) == [])
    }

    @Test func withNoLayoutKnownTheDeclarationIsStillChecked() throws {
        // No layout declared: typefit's guess, a one-line body label (17 pt at Large) between the
        // margins, where it claims no cut. The declaration needs no box: "Speichern und schliessen" is
        // 11.6 em = 197.2 pt, past the 10 em = 170 pt it declares.
        var configuration = try ConfigReader.parse("", file: ".typefit.yml", ruleIDs: RuleRegistry.ids)
        configuration.devices = try DeviceCatalog().devices(matching: ["iphone-se-1"])
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        let report = try CheckEngine(configuration: configuration, text: Self.text.get())
            .run(catalogs: [Self.catalog([10: Self.saveAndClose])])
        #expect(report.findings.map { "\($0.rule) \($0.severity.rawValue): \($0.message)" } == [
            "width-variant warning: the width=10 variant is 197.2 pt wide, wider than the 10 em (= 170 pt at 17 pt) "
                + "it declares (27.2 pt over)",
        ])
    }

    @Test func aTranslationIsComparedWithTheSourceVariantShownForItsWidth() {
        // English declares 20 and 300; a translation's width=25 is compared with English width=20,
        // the variant Foundation returns for 25, and a width=10 with the smallest.
        let location = SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 1, column: 1)
        let english = [(20, "Save"), (300, "Save and close")].map { width, text in
            CatalogValue(key: "greeting", locale: "en", path: VariationPath(width: width), text: text, location: location)
        }
        #expect(CheckPipeline.sourceMatch(for: VariationPath(width: 25), in: english)?.text == "Save")
        #expect(CheckPipeline.sourceMatch(for: VariationPath(width: 10), in: english)?.text == "Save")
        #expect(CheckPipeline.sourceMatch(for: VariationPath(width: 300), in: english)?.text == "Save and close")
        #expect(CheckPipeline.sourceMatch(for: VariationPath(width: 400), in: english)?.text == "Save and close")
    }
}
