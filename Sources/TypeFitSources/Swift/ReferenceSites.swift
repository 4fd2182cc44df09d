import SwiftSyntax
import TypeFitConfig

/// References — `tab.title`, `title`, `AppStrings.cancel`, `filter.localizedTitle()` — at places that
/// say where the value they hold lands. They are what the keys returned from members, passed to
/// custom views or kept in variables are linked to.
extension FileScan {
    func referenceFound(_ node: ExprSyntax) {
        guard let expr = Self.maximalReference(node) ?? textCalledOn(node) else {
            if Self.isModifierBase(node) { viewSite(node) }
            return
        }
        var trace = TextTrace(localized: true, table: nil)
        var root = rootOfText(from: expr, trace: &trace)
        // `sections[i].header`: an element of a collection of labeled tuples, read by its label.
        var readsLabel: String?
        if trace.readsElement == nil, !trace.composed, root.is(SubscriptCallExprSyntax.self),
           let member = root.parent?.as(MemberAccessExprSyntax.self), member.base?.id == root.id,
           member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id {
            readsLabel = member.declName.baseName.text
            root = rootOfText(from: ExprSyntax(member), trace: &trace)
        }
        // Compared or written to: not a place the value goes.
        if trace.compared { return }
        // Asked only of a reference that is recorded: most are not.
        let (composed, joined) = (trace.composed, trace.joined)
        func isPart() -> Bool { composed || joined || isAppendedTo(expr) }
        let readsElement = trace.readsElement
        if trace.composed {
            // Part of a longer text: it goes where the whole does.
            guard let whole = wholeRoot(of: trace) else { return }
            root = whole.root
            let lookedUp = trace.lookedUp
            let restyle = trace.restyle
            trace = whole.trace
            trace.lookedUp = trace.lookedUp || lookedUp
            trace.restyle = AttributedFont.after(restyle, step: trace.restyle)
        }
        if let localizing = trace.keyArgumentOf {
            // A parameter looked up as a key: in one of the app's accessors it is read at each
            // call (`localized("key")`); elsewhere the localized text lands here, for the keys
            // the function's callers pass (`func showTitle(_ key: String) { label.text = NSLocalizedString(key, …) }`).
            if isAccessorInput(expr) { return }
            let (landing, _) = land(root, trace: trace)
            switch landing {
            case .drawn, .notDrawn, .hop:
                if !isSetAside(expr), let target = target(of: expr) {
                    var site = ReferenceSite(target: target, landing: landing, location: location(of: root))
                    site.localizes = true
                    site.part = isPart()
                    site.readsElement = readsElement
                    site.readsLabel = readsLabel
                    site.readAt = location(of: expr)
                    site.restyle = trace.restyle
                    facts.references.append(site)
                    return
                }
            case .ignored, .setAside:
                // Logged, compared, kept for another platform: nothing a wrapper entry would place.
                return
            default:
                break
            }
            if let call = localizing.as(FunctionCallExprSyntax.self) { appLocalizingFunction(expr, call: call) }
            return
        }
        let (landing, _) = land(root, trace: trace)
        // SwiftGen's own enums (`L10n.Scene.Policy.title = L10n.tr(…)`) are read as accessors:
        // their members hold keys by name, not texts to follow.
        if case .hop = landing, let type = enclosingType(of: expr)?.path, let first = type.split(separator: ".").first,
           isAccessorRoot(String(first)) { return }
        let lookedUp = trace.lookedUp
        func localizes() -> Bool { lookedUp || holdsLocalizedType(expr) }
        switch landing {
        case .drawn, .notDrawn:
            guard let target = target(of: expr), !isSetAside(expr) else { break }
            var site = ReferenceSite(target: target, landing: landing, location: location(of: root))
            site.localizes = localizes()
            site.part = isPart()
            site.readsElement = readsElement
            site.readsLabel = readsLabel
            site.readAt = location(of: expr)
            site.restyle = trace.restyle
                    facts.references.append(site)
        case .hop(let holder):
            // Passed on again: followed only when the value is itself one that was passed in or returned.
            guard let target = target(of: expr) else { break }
            switch (target, holder) {
            case (.parameter, _), (.inType, _), (.typed, _), (.local, _), (.payload, _), (_, .member), (_, .payload):
                var site = ReferenceSite(target: target, landing: landing, location: location(of: root))
                site.localizes = localizes()
                if case .parameter = holder, let call = root.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) {
                    site.callLocation = location(of: call)
                }
                if case .payload = holder, let (location, type) = payloadAnchor(root) {
                    site.callLocation = location
                    site.callType = type
                }
                site.part = isPart()
                site.readsElement = readsElement
                site.readsLabel = readsLabel
                site.readAt = location(of: expr)
                site.restyle = trace.restyle
                    facts.references.append(site)
            default: break
            }
        case .unresolved:
            // Where a followed value goes out of sight: told with the key that stops here.
            guard let target = target(of: expr), !target.isNamed, !isSetAside(expr) else { break }
            var site = ReferenceSite(target: target, landing: landing, location: location(of: root))
            site.part = isPart()
            site.readsElement = readsElement
            site.readsLabel = readsLabel
            site.readAt = location(of: expr)
            site.restyle = trace.restyle
            facts.references.append(site)
        default:
            break
        }
        viewSite(expr)
    }

    /// True when `expr` names a local text that more text is appended to in the body it is declared
    /// in (`combined.append(suffix)`, `text += suffix`): what it holds is then part of a longer text.
    private func isAppendedTo(_ expr: ExprSyntax) -> Bool {
        guard let ref = expr.as(DeclReferenceExprSyntax.self), case .local(_, _, let value) = resolve(ref.baseName.text, at: ref),
              let binding = LocalContents.binding(initializedWith: value), LocalContents.kind(of: binding) == .text else {
            return false
        }
        let name = ref.baseName.text
        var body: Syntax?
        var node = Syntax(expr).parent
        while let current = node {
            if current.is(CodeBlockSyntax.self) && (current.parent?.is(FunctionDeclSyntax.self) == true
                                                    || current.parent?.is(InitializerDeclSyntax.self) == true)
                || current.is(AccessorBlockSyntax.self) || current.is(ClosureExprSyntax.self) {
                body = current
                break
            }
            node = current.parent
        }
        guard let body else { return false }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
               ["append", "insert"].contains(member.declName.baseName.text),
               member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id {
                return true
            }
            if let list = reference.parent?.as(ExprListSyntax.self), list.first?.id == reference.id,
               list.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                return true
            }
        }
        return false
    }

    /// `if let title {`, `guard let title else`: the shorthand binds the unwrapped value of what
    /// `title` names outside to a local of the same name.
    func shorthandBindingFound(_ node: OptionalBindingConditionSyntax) {
        guard node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let target: ReferenceTarget
        switch resolve(name, at: node) {
        case .local(let offset, _, _): target = .local(file: path, offset: offset)
        case .parameter(let key, _): target = .parameter(key)
        case .closureParameter(_, let offset): target = .local(file: path, offset: offset)
        case .payload: return
        case .member:
            guard let type = enclosingType(of: node) else { return }
            target = .inType(.declared(in: type, name))
        }
        facts.references.append(ReferenceSite(
            target: target, landing: .hop(.local(file: path, offset: node.pattern.positionAfterSkippingLeadingTrivia.utf8Offset)),
            location: location(of: node)))
    }

    /// A reference used as a view (`tab.label` in a `Tab`'s label) whose container decides the element.
    private func viewSite(_ expr: ExprSyntax) {
        guard Self.isInViewPosition(expr) else { return }
        recordViewSite(expr, target: { self.target(of: expr) })
    }

    /// A custom view written in view position (`PostActionsMenu(…)`): where its `body` goes.
    func customViewFound(_ call: FunctionCallExprSyntax) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              SwiftUIViews.titled(name) == nil, Self.isInViewPosition(ExprSyntax(call)) else { return }
        recordViewSite(ExprSyntax(call), target: { .inType(.written(WrittenType(path: name, scope: self.scopePath(of: call)), "body")) })
    }

    private func recordViewSite(_ expr: ExprSyntax, target: () -> ReferenceTarget?) {
        let context = ViewContext.read(from: expr, placement: nil, appFonts: appFonts) { [weak self] in self?.enclosingType(of: expr)?.path }
        let placement = context.roleFound ? context.placement : nil
        let forward = placement?.systemDrawn == true ? nil : context.endHolder
        guard placement != nil || forward != nil, let target = target(), !isSetAside(expr) else { return }
        facts.views.append(ViewSite(target: target, placement: placement, forward: forward, location: location(of: expr)))
    }

    /// True when what `expr` names is declared as localized text — a parameter, local or property
    /// of type `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue` or
    /// `Text` — so a plain literal given to it is a key, as Swift makes a literal of those types one.
    func holdsLocalizedType(_ expr: ExprSyntax) -> Bool {
        let inner = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        var written: String?
        if let ref = inner.as(DeclReferenceExprSyntax.self) {
            switch resolve(ref.baseName.text, at: inner) {
            case .parameter(_, let type), .local(_, let type, _), .closureParameter(let type, _): written = type
            case .member:
                if let owner = enclosingType(of: inner) {
                    written = members.memberType(ref.baseName.text, in: members.resolved(owner.path))?.path
                }
            case .payload: break
            }
        } else if let member = inner.as(MemberAccessExprSyntax.self), let base = member.base, let path = DottedPath.receiver(base) {
            let owner = path.isEmpty ? enclosingType(of: inner).map { WrittenType(path: $0.path, scope: "") }
                : declaredType(ofReceiver: path, at: inner)
            if let owner, let resolved = members.names.resolve(owner.path, from: owner.scope) {
                written = members.memberType(member.declName.baseName.text, in: resolved)?.path
            }
        }
        guard let written else { return false }
        return Self.localizedTypes.contains(DottedPath.last(written))
    }

    static let localizedTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "LocalizationValue", "Text"]

    /// True when `expr` is the input of the app's localizing accessor it is written in.
    private func isAccessorInput(_ expr: ExprSyntax) -> Bool {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let input: String
        if name == "self" {
            input = "self"
        } else if case .parameter(let key, _) = resolve(name, at: expr) {
            input = key.label
        } else {
            return false
        }
        return localizing.isAccessor(declaredAround: expr, input: input, names: members.names)
    }

    /// `NSLocalizedString(key, comment: "")` inside `func localized(_ key: String)`: the app's own
    /// localizing function, which a declared wrapper would let the pass see through.
    private func appLocalizingFunction(_ expr: ExprSyntax, call: FunctionCallExprSyntax) {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .parameter(let key, _) = resolve(name, at: expr),
              let function = expr.ancestor(FunctionDeclSyntax.self) else { return }
        // SwiftGen's own `tr(_:_:…)` is read through its generated accessors.
        if let type = enclosingType(of: function)?.name, isAccessorRoot(type) { return }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        var qualified = "\(function.name.text)(\(labels))"
        if let type = enclosingType(of: function)?.name { qualified = type + "." + qualified }
        facts.unresolved.append(UnresolvedUse(
            key: nil, location: location(of: call),
            expression: "\(qualified) passes its argument to \(call.calleeName ?? "NSLocalizedString") as the key",
            suggestion: SourceWrapper(call: qualified, argument: key.label, element: nil)))
    }

    /// The whole reference an identifier or member access is part of, or nil when it is part of
    /// something else (a member chain continues, a call takes arguments).
    static func maximalReference(_ node: ExprSyntax) -> ExprSyntax? {
        guard let parent = node.parent else { return nil }
        // `viewModel.$title.receive(on: …)`: a property's publisher, whose operators follow it.
        if CombinedPublishers.projectedName(node) != nil { return node }
        if let ref = node.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            guard let first = name.first, first.isLowercase || first == "_" || first == "$" else { return nil }
            if ["self", "super", "true", "false", "nil"].contains(name) { return nil }
            if let outer = parent.as(MemberAccessExprSyntax.self) {
                guard outer.base?.id == node.id, endsReference(outer.declName.baseName.text) else { return nil }
            }
        } else if let member = node.as(MemberAccessExprSyntax.self) {
            guard member.base != nil, !textTransforms.contains(member.declName.baseName.text),
                  !isTupleElement(member.declName.baseName.text) else { return nil }
            if let outer = parent.as(MemberAccessExprSyntax.self), outer.base?.id == node.id,
               !endsReference(outer.declName.baseName.text) { return nil }
        } else {
            return nil
        }
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            // A function returning the text (`action.accessibilityLabel(dataController: …)`) or a
            // view (`makeSwipeButton(action:) { … }`).
            return ExprSyntax(call)
        }
        return node
    }

    /// A reference a method handing its text back is called on (`message.format(arguments: type)`,
    /// `title.uppercased()`): the text goes where the call's value does.
    private func textCalledOn(_ node: ExprSyntax) -> ExprSyntax? {
        guard node.is(DeclReferenceExprSyntax.self) || node.is(MemberAccessExprSyntax.self),
              node.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase ?? true,
              let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id else { return nil }
        let name = member.declName.baseName.text
        guard Self.textTransforms.contains(name) || members.handsBackText(name, label: "self") else { return nil }
        if let ref = node.as(DeclReferenceExprSyntax.self), ["self", "super"].contains(ref.baseName.text) { return nil }
        // The reference itself, as a whole: `a.b` in `a.b.format()`, not `a` in it.
        if node.is(DeclReferenceExprSyntax.self) || node.as(MemberAccessExprSyntax.self)?.base != nil { return node }
        return nil
    }

    /// A member read on a value that is about the value as a whole — a change of case, a
    /// collection's elements handed on (`titles.map { … }`, `titles.first`) — rather than a member
    /// of its own: the reference ends before it.
    static func endsReference(_ member: String) -> Bool {
        isTupleElement(member) || textTransforms.contains(member) || Collections.elementTakers.contains(member) || Collections.passing.contains(member)
    }

    /// `pair.0`: an element of a tuple, read where the tuple is (`LocalizingCalls` passes it on).
    static func isTupleElement(_ member: String) -> Bool {
        !member.isEmpty && member.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Members that hand back the text they are called on with its case or some characters
    /// changed (Foundation's `replacingOccurrences(of:with:)`, `trimmingCharacters(in:)`): about
    /// as long, and drawn where the result goes.
    static let textTransforms: Set<String> = ["uppercased", "lowercased", "capitalized", "localizedUppercase",
                                              "localizedLowercase", "localizedCapitalized", "replacingOccurrences",
                                              "trimmingCharacters"]

    /// `tab.label` in `tab.label.tag(tab)`: a view with modifiers.
    static func isModifierBase(_ node: ExprSyntax) -> Bool {
        guard node.is(MemberAccessExprSyntax.self) || node.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true,
              let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == member.id
    }

    /// What a reference points at, as far as the file tells: a local, a parameter, a member of
    /// this type or of a receiver whose type is declared, or a member of a receiver known by name only.
    func target(of expr: ExprSyntax) -> ReferenceTarget? {
        let inner = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        if let ref = inner.as(DeclReferenceExprSyntax.self) {
            // `$title`: the publisher of the property `title`, which holds what `title` holds.
            let name = CombinedPublishers.projectedName(inner) ?? ref.baseName.text
            switch resolve(name, at: inner) {
            case .local(let offset, _, _): return .local(file: path, offset: offset)
            case .parameter(let key, _): return .parameter(key)
            case .closureParameter(_, let offset): return .local(file: path, offset: offset)
            case .payload(let pattern, let position, let subject):
                return payloadKey(bound: pattern, position: position, subject: subject, at: inner).map { .payload($0) }
            case .member:
                guard let type = enclosingType(of: inner) else { return nil }
                return .inType(.declared(in: type, name))
            }
        }
        guard let member = inner.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        let name = CombinedPublishers.projectedName(inner) ?? member.declName.baseName.text
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        // `entries[indexPath.row].userText`: a member of the element type `entries` is declared with.
        if let subscripted = base.as(SubscriptCallExprSyntax.self) {
            guard let path = DottedPath.receiver(subscripted.calledExpression), !path.isEmpty,
                  let type = declaredType(ofReceiver: path, at: inner) else { return nil }
            return .typed(.written(type, name))
        }
        if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
            guard let basePath = DottedPath.of(base) else { return nil }
            if basePath == "self" || basePath == "Self" {
                guard let type = enclosingType(of: inner) else { return nil }
                return .inType(.declared(in: type, name))
            }
            let last = DottedPath.last(basePath)
            if last.first?.isUppercase == true { return .inType(.written(WrittenType(path: basePath, scope: scopePath(of: inner)), name)) }
            // `.keystore.title`: a case of the one enum of the app that declares it.
            if basePath.hasPrefix("."), !basePath.dropFirst().contains("."),
               let found = members.enumCase(String(basePath.dropFirst()), of: nil, fits: { _ in true }) {
                return .typed(MemberKey(type: found.type, name: name))
            }
            let receiver = basePath.hasPrefix("self.") ? String(basePath.dropFirst(5)) : basePath
            if let type = declaredType(ofReceiver: receiver, at: inner) {
                return .typed(.written(type, name))
            }
            return .named(receiver: last, member: name)
        }
        return nil
    }

    /// True for an expression that stands as a view: a statement of a closure or of a getter or
    /// function body, possibly with modifiers (`tab.label.tag(tab)`).
    static func isInViewPosition(_ expr: ExprSyntax) -> Bool {
        var node = Syntax(expr)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                node = Syntax(call)
                continue
            }
            if parent.is(ExpressionStmtSyntax.self) { node = parent; continue }
            guard let item = parent.as(CodeBlockItemSyntax.self) else { return false }
            var list = item.parent
            while let current = list, !current.is(ClosureExprSyntax.self), !ViewContext.isDeclarationBody(current) {
                if current.is(CodeBlockItemListSyntax.self) || current.is(CodeBlockSyntax.self) || current.is(IfExprSyntax.self)
                    || current.is(ExpressionStmtSyntax.self) || current.is(CodeBlockItemSyntax.self)
                    || current.is(SwitchCaseSyntax.self) || current.is(SwitchCaseListSyntax.self) || current.is(SwitchExprSyntax.self) {
                    list = current.parent
                    continue
                }
                return false
            }
            return list != nil
        }
        return false
    }
}
