import TypeFitCatalog

/// The labels a class's `@IBOutlet`s stand for, with what Interface Builder sets on them (and the
/// box its constraints give them): code
/// that sets an outlet's text (`headerText.text = …`) draws it in a label whose line limit and
/// font are in the storyboard (a `FormViewController.headerText` outlet to a label with
/// `numberOfLines="0"`), not UIKit's one line. A legacy button's title is drawn in its
/// `titleLabel`, which IB styles with the button's own font and line break: code that sets the
/// title of a `button` outlet (`[cell.button setTitle:… forState:…]`) reads them under
/// `button.titleLabel`. A text field's or text view's outlet (`usernameField.placeholder = …`)
/// gives its font and box. An outlet the documents configure differently (several scenes of one
/// class) keeps only what they agree on.
struct InterfaceBuilderOutlets: Sendable {
    /// Class name → outlet property (`titleText`, or `button.titleLabel` for a button outlet's
    /// title) → the attributes every label it connects to has.
    private(set) var labels: [String: [String: [FileIndex.AttributeValue]]] = [:]
    /// (class, property) seen with different values of an attribute: those are left out.
    private var seen: [String: [String: [[FileIndex.AttributeValue]]]] = [:]
    /// A table view's prototype cell by its reuse identifier → `textLabel` or `detailTextLabel` →
    /// what IB sets on that label: code that dequeues the cell by its identifier
    /// (`dequeueReusableCell(withIdentifier: "TopicCell")`) and sets `cell.textLabel?.text` draws
    /// in the label the storyboard designed (a prototype cell `TopicCell` whose label has
    /// `numberOfLines="0"`), not UIKit's one line.
    private(set) var prototypeLabels: [String: [String: [FileIndex.AttributeValue]]] = [:]
    private var seenPrototypes: [String: [String: [[FileIndex.AttributeValue]]]] = [:]

    init() {}

    /// Adds the outlets of one document.
    mutating func add(_ document: InterfaceBuilderDocument) {
        // The object an outlet belongs to is the one whose `<connections>` hold it.
        for object in document.objects.values where object.element.name == "outlet" {
            guard let property = object.element.attribute("property"), let destination = object.element.attribute("destination"),
                  let view = document.objects[destination]?.element,
                  object.ancestors.last?.name == "connections", let owner = object.ancestors.dropLast().last,
                  let type = owner.attribute("customClass") else { continue }
            // The box the document's constraints give the view, when they fix it.
            let box: [FileIndex.AttributeValue] = document.solvedBox(of: destination).map { [.box($0)] } ?? []
            switch view.name {
            case "label":
                seen[type, default: [:]][property, default: []].append(Self.attributes(of: view) + box)
            case "button" where !InterfaceBuilderButtons.isConfigured(view):
                seen[type, default: [:]][property + ".titleLabel", default: []].append(Self.titleAttributes(of: view) + box)
            case "textField", "textView":
                // A text field's placeholder and text are drawn in its own font on one line; a
                // text view's wrap. Only the font and the box are IB's to say.
                seen[type, default: [:]][property, default: []].append(Self.font(of: view) + box)
            default:
                continue
            }
        }
        labels = seen.mapValues { $0.mapValues(Self.agreed) }
        for object in document.objects.values where object.element.name == "tableViewCell" {
            guard let identifier = object.element.attribute("reuseIdentifier") else { continue }
            for slot in ["textLabel", "detailTextLabel"] {
                guard let id = object.element.attribute(slot), let label = document.objects[id]?.element, label.name == "label"
                else { continue }
                // With the box the cell's style gives the label (`CellStyleLabels`), when it is solved.
                let box: [FileIndex.AttributeValue] = document.boxes.box(of: id).map { [.box($0)] } ?? []
                seenPrototypes[identifier, default: [:]][slot, default: []].append(Self.attributes(of: label) + box)
            }
        }
        prototypeLabels = seenPrototypes.mapValues { $0.mapValues(Self.agreed) }
    }

    /// A label's line limit (IB leaves out UILabel's default 1) and its font, when IB gives one.
    private static func attributes(of label: XMLReader.Element) -> [FileIndex.AttributeValue] {
        let lines = label.attribute("numberOfLines").flatMap(Int.init).map { max(0, $0) } ?? 1
        return [.lines(lines)] + font(of: label)
    }

    /// A legacy button's title label: the line limit its line break gives, and the button's font.
    private static func titleAttributes(of button: XMLReader.Element) -> [FileIndex.AttributeValue] {
        [.lines(InterfaceBuilderButtons.titleLines(button))] + font(of: button)
    }

    /// The view's `fontDescription`, when IB gives one with a size or a style.
    private static func font(of view: XMLReader.Element) -> [FileIndex.AttributeValue] {
        guard let font = InterfaceBuilderFont.read(view) else { return [] }
        return [.font(FontReading(style: font.style, font: font.font, weight: font.weight))]
    }

    /// The values every configuration has: a line limit or font that differs between scenes is
    /// not known.
    private static func agreed(_ configurations: [[FileIndex.AttributeValue]]) -> [FileIndex.AttributeValue] {
        guard let first = configurations.first else { return [] }
        return first.filter { value in configurations.allSatisfy { $0.contains(value) } }
    }
}
