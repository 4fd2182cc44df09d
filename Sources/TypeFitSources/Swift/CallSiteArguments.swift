import SwiftSyntax
import TypeFitCatalog

/// What the app passes for a key's format arguments where it writes the key, in the argument
/// order the format consumes them (the first `%@`, or `%1$@`, takes the first):
///
/// - the interpolations of a literal that meets a key by shape: `Text("seen \(date)")`,
///   `String(localized: "upload \(size)")` — interpolation i is argument i;
/// - a SwiftGen function accessor's arguments, `L10n.upload(size)`, in the order its generated
///   `tr(…, p1, p2)` passes them to `String(format:)`; an R.swift accessor's, `R.string.localizable.upload(size)`;
/// - the arguments after the format of `String(format:…)`, `String(format:locale:…)`,
///   `String(format:arguments: [a, b])`, `.init(format:…)`, `NSString(format:…)` and
///   `String.localizedStringWithFormat(…)`, the format being the key's localizing call
///   (`NSLocalizedString`, `String(localized:)`, `Bundle.localizedString(forKey:…)`, a declared
///   wrapper) or accessor.
///
/// Of each argument it records a string or number literal as written, else the expression's last
/// name and its declared type where the file tells it (a local's, a parameter's, a property's).
/// A format kept in a local (`let format = NSLocalizedString(…)`) is followed to the format call
/// of the same block that formats that local; one kept in a property and formatted elsewhere is not.
enum CallSiteArguments {
    /// Labels of a format call's or an accessor's arguments that are not format arguments.
    static let notArguments: Set<String> = ["locale", "preferredLanguages", "bundle", "tableName", "table", "comment",
                                            "fallback", "value"]

    /// For a SwiftGen function accessor, the parameter (from 0) each of `tr`'s format arguments
    /// names: `[0, 1]` for `tr("Localizable", "k", String(describing: p1), p2)` in `func k(_ p1: Any, _ p2: Int)`.
    /// Nil when the call is not in a function, or an argument names none of its parameters.
    static func accessorParameters(of tr: FunctionCallExprSyntax, formatArguments: some Sequence<LabeledExprSyntax>) -> [Int]? {
        guard let function = tr.ancestor(FunctionDeclSyntax.self) else { return nil }
        let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        var order: [Int] = []
        for argument in formatArguments where argument.label == nil {
            let mentioned = Set(argument.expression.tokens(viewMode: .sourceAccurate)
                .filter { $0.parent?.is(DeclReferenceExprSyntax.self) == true }.map(\.text))
            guard let index = names.firstIndex(where: mentioned.contains) else { return nil }
            order.append(index)
        }
        return order.isEmpty ? nil : order
    }

    /// The interpolated expressions of a literal, in order.
    static func interpolations(_ literal: StringLiteralExprSyntax) -> [ExprSyntax] {
        literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression }
    }

    /// True when `call` formats its first argument with the rest.
    static func isFormatCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName, let first = call.arguments.first else { return false }
        let label = first.label?.text
        switch name {
        case "String", "NSString", "init": return label == "format"
        case "localizedStringWithFormat", "stringWithFormat": return label == nil
        default: return false
        }
    }

    /// The format arguments of a format call: those after the format, or the elements of its
    /// `arguments:` array. Nil when they are not written out (`arguments: list`).
    static func formatArguments(_ call: FunctionCallExprSyntax) -> [ExprSyntax]? {
        var found: [ExprSyntax] = []
        for argument in call.arguments.dropFirst() {
            let label = argument.label?.text
            if let label, notArguments.contains(label) { continue }
            if label == "arguments" {
                guard let array = argument.expression.as(ArrayExprSyntax.self) else { return nil }
                found += array.elements.map(\.expression)
                continue
            }
            found.append(argument.expression)
        }
        return found
    }

    /// What an argument shows: `x` for `(x)`, `x!`, `try x`, `x ?? "—"`, `x as String`,
    /// `"\(x)"`, `String(describing: x)`, `String(x)`, `x.description`, `x.uppercased()`.
    static func shownValue(_ expr: ExprSyntax) -> ExprSyntax {
        var current = expr
        for _ in 0..<8 {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
                current = inner.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let attempt = current.as(TryExprSyntax.self) {
                current = attempt.expression
            } else if let awaited = current.as(AwaitExprSyntax.self) {
                current = awaited.expression
            } else if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      let first = sequence.elements.first,
                      Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
                        || Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self) {
                current = first
            } else if let literal = current.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                      let only = interpolations(literal).first {
                current = only
            } else if let call = current.as(FunctionCallExprSyntax.self), call.calleeName == "String", call.arguments.count == 1,
                      let only = call.arguments.first, only.label == nil || only.label?.text == "describing" {
                current = only.expression
            } else if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
                      let base = member.base {
                current = base
            } else if let base = caseChanged(current), !base.is(StringLiteralExprSyntax.self) {
                // `name.localizedUppercase` is the name's kind; a literal's case change is not the literal.
                current = base
            } else {
                break
            }
        }
        return current
    }

    /// `x` for `x.uppercased()`, `x.localizedCapitalized` and the other case changes of `FileScan.textTransforms`.
    static func caseChanged(_ expr: ExprSyntax) -> ExprSyntax? {
        let member = expr.as(MemberAccessExprSyntax.self)
            ?? expr.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? $0.calledExpression.as(MemberAccessExprSyntax.self) : nil }
        guard let member, FileScan.textTransforms.contains(member.declName.baseName.text) else { return nil }
        return member.base
    }

    /// A number literal as written: `5`, `2.5`, `-1`.
    static func numberLiteral(_ expr: ExprSyntax) -> String? {
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) { return expr.trimmedDescription }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self) {
            return expr.trimmedDescription
        }
        return nil
    }

    /// The expression's last name: `fileSize` for `item.fileSize`, `displayName` for `user.displayName()`.
    static func lastName(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return DottedPath.unescaped(ref.baseName.text) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return DottedPath.unescaped(member.declName.baseName.text) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return call.calleeName }
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return lastName(chained.expression) }
        return nil
    }

    /// A type as a finding shows it: without optional marks.
    static func cleaned(_ type: String) -> String {
        var text = type
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        return text
    }
}

extension FileScan {
    /// The arguments passed for the format arguments of the key written at `node` (a literal, an
    /// accessor, or the accessor's call), with what each reads where texts may be kept there
    /// (`ReferenceSites.target(of:)`); nil when the place says nothing about them.
    func callSiteArguments(of node: ExprSyntax, access: KeyAccess)
        -> (arguments: [CallSiteArgument], targets: [Int: ReferenceTarget])? {
        var expressions: [ExprSyntax] = []
        if let literal = node.as(StringLiteralExprSyntax.self) { expressions = CallSiteArguments.interpolations(literal) }
        if expressions.isEmpty, let call = node.as(FunctionCallExprSyntax.self), access == .swiftGen || access == .rSwift {
            expressions = accessorArguments(call)
        }
        if expressions.isEmpty, let call = formatCall(around: node) {
            expressions = CallSiteArguments.formatArguments(call) ?? []
        }
        guard !expressions.isEmpty else { return nil }
        var targets: [Int: ReferenceTarget] = [:]
        let arguments = expressions.enumerated().map { index, expression in
            let (argument, target) = callSiteArgument(expression, position: index + 1)
            targets[index + 1] = target
            return argument
        }
        return (arguments, targets)
    }

    /// A generated accessor's arguments in the format's order: a SwiftGen function's as its `tr`
    /// passes them, else as written.
    private func accessorArguments(_ call: FunctionCallExprSyntax) -> [ExprSyntax] {
        let written = call.arguments.filter { argument in
            argument.label.map { !CallSiteArguments.notArguments.contains($0.text) } ?? true
        }.map(\.expression)
        guard let path = DottedPath.of(call.calledExpression), let parameters = accessors.target(ofPath: path)?.0.parameters,
              parameters.allSatisfy(written.indices.contains) else { return written }
        return parameters.map { written[$0] }
    }

    /// The format call whose format is the key written at `node`, through what only passes the
    /// text on: parentheses, `!`, `try`, a localizing call, a declared wrapper.
    private func formatCall(around node: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(node)
        for _ in 0..<8 {
            guard let parent = current.parent else { return nil }
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                current = parent
                continue
            }
            if parent.is(InitializerClauseSyntax.self) { return formatCall(ofLocal: parent) }
            // `"key".localized`, `"key".localized()`: the app's own accessor read on the text.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? $0 : nil }
                let shape = CallShape(name: DottedPath.unescaped(member.declName.baseName.text), labels: call?.argumentLabels ?? [],
                                      argument: "self", base: .value, isProperty: call == nil,
                                      scope: AccessorSearch.scope(of: member))
                guard localizing.lookup(shape) != nil else { return nil }
                current = call.map(Syntax.init) ?? Syntax(member)
                continue
            }
            guard let argument = parent.as(LabeledExprSyntax.self) else { return nil }
            if let tuple = argument.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                current = Syntax(tuple)
                continue
            }
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id
            else { return nil }
            if CallSiteArguments.isFormatCall(call) { return call }
            guard localizes(call, argument: argument) else { return nil }
            current = Syntax(call)
        }
        return nil
    }

    /// `let format = NSLocalizedString(…)` then `String(format: format, a, b)`: the first format
    /// call below the declaration, in the same block, whose format is that local (by name, as
    /// `NameResolution` resolves it there). A `var` may be set again before it is formatted, so only
    /// a `let` is followed.
    private func formatCall(ofLocal initializer: Syntax) -> FunctionCallExprSyntax? {
        guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
              let item = variable.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        let declared = binding.positionAfterSkippingLeadingTrivia.utf8Offset
        var after = false
        for statement in list {
            if statement.id == item.id {
                after = true
                continue
            }
            guard after else { continue }
            for token in statement.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                      let argument = ref.parent?.as(LabeledExprSyntax.self),
                      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
                      CallSiteArguments.isFormatCall(call),
                      case .local(let offset, _, _) = NameResolution.resolve(name, at: ref), offset == declared else { continue }
                return call
            }
        }
        return nil
    }

    /// True when `call` hands back the localized text of its first argument.
    private func localizes(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        let label = argument.label?.text ?? "_"
        switch (name, label) {
        case ("NSLocalizedString", "_"), ("localizedString", "forKey"), ("String", "localized"), ("init", "localized"),
             ("LocalizedStringKey", "_"), ("LocalizedStringResource", "_"):
            return true
        default:
            // The app's own localizing accessor, found by what it does (`localized("key")`).
            if let shape = AccessorSearch.shape(of: call, argument: argument),
               localizing.lookup(shape, receiverType: receiverType(of: call)) != nil {
                return true
            }
            return wrappers.wrapper(for: call, label: label).map { $0.element == nil } ?? false
        }
    }

    /// One argument: its literal, or its last name and declared type. A formatter's output
    /// (`formatter.string(from: date)`, `ByteCountFormatter.string(fromByteCount: size, countStyle: .file)`,
    /// `date.formatted()`) is read as the value it formats, typed by the formatter when its type is known.
    private func callSiteArgument(_ expr: ExprSyntax, position: Int, depth: Int = 0) -> (CallSiteArgument, ReferenceTarget?) {
        var found = CallSiteArgument(position: position, location: location(of: expr))
        var value = CallSiteArguments.shownValue(expr)
        // `if let name = Locale.current.localizedString(forLanguageCode: code)`, `let total = items.count`:
        // a local with no written type is what it was set to.
        for _ in 0..<4 {
            guard let ref = value.as(DeclReferenceExprSyntax.self),
                  case .local(_, nil, let initial?) = resolve(ref.baseName.text, at: value),
                  initial.id != value.id else { break }
            value = CallSiteArguments.shownValue(initial)
        }
        // Foundation's display names (`Locale.localizedString(forLanguageCode:)`, `…(forRegionCode:)`,
        // `…(forIdentifier:)`, developer.apple.com/documentation/foundation/locale): the name of
        // a language or a region, as ICU's display names give it.
        if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "localizedString",
           let label = call.arguments.first?.label?.text,
           let type = ["forLanguageCode": "Locale.Language", "forIdentifier": "Locale", "forRegionCode": "Locale.Region"][label] {
            found.type = type
            found.name = "localizedString"
            return (found, nil)
        }
        if let literal = value.as(StringLiteralExprSyntax.self) {
            if let text = literal.representedLiteralValue {
                found.literal = text
            } else if depth < 4 {
                // `"\(balance) \(symbol)"`: the text as written, each interpolation read as an argument is.
                found.parts = literal.segments.compactMap { segment -> CallSiteArgument.Part? in
                    if let text = segment.as(StringSegmentSyntax.self) { return text.content.text.isEmpty ? nil : .text(text.content.text) }
                    guard let inner = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression else { return nil }
                    return .value(callSiteArgument(inner, position: position, depth: depth + 1).0)
                }
            }
            return (found, nil)
        }
        if let number = CallSiteArguments.numberLiteral(value) {
            found.number = number
            return (found, nil)
        }
        // `R.string.localizable.offlineTitle()`, `L10n.offlineTitle`, `NSLocalizedString("offline.title", …)`: one of
        // the app's localized texts, by its key.
        if let key = localizedKey(value) {
            found.keys = [key]
            return (found, nil)
        }
        // What the value is read from, before a formatter or a method makes another value of it:
        // the texts kept there are what is shown (`mode.title`, `let name = row.label`).
        let target = value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) ? target(of: value) : nil
        if let call = value.as(FunctionCallExprSyntax.self), let (formatter, formatted) = formatterCall(call) {
            found.type = formatter
            value = CallSiteArguments.shownValue(formatted)
        }
        // `count.humanized()`, `total.description`: a method of no arguments whose name says
        // nothing of the value hands back what it is called on, shown otherwise.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let base = call.calleeBase, let name = call.calleeName, ArgumentKinds.kind(ofName: name) == nil {
            value = CallSiteArguments.shownValue(base)
        } else if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
                  let base = member.base {
            value = CallSiteArguments.shownValue(base)
        }
        found.name = CallSiteArguments.lastName(value)
        if found.type == nil { found.type = declaredType(of: value) }
        if let base = value.as(MemberAccessExprSyntax.self)?.base { found.owner = ownerType(base) }
        return (found, target)
    }

    /// The key a value reads where it is a localized text itself: a generated accessor (SwiftGen,
    /// R.swift) or a localizing call on a literal (`NSLocalizedString("k", …)`, `String(localized: "k")`,
    /// the app's own accessor).
    private func localizedKey(_ value: ExprSyntax) -> String? {
        let call = value.as(FunctionCallExprSyntax.self)
        if let path = DottedPath.of(call?.calledExpression ?? value), let (target, _) = accessors.target(ofPath: path) {
            return target.key
        }
        guard let call, let first = call.arguments.first,
              let key = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              localizes(call, argument: first) else { return nil }
        return key
    }

    /// The type of what a member is read from: a type's singleton (`UIDevice.current`,
    /// `UIApplication.shared`, `Bundle.main`) is one of that type; else its declared type.
    private func ownerType(_ base: ExprSyntax) -> String? {
        if let path = DottedPath.of(base) {
            let parts = path.split(separator: ".").map(String.init)
            if parts.count >= 2, let last = parts.last, ["current", "shared", "main", "standard", "default"].contains(last),
               parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }) {
                return parts.dropLast().joined(separator: ".")
            }
        }
        return declaredType(of: base)
    }

    /// For a call that formats a value — `x.formatted(…)`, `f.string(from: x)`, `f.string(fromByteCount: x)`,
    /// `DateFormatter.localizedString(from: x, …)` — the formatter's type when known, and `x`.
    private func formatterCall(_ call: FunctionCallExprSyntax) -> (String?, ExprSyntax)? {
        guard let name = call.calleeName, let base = call.calleeBase else { return nil }
        if name == "formatted" { return (nil, base) }
        guard name == "string" || name == "localizedString", let first = call.arguments.first else { return nil }
        var formatter: String?
        if let path = DottedPath.of(base), DottedPath.last(path).first?.isUppercase == true {
            formatter = path
        } else {
            formatter = declaredType(of: base)
        }
        // `NumberFormatter.currency.string(…)`: a type's static member read off the type is, by
        // Swift's convention for such members, a value of that type (an estimate where the file
        // does not declare it).
        if formatter == nil, let path = DottedPath.of(base) {
            let parts = path.split(separator: ".")
            if parts.count == 2, let type = parts.first, type.hasSuffix("Formatter") { formatter = String(type) }
        }
        // Foundation's own: `string(from:)`, `string(fromByteCount:)`, `Formatter.string(for:)`
        // (developer.apple.com/documentation/foundation/formatter/string(for:)); any other
        // `string(…)` only on what is a formatter (an app's `string(amount:)` on a `NumberFormatter`).
        let label = first.label?.text
        guard label?.hasPrefix("from") == true || label == "for" || formatter?.hasSuffix("Formatter") == true else { return nil }
        return (formatter, first.expression)
    }

    /// The declared type of a name or a chain of names, as the file writes it: a local's or a
    /// parameter's with its generic arguments, a property's as `TypeMembers` holds it; a
    /// constructed value's type (`Date()`).
    private func declaredType(of expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            switch resolve(name, at: expr) {
            case .local(let offset, let type, _):
                let written = expr.root.token(at: AbsolutePosition(utf8Offset: offset))?.ancestor(PatternBindingSyntax.self)?
                    .typeAnnotation?.type.trimmedDescription
                return (written ?? type).map(CallSiteArguments.cleaned)
            case .parameter(_, let type):
                return (parameterType(name, at: expr) ?? type).map(CallSiteArguments.cleaned)
            case .closureParameter(let type, _):
                return type
            case .payload:
                return nil
            case .member:
                break
            }
        }
        if expr.is(FunctionCallExprSyntax.self) { return FileIndex.constructedType(expr) }
        guard let receiver = DottedPath.receiver(expr), !receiver.isEmpty else { return nil }
        return declaredType(ofReceiver: receiver, at: expr)?.path
    }

    /// The type written for parameter `name` of the function or initializer around `node`.
    private func parameterType(_ name: String, at node: ExprSyntax) -> String? {
        var current = node.parent
        while let syntax = current {
            let clause = syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause {
                return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type.trimmedDescription
            }
            current = syntax.parent
        }
        return nil
    }
}
