import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLayout

/// A key of an Interface Builder table (`OBJECTID.property`) → the element that draws it, with
/// what the XML says about it.
///
/// Grades: A when the element and the attributes it can carry in IB (font, line limit) are all
/// read from the XML; bars, segments and table sections, whose fonts IB cannot set, are A too.
/// B when an attribute comes from the element's defaults, when the object is a custom subclass
/// (its code may restyle it), when an image shares a button with its title, when a label sits in
/// a custom cell or a collection cell (its width is the cell layout's), when the file does not say
/// which navigation or tab bar shows an item, and when a font has a text style but
/// `adjustsFontForContentSizeCategory` is off: UIKit then applies the style's size once, when the
/// view is made, and does not follow later changes — but an app launched at a size gets that size,
/// and typefit checks every size as if launched at it, so the text is checked as scaling. C when
/// the text is shown only by a convention: a controller's title where its navigation item has a
/// title of its own or no navigation controller in the file holds it, a navigation prompt.
enum InterfaceBuilderElements {
    /// `code`: the app's Swift, for the bar items a controller's class sets in code.
    static func uses(of key: String, in document: InterfaceBuilderDocument, code: InterfaceBuilderCodeBarItems? = nil) -> [FoundUse] {
        guard let dot = key.firstIndex(of: ".") else { return [] }
        let id = String(key[..<dot])
        let property = String(key[key.index(after: dot)...])
        // A key whose object is gone is stale: not a use (the check reports it as unused).
        guard let object = document.objects[id] else { return [] }
        let reader = ElementReader(key: key, id: id, property: property, object: object, document: document, code: code)
        return reader.uses()
    }
}

private struct ElementReader {
    let key: String
    let id: String
    let property: String
    let object: InterfaceBuilderDocument.Object
    let document: InterfaceBuilderDocument
    let code: InterfaceBuilderCodeBarItems?
    var element: XMLReader.Element { object.element }

    /// `label` → `UILabel`: the class Xcode names in the table's comments.
    var className: String {
        guard let first = element.name.first else { return element.name }
        return "UI" + first.uppercased() + element.name.dropFirst()
    }

    func uses() -> [FoundUse] {
        // A text of a scene nothing opens is never shown (`InterfaceBuilderScenes`).
        if !document.unreachable.isEmpty,
           let why = ([element] + object.ancestors).lazy.compactMap({ $0.attribute("id").flatMap { document.unreachable[$0] } }).first {
            return [notDrawn(reason: why, at: element)]
        }
        if property.hasPrefix("accessibility") {
            let what = property.dropFirst("accessibility".count).lowercased()
            return [notDrawn(reason: "accessibility \(what.isEmpty ? "text" : what)",
                             at: element.first("accessibility") ?? element)]
        }
        switch element.name {
        case "label" where property == "text": return [label()]
        case "button": return button()
        case "textField" where property == "placeholder" || property == "text": return [textField()]
        case "textView" where property == "text": return [textView()]
        case "searchBar": return searchBar()
        case "segmentedControl": return segmentedControl()
        case "navigationItem": return navigationItem()
        case "barButtonItem" where property == "title": return [barButtonItem()]
        case "tabBarItem" where property == "title": return [tabBarItem()]
        case "tableViewSection" where property == "headerTitle":
            return [use(ElementSettings(element: .sectionHeader), grade: .a)]
        case "tableViewSection" where property == "footerTitle":
            return [use(ElementSettings(element: .sectionFooter), grade: .a)]
        case "menu" where property == "title", "command" where property == "title":
            return [use(ElementSettings(element: .menuItem), grade: .b)]
        case let name where name.hasSuffix("Controller") && property == "title": return controllerTitle()
        default: return [unresolved()]
        }
    }

    // MARK: Views with a font

    private func label() -> FoundUse {
        // IB leaves out attributes at their default: no `numberOfLines` is UILabel's 1.
        let lines = element.attribute("numberOfLines").flatMap(Int.init).map { max(0, $0) } ?? 1
        var text = TextAttributes(of: element, document: document, id: id)
        var settings = text.settings(.label, lines: lines)
        // IB writes `adjustsFontSizeToFit="NO"` for a fixed font size: its absence is autoshrink.
        if element.attribute("adjustsFontSizeToFit") != "NO" { settings.minimumScale = text.minimumScale }
        var pattern = "IB UILabel text"
        if let cell = object.enclosing("tableViewCell") {
            settings.element = .cell
            settings.accessory = CellStyleLabels.accessory(interfaceBuilder: cell.attribute("accessoryType"))
            // An inset-grouped table insets its rows from the table's edges (UITableView.Style.insetGrouped).
            if object.enclosing("tableView")?.attribute("style") == "insetGrouped" { settings.listStyle = .insetGrouped }
            pattern += " in UITableViewCell"
            // A cell style's own label fills the cell; a label in a custom cell gets what its constraints leave.
            if cell.attribute("textLabel") != id && cell.attribute("detailTextLabel") != id {
                text.complete = false
            } else if settings.width != nil {
                // The style's box (`CellStyleLabels`) holds the accessory already.
                settings.accessory = nil
            }
        } else if object.enclosing("collectionViewCell") != nil {
            pattern += " in UICollectionViewCell"
            text.complete = false
        }
        return use(settings, pattern: pattern, grade: text.grade)
    }

    private func button() -> [FoundUse] {
        let states = ["normal", "highlighted", "selected", "disabled", "focused"]
        let configuration = element.elements.first { $0.name == "buttonConfiguration" }
        var at = element
        var text: TextAttributes
        let lines: Int
        if let state = states.first(where: { property == $0 + "Title" }) {
            at = element.elements.first { $0.name == "state" && $0.attribute("key") == state } ?? element
            text = TextAttributes(of: element, document: document, id: id)
            lines = InterfaceBuilderButtons.titleLines(element)
            if at.attribute("image") != nil { text.complete = false }  // the image takes room beside the title
        } else if let configuration, property == "configuration.title" || property == "configuration.subtitle" {
            at = configuration
            text = TextAttributes(of: configuration, fontKey: "titleFontDescription", document: document, id: id)
            // UIButton.Configuration titles wrap (uikit-behaviour §2 row 4); IB has no line limit for them.
            lines = 0
            text.complete = false
        } else {
            return [unresolved()]
        }
        let pattern = "IB UIButton " + property
        return [use(text.settings(.button, lines: lines), pattern: pattern, grade: text.grade, at: at)]
    }

    private func textField() -> FoundUse {
        let text = TextAttributes(of: element, document: document, id: id)
        var settings = text.settings(.textField, lines: 1)
        // Shrinking applies to what is typed, not to the placeholder; IB's text field default is on.
        if property == "text", element.attribute("adjustsFontSizeToFit") != "NO" { settings.minimumScale = text.minimumScale }
        return use(settings, grade: text.grade)
    }

    private func textView() -> FoundUse {
        let text = TextAttributes(of: element, document: document, id: id)
        // A text view wraps, and scrolls or grows with its text: no line limit.
        return use(text.settings(.multilineLabel, lines: 0), grade: text.grade)
    }

    // MARK: Controls and bars with the system's fonts

    private func searchBar() -> [FoundUse] {
        switch property {
        case "placeholder", "text":
            return [use(ElementSettings(element: .textField, lines: 1, width: fixedWidth), grade: .b)]
        case "prompt":
            return [use(ElementSettings(element: .label, lines: 1), grade: .c)]
        default:
            guard let (index, titles) = indexed("scopeButtonTitles", in: element.first("scopeButtonTitles"), item: "string")
            else { return [unresolved()] }
            return [use(ElementSettings(element: .segment, lines: 1, segments: titles.count),
                        pattern: "IB UISearchBar scopeButtonTitles", grade: .a, at: titles[index])]
        }
    }

    private func segmentedControl() -> [FoundUse] {
        guard let (index, segments) = indexed("segmentTitles", in: element.first("segments"), item: "segment")
        else { return [unresolved()] }
        var settings = ElementSettings(element: .segment, lines: 1, width: fixedWidth, segments: segments.count)
        if settings.width == nil, let list = element.first("segments") {
            // The control's room, shared by the segments the file lists.
            var placement = Placement(.segment, pattern: "")
            let place = document.location(list)
            SiblingBoxes.applySegments(segments.count, what: "the \(segments.count) segments listed",
                                       at: WidthTerm.Source(file: place.file, line: place.line), to: &placement)
            settings.width = placement.settings.width
        }
        return [use(settings, pattern: "IB UISegmentedControl segmentTitles", grade: .a, at: segments[index])]
    }

    private func navigationItem() -> [FoundUse] {
        switch property {
        case "title":
            let (title, known) = navigationTitle(of: object.controller, mode: element.attribute("largeTitleDisplayMode"))
            return [use(withBarItems(ElementSettings(element: title, lines: 1), of: element), grade: known ? .a : .b)]
        case "prompt":
            return [use(ElementSettings(element: .label, lines: 1), grade: .c)]
        case "backButtonTitle":
            // Shown on the back button of the screens pushed after this one.
            return [use(ElementSettings(element: .barButton, lines: 1), grade: .b)]
        default:
            return [unresolved()]
        }
    }

    private func barButtonItem() -> FoundUse {
        if element.attribute("image") != nil || element.attribute("systemItem") != nil {
            return notDrawn(reason: "the bar button shows its image; the title is for accessibility and the Large Content Viewer",
                            at: element)
        }
        // A `done` item is drawn in the bold (semibold) weight.
        let weight: FontWeight? = element.attribute("style") == "done" ? .semibold : nil
        return use(ElementSettings(element: .barButton, weight: weight, lines: 1, width: fixedWidth), grade: .a)
    }

    private func tabBarItem() -> FoundUse {
        if element.attribute("systemItem") != nil {
            return notDrawn(reason: "a system tab bar item: UIKit draws its own title", at: element)
        }
        let tabs = tabCount(of: object.controller)
        return use(withTabs(ElementSettings(element: .tabBarItem, lines: 1, tabs: tabs), of: object.controller),
                   grade: tabs == nil ? .b : .a)
    }

    /// A controller's `title` is what its bars show when they have no title of their own: the
    /// navigation bar when its navigation item has none, the tab bar item likewise.
    private func controllerTitle() -> [FoundUse] {
        var found: [FoundUse] = []
        let own = element.elements
        // The tab shows the item of the tab's controller: this one's, or its navigation controller's.
        let tabOwner = element.attribute("id").flatMap { document.tabCounts[$0] == nil ? document.navigationController[$0] : nil }
            .flatMap { document.objects[$0]?.element } ?? element
        let tabItem = tabOwner.elements.first { $0.name == "tabBarItem" && $0.attribute("key") == "tabBarItem" }
        if element.name == "viewController" || element.name == "tableViewController" || element.name == "collectionViewController" {
            let item = own.first { $0.name == "navigationItem" && $0.attribute("key") == "navigationItem" }
            let (title, known) = navigationTitle(of: element, mode: item?.attribute("largeTitleDisplayMode"))
            let shadowed = item?.attribute("title") != nil
            found.append(use(withBarItems(ElementSettings(element: title, lines: 1), of: item), pattern: "IB \(className) title",
                             grade: shadowed ? .c : known ? .b : .c))
        }
        if let tabs = tabCount(of: element), tabItem?.attribute("title") == nil, tabItem?.attribute("systemItem") == nil {
            found.append(use(withTabs(ElementSettings(element: .tabBarItem, lines: 1, tabs: tabs), of: element),
                             pattern: "IB \(className) title in UITabBarItem", grade: .b))
        }
        if found.isEmpty {
            found.append(notDrawn(reason: "a container controller's title: its bars show its children's titles", at: element))
        }
        return found
    }

    // MARK: Relationships

    /// The title element of `controller`'s navigation bar and whether the bar is known: a large
    /// title when the navigation controller it is the root of prefers large titles and the item
    /// does not opt out, else the inline title.
    private func navigationTitle(of controller: XMLReader.Element?, mode: String?) -> (ElementName, known: Bool) {
        if object.enclosing("navigationBar") != nil, element.name == "navigationItem" { return (.navigationTitle, true) }
        guard let id = controller?.attribute("id"), let navigation = document.navigationController[id] else {
            return (.navigationTitle, false)
        }
        let large = document.prefersLargeTitles.contains(navigation) && mode != "never"
        return (large ? .largeTitle : .navigationTitle, true)
    }

    /// The number of tabs of the tab bar controller that shows `controller`, directly or as the
    /// root of a navigation controller.
    private func tabCount(of controller: XMLReader.Element?) -> Int? {
        guard let id = controller?.attribute("id") else { return nil }
        return document.tabCounts[id] ?? document.navigationController[id].flatMap { document.tabCounts[$0] }
    }

    // MARK: Helpers

    /// A tab item's settings with the box its tab bar controller's tabs leave it, read where
    /// that controller lists them.
    private func withTabs(_ settings: ElementSettings, of controller: XMLReader.Element?) -> ElementSettings {
        guard let tabs = settings.tabs, let id = controller?.attribute("id"),
              let tabBar = document.tabBarControllers[id] ?? document.navigationController[id].flatMap({ document.tabBarControllers[$0] })
        else { return settings }
        var placement = Placement(.tabBarItem, pattern: "")
        let place = document.location(tabBar.first("connections") ?? tabBar)
        SiblingBoxes.applyTabs(tabs, what: "the tab bar controller's view controllers",
                               at: WidthTerm.Source(file: place.file, line: place.line), to: &placement)
        var filled = settings
        filled.width = placement.settings.width
        return filled
    }

    /// A navigation title's settings with the box its navigation item's bar items leave it
    /// (`SiblingBoxes.applyBarItems`).
    /// The title's settings with the room its bar items leave: the navigation item's, each side
    /// the controller's class sets in code replaced by the widest set the code gives it
    /// (`InterfaceBuilderCodeBarItems`; a storyboard item behind an outlet keeps its own width).
    private func withBarItems(_ settings: ElementSettings, of navigationItem: XMLReader.Element?) -> ElementSettings {
        var items = navigationItem.map { InterfaceBuilderBarItems.items(of: $0, in: document) } ?? BarItems()
        let controller = element.name.hasSuffix("Controller") ? element : object.controller
        if let code, let controller, let type = controller.attribute("customClass"),
           let set = code.assignments(ofClass: type, outlet: { outletItem($0, of: controller) }) {
            if set.leading { items.leading = set.items.leading }
            if set.trailing { items.trailing = set.items.trailing }
        }
        guard !items.isEmpty else { return settings }
        var placement = Placement(settings.element ?? .navigationTitle, pattern: "")
        placement.settings = settings
        SiblingBoxes.applyBarItems(items, to: &placement)
        return placement.settings
    }

    /// The storyboard bar item the controller's outlet `property` connects to.
    private func outletItem(_ property: String, of controller: XMLReader.Element) -> BarItem? {
        guard let outlet = controller.first("connections")?.elements.first(where: {
            $0.name == "outlet" && $0.attribute("property") == property
        }), let destination = outlet.attribute("destination"), let item = document.objects[destination]?.element,
              item.name == "barButtonItem" else { return nil }
        return InterfaceBuilderBarItems.item(item, in: document)
    }

    private var fixedWidth: WidthRule? { document.box(of: id) }

    /// `segmentTitles[1]` → 1 and the container's items, when the index names one of them.
    private func indexed(_ name: String, in container: XMLReader.Element?, item: String) -> (Int, [XMLReader.Element])? {
        guard property.hasPrefix(name + "["), property.hasSuffix("]"),
              let index = Int(property.dropFirst(name.count + 1).dropLast()), let container else { return nil }
        let items = container.elements.filter { $0.name == item }
        return items.indices.contains(index) ? (index, items) : nil
    }

    private func use(_ settings: ElementSettings, pattern: String? = nil, grade: UseGrade,
                     at place: XMLReader.Element? = nil) -> FoundUse {
        .use(SourceUse(key: key, table: document.table, settings: settings, location: document.location(place ?? element),
                       pattern: pattern ?? "IB \(className) \(property)", grade: grade, read: stated(settings)))
    }

    /// What the XML states: a font description, a `numberOfLines` (or a runtime attribute for
    /// it), a shrink factor, a width constraint; the rest is IB's defaults.
    private func stated(_ settings: ElementSettings) -> SourceFields {
        var read: SourceFields = []
        if InterfaceBuilderFont.read(element, key: "fontDescription") != nil
            || element.elements.contains(where: { $0.name == "buttonConfiguration" && InterfaceBuilderFont.read($0, key: "titleFontDescription") != nil }) {
            read.insert(.font)
        }
        // A fixed system font states its weight (`type="boldSystem"`, `weight=`); a text style leaves it to the style.
        if read.contains(.font), settings.weight != nil { read.insert(.weight) }
        if element.attribute("numberOfLines") != nil || InterfaceBuilderButtons.runtimeNumber(element, "titleLabel.numberOfLines") != nil {
            read.insert(.lines)
        }
        if settings.width != nil { read.insert(.width) }
        if settings.minimumScale != nil { read.insert(.minimumScale) }
        return read
    }

    private func notDrawn(reason: String, at place: XMLReader.Element) -> FoundUse {
        .use(SourceUse(key: key, table: document.table, kind: .notDrawn, settings: ElementSettings(),
                       location: document.location(place), pattern: "IB \(className) \(property)", grade: .a, reason: reason))
    }

    private func unresolved() -> FoundUse {
        let custom = element.attribute("customClass").map { " customClass=\"\($0)\"" } ?? ""
        return .unresolved(UnresolvedUse(key: key, location: document.location(element),
                                         expression: "IB <\(element.name)\(custom)> \"\(key)\""))
    }
}

/// The font, shrinking and width IB gives a view that draws text, and whether they are complete
/// enough for grade A.
private struct TextAttributes {
    let font: InterfaceBuilderFont?
    let adjustsForContentSize: Bool
    let minimumScale: Double?
    let width: WidthRule?
    var complete: Bool

    init(of element: XMLReader.Element, fontKey: String = "fontDescription", document: InterfaceBuilderDocument, id: String) {
        font = InterfaceBuilderFont.read(element, key: fontKey)
        adjustsForContentSize = element.attribute("adjustsFontForContentSizeCategory") == "YES"
        width = document.box(of: id)
        minimumScale = Self.minimumScale(element, size: font?.font?.size)
        let styleFollows = font?.style == nil || adjustsForContentSize
        // A size class with a font of its own (an iPad layout) is not what the default font says.
        let variedFont = element.elements.contains { $0.name == "variation" && $0.first("fontDescription") != nil }
        complete = font != nil && styleFollows && !variedFont && document.objects[id]?.element.attribute("customClass") == nil
    }

    var grade: UseGrade { complete ? .a : .b }

    func settings(_ element: ElementName, lines: Int) -> ElementSettings {
        ElementSettings(element: element, style: font?.style, font: font?.font, weight: font?.weight, lines: lines, width: width)
    }

    /// `minimumScaleFactor`, or the older `minimumFontSize` as a share of the font's size; nil
    /// when the text does not shrink (UIKit's factor 0 keeps the font's size).
    static func minimumScale(_ element: XMLReader.Element, size: Double?) -> Double? {
        if let factor = element.attribute("minimumScaleFactor").flatMap(Double.init), factor > 0, factor < 1 { return factor }
        if let minimum = element.attribute("minimumFontSize").flatMap(Double.init), let size, minimum > 0, minimum < size {
            return minimum / size
        }
        return nil
    }
}
