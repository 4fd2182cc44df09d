import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitDynamicType

/// Findings are folded per (rule, locale, variation path, use): substitution expansions and all
/// environments of one value make one finding.
struct FoldKey: Hashable {
    let rule: String
    let path: VariationPath
    let locale: String
    let use: Int
}

/// The violations of one fold key so far.
struct Fold {
    let value: CatalogValue
    /// The text, variant and faces of the expansion with the worst violation.
    var text: String
    var variant: String
    var faces: [String]
    var worstOverflow = -Double.infinity
    /// Per size category: the worst violation and the slot it happened in.
    var worstByCategory: [ContentSizeCategory: (Violation, Int)] = [:]
    var environments: Set<Int> = []
    /// The highest severity a violation asked for (margin: out of the safe area is an error).
    var escalation: FindingSeverity?
    /// A violation of the whole text, not of a cell (missing glyphs).
    var catalogWide: Violation?

    init(value: CatalogValue, text: String, variant: String, faces: [String]) {
        self.value = value
        self.text = text
        self.variant = variant
        self.faces = faces
    }

    mutating func add(_ violation: Violation, slot: Slot, index: Int, text: String, variant: String, faces: [String]) {
        environments.formUnion(slot.environments)
        let category = slot.geometry.category
        if !(worstByCategory[category].map { $0.0.overflow >= violation.overflow } ?? false) {
            worstByCategory[category] = (violation, index)
        }
        if violation.overflow > worstOverflow {
            worstOverflow = violation.overflow
            self.text = text
            self.variant = variant
            self.faces = faces
        }
        if let severity = violation.severity { escalation = max(escalation ?? severity, severity) }
    }
}

/// The folds of one key, in the order they were first met.
struct Folds {
    private var folds: [FoldKey: Fold] = [:]
    private var order: [FoldKey] = []

    /// A violation of the whole text (missing glyphs).
    mutating func add(_ violation: Violation, rule: String, job: TextJob, faces: [String], use: Int) {
        let key = FoldKey(rule: rule, path: job.value.path, locale: job.locale, use: use)
        if folds[key] == nil { order.append(key) }
        folds[key, default: Fold(value: job.value, text: job.text, variant: job.variant, faces: faces)].catalogWide = violation
    }

    /// A violation in one slot.
    mutating func add(_ violation: SlotViolation, job: TextJob, faces: [String], slot: Slot, use: Int) {
        let key = FoldKey(rule: violation.rule, path: job.value.path, locale: job.locale, use: use)
        if folds[key] == nil { order.append(key) }
        folds[key, default: Fold(value: job.value, text: job.text, variant: job.variant, faces: faces)]
            .add(violation.violation, slot: slot, index: violation.slot, text: job.text, variant: job.variant, faces: faces)
    }

    func findings(_ make: (FoldKey, Fold) -> Finding?) -> [Finding] {
        order.compactMap { key in folds[key].flatMap { make(key, $0) } }
    }
}
