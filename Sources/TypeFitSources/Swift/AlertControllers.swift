import SwiftSyntax
import TypeFitConfig
import TypeFitLayout

/// Where an alert controller's texts are drawn: as an alert or an action sheet, by the style it is
/// made with (`UIAlertController(title:message:preferredStyle:)`), read where it is made, and for
/// an action, the controller it is added to (`controller.addAction(UIAlertAction(title: …))`).
extension FileScan {
    /// The style of the alert controller `call` makes (`UIAlertController(…, preferredStyle: …)`,
    /// a subclass's inherited initializer).
    func alertStyle(madeBy call: FunctionCallExprSyntax) -> AlertStyleFinding {
        guard let style = call.argument("preferredStyle")?.expression else { return .none }
        return finding(AlertStyleReader.style(style))
    }

    /// The style of the controller the action `call` makes is added to; `.none` when that
    /// controller is not in sight.
    func alertStyle(ofActionMadeBy call: FunctionCallExprSyntax) -> AlertStyleFinding {
        guard let controller = Self.controller(addingActionAt: ExprSyntax(call)) else { return .none }
        return finding(AlertStyleReader.controller(controller))
    }

    /// The style of the controller a receiver names (`alert` in `alert.message = …`).
    func alertStyle(ofReceiver receiver: String, at node: some SyntaxProtocol) -> AlertStyleFinding {
        guard !receiver.isEmpty, !receiver.contains(".") else { return .none }
        return finding(AlertStyleReader.name(receiver, at: node, controller: true, device: .all, depth: 0))
    }

    private func finding(_ values: [StyleValue]) -> AlertStyleFinding { AlertStyleFinding.of(expanded(values, depth: 0)) }

    /// The values with every member term replaced by the values its declaration gives, in
    /// whichever file the app declares it, and every parameter by what the call that gives the
    /// member passes for it (`arguments`), else by its default.
    private func expanded(_ values: [StyleValue], depth: Int, arguments: [String: [StyleValue]]? = nil)
        -> [(style: AlertStyle?, device: StyleDevice, unread: String?)] {
        var result: [(style: AlertStyle?, device: StyleDevice, unread: String?)] = []
        func append(_ inner: [(style: AlertStyle?, device: StyleDevice, unread: String?)], under device: StyleDevice) {
            for value in inner {
                guard let narrowed = device.narrowed(to: value.device) else { continue }
                result.append((value.style, narrowed, value.unread))
            }
        }
        for value in values {
            switch value.term {
            case .style(let style):
                result.append((style, value.device, nil))
            case .unread(let why):
                result.append((nil, value.device, why))
            case .parameter(let label, let defaults):
                if let passed = arguments?[label] {
                    append(expanded(passed, depth: depth + 1), under: value.device)
                } else if !defaults.isEmpty {
                    append(expanded(defaults, depth: depth + 1), under: value.device)
                } else {
                    result.append((nil, value.device, "a parameter"))
                }
            case .member(let member):
                let written = member.path.isEmpty ? member.name : member.path + "." + member.name
                guard depth < AlertStyleReader.depth else {
                    result.append((nil, value.device, "\(written) followed too far"))
                    continue
                }
                let own = members.resolved(member.scope)
                let type = member.path.isEmpty ? own : (members.names.resolve(member.path, from: own) ?? member.path)
                // A name not declared in the type may be a global's.
                guard let found = members.alertStyleValues(member.name, of: type, controller: member.controller)
                        ?? (member.path.isEmpty ? members.alertStyleValues(member.name, of: "", controller: member.controller) : nil) else {
                    if !member.controller { result.append((nil, value.device, "\(written) not read")) }
                    continue
                }
                append(expanded(found, depth: depth + 1, arguments: member.arguments), under: value.device)
            }
        }
        return result
    }

    /// The controller an action made at `expr` is added to: `controller.addAction(UIAlertAction(…))`,
    /// or `let action = UIAlertAction(…)` and then `controller.addAction(action)` in the same body.
    static func controller(addingActionAt expr: ExprSyntax) -> ExprSyntax? {
        if let argument = expr.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "addAction" {
            return call.calleeBase
        }
        guard let binding = expr.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let offset = binding.positionAfterSkippingLeadingTrivia.utf8Offset
        let finder = AddActionFinder(name: name)
        finder.walk(AlertStyleTable.body(around: binding))
        for (call, argument) in finder.found {
            guard case .local(let found, _, _) = NameResolution.resolve(name, at: argument), found == offset else { continue }
            return call.calleeBase
        }
        // `let actions = [reload, share, cancel]` then `for each in actions { sheet.addAction(each) }`:
        // an action kept in a collection is added by the one controller every `addAction` of the
        // body adds to, when there is one.
        let all = AddActionFinder(name: nil)
        all.walk(AlertStyleTable.body(around: binding))
        let controllers = Set(all.found.compactMap { $0.0.calleeBase?.trimmedDescription })
        guard controllers.count == 1, let only = all.found.first?.0.calleeBase else { return nil }
        return only
    }

    /// The `x.addAction(name)` calls under a node; with no name, every `x.addAction(…)`.
    private final class AddActionFinder: SyntaxVisitor {
        let name: String?
        var found: [(FunctionCallExprSyntax, ExprSyntax)] = []

        init(name: String?) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calleeName == "addAction", node.arguments.count == 1, let argument = node.arguments.first?.expression,
               name == nil || argument.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                found.append((node, argument))
            }
            return .visitChildren
        }
    }
}

extension Placement {
    /// The placement of an alert's title, message or action as the controller's style draws it:
    /// an action sheet's element, the style it takes on iPad or the other it may take anywhere,
    /// and a note in the pattern.
    mutating func place(in finding: AlertStyleFinding) {
        guard let element = settings.element else { return }
        let (drawn, iPad, other, note) = finding.placing(element)
        settings.element = drawn
        settings.iPadStyle = iPad
        settings.otherStyle = other
        pattern += note
    }
}
