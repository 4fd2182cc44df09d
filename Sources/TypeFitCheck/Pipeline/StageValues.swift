import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitLocale

// The plain values `CheckPipeline`'s stages hand each other, in pipeline order.

/// Stage 1: what one key is checked as.
struct KeyPlan {
    let entry: CatalogEntry
    let catalog: Catalog
    /// The locale translations are compared with: the config's `source-locale`, else the catalog's.
    let sourceLocale: String
    let sourceValues: [CatalogValue]
    /// The locales that have a value of their own for the key (not the source's shown instead).
    var translatedLocales: Set<String> {
        Set(catalog.locales.filter { locale in entry.values(for: locale).contains { !$0.isFallback } })
    }
    /// The places the key is drawn, each checked on its own (none when every rule is off for it,
    /// or when the source uses it only where it is not drawn).
    var uses: [KeyUse] = []
    /// A hint that does not parse, an element with no size at a category.
    var problems: [InputProblem] = []
    /// Findings about the key as a whole (`unused-key`).
    var findings: [Finding] = []
}

/// One place a key is drawn: the element, where its settings came from and the rules that apply.
struct KeyUse {
    let settings: ElementSettings
    /// "comment hint", ".typefit.yml:12", "source" or "default".
    let from: String
    /// The source's use the settings start from, when the source pass found one.
    let view: SourceUse?
    let element: ElementPlan
    /// The rules that may report on this use.
    let rules: [any CheckRule]
    let checksGlyphs: Bool
    /// False when nothing says how the key is drawn (no use in the source, no layout rule or hint
    /// that sets more than `disable`, no declared `layout.default`): the element is typefit's guess,
    /// so only `locale-overflow` (and `width-variant`, which needs no box) reports, as a warning at most.
    let layoutKnown: Bool
    /// Whether locale-overflow is on: then a cut the source does not have is told by it alone.
    var checksLocales: Bool { rules.contains { $0 is LocaleOverflowRule } }

    /// The rules that judge each cell: `rules`, and every cut rule when one of them is on, so the
    /// fold sees each cut whichever rule would tell it and can choose the one that does. In a
    /// guessed element no other cut rule judges: where the source does not fit the guessed box
    /// either, nothing is claimed.
    var judging: [any CheckRule] {
        let ids = Set(rules.map { type(of: $0).description.id })
        guard layoutKnown, !ids.isDisjoint(with: RuleRegistry.cutRuleIDs) else { return rules }
        return RuleRegistry.cellRules.filter {
            let id = type(of: $0).description.id
            return ids.contains(id) || RuleRegistry.cutRuleIDs.contains(id)
        }
    }
}

/// Stage 2: one text to lay out — a value in a locale with its placeholders filled in.
struct TextJob {
    let locale: String
    let tag: LocaleTag
    let value: CatalogValue
    let text: String
    /// The variation path with the expansion's substitution choices: "plural=one [count=few]".
    let variant: String
    /// The plural form chosen for each `%#@name@` substitution.
    let choices: [String: PluralCategory]
    /// Where the text measured is written: a `.stringsdict`'s plural form, not its format key.
    let location: SourceLocation
    /// What its placeholders were replaced with.
    let samples: [PlaceholderSample]
    /// The source value it is compared with; nil for the source itself.
    let source: CatalogValue?
    /// For a `.stringsdict` width variant: the width it declares among its string's.
    var widthChoice: WidthVariantChoice? = nil
}

/// Stage 3: a job's text ready to lay out at every weight of its element.
struct PreparedJob {
    let texts: [FontWeight: PreparedText]
    /// The faces it is drawn in, by name.
    let faces: [String]
    /// Characters no face covers, when missing-glyphs is on and there are any.
    let missing: Violation?
}

/// Stage 4: one layout per layout key of the element, and each one's widest paragraph on one line.
struct LaidOutText: Sendable {
    let layouts: [TextLayout]
    let natural: [Double]
    /// Per slot, whether the text fits there (`FitProblem`): kept for a source text, which every
    /// translation compared with it is judged beside.
    var fits: [Bool]?
}

/// Stages 3 and 4 for one text in one element, as kept across keys (`LayoutMemo`): its layouts,
/// the faces it is drawn in at text sizes and at display sizes, and the characters no face covers.
struct LaidOutJob: Sendable {
    let laid: LaidOutText
    let faces: [String]
    /// The faces at the element's first display size (`ElementPlan.displaySize`), where Inter's
    /// static cuts switch to Inter Display; `faces` when the element has none.
    let displayFaces: [String]
    /// Characters no face covers, when missing-glyphs is judged and there are any.
    let missing: Violation?
    /// The layouts the element needs for the text, as the statistics count them (`layOut`).
    let layouts: Int

    /// What the memo holds for it: each layout's two arrays of line figures (shared arrays are
    /// counted once per layout, so this errs high).
    var estimatedBytes: Int {
        laid.layouts.reduce(256 + laid.natural.count * 8) { $0 + 96 + $1.lines * 16 }
            + (faces.count + displayFaces.count) * 32
    }
}

/// Stage 6: a rule's verdict in one slot.
struct SlotViolation {
    let rule: String
    /// Whether the rule is one of the cut rules, which share one fold.
    let isCut: Bool
    let violation: Violation
    let slot: Int
}

/// What one key yields: its findings, the input problems met on the way, and counts for the statistics.
struct KeyOutcome {
    var findings: [Finding]
    var problems: [InputProblem]
    var texts = 0
    var layouts = 0
    /// Whether the key is checked in typefit's guessed element (no layout known for it).
    var withoutLayout = false
    var times = KeyStageTimes()

    init(_ plan: KeyPlan) {
        findings = plan.findings
        problems = plan.problems
        withoutLayout = plan.uses.contains { !$0.layoutKnown }
    }
}

/// The time one key spent in each stage on its worker thread; the run adds them up (`--timings`).
struct KeyStageTimes {
    /// Plan and texts to shape.
    var planning = 0.0
    /// Preparing, shaping and breaking lines, the source's texts included.
    var layout = 0.0
    /// Cells and every rule's verdict on them, each violation handed to its fold.
    var rules = 0.0
    /// Folds made into findings.
    var folding = 0.0

    /// Seconds since `mark`, which moves to now: consecutive laps time consecutive stages.
    static func lap(_ mark: inout ContinuousClock.Instant) -> Double {
        let now = ContinuousClock.now
        defer { mark = now }
        return StageTimer.seconds(now - mark)
    }
}

/// The source texts of one key and use, laid out once each however many translations compare
/// with them. A source that cannot be laid out is reported once, and its translations are
/// checked without it.
struct SourceLayouts {
    private var made: [VariationPath: LaidOutText?] = [:]

    mutating func layouts(of value: CatalogValue, _ plan: KeyPlan, _ use: KeyUse, _ context: CheckContext,
                          outcome: inout KeyOutcome) -> LaidOutText? {
        if let known = made[value.path] { return known }
        var laid: LaidOutText?
        let locale = LocaleTag(plan.sourceLocale)
        if let text = context.expander.expand(value, in: plan.entry, locale: locale, arguments: use.view?.arguments ?? [])
            .first?.text, !text.isEmpty {
            do {
                let made = try CheckPipeline.laidOut(text, locale, use, context)
                outcome.layouts += made.layouts
                var source = made.laid
                let element = use.element
                source.fits = element.slots.indices.map { slot in
                    let index = element.layoutIndex[slot]
                    return FitProblem.of(source.layouts[index], naturalWidth: source.natural[index],
                                         in: element.slots[slot].geometry) == nil
                }
                laid = source
            } catch {
                outcome.problems.append(CheckPipeline.problem(value, plan, "the source text cannot be laid out: \(error)"))
            }
        }
        made[value.path] = laid
        return laid
    }
}
