import SwiftSyntax

/// A number written as a name that Swift's scoping resolves to a constant: `margin` in
/// `.padding(.horizontal, margin)` where an enclosing body declares `let margin: CGFloat = 16`
/// before it, or the type around it declares `let margin = 16` / `static let margin = 16` as a
/// member; `Constants.fieldFontSize`, a `static let` of a type declared in the same file. Only
/// `let` with a literal value (or an expression of literals `NamedNumbers` reads) counts: a `var`
/// may change before the view is drawn. `FontExpressions.number` asks this for every name, so a
/// font's size, a width and a line limit read constants alike.
enum ScopedNumbers {
    /// How many constants deep the current read is: `static let a = b` with `static let b = a`
    /// ends instead of looping.
    @TaskLocal private static var depth = 0

    /// The value of the constant `expr` names (`margin`, `Constants.fieldFontSize`); nil otherwise.
    static func value(_ expr: ExprSyntax) -> Double? {
        guard depth < 4 else { return nil }
        return $depth.withValue(depth + 1) {
            if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                return lookup(reference.baseName.text, from: Syntax(expr))
            }
            // Only a path of type names (`Constants`, `Cell.Metrics`), not `UIScreen.main.bounds`: the
            // file is searched for the type.
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(DottedPath.of),
               base.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }) {
                return typeConstant(member.declName.baseName.text, in: base, around: expr)
            }
            return nil
        }
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

    /// `static let name` of the type `typePath` (its last names as written: `Constants`,
    /// `Cell.Metrics`) declared in the file around `node`.
    private static func typeConstant(_ name: String, in typePath: String, around node: some SyntaxProtocol) -> Double? {
        guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
        let finder = TypeConstantFinder(name: name, wanted: typePath.split(separator: ".").map(String.init))
        finder.walk(file)
        return finder.found.flatMap { NamedNumbers.value($0, names: [:]) }
    }

    private final class TypeConstantFinder: SyntaxVisitor {
        let name: String
        let wanted: [String]
        var found: ExprSyntax?

        init(name: String, wanted: [String]) {
            self.name = name
            self.wanted = wanted
            super.init(viewMode: .sourceAccurate)
        }

        // A type's `static let` is a member: bodies and closures, most of a file, hold none.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil, node.bindingSpecifier.tokenKind == .keyword(.let),
                  node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  let binding = node.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                  let value = binding.initializer?.value, let owner = Declarations.enclosingType(node),
                  owner.path.split(separator: ".").map(String.init).suffix(wanted.count) == ArraySlice(wanted)
            else { return .skipChildren }
            found = value
            return .skipChildren
        }
    }
}
