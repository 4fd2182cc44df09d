import SwiftSyntax

/// What a name in an expression refers to, found syntactically: a local variable declared
/// before it, a parameter of the function or closure around it, or else a member of the
/// enclosing type. Enough to link a key to where it is drawn without type checking.
enum NameResolution {
    enum Resolved {
        /// A local variable: its declaration's offset, declared or constructed type, and the value
        /// it is initialized with.
        case local(offset: Int, type: String?, value: ExprSyntax?)
        /// A parameter of a function (`callee` is its type's path and its name) or initializer
        /// (`callee` is the type's path).
        case parameter(ParamKey, type: String?)
        /// A closure's parameter or a loop's variable, named by the offset of its declaration
        /// (for `$0`, `$1`: the closure's brace and the number); `type` when the closure iterates
        /// `Type.allCases`.
        case closureParameter(type: String?, offset: Int)
        /// Bound by a `case` pattern (`case .regular(let name, …)`) to the associated value at
        /// `position` of the case `pattern` names; `subject` is what is matched, when known.
        case payload(pattern: FunctionCallExprSyntax, position: Int, subject: ExprSyntax?)
        /// Not declared around it: a member of the enclosing type, or a global.
        case member
    }

    /// What `name` refers to at `node`. `index`, when given, keeps each statement list's
    /// declarations and each type declaration's reading for the next name read in the same tree.
    static func resolve(_ name: String, at node: some SyntaxProtocol, index: ScopeIndex? = nil) -> Resolved {
        var child = Syntax(node)
        while let parent = child.parent {
            if let index, let list = parent.as(CodeBlockItemListSyntax.self) {
                if let found = index.statements(list).resolve(name, at: child.id) { return found }
            } else if let list = parent.as(CodeBlockItemListSyntax.self) {
                var after = false
                for item in list {
                    if item.id == child.id { after = true }
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        // A computed local is found below its use too (a result builder's body may
                        // read one declared after the view that reads it).
                        for binding in variable.bindings
                        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                            && (!after || binding.accessorBlock != nil && binding.initializer == nil) {
                            return .local(offset: binding.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          type: FileIndex.declaredType(of: binding), value: binding.initializer?.value)
                        }
                    }
                    if after { continue }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self),
                       let found = binding(name, in: guardStmt.conditions, at: guardStmt) {
                        return found
                    }
                }
            }
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id,
               let found = binding(name, in: ifExpr.conditions, at: ifExpr) {
                return found
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id,
               case .case(let label) = switchCase.label {
                let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
                for item in label.caseItems {
                    if let (call, position) = payloadBinding(name, in: item.pattern) {
                        return .payload(pattern: call, position: position, subject: subject)
                    }
                }
            }
            if let closure = parent.as(ClosureExprSyntax.self), let found = closureParameter(name, of: closure) {
                return found
            }
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id,
               loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return .closureParameter(type: iteratedType(loop.sequence), offset: loop.pattern.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            // `for (action, button) in zip(actions, buttons)`, `for (index, item) in items.enumerated()`.
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id,
               let (_, pattern) = tupleElement(name, in: loop.pattern) {
                return .closureParameter(type: nil, offset: pattern.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                // A method is named with its type, so that two types' `makeRow(title:)` stay apart.
                let owner = typeAround(function, index).map { $0.path + "." } ?? ""
                return parameter(name, of: function.signature.parameterClause, callee: owner + function.name.text) ?? .member
            }
            if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) {
                let owner = typeAround(subscriptDecl, index).map { $0.path + "." } ?? ""
                return parameter(name, of: subscriptDecl.parameterClause, callee: owner + "subscript") ?? .member
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                guard let type = typeAround(initializer, index)?.path else { return .member }
                return parameter(name, of: initializer.signature.parameterClause, callee: type) ?? .member
            }
            if parent.is(MemberBlockSyntax.self) { return .member }
            child = parent
        }
        return .member
    }

    private static func typeAround(_ node: some SyntaxProtocol, _ index: ScopeIndex?) -> TypeDeclaration? {
        index.map { $0.enclosingType(of: node) } ?? Declarations.enclosingType(node)
    }

    /// A statement list's locals and `guard` statements, by where they are: what `resolve` reads
    /// of the list, found in one walk of it.
    struct StatementDeclarations {
        struct Local {
            var item: Int
            /// A computed local (`var title: String { … }`): read below its use too.
            var computed: Bool
            var binding: PatternBindingSyntax
        }

        /// Name → each local of that name the list declares, in order.
        private var locals: [String: [Local]] = [:]
        private var guards: [(item: Int, statement: GuardStmtSyntax)] = []
        private var items: [SyntaxIdentifier: Int] = [:]

        init(_ list: CodeBlockItemListSyntax) {
            for (position, item) in list.enumerated() {
                items[item.id] = position
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        locals[name, default: []].append(Local(item: position, computed: binding.accessorBlock != nil
                                                                   && binding.initializer == nil, binding: binding))
                    }
                } else if let statement = item.item.as(GuardStmtSyntax.self) {
                    guards.append((position, statement))
                }
            }
        }

        /// What `name` read in the list's item `child` is bound to by the list: the first local
        /// of that name declared before the item (or computed, anywhere) or `guard` before it
        /// binding the name, whichever comes first.
        func resolve(_ name: String, at child: SyntaxIdentifier) -> Resolved? {
            let position = items[child] ?? Int.max
            let local = locals[name]?.first { $0.item < position || $0.computed }
            let limit = min(local?.item ?? Int.max, position)
            for (item, statement) in guards where item < limit {
                if let found = NameResolution.binding(name, in: statement.conditions, at: statement) { return found }
            }
            return local.map {
                .local(offset: $0.binding.positionAfterSkippingLeadingTrivia.utf8Offset,
                       type: FileIndex.declaredType(of: $0.binding), value: $0.binding.initializer?.value)
            }
        }
    }

    /// The position and pattern of `name` in a loop's tuple pattern (`(index, item)`).
    static func tupleElement(_ name: String, in pattern: PatternSyntax) -> (Int, IdentifierPatternSyntax)? {
        guard let tuple = pattern.as(TuplePatternSyntax.self) else { return nil }
        for (position, element) in tuple.elements.enumerated() {
            if let identifier = element.pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == name {
                return (position, identifier)
            }
        }
        return nil
    }

    /// The collection whose elements the tuple element at `position` of a loop's pattern takes:
    /// the `position`th sequence of `zip(_:_:)`, or the collection `enumerated()` is called on for
    /// the element (position 1) of its `(offset, element)` pairs (Swift standard library).
    static func sequence(ofTupleElement position: Int, in sequence: ExprSyntax) -> ExprSyntax? {
        guard let call = sequence.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calleeName == "zip", call.calleeBase == nil, call.arguments.count == 2, position < 2 {
            return Array(call.arguments)[position].expression
        }
        if call.calleeName == "enumerated", call.arguments.isEmpty, position == 1 { return call.calleeBase }
        return nil
    }

    /// What an `if` or `guard` binds `name` to: an optional's value (of the type it is cast to,
    /// `let cell = … as? MenuCell`) or an enum case's associated value (`case .regular(let name, …) = entry`).
    /// The reuse identifier a local was dequeued with: `let cell = tableView.dequeueReusableCell(withIdentifier: "TopicCell")`,
    /// or the same in a `guard let` or `if let`, behind `as?` or `!`. Nil for anything else.
    static func dequeuedIdentifier(of name: String, at node: some SyntaxProtocol) -> String? {
        guard case .local(_, _, let value?) = resolve(name, at: node) else { return nil }
        func search(_ syntax: Syntax) -> String? {
            if let call = syntax.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dequeueReusableCell",
               let literal = call.arguments.first(where: { $0.label?.text == "withIdentifier" })?.expression.as(StringLiteralExprSyntax.self),
               literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text {
                return text
            }
            for child in syntax.children(viewMode: .sourceAccurate) {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(Syntax(value))
    }

    fileprivate static func binding(_ name: String, in conditions: ConditionElementListSyntax, at statement: some SyntaxProtocol) -> Resolved? {
        for element in conditions {
            if let optional = element.condition.as(OptionalBindingConditionSyntax.self), binds(optional.pattern, name) {
                return .local(offset: optional.pattern.positionAfterSkippingLeadingTrivia.utf8Offset,
                              type: optional.initializer.flatMap { FileIndex.constructedType($0.value) },
                              value: optional.initializer?.value)
            }
            if let matching = element.condition.as(MatchingPatternConditionSyntax.self),
               let (call, position) = payloadBinding(name, in: matching.pattern) {
                return .payload(pattern: call, position: position, subject: matching.initializer.value)
            }
        }
        return nil
    }

    /// True when an optional binding's pattern is `name` as written: an identifier's text is its
    /// whole trimmed text, read without printing the pattern.
    private static func binds(_ pattern: PatternSyntax, _ name: String) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self), identifier.unexpectedBeforeIdentifier == nil,
           identifier.unexpectedAfterIdentifier == nil {
            return identifier.identifier.text == name
        }
        return pattern.trimmedDescription == name
    }

    /// The case pattern and position at which `pattern` binds `name`: `.regular(let name, _)`,
    /// `let .regular(name, _)`, `.regular(name: let name, _)`.
    static func payloadBinding(_ name: String, in pattern: PatternSyntax) -> (FunctionCallExprSyntax, Int)? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return payloadBinding(name, in: binding.pattern) }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
        for (position, argument) in call.arguments.enumerated() where bound(name, by: argument.expression) {
            return (call, position)
        }
        return nil
    }

    private static func bound(_ name: String, by expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == name }
        guard var pattern = expr.as(PatternExprSyntax.self)?.pattern else { return false }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        return pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }

    private static func parameter(_ name: String, of clause: FunctionParameterClauseSyntax, callee: String) -> Resolved? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return .parameter(ParamKey(callee: callee, label: parameter.firstName.text, scope: ""), type: SyntaxText.typeName(parameter.type))
        }
        return nil
    }

    private static func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> Resolved? {
        var names: [(name: String, offset: Int)] = []
        var types: [String: String] = [:]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): names = list.map { ($0.name.text, $0.name.positionAfterSkippingLeadingTrivia.utf8Offset) }
        case .parameterClause(let clause):
            for parameter in clause.parameters {
                let token = parameter.secondName ?? parameter.firstName
                names.append((token.text, token.positionAfterSkippingLeadingTrivia.utf8Offset))
                if let type = parameter.type.flatMap(SyntaxText.typeName) { types[token.text] = type }
            }
        case nil:
            if name.hasPrefix("$"), let number = Int(name.dropFirst()) {
                names = [(name, closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset + number)]
            }
        }
        guard let position = names.firstIndex(where: { $0.name == name }) else { return nil }
        let offset = names[position].offset
        if let type = types[name] { return .closureParameter(type: type, offset: offset) }
        if let type = registrationItemType(closure, parameter: position) { return .closureParameter(type: type, offset: offset) }
        // `ForEach(MainTab.allCases) { tab in … }`, `MainTab.allCases.map { tab in … }`.
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) {
            let source = call.arguments.first?.expression ?? call.calleeBase
            return .closureParameter(type: source.flatMap(iteratedType), offset: offset)
        }
        return .closureParameter(type: nil, offset: offset)
    }

    /// The item of a collection or table view's cell provider: `item` in
    /// `CellRegistration<Cell, Item> { cell, indexPath, item in }` and in a diffable data source
    /// returned as `UICollectionViewDiffableDataSource<Section, Item>`.
    private static func registrationItemType(_ closure: ClosureExprSyntax, parameter: Int) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        var generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments
            .map { $0.argument.as(TypeSyntax.self).flatMap(SyntaxText.typeName) ?? $0.argument.trimmedDescription }
        var name = call.calleeName ?? ""
        if generic == nil, let function = call.ancestor(FunctionDeclSyntax.self),
           let returned = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self),
           returned.name.text == name || name == "init" {
            generic = returned.genericArgumentClause?.arguments.map {
                $0.argument.as(TypeSyntax.self).flatMap(SyntaxText.typeName) ?? $0.argument.trimmedDescription
            }
            name = returned.name.text
        }
        guard let arguments = generic, arguments.count == 2 else { return nil }
        let item = arguments[1]
        if name.hasSuffix("CellRegistration") { return parameter == 2 ? item : parameter == 0 ? arguments[0] : nil }
        if name.hasSuffix("DiffableDataSource") { return parameter == 2 ? item : nil }
        return nil
    }

    /// `MainTab` for `MainTab.allCases` (possibly filtered or sorted).
    private static func iteratedType(_ sequence: ExprSyntax) -> String? {
        var expr: ExprSyntax? = sequence
        while let current = expr {
            if let member = current.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "allCases", let base = member.base, let path = DottedPath.of(base) {
                    return DottedPath.last(path).first?.isUppercase == true ? path : nil
                }
                expr = member.base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                expr = call.calledExpression
            } else {
                return nil
            }
        }
        return nil
    }
}
