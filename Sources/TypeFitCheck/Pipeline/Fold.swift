import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitDynamicType
import TypeFitLocale

/// Findings are folded per (rule, locale, variation path, use): substitution expansions and all
/// environments of one value make one finding. The cut rules share one fold (`FoldKey.cut`): a
/// string is cut once, whichever rule each environment told it with.
struct FoldKey: Hashable {
    let rule: String
    let path: VariationPath
    let locale: String
    let use: Int

    /// The rule of the fold that gathers `clipped`, `truncated-width` and `locale-overflow`.
    static let cut = "(cut)"
}

/// The violations of one fold key so far.
struct Fold {
    let value: CatalogValue
    /// The text, variant, substitution choices, place, faces and placeholder samples of the
    /// expansion with the worst violation.
    var text: String
    var variant: String
    var choices: [String: PluralCategory]
    var location: SourceLocation
    var faces: [String]
    var samples: [PlaceholderSample]
    var worstOverflow = -Double.infinity
    /// Per size category: the worst violation and the slot it happened in.
    var worstByCategory: [ContentSizeCategory: (Violation, Int)] = [:]
    /// The slots with a violation; their environments are gathered once, for the finding.
    var slots: Set<Int> = []
    /// The highest severity a violation asked for (margin: out of the safe area is an error).
    var escalation: FindingSeverity?
    /// A violation of the whole text, not of a cell (missing glyphs).
    var catalogWide: Violation?
    /// A cut's verdicts per size category: which rule told the text's own cut there (`clipped` or
    /// `truncated-width`, the worst), and whether the source fits everywhere the text is cut there.
    var cutBySize: [ContentSizeCategory: CutAtSize] = [:]

    init(_ job: TextJob, faces: [String]) {
        self.value = job.value
        self.text = job.text
        self.variant = job.variant
        self.choices = job.choices
        self.location = job.location
        self.faces = faces
        self.samples = job.samples
    }

    mutating func add(_ violation: Violation, slot: Slot, index: Int, job: TextJob, faces: [String]) {
        slots.insert(index)
        let category = slot.geometry.category
        if !(worstByCategory[category].map { $0.0.overflow >= violation.overflow } ?? false) {
            worstByCategory[category] = (violation, index)
        }
        if violation.overflow > worstOverflow {
            worstOverflow = violation.overflow
            self.text = job.text
            self.variant = job.variant
            self.choices = job.choices
            self.location = job.location
            self.faces = faces
            self.samples = job.samples
        }
        if let severity = violation.severity { escalation = max(escalation ?? severity, severity) }
    }

    /// Records which cut rule judged a cell at `category`.
    mutating func noteCut(_ rule: String, overflow: Double, at category: ContentSizeCategory) {
        var cut = cutBySize[category] ?? CutAtSize()
        if rule != LocaleOverflowRule.description.id {
            cut.sourceFitsEverywhere = false
            if overflow > cut.textOverflow {
                cut.textRule = rule
                cut.textOverflow = overflow
            }
        }
        cutBySize[category] = cut
    }

    /// The environments of the slots with a violation, in matrix order.
    func environments(in element: ElementPlan, of count: Int) -> [Int] {
        var marked = [Bool](repeating: false, count: count)
        for slot in slots {
            for environment in element.slots[slot].environments where environment < count { marked[environment] = true }
        }
        return marked.indices.filter { marked[$0] }
    }

    /// The smallest size category with a violation.
    var firstCategory: ContentSizeCategory? { worstByCategory.keys.min() }

    /// The rule that tells a cut: `locale-overflow` when the source fits wherever the text is cut
    /// at the first size it is cut at, else the text's own (`clipped` or `truncated-width`) there.
    var cutRule: String? {
        guard let first = firstCategory, let cut = cutBySize[first] else { return nil }
        return cut.sourceFitsEverywhere ? LocaleOverflowRule.description.id : cut.textRule
    }
}

/// What the cut rules said at one size category.
struct CutAtSize {
    var sourceFitsEverywhere = true
    var textRule: String?
    var textOverflow = -Double.infinity
}

/// The folds of one key, in the order they were first met.
struct Folds {
    private var folds: [FoldKey: Fold] = [:]
    private var order: [FoldKey] = []

    /// A violation of the whole text (missing glyphs).
    mutating func add(_ violation: Violation, rule: String, job: TextJob, faces: [String], use: Int) {
        let key = FoldKey(rule: rule, path: job.value.path, locale: job.locale, use: use)
        if folds[key] == nil { order.append(key) }
        folds[key, default: Fold(job, faces: faces)].catalogWide = violation
    }

    /// A violation in one slot.
    mutating func add(_ violation: SlotViolation, job: TextJob, faces: [String], slot: Slot, use: Int) {
        let isCut = RuleRegistry.cutRuleIDs.contains(violation.rule)
        let key = FoldKey(rule: isCut ? FoldKey.cut : violation.rule, path: job.value.path, locale: job.locale, use: use)
        if folds[key] == nil { order.append(key) }
        folds[key, default: Fold(job, faces: faces)]
            .add(violation.violation, slot: slot, index: violation.slot, job: job, faces: faces)
        if isCut {
            folds[key]?.noteCut(violation.rule, overflow: violation.violation.overflow, at: slot.geometry.category)
        }
    }

    func findings(_ make: (FoldKey, Fold) -> Finding?) -> [Finding] {
        order.compactMap { key in folds[key].flatMap { make(key, $0) } }
    }
}
