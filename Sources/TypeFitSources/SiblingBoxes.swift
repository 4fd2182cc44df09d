import TypeFitConfig
import TypeFitLayout

/// One item a navigation bar shows beside the title, as the source declares it: the room it takes
/// (`BarItemMetrics`, estimates), what it is, and where it was read.
struct BarItem: Sendable, Equatable {
    var width: Double
    var what: String
    var source: WidthTerm.Source?

    /// An item showing an image or a symbol.
    static func image(_ what: String, at source: WidthTerm.Source?) -> BarItem {
        BarItem(width: BarItemMetrics.imageItem, what: what, source: source)
    }

    /// An item showing a text title.
    static func text(_ what: String, at source: WidthTerm.Source?) -> BarItem {
        BarItem(width: BarItemMetrics.textItem, what: what, source: source)
    }
}

/// The items one navigation item declares on each side of the bar.
struct BarItems: Sendable, Equatable {
    var leading: [BarItem] = []
    var trailing: [BarItem] = []

    var isEmpty: Bool { leading.isEmpty && trailing.isEmpty }

    /// Keeps, on each side, the wider of these items and `other`'s (a screen that sets its items
    /// in several places, one state each: the title must fit beside the widest).
    mutating func widen(with other: BarItems) {
        if BarItemMetrics.side(other.leading.map(\.width)) > BarItemMetrics.side(leading.map(\.width)) { leading = other.leading }
        if BarItemMetrics.side(other.trailing.map(\.width)) > BarItemMetrics.side(trailing.map(\.width)) { trailing = other.trailing }
    }
}

/// The boxes of system-drawn elements whose room the source decides through what it declares
/// beside them: a navigation title between its bar items, a tab among its tabs, a segment among
/// its segments. Each is a `BoxWidth` whose terms name the sibling and where it was read, so the
/// layout report and the findings show why the box is what it is. Nil where the source declares no
/// sibling: the element keeps its default, which is not a width from the source.
enum SiblingBoxes {
    /// An inline title's box: the bar (the safe area) less a system margin on each side and the
    /// room of the items on both sides. UINavigationBar centres the title when it fits there, and
    /// otherwise moves it off centre into the space between the items before it truncates it
    /// (uikit-behaviour §2 row 9: with items on one side only, "the real title shifts"), so what
    /// the title can show is the space between them; where it sits is not what cuts it. An
    /// estimate (grade C): Apple documents the behaviour of neither.
    static func navigationTitle(_ items: BarItems) -> BoxWidth? {
        guard !items.isEmpty else { return nil }
        var terms = [WidthTerm(systemMargins: -2, what: "system margin on each side of the bar")]
        for (side, name) in [(items.leading, "leading"), (items.trailing, "trailing")] {
            for item in side {
                terms.append(WidthTerm(points: -item.width, what: "\(name) bar item: \(item.what), \(spelled(item.width)) pt",
                                       source: item.source, estimated: true))
            }
            if side.count > 1 {
                let spacing = Double(side.count - 1) * BarItemMetrics.itemSpacing
                terms.append(WidthTerm(points: -spacing,
                                       what: "spacing between the \(name) items \(spelled(BarItemMetrics.itemSpacing)) pt × \(side.count - 1)",
                                       source: side.first?.source, estimated: true))
            }
        }
        return BoxWidth(container: .safeArea, terms: terms)
    }

    /// Sets a navigation title's box from `items`, when there are any: an inline title is
    /// centred between them. A large title is drawn below the bar, between the margins, where the
    /// items are not beside it; only in compact height (iPhone landscape), where the bar shows it
    /// inline, do they take its room: that is the kind's `barItemWidth`, and the large title's own
    /// box is not the source's.
    static func applyBarItems(_ items: BarItems, to placement: inout Placement) {
        guard placement.settings.width == nil, let box = navigationTitle(items) else { return }
        switch placement.settings.element {
        case .navigationTitle:
            placement.settings.width = .solved(box)
            placement.read.insert(.width)
        case .largeTitle:
            // The kind keeps `barItemWidth` clear on each side; half of both sides' room on each
            // leaves the title the space between the items, as `navigationTitle` gives an inline one.
            placement.settings.barItemWidth = (BarItemMetrics.side(items.leading.map(\.width))
                                               + BarItemMetrics.side(items.trailing.map(\.width))) / 2
        default:
            break
        }
    }

    /// A tab's box: one of `count` equal shares of the bar (the kind's own model, `tabs`), the
    /// count read from the tab bar's declaration at `source`.
    static func tab(of count: Int, what: String, at source: WidthTerm.Source?) -> BoxWidth {
        BoxWidth(container: .safeArea, share: 1 / Double(max(1, count)),
                 terms: [WidthTerm(points: 0, what: "one of \(count) tabs (\(what))", source: source)])
    }

    /// Sets a tab item's count and box from its tab bar's declaration.
    static func applyTabs(_ count: Int, what: String, at source: WidthTerm.Source?, to placement: inout Placement) {
        guard placement.settings.element == .tabBarItem, count > 0, placement.settings.width == nil else { return }
        placement.settings.tabs = count
        placement.settings.width = .solved(tab(of: count, what: what, at: source))
        placement.read.insert(.width)
    }

    /// A segment's control, shared by the `count` segments read at `source`: the control's box
    /// (between the margins, as the element's default) with the count that divides it — the
    /// `segment` kind gives each segment an equal share, less the dividers.
    static func applySegments(_ count: Int, what: String, at source: WidthTerm.Source?, to placement: inout Placement) {
        guard placement.settings.element == .segment, count > 0, placement.settings.width == nil else { return }
        placement.settings.segments = count
        placement.settings.width = .solved(BoxWidth(container: .margins, terms: [
            WidthTerm(points: 0, what: "the control, shared by \(count) segments (\(what)): each gets 1/\(count) less the dividers",
                      source: source)]))
        placement.read.insert(.width)
    }

    static func spelled(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
