/// The width of the box a string gets, as the app's layout gives it: a share of a container of the
/// window plus terms in points, each kept with where it came from — `margins − 103` for a label
/// pinned 103 pt in from a trailing icon and switch, `50% window − 20` for one of two equal buttons
/// 40 pt apart in total, `120` for a fixed width. Solved once per use from constraints, stacks,
/// frames and cell accessories; evaluated per device, orientation and window width by
/// `points(container:)`, so one expression serves every environment.
public struct BoxWidth: Codable, Sendable, Equatable, Hashable {
    /// The guide the width is measured from; nil: the width does not depend on the window.
    public var container: LayoutContainer?
    /// The share of the container's width the box takes before the terms (1: all of it; 0.5: one
    /// of two equal columns; a constraint's multiplier).
    public var share: Double
    /// Points added to `share × container` (negative: taken away), in the order they were found.
    public var terms: [WidthTerm]
    /// Bounds from inequalities (`width ≥ 44`, `width ≤ 300`), applied after the sum.
    public var minimum: Double?
    public var maximum: Double?

    public init(container: LayoutContainer?, share: Double = 1, terms: [WidthTerm] = [], minimum: Double? = nil,
                maximum: Double? = nil) {
        self.container = container
        self.share = share
        self.terms = terms
        self.minimum = minimum
        self.maximum = maximum
    }

    /// A width that does not depend on the window.
    public static func fixed(_ points: Double, _ source: WidthTerm.Source? = nil, what: String = "fixed width") -> BoxWidth {
        BoxWidth(container: nil, terms: [WidthTerm(points: points, what: what, source: source)])
    }

    /// The sum of the terms in points.
    public var offset: Double { terms.reduce(0) { $0 + $1.points } }

    /// The box's width for a container `containerWidth` points wide (ignored when `container` is
    /// nil), clamped to the bounds and never below 0.
    public func points(container containerWidth: Double) -> Double {
        var width = (container == nil ? 0 : share * containerWidth) + offset
        if let minimum { width = max(width, minimum) }
        if let maximum { width = min(width, maximum) }
        return max(0, width)
    }

    /// The places the terms came from, in order, once each.
    public var sources: [WidthTerm.Source] {
        var seen = Set<WidthTerm.Source>()
        return terms.compactMap(\.source).filter { seen.insert($0).inserted }
    }
}

/// One term of a `BoxWidth`: a number of points and what it is — a constraint's constant, a
/// stack's spacing, a sibling's fixed width, an accessory's estimated width — with its source.
public struct WidthTerm: Codable, Sendable, Equatable, Hashable {
    /// Points added to the width (negative: taken away).
    public var points: Double
    /// What the term is, for people: "leading inset", "switch (51 pt, UISwitch intrinsic size)".
    public var what: String
    /// Where the term was read; nil for a platform figure (cite it in `what`).
    public var source: Source?
    /// True when the figure is an estimate (grade C) rather than read from the app or documented.
    public var estimated: Bool

    public init(points: Double, what: String, source: Source? = nil, estimated: Bool = false) {
        self.points = points
        self.what = what
        self.source = source
        self.estimated = estimated
    }

    /// A file and line in the app (a constraint, a `.frame(width:)`, a stack's `spacing:`).
    public struct Source: Codable, Sendable, Equatable, Hashable {
        public var file: String
        public var line: Int

        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }
}
