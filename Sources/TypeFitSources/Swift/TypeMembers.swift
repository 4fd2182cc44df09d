import SwiftSyntax
import TypeFitLayout

/// What the app's types declare, gathered from every file: the types themselves, their
/// properties' declared types and the UIKit attributes set on their receivers, each under the
/// type's resolved path, whichever file (the type's declaration or an extension) says it.
struct TypeMembers: Sendable {
    let names: TypeNames
    /// Type → property → its declared type, as written in that type.
    private var types: [String: [String: String]] = [:]
    /// Type → receiver → the attributes set on it in that type.
    private var attributes: [String: [String: [FileIndex.AttributeFact]]] = [:]
    /// The app's UIKit font helpers by base name (`FontFunctions`).
    private(set) var fontFunctions: [String: [FontFunctions.Template]] = [:]
    /// Type (resolved) → property → the `UIFont` it holds; and by name alone, for a value whose
    /// type the pass cannot tell.
    private var fontProperties: [String: [String: FontProperty]] = [:]
    private var fontPropertiesNamed: [String: [FontProperty]] = [:]
    /// Every property name the app assigns to (`FileIndex.Tables.assignedMembers`).
    private var assignedMembers: Set<String> = []
    /// Case name → each enum declaring a case of that name, and the case's labels.
    private var cases: [String: [(type: String, labels: [String])]] = [:]
    /// `withText|_` → how many functions of that name and label hand their text back, and how
    /// many there are.
    private var textFunctions: [String: Int] = [:]
    private var functions: [String: Int] = [:]
    /// `setAttributedTextString|_` → the setters of that name, with the type (resolved) and the
    /// property they set.
    private var setters: [String: [TextFunctions.Setter]] = [:]

    /// `name|label` (`Type.init|label` for an initializer) → the parameter's declared types.
    private var parameterTypes: [String: [WrittenType]] = [:]
    /// `Enum.case` (resolved) → the declared types of its associated values.
    private var caseTypes: [String: [WrittenType?]] = [:]

    /// The declared type of an enum case's associated value.
    func payloadType(_ key: PayloadKey) -> WrittenType? {
        guard let types = caseTypes[key.type + "." + key.name], types.indices.contains(key.position) else { return nil }
        return types[key.position]
    }

    /// The app's types (resolved) that declare an initializer with parameters.
    private var initializers: Set<String> = []
    /// Struct (resolved) → the stored properties its memberwise initializer takes, in order.
    private var storedProperties: [String: [String]] = [:]
    /// Member name → the app's types (resolved) that declare a property or method of that name.
    private(set) var declaring: [String: Set<String>] = [:]

    /// Class → the app's classes it inherits from (resolved paths).
    private var superclasses: [String: [String]] = [:]
    /// The app's structs and enums (resolved paths).
    private var valueTypes: Set<String> = []
    /// Type (resolved) → member → the alert styles it holds or returns, and those of the alert
    /// controllers it holds or returns (`AlertStyleTable`).
    private var alertStyles: [String: [String: [StyleValue]]] = [:]
    private var alertControllers: [String: [String: [StyleValue]]] = [:]
    /// Reuse identifier → `textLabel`/`detailTextLabel` → what the storyboard's prototype cell sets.
    private var prototypeLabels: [String: [String: [FileIndex.AttributeValue]]] = [:]
    /// Type (resolved) → outlet receiver → what Interface Builder sets on it.
    private var designed: [String: [String: [FileIndex.AttributeValue]]] = [:]

    /// A `ToolbarContent` type (resolved) → the bar items its `body` places.
    private var toolbarContents: [String: BarItems] = [:]

    /// The bar items of the app's `ToolbarContent` type written `name` in `scope`; nil for any other name.
    func toolbarContent(_ name: String, from scope: String) -> BarItems? {
        names.resolve(name, from: scope).flatMap { toolbarContents[$0] }
    }

    init(_ files: [FileIndex.Tables], outlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) {
        prototypeLabels = outlets.prototypeLabels
        var aliases: [String: WrittenType] = [:]
        for file in files { aliases.merge(file.typealiases) { first, _ in first } }
        names = TypeNames(files.flatMap(\.declaredTypes), aliases: aliases)
        for (type, properties) in outlets.labels {
            designed[resolved(type), default: [:]].merge(properties) { first, _ in first }
        }
        for file in files {
            fontFunctions.merge(file.fontFunctions, uniquingKeysWith: +)
            assignedMembers.formUnion(file.assignedMembers)
            for (type, properties) in file.fontProperties {
                let path = resolved(type)
                for (name, property) in properties {
                    fontProperties[path, default: [:]][name] = property
                    fontPropertiesNamed[name, default: []].append(property)
                }
            }
        }
        for file in files {
            for (type, members) in file.memberTypes {
                let path = resolved(type)
                types[path, default: [:]].merge(members) { first, _ in first }
                }
            for (name, owners) in file.memberOwners {
                for owner in owners { declaring[name, default: []].insert(resolved(owner)) }
            }
            for (type, names) in file.storedProperties { storedProperties[resolved(type)] = names }
            for (entry, found) in file.parameterTypes {
                parameterTypes[entry, default: []] += found
                if let dot = entry.range(of: ".init|") { initializers.insert(resolved(String(entry[..<dot.lowerBound]))) }
            }
            for (type, receivers) in file.attributes {
                let path = resolved(type)
                for (receiver, facts) in receivers { attributes[path, default: [:]][receiver, default: []] += facts }
            }
            for (type, declared) in file.enumCaseTypes {
                let path = resolved(type)
                for (name, types) in declared { caseTypes[path + "." + name] = types.map { $0.map { WrittenType(path: $0, scope: path) } } }
            }
            for (type, declared) in file.enumCases {
                let path = resolved(type)
                for (name, labels) in declared { cases[name, default: []].append((path, labels)) }
            }
            for (type, parents) in file.inherits {
                superclasses[resolved(type), default: []] += parents.compactMap { names.resolve($0.path, from: $0.scope) }
            }
            for type in file.valueTypes { valueTypes.insert(resolved(type)) }
            for (type, items) in file.toolbarContents { toolbarContents[resolved(type)] = items }
            for (type, members) in file.alertStyles.styles {
                alertStyles[resolved(type), default: [:]].merge(members, uniquingKeysWith: +)
            }
            for (type, members) in file.alertStyles.controllers {
                alertControllers[resolved(type), default: [:]].merge(members, uniquingKeysWith: +)
            }
            textFunctions.merge(file.textFunctions, uniquingKeysWith: +)
            functions.merge(file.functions, uniquingKeysWith: +)
            for (entry, found) in file.setters {
                setters[entry, default: []] += found.map { var setter = $0; setter.owner = resolved($0.owner); return setter }
            }
        }
        readFonts()
        var layouts: [String: HorizontalLayout] = [:]
        for file in files {
            for (type, layout) in file.layouts { layouts[resolved(type), default: HorizontalLayout()].merge(layout) }
        }
        solveBoxes(layouts)
    }

    /// Reads each font set through the app's own declarations, once every file's are known.
    private mutating func readFonts() {
        var read = attributes
        for (type, receivers) in attributes {
            for (receiver, facts) in receivers where facts.contains(where: { if case .fontSource = $0.value { true } else { false } }) {
                read[type]?[receiver] = facts.map { fact in
                    guard case .fontSource(let source) = fact.value else { return fact }
                    var resolved = fact
                    resolved.value = .font(font(source))
                    return resolved
                }
            }
        }
        attributes = read
    }

    /// The font a source gives: a helper's call read with its template; a property read on the
    /// type the owner reaches when the pass can tell it (nil when that type declares the name
    /// but no font the pass reads), else on every property of that name that holds a font,
    /// when they all give the same; the largest of a run-time choice (`FontSources.largest`).
    func font(_ source: FontSource, depth: Int = 0) -> FontReading? {
        guard depth < 6 else { return nil }
        switch source {
        case .read(let reading):
            return reading
        case .call(let call):
            return FontFunctions.reading(call, templates: fontFunctions)
        case .larger(let sources):
            return FontSources.largest(sources.map { font($0, depth: depth + 1) })
        case .property(let owner, let name):
            if let owner, let type = ownerType(owner) {
                if let property = fontProperties[type]?[name] { return font(of: property, named: name, depth: depth) }
                if declaring[name]?.contains(type) == true { return nil }
            }
            let all = (fontPropertiesNamed[name] ?? []).map { font(of: $0, named: name, depth: depth) }
            guard let first = all.first, let reading = first, all.allSatisfy({ $0 == reading }) else { return nil }
            return reading
        }
    }

    /// What a font property holds, unless it is a stored `var` something may replace.
    private func font(of property: FontProperty, named name: String, depth: Int) -> FontReading? {
        if property.isVariable && (property.inStruct || assignedMembers.contains(name)) { return nil }
        return property.source.flatMap { font($0, depth: depth + 1) }
    }

    /// The type (resolved) a property read starts from: its start, then each property's declared type.
    private func ownerType(_ owner: FontOwner) -> String? {
        guard var type = names.resolve(owner.start.path, from: owner.start.scope) else { return nil }
        for member in owner.members {
            guard let written = memberType(member, in: type), let next = names.resolve(written.path, from: written.scope) else { return nil }
            type = next
        }
        return type
    }

    /// Solves each type's layout once and keeps the box of every view it fixes as an attribute
    /// of that receiver: a controller's `view` is the window, with its margins, safe area and
    /// readable guides; a table cell's `contentView` is the row (`CodeLayoutContainers`).
    private mutating func solveBoxes(_ layouts: [String: HorizontalLayout]) {
        for (type, layout) in layouts {
            var layout = layout
            CodeLayoutContainers.add(to: &layout, system: systemAncestor(of: type).map(DottedPath.last))
            let solver = HorizontalSolver(layout)
            for item in layout.viewItems {
                guard let box = solver.box(of: item) else { continue }
                // A button's title is laid out in its `titleLabel`, across the button's width.
                for receiver in [item, item + ".titleLabel"] {
                    attributes[type, default: [:]][receiver, default: []]
                        .append(FileIndex.AttributeFact(value: .box(box), scope: nil, inInitializer: false, offset: 0))
                }
            }
        }
    }

    /// A declaration's or extension's path as the app declares the type.
    func resolved(_ path: String) -> String { names.resolve(path, from: "") ?? path }

    /// The declared type of a property of `type` (a resolved path), as written there.
    func memberType(_ name: String, in type: String) -> WrittenType? {
        types[type]?[name].map { WrittenType(path: $0, scope: type) }
    }

    /// True when every function of this name hands back the text passed with `label` ("self": the
    /// text it is called on).
    func handsBackText(_ name: String, label: String) -> Bool {
        let entry = TextFunctions.entry(name, label)
        guard let count = textFunctions[entry] else { return false }
        // A `String` method's `self` has no label to count other functions by.
        return label == "self" || count == functions[entry]
    }

    /// The text property the app's method of this name and label sets on the view it is called
    /// on — the method of `receiver`'s type (a resolved path) when it is known and declares one,
    /// else the only function of that name — when every function its text passes through hands
    /// it back.
    func textSetter(_ name: String, label: String, receiver: String?) -> String? {
        let entry = TextFunctions.entry(name, label)
        let found = setters[entry] ?? []
        let setter: TextFunctions.Setter
        if let receiver, let own = found.first(where: { $0.owner == receiver }) {
            setter = own
        } else {
            guard found.count == 1, let only = found.first, functions[entry] == 1 else { return nil }
            setter = only
        }
        guard setter.through.allSatisfy({ step in
                  let parts = step.split(separator: "|", maxSplits: 1).map(String.init)
                  return parts.count == 2 && handsBackText(parts[0], label: parts[1])
              }) else { return nil }
        return setter.property
    }

    /// The type of the parameter `label` of the function `name` (a method of `owner` when it is
    /// known, else any function of that name), when the declarations agree on one.
    func parameterType(_ name: String, label: String, owner: String?) -> WrittenType? {
        let all = parameterTypes[name + "|" + label] ?? []
        if let owner {
            let own = all.filter { names.resolve($0.scope, from: "") == owner }
            if let first = own.first, own.allSatisfy({ resolve($0) == resolve(first) }) { return first }
        }
        guard let first = all.first, all.allSatisfy({ resolve($0) == resolve(first) }) else { return nil }
        return first
    }

    /// The initializers' parameter types of `type` (a resolved path) for `label`.
    func initializerParameterType(_ type: String, label: String) -> WrittenType? {
        let all = parameterTypes[type + ".init|" + label] ?? []
        guard let first = all.first, all.allSatisfy({ resolve($0) == resolve(first) }) else { return nil }
        return first
    }

    private func resolve(_ written: WrittenType) -> String? { names.resolve(written.path, from: written.scope) }

    /// The label of the memberwise initializer's parameter at `position` of the struct `type` (a
    /// resolved path) that declares no initializer of its own.
    func memberwiseLabel(_ type: String, at position: Int) -> String? {
        guard !declaresInitializer(type), let names = storedProperties[type], names.indices.contains(position) else { return nil }
        return names[position]
    }

    /// True when `type` (a resolved path) declares an initializer of its own, with parameters.
    func declaresInitializer(_ type: String) -> Bool {
        initializers.contains(type)
    }

    /// The classes outside the app (a system's or a package's, or protocols) `type` (a resolved
    /// path) inherits from through the app's own classes, nearest first.
    private func foreignAncestors(of type: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = [type]
        var next = superclasses[type] ?? []
        while !next.isEmpty {
            let parent = next.removeFirst()
            guard seen.insert(parent).inserted else { continue }
            if names.isDeclared(parent, from: "") { next += superclasses[parent] ?? [] } else { found.append(parent) }
        }
        return found
    }

    /// The nearest system (UIKit) class `type` (a resolved path) inherits from through the app's
    /// own classes, if any.
    func systemAncestor(of type: String) -> String? {
        foreignAncestors(of: type).first { $0.hasPrefix("UI") }
    }

    /// True when `type` (a resolved path) is the app's own and plainly not a view: a struct or an
    /// enum (a UIKit view is a class: `UIView` is one), or a class whose ancestors outside the
    /// app are none that may draw (`NSObject`, `ObservableObject`). A text assigned to its
    /// property is kept, not drawn, until it is read into a view.
    func isPlainlyNotView(_ type: String) -> Bool {
        if valueTypes.contains(type) { return true }
        guard names.isDeclared(type, from: "") else { return false }
        return !foreignAncestors(of: type).contains { Self.mayDraw(DottedPath.last($0)) }
    }

    /// A class the app does not declare that a view may derive from: UIKit's and AppKit's
    /// (`UI…`, `NS…` but `NSObject`), or a package's named as views are (`…View`, `…Cell`,
    /// `…Controller`, `…Label`, `…Button`).
    static func mayDraw(_ name: String) -> Bool {
        if name == "NSObject" { return false }
        if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("SK") { return true }
        return ["View", "Label", "Field", "Button", "Cell", "Controller", "Bar", "Item", "Control"].contains { name.hasSuffix($0) }
    }

    /// The values of the alert style the member `name` of `type` (a resolved path; "" for a
    /// global) holds or returns — of the alert controller it holds or returns with `controller`.
    func alertStyleValues(_ name: String, of type: String, controller: Bool) -> [StyleValue]? {
        (controller ? alertControllers : alertStyles)[type]?[name]
    }

    /// True when the enum `type` (a resolved path) declares a case of this name.
    func declaresCase(_ name: String, in type: String) -> Bool {
        (cases[name] ?? []).contains { $0.type == type }
    }

    /// The enum a case belongs to and the labels of its associated values: of `type` when the
    /// code names it, else the one enum whose case of that name fits `fits`; nil when none or
    /// several do.
    func enumCase(_ name: String, of type: String?, fits: ([String]) -> Bool) -> (type: String, labels: [String])? {
        let candidates = (cases[name] ?? []).filter { type == nil || $0.type == type }.filter { fits($0.labels) }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// Collects the attributes set on `receiver` in `type` (a resolved path): those in the same
    /// scope first (the last assignment wins), then its closure initializer, then elsewhere in the
    /// type; a field the type leaves unset is taken from its superclasses, nearest first (what a
    /// subclass sets wins over what its superclass's initializer set), and last from what a
    /// storyboard sets on the outlet — the code's assignments (`awakeFromNib`, `viewDidLoad`)
    /// run on the outlet after the nib has set it up (as `ObjectiveCAttributes` says). Returns
    /// true when some field was decided by an assignment elsewhere.
    func collect(_ receiver: String, in type: String, scope: FileIndex.BodyScope?, into collector: inout AttributeCollector) -> Bool {
        var elsewhere = false
        if let facts = attributes[type]?[receiver] {
            let isHere = { (fact: FileIndex.AttributeFact) in scope != nil && fact.scope == scope }
            Self.feed(facts.filter { isHere($0) || $0.inInitializer }, into: &collector)
            let before = collector.read
            Self.feed(facts.filter { !isHere($0) && !$0.inInitializer }, into: &collector)
            elsewhere = collector.read != before
        }
        var seen: Set<String> = [type]
        var lineage = [type]
        var next = superclasses[type] ?? []
        while let parent = next.first {
            next.removeFirst()
            guard seen.insert(parent).inserted else { continue }
            lineage.append(parent)
            if let facts = attributes[parent]?[receiver] {
                let before = collector.read
                Self.feed(facts, into: &collector)
                if collector.read != before { elsewhere = true }
            }
            next += superclasses[parent] ?? []
        }
        for owner in lineage {
            guard let values = designed[owner]?[receiver] else { continue }
            Self.feed(values.map { FileIndex.AttributeFact(value: $0, scope: nil, inInitializer: true, offset: 0) }, into: &collector)
        }
        return elsewhere
    }

    /// What the prototype cell dequeued as `identifier` sets on its `label` (`textLabel`), after
    /// what the code sets: the code's assignment wins over the storyboard's design.
    func collectPrototype(_ identifier: String, label: String, into collector: inout AttributeCollector) -> Bool {
        guard let values = prototypeLabels[identifier]?[label] else { return false }
        let before = collector.read
        Self.feed(values.map { FileIndex.AttributeFact(value: $0, scope: nil, inInitializer: true, offset: 0) }, into: &collector)
        return collector.read != before
    }

    /// Feeds facts to the collector, the last assignment first (it is the one in effect);
    /// shared with Objective-C's attributes.
    static func feed(_ facts: [FileIndex.AttributeFact], into collector: inout AttributeCollector) {
        let ordered = facts.sorted { $0.offset > $1.offset }
        let shrinks = ordered.first { if case .shrinks = $0.value { return true } else { return false } }
        for fact in ordered {
            switch fact.value {
            case .lines(let lines): collector.lines(lines)
            case .font(let reading): collector.font(reading)
            case .fontSource: collector.font(nil)
            case .weight(let weight): collector.weight(weight)
            case .minimumScale(let scale):
                if case .shrinks(true) = shrinks?.value { collector.minimumScale(scale) }
            case .maxSize(let size): collector.maxSize(size)
            case .width(let width): collector.width(.fixed(width))
            case .box(let box): collector.width(.solved(box))
            case .shrinks: break
            }
        }
    }
}
