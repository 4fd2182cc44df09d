import SwiftSyntax

/// A number written as a name that Swift's scoping resolves to a constant: `margin` in
/// `.padding(.horizontal, margin)` where an enclosing body declares `let margin: CGFloat = 16`
/// before it, or the type around it declares `let margin = 16` / `static let margin = 16` as a
/// member. Only `let` with a literal value (or an expression of literals `NamedNumbers` reads)
/// counts: a `var` may change before the view is drawn.
enum ScopedNumbers {
    /// The value of `expr`: a literal, or a bare name resolved in the scopes around it; nil otherwise.
    static func value(_ expr: ExprSyntax) -> Double? {
        if let number = FontExpressions.number(expr) { return number }
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        return lookup(reference.baseName.text, from: Syntax(expr))
    }

    /// The innermost declaration of `name` visible at `node`: in each enclosing statement list the
    /// statements before the one holding `node`, then the members of each enclosing type.
    private static func lookup(_ name: String, from node: Syntax) -> Double? {
        var child = node
        var next = node.parent
        var steps = 0
        while let current = next, steps < 400 {
            steps += 1
            if let list = current.as(CodeBlockItemListSyntax.self) {
                // Declarations written before the statement that holds the use, nearest first.
                let before = list.prefix { $0.id != child.id }
                for item in before.reversed() {
                    if let found = constant(name, in: item.item.as(VariableDeclSyntax.self)) { return found }
                }
            } else if binds(name, current) {
                // A closure's or function's parameter of that name hides the constants outside it.
                return nil
            } else if let members = current.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let found = constant(name, in: member.decl.as(VariableDeclSyntax.self)) { return found }
                }
            }
            child = current
            next = current.parent
        }
        return nil
    }

    /// Whether `node` is a closure or function that takes a parameter named `name`.
    private static func binds(_ name: String, _ node: Syntax) -> Bool {
        if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names): return names.contains { $0.name.text == name }
            case .parameterClause(let clause):
                return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
        }
        if let function = node.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        return false
    }

    /// `let name = 16` or `let name: CGFloat = 16` in `declaration`.
    private static func constant(_ name: String, in declaration: VariableDeclSyntax?) -> Double? {
        guard let declaration, declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        for binding in declaration.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            guard let value = binding.initializer?.value else { return nil }
            return NamedNumbers.value(value, names: [:])
        }
        return nil
    }
}
