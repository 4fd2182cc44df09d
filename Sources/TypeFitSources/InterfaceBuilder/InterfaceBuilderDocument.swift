import TypeFitCatalog
import TypeFitDiagnostics

/// A storyboard or xib read into what the keys of its strings table can point at: every object
/// by id with the elements around it, the constant width constraints, and the controllers'
/// relationships (which tab bar and which navigation bar shows a controller).
struct InterfaceBuilderDocument {
    /// An object and the elements it sits in, outermost first.
    struct Object {
        let element: XMLReader.Element
        let ancestors: [XMLReader.Element]

        /// The nearest enclosing element named `name`.
        func enclosing(_ name: String) -> XMLReader.Element? { ancestors.last { $0.name == name } }

        /// The nearest enclosing view controller (any `…Controller` element).
        var controller: XMLReader.Element? { ancestors.last { $0.name.hasSuffix("Controller") } }
    }

    let path: String
    /// The strings table of the document's objects: its file name without the extension.
    let table: String
    let lines: LineIndex
    /// iOS (`CocoaTouch`) documents; AppKit, tvOS and watchOS ones are set aside.
    let isIOS: Bool
    private(set) var objects: [String: Object] = [:]
    /// View id → the constant of its required `width = constant` constraint, and that constraint's id.
    private(set) var fixedWidths: [String: (constant: Double, constraint: String?)] = [:]
    /// Constraints a size-class `<variation>` includes or excludes.
    private var variedConstraints: Set<String> = []
    /// Controller id → the number of tabs of the tab bar controller that shows it.
    private(set) var tabCounts: [String: Int] = [:]
    /// Controller id → the navigation controller it is the root of.
    private(set) var navigationController: [String: String] = [:]
    /// Navigation controllers whose bar prefers large titles.
    private(set) var prefersLargeTitles: Set<String> = []

    init(path: String, bytes: [UInt8]) throws(InputProblem) {
        self.path = path
        self.table = InterfaceBuilderSources.table(of: path)
        self.lines = LineIndex(file: path, bytes: bytes)
        let root: XMLReader.Element
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            throw InputProblem("not a readable Interface Builder file: \(error.message)", at: lines.location(error.offset))
        }
        guard root.name == "document" else {
            throw InputProblem("not an Interface Builder document: the root element is <\(root.name)>, not <document>",
                               at: lines.location(root.offset))
        }
        isIOS = root.attribute("type")?.contains("CocoaTouch") ?? false
        var stack: [XMLReader.Element] = []
        index(root, path: &stack)
        // A constraint a size class includes or excludes does not hold on every device.
        fixedWidths = fixedWidths.filter { $0.value.constraint.map { !variedConstraints.contains($0) } ?? true }
    }

    private mutating func index(_ element: XMLReader.Element, path: inout [XMLReader.Element]) {
        if let id = element.attribute("id"), objects[id] == nil {
            objects[id] = Object(element: element, ancestors: path)
        }
        switch element.name {
        case "constraint": noteWidth(element, path: path)
        case "include", "exclude":
            if path.contains(where: { $0.name == "variation" }), let reference = element.attribute("reference") {
                variedConstraints.insert(reference)
            }
        case "tabBarController":
            let tabs = relationships(of: element, named: "viewControllers")
            for destination in tabs { tabCounts[destination] = tabs.count }
        case "navigationController":
            if let id = element.attribute("id") {
                for root in relationships(of: element, named: "rootViewController") { navigationController[root] = id }
                if element.elements.contains(where: { $0.name == "navigationBar" && $0.attribute("prefersLargeTitles") == "YES" }) {
                    prefersLargeTitles.insert(id)
                }
            }
        default: break
        }
        path.append(element)
        for child in element.elements { index(child, path: &path) }
        path.removeLast()
    }

    /// A required `width = constant` constraint on one view: in the view's own `<constraints>`
    /// (no `firstItem`) or anywhere with the view as `firstItem` and no second item.
    private mutating func noteWidth(_ constraint: XMLReader.Element, path: [XMLReader.Element]) {
        guard constraint.attribute("firstAttribute") == "width", constraint.attribute("secondItem") == nil,
              constraint.attribute("relation") == nil, constraint.attribute("multiplier") == nil,
              constraint.attribute("priority").map({ $0 == "1000" }) ?? true,
              let constant = constraint.attribute("constant").flatMap(Double.init), constant.isFinite, constant > 0
        else { return }
        let owner = path.count >= 2 && path[path.count - 1].name == "constraints" ? path[path.count - 2].attribute("id") : nil
        guard let view = constraint.attribute("firstItem") ?? owner, fixedWidths[view] == nil else { return }
        fixedWidths[view] = (constant, constraint.attribute("id"))
    }

    /// The destinations of a controller's relationship segues of one kind, in file order.
    private func relationships(of controller: XMLReader.Element, named relationship: String) -> [String] {
        guard let connections = controller.first("connections") else { return [] }
        return connections.elements.compactMap { segue in
            segue.name == "segue" && segue.attribute("kind") == "relationship"
                && segue.attribute("relationship") == relationship ? segue.attribute("destination") : nil
        }
    }

    func location(_ element: XMLReader.Element) -> SourceLocation { lines.location(element.offset) }
}
