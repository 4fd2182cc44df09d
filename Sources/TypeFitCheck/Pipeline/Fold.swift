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
    var worstByCategory = PerCategory<(Violation, Int)>()
    /// The slots with a violation, one bit each; their environments are gathered once, for the finding.
    var slots: [UInt64] = []
    /// The highest severity a violation asked for (margin: out of the safe area is an error).
    var escalation: FindingSeverity?
    /// A violation of the whole text, not of a cell (missing glyphs).
    var catalogWide: Violation?
    /// A cut's verdicts per size category: which rule told the text's own cut there (`clipped` or
    /// `truncated-width`, the worst), and whether the source fits everywhere the text is cut there.
    var cutBySize = PerCategory<CutAtSize>()

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
        let word = index >> 6
        if word >= slots.count { slots.append(contentsOf: repeatElement(0, count: word - slots.count + 1)) }
        slots[word] |= 1 << UInt64(index & 63)
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
        for (word, bits) in slots.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
                let slot = word << 6 | bit
                guard slot < element.slots.count else { break }
                for environment in element.slots[slot].environments where environment < count { marked[environment] = true }
            }
        }
        return marked.indices.filter { marked[$0] }
    }

    /// The smallest size category with a violation.
    var firstCategory: ContentSizeCategory? { worstByCategory.first }

    /// The rule that tells a cut: `locale-overflow` when the source fits wherever the text is cut
    /// at the first size it is cut at, else the text's own (`clipped` or `truncated-width`) there.
    var cutRule: String? {
        guard let first = firstCategory, let cut = cutBySize[first] else { return nil }
        return cut.sourceFitsEverywhere ? LocaleOverflowRule.description.id : cut.textRule
    }
}

/// A value per size category, in an array: a fold notes hundreds of violations per text, and
/// hashing each one's category into a dictionary was a tenth of a check.
struct PerCategory<Value> {
    private var values = [Value?](repeating: nil, count: ContentSizeCategory.allCases.count)

    subscript(category: ContentSizeCategory) -> Value? {
        get { values[category.index] }
        set { values[category.index] = newValue }
    }

    /// The smallest category with a value.
    var first: ContentSizeCategory? {
        values.firstIndex { $0 != nil }.map { ContentSizeCategory.allCases[$0] }
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
    private var folds: [Fold] = []
    private var keys: [FoldKey] = []
    private var positions: [FoldKey: Int] = [:]
    /// The fold the last violation went to: a text's violations come rule by rule, cell by cell,
    /// and most go where the one before went.
    private var last: Int?

    private mutating func position(of key: FoldKey, _ make: () -> Fold) -> Int {
        if let last, keys[last] == key { return last }
        let position: Int
        if let known = positions[key] {
            position = known
        } else {
            position = folds.count
            positions[key] = position
            keys.append(key)
            folds.append(make())
        }
        last = position
        return position
    }

    /// A violation of the whole text (missing glyphs).
    mutating func add(_ violation: Violation, rule: String, job: TextJob, faces: [String], use: Int) {
        let key = FoldKey(rule: rule, path: job.value.path, locale: job.locale, use: use)
        folds[position(of: key) { Fold(job, faces: faces) }].catalogWide = violation
    }

    /// A violation in one slot.
    mutating func add(_ violation: SlotViolation, job: TextJob, faces: [String], slot: Slot, use: Int) {
        let key = FoldKey(rule: violation.isCut ? FoldKey.cut : violation.rule, path: job.value.path, locale: job.locale,
                          use: use)
        let position = position(of: key) { Fold(job, faces: faces) }
        folds[position].add(violation.violation, slot: slot, index: violation.slot, job: job, faces: faces)
        if violation.isCut {
            folds[position].noteCut(violation.rule, overflow: violation.violation.overflow, at: slot.geometry.category)
        }
    }

    func findings(_ make: (FoldKey, Fold) -> Finding?) -> [Finding] {
        zip(keys, folds).compactMap(make)
    }
}
