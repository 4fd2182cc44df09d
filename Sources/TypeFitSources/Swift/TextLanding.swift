import SwiftSyntax
import TypeFitConfig
import TypeFitDiagnostics

/// Arguments that hold something else than the text: a literal there is not a use.
enum TextArguments {
    static let ignoredLabels: Set<String> = ["comment", "bundle", "tableName", "table", "value", "defaultValue", "verbatim",
                                             "fallback", "locale", "systemImage", "image", "identifier", "forKey",
                                             "accessibilityIdentifier", "named"]

    /// Calls whose string arguments are never UI text.
    static let nonText: Set<String> = [
        "Image", "UIImage", "Color", "UIColor", "URL", "NSPredicate", "Notification", "Name", "Logger", "print", "debugPrint",
        "NSLog", "os_log", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure", "AppStorage",
        "SceneStorage", "accessibilityIdentifier", "DateFormatter", "dateFormat", "setValue", "value", "object", "set",
        "bool", "integer", "string", "register", "dequeueReusableCell", "dequeueReusableHeaderFooterView", "Font", "custom",
        "systemName", "tr", "Selector", "NSSelectorFromString", "NSClassFromString", "UserDefaults", "CodingKeys",
        "Package", "target", "product", "library", "package", "testTarget", "executableTarget",
    ]
}

extension FileScan {
    /// A key (or a localized literal that names none) found at `node`: where it lands.
    func keyFound(_ found: [String], table: String?, at node: ExprSyntax, access: KeyAccess, isLiteral: Bool) {
        if isLiteral, Self.isIgnoredArgument(node) { return }
        if isSetAside(node) {
            if !found.isEmpty {
                setAside += 1
                facts.setAsideKeys.formUnion(found)
            }
            return
        }
        var trace = TextTrace(localized: !isLiteral, table: table)
        var root = rootOfText(from: node, trace: &trace)
        if trace.compared { return }
        var landing: Landing
        var localizes = false
        let part = trace.composed || trace.joined
        let tupleElement = trace.tupleElement
        let tupleLabel = trace.tupleLabel
        if trace.composed {
            guard let whole = wholeRoot(of: trace) else {
                if trace.localized {
                    facts.unresolved += found.map { UnresolvedUse(key: $0, location: self.location(of: node), expression: self.statementText(around: node)) }
                }
                return
            }
            root = whole.root
            (landing, localizes) = land(whole.root, trace: whole.trace)
            trace.restyle = AttributedFont.after(trace.restyle, step: whole.trace.restyle)
        } else {
            (landing, localizes) = land(root, trace: trace)
        }
        let location = location(of: node)
        if found.isEmpty {
            // An interpolated key of `NSLocalizedString` names no catalog key: it is built at run time.
            if trace.keyArgumentOf != nil, landing != .ignored, landing != .setAside {
                facts.unresolved.append(UnresolvedUse(key: nil, location: location,
                                                      expression: "key built at run time: " + self.statementText(around: node)))
            }
            return
        }
        // A plain string that names a key is one only where its value reaches a lookup: followed
        // through what holds it, and quiet when nothing looks it up.
        let plain = !trace.localized && !localizes
        if plain, !landing.isHop { return }
        // A plain literal passed to a function is a key only if the function looks it up or draws
        // it as localized text: unlinked, it is not reported. One passed to a custom view or type
        // the source does not declare (a framework's) stays unresolved.
        var quiet = plain
        if plain, case .hop(.parameter(let parameter)) = landing, DottedPath.last(parameter.callee).first?.isUppercase == true {
            quiet = false
        }
        if landing == .setAside {
            setAside += 1
            facts.setAsideKeys.formUnion(found)
            return
        }
        var keyAccess = access
        if let wrapper = trace.wrapper, access == .literal { keyAccess = .wrapper(wrapper) }
        if let accessor = trace.accessor, access == .literal { keyAccess = .accessor(accessor) }
        var suggestion: SourceWrapper?
        var callLocation: TypeFitDiagnostics.SourceLocation?
        if case .hop(.parameter(let parameter)) = landing, let argument = root.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            suggestion = WrapperSuggestion.guess(call, label: parameter.label, swiftUI: importsSwiftUI)
            callLocation = self.location(of: call)
        }
        var occurrence = KeyOccurrence(keys: found, table: trace.table ?? table, location: location, access: keyAccess,
                                       landing: landing, expression: self.statementText(around: node), suggestion: suggestion,
                                       quietIfUnresolved: quiet, callLocation: callLocation)
        occurrence.localized = !plain
        occurrence.part = part
        occurrence.tupleElement = tupleElement
        occurrence.tupleLabel = tupleLabel
        occurrence.restyle = trace.restyle
        if let found = callSiteArguments(of: node, access: access) {
            occurrence.arguments = found.arguments
            occurrence.argumentTargets = found.targets
        }
        if case .hop(.payload) = landing, let (call, type) = payloadAnchor(root) {
            occurrence.callLocation = call
            occurrence.callType = type
        }
        if case .hop(.member) = landing { occurrence.staticHolder = Declarations.enclosing(root)?.isStaticReadByName ?? false }
        facts.occurrences.append(occurrence)
    }

    /// The place of the longer text a part is in: the whole followed as a text in its own right
    /// (a part of a part of a drawn text is drawn there too). Nil when the whole is not a text
    /// that goes anywhere (`a + b` assigned with `+=`, compared).
    func wholeRoot(of trace: TextTrace) -> (root: ExprSyntax, trace: TextTrace)? {
        var current = trace
        for _ in 0..<8 {
            guard current.composed, let whole = current.whole else { return nil }
            var next = TextTrace(localized: true, table: current.table)
            let root = rootOfText(from: whole, trace: &next)
            if next.compared { return nil }
            if !next.composed { return (root, next) }
            current = next
        }
        return nil
    }

    /// A literal in an argument that is not the text: a `comment:`, a `bundle:`, a default value.
    static func isIgnoredArgument(_ node: ExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self) else { return false }
        if let label = argument.label?.text, TextArguments.ignoredLabels.contains(label) {
            // `localizedString(forKey:)` names its key with a label of its own.
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            return !(label == "forKey" && call?.calleeName == "localizedString")
        }
        if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName,
           TextArguments.nonText.contains(name) {
            return true
        }
        return false
    }

    // MARK: Where it lands

    /// Where the expression `root` lands, and whether that place makes a plain literal a
    /// localized key (SwiftUI titles do; UIKit's `String` properties do not).
    func land(_ root: ExprSyntax, trace: TextTrace) -> (Landing, Bool) {
        guard let parent = root.parent else { return (.unresolved(expression: SyntaxText.oneLine(root), suggestion: nil), false) }
        if let type = enclosingType(of: root), type.isAppIntents {
            return (.notDrawn(reason: "App Intents", pattern: "App Intents (\(type.name))"), true)
        }
        // `viewModel.$title.sink { title in }`: the property's values go to the closure's parameter.
        if let offset = CombinedPublishers.projectedValueOffset(root) {
            return (.hop(.local(file: path, offset: offset)), false)
        }
        // Each element goes to a closure's parameter or a loop's variable.
        if let offset = Collections.elementHolder(of: root) {
            return (.hop(.local(file: path, offset: offset)), false)
        }
        if let argument = parent.as(LabeledExprSyntax.self) {
            if let attribute = argument.parent?.parent?.as(AttributeSyntax.self) {
                let name = attribute.attributeName.trimmedDescription
                guard name == "Parameter" else { return (.ignored, false) }
                return (.notDrawn(reason: "App Intents", pattern: "App Intents @Parameter(\(argument.label?.text ?? "_"):)"), true)
            }
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
                return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false)
            }
            return land(asArgument: argument, of: call, root: root)
        }
        if let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }),
           let target = list.first, let position = list.firstIndex(where: { $0.id == root.id }), position > index {
            guard let sequence = list.parent else { return (.ignored, false) }
            return (UIKitSinks.assignment(to: target, at: sequence, in: self), false)
        }
        if Self.isReturnedValue(root) {
            return land(returned: root)
        }
        if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let declaration = Declarations.enclosing(root)
            let localizes = declaration?.isLocalizedType ?? false
            if declaration?.isMember == true, let type = enclosingType(of: root) {
                return (.hop(.member(.declared(in: type, name))), localizes)
            }
            return (.hop(.local(file: path, offset: binding.positionAfterSkippingLeadingTrivia.utf8Offset)), localizes)
        }
        // `if let name = title`, `guard let name = title`: the unwrapped value, a local of its own.
        if let clause = parent.as(InitializerClauseSyntax.self), let optional = clause.parent?.as(OptionalBindingConditionSyntax.self) {
            return (.hop(.local(file: path, offset: optional.pattern.positionAfterSkippingLeadingTrivia.utf8Offset)),
                    Declarations.enclosing(root)?.isLocalizedType ?? false)
        }
        // A localized text kept as a dictionary's value (`["alert": L10n.Alert.Link.invalidLinkError]`)
        // is used, where is not known here; a literal there is data, and a key names an entry.
        if let element = parent.as(DictionaryElementSyntax.self), element.value.id == root.id, trace.localized {
            return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false)
        }
        if parent.is(SwitchCaseLabelSyntax.self) || parent.is(ExpressionPatternSyntax.self) || parent.is(EnumCaseElementSyntax.self)
            || parent.is(InitializerClauseSyntax.self) || parent.is(DictionaryElementSyntax.self) || parent.is(ConditionElementSyntax.self) {
            return (.ignored, false)
        }
        return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false)
    }

    private func land(asArgument argument: LabeledExprSyntax, of call: FunctionCallExprSyntax, root: ExprSyntax) -> (Landing, Bool) {
        guard let name = call.calleeName else { return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false) }
        let label = argument.label?.text ?? "_"
        if label == "_", call.arguments.first?.id == argument.id, !call.calledExpression.is(MemberAccessExprSyntax.self)
            || call.calleeBase.flatMap(DottedPath.of) == "SwiftUI",
           let own = SwiftUIViews.titled(name) {
            let context = ViewContext.read(from: call, placement: own, appFonts: appFonts, locate: widthSource, toolbarTypes: toolbarTypes) { [weak self] in
                self?.enclosingType(of: call)?.path
            }
            if context.composed || context.isValue {
                return (.unresolved(expression: self.statementText(around: call), suggestion: nil), true)
            }
            if let (reason, pattern) = context.notDrawn { return (.notDrawn(reason: reason, pattern: pattern), true) }
            if name == "TextState" && !context.roleFound {
                return (.unresolved(expression: self.statementText(around: call), suggestion: nil), true)
            }
            guard let placement = context.placement else { return (.ignored, false) }
            return (.drawn(placement), true)
        }
        if name == "Text", label == "verbatim", let own = SwiftUIViews.titled(name) {
            // A localized value shown verbatim (a literal here is not a key and never gets this far).
            let context = ViewContext.read(from: call, placement: own, appFonts: appFonts, locate: widthSource, toolbarTypes: toolbarTypes) { [weak self] in
                self?.enclosingType(of: call)?.path
            }
            return (context.placement.map { .drawn($0) } ?? .ignored, true)
        }
        if name == "LabeledContent", label == "value" {
            var cell = Placement(.cell, pattern: "SwiftUI LabeledContent(value:)")
            cell.settings.lines = 0
            return (.drawn(cell), true)
        }
        if var landing = SwiftUIViews.modifierTitle(call, label: label) {
            // A navigation title's box: the bar less the items the view declares beside it.
            if case .drawn(var title) = landing {
                SiblingBoxes.applyBarItems(NavigationBarItems.swiftUI(titleCall: call, locate: widthSource, types: toolbarTypes),
                                           to: &title)
                landing = .drawn(title)
            }
            return (landing, true)
        }
        // What `.init(…)` constructs is the type its place expects (`return .init(title: …)`).
        var constructed: String?
        if name == "init", call.isImplicitMember, let expected = expectedType(of: ExprSyntax(call)) {
            constructed = members.names.resolve(expected.path, from: expected.scope)
        }
        if let landing = UIKitSinks.call(call, label: label, in: self,
                                         as: superclassInitializer(call) ?? inheritedInitializer(call, constructing: constructed, label: label)
                                            ?? constructed) {
            return (landing, false)
        }
        // `text?.mutableString.setString(x)`: `x` becomes the whole text of the attributed string `text`.
        if name == "setString", label == "_", let base = call.calleeBase.flatMap(DottedPath.receiver),
           base.hasSuffix(".mutableString"), let target = call.calleeBase?.as(MemberAccessExprSyntax.self)?.base {
            let holder = ExprSyntax(target.as(OptionalChainingExprSyntax.self)?.expression ?? target)
            return (UIKitSinks.assignment(to: holder, at: call, in: self), false)
        }
        let receiver = call.calleeBase.flatMap(DottedPath.receiver) ?? ""
        // `PromptCard().configure(image: i).configure(title: x)`: a builder chain's receiver is what the call before returns.
        let receiverType = declaredType(ofReceiver: receiver, at: call).flatMap { members.names.resolve($0.path, from: $0.scope) }
            ?? call.calleeBase.flatMap { $0.is(FunctionCallExprSyntax.self) ? chainedType(of: $0) : nil }
        if let property = members.textSetter(name, label: label, receiver: receiverType) {
            // `entryLabel.setAttributedTextString(name)`: the app's setter sets the text of the view it is called on.
            return (UIKitSinks.assignment(to: property, of: receiver, at: call, in: self), false)
        }
        if let wrapper = wrappers.wrapper(for: call, label: label), let element = wrapper.element {
            return (.drawn(Placement(element, pattern: "wrapper \(wrapper.call)")), true)
        }
        if TextArguments.nonText.contains(name) { return (.ignored, false) }
        // `Publishers.CombineLatest(titles, …).sink { title, … in }`: the value goes to the closure's parameter.
        if let offset = CombinedPublishers.parameterOffset(for: argument, of: call) { return (.hop(.local(file: path, offset: offset)), false) }
        // `strings.append(title)`, `text.append(suffix)`: kept in a local array or text.
        if name == "append" || name == "insert", label == "_" || label == "contentsOf",
           let base = call.calleeBase?.as(DeclReferenceExprSyntax.self),
           case .local(let offset, _, let value) = resolve(base.baseName.text, at: base),
           let binding = LocalContents.binding(initializedWith: value), LocalContents.kind(of: binding) != nil {
            return (.hop(.local(file: path, offset: offset)), false)
        }
        if let payload = payloadKey(constructing: call, argument: argument) { return (.hop(.payload(payload)), false) }
        // An argument of a format: the format is the text, its arguments are not keys.
        if name == "String" || name == "localizedStringWithFormat" { return (.ignored, false) }
        // A custom view or type takes a plain literal as a key (its parameter is a
        // `LocalizedStringKey`); a function or method is taken to want a `String`.
        let isType = name.first?.isUppercase == true
        if let constructed {
            return (.hop(.parameter(ParamKey(callee: constructed, label: label))), false)
        }
        if let parameter = initializerReferenceParameter(call, argument: argument) { return (.hop(.parameter(parameter)), false) }
        if name == "init" || !isType && call.isImplicitMember {
            return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false)
        }
        // A method called on `self` (or unqualified) is this type's: named with it.
        var parameter = ParamKey(callee: name, label: label)
        if isType {
            // `Cell.Model(title:)`: the type as written, so that two types' nested `Model`s stay apart.
            if let written = Self.writtenTypePath(call) { parameter.callee = written }
            parameter.scope = scopePath(of: call)
        } else if call.calleeBase.map({ ["self", "Self", "super"].contains(DottedPath.of($0) ?? "") }) ?? true,
                  let type = enclosingType(of: call) {
            parameter = ParamKey(callee: type.path + "." + name, label: label, scope: "")
        } else if let base = call.calleeBase.flatMap(DottedPath.of), DottedPath.last(base).first?.isUppercase == true,
                  let type = members.names.resolve(base, from: scopePath(of: call)), members.names.isDeclared(type, from: "") {
            // `Formatter.titleText(_:)`: a static method of the type written.
            parameter = ParamKey(callee: type + "." + name, label: label)
        } else if !receiver.isEmpty || call.calleeBase?.is(FunctionCallExprSyntax.self) == true, let receiverType {
            // A method of a receiver whose type is declared (`cell.configure(label:)` with `cell` a `MenuCell`).
            parameter = ParamKey(callee: receiverType + "." + name, label: label)
        }
        // Whether the callee localizes a plain literal (a `LocalizedStringKey` parameter) or
        // shows it as it is (a `String`) is read where the parameter is used.
        return (.hop(.parameter(parameter)), false)
    }

    /// The initializer's parameter an argument of a call fills when the callee is a local set to
    /// an initializer (`let makeRow = RowModel.init`, then `makeRow(title, detail)`): a
    /// function value takes its arguments without labels, in the order of the initializer's
    /// parameters — those written in the reference (`RowModel.init(title:detail:)`), else the
    /// memberwise initializer's.
    private func initializerReferenceParameter(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax) -> ParamKey? {
        guard argument.label == nil, let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
              case .local(_, _, let value?) = resolve(ref.baseName.text, at: ref),
              let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base.flatMap(DottedPath.of), DottedPath.last(base).first?.isUppercase == true,
              let type = members.names.resolve(base, from: scopePath(of: call)), members.names.isDeclared(type, from: ""),
              let position = call.arguments.firstIndex(where: { $0.id == argument.id })
                .map({ call.arguments.distance(from: call.arguments.startIndex, to: $0) }) else { return nil }
        if let names = member.declName.argumentNames {
            let labels = names.arguments.map(\.name.text)
            guard labels.indices.contains(position) else { return nil }
            return ParamKey(callee: type, label: labels[position])
        }
        return members.memberwiseLabel(type, at: position).map { ParamKey(callee: type, label: $0) }
    }

    /// `Outer.Inner` for `Outer.Inner(…)` and `Outer.Inner.init(…)`: a type's path written with the
    /// types it is nested in; nil for a type written alone or a method call.
    static func writtenTypePath(_ call: FunctionCallExprSyntax) -> String? {
        guard var path = DottedPath.of(call.calledExpression) else { return nil }
        if path.hasSuffix(".init") { path = String(path.dropLast(5)) }
        let parts = path.split(separator: ".")
        guard parts.count > 1, parts.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return path
    }

    /// The UIKit class whose initializer a call of the app's subclass runs, when the subclass
    /// declares none taking `label`: Swift's subclasses inherit their superclass's designated
    /// initializers when they define none of their own ("Automatic Initializer Inheritance",
    /// The Swift Programming Language, Initialization). `AppAlertController(title:message:preferredStyle:)`
    /// with `class AppAlertController: UIAlertController` is `UIAlertController`'s.
    private func inheritedInitializer(_ call: FunctionCallExprSyntax, constructing constructed: String?, label: String) -> String? {
        let written = constructed ?? call.calleeName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        guard let written, let type = members.names.resolve(written, from: scopePath(of: call)),
              members.names.isDeclared(type, from: ""), members.initializerParameterType(type, label: label) == nil,
              !members.declaresInitializer(type) else { return nil }
        return members.systemAncestor(of: type)
    }

    /// `UIAlertController` for `self.init(title:message:preferredStyle:)` in a subclass of it.
    private func superclassInitializer(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calleeName == "init", let base = call.calleeBase.flatMap(DottedPath.of), base == "self" || base == "super",
              let type = enclosingType(of: call), type.node.is(ClassDeclSyntax.self) || type.isExtension else { return nil }
        return type.inherits.first { $0.hasPrefix("UI") }
    }

    /// A value returned from a member: a hop to wherever the member is used, unless the member
    /// itself says where it is shown.
    private func land(returned root: ExprSyntax) -> (Landing, Bool) {
        guard let declaration = Declarations.enclosing(root) else {
            return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false)
        }
        if declaration.kind == .function, declaration.name == "tableView",
           let function = declaration.node.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            if labels.contains("titleForHeaderInSection") {
                return (.drawn(Placement(.sectionHeader, pattern: "UIKit tableView(_:titleForHeaderInSection:)", systemDrawn: true)), false)
            }
            if labels.contains("titleForFooterInSection") {
                return (.drawn(Placement(.sectionFooter, pattern: "UIKit tableView(_:titleForFooterInSection:)", systemDrawn: true)), false)
            }
        }
        if ["errorDescription", "failureReason", "recoverySuggestion"].contains(declaration.name) {
            var message = Placement(.alertMessage, pattern: "LocalizedError.\(declaration.name) (an alert message by convention)")
            message.byConvention = true
            return (.drawn(message), false)
        }
        // `LocalizedError.helpAnchor`: "help" text an app shows only if the user asks for help
        // (Apple, LocalizedError.helpAnchor); UIKit shows it nowhere, AppKit behind an alert's help button.
        if declaration.name == "helpAnchor" {
            return (.notDrawn(reason: "help anchor", pattern: "LocalizedError.helpAnchor"), false)
        }
        // A `UIActivity` subclass's `activityTitle`: "a user-readable string that describes the
        // service" (Apple, UIActivity.activityTitle), drawn by the share sheet as one of its rows.
        if declaration.name == "activityTitle", declaration.kind == .property, let type = enclosingType(of: root),
           type.inherits.contains("UIActivity") || members.systemAncestor(of: type.path) == "UIActivity" {
            return (.drawn(Placement(.menuItem, pattern: "UIActivity.activityTitle (share sheet row)", systemDrawn: true)), false)
        }
        // A computed local (`var title: String { switch … }` in a function): read by its name
        // below it in that body, as a local is.
        if declaration.kind == .property, !declaration.isMember, declaration.node.is(PatternBindingSyntax.self),
           declaration.node.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true {
            return (.hop(.local(file: path, offset: declaration.node.positionAfterSkippingLeadingTrivia.utf8Offset)),
                    declaration.isLocalizedType)
        }
        guard let type = enclosingType(of: root) else {
            return (.unresolved(expression: self.statementText(around: root), suggestion: nil), false)
        }
        return (.hop(.member(.declared(in: type, declaration.name))), declaration.isLocalizedType)
    }

    /// True when `expr` is what a function, getter or closure returns: after `return`, or as the
    /// single expression of its body, also inside an `if` or `switch` expression that is.
    static func isReturnedValue(_ expr: ExprSyntax) -> Bool {
        var node = Syntax(expr)
        while let parent = node.parent {
            if parent.is(ReturnStmtSyntax.self) { return true }
            if parent.is(ExpressionStmtSyntax.self) { node = parent; continue }
            guard let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                  list.last?.id == item.id, let container = list.parent else { return false }
            if container.is(AccessorBlockSyntax.self) || container.is(ClosureExprSyntax.self) { return list.count == 1 }
            if container.is(CodeBlockSyntax.self) {
                if container.parent?.is(FunctionDeclSyntax.self) == true || container.parent?.is(AccessorDeclSyntax.self) == true {
                    return list.count == 1
                }
                guard let ifExpr = container.parent?.as(IfExprSyntax.self) else { return false }
                var top = Syntax(ifExpr)
                while let outer = top.parent?.as(IfExprSyntax.self) { top = Syntax(outer) }
                node = top
                continue
            }
            if let switchCase = container.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                node = Syntax(switchExpr)
                continue
            }
            return false
        }
        return false
    }

    /// The statement around a node on one line, for an unresolved use.
    static func statement(around node: some SyntaxProtocol) -> String {
        SyntaxText.oneLine(statementNode(around: node))
    }

    /// The statement around a node: the outermost node below a statement, member, closure or list.
    static func statementNode(around node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
              !parent.is(ClosureExprSyntax.self), !parent.is(CodeBlockItemListSyntax.self) {
            current = parent
        }
        return current
    }
}
