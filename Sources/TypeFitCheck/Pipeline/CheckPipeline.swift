import Dispatch
import Foundation
import Synchronization
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale

/// The check as one pipeline, read top to bottom. Each key goes through the same stages, and
/// each stage takes the fixed `CheckContext` and the plain value the stage before it made:
///
///     plan        key → its uses (element settings, where they came from) × the element's plan
///     texts       every value in every checked locale, placeholders filled in → [TextJob]
///     prepare     a job → its text, ready to lay out at every weight the element uses
///     lay out     a prepared text → one layout per distinct (weight, size, wrap width)
///     cells       layouts → one `Cell` per slot (environments with equal geometry)
///     judge       cells → violations, rule by rule
///     fold        violations of one value, locale and use → one finding
///
/// and then, over every key: sort, suppress, baseline. A text that cannot be prepared or laid
/// out is an `InputProblem` at its value's location, never a silent skip or a zero width.
enum CheckPipeline {
    /// Runs every key of `catalogs` on every core. `progress` gets (keys done, keys in all);
    /// workers ask `shouldStop` before each key, and the report holds the keys done by then.
    static func run(_ context: CheckContext, catalogs all: [Catalog], problems: [InputProblem], baseline: Baseline?,
                    selection: KeySelection? = nil, coversBaseline: Bool = true,
                    version: String, timer: StageTimer? = nil, progress: (@Sendable (Int, Int) -> Void)?,
                    shouldStop: (@Sendable () -> Bool)?) -> CheckReport {
        let started = Date()
        let clockStarted = ContinuousClock.now
        // Keys left out of the selection are not checked at all; those in it are, and their
        // findings in the locales left out are dropped below.
        let catalogs = selection.map { selection in
            all.map { catalog in
                var selected = catalog
                selected.entries = catalog.entries.filter { selection.locales(of: $0.key, in: catalog.name) != nil }
                return selected
            }
        } ?? all
        // Every catalog, selected or not: the project's target languages and how much longer each is.
        let context = context.measuringTranslations(all)
        let units = catalogs.enumerated().flatMap { c, catalog in catalog.entries.indices.map { (c, $0) } }
        let outcomes = Mutex<[KeyOutcome?]>(Array(repeating: nil, count: units.count))
        let done = Atomic<Int>(0)
        let next = Atomic<Int>(0)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, units.count))
        // Every catalog, selected or not: a sibling's text is measured whichever keys are checked.
        let siblings = SiblingWidths(all)
        WorkerThreads.run(workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < units.count, shouldStop?() != true else { break }
                let (c, e) = units[index]
                let outcome = checkKey(catalogs[c].entries[e], of: catalogs[c], context, siblings: siblings)
                outcomes.withLock { $0[index] = outcome }
                progress?(done.wrappingAdd(1, ordering: .relaxed).newValue, units.count)
            }
        }
        timer?.record(Stage.keys, seconds: StageTimer.seconds(since: clockStarted))
        // Each key's findings move into the report's one list as its outcome is let go, so the
        // findings are never held twice.
        var findings: [Finding] = []
        let keys = outcomes.withLock { outcomes in
            var keys: [KeyOutcome] = []
            keys.reserveCapacity(outcomes.count)
            for index in outcomes.indices {
                guard var outcome = outcomes[index] else { continue }
                outcomes[index] = nil
                findings.append(contentsOf: outcome.findings)
                outcome.findings = []
                keys.append(outcome)
            }
            return keys
        }
        if let timer {
            let times = keys.map(\.times)
            timer.record(Stage.planning, seconds: times.reduce(0) { $0 + $1.planning }, summedOverThreads: true)
            timer.record(Stage.layout, seconds: times.reduce(0) { $0 + $1.layout }, summedOverThreads: true)
            timer.record(Stage.rules, seconds: times.reduce(0) { $0 + $1.rules }, summedOverThreads: true)
            timer.record(Stage.folding, seconds: times.reduce(0) { $0 + $1.folding }, summedOverThreads: true)
        }
        var mark = ContinuousClock.now
        for catalog in catalogs { findings += catalogFindings(catalog, context) }
        if let selection { findings.removeAll { !selection.contains($0.key, in: $0.catalog, locale: $0.locale) } }
        timer?.record(Stage.catalogRules, seconds: KeyStageTimes.lap(&mark))
        // A run stopped early, or over fewer sizes or devices than the configuration's, cannot
        // tell a fixed finding from one it did not look for.
        let scope = coversBaseline && keys.count == units.count ? BaselineScope(catalogs: all, selection: selection, context) : nil
        let report = report(keys, findings: findings, catalogs: catalogs, problems: problems,
                            baseline: baseline, scope: scope, version: version, started: started, context)
        timer?.record(Stage.sorting, seconds: KeyStageTimes.lap(&mark))
        return report
    }

    /// The names of the stages `run` times, for `StageTimer`.
    package enum Stage {
        package static let keys = "checking every key"
        package static let planning = "planning"
        package static let layout = "layout"
        package static let rules = "rules"
        package static let folding = "folding"
        package static let catalogRules = "catalog rules"
        package static let sorting = "sorting, suppressions, baseline"
    }

    /// One key through every stage. `siblings` measures the labels beside a use's view, whose
    /// texts its box depends on (nil: none are measured, and such a box is the room they share).
    static func checkKey(_ entry: CatalogEntry, of catalog: Catalog, _ context: CheckContext,
                         siblings: SiblingWidths? = nil) -> KeyOutcome {
        var mark = ContinuousClock.now
        let plan = plan(entry, of: catalog, context)
        var outcome = KeyOutcome(plan)
        for (useIndex, use) in plan.uses.enumerated() {
            let jobs = texts(plan, context, arguments: use.view?.arguments ?? [])
            guard let siblings, case .solved(let box)? = use.settings.width, box.siblings.contains(where: { !$0.givesWay })
            else {
                check(use, index: useIndex, jobs: jobs, plan, context, outcome: &outcome, mark: &mark)
                continue
            }
            // A box that depends on a sibling's text is the locale's own: each locale in the
            // element its sibling leaves there.
            var locales: [String] = []
            for job in jobs where !locales.contains(job.locale) { locales.append(job.locale) }
            for locale in locales {
                let local: KeyUse
                do {
                    let settings = try siblings.resolved(use.settings, locale: locale, context)
                    local = KeyUse(settings: use.settings, from: use.from, view: use.view, element: try context.plan(for: settings),
                                   rules: use.rules, checksGlyphs: use.checksGlyphs, layoutKnown: use.layoutKnown)
                } catch {
                    outcome.problems.append(problem(entry.location, "key '\(entry.key)' (\(locale)): the sibling's text "
                                                    + "cannot be measured: \(error)"))
                    continue
                }
                check(local, index: useIndex, jobs: jobs.filter { $0.locale == locale }, plan, context, outcome: &outcome,
                      mark: &mark)
            }
        }
        outcome.times.planning += KeyStageTimes.lap(&mark)
        return outcome
    }

    /// Stages 3 to 7 for the texts `jobs` of one use of a key.
    private static func check(_ use: KeyUse, index useIndex: Int, jobs: [TextJob], _ plan: KeyPlan, _ context: CheckContext,
                              outcome: inout KeyOutcome, mark: inout ContinuousClock.Instant) {
        var folds = Folds()
        var sources = SourceLayouts()
        let judging = use.judging
        // Whether the rules judge only the slots a text is cut in, for a plain text and a width variant.
        let cutsOnly = (plain: judging.allSatisfy { !type(of: $0).judgesFittingCells(widthVariant: false) },
                        widthVariant: judging.allSatisfy { !type(of: $0).judgesFittingCells(widthVariant: true) })
        let judgesHeadroom = judging.contains { $0 is SourceHeadroomRule }
        outcome.times.planning += KeyStageTimes.lap(&mark)
        for job in jobs {
            let made: LaidOutJob
            let widthVariant: [WidthVariantFit]?
            do {
                made = try laidOut(job.text, job.tag, use, context)
                widthVariant = try widthVariantFits(job, use.element, context)
            } catch {
                outcome.problems.append(problem(job.value, plan, "the text cannot be laid out: \(error)"))
                outcome.times.layout += KeyStageTimes.lap(&mark)
                continue
            }
            outcome.texts += 1
            outcome.layouts += made.layouts
            let source = job.source.flatMap { sources.layouts(of: $0, plan, use, context, outcome: &outcome) }
            outcome.times.layout += KeyStageTimes.lap(&mark)
            if let missing = made.missing {
                folds.add(missing, rule: MissingGlyphsRule.description.id, job: job, faces: made.faces, use: useIndex)
            }
            // The source text, where `source-headroom` is on, is judged where it fits too.
            let headroom = judgesHeadroom && job.locale == plan.sourceLocale && widthVariant == nil
                ? SourceHeadroom.of(job.value.text, sourceLocale: plan.sourceLocale, locales: context.targetLocales,
                                    translated: plan.translatedLocales, expansion: context.expansion) : nil
            let onlyWhereCut = (widthVariant == nil ? cutsOnly.plain : cutsOnly.widthVariant) && headroom == nil
            let cells = cells(made.laid, source: source, use.element, sameText: job.source?.text == job.value.text,
                              checksLocales: use.checksLocales, layoutKnown: use.layoutKnown, widthVariant: widthVariant,
                              onlyWhereCut: onlyWhereCut, headroom: headroom)
            judge(cells, judging) { violation in
                let slot = use.element.slots[violation.slot]
                // A finding names the faces measured at its size: Inter Display from 20 pt, not Inter.
                let faces = slot.geometry.pointSize >= OpticalCut.displayThreshold ? made.displayFaces : made.faces
                folds.add(violation, job: job, faces: faces, slot: slot, use: useIndex)
            }
            outcome.times.rules += KeyStageTimes.lap(&mark)
        }
        outcome.findings += folds.findings { findingOf($0, $1, plan: plan, use: use, context) }
        outcome.times.folding += KeyStageTimes.lap(&mark)
    }

    // MARK: - Stage 1: plan

    /// What a key is checked as: the element its settings describe (config defaults, then the first
    /// matching layout rule, then the key's comment hint), the rules that are on for it, and the
    /// source values translations are compared with.
    static func plan(_ entry: CatalogEntry, of catalog: Catalog, _ context: CheckContext) -> KeyPlan {
        let configuration = context.configuration
        let sourceLocale = configuration.sourceLocale(for: catalog)
        var plan = KeyPlan(entry: entry, catalog: catalog, sourceLocale: sourceLocale,
                           sourceValues: entry.values(for: sourceLocale).filter { !$0.isFallback })
        var hint: ElementSettings?
        if let comment = entry.comment {
            switch LayoutHint.parse(comment: comment, ruleIDs: RuleRegistry.ids) {
            case .success(let parsed)?: hint = parsed
            case .failure(let error)?: plan.problems.append(problem(entry.location, "key '\(entry.key)': \(error.message)"))
            case nil: break
            }
        }
        let rule = configuration.elementRules.first { $0.pattern.matches(entry.key) }
        let ruleFrom = rule.map { "\(configuration.file.map { ($0 as NSString).lastPathComponent } ?? "config"):\($0.line)" }
        // Field by field: what the source says < the first matching layout rule < the comment hint;
        // what none of them sets is the element's own default. `layout.default` is for keys nothing
        // else speaks about.
        var candidates: [(settings: ElementSettings, from: String, view: SourceUse?, layoutKnown: Bool)] = []
        let sourced = context.sources?.drawnUses(of: entry.key, in: catalog) ?? []
        for use in sourced {
            var settings = use.settings
            if let rule { settings = settings.overridden(by: rule.settings) }
            if let hint { settings = settings.overridden(by: hint) }
            // A key drawn the same way in several places is checked once (once per kind of
            // arguments its call sites pass: a literal "5 MiB" here, a user name there).
            let kinds = ArgumentKinds.kinds(use.arguments)
            guard !candidates.contains(where: { $0.settings == settings && ArgumentKinds.kinds($0.view?.arguments) == kinds })
            else { continue }
            candidates.append((settings, hint != nil ? "comment hint" : ruleFrom ?? "source", use, true))
        }
        // Not placed by the source: what the rule and hint declare, over the framework's defaults.
        let declaredSettings = configuration.settings(forKey: entry.key, hint: hint).settings
        if candidates.isEmpty, rule != nil || hint != nil {
            let settings = declaredSettings
            let declared = rule?.settings.describesLayout() == true || hint?.describesLayout() == true
            candidates.append((settings, hint != nil ? "comment hint" : ruleFrom ?? "default", nil, declared))
        }
        if candidates.isEmpty {
            if let sources = context.sources, sources.isUsed(entry.key) {
                // Used only where it is not drawn (an accessibility label, an intent): the catalog
                // rules speak about it, the layout rules have nothing to measure.
                return plan
            }
            var settings = declaredSettings
            // With nothing declared, a text written in several paragraphs is a text block, not a
            // one-line label: checking it as one line would only report its line breaks.
            if settings.lines == 1, entry.localizations.values.contains(where: { $0.contains { $0.text.contains("\n") } }) {
                settings.element = .multilineLabel
                settings.lines = 0
            }
            candidates.append((settings, "default", nil, configuration.declaresDefaultLayout))
            if let sources = context.sources, sources.readsCode { plan.findings += unusedKey(entry, catalog, sources, context) }
        }
        for (settings, from, view, layoutKnown) in candidates {
            let disabled = Set(settings.disabledRules ?? [])
            guard !disabled.contains("all") else { continue }
            var rules = context.rules.filter { !disabled.contains(type(of: $0).description.id) }
            // In a guessed element only the comparison with the source means something, and a width
            // variant's own declaration (it needs a font, not a box).
            if !layoutKnown { rules = rules.filter { $0 is LocaleOverflowRule || $0 is WidthVariantRule } }
            let checksGlyphs = context.missingGlyphs != nil && !disabled.contains(MissingGlyphsRule.description.id)
            guard !rules.isEmpty || checksGlyphs else { continue }
            do {
                plan.uses.append(KeyUse(settings: settings, from: from, view: view, element: try context.plan(for: settings),
                                        rules: rules, checksGlyphs: checksGlyphs, layoutKnown: layoutKnown))
            } catch {
                plan.problems.append(problem(entry.location, "key '\(entry.key)': \(error)"))
            }
        }
        return plan
    }

    /// The note for a key the app's source never uses (checked all the same, as if drawn in the
    /// default element): a stale key, or one reached in a way the source pass cannot follow.
    static func unusedKey(_ entry: CatalogEntry, _ catalog: Catalog, _ sources: SourceUseIndex,
                          _ context: CheckContext) -> [Finding] {
        let id = UnusedKeyRule.description.id
        guard let severity = context.configuration.severity(of: id, default: UnusedKeyRule.description.defaultSeverity)
        else { return [] }
        let read = sources.files.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let location = entry.location
        return [Finding(
            rule: id, severity: severity,
            message: "'\(entry.key)' is used nowhere in the app's source (\(read.isEmpty ? "no files" : read) read); "
                + "checked as the default element",
            key: entry.key, locale: nil, variant: nil, catalog: catalog.name, file: location.file, line: location.line,
            column: location.column, text: nil, sourceText: nil, element: nil, elementFrom: nil, textStyle: nil,
            weight: nil, faces: [], worst: nil, bySize: [], environments: 0, devices: [], categories: [],
            fingerprint: context.fingerprint(id, location.file, entry.key, nil, nil))]
    }

    // MARK: - Stage 2: texts to shape

    /// Every value of the key in every checked locale, once per placeholder expansion (plural
    /// substitutions), each with the source value it is compared with. Empty texts are left
    /// out: they fit any box, and the catalog rules speak about empty translations. `arguments`:
    /// what the use's call site passes for the format's arguments.
    static func texts(_ plan: KeyPlan, _ context: CheckContext, arguments: [CallSiteArgument] = []) -> [TextJob] {
        let configuration = context.configuration
        var jobs: [TextJob] = []
        for locale in plan.catalog.locales where configuration.includes(locale) {
            let tag = locale == "Base" ? LocaleTag(plan.catalog.sourceLanguage) : LocaleTag(locale)
            let isSource = locale == plan.sourceLocale
            let values = plan.entry.values(for: locale)
            for value in values where !value.isFallback {
                let source = isSource ? nil : sourceMatch(for: value.path, in: plan.sourceValues)
                let widthChoice = WidthVariantChoice(of: value, among: values)
                for expanded in context.expander.expand(value, in: plan.entry, locale: tag, arguments: arguments)
                where !expanded.text.isEmpty {
                    jobs.append(TextJob(locale: locale, tag: tag, value: value, text: expanded.text,
                                        variant: variant(value.path, expanded.substitutionChoices),
                                        choices: expanded.substitutionChoices, location: expanded.location,
                                        samples: expanded.samples, source: source, widthChoice: widthChoice))
                }
            }
        }
        return jobs
    }

    /// The source value a translation is compared with: the same variation path, else (a width
    /// variant) the source variant Foundation would show for the width it declares, else the same
    /// device with the `other` plural, else the plain string.
    static func sourceMatch(for path: VariationPath, in values: [CatalogValue]) -> CatalogValue? {
        let candidates = values.filter { $0.path.substitution == nil }
        if let same = candidates.first(where: { $0.path == path }) { return same }
        if let width = path.width {
            let variants = WidthVariantChoice.variants(of: path, in: candidates)
            if let picked = WidthVariantChoice.pick(variants.compactMap(\.path.width), for: width) {
                return variants.first { $0.path.width == picked }
            }
        }
        var other = path
        if other.plural != nil { other.plural = .other }
        if let plural = candidates.first(where: { $0.path == other }) { return plural }
        var device = VariationPath(device: path.device)
        if let match = candidates.first(where: { $0.path == device }) { return match }
        device.plural = .other
        if let match = candidates.first(where: { $0.path == device }) { return match }
        return candidates.first(where: { $0.path.isBase }) ?? candidates.first
    }

    /// The source text a finding shows beside the translation: with `%#@name@` substitutions
    /// (a `.stringsdict`), the source sentence expanded with the same plural choices (else `other`),
    /// as the translation is, not its format key.
    static func sourceSentence(for path: VariationPath, choices: [String: PluralCategory], _ plan: KeyPlan,
                               _ context: CheckContext, arguments: [CallSiteArgument] = []) -> String? {
        guard let source = sourceMatch(for: path, in: plan.sourceValues) else { return nil }
        guard !choices.isEmpty else { return source.text }
        let tag = plan.sourceLocale == "Base" ? LocaleTag(plan.catalog.sourceLanguage) : LocaleTag(plan.sourceLocale)
        let expansions = context.expander.expand(source, in: plan.entry, locale: tag, arguments: arguments)
        func matches(_ expansion: ExpandedText, _ wanted: (String) -> PluralCategory?) -> Bool {
            expansion.substitutionChoices.allSatisfy { name, category in wanted(name).map { $0 == category } ?? true }
        }
        let same = expansions.first { matches($0) { choices[$0] } }
        let other = expansions.first { matches($0) { _ in .other } }
        return (same ?? other ?? expansions.first)?.text ?? source.text
    }

    /// "plural=one", with the substitution choices of an expansion: "base [count=few]".
    static func variant(_ path: VariationPath, _ choices: [String: PluralCategory]) -> String {
        guard !choices.isEmpty else { return path.description }
        let chosen = choices.keys.sorted().map { "\($0)=\(choices[$0]?.rawValue ?? "?")" }.joined(separator: ",")
        return path.description + " [" + chosen + "]"
    }

    // MARK: - Stage 3: prepare

    /// The job's text split, analysed and ready to shape at each weight the element uses, with the
    /// faces it is drawn in and the characters no face covers. Faces and coverage belong to the
    /// text, not to a cell, so they are read once, from a layout at 17 pt (UIKit's body size) in
    /// the element's first weight.
    static func prepare(_ job: TextJob, _ use: KeyUse, _ context: CheckContext) throws -> PreparedJob {
        try prepare(job.text, job.tag, use, context)
    }

    static func prepare(_ text: String, _ tag: LocaleTag, _ use: KeyUse, _ context: CheckContext) throws -> PreparedJob {
        let texts = try preparedTexts(text, tag, use.element, context)
        // An element with no slots (an empty matrix) uses no weight: nothing to draw, nothing to read.
        guard let primary = texts[use.element.primaryWeight] else { return PreparedJob(texts: texts, faces: [], missing: nil) }
        let probe = try context.text.coverage(primary, size: 17)
        let faces = Self.faceNames(probe.fonts)
        let missing = use.checksGlyphs ? context.missingGlyphs?.evaluate(probe.missing) : nil
        return PreparedJob(texts: texts, faces: faces, missing: missing)
    }

    /// The faces a prepared text is drawn in at a size of the display cut (the 17-pt probe gave the text cut's).
    static func faces(of prepared: PreparedJob, _ use: KeyUse, size: Double, _ context: CheckContext) throws -> [String] {
        guard let primary = prepared.texts[use.element.primaryWeight] else { return prepared.faces }
        return faceNames(try context.text.coverage(primary, size: size).fonts)
    }

    private static func faceNames(_ fonts: [FaceUse]) -> [String] {
        Array(Set(fonts.map(\.name))).sorted()
    }

    static func preparedTexts(_ text: String, _ locale: LocaleTag, _ element: ElementPlan,
                              _ context: CheckContext) throws -> [FontWeight: PreparedText] {
        var prepared: [FontWeight: PreparedText] = [:]
        var first: PreparedText?
        for weight in element.weights {
            // Weights share the analysis that does not depend on the font (bidi, scripts, breaks).
            let made = try first?.withWeight(weight)
                ?? context.text.prepare(text, locale: locale, weight: weight, lineBreakStrategy: element.lineBreakStrategy)
            first = first ?? made
            prepared[weight] = made
        }
        return prepared
    }

    // MARK: - Stage 4: lay out

    /// Stages 3 and 4 for a text in a use's element, or what an earlier key found for the same
    /// text, locale and element (`LayoutMemo`).
    static func laidOut(_ text: String, _ tag: LocaleTag, _ use: KeyUse, _ context: CheckContext) throws -> LaidOutJob {
        let key = LayoutMemo.Key(plan: use.element.id, locale: tag.identifier, text: text, checksGlyphs: use.checksGlyphs)
        return try context.layouts.laidOut(key) {
            let prepared = try prepare(text, tag, use, context)
            var layouts = 0
            let laid = try layOut(prepared.texts, use.element, counting: &layouts)
            let display = try use.element.displaySize.map { try faces(of: prepared, use, size: $0, context) }
            return LaidOutJob(laid: laid, faces: prepared.faces, displayFaces: display ?? prepared.faces,
                              missing: prepared.missing, layouts: layouts)
        }
    }

    /// One layout per distinct (weight, size, wrap width) of the element, and each one's widest
    /// paragraph on one line. `layouts` counts the layouts the element needs, for the statistics,
    /// although widths that give the same lines share one line breaking.
    static func layOut(_ texts: [FontWeight: PreparedText], _ element: ElementPlan,
                       counting layouts: inout Int) throws -> LaidOutText {
        var laid: [TextLayout] = []
        var natural: [Double] = []
        var naturalByKey: [Double?] = Array(repeating: nil, count: element.naturalKeys.count)
        laid.reserveCapacity(element.layoutKeys.count)
        natural.reserveCapacity(element.layoutKeys.count)
        var wrapped = [TextLayout?](repeating: nil, count: element.layoutKeys.count)
        for group in element.wrapGroups {
            guard let prepared = texts[group.weight] else { throw LayoutFailure.noWeight(group.weight) }
            let made = try prepared.layouts(size: group.size, widths: group.keys.map { element.layoutKeys[$0].wrap ?? 1 })
            for (index, layout) in zip(group.keys, made) { wrapped[index] = layout }
        }
        for (index, key) in element.layoutKeys.enumerated() {
            guard let prepared = texts[key.weight] else { throw LayoutFailure.noWeight(key.weight) }
            let layout = try wrapped[index] ?? prepared.layout(size: key.size, width: key.wrap)
            layouts += 1
            let single = element.naturalIndex[index]
            let width: Double
            if key.wrap == nil {
                width = layout.width
            } else if let known = naturalByKey[single] {
                width = known
            } else {
                width = try prepared.layout(size: key.size).width
                layouts += 1
            }
            naturalByKey[single] = width
            laid.append(layout)
            natural.append(width)
        }
        return LaidOutText(layouts: laid, natural: natural)
    }

    // MARK: - Stage 5: cells

    /// One cell per slot: the slot's geometry with the text (and the source text) laid out at it,
    /// and for a width variant what it is held to there (`widthVariant`, one per slot).
    /// `onlyWhereCut`: no cell for the slots where the text fits, for rules that judge none
    /// (`CheckRule.judgesFittingCells`).
    static func cells(_ text: LaidOutText, source: LaidOutText?, _ element: ElementPlan, sameText: Bool = false,
                      checksLocales: Bool, layoutKnown: Bool = true, widthVariant: [WidthVariantFit]? = nil,
                      onlyWhereCut: Bool = false, headroom: SourceHeadroom? = nil) -> some Collection<(slot: Int, cell: Cell)> {
        let problems = element.cutGroupProbes.map { slot in
            let index = element.layoutIndex[slot]
            return FitProblem.of(text.layouts[index], naturalWidth: text.natural[index], in: element.slots[slot].geometry)
        }
        // Made as the judge asks for each one and let go after: a text's cells are never all held.
        return element.slots.indices.lazy.filter { slot in
            !onlyWhereCut || problems[element.cutGroupOf[slot]] != nil
        }.map { slot in
            let index = element.layoutIndex[slot]
            return (slot, Cell(geometry: element.slots[slot].geometry, text: text.layouts[index],
                               naturalWidth: text.natural[index], problem: problems[element.cutGroupOf[slot]],
                               source: source?.layouts[index], sourceNaturalWidth: source?.natural[index],
                               sourceFits: source?.fits?[slot], sameTextAsSource: sameText,
                               localeOverflowEnabled: checksLocales, layoutKnown: layoutKnown,
                               widthVariant: widthVariant?[slot], headroom: headroom))
        }
    }

    /// For a width variant, per slot: the width it declares in points at the slot's font (`em`, `pt`),
    /// and whether the app shows it in the slot's box — the variant `WidthVariantChoice` picks for
    /// the room the text has there (`available`), in the configured unit. For `characters` that room
    /// is counted in widths of "0" at the slot's font (CSS's `ch`): an estimate, as an app's own
    /// count would be. Nil for any other text.
    static func widthVariantFits(_ job: TextJob, _ element: ElementPlan, _ context: CheckContext) throws -> [WidthVariantFit]? {
        guard let choice = job.widthChoice else { return nil }
        let unit = context.configuration.widthVariantUnit
        let characters = job.text.count
        var zeroWidths: [LayoutKey: Double] = [:]
        return try element.slots.map { slot in
            let size = slot.geometry.pointSize
            let room = slot.geometry.available
            let points: Double?
            let presentation: Double
            switch unit {
            case .em:
                points = Double(choice.declared) * size
                presentation = room / size
            case .pt:
                points = Double(choice.declared)
                presentation = room
            case .characters:
                points = nil
                let key = LayoutKey(weight: slot.weight, size: size, wrap: nil)
                let zero = try zeroWidths[key] ?? context.text.prepare("0", locale: job.tag, weight: slot.weight)
                    .layout(size: size).width
                zeroWidths[key] = zero
                presentation = room / max(zero, FitProblem.epsilon)
            }
            return WidthVariantFit(declared: choice.declared, unit: unit, points: points, characters: characters,
                                   isShown: choice.isPicked(for: presentation))
        }
    }

    // MARK: - Stage 6: judge

    /// Every rule's verdict on every cell, slot by slot, handed to `found` as it is made: the key's
    /// folds take each violation in turn, and no list of a text's violations is kept. A width
    /// variant the app does not show in a cell's box is not drawn there: only its own declaration
    /// (`width-variant`) is judged.
    static func judge(_ cells: some Collection<(slot: Int, cell: Cell)>, _ rules: [any CheckRule],
                      _ found: (SlotViolation) -> Void) {
        let ids = rules.map { type(of: $0).description.id }
        let cuts = ids.map(RuleRegistry.cutRuleIDs.contains)
        let widthVariants = rules.map { $0 is WidthVariantRule }
        for (slot, cell) in cells {
            let isShown = cell.widthVariant?.isShown ?? true
            // By index: each rule is used where it is held, not copied out of the array per cell.
            for r in rules.indices where isShown || widthVariants[r] {
                guard let violation = rules[r].evaluate(cell) else { continue }
                found(SlotViolation(rule: ids[r], isCut: cuts[r], violation: violation, slot: slot))
            }
        }
    }

    // MARK: - Stage 7: fold into findings

    /// The finding of one fold: the worst occurrence, the worst per size, where it happens. A cut
    /// is told by the rule `Fold.cutRule` chooses, when that rule is on for the use; its severity
    /// follows the first size it happens at (`severity-by-size`) unless `rules:` sets the rule's.
    static func findingOf(_ key: FoldKey, _ fold: Fold, plan: KeyPlan, use: KeyUse, _ context: CheckContext) -> Finding? {
        let configuration = context.configuration
        var rule = key.rule
        if rule == FoldKey.cut {
            guard let chosen = fold.cutRule, use.rules.contains(where: { type(of: $0).description.id == chosen })
            else { return nil }
            rule = chosen
        }
        guard let defaultSeverity = RuleRegistry.description(of: rule)?.defaultSeverity,
              let configured = configuration.severity(of: rule, default: defaultSeverity) else { return nil }
        var severity: FindingSeverity
        if configuration.severities[rule] != nil {
            severity = configured
        } else if key.rule == FoldKey.cut, let bands = configuration.severityBySize, let first = fold.firstCategory {
            severity = bands.severity(from: first)
        } else {
            severity = max(configured, fold.escalation ?? configured)
        }
        // A guessed element is no ground for an error; nor is a box the system draws that Apple
        // gives no size for (a notification banner, the shortcut overlay, the widget gallery: every
        // term an estimate, `SystemSurfaces`) unless a rule's `width` fixes it. Such a finding says
        // the text is near or past what the surface is estimated to hold: a warning.
        if !use.layoutKnown { severity = min(severity, .warning) }
        if use.element.spec.kind.surface != nil, use.element.spec.width == nil { severity = min(severity, .warning) }
        let isRTL = LocaleTag(key.locale == "Base" ? plan.catalog.sourceLanguage : key.locale).isRightToLeft
        var bySize: [Occurrence] = []
        var worst: Occurrence?
        var worstSlot: Int?
        for category in ContentSizeCategory.allCases {
            guard let (violation, slotIndex) = fold.worstByCategory[category] else { continue }
            let occurrence = occurrence(violation, use.element.slots[slotIndex], spec: use.element.spec, isRTL: isRTL, context)
            bySize.append(occurrence)
            if let current = worst, current.overflow >= occurrence.overflow { continue }
            worst = occurrence
            worstSlot = slotIndex
        }
        var devices: [String] = []
        var seenDevices: Set<String> = []
        let environments = fold.environments(in: use.element, of: context.environments.count)
        for index in environments {
            // Environments come device by device: the set is asked only when the device changes.
            let id = context.environments[index].environment.device.id
            if devices.last != id, seenDevices.insert(id).inserted { devices.append(id) }
        }
        let sourceText = key.locale == plan.sourceLocale ? nil
            : sourceSentence(for: key.path, choices: fold.choices, plan, context, arguments: use.view?.arguments ?? [])
        let file = fold.value.location.file
        // A key drawn in several elements has a finding per element: the view tells them apart.
        let variantID = key.path.description + (plan.uses.count > 1 ? use.view.map { context.placeMark($0.location) } ?? "" : "")
        return Finding(
            rule: rule, severity: severity, message: worst?.message ?? fold.catalogWide?.message ?? "",
            key: plan.entry.key, locale: key.locale, variant: fold.variant, catalog: plan.catalog.name, file: file,
            line: fold.location.line, column: fold.location.column, text: fold.text,
            samples: fold.samples.isEmpty ? nil : fold.samples, sourceText: sourceText,
            element: use.settings.summary, elementFrom: use.from, textStyle: use.element.source.label,
            weight: use.element.slots.first?.weight.rawValue, faces: fold.faces, worst: worst, bySize: bySize,
            environments: environments.count, devices: devices, categories: bySize.map(\.category),
            firstBreaks: fold.firstCategory?.rawValue,
            fingerprint: context.fingerprint(rule, file, plan.entry.key, key.locale, variantID),
            view: use.view.map(SourceView.init),
            lineBreakStrategy: use.element.lineBreakStrategy == .standard ? nil : use.element.lineBreakStrategy.rawValue,
            widthFrom: WidthProvenance.widthFrom(use.settings, from: use.from, view: use.view),
            box: WidthProvenance.box(use.settings, points: worst?.scene.boxWidth ?? worst?.scene.available)
                ?? worstSlot.flatMap { systemBox(use.element.slots[$0], spec: use.element.spec, context) })
    }

    /// The box of a text the system draws outside the app's window (a notification's title), in the
    /// slot's first environment, in words; nil for the app's own elements and where a rule gives
    /// the width.
    static func systemBox(_ slot: Slot, spec: ElementSpec, _ context: CheckContext) -> String? {
        guard spec.kind.surface != nil, spec.width == nil else { return nil }
        let placed = context.environments[slot.environments.first ?? 0]
        let frame = context.layout.frame(for: spec, guides: placed.ltr, family: placed.environment.device.family)
        return frame.systemBox.map { WidthProvenance.box($0, points: frame.width ?? frame.availableWidth) }
    }

    /// Where a violation happened, with the scene to draw it in: the slot's first environment,
    /// mirrored for right-to-left locales.
    static func occurrence(_ violation: Violation, _ slot: Slot, spec: ElementSpec, isRTL: Bool,
                           _ context: CheckContext) -> Occurrence {
        let placed = context.environments[slot.environments.first ?? 0]
        let environment = placed.environment
        let guides = isRTL ? placed.rtl : placed.ltr
        return Occurrence(
            device: environment.device.id, deviceName: environment.device.name, orientation: environment.orientation.rawValue,
            window: environment.window.description, category: environment.category.rawValue,
            horizontalSizeClass: guides.sizeClasses.horizontal.rawValue, pointSize: slot.geometry.pointSize,
            measured: violation.measured, available: violation.available, overflow: violation.overflow,
            message: violation.message, scene: scene(slot, spec: spec, isRTL: isRTL, context))
    }

    /// The scene a slot is drawn in: the window of its first environment, with its guides and the
    /// element's box, mirrored for right-to-left locales.
    static func scene(_ slot: Slot, spec: ElementSpec, isRTL: Bool, _ context: CheckContext) -> Scene {
        let placed = context.environments[slot.environments.first ?? 0]
        let guides = isRTL ? placed.rtl : placed.ltr
        let frame = context.layout.frame(for: spec, guides: guides, family: placed.environment.device.family)
        func box(_ rect: LayoutRect) -> Scene.Box { Scene.Box(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
        return Scene(
            windowWidth: guides.bounds.width, windowHeight: guides.bounds.height, safeArea: box(guides.safeArea),
            margins: box(guides.margins), readable: box(guides.readable), boxX: frame.x, boxWidth: frame.width,
            boxHeight: frame.height, available: frame.availableWidth, lineLimit: frame.lineLimit,
            direction: isRTL ? "rtl" : "ltr")
    }

    /// The catalog's own findings (placeholders, plurals, states) in the same model.
    static func catalogFindings(_ catalog: Catalog, _ context: CheckContext) -> [Finding] {
        let configuration = context.configuration
        return CatalogLint.findings(catalog).compactMap { item in
            let rule = item.rule.rawValue
            guard let severity = configuration.severity(of: rule, default: item.severity) else { return nil }
            if let locale = item.locale, !configuration.includes(locale) { return nil }
            if let entry = catalog.entry(item.key) {
                let disabled = disabledRules(entry, of: catalog, context)
                if disabled.contains(rule) || disabled.contains("all") { return nil }
            }
            let variant = item.path?.description
            return Finding(
                rule: rule, severity: severity, message: item.message, key: item.key, locale: item.locale,
                variant: variant, catalog: catalog.name, file: item.location.file, line: item.location.line,
                column: item.location.column, text: nil, sourceText: nil, element: nil, elementFrom: nil, textStyle: nil,
                weight: nil, faces: [], worst: nil, bySize: [], environments: 0, devices: [], categories: [],
                fingerprint: context.fingerprint(rule, item.location.file, item.key, item.locale,
                                                 [variant, item.occurrence].compactMap { $0 }.joined(separator: " ")))
        }
    }

    /// The rules switched off for a key's catalog findings, with the plan stage's precedence: the
    /// matching layout rule and the hint when either speaks about the key; `layout.default` only
    /// for keys nothing else does (neither a rule, a hint nor the app's source), so a default of
    /// `disable: all` narrows the check to the keys given a layout without switching their rules off.
    static func disabledRules(_ entry: CatalogEntry, of catalog: Catalog, _ context: CheckContext) -> Set<String> {
        let configuration = context.configuration
        let hint = hint(of: entry)
        let rule = configuration.elementRules.first { $0.pattern.matches(entry.key) }
        if rule != nil || hint != nil {
            let settings = (rule?.settings ?? ElementSettings()).overridden(by: hint ?? ElementSettings())
            return Set(settings.disabledRules ?? [])
        }
        if let sources = context.sources, !sources.drawnUses(of: entry.key, in: catalog).isEmpty { return [] }
        return Set(configuration.defaults.disabledRules ?? [])
    }

    /// A key's comment hint when it parses (a hint that does not is reported by the plan stage).
    static func hint(of entry: CatalogEntry) -> ElementSettings? {
        guard let comment = entry.comment,
              case .success(let hint)? = LayoutHint.parse(comment: comment, ruleIDs: RuleRegistry.ids) else { return nil }
        return hint
    }

    // MARK: - Over every key: sort, suppress, baseline

    /// The report of `keys` (their statistics and problems) and of `findings` (every key's and the
    /// catalogs' own, in any order).
    static func report(_ keys: [KeyOutcome], findings: consuming [Finding], catalogs: [Catalog], problems: [InputProblem],
                       baseline: Baseline?, scope: BaselineScope? = nil, version: String, started: Date,
                       _ context: CheckContext) -> CheckReport {
        let configuration = context.configuration
        findings.sort(by: reportOrder)
        var staleBaseline: [String]?
        if let baseline, let scope {
            // Matched by any finding, suppressed or not: a suppressed finding is still there.
            let found = Set(findings.map(\.fingerprint))
            // Stale entries are named as the file writes them: `baseline prune` removes those lines.
            staleBaseline = baseline.fingerprints.filter { !found.contains(context.portable($0)) && scope.covers($0) }.sorted()
        }
        var suppressed = 0
        var baselined = 0
        let accepted = Set((baseline?.fingerprints ?? []).map(context.portable))
        findings.removeAll { finding in
            if configuration.suppressions.contains(where: { $0.matches(rule: finding.rule, key: finding.key, locale: finding.locale) }) {
                suppressed += 1
                return true
            }
            if accepted.contains(finding.fingerprint) {
                baselined += 1
                return true
            }
            return false
        }
        var statistics = CheckStatistics()
        statistics.catalogs = catalogs.count
        statistics.keys = catalogs.reduce(0) { $0 + $1.entries.count }
        statistics.locales = Array(Set(catalogs.flatMap { $0.locales.filter(configuration.includes) })).sorted()
        statistics.texts = keys.reduce(0) { $0 + $1.texts }
        statistics.devices = context.deviceCount
        statistics.environments = context.environments.count
        statistics.cells = statistics.texts * context.environments.count
        statistics.layouts = keys.reduce(0) { $0 + $1.layouts }
        statistics.keysWithoutLayout = keys.filter(\.withoutLayout).count
        statistics.seconds = Date().timeIntervalSince(started)
        let keyProblems = keys.flatMap(\.problems).sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.message)
        }
        var report = CheckReport(version: version, configuration: configuration.file, findings: findings, suppressed: suppressed,
                                 baselined: baselined, problems: problems + keyProblems, statistics: statistics)
        report.staleBaseline = staleBaseline
        return report
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.key != b.key { return a.key < b.key }
        if a.locale != b.locale { return (a.locale ?? "") < (b.locale ?? "") }
        if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
        return (RuleRegistry.positions[a.rule] ?? .max) < (RuleRegistry.positions[b.rule] ?? .max)
    }

    static func problem(_ location: SourceLocation, _ message: String) -> InputProblem {
        InputProblem(message, at: location)
    }

    static func problem(_ value: CatalogValue, _ plan: KeyPlan, _ message: String) -> InputProblem {
        problem(value.location, "key '\(plan.entry.key)' (\(value.locale), \(value.path)): \(message)")
    }
}

enum LayoutFailure: Error, CustomStringConvertible {
    case noWeight(FontWeight)

    var description: String {
        switch self {
        case .noWeight(let weight): "no \(weight.rawValue) text was prepared"
        }
    }
}
