import TypeFitConfig
import TypeFitDiagnostics

/// Walks the bodies of one file's methods and functions, following each value from where it is
/// made to where it goes. One walk serves three passes, each over every file in turn:
/// `attributes` records what is set on each receiver (`numberOfLines`, `font`); `accessors`
/// finds the app's localizing wrappers (a parameter that reaches a localizing call as the key);
/// `uses` records every key with where its text lands, and every read of a holder.
final class ObjectiveCReader {
    enum Mode { case attributes, accessors, uses }

    /// Where the value of an expression goes.
    indirect enum Destination {
        /// Assigned to this expression (`label.text = …`, `title = …`).
        case assigned(ObjectiveCExpr)
        /// Passed to a message's selector part, or a call's argument, at this position.
        case argument(ObjectiveCExpr, Int)
        case returned
        /// The initial value of the local declared at this token.
        case local(Int)
        /// An element of an array or a dictionary literal that goes to the destination.
        case element(Destination, count: Int)
        /// An item of `[[UISegmentedControl alloc] initWithItems:@[…]]` of this many segments.
        case segments(count: Int)
        /// Part of a longer text that goes to the destination: the key is not all that is shown
        /// there (unless nothing is shown: an accessibility label's part is not drawn either).
        case composed(Destination)
        /// Made into an attributed string with a font (`initWithString:attributes:`), or taken
        /// out of one (`string`), on its way to the destination.
        case restyled(Destination, AttributedFont)
        /// Tested, not shown (`if`, `isEqualToString:`, `==`).
        case compared
        /// Not text (a log, a comment, an operand of arithmetic).
        case ignored
        /// Used in a way the pass does not follow.
        case unknown
        /// An expression statement's value, dropped.
        case discarded
    }

    struct Local {
        var token: Int
        var type: String?
        /// The reuse identifier of a cell dequeued into it, for a storyboard prototype's labels.
        var dequeued: String?
        /// The style of the alert controller made into it (`preferredStyle:`), for the actions added to it.
        var alertStyle: AlertStyleFinding? = nil
        /// Its initial value, while nothing has assigned it another (an attributes dictionary, a font).
        var value: ObjectiveCExpr?
    }

    let mode: Mode
    let file: ObjectiveCFile
    let fileIndex: Int
    let index: ObjectiveCIndex
    let keys: KeyIndex
    let accessors: [String: ObjectiveCAccessor]
    let attributes: ObjectiveCAttributes

    var facts = ObjectiveCFacts()
    /// Attributes found (attributes pass).
    var recorded = ObjectiveCAttributes.Found()
    /// Wrappers found (accessors pass), by the function's id.
    var found: [String: ObjectiveCAccessor] = [:]

    private(set) var function = ObjectiveCFunction(kind: .function, name: "", parameters: [], returnType: nil, body: [], token: 0)
    var scopes: [[String: Local]] = []
    /// How many blocks deep the walk is: a `return` in a block is the block's.
    var blockDepth = 0
    /// The statement being read, for the text of an unresolved use.
    var statement = (first: 0, last: 0)
    /// The local whose value a statement expression `({ …; label; })` ends with, for the
    /// attributes set on it inside to be the receiver's it is assigned to.
    var statementValueLocal: String?
    /// False while a flow is computed only to be dropped when unresolved: its text is not needed.
    var describing = true
    /// The messages being read, innermost last, each with where its value goes: where an action
    /// made by `[UIAlertAction actionWithTitle:…]` is added.
    var messages: [(first: Int, destination: Destination)] = []

    init(mode: Mode, file: ObjectiveCFile, fileIndex: Int, index: ObjectiveCIndex, keys: KeyIndex,
         accessors: [String: ObjectiveCAccessor], attributes: ObjectiveCAttributes) {
        self.mode = mode
        self.file = file
        self.fileIndex = fileIndex
        self.index = index
        self.keys = keys
        self.accessors = accessors
        self.attributes = attributes
    }

    var className: String? { function.className }

    func read(_ function: ObjectiveCFunction) {
        self.function = function
        scopes = [[:]]
        blockDepth = 0
        statements(function.body)
    }

    func location(_ token: Int) -> SourceLocation { file.location(of: token) }

    /// The statement being read, on one line.
    var statementText: String { file.text(statement.first, statement.last) }

    // MARK: Statements

    func statements(_ list: [ObjectiveCStatement]) {
        for item in list { self.statement(item) }
    }

    private func statement(_ item: ObjectiveCStatement) {
        let saved = statement
        defer { statement = saved }
        switch item {
        case .expression(let expr):
            statement = (expr.first, expr.last)
            visit(expr, .discarded)
        case .local(let local):
            statement = (local.first, local.last)
            declare(local)
            guard let initializer = local.initializer else { return }
            statementValueLocal = nil
            visit(initializer, .local(local.token))
            if mode == .attributes, let alias = statementValueLocal {
                recorded.alias(alias, as: localKey(local.token), className: className ?? "")
            }
        case .returns(let value, let token):
            statement = (value?.first ?? token, value?.last ?? token)
            if let value { visit(value, .returned) }
        case .scope(let list):
            scopes.append([:])
            statements(list)
            scopes.removeLast()
        case .condition(let expr):
            statement = (expr.first, expr.last)
            visit(expr, .compared)
        }
    }

    private func declare(_ local: ObjectiveCLocal) {
        var type = local.type
        if let written = type, written.hasPrefix("typeof("), written.hasSuffix(")") {
            let name = String(written.dropFirst("typeof(".count).dropLast())
            type = self.type(of: ObjectiveCExpr(kind: .name(name), first: local.first, last: local.first))
        }
        var dequeued: String?
        if let initializer = local.initializer?.unwrapped, case .message(_, let parts, _) = initializer.kind,
           parts.first?.label.hasPrefix("dequeueReusableCellWithIdentifier") == true {
            dequeued = ObjectiveCLocalizing.literal(parts.first?.value)
        }
        if type == nil, let initializer = local.initializer { type = self.type(of: initializer) }
        var alertStyle: AlertStyleFinding?
        if let initializer = local.initializer?.unwrapped, case .message(_, let parts, _) = initializer.kind,
           let style = parts.first(where: { $0.label == "preferredStyle" })?.value {
            alertStyle = Self.alertStyle(style)
        }
        scopes[scopes.count - 1][local.name] = Local(token: local.token, type: type, dequeued: dequeued, alertStyle: alertStyle,
                                                     value: local.initializer)
    }

    // MARK: Expressions

    /// Follows the value of `expr` to `destination`, and the values inside it to theirs.
    func visit(_ expr: ObjectiveCExpr, _ destination: Destination) {
        switch expr.kind {
        case .string, .cString, .number, .other:
            return
        case .name(let name):
            if let macro = index.objectMacros[name] {
                macroFound(macro, at: expr, destination)
            } else if let target = reference(named: name) {
                read(target, at: expr, destination)
            }
        case .member(let base, let name):
            if ObjectiveCLocalizing.transforms.contains(name) {
                visit(base, name == "string" ? .restyled(destination, .plain) : destination)
                return
            }
            visit(base, .ignored)
            if let target = memberTarget(base, name) { read(target, at: expr, destination) }
        case .message(let receiver, let parts, let extra):
            message(expr, receiver, parts, extra, destination)
        case .call(let callee, let arguments):
            call(expr, callee, arguments, destination)
        case .subscripted(let base, let index):
            visit(base, destination)  // an element of what the base holds
            visit(index, .ignored)
        case .assignment(let target, let op, let value):
            if mode == .attributes, op == "=" { attributeAssigned(target, value) }
            if let name = target.unwrapped.name { forgetValue(of: name) }
            statementValueLocal = nil
            visit(value, op == "=" ? .assigned(target) : .composed(.assigned(target)))
            if mode == .attributes, op == "=", let alias = statementValueLocal, let receiver = receiver(of: target) {
                recorded.alias(alias, as: attributeKey(receiver), className: className ?? "")
            }
            visitInside(target)
        case .binary(let op, let left, let right):
            if op == "," {
                visit(left, .discarded)
                visit(right, destination)
            } else {
                let tested = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op)
                visit(left, tested ? .compared : .ignored)
                visit(right, tested ? .compared : .ignored)
            }
        case .unary(_, let operand):
            visit(operand, .ignored)
        case .ternary(let condition, let then, let other):
            if let then {
                visit(condition, .compared)
                visit(then, destination)
            } else {
                visit(condition, destination)  // `a ?: b`: `a` is the value when it is not nil
            }
            visit(other, destination)
        case .cast(_, let inner):
            visit(inner, destination)
        case .array(let elements):
            if let segments = segmentedItems(destination, count: elements.count) {
                for element in elements { visit(element, segments) }
                return
            }
            for element in elements { visit(element, .element(destination, count: elements.count)) }
        case .dictionary(let pairs):
            for pair in pairs {
                visit(pair.key, .ignored)
                visit(pair.value, .element(destination, count: pairs.count))
            }
        case .boxed(let inner):
            visit(inner, .ignored)
        case .block(let parameters, let body):
            var scope: [String: Local] = [:]
            for parameter in parameters { scope[parameter.name] = Local(token: expr.first, type: parameter.type) }
            scopes.append(scope)
            blockDepth += 1
            statements(body)
            blockDepth -= 1
            scopes.removeLast()
        case .statements(let body):
            scopes.append([:])
            for (position, item) in body.enumerated() {
                if position == body.count - 1, case .expression(let last) = item {
                    visit(last, destination)
                    if mode == .attributes, let name = last.unwrapped.name, let local = self.local(name) {
                        statementValueLocal = localKey(local.token)
                    }
                } else {
                    statements([item])
                }
            }
            scopes.removeLast()
        }
    }

    /// The values inside an assignment's target (`labels[i]`'s index), which go nowhere shown.
    private func visitInside(_ target: ObjectiveCExpr) {
        switch target.unwrapped.kind {
        case .member(let base, _): visitInside(base)
        case .subscripted(let base, let index):
            visitInside(base)
            visit(index, .ignored)
        case .message: visit(target, .ignored)
        default: break
        }
    }

    private func message(_ expr: ObjectiveCExpr, _ receiver: ObjectiveCExpr, _ parts: [ObjectiveCArgument],
                         _ extra: [ObjectiveCExpr], _ destination: Destination) {
        let selector = Self.selector(parts)
        messages.append((expr.first, destination))
        defer { messages.removeLast() }
        if mode == .attributes { attributeMessage(receiver, parts) }
        if let accessor = ObjectiveCLocalizing.message(selector) {
            localizing(expr, accessor, arguments: parts.map(\.value), destination)
            visit(receiver, .ignored)
            return
        }
        let link = method(receiver, selector)
        if case .sure(let id) = link, let accessor = accessors[id] {
            localizing(expr, accessor, arguments: parts.map(\.value), destination)
            visit(receiver, .ignored)
            return
        }
        if ObjectiveCLocalizing.transforms.contains(selector) {
            visit(receiver, selector == "string" ? .restyled(destination, .plain) : destination)
            for part in parts { if let value = part.value { visit(value, .ignored) } }
            return
        }
        if let text = textArgument(receiver, parts) {
            // `[NSString stringWithFormat:format, …]`, `[[NSAttributedString alloc] initWithString:s attributes:…]`:
            // the format or the string is the text; the format's arguments are part of it. A font
            // in the attributes is the font it is drawn in.
            let styled = parts.first { $0.label == "attributes" }?.value.flatMap(attributedFont).map {
                Destination.restyled(destination, $0)
            } ?? destination
            for (position, part) in parts.enumerated() {
                if let value = part.value { visit(value, position == text ? styled : .ignored) }
            }
            for value in extra { visit(value, .composed(destination)) }
            return
        }
        if ObjectiveCLocalizing.composing.contains(selector) {
            visit(receiver, .composed(destination))
            for part in parts { if let value = part.value { visit(value, .composed(destination)) } }
            for value in extra { visit(value, .composed(destination)) }
            return
        }
        if link == .none, ObjectiveCLocalizing.isElement(selector, receiverType: type(of: receiver).map { index.frameworkClass(of: $0) }) {
            // `[options objectForKey:k]`, `[items firstObject]`: an element of what the receiver
            // holds, as `options[k]` is.
            visit(receiver, destination)
            for part in parts { if let value = part.value { visit(value, .ignored) } }
            return
        }
        if mode == .uses, ObjectiveCLocalizing.appending.contains(selector), let holder = holder(of: receiver) {
            facts.extended.insert(holder)
        }
        if ObjectiveCLocalizing.appending.contains(selector) || ObjectiveCLocalizing.comparing.contains(selector) {
            let into: Destination = ObjectiveCLocalizing.appending.contains(selector) ? .composed(.assigned(receiver)) : .compared
            visit(receiver, ObjectiveCLocalizing.comparing.contains(selector) ? .compared : .ignored)
            for part in parts { if let value = part.value { visit(value, into) } }
            return
        }
        visit(receiver, .ignored)
        for (position, part) in parts.enumerated() {
            if let value = part.value { visit(value, .argument(expr, position)) }
        }
        for value in extra { visit(value, .unknown) }
        if case .sure(let id) = link, let holder = Self.returnHolder(id) {
            read(holder, at: expr, destination)
        }
    }

    private func call(_ expr: ObjectiveCExpr, _ callee: ObjectiveCExpr, _ arguments: [ObjectiveCExpr], _ destination: Destination) {
        guard let name = callee.name else {
            visit(callee, .ignored)
            for argument in arguments { visit(argument, .unknown) }
            return
        }
        if let accessor = ObjectiveCLocalizing.function(name) ?? accessors[name + "()"] {
            localizing(expr, accessor, arguments: arguments, destination)
            return
        }
        if ObjectiveCLocalizing.notShown.contains(name) {
            for argument in arguments { visit(argument, .ignored) }
            return
        }
        let isApp = index.functions[name] != nil
        for (position, argument) in arguments.enumerated() {
            visit(argument, isApp ? .argument(expr, position) : .unknown)
        }
        if isApp { read(.member(type: "", name: name + "()"), at: expr, destination) }
    }

    /// `showMessage:animated:` for `[x showMessage:m animated:YES]`; `title` for `[x title]`.
    static func selector(_ parts: [ObjectiveCArgument]) -> String {
        if parts.count == 1, parts[0].value == nil { return parts[0].label }
        return parts.map { $0.label + ":" }.joined()
    }

    /// The holder a method's return is: `Class.selector` → member(Class, selector).
    static func returnHolder(_ id: String) -> ObjectiveCHolder? {
        if id.hasSuffix("()") { return .member(type: "", name: id) }
        guard let dot = id.firstIndex(of: ".") else { return nil }
        return .member(type: String(id[..<dot]), name: String(id[id.index(after: dot)...]))
    }

    /// The position of the part whose argument is the text of a string made from it.
    private func textArgument(_ receiver: ObjectiveCExpr, _ parts: [ObjectiveCArgument]) -> Int? {
        guard let first = parts.first?.label else { return nil }
        let made: Set<String> = ["stringWithFormat", "localizedStringWithFormat", "initWithFormat", "stringWithString",
                                 "initWithString", "initWithAttributedString", "attributedStringWithString"]
        guard made.contains(first) else { return nil }
        let base = allocated(receiver) ?? receiver.unwrapped.name
        guard let base, ["NSString", "NSMutableString", "NSAttributedString", "NSMutableAttributedString"].contains(base)
        else { return nil }
        return 0
    }

    /// `X` in `[X alloc]` (or `[X new]`): the class an `init…` message is sent to an instance of.
    func allocated(_ receiver: ObjectiveCExpr) -> String? {
        guard case .message(let base, let parts, _) = receiver.unwrapped.kind, parts.count == 1, parts[0].value == nil,
              parts[0].label == "alloc" || parts[0].label == "new", let name = base.unwrapped.name,
              name.first?.isUppercase == true else { return nil }
        return name
    }

    // MARK: Reads

    /// Records that the value of `target` goes to `destination` here.
    func read(_ target: ObjectiveCHolder, at expr: ObjectiveCExpr, _ destination: Destination) {
        guard mode == .uses else { return }
        // A test (`[base rangeOfString:term]`, `[x isEqualToString:term]`) shows nothing of what it reads.
        if case .compared = destination { return }
        facts.read.insert(target)
        describing = false
        let flow = self.flow(destination)
        describing = true
        if case .landed(.setAside) = flow { return }
        // A read that goes out of sight or into a log is kept too: the linker follows only what
        // lands drawn or not drawn, and such a read keeps the holder from ending dead (`endsDead`).
        facts.sites.append(ObjectiveCSite(target: target, flow: flow, location: location(expr.first),
                                          callLocation: callLocation(destination), restyle: Self.restyle(destination)))
    }

    /// Where the call is, for a value passed to the app's function: a value it returns lands there.
    func callLocation(_ destination: Destination) -> SourceLocation? {
        switch destination {
        case .argument(let call, _): location(call.first)
        case .element(let outer, _), .restyled(let outer, _): callLocation(outer)
        default: nil
        }
    }

    /// What the value's way to `destination` does to its font: the last change on the way.
    static func restyle(_ destination: Destination) -> AttributedFont? {
        switch destination {
        case .restyled(let outer, let change): restyle(outer) ?? change
        case .element(let outer, _), .composed(let outer): restyle(outer)
        default: nil
        }
    }

    /// `localKey` for a local's attributes: unique in the app.
    func localKey(_ token: Int) -> String { "@\(fileIndex):\(token)" }
}
