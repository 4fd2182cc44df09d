import Synchronization
import TypeFitCatalog
import TypeFitDiagnostics
import TypeFitLayout

/// A storyboard or xib read into what the keys of its strings table can point at: every object
/// by id with the elements around it, the box its constraints give each view, and the controllers'
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
    /// Constraints a size-class `<variation>` includes or excludes.
    private var variedConstraints: Set<String> = []
    /// Controller id → the number of tabs of the tab bar controller that shows it.
    private(set) var tabCounts: [String: Int] = [:]
    /// Controller id → the tab bar controller that shows it, where its tabs are read.
    private(set) var tabBarControllers: [String: XMLReader.Element] = [:]
    /// Controller id → the navigation controller it is the root of.
    private(set) var navigationController: [String: String] = [:]
    /// Navigation controllers whose bar prefers large titles.
    private(set) var prefersLargeTitles: Set<String> = []
    /// The document's horizontal constraints, solved: the box each view gets.
    private(set) var boxes = HorizontalSolver(HorizontalLayout())

    // MARK: What opens each scene

    /// A storyboard's scenes: the controller at the top of each, with its storyboard ID.
    private(set) var sceneControllers: [(id: String, identifier: String?, element: XMLReader.Element)] = []
    /// The storyboard's initial controller (`initialViewController`).
    private(set) var initialController: String?
    /// Every segue's destination: a scene a segue (a relationship, a push, a modal) opens.
    private(set) var segueDestinations: Set<String> = []
    /// Storyboard references: the storyboard (nil: this one) and the ID (nil: its initial scene) each opens.
    private(set) var references: [(storyboard: String?, identifier: String?)] = []
    /// Scene controllers nothing in the app opens, with why (`InterfaceBuilderScenes`): their texts are never shown.
    var unreachable: [String: String] = [:]

    /// `localized`: the keys of the document's strings table (`OBJECTID.text`), which tell the
    /// text a label shows in each locale; a label beside another is measured with them.
    init(path: String, bytes: [UInt8], localized: Set<String> = []) throws(InputProblem) {
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
        initialController = root.attribute("initialViewController")
        var stack: [XMLReader.Element] = []
        index(root, path: &stack)
        // A constraint a size class includes or excludes does not hold on every device.
        boxes = HorizontalSolver(InterfaceBuilderConstraints.layout(of: root, path: path, lines: lines, varied: variedConstraints,
                                                                    table: table, localized: localized))
    }

    private mutating func index(_ element: XMLReader.Element, path: inout [XMLReader.Element]) {
        if let id = element.attribute("id"), objects[id] == nil {
            objects[id] = Object(element: element, ancestors: path)
        }
        if element.name.hasSuffix("Controller"), let id = element.attribute("id"), path.last?.name == "objects",
           path.dropLast().last?.name == "scene" {
            sceneControllers.append((id, element.attribute("storyboardIdentifier"), element))
        }
        switch element.name {
        case "segue":
            if let destination = element.attribute("destination") { segueDestinations.insert(destination) }
        case "viewControllerPlaceholder":
            references.append((element.attribute("storyboardName"), element.attribute("referencedIdentifier")))
        case "include", "exclude":
            if path.contains(where: { $0.name == "variation" }), let reference = element.attribute("reference") {
                variedConstraints.insert(reference)
            }
        case "tabBarController":
            let tabs = relationships(of: element, named: "viewControllers")
            for destination in tabs {
                tabCounts[destination] = tabs.count
                tabBarControllers[destination] = element
            }
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

    /// The destinations of a controller's relationship segues of one kind, in file order.
    private func relationships(of controller: XMLReader.Element, named relationship: String) -> [String] {
        guard let connections = controller.first("connections") else { return [] }
        return connections.elements.compactMap { segue in
            segue.name == "segue" && segue.attribute("kind") == "relationship"
                && segue.attribute("relationship") == relationship ? segue.attribute("destination") : nil
        }
    }

    func location(_ element: XMLReader.Element) -> SourceLocation { lines.location(element.offset) }

    /// The width the document's layout gives the view `id`, with where each term was read; nil
    /// when its constraints do not fix it.
    func box(of id: String) -> WidthRule? { solvedBox(of: id).map { .solved($0) } }

    /// `boxes.box(of: id)`, solved once per view: a view's box is asked for by its outlet and by
    /// each of its texts, and each asking solves the document's layout again.
    func solvedBox(of id: String) -> BoxWidth? { solved.box(of: id) { boxes.box(of: id) } }

    /// The boxes solved so far (`boxes` is set once, when the document is read).
    private let solved = SolvedBoxes()
}

/// The boxes of a document's views solved so far, by id.
final class SolvedBoxes: Sendable {
    private let boxes = Mutex<[String: BoxWidth?]>([:])

    func box(of id: String, solve: () -> BoxWidth?) -> BoxWidth? {
        if let known = boxes.withLock({ $0[id] }) { return known }
        let box = solve()
        boxes.withLock { $0[id] = .some(box) }
        return box
    }
}
