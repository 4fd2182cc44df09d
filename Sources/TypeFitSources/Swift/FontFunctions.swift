import SwiftParser
import SwiftSyntax

/// The app's own UIKit font helpers, read one level deep: `static func semibold(size: CGFloat) ->
/// UIFont { UIFont(name: "Brand-Semibold", size: size)! }` or `extension UIFont { static func
/// brandFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) } }`. A use
/// (`label.font = BrandFont.semibold(size: 21)`) is the helper's one returned expression with its
/// parameters replaced by the arguments (or their defaults), read as any font expression is:
/// a fixed 21 pt here, a scaled font where the helper returns `UIFontMetrics(…).scaledFont(…)`.
/// A helper of several statements, or one that returns something no font expression reads, is
/// not read (the font stays unknown, as before).
enum FontFunctions {
    /// A helper: its parameters by argument label, and the expression it returns, as written.
    struct Template: Sendable, Hashable {
        struct Parameter: Sendable, Hashable {
            var label: String
            var name: String
            var defaultValue: String?
        }
        var parameters: [Parameter]
        var returned: String
    }

    /// A call that may be a helper's: its base name and its arguments' texts by label ("_" for none).
    struct Call: Sendable, Hashable {
        var name: String
        var arguments: [String: String]
    }

    /// The key a helper is filed under: its base name, the only part a use spells for sure
    /// (`BrandFont.semibold(size:)`, `.brandFont(ofSize:)`, `UIFont.brandFont(ofSize:)`).
    static func template(_ node: FunctionDeclSyntax) -> (name: String, template: Template)? {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              let returnType = node.signature.returnClause?.type.trimmedDescription,
              ["UIFont", "UIFont?", "UIFont!"].contains(returnType),
              let statements = node.body?.statements, statements.count == 1, let only = statements.first else { return nil }
        let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
        guard let returned else { return nil }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            Template.Parameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                               defaultValue: parameter.defaultValue?.value.trimmedDescription)
        }
        return (DottedPath.unescaped(node.name.text), Template(parameters: parameters, returned: returned.trimmedDescription))
    }

    /// `BrandFont.semibold(size: 21)`, `.brandFont(ofSize: 14)!`, `BrandFont.caption()`: a call without a
    /// trailing closure.
    static func call(_ expr: ExprSyntax) -> Call? {
        var expr = expr
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { expr = forced.expression }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, let name = call.calleeName
        else { return nil }
        var arguments: [String: String] = [:]
        // A number is read here, where its constants are in scope (`Constants.fieldFontSize`): the
        // helper's expression is read again on its own, away from this file.
        for argument in call.arguments {
            arguments[argument.label?.text ?? "_"] = FontExpressions.size(argument.expression).map { "\($0)" }
                ?? argument.expression.trimmedDescription
        }
        return Call(name: name, arguments: arguments)
    }

    /// The font a call of one of `templates` (by base name; one whose labels fit) makes.
    static func reading(_ call: Call, templates: [String: [Template]]) -> FontReading? {
        for template in templates[call.name] ?? [] {
            guard Set(call.arguments.keys).isSubset(of: Set(template.parameters.map(\.label))) else { continue }
            var values: [String: String] = [:]
            var complete = true
            for parameter in template.parameters {
                guard let value = call.arguments[parameter.label] ?? parameter.defaultValue else { complete = false; break }
                values[parameter.name] = value
            }
            guard complete, let expr = substituted(template.returned, values) else { continue }
            if let reading = FontExpressions.uiKit(expr) { return reading }
        }
        return nil
    }

    /// `returned` with each reference to a parameter replaced by its value, parsed again.
    private static func substituted(_ returned: String, _ values: [String: String]) -> ExprSyntax? {
        let tree = Parser.parse(source: returned)
        var text = ""
        for token in tree.tokens(viewMode: .sourceAccurate) {
            text += token.leadingTrivia.description
            if case .identifier(let name) = token.tokenKind, let value = values[name],
               let ref = token.parent?.as(DeclReferenceExprSyntax.self),
               ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id {
                text += "(" + value + ")"
            } else {
                text += token.text
            }
            text += token.trailingTrivia.description
        }
        let parsed = Parser.parse(source: text)
        guard parsed.statements.count == 1 else { return nil }
        return parsed.statements.first?.item.as(ExprSyntax.self)
    }
}
