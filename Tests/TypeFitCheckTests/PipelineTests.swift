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
        context = try CheckContext(configuration: configuration, text: try Fixtures.engine(), layout: .init(), sources: nil)
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
            == ["clipped", "truncated-width", "locale-overflow", "source-headroom", "readable-width", "margin",
                "touch-target", "width-variant"])
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
        let cell = try #require(cells.first).cell
        #expect(cells.count == 1 && cell.problem == .tooWide(width: 116, available: 100) && cell.overflowIsLocales)

        // The source fits, so the cut is the translation's: locale-overflow, and truncated-width stays quiet.
        var violations: [SlotViolation] = []
        CheckPipeline.judge(cells, use.rules) { violations.append($0) }
        #expect(violations.map { "\($0.rule) @\($0.slot): \($0.violation.message)" }
            == ["locale-overflow @0: translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)"])
    }

    @Test func aKeyFoldsIntoOneFindingPerRuleLocaleAndVariant() {
        let outcome = CheckPipeline.checkKey(entry, of: catalog, context)
        #expect(outcome.findings.map { "\($0.rule) \($0.locale ?? "") \($0.variant ?? "")" } == ["locale-overflow de base"])
        // Two texts; three layouts: the English text, the German text and its source (laid out for it).
        #expect(outcome.texts == 2 && outcome.layouts == 3 && outcome.problems.isEmpty)
    }

    /// A text an earlier key laid out in the same locale and element is looked up, not laid out
    /// again: after "button.save", its German text is kept with its hand-computed width.
    @Test func aTextAnEarlierKeyLaidOutIsLookedUp() throws {
        _ = CheckPipeline.checkKey(entry, of: catalog, context)
        let use = try #require(CheckPipeline.plan(entry, of: catalog, context).uses.first)
        var madeAgain = false
        let key = LayoutMemo.Key(plan: use.element.id, locale: "de", text: "Speichern und schliessen",
                                 checksGlyphs: use.checksGlyphs)
        let kept = try context.layouts.laidOut(key) {
            madeAgain = true
            return try CheckPipeline.laidOut("Speichern und schliessen", LocaleTag("de"), use, context)
        }
        #expect(!madeAgain && kept.laid.natural == [116] && kept.layouts == 1 && kept.faces == ["TypeFitTest-Regular"])
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

/// Which settings a key is checked with: what the source says < the first matching layout rule <
/// the comment hint, field by field; fields none of them sets keep the element's own defaults;
/// `layout.default` only for keys nothing else speaks about.
@Suite struct SettingsPrecedenceTests {
    let location = SourceLocation(file: "App/SettingsView.swift", line: 42, column: 9)

    func entry(_ key: String, comment: String? = nil) -> CatalogEntry {
        let where_ = SourceLocation(file: "L.xcstrings", line: 3, column: 5)
        return CatalogEntry(key: key, comment: comment, location: where_, localizations: [
            "en": [CatalogValue(key: key, locale: "en", text: "Save", location: where_)],
        ])
    }

    func plan(_ entry: CatalogEntry, rules: [ElementRule] = [], uses: [SourceUse]? = nil,
              setAside: Set<String> = []) throws -> KeyPlan {
        var configuration = OneDevice.configuration()   // layout.default: a 10-pt one-line label, 100 pt wide
        configuration.elementRules = rules
        let catalog = Catalog(format: .xcstrings, name: "L", files: ["L.xcstrings"], sourceLanguage: "en",
                              entries: [entry], locales: ["en"])
        let context = try CheckContext(configuration: configuration, text: try Fixtures.engine(), layout: .init(),
                                       sources: uses.map {
                                           var layout = SourceLayout(uses: $0, files: ["swift": 1], setAside: setAside.count)
                                           layout.setAsideKeys = setAside
                                           return layout
                                       })
        return CheckPipeline.plan(entry, of: catalog, context)
    }

    @Test func aDefaultThatDisablesAllLimitsTheCheckToTheKeysRulesMatch() throws {
        // Two keys of 24 letters, 24 × 5 = 120 pt at 10 pt; the German value is the English one, marked
        // new (so it is untranslated).
        // `layout.default: {disable: all}` and a rule for "a.*": a 10-pt one-line label 100 pt wide.
        let where_ = SourceLocation(file: "L.xcstrings", line: 3, column: 5)
        let entries = ["a.long", "b.long"].map { key in
            CatalogEntry(key: key, location: where_, localizations: [
                "en": [CatalogValue(key: key, locale: "en", text: String(repeating: "a", count: 24), location: where_)],
                "de": [CatalogValue(key: key, locale: "de", text: String(repeating: "a", count: 24), state: .new,
                                    location: where_)],
            ])
        }
        let catalog = Catalog(format: .xcstrings, name: "L", files: ["L.xcstrings"], sourceLanguage: "en",
                              entries: entries, locales: ["de", "en"])
        func findings(disablingAll: Bool) throws -> [String] {
            var configuration = OneDevice.configuration()
            if disablingAll { configuration.defaults.disabledRules = ["all"] }
            configuration.elementRules = [ElementRule(
                pattern: .glob("a.*"),
                settings: ElementSettings(font: CustomFont(size: 10, relativeTo: nil), lines: 1, width: .fixed(100)), line: 9)]
            let context = try CheckContext(configuration: configuration, text: try Fixtures.engine(), layout: .init(),
                                           sources: nil)
            return CheckPipeline.run(context, catalogs: [catalog], problems: [], baseline: nil, version: "", progress: nil,
                                     shouldStop: nil).findings.map { "\($0.rule) \($0.key) \($0.locale ?? "")" }
        }
        // The matched key keeps every rule, layout and catalog alike; the other key is not checked.
        // (The German copies the English text: its cut is the source's, told once, for English.)
        let limited = try findings(disablingAll: true)
        #expect(limited == ["untranslated a.long de", "truncated-width a.long en"])
        // Without the default's `disable: all`, both keys are (the default: a 10-pt label, 100 pt wide).
        let all = try findings(disablingAll: false)
        #expect(all == ["untranslated a.long de", "truncated-width a.long en",
                        "untranslated b.long de", "truncated-width b.long en"])
    }

    @Test func aRuleThatSetsOnlyTheElementKeepsTheElementsOwnDefaults() throws {
        // The default says one line; an alert message wraps (lines 0) and is 270 − 2 × 16 = 238 pt wide.
        let rule = ElementRule(pattern: .exact("alert.body"), settings: ElementSettings(element: .alertMessage), line: 7)
        let use = try #require(try plan(entry("alert.body"), rules: [rule]).uses.first)
        #expect(use.element.slots.map(\.geometry.lineLimit) == [0] && use.element.slots.map(\.geometry.width) == [238])
        #expect(use.from.hasSuffix(":7") && use.view == nil)
    }

    @Test func layoutDefaultIsForKeysNothingElseSpeaksAbout() throws {
        let use = try #require(try plan(entry("plain")).uses.first)
        #expect(use.from == "default" && use.element.slots.map(\.geometry.width) == [100])
        #expect(use.element.slots.map(\.geometry.pointSize) == [10])
    }

    @Test func theSourceThenTheRuleThenTheHintFieldByField() throws {
        // The source: a SwiftUI Text at 15 pt relative to body, no line limit.
        let text = SourceUse(key: "save", settings: ElementSettings(element: .multilineLabel, font: CustomFont(size: 15),
                                                                     lines: 0),
                             location: location, pattern: "SwiftUI Text", grade: .a)
        let fromSource = try #require(try plan(entry("save"), uses: [text]).uses.first)
        #expect(fromSource.from == "source" && fromSource.view == text)
        #expect(fromSource.settings == ElementSettings(element: .multilineLabel, font: CustomFont(size: 15), lines: 0))
        // A rule that sets only the element keeps the source's font and line limit.
        let button = ElementRule(pattern: .glob("sav*"), settings: ElementSettings(element: .button), line: 12)
        let ruled = try #require(try plan(entry("save"), rules: [button], uses: [text]).uses.first)
        #expect(ruled.settings == ElementSettings(element: .button, font: CustomFont(size: 15), lines: 0))
        #expect(ruled.from.hasSuffix(":12") && ruled.view == text)
        // The hint has the last word on the fields it sets.
        let hinted = try #require(try plan(entry("save", comment: "typefit: lines=2"), rules: [button], uses: [text]).uses.first)
        #expect(hinted.settings == ElementSettings(element: .button, font: CustomFont(size: 15), lines: 2))
        #expect(hinted.from == "comment hint")
    }

    @Test func aKeyDrawnInTwoElementsIsCheckedInEachOnce() throws {
        let label = SourceUse(key: "save", settings: ElementSettings(element: .multilineLabel, lines: 0),
                              location: location, pattern: "SwiftUI Text", grade: .a)
        var again = label
        again.location.line = 80
        let alert = SourceUse(key: "save", settings: ElementSettings(element: .alertButton),
                              location: SourceLocation(file: "App/Alert.swift", line: 3, column: 1),
                              pattern: "UIAlertAction(title:)", grade: .a)
        let uses = try plan(entry("save"), uses: [label, again, alert]).uses
        #expect(uses.map(\.view?.location.line) == [42, 3])
    }

    @Test func aKeyUsedOnlyWhereItIsNotDrawnHasNoLayout() throws {
        let accessibility = SourceUse(key: "save", kind: .notDrawn, settings: ElementSettings(), location: location,
                                      pattern: "SwiftUI .accessibilityLabel", grade: .a, reason: "accessibility label")
        let planned = try plan(entry("save"), uses: [accessibility])
        #expect(planned.uses.isEmpty && planned.findings.isEmpty)
    }

    /// A key drawn only under `#if os(macOS)` or in a macOS target is not unused, and the iOS
    /// check has no element to lay it out in: only the catalog rules speak about it.
    @Test func aKeyUsedOnlyInAnotherPlatformsCodeIsNeitherUnusedNorLaidOut() throws {
        let planned = try plan(entry("mac.only"), uses: [], setAside: ["mac.only"])
        #expect(planned.uses.isEmpty && planned.findings.isEmpty)
    }

    @Test func aKeyTheSourceNeverUsesIsANoteAndStillChecked() throws {
        let planned = try plan(entry("stale"), uses: [])
        #expect(planned.uses.map(\.from) == ["default"])
        #expect(planned.findings.map { "\($0.rule) \($0.severity) \($0.message)" } == [
            "unused-key note 'stale' is used nowhere in the app's source (1 swift read); checked as the default element",
        ])
    }
}
