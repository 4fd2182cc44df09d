import TypeFitLayout

/// The horizontal constraints of one view hierarchy — a storyboard scene, a xib, a Swift type's
/// views — as Interface Builder and code both state them, for `HorizontalSolver` to find the box
/// a label or button gets. Items are named by the reader (an IB object id, a Swift property
/// name); an item's layout margins are the item `margins(of:)`.
///
/// Only the horizontal axis is kept: `left`/`right` are read as `leading`/`trailing` (the width
/// between them is the same in either direction), and vertical attributes are not recorded.
struct HorizontalLayout: Sendable {
    enum Edge: String, Sendable, Hashable { case leading, trailing, centerX, width }

    enum Relation: Sendable { case equal, atMost, atLeast }

    struct Anchor: Sendable, Hashable {
        var item: String
        var edge: Edge
    }

    /// `first relation multiplier × second + constant`; no `second`: `first relation constant`.
    struct Constraint: Sendable {
        var first: Anchor
        var relation: Relation
        var second: Anchor?
        var multiplier: Double = 1
        var constant: Double = 0
        /// `UILayoutPriority`: 1000 is required.
        var priority: Double = 1000
        var source: WidthTerm.Source?
        /// The term the constant stands for, when the reader names it better than the
        /// constraint does (a control's intrinsic width, a frame).
        var term: WidthTerm?
        /// `width = 0` for a view that gives way first to the text (its compression resistance is
        /// lower): the solver's assumption, not the app's constraint.
        var yields = false
    }

    /// How a `UIStackView` lays out its arranged subviews.
    struct Stack: Sendable {
        enum Axis: Sendable { case horizontal, vertical }
        enum Distribution: Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
        enum Alignment: Sendable { case fill, leading, center, trailing }
        var axis: Axis = .horizontal
        var distribution: Distribution = .fill
        var alignment: Alignment = .fill
        var spacing: Double = 0
        /// The arranged subviews that are shown, in order (a hidden one takes no room: Apple,
        /// UIStackView "the stack view automatically updates its layout whenever views are added,
        /// removed or inserted into the arrangedSubviews array, or whenever one of the arranged
        /// subviews's isHidden property changes").
        var arranged: [String] = []
        /// `isLayoutMarginsRelativeArrangement`: the views are laid out inside the stack's margins.
        var marginsRelative = false
        var source: WidthTerm.Source?
    }

    var constraints: [Constraint] = []
    /// Items whose edges are those of a guide of the window: a root view (`.window`), its safe
    /// area (`.safeArea`), its margins (`.margins`), a table cell's content view.
    var containers: [String: LayoutContainer] = [:]
    var stacks: [String: Stack] = [:]
    /// An item's layout margins when the reader found them (`<edgeInsets key="layoutMargins">`,
    /// `directionalLayoutMargins = …`); otherwise UIKit's 8 pt on each side.
    var marginInsets: [String: (leading: WidthTerm, trailing: WidthTerm)] = [:]
    /// Views whose margins are neither read nor UIKit's default (a cell's content view in a
    /// table of unknown width): a chain through them is left unsolved.
    var unknownMargins: Set<String> = []
    /// The horizontal compression resistance of views that show text (UIKit's default 750 for a
    /// label or button: Apple, UILayoutPriority.defaultHigh): an optional width at or below it
    /// may give way to the text.
    var compressionResistance: [String: Double] = [:]
    /// Names for people (`label "Title"`, `switch`), by item.
    var names: [String: String] = [:]
    /// Views whose width follows their own text (a label), with that text and font, and where it
    /// is written: the solver takes a sibling at its text's width (`SiblingText`).
    var texts: [String: SiblingText] = [:]
    var textSources: [String: WidthTerm.Source] = [:]

    /// The item that stands for `item`'s layout margins guide.
    static func margins(of item: String) -> String { item + "|margins" }

    /// The view whose margins `item` stands for, if it is a margins guide.
    static func owner(ofMargins item: String) -> String? {
        item.hasSuffix("|margins") ? String(item.dropLast("|margins".count)) : nil
    }

    mutating func add(_ constraint: Constraint) { constraints.append(constraint) }

    /// Adds what another part of the same type's code says (an extension in another file).
    mutating func merge(_ other: HorizontalLayout) {
        constraints += other.constraints
        containers.merge(other.containers) { first, _ in first }
        stacks.merge(other.stacks) { first, _ in first }
        marginInsets.merge(other.marginInsets) { first, _ in first }
        names.merge(other.names) { first, _ in first }
        unknownMargins.formUnion(other.unknownMargins)
        compressionResistance.merge(other.compressionResistance) { first, _ in first }
        texts.merge(other.texts) { first, _ in first }
        textSources.merge(other.textSources) { first, _ in first }
    }

    /// The views the layout speaks of (not guides), in a stable order.
    var viewItems: [String] {
        var found: Set<String> = []
        for constraint in constraints {
            found.insert(constraint.first.item)
            if let second = constraint.second { found.insert(second.item) }
        }
        for (item, stack) in stacks { found.insert(item); found.formUnion(stack.arranged) }
        return found.filter { !$0.contains("|") }.sorted()
    }

    /// A width that is not written as a constraint — a control's intrinsic width (at its content
    /// hugging priority, so a width constraint wins), a frame's width (required) — with what it is.
    mutating func fix(_ item: String, width term: WidthTerm, priority: Double = 1000) {
        constraints.append(Constraint(first: Anchor(item: item, edge: .width), relation: .equal, second: nil,
                                      constant: term.points, priority: priority, source: term.source, term: term))
    }

    func name(_ item: String) -> String {
        if let owner = Self.owner(ofMargins: item) { return name(owner) + " margins" }
        return names[item] ?? item
    }

    /// UIKit's layout margins of an ordinary view: "For most views, the default layout margins are
    /// 8 points on each side" (Apple, UIView.directionalLayoutMargins; apple-facts §4).
    static let defaultMargin = 8.0
}

/// The intrinsic widths of standard controls whose size does not follow their content. Apple
/// documents neither figure; both are the frames Xcode itself writes for the controls
/// (`<rect … width="51" height="31"/>` for a switch, `width="94" height="32"` for a stepper) and
/// the 51 × 31 frame a view dump of `UISwitch` prints (c4ios.com, "Hacking UISwitch"): estimates.
enum StandardControlWidths {
    static func width(of className: String) -> WidthTerm? {
        switch className {
        case "UISwitch": WidthTerm(points: 51, what: "UISwitch intrinsic width 51 pt (estimate)", estimated: true)
        case "UIStepper": WidthTerm(points: 94, what: "UIStepper intrinsic width 94 pt (estimate)", estimated: true)
        default: nil
        }
    }
}
