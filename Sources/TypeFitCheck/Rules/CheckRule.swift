import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCore

/// What a rule is, for `typefit rules`, SARIF rule metadata and the README: SwiftLint-style.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    /// One sentence: what it finds.
    public var summary: String
    /// Why it matters and what to do about it.
    public var help: String
    public var defaultSeverity: FindingSeverity
    /// Situations that trigger it, and ones that must not: each a sentence with the case that
    /// proves it (RuleExampleTests runs them all).
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
}

/// A rule that judges one measured cell: one text, in one element, in one environment.
package protocol CheckRule: Sendable {
    static var description: RuleDescription { get }
    func evaluate(_ cell: Cell) -> Violation?
    /// Whether the rule can report on a cell whose text fits its element (`Cell.problem` is nil),
    /// for a text that is a width variant or not. Where no rule of a use can, the pipeline makes
    /// no cell for the slots the text fits: most of a check's cells, where most texts fit.
    static func judgesFittingCells(widthVariant: Bool) -> Bool
}

extension CheckRule {
    package static func judgesFittingCells(widthVariant: Bool) -> Bool { true }
}

/// A rule's verdict on a cell: what it found and the figures that prove it.
package struct Violation: Sendable, Equatable {
    /// Written only when asked for: a cut text violates a rule in hundreds of cells, and a
    /// finding keeps the worst of them.
    private let describe: @Sendable () -> String
    package var message: String { describe() }
    package var measured: Figures
    package var available: Figures
    /// How far past the limit, in points (lines for line-count problems count their height): used
    /// to pick the worst occurrence.
    package var overflow: Double
    /// Set when this occurrence is worse than the rule's default (text out of the safe area).
    package var severity: FindingSeverity?

    package init(message: @escaping @autoclosure @Sendable () -> String, measured: Figures, available: Figures,
                 overflow: Double, severity: FindingSeverity? = nil) {
        self.describe = message
        self.measured = measured
        self.available = available
        self.overflow = overflow
        self.severity = severity
    }

    package static func == (a: Violation, b: Violation) -> Bool {
        (a.measured, a.available, a.overflow, a.severity) == (b.measured, b.available, b.overflow, b.severity)
            && a.message == b.message
    }
}

/// Sizes in points and line counts; only the ones a rule speaks about are set.
public struct Figures: Sendable, Codable, Equatable {
    public var width: Double?
    public var height: Double?
    public var lines: Int?

    public init(width: Double? = nil, height: Double? = nil, lines: Int? = nil) {
        self.width = width
        self.height = height
        self.lines = lines
    }
}

/// Everything a rule may look at for one cell. The engine fills it once and hands it to each rule.
package struct Cell: Sendable {
    package let geometry: CellGeometry
    /// The text laid out at the element's wrap width with no line limit (a single-line element:
    /// no wrapping, so each paragraph is one line).
    package let text: TextLayout
    /// The widest paragraph on one line.
    package let naturalWidth: Double
    /// How the text fails to fit its element, judged once for every rule.
    package let problem: FitProblem?
    /// The source-language text in the same cell; nil for the source itself or when it has no source value.
    package let source: TextLayout?
    package let sourceNaturalWidth: Double?
    /// True when the cell's overflow is reported by `locale-overflow` (it is on and the source
    /// fits), so `clipped` and `truncated-width` stay quiet and each problem is told once.
    package let overflowIsLocales: Bool
    /// True when the translation is the source's own text and the source does not fit here either:
    /// the cut is the source's, told once at the source locale rather than again for every locale
    /// that kept the text (a `#%@` tag, a brand name).
    package let repeatsSource: Bool
    /// False when nothing says how the key is drawn and the element is typefit's guess: then a
    /// translation is only compared with its source, never said to be cut.
    package let layoutKnown: Bool
    /// For a `.stringsdict` width variant: the width it declares here, and whether the app shows it
    /// in this box at all (`WidthVariantChoice`).
    package let widthVariant: WidthVariantFit?
    /// For the source text of a key the project translates: what its target languages need
    /// (`source-headroom`); nil for every other text.
    package let headroom: SourceHeadroom?

    /// `sourceFits`: whether the source has no problem here, when the caller already knows (a
    /// source is judged in the same slots for every translation compared with it).
    package init(geometry: CellGeometry, text: TextLayout, naturalWidth: Double, source: TextLayout? = nil,
                sourceNaturalWidth: Double? = nil, sourceFits: Bool? = nil, sameTextAsSource: Bool = false,
                localeOverflowEnabled: Bool = true, layoutKnown: Bool = true, widthVariant: WidthVariantFit? = nil,
                headroom: SourceHeadroom? = nil) {
        self.init(geometry: geometry, text: text, naturalWidth: naturalWidth,
                  problem: FitProblem.of(text, naturalWidth: naturalWidth, in: geometry), source: source,
                  sourceNaturalWidth: sourceNaturalWidth, sourceFits: sourceFits, sameTextAsSource: sameTextAsSource,
                  localeOverflowEnabled: localeOverflowEnabled, layoutKnown: layoutKnown, widthVariant: widthVariant,
                  headroom: headroom)
    }

    /// With `problem`, `FitProblem.of` the text here, already known: the pipeline asks it once for
    /// all the slots that share a layout and the limits it reads.
    package init(geometry: CellGeometry, text: TextLayout, naturalWidth: Double, problem: FitProblem?,
                 source: TextLayout?, sourceNaturalWidth: Double?, sourceFits: Bool?, sameTextAsSource: Bool,
                 localeOverflowEnabled: Bool, layoutKnown: Bool, widthVariant: WidthVariantFit?,
                 headroom: SourceHeadroom? = nil) {
        self.geometry = geometry
        self.headroom = headroom
        self.layoutKnown = layoutKnown
        self.widthVariant = widthVariant
        self.text = text
        self.naturalWidth = naturalWidth
        self.problem = problem
        self.source = source
        self.sourceNaturalWidth = sourceNaturalWidth
        if problem != nil, let source, let sourceNaturalWidth {
            let sourceFits = sourceFits ?? (FitProblem.of(source, naturalWidth: sourceNaturalWidth, in: geometry) == nil)
            overflowIsLocales = localeOverflowEnabled && sourceFits
            repeatsSource = sameTextAsSource && !sourceFits
        } else {
            overflowIsLocales = false
            repeatsSource = false
        }
    }
}
