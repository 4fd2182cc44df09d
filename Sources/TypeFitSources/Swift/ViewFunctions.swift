import SwiftSyntax

/// The app's own functions that hand back the view they are given with modifiers applied:
/// `func styled(_ content: some View) -> some View { content.font(.title).padding() }`.
/// A view passed to one is drawn where the call's value is, as if the modifiers were written on
/// it: a function's result is its returned expression (The Swift Programming Language, Functions,
/// "Functions With an Implicit Return").
enum ViewFunctions {
    /// The modifier calls, innermost first, that the function `call` runs hands back the view
    /// given as its `label` argument with; nil when the function is not declared around the call
    /// (in the same type or file) or does not return that view on every path.
    static func modifiers(applying call: FunctionCallExprSyntax, label: String) -> [FunctionCallExprSyntax]? {
        guard let name = calledName(call), let function = declaration(named: name, around: call, labels: call.arguments.map { $0.label?.text ?? "_" }),
              let returned = function.signature.returnClause?.type, isViewType(returned, in: function),
              let parameter = function.signature.parameterClause.parameters.first(where: { $0.firstName.text == label }),
              isViewType(parameter.type, in: function), let body = function.body else { return nil }
        let local = (parameter.secondName ?? parameter.firstName).text
        let values = returnedValues(body)
        guard values.count == 1, let value = values.first else { return nil }
        return chain(value, endingIn: local)
    }

    /// `styled` for `styled(…)` and `self.styled(…)`; nil for a method of another receiver.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The function of that name taking those labels (those given; the others defaulted) declared
    /// in a type around the call, or at the top of its file.
    private static func declaration(named name: String, around call: FunctionCallExprSyntax, labels: [String]) -> FunctionDeclSyntax? {
        var scopes: [Syntax] = []
        var node = call.parent
        while let current = node {
            if let block = current.as(MemberBlockSyntax.self) { scopes.append(Syntax(block)) }
            if let file = current.as(SourceFileSyntax.self) { scopes.append(Syntax(file)) }
            node = current.parent
        }
        for scope in scopes {
            let functions: [FunctionDeclSyntax]
            if let block = scope.as(MemberBlockSyntax.self) {
                functions = block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            } else if let file = scope.as(SourceFileSyntax.self) {
                functions = file.statements.compactMap { $0.item.as(FunctionDeclSyntax.self) }
            } else {
                continue
            }
            let fitting = functions.filter { $0.name.text == name && takes(labels, $0) }
            if fitting.count == 1 { return fitting.first }
            if fitting.count > 1 { return nil }
        }
        return nil
    }

    /// True when the call's labels, in order, are the function's, those left out having defaults.
    private static func takes(_ labels: [String], _ function: FunctionDeclSyntax) -> Bool {
        var given = labels[...]
        for parameter in function.signature.parameterClause.parameters {
            if given.first == parameter.firstName.text {
                given = given.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return given.isEmpty
    }

    /// `some View`, `any View`, `Text`, `AnyView`, or a generic parameter of the function
    /// constrained to `View` (`<Content: View>`).
    private static func isViewType(_ type: TypeSyntax, in function: FunctionDeclSyntax) -> Bool {
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return some.constraint.trimmedDescription == "View" }
        let written = type.trimmedDescription
        if written == "Text" || written == "AnyView" { return true }
        return function.genericParameterClause?.parameters.contains {
            $0.name.text == written && $0.inheritedType?.trimmedDescription == "View"
        } ?? false
    }

    /// What the body hands back: the values of its `return`s, or its single expression.
    private static func returnedValues(_ body: CodeBlockSyntax) -> [ExprSyntax] {
        let finder = TextFunctions.ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        if !finder.values.isEmpty { return finder.values }
        if body.statements.count == 1, let expr = body.statements.first?.item.as(ExprSyntax.self) { return [expr] }
        return []
    }

    /// The modifier calls, innermost first, of `content.a(…).b(…)` ending in the name `local`.
    private static func chain(_ expr: ExprSyntax, endingIn local: String) -> [FunctionCallExprSyntax]? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == local ? [] : nil }
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, let inner = chain(base, endingIn: local) else { return nil }
        return inner + [call]
    }
}
