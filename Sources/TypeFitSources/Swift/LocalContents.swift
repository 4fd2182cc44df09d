import SwiftSyntax

/// What a local variable holds, read from its declaration: a text (`var title = AttributedString(…)`,
/// `var text: String = …`) or an array (`var strings: [String?] = []`). Text appended to a text
/// makes it longer; a value appended to an array becomes one of its elements (Swift standard
/// library, `append(_:)`, `insert(_:at:)`).
enum LocalContents {
    enum Kind { case text, array }

    static let textTypes: Set<String> = ["String", "AttributedString", "NSMutableAttributedString"]

    /// The kind of the local `binding` declares, when its type or value says.
    static func kind(of binding: PatternBindingSyntax) -> Kind? {
        if let type = binding.typeAnnotation?.type {
            let unwrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
            if unwrapped.is(ArrayTypeSyntax.self) { return .array }
            if let name = SyntaxText.typePath(unwrapped), textTypes.contains(name) { return .text }
            return nil
        }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(ArrayExprSyntax.self) { return .array }
        if value.is(StringLiteralExprSyntax.self) { return .text }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.is(ArrayExprSyntax.self) { return .array }
            if let name = call.calleeName, call.calleeBase == nil, textTypes.contains(name) { return .text }
        }
        return nil
    }

    /// The declaration of the local `offset` names (as `NameResolution` gives it), from a value it
    /// was found with.
    static func binding(initializedWith value: ExprSyntax?) -> PatternBindingSyntax? {
        value?.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
    }
}
