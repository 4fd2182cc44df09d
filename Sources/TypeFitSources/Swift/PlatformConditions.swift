import SwiftSyntax

/// Which `#if` branches hold code for the platform the check covers (iOS and iPadOS): the rest —
/// `#if os(macOS)`, watchOS, tvOS, visionOS, Mac Catalyst, AppKit — is set aside. A condition the
/// pass cannot decide (`DEBUG`, a custom flag) is read, since it may be built for iOS.
enum PlatformConditions {
    enum Truth { case yes, no, unknown }

    /// True when `node` sits in a branch that is never built for iOS.
    static func isSetAside(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), !isActive(clause) { return true }
            current = parent
        }
        return false
    }

    /// A clause is built for iOS unless its own condition is false there or an earlier clause of
    /// the same `#if` is certainly taken.
    static func isActive(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, evaluate(condition) == .no { return false }
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for earlier in list {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, evaluate(condition) == .yes { return false }
        }
        return true
    }

    static func evaluate(_ expr: ExprSyntax) -> Truth {
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            let argument = call.arguments.first.map { $0.expression.trimmedDescription } ?? ""
            switch name {
            case "os": return ["iOS"].contains(argument) ? .yes : .no
            case "canImport":
                if ["UIKit", "SwiftUI", "Foundation"].contains(argument) { return .yes }
                if ["AppKit", "WatchKit", "Cocoa"].contains(argument) { return .no }
                return .unknown
            case "targetEnvironment": return argument == "macCatalyst" ? .no : .unknown
            default: return .unknown
            }
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch evaluate(prefix.expression) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return bool.literal.tokenKind == .keyword(.true) ? .yes : .no }
        if let sequence = expr.as(SequenceExprSyntax.self) { return evaluate(sequence) }
        return .unknown
    }

    /// `a || b && c` unfolded: `&&` binds tighter, so the sequence is split on `||` first.
    private static func evaluate(_ sequence: SequenceExprSyntax) -> Truth {
        let elements = Array(sequence.elements)
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { disjuncts.append([]) }
                continue
            }
            disjuncts[disjuncts.count - 1].append(element)
        }
        var anyUnknown = false
        for conjuncts in disjuncts {
            var value = Truth.yes
            for term in conjuncts {
                switch evaluate(term) {
                case .no: value = .no
                case .unknown where value == .yes: value = .unknown
                default: break
                }
                if value == .no { break }
            }
            if value == .yes { return .yes }
            if value == .unknown { anyUnknown = true }
        }
        return anyUnknown ? .unknown : .no
    }
}
