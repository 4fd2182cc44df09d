import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitLayout
import TypeFitLocale

/// Runs the check matrix: every catalog value × every environment (device, orientation, window,
/// size category) through every rule (`CheckPipeline` has the stages). Shaping happens once per
/// text and weight; environments with equal geometry share one layout; keys are spread over all
/// cores; the findings come out in the same order whatever the thread timing. One engine serves
/// any number of runs and keeps the element plans it made.
package final class CheckEngine: Sendable {
    let context: CheckContext
    /// The tightest boxes of the keys drafts were asked about (`draftRoom`).
    let draftBoxes = DraftRoomStage.BoxesCache()

    /// Lays the configuration's devices, windows and sizes out into environments. `sources` is
    /// what the app's source says about each key (nil: no source was read). Fingerprints name
    /// files relative to `fingerprintBase`, by default the config's folder.
    package init(configuration: CheckConfiguration, text: TextEngine, layout: LayoutEngine = LayoutEngine(),
                 sources: SourceLayout? = nil, fingerprintBase: String? = nil) throws {
        context = try CheckContext(configuration: configuration, text: text, layout: layout, sources: sources,
                                   fingerprintBase: fingerprintBase)
    }

    package var configuration: CheckConfiguration { context.configuration }
    package var text: TextEngine { context.text }
    package var environmentCount: Int { context.environments.count }

    /// Checks catalogs. `problems` (files that could not be read) are carried into the report;
    /// `progress` is called with (keys done, keys in all) from worker threads. Workers ask
    /// `shouldStop` before each key; once it answers true the rest are skipped (the service's
    /// time limit), and the report holds the keys done so far. `timer` gets each stage's time.
    /// `selection`: only these keys, in these locales (nil: every key). `coversBaseline`: whether
    /// the engine lays out every size and device the baseline was written over, so that a
    /// baseline entry no finding matched is stale (`CheckReport.staleBaseline`).
    package func run(catalogs: [Catalog], problems: [InputProblem] = [], baseline: Baseline? = nil,
                     selection: KeySelection? = nil, coversBaseline: Bool = true, version: String = "",
                     timer: StageTimer? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                     shouldStop: (@Sendable () -> Bool)? = nil) -> CheckReport {
        CheckPipeline.run(context, catalogs: catalogs, problems: problems, baseline: baseline, selection: selection,
                          coversBaseline: coversBaseline, version: version, timer: timer, progress: progress,
                          shouldStop: shouldStop)
    }
}

/// One text a check shapes, with the fonts it is laid out in: (weight, point size) pairs.
package struct TextToShape: Sendable {
    package let locale: LocaleTag
    package let text: String
    package let fonts: [(weight: FontWeight, size: Double)]
}

extension CheckEngine {
    /// Every text a check of `catalogs` lays out — each value in every checked locale with its
    /// placeholders filled in (the source texts are among them) — at the weights and sizes its
    /// element draws it at: what the benchmark's raw-HarfBuzz floor shapes for the same work.
    package func textsToShape(_ catalogs: [Catalog]) -> [TextToShape] {
        var texts: [TextToShape] = []
        for catalog in catalogs {
            for entry in catalog.entries {
                let plan = CheckPipeline.plan(entry, of: catalog, context)
                for use in plan.uses {
                    let fonts = use.element.layoutKeys.map { (weight: $0.weight, size: $0.size) }
                    for job in CheckPipeline.texts(plan, context) {
                        texts.append(TextToShape(locale: job.tag, text: job.text, fonts: fonts))
                    }
                }
            }
        }
        return texts
    }
}

extension CheckConfiguration {
    /// The configured severity of a rule, nil when it is off.
    func severity(of id: String, default fallback: FindingSeverity) -> FindingSeverity? {
        guard let configured = severities[id] else { return fallback }
        return configured.severity
    }

    func isEnabled(_ rule: RuleDescription) -> Bool { severity(of: rule.id, default: rule.defaultSeverity) != nil }

    /// Whether the configuration checks `locale` (no `locales` list: every locale).
    package func includes(_ locale: String) -> Bool {
        guard let locales else { return true }
        return locales.contains { $0.lowercased() == locale.lowercased() }
    }
}

extension CheckEngine {
    /// For each key and use of `catalogs`, the tightest box over the matrix and what each checked
    /// text leaves or lacks there (`BudgetStage`). `problems` (files that could not be read) are
    /// carried into the report.
    package func budgets(catalogs: [Catalog], problems: [InputProblem] = [], version: String = "") -> BudgetReport {
        BudgetStage.run(context, catalogs: catalogs, problems: problems, version: version)
    }
}

extension CheckEngine {
    /// The mean advance of each checked locale's characters in `catalogs`, in em: the divisor of
    /// every character estimate of a budget (`BudgetReport.characterWidths`).
    package func characterWidths(_ catalogs: [Catalog]) -> [String: Double] {
        BudgetStage.characterWidths(catalogs, context)
    }

    /// What the values of `locale` in `catalog`'s first entry (a draft: the service's one-key fit
    /// catalog) leave or lack in the tightest box of each use of the key. The boxes are made once
    /// per key and kept; a request lays the draft out once per use. `widths`: `characterWidths`
    /// of the project's catalogs.
    package func draftRoom(_ catalog: Catalog, locale: String, characterWidths widths: [String: Double]) -> DraftRoom {
        guard let entry = catalog.entries.first else { return DraftRoom(locale: locale, uses: [], problems: []) }
        let boxes = keyBoxes(entry, of: catalog, characterWidths: widths)
        return DraftRoomStage.room(entry, of: catalog, locale: locale, boxes: boxes, context, widths: widths)
    }

    /// The budget of each use of a key with only its source texts: the uses a page lists for the
    /// key before anything is typed. Kept with the boxes `draftRoom` uses.
    package func sourceBudgets(_ entry: CatalogEntry, of catalog: Catalog, characterWidths widths: [String: Double]) -> [KeyBudget] {
        keyBoxes(entry, of: catalog, characterWidths: widths).uses.map(\.template)
    }

    private func keyBoxes(_ entry: CatalogEntry, of catalog: Catalog, characterWidths widths: [String: Double]) -> DraftRoomStage.KeyBoxes {
        let key = DraftRoomStage.BoxesKey(entry, of: catalog, sourceLocale: context.configuration.sourceLocale(for: catalog))
        return draftBoxes.boxes(key) { DraftRoomStage.boxes(entry, of: catalog, context, widths: widths) }
    }
}
