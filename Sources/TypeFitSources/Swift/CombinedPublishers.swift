import SwiftSyntax

/// Combine's publishers that combine others (`Publishers.CombineLatest(a, b)`, `Zip3`): each
/// value they publish is a tuple of the latest values of the publishers given, in order
/// (developer.apple.com/documentation/combine/publishers/combinelatest). The closure that takes
/// the tuple downstream (`.sink { a, b in }`, `.map { a, b in }`) names the value of the publisher
/// at position `i` with its parameter `i`. `Just(value)` publishes its one value
/// (developer.apple.com/documentation/combine/just) to the closure's parameter.
enum CombinedPublishers {
    static let combining: Set<String> = ["CombineLatest", "CombineLatest3", "CombineLatest4", "Zip", "Zip3", "Zip4", "Just"]

    /// The operators a closure of which takes each value published upstream.
    static let takers: Set<String> = ["sink", "map", "compactMap", "flatMap", "filter", "handleEvents", "tryMap"]

    /// The offset naming the parameter that takes the values of the publisher passed as `argument`
    /// of `call` (a combining publisher), as `NameResolution` names closure parameters; nil when
    /// the downstream closure is not found or does not take the values apart.
    static func parameterOffset(for argument: LabeledExprSyntax, of call: FunctionCallExprSyntax) -> Int? {
        guard let name = call.calleeName, combining.contains(name), argument.label == nil,
              call.calleeBase.map({ DottedPath.of($0) == "Publishers" }) ?? true,
              let position = call.arguments.firstIndex(where: { $0.id == argument.id }).map({ call.arguments.distance(from: call.arguments.startIndex, to: $0) }),
              let closure = downstreamClosure(of: call) else { return nil }
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            guard list.count == call.arguments.count else { return nil }
            return Array(list)[position].name.positionAfterSkippingLeadingTrivia.utf8Offset
        case .parameterClause(let clause):
            guard clause.parameters.count == call.arguments.count else { return nil }
            let parameter = Array(clause.parameters)[position]
            return (parameter.secondName ?? parameter.firstName).positionAfterSkippingLeadingTrivia.utf8Offset
        case nil:
            return closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset + position
        }
    }

    /// The offset naming the parameter that takes the values of a `@Published` property's
    /// publisher, its projected value (`viewModel.$title.receive(on: …).sink { title in }`): the
    /// property's every value (developer.apple.com/documentation/combine/published). Nil for
    /// anything else, and for `$0`.
    static func projectedValueOffset(_ expr: ExprSyntax) -> Int? {
        guard projectedName(expr) != nil, let closure = downstreamClosure(of: expr) else { return nil }
        return Collections.firstParameterOffset(of: closure)
    }

    /// `title` for a reference to `$title` (`$title`, `viewModel.$title`); nil otherwise.
    static func projectedName(_ expr: ExprSyntax) -> String? {
        let written = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let written, written.hasPrefix("$"), let first = written.dropFirst().first, !first.isNumber else { return nil }
        return String(written.dropFirst())
    }

    /// The closure of the first operator downstream of `start` that takes its values, past those
    /// that publish what they receive (`.receive(on:)`, `.removeDuplicates()`).
    private static func downstreamClosure(of start: some ExprSyntaxProtocol) -> ClosureExprSyntax? {
        var current = ExprSyntax(start)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id {
            let name = member.declName.baseName.text
            if takers.contains(name) {
                if name == "sink", let labeled = next.argument("receiveValue")?.expression.as(ClosureExprSyntax.self) { return labeled }
                if name == "handleEvents" { return next.argument("receiveOutput")?.expression.as(ClosureExprSyntax.self) }
                return Collections.closure(of: next)
            }
            guard FileScan.sameOutput.contains(name) else { return nil }
            current = ExprSyntax(next)
        }
        return nil
    }
}
