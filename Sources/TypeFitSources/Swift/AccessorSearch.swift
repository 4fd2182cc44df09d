import SwiftSyntax

/// A call as written where a text flows through it: enough to find, once every file is read,
/// which of the app's functions it calls.
struct CallShape: Sendable, Hashable {
    enum Base: Sendable, Hashable {
        /// `localized(x)`: a global function or a member of the type around the call.
        case none
        /// `.localized(x)`: a static member of the type the context expects.
        case implicit
        /// `Strings.localized(x)`, `Self.localized(x)`: a static member of the type written.
        case type(String)
        /// `x.localized()`, `"key".localized`: a member of a value, the text itself when the text
        /// is the base (`argument == "self"`).
        case value
    }

    var name: String
    /// The call's argument labels in order (`_` for none); empty for a property.
    var labels: [String]
    /// The label of the argument the text is in, or `self` when the text is what the member is
    /// read on.
    var argument: String
    var base: Base
    /// A property read (`"key".localized`) rather than a call.
    var isProperty = false
    /// The path of the type around the call as written there ("" at the top level).
    var scope: String
    /// The string literals among the call's arguments, by position: a table an accessor takes as
    /// a parameter is read from them.
    var literals: [Int: String] = [:]
}

/// One step of the way a function's input takes to what it returns.
enum RouteStep: Sendable, Hashable {
    /// A system call that looks the text up or localizes it (`TextCalls`).
    case system(TextCalls.Role)
    /// A call of some other function, which the search resolves once every file is read.
    case call(CallShape)
}

/// A declaration that may be one of the app's own localizing accessors: a function, method,
/// initializer, subscript or computed property whose input — a parameter, or the text it is read
/// on (`extension String { var localized: String { … } }`) — may reach a localizing call and come
/// back as its result. Whether it does is decided by `LocalizingAccessors` once every file is read,
/// since its way may go through other files' functions.
struct AccessorCandidate: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case function, staticFunction, property, subscriptCall, initializer
    }

    /// The type that declares it, as written (an extension's extended type); "" for a global function.
    var owner: String
    var kind: Kind
    var name: String
    /// The declared argument labels in order (`_` for none); empty for a property.
    var labels: [String]
    /// The positions of the parameters with default values (a call may leave them out).
    var defaulted: Set<Int>
    /// The label of the input (`self` for the text a member is read on).
    var input: String
    /// Each way the input goes to what is returned, in order.
    var routes: [[RouteStep]]
    /// Parameter name (as its body names it) → its position: a table taken as a parameter.
    var parameterPositions: [String: Int]
    /// The string literal a defaulted parameter takes when a call leaves it out, by position.
    var defaultLiterals: [Int: String] = [:]

    /// `Strings.localized(_:)`, `String.localized`, `localized(_:)`.
    var spelled: String {
        let head = owner.isEmpty ? "" : DottedPath.last(owner) + "."
        switch kind {
        case .property: return head + name
        case .subscriptCall: return head + "subscript(" + labels.map { $0 + ":" }.joined() + ")"
        case .initializer: return DottedPath.last(owner) + "(" + labels.map { $0 + ":" }.joined() + ")"
        default: return head + name + "(" + labels.map { $0 + ":" }.joined() + ")"
        }
    }
}

/// Reads the declarations that may be accessors, and each way their input takes: through calls,
/// `??`, ternaries, locals, interpolation of the whole text, case changes — to a `return` (or
/// `self =` in an initializer of a text type). The way is recorded, not judged: a call to another
/// of the app's functions is resolved later (`LocalizingAccessors`).
enum AccessorSearch {
    /// Types whose members read on a value have that text as their input.
    static let textTypes: Set<String> = ["String", "StringProtocol", "Substring", "NSString"]

    /// How far a value is followed through locals inside one body.
    static let localDepth = 3

    static func candidates(_ function: FunctionDeclSyntax) -> [AccessorCandidate] {
        guard let body = function.body else { return [] }
        let owner = Declarations.enclosingType(function)
        let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let parameters = function.signature.parameterClause.parameters
        var inputs = parameters.map { ($0.firstName.text, ($0.secondName ?? $0.firstName).text) }
        if let owner, !isStatic, textTypes.contains(owner.name) { inputs.append(("self", "self")) }
        return make(owner: owner, kind: isStatic || owner == nil ? (owner == nil ? .function : .staticFunction) : .function,
                    name: DottedPath.unescaped(function.name.text), parameters: parameters, inputs: inputs, body: Syntax(body))
    }

    static func candidates(_ subscriptDecl: SubscriptDeclSyntax) -> [AccessorCandidate] {
        guard let body = subscriptDecl.accessorBlock else { return [] }
        let parameters = subscriptDecl.parameterClause.parameters
        // A subscript's parameters have no label unless one is written twice (`subscript(key key: String)`).
        let inputs = parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text, ($0.secondName ?? $0.firstName).text) }
        return make(owner: Declarations.enclosingType(subscriptDecl), kind: .subscriptCall, name: "subscript",
                    parameters: parameters, inputs: inputs, body: Syntax(body), subscriptLabels: true)
    }

    static func candidates(_ initializer: InitializerDeclSyntax) -> [AccessorCandidate] {
        guard let body = initializer.body, let owner = Declarations.enclosingType(initializer),
              textTypes.contains(owner.name) else { return [] }
        let parameters = initializer.signature.parameterClause.parameters
        let inputs = parameters.map { ($0.firstName.text, ($0.secondName ?? $0.firstName).text) }
        return make(owner: owner, kind: .initializer, name: "init", parameters: parameters, inputs: inputs, body: Syntax(body))
    }

    /// A computed property of a text type, read on the text: `var localized: String { … }`.
    static func candidates(_ binding: PatternBindingSyntax) -> [AccessorCandidate] {
        guard let accessors = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
              let owner = Declarations.enclosingType(binding), textTypes.contains(owner.name),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              !variable.modifiers.contains(where: { $0.name.text == "static" }) else { return [] }
        var body = Syntax(accessors)
        if case .accessors(let list) = accessors.accessors {
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return [] }
            body = Syntax(getter)
        }
        return make(owner: owner, kind: .property, name: DottedPath.unescaped(name), parameters: nil,
                    inputs: [("self", "self")], body: body)
    }

    private static func make(owner: TypeDeclaration?, kind: AccessorCandidate.Kind, name: String,
                             parameters: FunctionParameterListSyntax?, inputs: [(label: String, name: String)], body: Syntax,
                             subscriptLabels: Bool = false) -> [AccessorCandidate] {
        var labels: [String] = []
        var defaulted: Set<Int> = []
        var defaultLiterals: [Int: String] = [:]
        var parameterPositions: [String: Int] = [:]
        for parameter in parameters ?? [] {
            let label = subscriptLabels && parameter.secondName == nil ? "_" : parameter.firstName.text
            labels.append(label)
            if let value = parameter.defaultValue?.value {
                defaulted.insert(labels.count - 1)
                if let text = value.as(StringLiteralExprSyntax.self)?.representedLiteralValue { defaultLiterals[labels.count - 1] = text }
            }
            parameterPositions[(parameter.secondName ?? parameter.firstName).text] = labels.count - 1
        }
        var found: [AccessorCandidate] = []
        for input in inputs {
            let routes = Self.routes(of: input.name, in: body)
            guard !routes.isEmpty else { continue }
            found.append(AccessorCandidate(owner: owner?.path ?? "", kind: kind, name: name, labels: labels, defaulted: defaulted,
                                           input: input.label, routes: routes, parameterPositions: parameterPositions,
                                           defaultLiterals: defaultLiterals))
        }
        return found
    }

    /// Every way `name` (a parameter, or `self`) goes from its uses in `body` to what it returns,
    /// through at least one call (a route without one hands the input back: `TextFunctions`).
    static func routes(of name: String, in body: Syntax) -> [[RouteStep]] {
        var routes: [[RouteStep]] = []
        for reference in references(to: name, in: body) {
            for route in climb(from: reference, steps: [], body: body, depth: 0)
            where route.contains(where: \.isLocalizingOrCall) && !routes.contains(route) {
                routes.append(route)
            }
        }
        return routes
    }

    /// The expressions in `body` that read `name` as a whole value: the parameter itself (not
    /// shadowed by a local of its own name), or the text a member is read on (`self`, or a member
    /// of `self` called with nothing before it when the name is `self`).
    private static func references(to name: String, in body: Syntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard token.text == name, let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.baseName.id == token.id
            else { continue }
            if name == "self" {
                // `self.count` reads a member of the text, not the text; `self.uppercased()` hands it on.
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ref.id,
                   member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id,
                   !FileScan.textTransforms.contains(member.declName.baseName.text) { continue }
            } else {
                // A member named like the parameter (`x.key`) is not it; a local of its name shadows it.
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { continue }
                guard case .parameter = NameResolution.resolve(name, at: ref) else { continue }
            }
            found.append(ExprSyntax(ref))
        }
        return found
    }

    /// The routes from `start` up to a `return` of the declaration whose body is `body`.
    private static func climb(from start: ExprSyntax, steps start0: [RouteStep], body: Syntax, depth: Int) -> [[RouteStep]] {
        var node = start
        var steps = start0
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                if let segment = argument.parent?.parent?.as(ExpressionSegmentSyntax.self) {
                    // `"\(key)"` is the text itself; `"\(key) more"` is more than it.
                    guard let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self), literal.segments.count == 1
                    else { return [] }
                    node = ExprSyntax(literal)
                    continue
                }
                if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                    if let role = TextCalls.role(of: argument, in: call) {
                        if role != .passes { steps.append(.system(role)) }
                    } else {
                        guard let shape = shape(of: call, argument: argument) else { return [] }
                        steps.append(.call(shape))
                    }
                    node = ExprSyntax(call)
                    continue
                }
                if let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self) {
                    guard let shape = shape(of: subscriptCall, argument: argument) else { return [] }
                    steps.append(.call(shape))
                    node = ExprSyntax(subscriptCall)
                    continue
                }
                if let tuple = argument.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                    node = ExprSyntax(tuple)
                    continue
                }
                return []
            }
            if let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                node = ExprSyntax(tuple)
                continue
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                let name = DottedPath.unescaped(member.declName.baseName.text)
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    if !FileScan.textTransforms.contains(name) {
                        steps.append(.call(CallShape(name: name, labels: call.argumentLabels, argument: "self", base: .value,
                                                     scope: scope(of: call), literals: literals(of: call))))
                    }
                    node = ExprSyntax(call)
                } else {
                    if !FileScan.textTransforms.contains(name) {
                        steps.append(.call(CallShape(name: name, labels: [], argument: "self", base: .value, isProperty: true,
                                                     scope: scope(of: member))))
                    }
                    node = ExprSyntax(member)
                }
                continue
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(list)
                guard let position = elements.firstIndex(where: { $0.id == node.id }) else { return [] }
                if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
                    // `self = NSLocalizedString(key, …)` in an initializer of a text type returns it.
                    guard position > assignment, assignment == 1,
                          elements[0].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return [] }
                    return [steps]
                }
                var start = 0
                if let ternary = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                    if position < ternary { return [] }
                    start = ternary
                }
                let operators = elements[start...].compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
                guard operators.allSatisfy({ $0 == "??" }) else { return [] }
                node = ExprSyntax(sequence)
                continue
            }
            if let ternary = parent.as(UnresolvedTernaryExprSyntax.self) {
                node = ExprSyntax(ternary)
                continue
            }
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self) {
                guard let expr = parent.as(ExprSyntax.self) else { return [] }
                node = expr
                continue
            }
            if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
               let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, depth < localDepth,
               let list = binding.ancestor(CodeBlockItemListSyntax.self), isInside(list, body) {
                // `let string = NSLocalizedString(key, …)`, then whatever is done with `string`.
                var routes: [[RouteStep]] = []
                for item in list where item.position > binding.position {
                    for token in item.tokens(viewMode: .sourceAccurate) where token.text == local {
                        guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.baseName.id == token.id else { continue }
                        if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { continue }
                        routes += climb(from: ExprSyntax(ref), steps: steps, body: body, depth: depth + 1)
                    }
                }
                return routes
            }
            return isReturned(node, from: body) ? [steps] : []
        }
        return []
    }

    /// True when `expr` is what the declaration whose body is `body` returns — not a closure inside it.
    private static func isReturned(_ expr: ExprSyntax, from body: Syntax) -> Bool {
        guard FileScan.isReturnedValue(expr) else { return false }
        var current = expr.parent
        while let node = current, node.id != body.id {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
            current = node.parent
        }
        return current != nil
    }

    private static func isInside(_ node: some SyntaxProtocol, _ body: Syntax) -> Bool {
        var current: Syntax? = Syntax(node)
        while let next = current {
            if next.id == body.id { return true }
            current = next.parent
        }
        return false
    }

    /// The shape of a call passing the text as `argument`, or nil for a call of a call or a closure.
    static func shape(of call: FunctionCallExprSyntax, argument: LabeledExprSyntax) -> CallShape? {
        guard let name = call.calleeName else { return nil }
        let base: CallShape.Base
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init" {
            if let written = member.base {
                if let path = DottedPath.of(written), DottedPath.last(path).first?.isUppercase == true {
                    base = .type(path)
                } else {
                    base = .value
                }
            } else {
                base = .implicit
            }
        } else if call.calledExpression.is(MemberAccessExprSyntax.self), let path = call.calleeBase.flatMap(DottedPath.of) {
            base = .type(path)  // `Strings.init(key:)`
        } else {
            base = .none
        }
        return CallShape(name: DottedPath.unescaped(name), labels: call.argumentLabels, argument: argument.label?.text ?? "_",
                         base: base, scope: scope(of: call), literals: literals(of: call))
    }

    /// `Strings["key"]`, `self["key"]`, `strings["key"]`.
    static func shape(of call: SubscriptCallExprSyntax, argument: LabeledExprSyntax) -> CallShape? {
        let base: CallShape.Base
        if let path = DottedPath.of(call.calledExpression), DottedPath.last(path).first?.isUppercase == true {
            base = .type(path)
        } else if DottedPath.of(call.calledExpression) == "self" {
            base = .none
        } else {
            base = .value
        }
        return CallShape(name: "subscript", labels: call.arguments.map { $0.label?.text ?? "_" },
                         argument: argument.label?.text ?? "_", base: base, scope: scope(of: call),
                         literals: literals(of: call.arguments))
    }

    static func literals(of call: FunctionCallExprSyntax) -> [Int: String] { literals(of: call.arguments) }

    static func literals(of arguments: LabeledExprListSyntax) -> [Int: String] {
        var literals: [Int: String] = [:]
        for (position, argument) in arguments.enumerated() {
            if let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { literals[position] = text }
        }
        return literals
    }

    static func scope(of node: some SyntaxProtocol) -> String {
        Declarations.enclosingType(node)?.path ?? ""
    }
}

extension RouteStep {
    var isLocalizingOrCall: Bool {
        switch self {
        case .system(let role): role != .passes
        case .call: true
        }
    }
}
