import SwiftSyntax
import TypeFitConfig

/// What the walk from a text to the place it lands learnt on the way.
struct TextTrace {
    /// It went through a localizing call (`NSLocalizedString`, `String(localized:)`, a SwiftGen
    /// accessor, a declared wrapper): it is localized text wherever it lands.
    var localized: Bool
    var table: String?
    /// Part of a longer text (`a + b`, `"\(a) more"`, an argument of a format): the key is not
    /// all that is drawn.
    var composed = false
    /// The longer text it is part of, whose place is where the part is drawn.
    var whole: ExprSyntax?
    /// Joined with more text on the right of an assignment (`label.text = a + " " + b`): it lands
    /// where the assignment does, as part of a longer text. (Swift leaves `a + b` after `=`
    /// unfolded in one sequence with the assignment, so the whole is not an expression of its own.)
    var joined = false
    /// The position of the text in a tuple of several it was written in (`("key", "icon")`).
    var tupleElement: Int?
    /// That element's label in the tuple literal, if it has one.
    var tupleLabel: String?
    /// The tuple element a reference was read through (`pair.0`).
    var readsElement: Int?
    /// The key argument of `NSLocalizedString`, `localizedString(forKey:)` or one of the app's
    /// accessors: a value here is a key chosen at run time.
    var keyArgumentOf: Syntax?
    /// The declared wrapper it went through, for the pattern.
    var wrapper: String?
    /// The app's accessor it went through (found by what it does), for the pattern.
    var accessor: String?
    /// It went through a call that looks it up or localizes it on this walk (`localized` may be
    /// true from the start, for a value that is localized text already).
    var lookedUp = false
    /// Compared with something (`x == L10n.title`): not a use.
    var compared = false
    /// Made into an attributed string whose attributes set its font (`NSAttributedString(string:attributes:)`).
    var restyle: AttributedFont?
}

/// The calls a text passes through on its way to where it is drawn.
extension FileScan {
    /// Walks from a text through what only passes it on — localizing calls, `String(format:)`,
    /// attributed strings, parentheses, ternaries, `??`, case changes — to the expression whose
    /// place decides where it lands.
    func rootOfText(from start: ExprSyntax, trace: inout TextTrace) -> ExprSyntax {
        var node = start
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                if let segment = argument.parent?.parent?.as(ExpressionSegmentSyntax.self) {
                    // `"\(L10n.title)"` is the text itself; `"\(L10n.title) more"` is more than it.
                    guard let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self),
                          literal.segments.count == 1 else {
                        trace.composed = true
                        trace.whole = segment.parent?.parent?.as(StringLiteralExprSyntax.self).map(ExprSyntax.init)
                        return node
                    }
                    node = ExprSyntax(literal)
                    continue
                }
                if let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self) {
                    // `Strings["key"]`: the app's localizing subscript.
                    guard let shape = AccessorSearch.shape(of: subscriptCall, argument: argument),
                          let accessor = localizing.lookup(shape) else { return node }
                    localizedBy(accessor, shape: shape, call: subscriptCall, trace: &trace)
                    node = ExprSyntax(subscriptCall)
                    continue
                }
                // An element of a tuple of several (`("key", icon)` in an array of pairs): the
                // tuple holds the text, read back by its position (`pair.0`).
                if let tuple = argument.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count > 1 {
                    if trace.tupleElement == nil {
                        trace.tupleElement = Array(tuple.elements).firstIndex { $0.id == argument.id }
                        trace.tupleLabel = argument.label?.text
                    }
                    node = ExprSyntax(tuple)
                    continue
                }
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return node }
                if Self.isFormatArgument(argument, of: call, accessorRoots: isAccessorRoot) {
                    // `String(format: L10n.count, L10n.items)`, `L10n.blocked(L10n.username)`: a part
                    // of the formatted text.
                    trace.composed = true
                    trace.whole = ExprSyntax(call)
                    return node
                }
                guard passesText(call, argument: argument, trace: &trace) else { return node }
                node = ExprSyntax(call)
                continue
            }
            if let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                node = ExprSyntax(tuple)
                continue
            }
            if let list = parent.as(LabeledExprListSyntax.self), list.parent?.is(TupleExprSyntax.self) == true {
                // A labeled element of a one-element tuple: handled at the tuple.
                guard let tuple = list.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return node }
                node = ExprSyntax(tuple)
                continue
            }
            // An element of an array literal: the array holds the text.
            if let element = parent.as(ArrayElementSyntax.self), let array = element.parent?.parent?.as(ArrayExprSyntax.self) {
                node = ExprSyntax(array)
                continue
            }
            // `texts[0]`: an element of a collection holding the text.
            if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == node.id {
                node = ExprSyntax(subscriptCall)
                continue
            }
            // `pair.0`: a tuple's element, which may be the text it holds.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               Self.isTupleElement(member.declName.baseName.text) {
                if trace.readsElement == nil { trace.readsElement = Int(member.declName.baseName.text) }
                node = ExprSyntax(member)
                continue
            }
            // `[title, detail].joined(separator: "\n")`: the elements become one longer text.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id, member.declName.baseName.text == "joined",
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                trace.composed = true
                trace.whole = ExprSyntax(call)
                return node
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               Collections.passing.contains(member.declName.baseName.text)
                || member.parent?.as(FunctionCallExprSyntax.self).map(Collections.keepsElements) == true {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    node = ExprSyntax(call)
                } else {
                    node = ExprSyntax(member)
                }
                continue
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                let name = member.declName.baseName.text
                let called = member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
                // `"key".localized`: the app's accessor read on the text.
                let shape = CallShape(name: DottedPath.unescaped(name),
                                      labels: member.parent?.as(FunctionCallExprSyntax.self)?.argumentLabels ?? [],
                                      argument: "self", base: .value, isProperty: !called, scope: AccessorSearch.scope(of: member))
                if let accessor = localizing.lookup(shape) {
                    localizedBy(accessor, shape: shape, call: member, trace: &trace)
                } else {
                    // `AppStrings.x.format(arguments: host)`: an app method handing back the text it is called on.
                    guard Self.textTransforms.contains(name) || called && members.handsBackText(name, label: "self") else { return node }
                }
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    node = ExprSyntax(call)
                } else {
                    node = ExprSyntax(member)
                }
                continue
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(list)
                guard let position = elements.firstIndex(where: { $0.id == node.id }) else { return node }
                // What the text is combined with: after an assignment, its right side; after a
                // ternary's `?`, its branches (the condition before it is not text).
                var start = 0
                if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
                    if position > assignment {
                        trace.joined = elements[(assignment + 1)...].contains {
                            $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
                        }
                        return node
                    }
                    // Written to, not read (`title = …`): not where a value it holds goes.
                    if position < assignment {
                        trace.compared = true
                        return node
                    }
                    start = assignment + 1
                }
                if let ternary = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                    if position < ternary {
                        trace.compared = true
                        return node
                    }
                    start = ternary
                }
                let operators = elements[start...].compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
                if operators.contains(where: { $0 == "+" || $0 == "+=" }) {
                    trace.composed = true
                    if !operators.contains("+=") && elements[..<start].isEmpty { trace.whole = ExprSyntax(sequence) }
                    return node
                }
                if operators.contains(where: { $0 != "??" }) {
                    trace.compared = true  // `==`, `&&`: a comparison, not a text
                    return node
                }
                node = ExprSyntax(sequence)
                continue
            }
            if let ternary = parent.as(UnresolvedTernaryExprSyntax.self) {
                node = ExprSyntax(ternary)
                continue
            }
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                guard let expr = parent.as(ExprSyntax.self) else { return node }
                node = expr
                continue
            }
            // What a `map` closure returns is an element of the `map`'s result.
            if let transform = Collections.transform(returning: node) {
                node = ExprSyntax(transform)
                continue
            }
            return node
        }
        return node
    }

    /// True when `argument` is filled into the text a call formats: an argument after the format
    /// of `String(format:…)`, `String.localizedStringWithFormat`, `NSString(format:)`, or an
    /// argument of a SwiftGen or R.swift accessor function (`L10n.blocked(_:)`), which formats its
    /// key's text with it.
    static func isFormatArgument(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax,
                                 accessorRoots: (String) -> Bool) -> Bool {
        guard let name = call.calleeName else { return false }
        let isFirst = call.arguments.first?.id == argument.id
        if !isFirst, ["String", "NSString", "NSAttributedString", "init"].contains(name) && call.arguments.first?.label?.text == "format"
            || !isFirst && name == "localizedStringWithFormat" {
            return true
        }
        // Every argument of a generated accessor fills its key's format; SwiftGen's own `tr` is
        // the lookup itself.
        guard name != "tr", let base = call.calleeBase, let path = DottedPath.of(base) else { return false }
        return accessorRoots(path.split(separator: ".").first.map(String.init) ?? "") || path.hasPrefix("R.string.")
    }

    /// True when `call` only passes on the text it gets as `argument`, noting what it adds.
    private func passesText(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax, trace: inout TextTrace) -> Bool {
        guard let name = call.calleeName else { return false }
        let label = argument.label?.text ?? "_"
        if let role = TextCalls.role(of: argument, in: call) {
            switch role {
            case .key(let table):
                trace.localized = true
                trace.lookedUp = true
                if case .literal(let name) = table { trace.table = name }
                trace.keyArgumentOf = Syntax(call)
            case .localizes(let table):
                trace.localized = true
                trace.lookedUp = true
                if case .literal(let name) = table { trace.table = name }
            case .passes:
                // `NSAttributedString(string: text, attributes: [.font: …])`: drawn in that font.
                if label == "string", let attributes = call.argument("attributes"),
                   let change = FontExpressions.attributed(attributes.expression, helpers: members.fontFunctions) {
                    trace.restyle = change
                }
            }
            return true
        }
        // An app function handing back the text it is given (`attributedText?.withText(string)`).
        if members.handsBackText(name, label: label) { return true }
        // The app's own localizing accessor, found by what it does (`localized("key")`).
        if let shape = AccessorSearch.shape(of: call, argument: argument),
           let accessor = localizing.lookup(shape, receiverType: receiverType(of: call)) {
            localizedBy(accessor, shape: shape, call: call, trace: &trace)
            return true
        }
        guard let wrapper = wrappers.wrapper(for: call, label: label), wrapper.element == nil else { return false }
        trace.localized = true
        trace.lookedUp = true
        trace.wrapper = wrapper.call
        return true
    }

    /// The text goes through the app's accessor: localized, with the accessor's table.
    private func localizedBy(_ accessor: LocalizingAccessors.Accessor, shape: CallShape, call: some SyntaxProtocol,
                             trace: inout TextTrace) {
        trace.localized = true
        trace.lookedUp = true
        if let table = accessor.table(for: shape) { trace.table = table }
        trace.keyArgumentOf = Syntax(call)
        trace.accessor = accessor.candidate.spelled
    }

    /// The declared type of the value a method is called on, resolved, when the file tells it.
    func receiverType(of call: FunctionCallExprSyntax) -> String? {
        guard let base = call.calleeBase, let receiver = DottedPath.receiver(base), !receiver.isEmpty,
              DottedPath.last(receiver).first?.isUppercase == false,
              let type = declaredType(ofReceiver: receiver, at: call) else { return nil }
        return members.names.resolve(type.path, from: type.scope)
    }
}

