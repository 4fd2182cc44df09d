import SwiftSyntax
import TypeFitDiagnostics

/// Enum cases' associated values: a text passed into a case (`.regular(name: AppStrings.x, …)`) is
/// drawn where a `case` pattern binds that value and draws the name. Linked only when the case is
/// known for sure: of the type the code names, or the one enum of the app with a case of that
/// name and shape.
extension FileScan {
    /// The associated value a text passed as `argument` into the case `call` constructs.
    func payloadKey(constructing call: FunctionCallExprSyntax, argument: LabeledExprSyntax) -> PayloadKey? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let index = call.arguments.firstIndex(where: { $0.id == argument.id }) else { return nil }
        let name = DottedPath.unescaped(member.declName.baseName.text)
        var type: String?
        if let base = member.base {
            guard let path = DottedPath.of(base), DottedPath.last(path).first?.isUppercase == true,
                  let resolved = members.names.resolve(path, from: scopePath(of: call)) else { return nil }
            type = resolved
        } else if let expected = expectedType(of: ExprSyntax(call)) {
            // `.error(text)` where the place expects a `FieldStatus`: that enum's case.
            type = members.names.resolve(expected.path, from: expected.scope)
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard let found = members.enumCase(name, of: type, fits: { Self.positions(of: labels, in: $0) != nil }),
              let positions = Self.positions(of: labels, in: found.labels) else { return nil }
        return PayloadKey(type: found.type, name: name, position: positions[call.arguments.distance(from: call.arguments.startIndex, to: index)])
    }

    /// The associated value a `case` pattern binds at `position`.
    func payloadKey(bound pattern: FunctionCallExprSyntax, position: Int, subject: ExprSyntax?, at node: some SyntaxProtocol) -> PayloadKey? {
        guard let member = pattern.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = DottedPath.unescaped(member.declName.baseName.text)
        var type: String?
        if let base = member.base {
            guard let path = DottedPath.of(base), let resolved = members.names.resolve(path, from: scopePath(of: node)) else { return nil }
            type = resolved
        } else if let subject, let path = DottedPath.receiver(subject), let written = declaredType(ofReceiver: path, at: subject) {
            guard let resolved = members.names.resolve(written.path, from: written.scope) else { return nil }
            type = resolved
        }
        let arity = pattern.arguments.count
        guard let found = members.enumCase(name, of: type, fits: { $0.count == arity }) else { return nil }
        return PayloadKey(type: found.type, name: name, position: position)
    }

    /// Where each argument of a case construction goes among the case's associated values, in
    /// order, by label (values left out have defaults); nil when the labels do not fit.
    static func positions(of labels: [String], in declared: [String]) -> [Int]? {
        var positions: [Int] = []
        var next = 0
        for label in labels {
            guard let found = declared[next...].firstIndex(of: label) else { return nil }
            positions.append(found)
            next = found + 1
        }
        return positions
    }

    /// The custom view a case construction holding `root` is passed to, and where that call is:
    /// the case's value is drawn by that call's view, not by every view of its type.
    func payloadAnchor(_ root: ExprSyntax) -> (TypeFitDiagnostics.SourceLocation, String)? {
        guard let construction = root.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let outer = construction.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = outer.calleeName, name.first?.isUppercase == true,
              let type = members.names.resolve(name, from: scopePath(of: outer)) else { return nil }
        return (location(of: outer), type)
    }
}
