import TypeFitConfig
import TypeFitDiagnostics

/// Where a value lands, from where it goes: a UIKit property or message draws it; a local, an
/// instance variable, a property or a return keeps it for the linker to follow; the app's method
/// takes it as a parameter.
extension ObjectiveCReader {
    func flow(_ destination: Destination) -> ObjectiveCFlow {
        switch destination {
        case .assigned(let target):
            return assigned(to: target)
        case .argument(let call, let position):
            return argument(of: call, at: position)
        case .returned:
            return returned()
        case .local(let token):
            return .hop(.local(file: fileIndex, token: token))
        case .element(let outer, _), .restyled(let outer, _):
            return flow(outer)
        case .segments(let count):
            var segment = Placement(.segment, pattern: "Objective-C UISegmentedControl initWithItems:", systemDrawn: true)
            segment.settings.segments = count
            return .landed(.drawn(segment))
        case .composed(let outer):
            switch flow(outer) {
            case .landed(.notDrawn(let reason, let pattern)): return .landed(.notDrawn(reason: reason, pattern: pattern))
            case .landed(.ignored): return .landed(.ignored)
            case .landed(.setAside): return .landed(.setAside)
            case .hop(let holder), .partOf(let holder): return .partOf(holder)
            case .landed(.drawn(var placement)):
                placement.part = true
                return .landed(.drawn(placement))
            case .landed: return unresolved()
            }
        case .unknown, .discarded:
            return unresolved()
        case .compared, .ignored:
            return .landed(.ignored)
        }
    }

    private func unresolved() -> ObjectiveCFlow { .landed(.unresolved(expression: describing ? statementText : "", suggestion: nil)) }

    /// A value assigned to a name, a property or an element.
    private func assigned(to target: ObjectiveCExpr) -> ObjectiveCFlow {
        let target = target.unwrapped
        switch target.kind {
        case .name(let name):
            if let local = local(name) { return .hop(.local(file: fileIndex, token: local.token)) }
            if let holder = reference(named: name), case .member = holder { return .hop(holder) }
            return unresolved()
        case .member(let base, let property):
            return assigned(to: property, of: base)
        case .subscripted(let base, _):
            return assigned(to: base)
        default:
            return unresolved()
        }
    }

    /// A value assigned to `property` of `receiver`, or passed to its setter: the app's own
    /// property is followed (through its custom setter when it has one); UIKit's are placed by
    /// the element tables the Swift side uses (`UIKitSinks.property`).
    func assigned(to property: String, of receiver: ObjectiveCExpr) -> ObjectiveCFlow {
        let isSelf = receiver.unwrapped.name == "self"
        let type = type(of: receiver)
        if let type, index.classes[type] != nil {
            let setter = ObjectiveCIndex.setter(of: property)
            if let owner = index.declaring(setter, from: type), index.classes[owner]?.implemented.contains(setter) == true {
                return .hop(.parameter(function: ObjectiveCFunction.methodID(owner, setter), index: 0))
            }
            if let owner = index.declaring(property, from: type) { return .hop(.member(type: owner, name: property)) }
            // A class built on something that is not a view keeps what is set on it as its data.
            if index.isApp(type), !index.mayBeView(type) { return .hop(.member(type: type, name: property)) }
        }
        let framework = type.map { index.frameworkClass(of: $0) }
        if let framework, UIKitSinks.appKit.contains(framework) { return .landed(.setAside) }
        let path = self.receiver(of: receiver)
        let last = path?.members.last ?? (isSelf ? "" : receiver.unwrapped.name ?? "")
        let ofViewController = path?.members.isEmpty != false && type.map { index.isViewController($0) } == true
        guard let text = UIKitSinks.property(property, last: last, receiverType: framework, ofViewController: ofViewController) else {
            if let type, index.isApp(type) { return .hop(.member(type: type, name: property)) }
            return unresolved()
        }
        switch text {
        case .view(let element, let pattern, let attributes, let lines, let font):
            var at = path
            if let suffix = attributes.split(separator: ".").first.map(String.init) { at = path?.appending(suffix) }
            return .landed(.drawn(uiKitText(element, pattern: Self.pattern(pattern), receiver: at, defaultLines: lines,
                                            defaultFont: font)))
        case .navigationTitle(let pattern):
            return .landed(.drawn(navigationTitle(of: type, pattern: Self.pattern(pattern))))
        case .placed(let landing):
            return .landed(Self.renamed(landing))
        }
    }

    /// A value passed to a message's part or a call's argument.
    private func argument(of call: ObjectiveCExpr, at position: Int) -> ObjectiveCFlow {
        switch call.kind {
        case .message(let receiver, let parts, _):
            let selector = Self.selector(parts)
            let link = method(receiver, selector)
            let appReceiver = type(of: receiver).map { index.classes[$0] != nil } ?? false
            // Key-value coding: `[object setValue:v forKey:@"title"]` sets the property the key
            // names, through its setter `setTitle:` when there is one (NSKeyValueCoding.h).
            if position == 0, selector == "setValue:forKey:", link == .none, let key = ObjectiveCLocalizing.literal(parts[1].value),
               !key.isEmpty, !key.contains(".") {
                return assigned(to: key, of: receiver)
            }
            // A property's setter the app does not write itself sets the property.
            if case .sure(let id) = link, let property = Self.setterProperty(selector), !implemented(id) {
                return assigned(to: property, of: receiver)
            }
            // The app's own method, when the receiver's class is the app's; else UIKit's first.
            if case .sure(let id) = link, appReceiver || receiver.unwrapped.name == "self" || receiver.unwrapped.name == "super" {
                return .hop(.parameter(function: id, index: position))
            }
            if let landing = sink(receiver, parts, position, call: call) { return landing }
            if link == .none, let property = Self.setterProperty(selector) { return assigned(to: property, of: receiver) }
            switch link {
            case .sure(let id): return .hop(.parameter(function: id, index: position))
            case .ambiguous:
                return .landed(.unresolved(expression: describing ? statementText + " (several of the app's classes answer \(selector))" : "",
                                           suggestion: nil))
            case .none: return unresolved()
            }
        case .call(let callee, _):
            if let name = callee.name, index.functions[name] != nil { return .hop(.parameter(function: name + "()", index: position)) }
            return unresolved()
        default:
            return unresolved()
        }
    }

    /// `title` for `setTitle:`: the property a one-part setter sets.
    static func setterProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.dropLast().firstIndex(of: ":") == nil,
              selector.count > 4, selector.dropFirst(3).first?.isUppercase == true else { return nil }
        let name = selector.dropFirst(3).dropLast()
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// True when the app writes the method's body.
    func implemented(_ id: String) -> Bool {
        guard let dot = id.firstIndex(of: ".") else { return true }
        return index.classes[String(id[..<dot])]?.implemented.contains(String(id[id.index(after: dot)...])) == true
    }

    /// A value a method, function or block returns.
    private func returned() -> ObjectiveCFlow {
        guard blockDepth == 0 else { return unresolved() }
        switch function.kind {
        case .method(let className, _):
            // UITableViewDataSource: the table view draws these as its section's header and footer.
            if function.name == "tableView:titleForHeaderInSection:" {
                return .landed(.drawn(Placement(.sectionHeader, pattern: "Objective-C tableView:titleForHeaderInSection:",
                                                systemDrawn: true)))
            }
            if function.name == "tableView:titleForFooterInSection:" {
                return .landed(.drawn(Placement(.sectionFooter, pattern: "Objective-C tableView:titleForFooterInSection:",
                                                systemDrawn: true)))
            }
            // A view controller's `title` getter: its navigation bar shows what it returns.
            if function.name == "title", index.isViewController(className) {
                return .landed(.drawn(navigationTitle(of: className, pattern: "Objective-C viewController.title")))
            }
            return .hop(.member(type: className, name: function.name))
        case .function, .macro:
            return .hop(.member(type: "", name: function.name + "()"))
        }
    }

    /// A key in an object-like macro (`#define TITLE NSLocalizedString(@"Title", nil)`), used here.
    func macroFound(_ macro: ObjectiveCMacro, at expr: ObjectiveCExpr, _ destination: Destination) {
        guard mode == .uses else { return }
        var body = macro.body.unwrapped
        while case .message(let receiver, let parts, _) = body.kind, ObjectiveCLocalizing.transforms.contains(Self.selector(parts)) {
            body = receiver.unwrapped
        }
        let call: (ObjectiveCAccessor, [ObjectiveCExpr?])?
        switch body.kind {
        case .call(let callee, let arguments):
            call = callee.name.flatMap { ObjectiveCLocalizing.function($0) ?? accessors[$0 + "()"] }.map { ($0, arguments) }
        case .message(_, let parts, _):
            call = ObjectiveCLocalizing.message(Self.selector(parts)).map { ($0, parts.map(\.value)) }
        default:
            call = nil
        }
        guard let (accessor, arguments) = call, accessor.returns, accessor.key < arguments.count,
              let key = ObjectiveCLocalizing.literal(arguments[accessor.key]), keys.contains(key) else { return }
        var table: String?
        switch accessor.table {
        case .fixed(let fixed): table = fixed
        case .argument(let position): table = position < arguments.count ? ObjectiveCLocalizing.literal(arguments[position]) : nil
        }
        facts.occurrences.append(ObjectiveCOccurrence(keys: [key], table: table, location: location(expr.first), flow: flow(destination),
                                                      expression: statementText, prefix: "wrapper \(macro.name) → ",
                                                      restyle: Self.restyle(destination)))
    }

    /// Segments of `[[UISegmentedControl alloc] initWithItems:@[…]]`: the control draws each.
    func segmentedItems(_ destination: Destination, count: Int) -> Destination? {
        guard mode == .uses, case .argument(let call, 0) = destination, case .message(let receiver, let parts, _) = call.kind,
              parts.first?.label == "initWithItems", allocated(receiver) == "UISegmentedControl" else { return nil }
        return .segments(count: count)
    }

    // MARK: Placements

    /// A UIKit view with the attributes set on its receiver, and UIKit's defaults for the rest.
    func uiKitText(_ element: ElementName, pattern: String, receiver: ObjectiveCReceiver?, defaultLines: Int?,
                   defaultFont: CustomFont?) -> Placement {
        var placement = Placement(element, pattern: pattern)
        if let receiver {
            var collector = AttributeCollector()
            var elsewhere = attributes.collect(attributeKey(receiver), in: className ?? "", function: function.id, index: index,
                                               into: &collector)
            // Through other objects: `cell.titleLabel` has what the cell's class sets on its `titleLabel`
            // (a path from `self` starts past the class already read).
            let first = receiver.root == .object ? 1 : 0
            for split in first..<max(first, receiver.members.count) {
                let prefix = ObjectiveCReceiver(root: receiver.root, members: Array(receiver.members[..<split]))
                guard let owner = type(ofReceiver: prefix), index.classes[owner] != nil else { continue }
                let before = collector.read
                _ = attributes.collect(receiver.members[split...].joined(separator: "."), in: owner, function: nil, index: index,
                                       into: &collector)
                if collector.read != before { elsewhere = true }
            }
            if case .local(let token) = receiver.root, receiver.members.count == 1,
               ["textLabel", "detailTextLabel"].contains(receiver.members[0]),
               let identifier = local(declaredAt: token)?.dequeued,
               attributes.collectPrototype(identifier, label: receiver.members[0], into: &collector) {
                elsewhere = true
            }
            collector.apply(to: &placement)
            placement.readElsewhere = placement.readElsewhere || elsewhere
        }
        if !placement.read.contains(.lines), let defaultLines { placement.settings.lines = defaultLines }
        if !placement.read.contains(.font), let defaultFont { placement.settings.font = defaultFont }
        if element == .label, let lines = placement.settings.lines, lines != 1 { placement.settings.element = .multilineLabel }
        return placement
    }

    /// The class of a receiver path.
    func type(ofReceiver receiver: ObjectiveCReceiver) -> String? {
        var current: String?
        switch receiver.root {
        case .object: current = className
        case .local(let token): current = local(declaredAt: token)?.type
        case .parameter(let name): current = parameter(name)?.parameter.type
        }
        for member in receiver.members {
            guard let type = current else { return nil }
            current = index.type(of: member, in: type)
        }
        return current
    }

    /// A view controller's title: large or inline as the class asks, else inline.
    func navigationTitle(of className: String?, pattern: String) -> Placement {
        guard let className, let large = index.lineage(className).lazy.compactMap({ self.attributes.largeTitles[$0] }).first else {
            return Placement(.navigationTitle, pattern: pattern)
        }
        return Placement(large ? .largeTitle : .navigationTitle, pattern: pattern, systemDrawn: true)
    }

    /// "Objective-C label.text" for the shared table's "UIKit label.text".
    static func pattern(_ shared: String) -> String {
        "Objective-C " + (shared.hasPrefix("UIKit ") ? String(shared.dropFirst(6)) : shared)
    }

    static func renamed(_ landing: Landing) -> Landing {
        switch landing {
        case .drawn(var placement):
            placement.pattern = pattern(placement.pattern)
            return .drawn(placement)
        case .notDrawn(let reason, let shared):
            return .notDrawn(reason: reason, pattern: pattern(shared))
        default:
            return landing
        }
    }

    /// The key attributes set on a receiver are kept under.
    func attributeKey(_ receiver: ObjectiveCReceiver) -> String {
        let tail = receiver.members.joined(separator: ".")
        switch receiver.root {
        case .object: return tail
        case .local(let token): return localKey(token) + (tail.isEmpty ? "" : "." + tail)
        case .parameter(let name): return "#\(function.id).\(name)" + (tail.isEmpty ? "" : "." + tail)
        }
    }
}
