import SwiftSyntax

/// The app's own functions that hand back the text they are given, re-wrapped at most:
/// an extension's `NSAttributedString.withText(_:)` (`return NSAttributedString(string: text)`) and
/// `String.format(arguments:)` (`String(format: self, arguments: arguments)`). A text passed to one
/// lands where its result does, as through `String(format:)`. And the app's own setters, methods of
/// a label or text view that set its text to their parameter (`UILabel.setAttributedTextString(_:)`):
/// a text passed to one is set on the view it is called on.
enum TextFunctions {
    /// A setter: the property it sets on its view, and the app functions the text passes through
    /// on the way (each must hand it back).
    struct Setter: Sendable, Hashable {
        /// The path of the view type (or extension) declaring it.
        var owner: String
        var property: String
        var through: [String]
    }

    /// The views whose methods may set their own text.
    static let textViews: Set<String> = ["UILabel", "UITextView", "UITextField"]

    /// Every `name|label` a function declares, to tell a text function from another of its name.
    static func signatures(_ function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { entry(function.name.text, $0.firstName.text) }
    }

    /// The parameters a method of a label or text view sets its text to.
    static func setters(_ function: FunctionDeclSyntax) -> [String: Setter] {
        guard let owner = Declarations.enclosingType(function),
              textViews.contains(owner.name) || owner.inherits.contains(where: textViews.contains),
              let body = function.body else { return [:] }
        var names: [String: String] = [:]
        for parameter in function.signature.parameterClause.parameters {
            guard let type = SyntaxText.typeName(parameter.type), type == "String" else { continue }
            names[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
        }
        var found: [String: Setter] = [:]
        for item in body.statements {
            guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first,
                  let property = DottedPath.receiver(target), ["text", "attributedText"].contains(property),
                  let value = sequence.elements.last else { continue }
            for (name, label) in names {
                if let through = carried(name, in: value) {
                    found[entry(function.name.text, label)] = Setter(owner: owner.path, property: property, through: through)
                }
            }
        }
        return found
    }

    /// The app functions `expr` passes the text `name` holds through, when it is that text.
    private static func carried(_ name: String, in expr: ExprSyntax) -> [String]? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == name ? [] : nil }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return carried(name, in: optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return carried(name, in: forced.expression) }
        guard let call = expr.as(FunctionCallExprSyntax.self), let callee = call.calleeName else { return nil }
        for argument in call.arguments {
            guard let inner = carried(name, in: argument.expression) else { continue }
            let step = entry(callee, argument.label?.text ?? "_")
            return wraps.contains(step) ? inner : inner + [step]
        }
        return nil
    }

    /// `withText|_` for a parameter, `format|self` for the text a `String` method is called on.
    static func entry(_ name: String, _ label: String) -> String { name + "|" + label }

    /// Each parameter of a function (and `self`, in an extension of a text type), and whether a
    /// `return` hands it back.
    static func read(_ function: FunctionDeclSyntax) -> [String: Bool] {
        guard let returned = function.signature.returnClause.flatMap({ SyntaxText.typeName($0.type) }),
              textTypes.contains(returned), let body = function.body else { return [:] }
        var names: [String: String] = [:]
        for parameter in function.signature.parameterClause.parameters {
            guard let type = SyntaxText.typeName(parameter.type), type == "String" || type == "Substring" else { continue }
            names[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
        }
        if let owner = Declarations.enclosingType(function), owner.isExtension, textTypes.contains(owner.name) {
            names["self"] = "self"
        }
        guard !names.isEmpty else { return [:] }
        let returns = ReturnFinder(viewMode: .sourceAccurate)
        returns.walk(body)
        var found: [String: Bool] = [:]
        for (name, label) in names {
            found[entry(function.name.text, label)] = returns.values.contains { handsBack(name, in: $0) }
                || body.statements.count == 1 && body.statements.first?.item.as(ExprSyntax.self).map { handsBack(name, in: $0) } == true
        }
        return found
    }

    static let textTypes: Set<String> = ["String", "NSAttributedString", "NSMutableAttributedString", "AttributedString"]

    /// System calls that re-wrap a text as a whole.
    static let wraps: Set<String> = ["NSAttributedString|string", "NSMutableAttributedString|string", "AttributedString|_",
                                     "String|format", "String|_", "init|string"]

    /// True when `expr` is the text `name` holds: itself, or it re-wrapped as a whole.
    private static func handsBack(_ name: String, in expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == name }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return handsBack(name, in: optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return handsBack(name, in: forced.expression) }
        guard let call = expr.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
              let callee = call.calleeName else { return false }
        let label = first.label?.text ?? "_"
        return wraps.contains(callee + "|" + label) && handsBack(name, in: first.expression)
    }

    /// The values of a body's own `return`s.
    final class ReturnFinder: SyntaxVisitor {
        var values: [ExprSyntax] = []

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.expression { values.append(value) }
            return .visitChildren
        }

        /// A closure's `return` is the closure's.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
