import SwiftSyntax
import TypeFitLayout

/// SnapKit's constraint DSL, for `CodeConstraints` — a third-party library (github.com/SnapKit/SnapKit)
/// whose DSL is common enough to read: `view.snp.makeConstraints { make in … }` (and
/// `remakeConstraints`), each statement `make.<attributes>.<relation>(<target>)[.offset(n)]
/// [.inset(n)][.multipliedBy(m)][.dividedBy(d)][.priority(p)]`.
///
/// What SnapKit's source says it means (ConstraintMaker, ConstraintMakerEditable,
/// ConstraintInsetTarget, ConstraintPriority): `edges`/`horizontalEdges` are leading and trailing,
/// `size` is width; a number as the target of a position is measured from the superview's same edge,
/// of `width` is a constant; `equalToSuperview()` targets the superview's same attribute; `inset(n)`
/// moves leading in by n, trailing in by n and takes 2n from a width; priorities `.required` 1000,
/// `.high` 750, `.medium` 500, `.low` 250.
enum SnapKitConstraints {
    static func read(_ call: FunctionCallExprSyntax, in type: String, into reader: CodeConstraints) {
        guard let base = call.calleeBase.flatMap({ DottedPath.receiver($0) }),
              base == "snp" || base.hasSuffix(".snp"), let closure = call.trailingClosure
                ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return }
        let view = CodeConstraints.resolved(base == "snp" ? "" : String(base.dropLast(".snp".count)), at: call)
        let parameter = closure.signature?.parameterClause.flatMap { clause -> String? in
            switch clause {
            case .simpleInput(let list): return list.first?.name.text
            case .parameterClause(let list): return list.parameters.first?.firstName.text
            }
        } ?? "$0"
        for statement in closure.statements {
            guard let expr = statement.item.as(ExprSyntax.self) else { continue }
            for constraint in statementConstraints(expr, maker: parameter, view: view, reader: reader) {
                reader.add(constraint, in: type)
            }
        }
    }

    private struct Step {
        var name: String
        var call: FunctionCallExprSyntax?
    }

    /// `make.leading.equalTo(x).offset(8)` → [make, leading, equalTo(…), offset(…)].
    private static func steps(_ expr: ExprSyntax) -> [Step]? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return [Step(name: reference.baseName.text)] }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return steps(base).map { $0 + [Step(name: member.declName.baseName.text)] }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base {
            return steps(base).map { $0 + [Step(name: member.declName.baseName.text, call: call)] }
        }
        return nil
    }

    private static func statementConstraints(_ expr: ExprSyntax, maker: String, view: String, reader: CodeConstraints)
        -> [HorizontalLayout.Constraint] {
        guard let steps = steps(expr), steps.first?.name == maker else { return [] }
        var edges: [HorizontalLayout.Edge] = []
        var index = 1
        var vertical = false
        while index < steps.count, steps[index].call == nil {
            switch steps[index].name {
            case "leading", "left": edges.append(.leading)
            case "trailing", "right": edges.append(.trailing)
            case "centerX", "center": edges.append(.centerX)
            case "width", "size": edges.append(.width)
            case "edges", "horizontalEdges", "directionalEdges", "directionalHorizontalEdges": edges += [.leading, .trailing]
            case "top", "bottom", "height", "centerY", "verticalEdges", "directionalVerticalEdges", "firstBaseline",
                 "lastBaseline": vertical = true
            default: return []  // a margin attribute of the view itself, or something else: not read
            }
            index += 1
        }
        guard !edges.isEmpty, index < steps.count, let relationCall = steps[index].call else { return [] }
        _ = vertical
        let relation: HorizontalLayout.Relation
        var toSuperview = false
        switch steps[index].name {
        case "equalTo": relation = .equal
        case "lessThanOrEqualTo": relation = .atMost
        case "greaterThanOrEqualTo": relation = .atLeast
        case "equalToSuperview": relation = .equal; toSuperview = true
        case "lessThanOrEqualToSuperview": relation = .atMost; toSuperview = true
        case "greaterThanOrEqualToSuperview": relation = .atLeast; toSuperview = true
        default: return []
        }
        let source = reader.source(expr)
        var found: [HorizontalLayout.Constraint] = []
        for edge in edges {
            var constraint = HorizontalLayout.Constraint(first: .init(item: view, edge: edge), relation: relation, source: source)
            if toSuperview {
                constraint.second = .init(item: CodeConstraints.superview(of: view), edge: edge)
            } else {
                guard let target = relationCall.arguments.first?.expression else { return [] }
                if let number = reader.number(target) {
                    if edge == .width { constraint.constant = number } else {
                        constraint.second = .init(item: CodeConstraints.superview(of: view), edge: edge)
                        constraint.constant = number
                    }
                } else if let anchor = anchor(target, edge: edge, at: expr) {
                    constraint.second = anchor
                } else {
                    return []
                }
            }
            found.append(constraint)
        }
        for step in steps[(index + 1)...] {
            guard let call = step.call, let argument = call.arguments.first?.expression else { return [] }
            switch step.name {
            case "offset":
                guard let value = reader.number(argument) else { return [] }
                for i in found.indices { found[i].constant += value }
            case "inset":
                let (left, right): (Double, Double)
                if let value = reader.number(argument) {
                    (left, right) = (value, value)
                } else if let insets = argument.as(FunctionCallExprSyntax.self),
                          let l = insets.argument("left").flatMap({ reader.number($0.expression) })
                            ?? insets.argument("leading").flatMap({ reader.number($0.expression) }),
                          let r = insets.argument("right").flatMap({ reader.number($0.expression) })
                            ?? insets.argument("trailing").flatMap({ reader.number($0.expression) }) {
                    (left, right) = (l, r)
                } else {
                    return []
                }
                for i in found.indices {
                    switch found[i].first.edge {
                    case .leading: found[i].constant += left
                    case .trailing: found[i].constant -= right
                    case .width: found[i].constant -= left + right
                    case .centerX: break
                    }
                }
            case "multipliedBy", "dividedBy":
                guard let value = reader.number(argument), value != 0 else { return [] }
                for i in found.indices { found[i].multiplier *= step.name == "multipliedBy" ? value : 1 / value }
            case "priority":
                let priority: Double?
                switch argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                case "required": priority = 1000
                case "high": priority = 750
                case "medium": priority = 500
                case "low": priority = 250
                default: priority = reader.number(argument)
                }
                guard let priority else { return [] }
                for i in found.indices { found[i].priority = priority }
            case "labeled":
                continue
            default:
                return []
            }
        }
        return found
    }

    /// `x.snp.trailing`, `x.snp.leadingMargin`, `x.safeAreaLayoutGuide.snp.leading`,
    /// `x.safeAreaLayoutGuide` or `x` (the same attribute as the constrained one).
    private static func anchor(_ expr: ExprSyntax, edge: HorizontalLayout.Edge, at node: some SyntaxProtocol) -> HorizontalLayout.Anchor? {
        guard let path = DottedPath.receiver(expr) else { return nil }
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var targetEdge = edge
        var margins = false
        if parts.count >= 2, parts[parts.count - 2] == "snp", let last = parts.last {
            switch last {
            case "leading", "left": targetEdge = .leading
            case "trailing", "right": targetEdge = .trailing
            case "centerX": targetEdge = .centerX
            case "width": targetEdge = .width
            case "leadingMargin", "leftMargin": targetEdge = .leading; margins = true
            case "trailingMargin", "rightMargin": targetEdge = .trailing; margins = true
            case "edges", "horizontalEdges": break
            default: return nil
            }
            parts.removeLast(2)
        }
        var item = CodeConstraints.item(parts)
        item = CodeConstraints.resolved(item, at: node)
        if margins { item = HorizontalLayout.margins(of: item) }
        return .init(item: item, edge: targetEdge)
    }
}
