import SwiftSyntax

/// The type an expression is expected to have where it is written, as far as the source says
/// without type checking: what Swift gives an implicit member (`.init(title:)`, `.error(text)`)
/// to be found in. From a declared `return` type, an annotated binding, the declared type of an
/// assigned property, or the declared type of the parameter the expression is passed to.
extension FileScan {
    func expectedType(of expr: ExprSyntax) -> WrittenType? {
        var node = Syntax(expr)
        // Through what keeps the type: parentheses, `try`, `await`, a ternary's branches, `??`.
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self) {
                node = parent
                continue
            }
            if let tuple = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                node = Syntax(tuple)
                continue
            }
            // `[…].compactMap { $0 }`, `[…].filter { … }`: a collection of the elements it was given.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
               Collections.keepsElements(call) {
                node = Syntax(call)
                continue
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(list)
                if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }),
                   let position = elements.firstIndex(where: { $0.id == node.id }), position > assignment {
                    // `textField.status = .error(text)`: the assigned property's declared type.
                    guard let path = DottedPath.receiver(elements[0]), !path.isEmpty else { return nil }
                    return declaredType(ofReceiver: path, at: sequence)
                }
                let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
                guard operators.allSatisfy({ $0 == "??" }) || elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
                else { return nil }
                node = Syntax(sequence)
                continue
            }
            break
        }
        guard let parent = node.parent, let value = node.as(ExprSyntax.self) else { return nil }
        if let element = parent.as(ArrayElementSyntax.self), let array = element.parent?.parent?.as(ArrayExprSyntax.self) {
            // An element of an array of `T` is a `T` (`typeName` reads `[T]` as its element).
            return expectedType(of: ExprSyntax(array))
        }
        if let element = parent.as(DictionaryElementSyntax.self), element.value.id == node.id,
           let dictionary = element.parent?.parent?.as(DictionaryExprSyntax.self) {
            // A value of a dictionary of `K: V` is a `V`, as `typeName` reads `[K: V]`.
            return expectedType(of: ExprSyntax(dictionary))
        }
        if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
           let annotation = binding.typeAnnotation, let type = SyntaxText.typeName(annotation.type) {
            return WrittenType(path: type, scope: scopePath(of: binding))
        }
        if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let name = call.calleeName {
            let label = argument.label?.text ?? "_"
            if name.first?.isUppercase == true, !call.isImplicitMember,
               let type = members.names.resolve(call.calleeBase.flatMap(DottedPath.of).map { $0 } ?? name, from: scopePath(of: call)) {
                return members.initializerParameterType(type, label: label) ?? members.memberType(label, in: type)
            }
            if name == "init", call.isImplicitMember, let outer = expectedType(of: ExprSyntax(call)),
               let type = members.names.resolve(outer.path, from: outer.scope) {
                return members.initializerParameterType(type, label: label) ?? members.memberType(label, in: type)
            }
            // `.switch(.init(title: …))`: an enum case's associated value of the type the case declares.
            if call.calledExpression.is(MemberAccessExprSyntax.self), let key = payloadKey(constructing: call, argument: argument),
               let type = members.payloadType(key) {
                return type
            }
            return members.parameterType(name, label: label, owner: receiverType(of: call) ?? ownerOfUnqualified(call))
        }
        if Self.isReturnedValue(value) || parent.is(ReturnStmtSyntax.self) {
            // What a `map` closure returns is an element of what the `map` is expected to be.
            if let transform = Collections.transform(returning: value) { return expectedType(of: ExprSyntax(transform)) }
            return returnType(around: value)
        }
        return nil
    }

    /// The type of `self` for a call with no base, whose method is the enclosing type's.
    private func ownerOfUnqualified(_ call: FunctionCallExprSyntax) -> String? {
        guard !call.calledExpression.is(MemberAccessExprSyntax.self) || call.calleeBase.flatMap(DottedPath.of) == "self",
              let type = enclosingType(of: call) else { return nil }
        return members.resolved(type.path)
    }

    /// The declared type a function, getter or closure around `expr` returns.
    private func returnType(around expr: ExprSyntax) -> WrittenType? {
        var current = expr.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { SyntaxText.typeName($0.type) }
                    .map { WrittenType(path: $0 == "Self" ? (enclosingType(of: function)?.path ?? $0) : $0, scope: scopePath(of: function)) }
            }
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { SyntaxText.typeName($0.type) }.map { WrittenType(path: $0, scope: scopePath(of: binding)) }
            }
            if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
                return SyntaxText.typeName(subscriptDecl.returnClause.type).map { WrittenType(path: $0, scope: scopePath(of: subscriptDecl)) }
            }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
