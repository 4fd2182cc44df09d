import Testing
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitTestSupport

// `typefit budget`'s stage on one key in the test font, every figure worked out by hand from its
// advances (TypeFitTestSupport's `TestFont`: A–Z 600, a–z 500, space 250 units of 1000; no
// tracking). At 10 pt: "Save" = 6 + 3 × 5 = 21 pt; "Speichern und schliessen" = 6 + 8 × 5 + 2.5
// + 3 × 5 + 2.5 + 10 × 5 = 116 pt.
//
// The mean character widths (em) each locale's estimate divides by, from the locale's one text:
// en "Save" = 2.1 em over 4 characters = 0.525 em, 5.25 pt at 10 pt;
// de "Speichern und schliessen" = 11.6 em over 24 characters = 0.48333 em, 4.8333 pt at 10 pt.
@Suite struct BudgetStageTests {
    static let location = SourceLocation(file: "Budget.xcstrings", line: 3, column: 5)

    /// One key, "button.save": en "Save", de "Speichern und schliessen".
    static let catalog: Catalog = {
        let entry = CatalogEntry(key: "button.save", location: location, localizations: [
            "en": [CatalogValue(key: "button.save", locale: "en", text: "Save", location: location)],
            "de": [CatalogValue(key: "button.save", locale: "de", text: "Speichern und schliessen", location: location)],
        ])
        return Catalog(format: .xcstrings, name: "Budget.xcstrings", files: ["Budget.xcstrings"], sourceLanguage: "en",
                       entries: [entry], locales: ["en", "de"])
    }()

    /// OneDevice's iPhone SE (1st generation) at Large, the label's settings changed by `change`.
    static func report(_ change: (inout ElementSettings) -> Void = { _ in },
                       categories: [ContentSizeCategory] = [.large]) throws -> BudgetReport {
        var configuration = OneDevice.configuration()
        configuration.categories = categories
        change(&configuration.defaults)
        return try CheckEngine(configuration: configuration, text: try Fixtures.engine()).budgets(catalogs: [catalog])
    }

    @Test func aFixedOneLineLabelLeavesAndLacksWhatTheAdvancesSay() throws {
        let report = try Self.report()
        #expect(report.problems.isEmpty)
        let budget = try #require(report.budgets.first)
        #expect(report.budgets.count == 1 && budget.key == "button.save" && budget.table == "Budget")
        let box = budget.box
        #expect(box.width == 100 && box.boxWidth == 100 && box.lines == 1 && box.minimumScale == nil)
        #expect(box.category == "large" && box.device == "iphone-se-1" && box.orientation == "portrait" && box.environments == 1)
        #expect(box.font == BudgetFont(family: "TypeFit Test", file: "TypeFitTest.ttf", size: 10, weight: "regular"))
        let en = try #require(budget.texts.first { $0.locale == "en" })
        let de = try #require(budget.texts.first { $0.locale == "de" })
        #expect(en.isSource && !de.isSource)
        // en: 100 − 21 = 79 pt; 79 / 5.25 = 15.05 → 15 characters; 100 / 5.25 = 19.05 → 19.
        #expect(en.linesNeeded == 1 && abs(en.used - 21) < 1e-9 && abs((en.room ?? 0) - 79) < 1e-9)
        #expect(en.roomCharacters == 15 && en.maxCharacters == 19)
        // de: 100 − 116 = −16 pt; 16 / 4.8333 = 3.31 → 4 characters to take out; 100 / 4.8333 = 20.7 → 20.
        #expect(abs((de.room ?? 0) + 16) < 1e-9 && de.roomCharacters == -4 && de.maxCharacters == 20)
        #expect(abs((report.characterWidths["en"] ?? 0) - 0.525) < 1e-9)
        #expect(abs((report.characterWidths["de"] ?? 0) - 11.6 / 24) < 1e-9)
    }

    @Test func aTwoLineBoxCountsTheLinesTheBreakerGivesAndTheLastLinesWidth() throws {
        let report = try Self.report { $0.lines = 2 }
        let budget = try #require(report.budgets.first)
        #expect(budget.box.lines == 2 && budget.box.width == 100)
        // At 100 pt the German breaks after "und ": "Speichern und" (63.5 pt) and "schliessen" (50 pt).
        // It takes the first line whole and 50 pt of the second: 150 of 200 pt, 50 pt left;
        // 50 / 4.8333 = 10.3 → 10 characters; 200 / 4.8333 = 41.4 → 41.
        let de = try #require(budget.texts.first { $0.locale == "de" })
        #expect(de.linesNeeded == 2 && abs(de.lastLineWidth - 50) < 1e-9 && abs(de.used - 150) < 1e-9)
        #expect(abs((de.room ?? 0) - 50) < 1e-9 && de.roomCharacters == 10 && de.maxCharacters == 41)
    }

    @Test func aTextThatShrinksHasItsBoxOverItsSmallestScale() throws {
        // UILabel's minimumScaleFactor 0.5: "Speichern und schliessen" drawn at half size takes
        // 58 pt of the 100-pt box, so it is not cut; the budget counts in unshrunk points: 200 − 116 = 84.
        let report = try Self.report { $0.minimumScale = 0.5 }
        let budget = try #require(report.budgets.first)
        #expect(budget.box.width == 200 && budget.box.boxWidth == 100 && budget.box.minimumScale == 0.5)
        let de = try #require(budget.texts.first { $0.locale == "de" })
        #expect(abs((de.room ?? 0) - 84) < 1e-9)
    }

    @Test func aBoxWithNoLineLimitHasNoRoomFigure() throws {
        let report = try Self.report { $0.lines = 0 }
        let budget = try #require(report.budgets.first)
        let de = try #require(budget.texts.first { $0.locale == "de" })
        #expect(budget.box.lines == 0 && de.linesNeeded == 2)
        #expect(de.room == nil && de.roomCharacters == nil && de.maxCharacters == nil)
    }

    @Test func theTightestSizeIsTheSmallestWidthPerPointOfType() throws {
        // A 10-pt font that scales like body (UIFontMetrics): 10 pt at Large, 10 × 48 / 17 =
        // 28.24 pt at AX5 (the published anchor: a 17-pt body font is 48 pt there), so the same
        // 100-pt box holds fewer characters there. xSmall's smaller type gives more room, not less.
        let report = try Self.report({ $0.font = CustomFont(size: 10, relativeTo: .body) },
                                     categories: [.xSmall, .large, .ax5])
        let box = try #require(report.budgets.first?.box)
        #expect(box.category == "AX5" && abs(box.font.size - 480.0 / 17) < 1e-9, "\(box)")
        // Without the larger sizes, Large is the tightest.
        let large = try #require(try Self.report({ $0.font = CustomFont(size: 10, relativeTo: .body) },
                                                 categories: [.xSmall, .large]).budgets.first?.box)
        #expect(large.category == "large" && large.font.size == 10)
        // A fixed 10-pt font is the same at every size: every size ties, the first (xSmall) is
        // named, and all three environments give that box.
        let fixed = try #require(try Self.report(categories: [.xSmall, .large, .ax5]).budgets.first?.box)
        #expect(fixed.category == "xSmall" && fixed.font.size == 10 && fixed.environments == 3)
    }

    @Test func charactersRoundTowardWhatIsSafe() {
        // Room: whole characters that still fit (down); lack: whole characters to take out (up).
        #expect(BudgetStage.characters(79, advance: 5.25) == 15)
        #expect(BudgetStage.characters(-16, advance: 11.6 / 24 * 10) == -4)
        #expect(BudgetStage.characters(-0.0001, advance: 5) == 0)
        #expect(BudgetStage.characters(-5, advance: 5) == -1)
    }

    @Test func aKeyWithEveryRuleOffHasNoBudget() throws {
        let report = try Self.report { $0.disabledRules = ["all"] }
        #expect(report.budgets.isEmpty && report.problems.isEmpty)
    }
}
