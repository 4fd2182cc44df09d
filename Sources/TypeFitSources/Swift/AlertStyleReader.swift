import SwiftSyntax
import TypeFitLayout

/// Reads the style values of expressions without type checking: a literal (`.actionSheet`,
/// `UIAlertController.Style.alert`), a conditional (`idiom == .pad ? .alert : .actionSheet`), a
/// local with its initializer and assignments (each under the `if` it is in), another
/// declaration's value (left as a member term for the pass to look up), and for an alert
/// controller the `preferredStyle:` it is made with.
enum AlertStyleReader {
    /// How many names deep a value is followed.
    static let depth = 6

    /// The values of an expression that is a `UIAlertController.Style`.
    static func style(_ expr: ExprSyntax, device: StyleDevice = .all, depth: Int = 0) -> [StyleValue] {
        guard depth < Self.depth else { return [StyleValue(term: .unread("followed too far"), device: device)] }
        if let literal = literal(expr) { return [StyleValue(term: .style(literal), device: device)] }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return style(inner, device: device, depth: depth)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return conditional(Array(sequence.elements), device: device, depth: depth) { style($0, device: $1, depth: depth + 1) }
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return name(ref.baseName.text, at: expr, controller: false, device: device, depth: depth)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName, name.first?.isLowercase == true {
            // `Constants.alertStyle(for: traits)`: the function's result.
            return member(call.calledExpression, at: expr, controller: false, device: device, call: call, depth: depth)
        }
        if expr.is(MemberAccessExprSyntax.self) { return member(expr, at: expr, controller: false, device: device) }
        return [StyleValue(term: .unread("an expression not read"), device: device)]
    }

    /// The values of the style of an expression that is an alert controller: the `preferredStyle:`
    /// it is made with, or that of the local, property or function that makes it.
    static func controller(_ expr: ExprSyntax, device: StyleDevice = .all, depth: Int = 0) -> [StyleValue] {
        guard depth < Self.depth else { return [] }
        var expr = expr
        while let inner = expr.as(ForceUnwrapExprSyntax.self)?.expression ?? expr.as(OptionalChainingExprSyntax.self)?.expression
            ?? expr.as(TryExprSyntax.self)?.expression ?? expr.as(AwaitExprSyntax.self)?.expression {
            expr = inner
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `UIAlertController(title:message:preferredStyle:)`, a subclass's, an app's factory taking one.
            if let style = call.argument("preferredStyle")?.expression { return self.style(style, device: device, depth: depth + 1) }
            guard let name = call.calleeName, name.first?.isLowercase == true else { return [] }
            // `UIAlertController.sheet(title:)`: what the app's factory returns.
            return member(call.calledExpression, at: expr, controller: true, device: device, call: call, depth: depth)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return name(ref.baseName.text, at: expr, controller: true, device: device, depth: depth)
        }
        if expr.is(MemberAccessExprSyntax.self) { return member(expr, at: expr, controller: true, device: device) }
        return []
    }

    /// `UIAlertController.Style`'s cases as Swift and Objective-C name them.
    static func literal(_ expr: ExprSyntax) -> AlertStyle? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else {
            return expr.as(DeclReferenceExprSyntax.self).flatMap { named($0.baseName.text) }
        }
        let name = member.declName.baseName.text
        guard name == "alert" || name == "actionSheet" else { return nil }
        // `.alert`, `UIAlertController.Style.alert`, `UIAlertControllerStyle.alert`.
        guard let base = member.base else { return name == "alert" ? .alert : .actionSheet }
        guard let path = DottedPath.of(base), path.hasSuffix("Style") else { return nil }
        return name == "alert" ? .alert : .actionSheet
    }

    /// `UIAlertControllerStyleActionSheet`, `UIAlertControllerStyleAlert` (Objective-C's names).
    static func named(_ name: String) -> AlertStyle? {
        switch name {
        case "UIAlertControllerStyleAlert": .alert
        case "UIAlertControllerStyleActionSheet": .actionSheet
        default: nil
        }
    }

    /// The values of a name at `node`: a local's initializer and assignments; a member's term.
    static func name(_ name: String, at node: some SyntaxProtocol, controller: Bool, device: StyleDevice, depth: Int) -> [StyleValue] {
        let read: (ExprSyntax, StyleDevice) -> [StyleValue] = {
            controller ? self.controller($0, device: $1, depth: depth + 1) : style($0, device: $1, depth: depth + 1)
        }
        switch NameResolution.resolve(name, at: node) {
        case .local(let offset, _, let value):
            var values: [StyleValue] = []
            if let value { values += read(value, device) }
            for (assigned, under) in assignments(to: name, local: offset, around: node) {
                guard let narrowed = device.narrowed(to: under) else { continue }
                values += read(assigned, narrowed)
            }
            return values
        case .parameter:
            // `func confirm(style: UIAlertController.Style = .actionSheet)`: what a call passes, where
            // the function is called for its result; else the default. A controller passed in
            // (`func addCancel(to alert: UIAlertController)`) is out of sight: nothing is said.
            if controller { return [] }
            guard let parameter = parameter(name, at: node) else { return [StyleValue(term: .unread("a parameter"), device: device)] }
            let defaults = parameter.defaultValue.map { read($0.value, .all) } ?? []
            return [StyleValue(term: .parameter(label: parameter.firstName.text, defaults: defaults), device: device)]
        case .closureParameter, .payload:
            return controller ? [] : [StyleValue(term: .unread("a parameter"), device: device)]
        case .member:
            let scope = Declarations.enclosingType(node)?.path ?? ""
            return [StyleValue(term: .member(.init(path: "", name: name, scope: scope, controller: controller)), device: device)]
        }
    }

    /// The parameter `name` of the function, initializer or subscript around `node`.
    static func parameter(_ name: String, at node: some SyntaxProtocol) -> FunctionParameterSyntax? {
        var up = Syntax(node).parent
        while let current = up {
            let clause = current.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? current.as(InitializerDeclSyntax.self)?.signature.parameterClause
                ?? current.as(SubscriptDeclSyntax.self)?.parameterClause
            if let clause { return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name } }
            up = current.parent
        }
        return nil
    }

    /// `self.style`, `Self.style`, `Constants.alertStyle`, `UIAlertController.sheet`: a member
    /// term; a member of anything else (a local's property) is not read.
    private static func member(_ expr: ExprSyntax, at node: some SyntaxProtocol, controller: Bool, device: StyleDevice,
                               call: FunctionCallExprSyntax? = nil, depth: Int = 0) -> [StyleValue] {
        let scope = Declarations.enclosingType(node)?.path ?? ""
        func term(_ path: String, _ name: String) -> StyleValue {
            var member = StyleValue.Member(path: path, name: name, scope: scope, controller: controller)
            // Labelled arguments only: unlabelled ones are told apart by position, which is not kept.
            for argument in call?.arguments ?? [] {
                guard let label = argument.label?.text else { continue }
                member.arguments[label] = style(argument.expression, depth: depth + 1)
            }
            return StyleValue(term: .member(member), device: device)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return [term("", ref.baseName.text)] }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let path = DottedPath.of(base) else {
            return controller ? [] : [StyleValue(term: .unread("an expression not read"), device: device)]
        }
        let name = member.declName.baseName.text
        if path == "self" || path == "Self" { return [term("", name)] }
        guard DottedPath.last(path).first?.isUppercase == true else {
            return controller ? [] : [StyleValue(term: .unread("a property of a value"), device: device)]
        }
        return [term(path, name)]
    }

    /// A conditional `c ? a : b` among a sequence's elements: `a` where the condition holds, `b`
    /// elsewhere, each on the device the condition names; any other sequence is not read.
    private static func conditional(_ elements: [ExprSyntax], device: StyleDevice, depth: Int,
                                    read: (ExprSyntax, StyleDevice) -> [StyleValue]) -> [StyleValue] {
        guard let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self) else {
            return [StyleValue(term: .unread("an expression not read"), device: device)]
        }
        let test = deviceTest(Array(elements[..<position])) ?? .unknown
        let rest = Array(elements[(position + 1)...])
        var values: [StyleValue] = []
        if let whenTrue = device.narrowed(to: test) { values += read(ternary.thenExpression, whenTrue) }
        if let whenFalse = device.narrowed(to: test.negated) {
            if rest.count == 1, let only = rest.first {
                values += read(only, whenFalse)
            } else {
                values += conditional(rest, device: whenFalse, depth: depth, read: read)
            }
        }
        return values
    }

    /// The device on which a condition holds: `UIDevice.current.userInterfaceIdiom == .pad` (or
    /// `!= .phone`), `traitCollection.horizontalSizeClass == .regular` (taken for iPad), or a
    /// Boolean named for one (`isPad`, `UIDevice.isIPad`, `!isPhone`); nil for any other condition.
    static func deviceTest(_ elements: [ExprSyntax]) -> StyleDevice? {
        if elements.count == 1, let only = elements.first { return deviceTest(only) }
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "==" || op == "!=" else { return nil }
        // `.pad` (or `UIUserInterfaceIdiom.pad`) against what reads the idiom or the size class.
        func side(_ value: ExprSyntax, _ subject: ExprSyntax) -> StyleDevice? {
            guard let member = value.as(MemberAccessExprSyntax.self) else { return nil }
            if let base = member.base {
                guard let path = DottedPath.of(base), path.hasSuffix("Idiom") || path.hasSuffix("SizeClass") else { return nil }
            }
            let text = subject.trimmedDescription
            let idiom = text.contains("userInterfaceIdiom") || text.contains("USER_INTERFACE_IDIOM")
            let sizeClass = text.contains("horizontalSizeClass")
            switch member.declName.baseName.text {
            case "pad" where idiom, "regular" where sizeClass: return .pad
            case "phone" where idiom, "compact" where sizeClass: return .phone
            default: return nil
            }
        }
        guard let found = side(elements[2], elements[0]) ?? side(elements[0], elements[2]) else { return nil }
        return op == "==" ? found : found.negated
    }

    /// A single-expression condition: a Boolean named for a device, possibly negated.
    private static func deviceTest(_ expr: ExprSyntax) -> StyleDevice? {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return deviceTest(inner)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return deviceTest(Array(sequence.elements)) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return deviceTest(prefix.expression).map(\.negated)
        }
        guard let path = DottedPath.of(expr) else { return nil }
        let name = DottedPath.last(path).lowercased()
        if name.hasSuffix("pad") && name.hasPrefix("is") { return .pad }
        if name.hasSuffix("phone") && name.hasPrefix("is") { return .phone }
        return nil
    }

    /// The device the `if` branches around `node`, up to `top`, choose it for.
    static func device(of node: some SyntaxProtocol, upTo top: Syntax) -> StyleDevice {
        var child = Syntax(node)
        var device = StyleDevice.all
        while let parent = child.parent, child.id != top.id {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id != ifExpr.conditions.id {
                let test = ifCondition(ifExpr)
                let here = child.id == ifExpr.body.id ? test : test.negated
                device = here.narrowed(to: device) ?? .unknown
            } else if parent.is(SwitchCaseSyntax.self) || parent.is(GuardStmtSyntax.self) {
                device = StyleDevice.unknown.narrowed(to: device) ?? .unknown
            }
            child = parent
        }
        return device
    }

    private static func ifCondition(_ ifExpr: IfExprSyntax) -> StyleDevice {
        guard ifExpr.conditions.count == 1, case .expression(let condition) = ifExpr.conditions.first?.condition else { return .unknown }
        return deviceTest(condition) ?? .unknown
    }

    /// Every `name = value` of the local declared at `offset` in the body around `node`, with the
    /// device the `if` it is in chooses it for.
    static func assignments(to name: String, local offset: Int, around node: some SyntaxProtocol) -> [(ExprSyntax, StyleDevice)] {
        let body = AlertStyleTable.body(around: node)
        let finder = AssignmentFinder(name: name)
        finder.walk(body)
        return finder.found.compactMap { sequence, value in
            guard case .local(let found, _, _) = NameResolution.resolve(name, at: sequence), found == offset else { return nil }
            return (value, device(of: sequence, upTo: body))
        }
    }

    /// The `name = value` statements under a node.
    private final class AssignmentFinder: SyntaxVisitor {
        let name: String
        var found: [(SequenceExprSyntax, ExprSyntax)] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                found.append((node, elements[2]))
            }
            return .visitChildren
        }
    }
}
