import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitTestSupport

// The engine over a small catalog in the test font, on one iPhone SE environment (320 × 568,
// portrait, 16-pt margins), with every element at a fixed 10-pt font in a 100-pt box unless a
// hint says otherwise. Widths by hand: a–z 500/1000 em, A–Z 600, space 250 → at 10 pt "Save" =
// 6 + 5 + 5 + 5 = 21 pt; "Speichern und schliessen" = 6 + 40 + 2.5 + 15 + 2.5 + 50 = 116 pt.
@Suite struct EngineTests {
    let catalogs: [Catalog]

    init() throws {
        let loaded = CatalogLoader.load([OneDevice.projectCatalog])
        #expect(loaded.errors.isEmpty)
        catalogs = loaded.catalogs
    }

    static func configuration() -> CheckConfiguration { OneDevice.configuration() }

    func run(_ configuration: CheckConfiguration = configuration()) throws -> CheckReport {
        try CheckEngine(configuration: configuration, text: try Fixtures.engine()).run(catalogs: catalogs)
    }

    @Test func findsEachProblemOnceWithItsFigures() throws {
        let report = try run()
        let layout = report.findings.filter { $0.worst != nil }.map { "\($0.rule) \($0.key) \($0.locale ?? "")" }
        #expect(layout == [
            "locale-overflow button.save de",
            "truncated-width title.long de",
            "truncated-width title.long en",
            "truncated-width title.long he",
            "locale-overflow body.hinted de",
        ])
        let save = try #require(report.findings.first { $0.rule == "locale-overflow" && $0.key == "button.save" })
        #expect(save.message == "translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)")
        #expect(save.sourceText == "Save" && save.text == "Speichern und schliessen")
        #expect(save.worst?.device == "iphone-se-1" && save.worst?.category == "large" && save.worst?.pointSize == 10)
        #expect(save.worst?.scene.boxX == 16 && save.worst?.scene.boxWidth == 100 && save.worst?.scene.direction == "ltr")
        #expect(save.element == "label font=10pt lines=1 width=100" && save.elementFrom == "default")
        #expect(save.faces == ["TypeFitTest-Regular"])
        // 24 × 5 = 120 pt; 26 × 5 = 130 pt.
        let long = report.findings.filter { $0.key == "title.long" && $0.rule == "truncated-width" }
        #expect(long.map(\.message).prefix(2) == ["text is 130 pt wide in a 100 pt box (30 pt cut off)",
                                                  "text is 120 pt wide in a 100 pt box (20 pt cut off)"])
    }

    @Test func hintsInCommentsOverrideTheConfig() throws {
        let report = try run()
        let hinted = try #require(report.findings.first { $0.key == "body.hinted" && $0.rule == "locale-overflow" })
        #expect(hinted.message == "translation needs 3 lines, 2 shown (10 pt cut off); the source fits (1 line)")
        #expect(hinted.element == "label font=10pt lines=2 width=45" && hinted.elementFrom == "comment hint")
    }

    @Test func rightToLeftLocalesArePlacedFromTheRight() throws {
        let report = try run()
        let he = try #require(report.findings.first { $0.key == "title.long" && $0.locale == "he" })
        // The box keeps its 16-pt leading margin, which is on the right: x = 320 − 16 − 100.
        #expect(he.worst?.scene.direction == "rtl" && he.worst?.scene.boxX == 204)
    }

    @Test func catalogFindingsJoinTheSameReport() throws {
        let report = try run()
        #expect(report.findings.contains { $0.rule == "needs-review" && $0.key == "title.long" && $0.locale == "de" })
    }

    @Test func suppressionsBaselinesAndSeveritiesApply() throws {
        var c = Self.configuration()
        c.suppressions = [Suppression(rules: ["truncated-width"], key: .glob("title.*"), locales: ["de", "he"])]
        c.severities["needs-review"] = .off
        let report = try run(c)
        #expect(report.suppressed == 2)
        #expect(!report.findings.contains { $0.rule == "needs-review" })
        let baseline = Baseline(findings: report.findings)
        let again = try CheckEngine(configuration: c, text: try Fixtures.engine()).run(catalogs: catalogs, baseline: baseline)
        #expect(again.findings.isEmpty && again.baselined == report.findings.count)
        #expect(baseline.fingerprints.contains { $0.hasPrefix("locale-overflow|") && $0.hasSuffix("|button.save|de|base") })
    }

    @Test func ordersFindingsTheSameWayEveryRun() throws {
        var c = Self.configuration()
        c.devices = try DeviceCatalog().devices(matching: ["all-iphones"])
        c.orientations = [.portrait, .landscape]
        c.categories = ContentSizeCategory.allCases
        let first = try run(c)
        let second = try run(c)
        #expect(first.findings == second.findings)
        // A fixed box and a fixed font: the same cut in every environment, folded into one finding.
        let save = try #require(first.findings.first { $0.key == "button.save" && $0.rule == "locale-overflow" })
        #expect(save.environments == first.statistics.environments)
        #expect(save.categories.count == 12 && save.bySize.count == 12)
        #expect(first.statistics.layouts < first.statistics.cells / 100)
    }
}

/// The faces a finding names are those measured at the finding's size: the open stack draws
/// Inter's variable face at every size; without it, Inter below 20 pt and Inter Display from
/// 20 pt (SF Pro Text → Display, apple-facts §1.1), named by their PostScript names
/// (`fc-query -f '%{postscriptname}'` on the installed files).
@Suite struct FindingFacesTests {
    func faces(atFontSize size: Double, engine: TextEngine) throws -> Set<[String]> {
        var configuration = OneDevice.configuration()
        configuration.defaults.font = CustomFont(size: size, relativeTo: nil)
        configuration.defaults.width = .fixed(60)
        let catalogs = CatalogLoader.load([OneDevice.projectCatalog]).catalogs
        let report = try CheckEngine(configuration: configuration, text: engine).run(catalogs: catalogs)
        // body.hinted has its own 10-pt hint; Hebrew is drawn in Noto Sans Hebrew.
        let latin = report.findings.filter { $0.worst != nil && $0.locale != "he" && $0.key != "body.hinted" }
        #expect(!latin.isEmpty)
        return Set(latin.map(\.faces))
    }

    @Test func everySizeNamesTheVariableFace() throws {
        // Inter[opsz,wght].ttf's PostScript name is its default instance's.
        #expect(try faces(atFontSize: 17, engine: DefaultFonts.engine()) == [["Inter-Regular"]])
        #expect(try faces(atFontSize: 24, engine: DefaultFonts.engine()) == [["Inter-Regular"]])
    }

    @Test func theStaticFallbackNamesInterDisplayFromTwentyPoints() throws {
        #expect(try faces(atFontSize: 17, engine: DefaultFonts.staticEngine()) == [["Inter-Regular"]])
        #expect(try faces(atFontSize: 24, engine: DefaultFonts.staticEngine()) == [["InterDisplay-Regular"]])
    }
}

/// Apple Watch text follows watchOS's table (HIG Typography, apple-facts §1.2): Body is 16 pt at
/// Large and 23 pt at AX3 on a watch, 17 and 40 pt on an iPhone; a watch has no Medium, AX4 or AX5.
@Suite struct WatchTypeTests {
    func check(_ device: String, _ categories: [ContentSizeCategory]) throws -> CheckReport {
        var configuration = OneDevice.configuration()
        configuration.devices = DeviceCatalog().devices.filter { $0.id == device }
        configuration.categories = categories
        configuration.defaults = ElementSettings(element: .label, style: .body, lines: 1, width: .fixed(10))
        return try CheckEngine(configuration: configuration, text: try Fixtures.engine())
            .run(catalogs: CatalogLoader.load([OneDevice.projectCatalog]).catalogs)
    }

    func sizes(_ report: CheckReport, _ key: String) -> [Double] {
        (report.findings.first { $0.key == key && $0.locale == "en" && $0.rule == "truncated-width" }?.bySize ?? []).map(\.pointSize)
    }

    @Test func aWatchUsesTheWatchOSTable() throws {
        #expect(sizes(try check("apple-watch-45mm", [.large, .ax3]), "title.long") == [16, 23])
        #expect(sizes(try check("iphone-se-1", [.large, .ax3]), "title.long") == [17, 40])
    }

    @Test func aWatchHasNineCategories() throws {
        let report = try check("apple-watch-45mm", ContentSizeCategory.allCases)
        #expect(report.statistics.environments == 9)
    }
}
