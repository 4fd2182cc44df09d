import Testing
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale
import TypeFitTestSupport

// Each stage of the check on one tiny input, with its exact output (libraqm's tests dump every
// stage the same way). The configuration is EngineTests': one iPhone SE environment, a one-line
// label at a fixed 10 pt in a 100-pt box, the test font. Widths by hand at 10 pt (a–z 5 pt,
// A–Z 6 pt, space 2.5 pt): "Save" = 6 + 5 + 5 + 5 = 21; "Speichern und schliessen" =
// 6 + 8 × 5 + 2.5 + 3 × 5 + 2.5 + 10 × 5 = 116.
@Suite struct PipelineTests {
    let context: CheckContext
    let catalog: Catalog
    let entry: CatalogEntry

    init() throws {
        var configuration = EngineTests.configuration()
        configuration.locales = ["en", "de"]
        context = try CheckContext(configuration: configuration, text: try Fixtures.engine(), layout: .init())
        catalog = try #require(CatalogLoader.load([OneDevice.projectCatalog]).catalogs.first)
        entry = try #require(catalog.entry("button.save"))
    }

    @Test func planOneUseOneSlotOneLayout() throws {
        let plan = CheckPipeline.plan(entry, of: catalog, context)
        #expect(plan.sourceLocale == "en" && plan.sourceValues.map(\.text) == ["Save"] && plan.problems.isEmpty)
        let use = try #require(plan.uses.first)
        #expect(plan.uses.count == 1 && use.from == "default")
        #expect(use.element.slots.count == 1 && use.element.slots[0].environments == [0])
        #expect(use.element.layoutKeys == [LayoutKey(weight: .regular, size: 10, wrap: nil)])
        #expect(use.rules.map { type(of: $0).description.id }
            == ["clipped", "truncated-width", "locale-overflow", "readable-width", "margin", "touch-target"])
    }

    @Test func textsAreEveryCheckedValueWithItsSource() {
        let jobs = CheckPipeline.texts(CheckPipeline.plan(entry, of: catalog, context), context)
        #expect(jobs.map { "\($0.locale) \($0.variant) \($0.text) ← \($0.source?.text ?? "-")" }
            == ["en base Save ← -", "de base Speichern und schliessen ← Save"])
    }

    @Test func eachStageHandsOnPlainValues() throws {
        let plan = CheckPipeline.plan(entry, of: catalog, context)
        let use = try #require(plan.uses.first)
        let jobs = CheckPipeline.texts(plan, context)
        let german = jobs[1]

        let prepared = try CheckPipeline.prepare(german, use, context)
        #expect(prepared.faces == ["TypeFitTest-Regular"] && prepared.missing == nil)
        #expect(prepared.texts.keys.sorted { $0.value < $1.value } == [.regular])

        var layouts = 0
        let laid = try CheckPipeline.layOut(prepared.texts, use.element, counting: &layouts)
        #expect(laid.layouts.map(\.lineWidths) == [[116]] && laid.natural == [116] && layouts == 1)
        let source = try CheckPipeline.layOut(CheckPipeline.prepare(jobs[0], use, context).texts, use.element,
                                              counting: &layouts)
        #expect(source.natural == [21] && layouts == 2)

        let cells = CheckPipeline.cells(laid, source: source, use.element, checksLocales: true)
        #expect(cells.count == 1 && cells[0].problem == .tooWide(width: 116, available: 100) && cells[0].overflowIsLocales)

        // The source fits, so the cut is the translation's: locale-overflow, and truncated-width stays quiet.
        let violations = CheckPipeline.judge(cells, use.rules)
        #expect(violations.map { "\($0.rule) @\($0.slot): \($0.violation.message)" }
            == ["locale-overflow @0: translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)"])
    }

    @Test func aKeyFoldsIntoOneFindingPerRuleLocaleAndVariant() {
        let outcome = CheckPipeline.checkKey(entry, of: catalog, context)
        #expect(outcome.findings.map { "\($0.rule) \($0.locale ?? "") \($0.variant ?? "")" } == ["locale-overflow de base"])
        // Two texts; three layouts: the English text, the German text and its source (laid out for it).
        #expect(outcome.texts == 2 && outcome.layouts == 3 && outcome.problems.isEmpty)
    }

    @Test func aTextThatCannotBeLaidOutIsAnInputProblemNotAFit() throws {
        let location = SourceLocation(file: "Big.xcstrings", line: 7, column: 9)
        let tooLong = String(repeating: "a", count: TextInput.maximumLength + 1)
        let big = CatalogEntry(key: "big", location: location, localizations: [
            "en": [CatalogValue(key: "big", locale: "en", text: "Big", location: location)],
            "de": [CatalogValue(key: "big", locale: "de", text: tooLong, location: location)],
        ])
        let small = CatalogEntry(key: "small", location: location, localizations: [
            "en": [CatalogValue(key: "small", locale: "en", text: "aaaaaaaaaaaaaaaaaaaaaaaa", location: location)],
        ])
        let catalog = Catalog(format: .xcstrings, name: "Big", files: ["Big.xcstrings"], sourceLanguage: "en",
                              entries: [big, small], locales: ["de", "en"])
        let report = CheckPipeline.run(context, catalogs: [catalog], problems: [], baseline: nil, version: "",
                                       progress: nil, shouldStop: nil)
        #expect(report.problems.map(\.description) == [
            "Big.xcstrings:7:9: error: key 'big' (de, base): the text cannot be laid out: the text is 4194305 UTF-16 "
                + "code units long; the limit is 4194304",
        ])
        // The rest is still checked: "small" is 24 × 5 = 120 pt in the 100-pt box.
        #expect(report.findings.map { "\($0.rule) \($0.key)" } == ["truncated-width small"])
        #expect(report.statistics.texts == 2)
    }
}
