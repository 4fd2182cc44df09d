import SwiftSyntax
import TypeFitLayout

/// `UIStackView`s made in code, for `CodeConstraints`: `UIStackView(arrangedSubviews: [a, b])`
/// held in a name, `addArrangedSubview(_:)`, and the `axis`, `spacing`, `distribution`,
/// `alignment` and `isLayoutMarginsRelativeArrangement` set on it (UIStackView's defaults:
/// horizontal, fill, fill, 0 spacing).
enum StackViews {
    static func read(_ call: FunctionCallExprSyntax, in type: String, into reader: CodeConstraints) {
        switch call.calleeName {
        case "UIStackView":
            guard let arranged = call.argument("arrangedSubviews")?.expression.as(ArrayExprSyntax.self),
                  let held = heldName(of: call) else { return }
            let name = CodeConstraints.resolved(held, at: call)
            let views = arranged.elements.compactMap { DottedPath.receiver($0.expression).map { CodeConstraints.resolved($0, at: call) } }
            reader.update(type) { layout in
                var stack = layout.stacks[name] ?? HorizontalLayout.Stack()
                stack.arranged = views
                stack.source = reader.source(call)
                layout.stacks[name] = stack
                layout.names[name] = name
            }
        case "addArrangedSubview":
            guard let written = call.calleeBase.flatMap({ DottedPath.receiver($0) }), let view = call.arguments.first,
                  let arranged = DottedPath.receiver(view.expression) else { return }
            let base = CodeConstraints.resolved(written, at: call)
            let path = CodeConstraints.resolved(arranged, at: call)
            reader.update(type) { layout in
                var stack = layout.stacks[base] ?? HorizontalLayout.Stack()
                stack.arranged.append(path)
                if stack.source == nil { stack.source = reader.source(call) }
                layout.stacks[base] = stack
            }
        default:
            return
        }
    }

    /// `stack.axis = .vertical` and the like; nothing for other properties.
    static func assignment(receiver: String, property: String, value: ExprSyntax, in type: String, into reader: CodeConstraints) {
        let member = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        reader.update(type) { layout in
            guard var stack = layout.stacks[receiver] ?? (property == "axis" || property == "spacing" ? HorizontalLayout.Stack() : nil)
            else { return }
            switch property {
            case "axis": if let member { stack.axis = member == "vertical" ? .vertical : .horizontal }
            case "spacing": if let spacing = reader.number(value) { stack.spacing = spacing }
            case "distribution":
                switch member {
                case "fillEqually": stack.distribution = .fillEqually
                case "fillProportionally": stack.distribution = .fillProportionally
                case "equalSpacing": stack.distribution = .equalSpacing
                case "equalCentering": stack.distribution = .equalCentering
                case "fill": stack.distribution = .fill
                default: return
                }
            case "alignment":
                switch member {
                case "leading", "top", "firstBaseline": stack.alignment = .leading
                case "trailing", "bottom", "lastBaseline": stack.alignment = .trailing
                case "center": stack.alignment = .center
                case "fill": stack.alignment = .fill
                default: return
                }
            case "isLayoutMarginsRelativeArrangement":
                stack.marginsRelative = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            default:
                return
            }
            layout.stacks[receiver] = stack
        }
    }

    /// The name a made value is held in: `let stack = UIStackView(…)`, `stack = UIStackView(…)`.
    static func heldName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let list = call.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id {
                return DottedPath.receiver(elements[0])
            }
        }
        return nil
    }
}
