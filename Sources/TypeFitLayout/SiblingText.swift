import TypeFitDynamicType

/// The text of a view beside the one a box is for, in the same row: a second label whose width
/// follows its own content, so what it leaves is known only once its text is measured. The source
/// pass names the text (a strings table and key, or a literal string) and its font; the check
/// measures the widest value of the key in the locale it checks, in that font, at each size
/// category (`widths`), and the `WidthTerm` that holds this counts `factor` times that width.
///
/// Which of two texts in a row gives way is Auto Layout's: the view with the lower horizontal
/// compression resistance priority is squeezed first (Apple, Auto Layout Guide, "Anatomy of a
/// Constraint": "Intrinsic Content Size" — compression resistance keeps a view from shrinking
/// below its intrinsic size). The source pass keeps the term only when the sibling resists at
/// least as strongly as the view asked about; with equal priorities Auto Layout's answer is
/// ambiguous, and the term is kept as an estimate (`WidthTerm.estimated`): the view asked about
/// gets the room the sibling's widest text leaves.
public struct SiblingText: Codable, Sendable, Equatable, Hashable {
    /// The strings table the sibling's key is looked up in (`Main` for `Main.storyboard`).
    public var table: String?
    public var key: String?
    /// The text the source writes for the sibling (IB's `text`, a string literal): measured where
    /// no catalog has the key, as the app shows it.
    public var literal: String?
    /// The sibling's font: a text style, or a size (fixed, or scaled relative to a style as
    /// `UIFontMetrics` does), in a weight (a `FontWeight` raw value); none of them: UILabel's 17 pt.
    public var style: TextStyle?
    public var size: Double?
    public var relativeTo: TextStyle?
    public var weight: String?
    /// How many times the sibling's width counts in the box (−1: taken away once).
    public var factor: Double
    /// The sibling resists compression less than the view the box is for: Auto Layout squeezes it
    /// first, and it leaves the whole room (the term counts 0 pt; the check measures nothing).
    public var givesWay = false
    /// Filled in by the check for one locale: the sibling's widest text in points by content size
    /// category (raw value); nil before.
    public var widths: [String: Double]?

    public init(table: String? = nil, key: String? = nil, literal: String? = nil, style: TextStyle? = nil,
                size: Double? = nil, relativeTo: TextStyle? = nil, weight: String? = nil, factor: Double = 1) {
        self.table = table
        self.key = key
        self.literal = literal
        self.style = style
        self.size = size
        self.relativeTo = relativeTo
        self.weight = weight
        self.factor = factor
    }

    /// The same text counted `factor` times more (a share of a stack, a negation).
    public func scaled(_ by: Double) -> SiblingText {
        var copy = self
        copy.factor *= by
        return copy
    }

    /// The same text and font, whatever the factor and the widths measured: two terms of one
    /// sibling add up.
    public func sameText(as other: SiblingText) -> Bool {
        givesWay == other.givesWay && table == other.table && key == other.key && literal == other.literal && style == other.style
            && size == other.size && relativeTo == other.relativeTo && weight == other.weight
    }

    /// What the term is, for people: "sibling label `rate.title` (widest translation)".
    public var what: String {
        if let key { return "sibling label `\(key)` (widest translation)" }
        return "sibling label \"\(literal ?? "")\" (its text)"
    }

    /// The points the term adds at `category`: `factor` × the width measured there; nil before the
    /// check measured it.
    public func points(at category: ContentSizeCategory) -> Double? {
        if givesWay { return 0 }
        return widths?[category.rawValue].map { factor * $0 }
    }
}

extension WidthTerm {
    /// A term for a sibling's text: its points are 0 until the check measures the text.
    public init(sibling: SiblingText, source: Source?, estimated: Bool = false) {
        self.init(points: 0, what: sibling.what, source: source, estimated: estimated)
        self.sibling = sibling
    }

    /// The term's points where the system minimum margin is `systemMargin` and the text size is
    /// `category`: a sibling's measured width there, else `points(systemMargin:)`.
    public func points(systemMargin: Double?, category: ContentSizeCategory?) -> Double {
        if let sibling, let category, let measured = sibling.points(at: category) { return measured }
        return points(systemMargin: systemMargin)
    }
}

extension BoxWidth {
    /// The box's width for a container `containerWidth` points wide where the text size is
    /// `category`: as `points(container:systemMargin:)`, with each sibling's text at its width
    /// measured there.
    public func points(container containerWidth: Double, systemMargin: Double?, category: ContentSizeCategory?) -> Double {
        var width = (container == nil ? 0 : share * containerWidth)
            + terms.reduce(0) { $0 + $1.points(systemMargin: systemMargin, category: category) }
        if let minimum { width = max(width, minimum) }
        if let maximum { width = min(width, maximum) }
        return max(0, width)
    }

    /// The siblings whose text the box depends on.
    public var siblings: [SiblingText] { terms.compactMap(\.sibling) }
}
