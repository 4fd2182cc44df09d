import TypeFitCatalog
import TypeFitDiagnostics
import TypeFitLayout

/// The horizontal layout of a storyboard or xib, for `HorizontalSolver`: every `<constraint>`
/// outside a size-class variation and not held in an outlet (code may change it) (a missing `firstItem` is the view that owns the
/// `<constraints>`), the stack views and their arranged subviews, the widths of standard
/// controls, the frames of views laid out by their autoresizing mask, and the containers:
///
/// - a controller's root view (`key="view"` under a `…Controller`, or the view a xib's File's
///   Owner connects its `view` outlet to): its edges are the window's, its `safeArea` guide the
///   safe area, its margins the root layout margins — the readable content guide when it has
///   `layoutMarginsFollowReadableWidth`;
/// - a table cell's content view, in a table that is a controller's root view: its edges are the
///   safe area (`insetsContentViewsToSafeArea` is on by default: Apple, UITableView), its margins
///   the table's, which are the root view's; in any other table, the table's edges;
/// - a table's header and footer views span the table.
///
/// The safe area guide of any other view is taken as that view's edges (it differs only where
/// the view reaches under a bar or a rounded corner).
///
/// A label's text is kept for the solver (`HorizontalLayout.texts`) when the file says what it
/// shows: its `OBJECTID.text` key in the document's strings table (`localized`), with IB's
/// `text` as the source text; or, for a label no outlet holds, the `text` it is drawn with. A
/// label an outlet holds and the table does not localize gets its text from code: not kept.
enum InterfaceBuilderConstraints {
    static func layout(of root: XMLReader.Element, path: String, lines: LineIndex, varied: Set<String>,
                       table: String = "", localized: Set<String> = []) -> HorizontalLayout {
        var reader = Reader(path: path, lines: lines, varied: varied)
        reader.table = table
        reader.localized = localized
        reader.rootViews = rootViewIDs(root)
        reader.outlets = outletDestinations(root)
        var ancestors: [XMLReader.Element] = []
        reader.visit(root, ancestors: &ancestors)
        return reader.layout
    }

    /// The ids of views a File's Owner or a controller holds as its `view`.
    private static func rootViewIDs(_ root: XMLReader.Element) -> Set<String> {
        var found: Set<String> = []
        func walk(_ element: XMLReader.Element) {
            if element.name == "placeholder", element.attribute("placeholderIdentifier") == "IBFilesOwner",
               let connections = element.first("connections") {
                for outlet in connections.elements where outlet.name == "outlet" && outlet.attribute("property") == "view" {
                    if let destination = outlet.attribute("destination") { found.insert(destination) }
                }
            }
            if element.name.hasSuffix("Controller") {
                for child in element.elements where child.attribute("key") == "view" {
                    if let id = child.attribute("id") { found.insert(id) }
                }
            }
            for child in element.elements { walk(child) }
        }
        walk(root)
        return found
    }

    /// The ids every `<outlet>` points at: a constraint held in an outlet may be changed by code
    /// (`widthConstraint.constant = …`), so its constant is not what the view gets.
    private static func outletDestinations(_ root: XMLReader.Element) -> Set<String> {
        var found: Set<String> = []
        func walk(_ element: XMLReader.Element) {
            if element.name == "outlet" || element.name == "outletCollection", let destination = element.attribute("destination") {
                found.insert(destination)
            }
            for child in element.elements { walk(child) }
        }
        walk(root)
        return found
    }

    private struct Reader {
        let path: String
        let lines: LineIndex
        let varied: Set<String>
        var rootViews: Set<String> = []
        var outlets: Set<String> = []
        var table = ""
        var localized: Set<String> = []
        var layout = HorizontalLayout()
        /// Object id → the id of the nearest element around it that has one.
        var parents: [String: String] = [:]
        var scrollViews: Set<String> = []
        static let scrolls: Set<String> = ["scrollView", "tableView", "collectionView"]

        /// A scroll view's edges, to a view inside it, are its content's (Apple, UIScrollView:
        /// constraints between the scroll view and its subviews define the content area): an
        /// item of its own, whose width is not known.
        func seen(_ anchor: HorizontalLayout.Anchor, from other: String) -> HorizontalLayout.Anchor {
            guard scrollViews.contains(anchor.item), anchor.edge != .width else { return anchor }
            var current = parents[other]
            var steps = 0
            while let parent = current, steps < 500 {
                if parent == anchor.item { return .init(item: anchor.item + "|content", edge: anchor.edge) }
                current = parents[parent]
                steps += 1
            }
            return anchor
        }

        init(path: String, lines: LineIndex, varied: Set<String>) {
            self.path = path
            self.lines = lines
            self.varied = varied
        }

        func source(_ element: XMLReader.Element) -> WidthTerm.Source {
            WidthTerm.Source(file: path, line: lines.location(element.offset).line)
        }

        mutating func visit(_ element: XMLReader.Element, ancestors: inout [XMLReader.Element]) {
            if element.name == "variation" { return }  // a size class's own constraints do not hold everywhere
            if let id = element.attribute("id") {
                if let parent = ancestors.last(where: { $0.attribute("id") != nil && $0.name != "subviews" })?.attribute("id") {
                    parents[id] = parent
                }
                if Self.scrolls.contains(element.name) { scrollViews.insert(id) }
                note(element, id: id, ancestors: ancestors)
            }
            if element.name == "constraint", ancestors.last?.name == "constraints" {
                let owner = ancestors.count >= 2 ? ancestors[ancestors.count - 2].attribute("id") : nil
                constraint(element, owner: owner)
            }
            ancestors.append(element)
            for child in element.elements { visit(child, ancestors: &ancestors) }
            ancestors.removeLast()
        }

        /// What one object adds: a container, a guide, a stack, a control's width, a frame.
        private mutating func note(_ element: XMLReader.Element, id: String, ancestors: [XMLReader.Element]) {
            let parent = ancestors.last
            switch element.name {
            case "viewLayoutGuide", "layoutGuide":
                guard let owner = parent?.attribute("id") else { return }
                let key = element.attribute("key") ?? element.attribute("type")
                layout.names[id] = "\(layout.names[owner] ?? parent?.name ?? owner) \(key ?? "layout") guide"
                if rootViews.contains(owner) {
                    switch key {
                    case "safeArea": layout.containers[id] = .safeArea
                    case "readableContent": layout.containers[id] = .readable
                    default: return
                    }
                } else if key == "safeArea" || key == "readableContent" || key == "frameLayoutGuide" {
                    equalEdges(id, owner, at: element)
                }
                return
            case "tableViewCellContentView":
                // A cell is as wide as its table: the row of a table that is a controller's root
                // view, inset to the safe area unless the table turns that off; in any other table
                // the table's own edges, and margins that are not known.
                let table = ancestors.last { $0.name == "tableView" }
                // A cell that is a top-level object of its own xib (code registers the nib with a
                // table: `register(UINib(nibName:bundle:), forCellReuseIdentifier:)`) names no
                // table: it is taken to be in a table that spans the window, as a cell class's
                // code layout is (`CodeLayoutContainers`).
                let ownNib = table == nil && ancestors.count >= 2 && ancestors[ancestors.count - 1].name == "tableViewCell"
                    && ancestors[ancestors.count - 2].name == "objects"
                guard ownNib || table?.attribute("id") != nil else { break }
                if ownNib || table.flatMap({ $0.attribute("id") }).map(rootViews.contains) == true {
                    // An accessory narrows the content view and its trailing margin by amounts UIKit
                    // does not document: there the margins stay a container of their own.
                    let cell = ancestors.last { $0.name == "tableViewCell" }
                    let accessory = (cell?.attribute("accessoryType")).map { $0 != "none" } == true
                        || cell?.elements.contains { $0.attribute("key") == "accessoryView" } == true
                    let insetToSafeArea = table?.attribute("contentViewInsetsToSafeArea") != "NO"
                    layout.containers[id] = insetToSafeArea ? .safeArea : .window
                    if !insetToSafeArea || accessory {
                        layout.containers[HorizontalLayout.margins(of: id)] = .margins
                    } else {
                        // Its margins are the root margins: the safe area less the system minimum
                        // margin on each side (apple-facts §4). Written as terms over the safe area,
                        // so a chain from the content view's edge to its margin is one expression.
                        let margin = WidthTerm(systemMargins: 1, what: "cell content view's layout margin (the system minimum margin, 16 or 20 pt)",
                                               source: source(element))
                        layout.marginInsets[id] = (margin, margin)
                    }
                } else if let tableID = table?.attribute("id") {
                    equalEdges(id, tableID, at: element)
                    layout.unknownMargins.insert(id)
                }
            case "view" where element.attribute("key") == "tableHeaderView" || element.attribute("key") == "tableFooterView":
                // A table's header and footer views are as wide as the table.
                if let table = parent?.attribute("id") { equalEdges(id, table, at: element) }
            default:
                break
            }
            if rootViews.contains(id) {
                layout.containers[id] = .window
                layout.containers[HorizontalLayout.margins(of: id)] =
                    element.attribute("layoutMarginsFollowReadableWidth") == "YES" ? .readable : .margins
            }
            layout.names[id] = Self.name(of: element, id: id)
            if ["label", "button", "textField", "textView"].contains(element.name) {
                layout.compressionResistance[id] = element.attribute("horizontalCompressionResistancePriority").flatMap(Double.init) ?? 750
            }
            if element.name == "label" {
                text(of: element, id: id)
                styledCellLabel(element, id: id, ancestors: ancestors)
            }
            margins(of: element, id: id)
            if element.name == "stackView" { stack(element, id: id) }
            if let width = StandardControlWidths.width(of: "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst()) {
                // At the control's content hugging priority (IB writes 750 for both): a width constraint wins.
                var term = width
                term.what = "\(layout.names[id] ?? element.name): " + width.what
                layout.fix(id, width: term, priority: element.attribute("horizontalHuggingPriority").flatMap(Double.init) ?? 750)
            }
            if ancestors.last?.name == "subviews", ancestors.count >= 2 {
                let cell = ancestors.last { $0.name == "tableViewCell" }
                frame(element, id: id, superview: ancestors[ancestors.count - 2], cellHasStyle: cell?.attribute("style") != nil)
            }
        }

        /// A cell style's own `textLabel` or `detailTextLabel`: placed by the style
        /// (`CellStyleLabels`), not by constraints. An inset-grouped table's rows are inset again
        /// from the content view's edges: not solved here.
        private mutating func styledCellLabel(_ element: XMLReader.Element, id: String, ancestors: [XMLReader.Element]) {
            guard let cell = ancestors.last(where: { $0.name == "tableViewCell" }),
                  let style = CellStyleLabels.Style(interfaceBuilder: cell.attribute("style")),
                  cell.attribute("textLabel") == id || cell.attribute("detailTextLabel") == id,
                  let contentView = ancestors.last(where: { $0.name == "tableViewCellContentView" })?.attribute("id"),
                  ancestors.last(where: { $0.name == "tableView" })?.attribute("style") != "insetGrouped" else { return }
            let accessory = cell.elements.contains { $0.attribute("key") == "accessoryView" } ? nil
                : CellStyleLabels.accessory(interfaceBuilder: cell.attribute("accessoryType"))
            CellStyleLabels.place(id, style: style, detail: cell.attribute("detailTextLabel") == id, in: contentView,
                                  accessory: accessory, source: source(cell), into: &layout)
        }

        /// What a label shows, when the file says it (see the type's comment).
        private mutating func text(of element: XMLReader.Element, id: String) {
            let key = id + ".text"
            let literal = element.attribute("text")
            var text: SiblingText
            if localized.contains(key) {
                text = SiblingText(table: table, key: key, literal: literal)
            } else if let literal, !literal.isEmpty, !outlets.contains(id) {
                text = SiblingText(literal: literal)
            } else {
                return
            }
            if let font = InterfaceBuilderFont.read(element) {
                text.style = font.style
                text.size = font.font?.size
                text.relativeTo = font.font?.relativeTo
                text.weight = font.weight?.rawValue
            }
            layout.texts[id] = text
            layout.textSources[id] = source(element)
        }

        /// A guide whose edges are its view's.
        private mutating func equalEdges(_ guide: String, _ view: String, at element: XMLReader.Element) {
            for edge in [HorizontalLayout.Edge.leading, .trailing] {
                layout.add(.init(first: .init(item: guide, edge: edge), relation: .equal, second: .init(item: view, edge: edge),
                                 source: source(element)))
            }
        }

        /// `<edgeInsets key="layoutMargins" left= right=>` or `<directionalEdgeInsets
        /// key="directionalLayoutMargins" leading= trailing=>`.
        private mutating func margins(of element: XMLReader.Element, id: String) {
            for insets in element.elements {
                let pair: (String, String)
                switch (insets.name, insets.attribute("key")) {
                case ("edgeInsets", "layoutMargins"): pair = ("left", "right")
                case ("directionalEdgeInsets", "directionalLayoutMargins"): pair = ("leading", "trailing")
                default: continue
                }
                guard let leading = insets.attribute(pair.0).flatMap(Double.init),
                      let trailing = insets.attribute(pair.1).flatMap(Double.init) else { continue }
                let name = layout.names[id] ?? id
                layout.marginInsets[id] = (WidthTerm(points: leading, what: "\(name) leading layout margin", source: source(insets)),
                                           WidthTerm(points: trailing, what: "\(name) trailing layout margin", source: source(insets)))
            }
        }

        private mutating func stack(_ element: XMLReader.Element, id: String) {
            var stack = HorizontalLayout.Stack()
            stack.axis = element.attribute("axis") == "vertical" ? .vertical : .horizontal
            stack.distribution = switch element.attribute("distribution") {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
            stack.alignment = switch element.attribute("alignment") {
            case "leading", "top", "firstBaseline": .leading
            case "trailing", "bottom", "lastBaseline": .trailing
            case "center": .center
            default: .fill
            }
            stack.spacing = element.attribute("spacing").flatMap(Double.init) ?? 0
            stack.marginsRelative = element.attribute("layoutMarginsFollowReadableWidth") == "YES"
                || element.attribute("layoutMarginsRelativeArrangement") == "YES"
            stack.arranged = (element.first("subviews")?.elements ?? []).compactMap { view in
                view.attribute("hidden") == "YES" ? nil : view.attribute("id")
            }
            stack.source = source(element)
            layout.stacks[id] = stack
        }

        /// A view laid out by its autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`):
        /// its frame's width unless it is width-sizable, and its distance to each edge of its
        /// superview that is not flexible (UIView.AutoresizingMask).
        private mutating func frame(_ element: XMLReader.Element, id: String, superview: XMLReader.Element, cellHasStyle: Bool) {
            // A cell style's own labels are laid out by the cell, whatever frame IB draws them in.
            guard element.attribute("translatesAutoresizingMaskIntoConstraints") != "NO", superview.name != "stackView",
                  superview.name != "tableViewCellContentView" || !cellHasStyle,
                  let mask = element.elements.first(where: { $0.name == "autoresizingMask" }),
                  let rect = element.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }),
                  let x = rect.attribute("x").flatMap(Double.init), let width = rect.attribute("width").flatMap(Double.init),
                  x.isFinite, width.isFinite, width > 0, let superID = superview.attribute("id") else { return }
            let name = layout.names[id] ?? id
            if mask.attribute("widthSizable") != "YES" {
                layout.fix(id, width: WidthTerm(points: width, what: "\(name) frame width", source: source(rect)))
            }
            if mask.attribute("flexibleMinX") != "YES" {
                layout.add(.init(first: .init(item: id, edge: .leading), relation: .equal, second: .init(item: superID, edge: .leading),
                                 constant: x, source: source(rect),
                                 term: WidthTerm(points: x, what: "\(name) frame x", source: source(rect))))
            }
            if mask.attribute("flexibleMaxX") != "YES",
               let superRect = superview.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }),
               let superWidth = superRect.attribute("width").flatMap(Double.init), superWidth.isFinite {
                let gap = superWidth - x - width
                layout.add(.init(first: .init(item: id, edge: .trailing), relation: .equal, second: .init(item: superID, edge: .trailing),
                                 constant: -gap, source: source(rect),
                                 term: WidthTerm(points: -gap, what: "\(name) frame's distance to its superview's trailing edge",
                                                 source: source(rect))))
            }
        }

        private mutating func constraint(_ element: XMLReader.Element, owner: String?) {
            if let id = element.attribute("id"), varied.contains(id) || outlets.contains(id) { return }
            guard let firstItem = element.attribute("firstItem") ?? owner,
                  let written = Self.anchor(firstItem, element.attribute("firstAttribute")) else { return }
            var second: HorizontalLayout.Anchor?
            if let attribute = element.attribute("secondAttribute"), attribute != "notAnAttribute" {
                guard let item = element.attribute("secondItem") ?? owner, let anchor = Self.anchor(item, attribute) else { return }
                second = anchor
            }
            if second == nil && written.edge != .width { return }
            var first = written
            if let other = second {
                second = seen(other, from: first.item)
                first = seen(first, from: other.item)
            }
            let relation: HorizontalLayout.Relation = switch element.attribute("relation") {
            case "lessThanOrEqual": .atMost
            case "greaterThanOrEqual": .atLeast
            default: .equal
            }
            guard let multiplier = Self.multiplier(element.attribute("multiplier")),
                  let constant = element.attribute("constant").map(Double.init) ?? 0,
                  let priority = element.attribute("priority").map(Double.init) ?? 1000,
                  constant.isFinite, priority.isFinite else { return }
            layout.add(.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                             priority: priority, source: source(element)))
        }

        /// `leading` → the item's leading edge; `trailingMargin` → its margins' trailing edge;
        /// nil for a vertical attribute.
        static func anchor(_ item: String, _ attribute: String?) -> HorizontalLayout.Anchor? {
            guard var attribute else { return nil }
            var target = item
            if attribute.hasSuffix("Margin") || attribute.hasSuffix("WithinMargins") {
                target = HorizontalLayout.margins(of: item)
                attribute = attribute.hasSuffix("Margin") ? String(attribute.dropLast("Margin".count))
                    : String(attribute.dropLast("WithinMargins".count))
            }
            let edge: HorizontalLayout.Edge
            switch attribute {
            case "leading", "left": edge = .leading
            case "trailing", "right": edge = .trailing
            case "centerX": edge = .centerX
            case "width": edge = .width
            default: return nil
            }
            return .init(item: target, edge: edge)
        }

        /// `0.5`, or Xcode's ratio forms `1:2` and `2/3`.
        static func multiplier(_ text: String?) -> Double? {
            guard let text else { return 1 }
            let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// `label "Title"`, `switch`, a user label when IB has one.
        static func name(of element: XMLReader.Element, id: String) -> String {
            if let label = element.attribute("userLabel") { return label }
            if let key = element.attribute("key"), key == "view" || key == "contentView" { return key }
            if let text = element.attribute("text") ?? element.first("state")?.attribute("title"), !text.isEmpty {
                return "\(element.name) \"\(text.count > 24 ? text.prefix(23) + "…" : text)\""
            }
            return element.name
        }
    }
}
