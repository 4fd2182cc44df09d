import SwiftSyntax

/// Texts kept in collections: an array literal holds each of its elements, `map` makes a
/// collection of what its closure returns, and `map`, `forEach`, `for … in` and SwiftUI's
/// `ForEach` hand each element to a closure's parameter or a loop's variable. Followed as one
/// value: a collection holding a text is followed wherever its elements go (`["a", "b"].map {
/// NSLocalizedString($0, comment: "") }` into `UISegmentedControl(items:)`).
enum Collections {
    /// Methods whose closure's result becomes an element of the call's result.
    static let transforms: Set<String> = ["map", "compactMap", "flatMap", "lazyMap"]

    /// Methods that hand each element to their closure's first parameter.
    static let elementTakers: Set<String> = ["map", "compactMap", "flatMap", "forEach", "first", "filter", "contains",
                                             "sorted", "min", "max"]

    /// Methods and properties of a collection that keep (some of) its elements as they are.
    static let passing: Set<String> = ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
                                       "first", "last", "randomElement", "lazy", "uniqued", "removingDuplicates"]

    /// True when `call` makes a collection of some of the elements of the one it is called on, as
    /// they are: a `passing` method (`filter`, `sorted`), or `compactMap { $0 }`, which drops the
    /// nils of a collection of optionals.
    static func keepsElements(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        if passing.contains(name) { return true }
        guard name == "compactMap", call.arguments.isEmpty, let closure = closure(of: call), closure.statements.count == 1,
              let only = closure.statements.first?.item.as(ExprSyntax.self)?.as(DeclReferenceExprSyntax.self) else { return false }
        return only.baseName.text == "$0"
    }

    /// How many elements a collection written in place holds: an array literal, or its `map`,
    /// which keeps the count (`["a", "b"].map { NSLocalizedString($0, comment: "") }`: 2).
    static func literalCount(_ expr: ExprSyntax) -> Int? {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.count }
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base else { return nil }
        return literalCount(base)
    }

    /// The offset that names the first parameter of `closure` as `NameResolution` does: the
    /// parameter's own name, or the brace for `$0`.
    static func firstParameterOffset(of closure: ClosureExprSyntax) -> Int? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            return list.first.map { $0.name.positionAfterSkippingLeadingTrivia.utf8Offset }
        case .parameterClause(let clause):
            return clause.parameters.first.map { ($0.secondName ?? $0.firstName).positionAfterSkippingLeadingTrivia.utf8Offset }
        case nil:
            return closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        }
    }

    /// The closure of a call that takes one: trailing, or the last argument.
    static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// When `expr` is a collection whose elements a closure or a loop takes — the base of
    /// `.map { x in }`, the sequence of `for x in`, the data of `ForEach(…) { x in }` — the offset
    /// naming the parameter or variable each element becomes.
    static func elementHolder(of expr: ExprSyntax) -> Int? {
        guard let parent = expr.parent else { return nil }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expr.id,
           elementTakers.contains(member.declName.baseName.text),
           let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
           let closure = closure(of: call) {
            return firstParameterOffset(of: closure)
        }
        if let loop = parent.as(ForStmtSyntax.self), loop.sequence.id == expr.id,
           loop.pattern.is(IdentifierPatternSyntax.self) {
            return loop.pattern.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "ForEach",
           call.arguments.first?.id == argument.id, let closure = closure(of: call) {
            return firstParameterOffset(of: closure)
        }
        return nil
    }

    /// The `map` call whose closure returns `expr` as its result, if any.
    static func transform(returning expr: ExprSyntax) -> FunctionCallExprSyntax? {
        guard FileScan.isReturnedValue(expr) else { return nil }
        var current = expr.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let (call, _) = ViewContext.owner(of: closure),
                      transforms.contains(call.calleeName ?? "") else { return nil }
                return call
            }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(MemberBlockSyntax.self) {
                return nil
            }
            current = node.parent
        }
        return nil
    }
}
