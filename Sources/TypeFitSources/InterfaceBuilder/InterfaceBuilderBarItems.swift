import TypeFitCatalog
import TypeFitLayout

/// The bar items an Interface Builder `<navigationItem>` holds beside its title:
/// `<barButtonItem key="leftBarButtonItem|rightBarButtonItem">` and the items of
/// `<leftBarButtonItems>`/`<rightBarButtonItems>`, each an image item (`image`, a `systemItem`
/// drawn as a symbol, a custom view) or a text item (`title`, a system item drawn as a word),
/// with the line it is written on.
enum InterfaceBuilderBarItems {
    static func items(of navigationItem: XMLReader.Element, in document: InterfaceBuilderDocument) -> BarItems {
        var items = BarItems()
        for child in navigationItem.elements {
            switch (child.name, child.attribute("key")) {
            case ("barButtonItem", "leftBarButtonItem"): items.leading += item(child, in: document).map { [$0] } ?? []
            case ("barButtonItem", "rightBarButtonItem"): items.trailing += item(child, in: document).map { [$0] } ?? []
            case ("leftBarButtonItems", _):
                items.leading += child.elements.filter { $0.name == "barButtonItem" }.compactMap { item($0, in: document) }
            case ("rightBarButtonItems", _):
                items.trailing += child.elements.filter { $0.name == "barButtonItem" }.compactMap { item($0, in: document) }
            default:
                break
            }
        }
        return items
    }

    static func item(_ element: XMLReader.Element, in document: InterfaceBuilderDocument) -> BarItem? {
        let place = document.location(element)
        let source = WidthTerm.Source(file: place.file, line: place.line)
        if let system = element.attribute("systemItem") { return NavigationBarItems.systemItem(system, at: source) }
        if element.attribute("image") != nil { return .image("IB bar item with an image", at: source) }
        if element.elements.contains(where: { $0.attribute("key") == "customView" }) {
            return .image("IB bar item with a custom view, taken as an image item", at: source)
        }
        if element.attribute("title") != nil { return .text("IB bar item with a title — its room estimated", at: source) }
        return .image("IB bar item, taken as an image item", at: source)
    }
}
