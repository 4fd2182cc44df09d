/// A receiver as a path from what it starts at: `self.headerView.titleLabel`, `cell.textLabel`
/// (`cell` a local), `_titleLabel` (the property it backs, on `self`).
struct ObjectiveCReceiver: Sendable, Hashable {
    enum Root: Sendable, Hashable {
        case object
        case local(Int)
        case parameter(String)
    }

    var root: Root
    var members: [String]

    func appending(_ member: String) -> ObjectiveCReceiver {
        ObjectiveCReceiver(root: root, members: members + [member])
    }
}

/// What a name or a receiver is, and which method a message reaches: only sure links — the
/// receiver's class and its superclasses, or the only class in the app answering the selector.
extension ObjectiveCReader {
    enum MethodLink: Equatable {
        /// The app's method (`Class.selector`).
        case sure(String)
        /// Several of the app's classes answer the selector and the receiver's class is unknown.
        case ambiguous
        /// Not the app's method.
        case none
    }

    func local(_ name: String) -> Local? {
        for scope in scopes.reversed() {
            if let local = scope[name] { return local }
        }
        return nil
    }

    /// The local in scope declared at `token`.
    func local(declaredAt token: Int) -> Local? {
        for scope in scopes.reversed() {
            if let local = scope.values.first(where: { $0.token == token }) { return local }
        }
        return nil
    }

    func parameter(_ name: String) -> (index: Int, parameter: ObjectiveCParameter)? {
        guard let position = function.parameters.firstIndex(where: { $0.name == name }) else { return nil }
        return (position, function.parameters[position])
    }

    /// The property (or instance variable) an instance variable name stands for in this class.
    private func instanceMember(_ name: String) -> String? {
        guard let className, index.hasInstanceVariable(name, in: className) else { return nil }
        return index.property(backedBy: name, in: className) ?? name
    }

    /// A name's receiver path: a local, a parameter, `self`, or an instance variable of `self`.
    func receiver(of expr: ObjectiveCExpr) -> ObjectiveCReceiver? {
        let expr = expr.unwrapped
        switch expr.kind {
        case .name(let name):
            if name == "self" { return ObjectiveCReceiver(root: .object, members: []) }
            if let local = local(name) { return ObjectiveCReceiver(root: .local(local.token), members: []) }
            if parameter(name) != nil { return ObjectiveCReceiver(root: .parameter(name), members: []) }
            if let member = instanceMember(name) { return ObjectiveCReceiver(root: .object, members: [member]) }
            return nil
        case .member(let base, let name):
            return receiver(of: base)?.appending(name)
        case .message(let base, let parts, _) where parts.count == 1 && parts[0].value == nil:
            return receiver(of: base)?.appending(parts[0].label)
        default:
            return nil
        }
    }

    /// The class a name stands for, when it names one (`[UIFont systemFontOfSize:…]`).
    func classObject(_ expr: ObjectiveCExpr) -> String? {
        guard let name = expr.unwrapped.name, name.first?.isUppercase == true, local(name) == nil, parameter(name) == nil,
              !(className.map { index.hasInstanceVariable(name, in: $0) } ?? false) else { return nil }
        return name
    }

    /// The declared class of what an expression evaluates to, when the code says it.
    func type(of expr: ObjectiveCExpr) -> String? {
        let expr = expr
        switch expr.kind {
        case .cast(let type, _):
            return ["id", "instancetype"].contains(type) ? nil : type
        case .name(let name):
            if name == "self" { return className }
            if name == "super" { return className.flatMap { index.classes[$0]?.superclass } }
            if let local = local(name) { return local.type }
            if let parameter = parameter(name) { return parameter.parameter.type }
            if let className, let member = instanceMember(name) { return index.type(of: member, in: className) }
            return nil
        case .member(let base, let name):
            return type(of: base).flatMap { index.type(of: name, in: $0) }
        case .message(let base, let parts, _):
            let selector = Self.selector(parts)
            if let allocated = allocated(base), parts.first?.label.hasPrefix("init") == true { return allocated }
            if let name = classObject(base), selector == "new" || selector == "alloc" { return name }
            if case .sure(let id) = method(base, selector), let dot = id.firstIndex(of: ".") {
                let owner = String(id[..<dot])
                return index.classes[owner]?.methods[selector] ?? index.type(of: selector, in: owner)
            }
            if let owner = type(of: base), parts.count == 1, parts[0].value == nil { return index.type(of: selector, in: owner) }
            return nil
        case .statements(let body):
            if case .expression(let last)? = body.last, let name = last.unwrapped.name {
                // The local a statement expression ends with is declared inside it: read its type there.
                for item in body {
                    if case .local(let declared) = item, declared.name == name { return declared.type }
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// The app's method a message reaches.
    func method(_ receiver: ObjectiveCExpr, _ selector: String) -> MethodLink {
        let receiver = receiver.unwrapped
        var start: String?
        if receiver.name == "self" {
            start = className
        } else if receiver.name == "super" {
            start = className.flatMap { index.classes[$0]?.superclass }
        } else if let name = classObject(receiver) {
            start = name
        } else if let type = type(of: receiver) {
            start = type
        }
        if let start {
            guard let owner = index.declaring(selector, from: start) else { return .none }
            return .sure(ObjectiveCFunction.methodID(owner, selector))
        }
        let owners = index.owners(of: selector)
        if owners.count == 1, let owner = owners.first { return .sure(ObjectiveCFunction.methodID(owner, selector)) }
        return owners.isEmpty ? .none : .ambiguous
    }

    /// What a name holds: a local, a parameter, or a property through its instance variable.
    func reference(named name: String) -> ObjectiveCHolder? {
        if let local = local(name) { return .local(file: fileIndex, token: local.token) }
        if let parameter = parameter(name) { return .parameter(function: function.id, index: parameter.index) }
        if let className, let member = instanceMember(name) {
            return .member(type: index.declaring(member, from: className) ?? className, name: member)
        }
        return nil
    }

    /// What an expression names as a holder: a local, a parameter, an instance variable or a
    /// property (`attr` in `[attr appendString:…]`).
    func holder(of expr: ObjectiveCExpr) -> ObjectiveCHolder? {
        let expr = expr.unwrapped
        switch expr.kind {
        case .name(let name): return reference(named: name)
        case .member(let base, let name): return memberTarget(base, name)
        default: return nil
        }
    }

    /// What `base.name` reads: a property of the app's class along the receiver's lineage, or of
    /// the only class in the app that has one of that name.
    func memberTarget(_ base: ObjectiveCExpr, _ name: String) -> ObjectiveCHolder? {
        switch method(base, name) {
        case .sure(let id): Self.returnHolder(id)
        case .ambiguous, .none: nil
        }
    }
}
