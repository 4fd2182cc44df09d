import TypeFitDiagnostics
import TypeFitLayout

/// Finds the width of the box a view gets from a `HorizontalLayout`, as an expression over one
/// guide of the window (`BoxWidth`), by propagating the layout's equalities from the containers'
/// edges and the fixed widths:
///
/// 1. Required equalities (priority 1000), with each view's `width = trailing − leading` and
///    `centerX = (leading + trailing) / 2`, and the stacks' arrangements, until nothing changes.
/// 2. Optional equalities, one priority level at a time from the highest, each only where the
///    levels above left an edge unknown: one that disagrees with what is known loses and is
///    skipped, as Auto Layout gives way on the lower priority first.
/// 3. For the view asked about, when its width is still unknown, the inequalities that bound its
///    leading edge from the leading side or its trailing edge from the trailing side: the box is
///    the room up to those bounds (a label whose trailing edge is `≤ superview − 16` gets at most
///    that). `width ≤ c` and `width ≥ c` are kept as the box's maximum and minimum.
///
/// 4. When the view's width is still unknown and the row holds other views whose width follows
///    their own text (`HorizontalLayout.texts`: a second label), each such sibling is taken at its
///    text's width — a `SiblingText` term the check measures per locale and size — where it resists
///    compression at least as strongly as the view asked about (with equal priorities an estimate:
///    Auto Layout's answer is ambiguous), and at no width where it resists less: Auto Layout
///    squeezes the view with the lower horizontal compression resistance first (Apple, Auto Layout
///    Guide, "Anatomy of a Constraint", Intrinsic Content Size). Content hugging decides which view
///    stretches when the row has room to spare, not how much room a long text gets, so it is not read.
///
/// An edge measured from one container (the window) and another from a different one (the safe
/// area) cannot be put in one expression: such a box is left unsolved.
struct HorizontalSolver {
    /// A value over one container: `share × container + Σ terms`, measured from the container's
    /// leading edge for a position; `container` is nil for a width that does not depend on one.
    struct Value: Sendable {
        var container: LayoutContainer?
        var share: Double
        var terms: [WidthTerm]
        /// Found through an optional constraint: an inequality may still cut it.
        var optional = false

        var offset: Double { terms.reduce(0) { $0 + $1.points } }

        func scaled(_ factor: Double) -> Value {
            Value(container: container, share: share * factor, terms: terms.map { $0.scaled(factor) }, optional: optional)
        }

        /// `self + factor × other`, nil when the two are measured from different containers.
        func adding(_ other: Value, times factor: Double = 1) -> Value? {
            if let mine = container, let theirs = other.container, mine != theirs { return nil }
            let scaled = other.scaled(factor)
            var terms = self.terms
            // A term and its opposite (a leading inset counted on both edges) cancel.
            for term in scaled.terms {
                if let sibling = term.sibling {
                    // Two terms of one sibling's text add up, and cancel when they are opposite.
                    if let index = terms.firstIndex(where: { $0.sibling.map { $0.sameText(as: sibling) } ?? false }),
                       let mine = terms[index].sibling {
                        let factor = mine.factor + sibling.factor
                        if abs(factor) < 1e-9 { terms.remove(at: index) } else { terms[index].sibling?.factor = factor }
                    } else {
                        terms.append(term)
                    }
                } else if let index = terms.firstIndex(where: {
                    $0.sibling == nil && $0.source == term.source && $0.what == term.what && $0.points == -term.points
                }) {
                    terms.remove(at: index)
                } else {
                    terms.append(term)
                }
            }
            return Value(container: container ?? other.container, share: share + scaled.share, terms: terms,
                         optional: optional || other.optional)
        }

        func plus(_ term: WidthTerm?) -> Value {
            guard let term, term.points != 0 || term.sibling != nil || term.source != nil else { return self }
            var copy = self
            copy.terms.append(term)
            return copy
        }

        /// A width keeps its container only while it depends on it.
        var asWidth: Value {
            var copy = self
            if abs(share) < 1e-9 { copy.share = 0; copy.container = nil }
            return copy
        }
    }

    typealias Anchor = HorizontalLayout.Anchor
    let layout: HorizontalLayout
    private(set) var known: [Anchor: Value] = [:]
    private var items: Set<String> = []
    private var equalities: [HorizontalLayout.Constraint] = []

    init(_ layout: HorizontalLayout) {
        self.layout = layout
        var all = layout.constraints
        for (item, stack) in layout.stacks { all += Self.arrangement(of: item, stack, in: layout) }
        for constraint in all {
            for anchor in [constraint.first, constraint.second].compactMap({ $0 }) { items.insert(anchor.item) }
        }
        // Margins guides of views that are not containers: the view's edges moved in by its margins.
        for item in items {
            guard let owner = HorizontalLayout.owner(ofMargins: item), layout.containers[item] == nil,
                  !layout.unknownMargins.contains(owner) else { continue }
            let insets = layout.marginInsets[owner] ?? (
                WidthTerm(points: HorizontalLayout.defaultMargin, what: "\(layout.name(owner)) layout margin (UIView default 8 pt)"),
                WidthTerm(points: HorizontalLayout.defaultMargin, what: "\(layout.name(owner)) layout margin (UIView default 8 pt)"))
            // A margin counted in system minimum margins keeps its term, so that it follows the window.
            all.append(.init(first: Anchor(item: item, edge: .leading), relation: .equal,
                             second: Anchor(item: owner, edge: .leading), constant: insets.leading.points, source: insets.leading.source,
                             term: insets.leading.systemMargins == nil ? nil : insets.leading))
            all.append(.init(first: Anchor(item: item, edge: .trailing), relation: .equal,
                             second: Anchor(item: owner, edge: .trailing), constant: -insets.trailing.points,
                             source: insets.trailing.source, term: insets.trailing.systemMargins == nil ? nil : insets.trailing.scaled(-1)))
            items.insert(owner)
        }
        for (item, container) in layout.containers {
            known[Anchor(item: item, edge: .leading)] = Value(container: container, share: 0, terms: [])
            known[Anchor(item: item, edge: .trailing)] = Value(container: container, share: 1, terms: [])
            known[Anchor(item: item, edge: .centerX)] = Value(container: container, share: 0.5, terms: [])
            known[Anchor(item: item, edge: .width)] = Value(container: container, share: 1, terms: [])
            items.insert(item)
        }
        equalities = all.filter { $0.relation == .equal }
        inequalities = all.filter { $0.relation != .equal }
        let required = equalities.filter { $0.priority >= 1000 }
        propagate(required, optional: false)
        var active = required
        let levels = Dictionary(grouping: equalities.filter { $0.priority < 1000 }, by: \.priority)
        for priority in levels.keys.sorted(by: >) {
            active += levels[priority] ?? []
            propagate(active, optional: true)
        }
    }

    private var inequalities: [HorizontalLayout.Constraint] = []

    /// The box `item` gets; nil when the layout does not fix it.
    func box(of item: String) -> BoxWidth? {
        var solver = self
        let width = Anchor(item: item, edge: .width)
        var minimum: Double?
        var maximum: Double?
        for constraint in inequalities where constraint.first == width && constraint.second == nil && constraint.priority >= 1000 {
            if constraint.relation == .atMost { maximum = min(maximum ?? .infinity, constraint.constant) }
            if constraint.relation == .atLeast { minimum = max(minimum ?? 0, constraint.constant) }
        }
        solver.bound(item)
        let mine = layout.compressionResistance[item] ?? 750
        if solver.known[width] == nil,
           !layout.texts.isEmpty || layout.compressionResistance.contains(where: { $0.key != item && $0.value < mine }) {
            solver.assumeTexts(besides: item)
            solver.bound(item)
        }
        if solver.known[width] == nil, let cap = solver.widthCap(item) { solver.known[width] = cap }
        guard var value = solver.known[width] else {
            // No edges fixed but a bound on the width: the element's default room, up to that bound.
            guard let maximum else { return nil }
            return BoxWidth(container: .margins, share: 1, terms: [], minimum: minimum, maximum: maximum)
        }
        value = value.asWidth
        // A box that grows with a sibling's text is no chain of a row.
        if value.terms.contains(where: { ($0.sibling?.factor ?? 0) > 0 }) { return nil }
        guard value.share >= 0, value.container != nil || value.share == 0 else { return nil }
        if value.container == nil, value.offset <= 0 { return nil }
        if let lower = minimum, let upper = maximum, lower > upper { return nil }
        return BoxWidth(container: value.container, share: value.container == nil ? 1 : value.share, terms: value.terms,
                        minimum: minimum, maximum: maximum)
    }

    // MARK: Propagation

    private func value(_ anchor: Anchor) -> Value? { known[anchor] }

    /// Sets `anchor` unless it is known; true when it was set.
    private mutating func set(_ anchor: Anchor, _ value: Value?) -> Bool {
        guard known[anchor] == nil, var value else { return false }
        if anchor.edge == .width { value = value.asWidth }
        known[anchor] = value
        return true
    }

    private func term(_ constraint: HorizontalLayout.Constraint) -> WidthTerm? {
        if let own = constraint.term, own.sibling != nil { return own }
        // A term of 0 pt the reader wrote to say where the edge comes from (a cell style's label).
        if let own = constraint.term, constraint.constant == 0, own.points == 0, own.source != nil { return own }
        guard constraint.constant != 0 else { return nil }
        if let own = constraint.term { return own }
        let relation = switch constraint.relation { case .equal: "=" case .atMost: "≤" case .atLeast: "≥" }
        var what = "\(layout.name(constraint.first.item)).\(constraint.first.edge.rawValue) \(relation) "
        let constant = Format.exactPoints(abs(constraint.constant))
        if let second = constraint.second {
            what += "\(layout.name(second.item)).\(second.edge.rawValue)"
            if constraint.multiplier != 1 { what += " × \(Format.exactPoints(constraint.multiplier))" }
            what += constraint.constant < 0 ? " − \(constant)" : " + \(constant)"
        } else {
            what += constraint.constant < 0 ? "−\(constant)" : constant
        }
        if constraint.priority < 1000 { what += " @\(Format.exactPoints(constraint.priority))" }
        return WidthTerm(points: constraint.constant, what: what, source: constraint.source)
    }

    private mutating func propagate(_ constraints: [HorizontalLayout.Constraint], optional: Bool) {
        var changed = true
        var rounds = 0
        while changed && rounds < 200 {
            changed = false
            rounds += 1
            for constraint in constraints {
                let constant = term(constraint)
                guard let second = constraint.second else {
                    // An optional width on a view that resists compression as strongly does not
                    // hold when the text is wider: which gives way is not known before the check.
                    let resists = layout.compressionResistance[constraint.first.item].map { $0 >= constraint.priority } ?? false
                    // A sibling's own text is the width its resistance holds.
                    let text = constraint.term?.sibling != nil
                    if constraint.first.edge == .width, constraint.constant > 0 || text || constraint.yields,
                       !resists || text || constraint.yields {
                        var fixed = Value(container: nil, share: 0, terms: constant.map { [$0] } ?? [])
                        fixed.optional = optional
                        changed = set(constraint.first, fixed) || changed
                    }
                    continue
                }
                if let other = value(second) {
                    var found = other.scaled(constraint.multiplier).plus(constant)
                    found.optional = found.optional || optional
                    changed = set(constraint.first, found) || changed
                } else if let mine = value(constraint.first), constraint.multiplier != 0 {
                    let negated = constant.map { $0.scaled(-1) }
                    var found = mine.plus(negated).scaled(1 / constraint.multiplier)
                    found.optional = found.optional || optional
                    changed = set(second, found) || changed
                }
            }
            for item in items { changed = relate(item) || changed }
            for (item, stack) in layout.stacks where stack.distribution == .fillEqually && stack.axis == .horizontal {
                changed = shareEqually(item, stack) || changed
            }
        }
    }

    /// width = trailing − leading, centerX = (leading + trailing) / 2, for one item.
    private mutating func relate(_ item: String) -> Bool {
        let leading = Anchor(item: item, edge: .leading), trailing = Anchor(item: item, edge: .trailing)
        let width = Anchor(item: item, edge: .width), center = Anchor(item: item, edge: .centerX)
        var changed = false
        if let l = known[leading], let t = known[trailing] {
            changed = set(width, t.adding(l, times: -1)) || changed
            changed = set(center, l.scaled(0.5).adding(t, times: 0.5)) || changed
        }
        if let l = known[leading], let w = known[width] {
            changed = set(trailing, l.adding(w)) || changed
        }
        if let t = known[trailing], let w = known[width] {
            changed = set(leading, t.adding(w, times: -1)) || changed
        }
        if let c = known[center], let w = known[width] {
            changed = set(leading, c.adding(w, times: -0.5)) || changed
            changed = set(trailing, c.adding(w, times: 0.5)) || changed
        }
        if let c = known[center], let l = known[leading] {
            changed = set(trailing, c.scaled(2).adding(l, times: -1)) || changed
        }
        if let c = known[center], let t = known[trailing] {
            changed = set(leading, c.scaled(2).adding(t, times: -1)) || changed
        }
        return changed
    }

    /// `fillEqually`: each arranged view is (stack − spacings) / n wide.
    private mutating func shareEqually(_ item: String, _ stack: HorizontalLayout.Stack) -> Bool {
        let count = Double(stack.arranged.count)
        guard count > 0, let total = known[Anchor(item: stack.marginsRelative ? HorizontalLayout.margins(of: item) : item, edge: .width)]
        else { return false }
        let gaps = WidthTerm(points: -(count - 1) * stack.spacing, what: "\(layout.name(item)) spacing × \(Int(count) - 1)",
                             source: stack.source)
        let each = total.plus(gaps.points == 0 ? nil : gaps).scaled(1 / count)
        var changed = false
        for view in stack.arranged { changed = set(Anchor(item: view, edge: .width), each) || changed }
        return changed
    }

    /// The bounds on `item`'s own leading and trailing edges from inequalities, taken as the
    /// edges of its box when the equalities left them open; then propagated again.
    private mutating func bound(_ item: String) {
        let leading = Anchor(item: item, edge: .leading), trailing = Anchor(item: item, edge: .trailing)
        var upper: Value?
        var lower: Value?
        // An edge held equal to another view's edge (a label in a stack that fills its width) is
        // bounded where that edge is: `edge = other + offset`.
        let trailingAliases = aliases(of: trailing), leadingAliases = aliases(of: leading)
        for constraint in inequalities where constraint.priority >= 1000 {
            guard let (anchor, isUpper, bound) = normalized(constraint) else { continue }
            if isUpper, let offset = trailingAliases[anchor] { upper = tighter(upper, bound.plus(offset), upper: true) }
            if !isUpper, let offset = leadingAliases[anchor] { lower = tighter(lower, bound.plus(offset), upper: false) }
        }
        let width = Anchor(item: item, edge: .width), center = Anchor(item: item, edge: .centerX)
        var changed = false
        // An edge found through an optional constraint gives way to a required bound inside it.
        if let t = known[trailing], t.optional, let u = upper, u.container == t.container, u.share == t.share, u.offset < t.offset {
            known[trailing] = u
            known[width] = nil
            known[center] = nil
            changed = true
        }
        if let l = known[leading], l.optional, let b = lower, b.container == l.container, b.share == l.share, b.offset > l.offset {
            known[leading] = b
            known[width] = nil
            known[center] = nil
            changed = true
        }
        guard changed || known[width] == nil else { return }
        if known[width] == nil {
            if let upper { changed = set(trailing, upper) || changed }
            if let lower { changed = set(leading, lower) || changed }
        }
        if changed { _ = relate(item) }
    }

    /// The box of a view placed by one edge (or its centre) whose width is bounded only by a
    /// required `width ≤ m × other.width + c` with the other width known: it grows with its text
    /// up to the bound, where the text's compression resistance (750 for a label: Apple,
    /// UILayoutPriority.defaultHigh) gives way to the required constraint (Auto Layout Guide,
    /// "Anatomy of a Constraint", Intrinsic Content Size). Nil when the free edge is tied to
    /// anything else (a view whose place is not known may stop it sooner) or bounds disagree.
    func widthCap(_ item: String) -> Value? {
        let leading = Anchor(item: item, edge: .leading), trailing = Anchor(item: item, edge: .trailing)
        let center = Anchor(item: item, edge: .centerX), width = Anchor(item: item, edge: .width)
        let free: [Anchor]
        if known[leading] != nil { free = [trailing, center] }
        else if known[trailing] != nil { free = [leading, center] }
        else if known[center] != nil { free = [leading, trailing] }
        else { return nil }
        let all = equalities + inequalities
        if all.contains(where: { free.contains($0.first) || $0.second.map(free.contains) == true }) { return nil }
        var cap: Value?
        for constraint in inequalities where constraint.priority >= 1000 && constraint.first == width && constraint.relation == .atMost {
            guard let second = constraint.second, second.edge == .width, let other = known[second] else { continue }
            // The bound names its constraint even when it adds no points.
            let named = term(constraint) ?? WidthTerm(
                points: 0, what: "\(layout.name(item)).width ≤ \(layout.name(second.item)).width × \(Format.exactPoints(constraint.multiplier))",
                source: constraint.source)
            let bound = other.scaled(constraint.multiplier).plus(named).asWidth
            guard let current = cap else { cap = bound; continue }
            guard current.container == bound.container, current.share == bound.share else { return nil }
            if bound.offset < current.offset { cap = bound }
        }
        return cap
    }

    /// The unknown edges a required equality with multiplier 1 holds `anchor` to, each with the
    /// term to add to it (`anchor = other + c`); `anchor` itself with no term.
    private func aliases(of anchor: Anchor) -> [Anchor: WidthTerm?] {
        var found: [Anchor: WidthTerm?] = [anchor: .none]
        for constraint in equalities where constraint.priority >= 1000 && constraint.multiplier == 1 {
            guard let second = constraint.second, second.edge == anchor.edge else { continue }
            if constraint.first == anchor, known[second] == nil { found[second] = .some(term(constraint)) }
            if second == anchor, known[constraint.first] == nil { found[constraint.first] = .some(term(constraint).map { $0.scaled(-1) }) }
        }
        return found
    }

    /// `anchor ≤ bound` (isUpper) or `anchor ≥ bound` from an inequality whose other side is known.
    private func normalized(_ constraint: HorizontalLayout.Constraint) -> (Anchor, Bool, Value)? {
        guard let second = constraint.second else { return nil }
        let upper = constraint.relation == .atMost
        if let other = known[second] {
            return (constraint.first, upper, other.scaled(constraint.multiplier).plus(term(constraint)))
        }
        if let first = known[constraint.first], constraint.multiplier > 0 {
            let negated = term(constraint).map { $0.scaled(-1) }
            return (second, !upper, first.plus(negated).scaled(1 / constraint.multiplier))
        }
        return nil
    }

    /// The tighter of two bounds over the same container and share; nil when they cannot be compared.
    private func tighter(_ current: Value?, _ new: Value, upper: Bool) -> Value? {
        guard let current else { return new }
        guard current.container == new.container, current.share == new.share else { return nil }
        return upper ? (new.offset < current.offset ? new : current) : (new.offset > current.offset ? new : current)
    }

    // MARK: Siblings

    /// Takes every other view whose width follows its text at that text's width, where it resists
    /// compression at least as strongly as `item`, and at no width where it resists less (it gives
    /// way first: a term of 0 pt that says so); then propagates again.
    private mutating func assumeTexts(besides item: String) {
        let mine = layout.compressionResistance[item] ?? 750
        var widths: [HorizontalLayout.Constraint] = []
        for (view, text) in layout.texts.sorted(by: { $0.key < $1.key }) where view != item {
            let anchor = Anchor(item: view, edge: .width)
            guard known[anchor] == nil else { continue }
            let theirs = layout.compressionResistance[view] ?? 750
            var sibling = text
            var term: WidthTerm
            if theirs < mine {
                sibling.givesWay = true
                term = WidthTerm(sibling: sibling, source: layout.textSources[view])
                term.what = "\(text.what) gives way first (compression resistance \(Format.exactPoints(theirs)) "
                    + "< \(Format.exactPoints(mine))): 0 pt"
            } else {
                term = WidthTerm(sibling: sibling, source: layout.textSources[view], estimated: theirs == mine)
                if theirs == mine { term.what += ", equal compression resistance \(Format.exactPoints(mine)): an estimate" }
            }
            widths.append(.init(first: anchor, relation: .equal, second: nil, source: term.source, term: term))
        }
        // A view whose content the pass does not know (a text field, a button titled in code) that
        // resists compression less than `item` gives way first too: Auto Layout squeezes it before
        // it cuts the text.
        for (view, theirs) in layout.compressionResistance.sorted(by: { $0.key < $1.key })
        where view != item && layout.texts[view] == nil && theirs < mine {
            let anchor = Anchor(item: view, edge: .width)
            guard known[anchor] == nil else { continue }
            var yielding = HorizontalLayout.Constraint(first: anchor, relation: .equal, second: nil)
            yielding.yields = true
            widths.append(yielding)
        }
        guard !widths.isEmpty else { return }
        propagate(equalities + widths, optional: false)
    }

    // MARK: Stacks

    /// The constraints a stack view makes between itself and its arranged subviews.
    static func arrangement(of item: String, _ stack: HorizontalLayout.Stack, in layout: HorizontalLayout)
        -> [HorizontalLayout.Constraint] {
        let edges = stack.marginsRelative ? HorizontalLayout.margins(of: item) : item
        func anchor(_ item: String, _ edge: HorizontalLayout.Edge) -> Anchor { Anchor(item: item, edge: edge) }
        var found: [HorizontalLayout.Constraint] = []
        switch stack.axis {
        case .horizontal:
            guard let first = stack.arranged.first, let last = stack.arranged.last else { return [] }
            found.append(.init(first: anchor(first, .leading), relation: .equal, second: anchor(edges, .leading), source: stack.source))
            found.append(.init(first: anchor(last, .trailing), relation: .equal, second: anchor(edges, .trailing), source: stack.source))
            let gap: HorizontalLayout.Relation = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
                ? .atLeast : .equal
            for (before, after) in zip(stack.arranged, stack.arranged.dropFirst()) {
                found.append(.init(first: anchor(after, .leading), relation: gap, second: anchor(before, .trailing),
                                   constant: stack.spacing, source: stack.source))
            }
        case .vertical:
            for view in stack.arranged {
                switch stack.alignment {
                case .fill:
                    found.append(.init(first: anchor(view, .leading), relation: .equal, second: anchor(edges, .leading), source: stack.source))
                    found.append(.init(first: anchor(view, .trailing), relation: .equal, second: anchor(edges, .trailing), source: stack.source))
                case .leading:
                    found.append(.init(first: anchor(view, .leading), relation: .equal, second: anchor(edges, .leading), source: stack.source))
                    found.append(.init(first: anchor(view, .trailing), relation: .atMost, second: anchor(edges, .trailing), source: stack.source))
                case .trailing:
                    found.append(.init(first: anchor(view, .trailing), relation: .equal, second: anchor(edges, .trailing), source: stack.source))
                    found.append(.init(first: anchor(view, .leading), relation: .atLeast, second: anchor(edges, .leading), source: stack.source))
                case .center:
                    found.append(.init(first: anchor(view, .centerX), relation: .equal, second: anchor(edges, .centerX), source: stack.source))
                    found.append(.init(first: anchor(view, .trailing), relation: .atMost, second: anchor(edges, .trailing), source: stack.source))
                    found.append(.init(first: anchor(view, .leading), relation: .atLeast, second: anchor(edges, .leading), source: stack.source))
                }
            }
        }
        return found
    }
}
