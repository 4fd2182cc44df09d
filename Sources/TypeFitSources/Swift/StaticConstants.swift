import SwiftSyntax

/// A type's constants declared in the same file as their use — `enum Constants { static let
/// inputFieldFontSize: CGFloat = 14 }` read as `Constants.inputFieldFontSize` — the common way a
/// view keeps its metrics. Only a `static let` with an initial value is a constant: a `var` may
/// change, an instance property differs per instance.
enum StaticConstants {
    /// The initial value of `static let name` in the type `typePath` (its last names must match
    /// the path as written: `Constants`, `Cell.Metrics`) declared in the file around `node`.
    static func value(of name: String, in typePath: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
        let wanted = typePath.split(separator: ".").map(String.init)
        let finder = Finder(name: name, wanted: wanted)
        finder.walk(file)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        let wanted: [String]
        var found: ExprSyntax?

        init(name: String, wanted: [String]) {
            self.name = name
            self.wanted = wanted
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil, node.bindingSpecifier.tokenKind == .keyword(.let),
                  node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  let binding = node.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                  let value = binding.initializer?.value,
                  let owner = Declarations.enclosingType(node), owner.path.split(separator: ".").map(String.init).suffix(wanted.count) == ArraySlice(wanted)
            else { return .skipChildren }
            found = value
            return .skipChildren
        }
    }
}
