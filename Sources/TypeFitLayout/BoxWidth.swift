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

    /// The sum of the terms in points (a term in system margins at its compact 16 pt).
    public var offset: Double { terms.reduce(0) { $0 + $1.points } }

    /// The sum of the terms where the window's system minimum margin is `systemMargin` points.
    public func offset(systemMargin: Double?) -> Double {
        terms.reduce(0) { $0 + $1.points(systemMargin: systemMargin) }
    }

    /// The box's width for a container `containerWidth` points wide (ignored when `container` is
    /// nil), clamped to the bounds and never below 0; `systemMargin` is the window's system
    /// minimum margin, for terms counted in it (nil: their compact 16 pt).
    public func points(container containerWidth: Double, systemMargin: Double? = nil) -> Double {
        var width = (container == nil ? 0 : share * containerWidth) + offset(systemMargin: systemMargin)
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
    /// Set when the term is a multiple of the window's system minimum margin (16 pt in a compact
    /// width, 20 pt in a regular one; an inset-grouped list's insets): `points` is then its value
    /// at 16 pt, and `points(systemMargin:)` its value in a window.
    public var systemMargins: Double?
    /// Set when the term is a sibling's text (`SiblingText`): its points are measured by the
    /// check, per locale and size category; `points` is 0 until then.
    public var sibling: SiblingText?

    public init(points: Double, what: String, source: Source? = nil, estimated: Bool = false) {
        self.points = points
        self.what = what
        self.source = source
        self.estimated = estimated
    }

    /// `multiple` system minimum margins (negative: taken away).
    public init(systemMargins multiple: Double, what: String, source: Source? = nil, estimated: Bool = false) {
        self.init(points: multiple * 16, what: what, source: source, estimated: estimated)
        systemMargins = multiple
    }

    /// The term's points where the system minimum margin is `systemMargin` (nil: `points`).
    public func points(systemMargin: Double?) -> Double {
        guard let systemMargins, let systemMargin else { return points }
        return systemMargins * systemMargin
    }

    /// The same term scaled by `factor` (a share of a stack its box is one of).
    public func scaled(_ factor: Double) -> WidthTerm {
        var term = self
        term.points *= factor
        term.systemMargins = systemMargins.map { $0 * factor }
        term.sibling = sibling.map { $0.scaled(factor) }
        return term
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
