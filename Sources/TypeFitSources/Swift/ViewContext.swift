import SwiftSyntax
import TypeFitConfig
import TypeFitLayout

/// Where a SwiftUI view sits, read outwards from it within one expression: its own modifiers,
/// the closures and arguments around it (a `Button`'s label, a `Menu`, a `.toolbar`, an
/// `.alert`'s actions, a `Form`'s rows) and their modifiers, up to the declaration it is written in.
struct ViewContext {
    /// The element so far; nil for a view reference whose element only a container can give.
    var placement: Placement?
    var collector = AttributeCollector()
    /// The view is part of `Text + Text`: the key is only part of what is drawn.
    var composed = false
    /// A container gave the element (for view references: whether the place says anything).
    var roleFound = false
    /// The view is passed to a function as a value: where it is drawn is not known here.
    var isValue = false
    /// The view-valued member the walk ended in, if any.
    var endHolder: MemberKey?
    /// The view is in content that is not drawn as UI text: why, and the API.
    var notDrawn: (reason: String, pattern: String)?

    var appFonts: [String: FontReading] = [:]
    /// The width the view is proposed, solved on the way out (nil: not solved for this view).
    private var proposed: ProposedWidth?
    private var locate: ((Syntax) -> WidthTerm.Source?)?
    private var toolbarTypes: NavigationBarItems.ToolbarTypes?
    /// The call whose closure or argument role is being applied.
    private var roleCall: FunctionCallExprSyntax?
    private var own = true
    private var systemDecided = false
    private var upgraded = false
    private var inContainer = false

    /// Reads the context of the view `start` whose own element is `placement`. With `locate` (the
    /// file and line of a node), the width the view's title is proposed is solved too (`ProposedWidth`).
    static func read(from start: some SyntaxProtocol, placement: Placement?, appFonts: [String: FontReading] = [:],
                     locate: ((Syntax) -> WidthTerm.Source?)? = nil, toolbarTypes: NavigationBarItems.ToolbarTypes? = nil,
                     enclosingType: () -> String?) -> ViewContext {
        var context = ViewContext(placement: placement)
        context.appFonts = appFonts
        context.locate = locate
        context.toolbarTypes = toolbarTypes
        if placement != nil, let locate, let call = Syntax(start).as(FunctionCallExprSyntax.self) {
            context.proposed = ProposedWidth.start(call, locate: locate)
        }
        context.walk(from: Syntax(start), enclosingType: enclosingType)
        if var result = context.placement {
            context.collector.apply(to: &result)
            if !context.systemDecided, let solved = context.proposed?.result {
                // The solved box holds the switch, chevron and row insets the element's own
                // geometry would take again.
                result.settings.width = .solved(solved)
                result.settings.trailingOffset = nil
                result.settings.accessory = nil
                result.read.insert(.width)
            }
            if let locate {
                TabCounts.apply(to: &result, at: Syntax(start), locate: locate)
                // Kept for a menu row, here or where a view member holding it is placed.
                if result.settings.element == .menuItem || result.viewHolder != nil,
                   let image = MenuRowImages.swiftUI(Syntax(start), locate: locate) {
                    result.imageBeside = image
                    MenuRowImages.apply(to: &result)
                }
            }
            context.placement = result
        }
        return context
    }

    private mutating func walk(from start: Syntax, enclosingType: () -> String?) {
        var node = start
        while let parent = node.parent {
            // A modifier on the view: `node.font(.caption)`.
            if let member = parent.as(MemberAccessExprSyntax.self) {
                guard member.base?.id == node.id, let call = member.parent?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.id == member.id else { return }
                if !systemDecided {
                    ViewModifiers.read(member.declName.baseName.text, call, own: own, appFonts: appFonts, into: &collector)
                    proposed?.modifier(member.declName.baseName.text, call, own: own)
                }
                node = Syntax(call)
                continue
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return }
                guard let role = SwiftUIViews.argumentRole(call, label: argument.label?.text ?? "_") else {
                    // A custom view or a view modifier holds it; a function (`reduce(into: Text(…))`)
                    // takes it as a value, to be drawn who knows where.
                    let name = call.calleeName ?? ""
                    // The app's function handing the view back with modifiers: drawn where its value is.
                    if let modifiers = ViewFunctions.modifiers(applying: call, label: argument.label?.text ?? "_") {
                        for modifier in modifiers {
                            guard let member = modifier.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
                            if !systemDecided {
                                ViewModifiers.read(member.declName.baseName.text, modifier, own: own, appFonts: appFonts, into: &collector)
                            }
                        }
                        // What the function's modifiers propose to the view is not solved here.
                        proposed?.fail()
                        node = Syntax(call)
                        continue
                    }
                    guard name.first?.isUppercase == true || SwiftUIViews.viewArguments.contains(name) else {
                        isValue = true
                        return
                    }
                    // What a custom view or an overlay proposes to a view it is given is not known.
                    proposed?.fail()
                    inContainer = true
                    own = false
                    node = Syntax(call)
                    continue
                }
                proposed?.fail()
                roleCall = call
                if !apply(role) { return }
                node = Syntax(call)
                continue
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let (call, label) = Self.owner(of: closure) else { return }
                // `ViewThatFits` shows the first of its views that fits, and the last when none
                // does (developer.apple.com/documentation/swiftui/viewthatfits): one before the
                // last is never cut.
                if call.calleeName == "ViewThatFits", let last = closure.statements.last,
                   !(last.position..<last.endPosition).contains(start.position) {
                    notDrawn = ("shown only where it fits", "SwiftUI ViewThatFits (an option before the last)")
                    return
                }
                proposed?.closure(call, label: label, closure: closure, start: start.position)
                roleCall = call
                if !apply(SwiftUIViews.closureRole(call, label: label, closure: closure)) { return }
                node = Syntax(call)
                continue
            }
            if let sequence = parent.as(ExprListSyntax.self) {
                // `Text("a") + Text("b")`; a ternary between two views passes through.
                if sequence.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
                    composed = true
                    return
                }
                guard let whole = sequence.parent else { return }
                node = whole
                continue
            }
            if Self.passesThrough(parent) {
                node = parent
                continue
            }
            if Self.isDeclarationBody(parent) {
                if !systemDecided { proposed?.reachedDeclaration(parent) }
                endAtDeclaration(parent, enclosingType: enclosingType)
                return
            }
            return
        }
    }

    /// Applies a role; false ends the walk.
    private mutating func apply(_ role: ViewRole) -> Bool {
        own = false
        switch role {
        case .system(let element, let pattern, let width):
            var system = Placement(element, pattern: pattern, systemDrawn: true)
            system.settings.width = width
            if !systemDecided {
                decide(system)
                // A section's header or footer: as wide as the section's rows.
                if element == .sectionHeader || element == .sectionFooter, let section = roleCall, section.calleeName == "Section",
                   let locate,
                   let box = ProposedWidth.sectionText(in: section, locate: locate) {
                    placement?.settings.width = .solved(box)
                    placement?.read.insert(.width)
                }
            }
            return false
        case .upgrade(let upgrade):
            if !upgraded, !systemDecided, placement == nil || placement?.settings.element == .multilineLabel {
                var next = upgrade
                next.settings.width = placement?.settings.width
                placement = next
                upgraded = true
                roleFound = true
            } else {
                inContainer = true
            }
        case .rows:
            if !inContainer, !systemDecided, let current = placement,
               current.settings.element == .multilineLabel || current.settings.element == .button {
                var cell = current
                cell.settings.element = .cell
                cell.pattern += " as a list row"
                placement = cell
            }
            inContainer = true
        case .container:
            inContainer = true
        case .transparent:
            break
        case .stop:
            return false
        case .notDrawn(let reason, let pattern):
            notDrawn = (reason, pattern)
            return false
        case .options(let picker, let content):
            if !systemDecided {
                var options = SwiftUIViews.optionsPlacement(picker, content: content)
                if let count = options.settings.segments, let locate {
                    SiblingBoxes.applySegments(count, what: "the segmented Picker's \(count) options", at: locate(Syntax(picker)),
                                               to: &options)
                }
                decide(options)
            }
            return false
        case .navigationTitle(let call):
            if !systemDecided {
                var title = Self.navigationTitle(call) ?? Placement(.largeTitle, pattern: "SwiftUI .navigationTitle (large by default)")
                if let locate {
                    SiblingBoxes.applyBarItems(NavigationBarItems.swiftUI(titleCall: call, locate: locate, types: toolbarTypes),
                                               to: &title)
                }
                decide(title)
            }
            return false
        case .toolbar(let item):
            let placement = item.argument("placement")?.expression.trimmedDescription
            if placement == ".principal" {
                // A custom title view: the app's own texts, with their own fonts, in the title area.
                if !systemDecided, placement != nil {
                    self.placement = Placement(.navigationTitle, pattern: "SwiftUI ToolbarItem(placement: .principal)")
                    roleFound = true
                    systemDecided = true
                }
            } else if !systemDecided {
                decide(Placement(.barButton, pattern: "SwiftUI ToolbarItem", systemDrawn: true))
            }
            return false
        }
        return true
    }

    /// A system element replaces what the view drew by itself; the settings read so far (a
    /// `.font` on a menu row's text) are dropped with it, since the system draws its own way.
    private mutating func decide(_ system: Placement) {
        // A text field in an alert or a menu stays a text field.
        if placement?.settings.element == .textField {
            placement?.pattern += " in " + system.pattern.replacingOccurrences(of: "SwiftUI ", with: "")
            placement?.systemDrawn = true
            collector = AttributeCollector()
            systemDecided = true
            roleFound = true
            return
        }
        // `Menu { Section("Sort by") { … } }`: the section's title heads its rows (`MenuTitles`).
        if system.settings.element == .menuItem, placement?.settings.element == .sectionHeader,
           placement?.pattern == "SwiftUI Section(_:)" {
            var header = system
            MenuTitles.makeHeader(&header, pattern: system.pattern.replacingOccurrences(of: " item", with: " section title"))
            placement = header
        } else {
            placement = system
        }
        collector = AttributeCollector()
        systemDecided = true
        roleFound = true
    }

    /// `.navigationTitle(…)` is a large title unless the chain (or the same declaration) asks for
    /// the inline display mode: SwiftUI's navigation stack shows large titles by default. Nil when
    /// `.navigationBarTitle(_:displayMode:)` is given a mode chosen elsewhere.
    static func navigationTitle(_ call: FunctionCallExprSyntax) -> Placement? {
        if let mode = call.argument("displayMode")?.expression.trimmedDescription {
            switch mode {
            case ".inline": return Placement(.navigationTitle, pattern: "SwiftUI .navigationBarTitle(_:displayMode: .inline)", systemDrawn: true)
            case ".large": return Placement(.largeTitle, pattern: "SwiftUI .navigationBarTitle(_:displayMode: .large)", systemDrawn: true)
            case ".automatic": break
            default: return nil
            }
        }
        let chain = ViewChain.modifiers(around: call)
        if let mode = chain.first(where: { $0.calleeName == "navigationBarTitleDisplayMode" || $0.calleeName == "navigationTitleDisplayMode" })?
            .arguments.first?.expression.trimmedDescription {
            if mode == ".inline" { return Placement(.navigationTitle, pattern: "SwiftUI .navigationTitle (inline)", systemDrawn: true) }
            if mode == ".large" { return Placement(.largeTitle, pattern: "SwiftUI .navigationTitle (large)", systemDrawn: true) }
        }
        if let body = call.ancestor(CodeBlockItemListSyntax.self), body.trimmedDescription.contains("navigationBarTitleDisplayMode(.inline)") {
            return Placement(.navigationTitle, pattern: "SwiftUI .navigationTitle (inline, set nearby)")
        }
        // `.automatic`, the default, inherits "the display mode from the previous navigation item"
        // (NavigationBarItem.TitleDisplayMode.automatic): a large title at a stack's root, but a
        // pushed view's title is as large as the screen it came from, which another file says
        // (an app may set `.inline` at a settings screen's root). There the smaller claim is checked:
        // the inline title, by convention (grade C).
        if isNavigationRoot(call) { return Placement(.largeTitle, pattern: "SwiftUI .navigationTitle (large by default)") }
        var inherited = Placement(.navigationTitle, pattern: "SwiftUI .navigationTitle (display mode inherited: checked inline)")
        inherited.byConvention = true
        return inherited
    }

    /// Whether the view a title is set on is the root of a navigation stack written around it:
    /// `NavigationStack { List { … }.navigationTitle(…) }`.
    static func isNavigationRoot(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call).parent
        while let current = node {
            if let outer = current.as(FunctionCallExprSyntax.self),
               ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(outer.calleeName ?? "") {
                return true
            }
            if current.is(FunctionDeclSyntax.self) || current.is(VariableDeclSyntax.self) && current.parent?.is(MemberBlockItemSyntax.self) == true {
                return false
            }
            node = current.parent
        }
        return false
    }

    /// The call a closure belongs to and the closure's label (nil for the trailing closure).
    static func owner(of closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, String?)? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return (call, nil) }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
           let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, element.label.text)
        }
        if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, argument.label?.text ?? "content")
        }
        return nil
    }

    /// Statements and branches a view passes through unchanged inside a view builder.
    static func passesThrough(_ node: Syntax) -> Bool {
        switch node.kind {
        case .codeBlockItem, .codeBlockItemList, .expressionStmt, .ifExpr, .switchExpr, .switchCase, .switchCaseList,
             .ifConfigClause, .ifConfigClauseList, .ifConfigDecl, .postfixIfConfigExpr, .unresolvedTernaryExpr,
             .sequenceExpr, .tryExpr, .awaitExpr, .returnStmt:
            return true
        case .codeBlock:
            return node.parent?.is(IfExprSyntax.self) == true
        case .tupleExpr:
            return node.as(TupleExprSyntax.self)?.elements.count == 1
        case .labeledExprList:
            return node.parent?.is(TupleExprSyntax.self) == true
        case .labeledExpr:
            return node.parent?.parent?.is(TupleExprSyntax.self) == true
        default:
            return false
        }
    }

    static func isDeclarationBody(_ node: Syntax) -> Bool {
        node.is(AccessorBlockSyntax.self) || node.is(AccessorDeclSyntax.self)
            || (node.is(CodeBlockSyntax.self) && (node.parent?.is(FunctionDeclSyntax.self) == true
                                                  || node.parent?.is(AccessorDeclSyntax.self) == true))
            || node.is(InitializerClauseSyntax.self)
    }

    /// A view returned from a view-valued member — a computed `label`, a function, a custom
    /// view's `body` — is placed wherever that member is: record which.
    /// `enclosingType` gives the path of the type around it.
    private mutating func endAtDeclaration(_ node: Syntax, enclosingType: () -> String?) {
        guard let declaration = Declarations.enclosing(node), declaration.isViewValued, let type = enclosingType() else { return }
        let holder = MemberKey(type: type, name: declaration.name, scope: "")
        placement?.viewHolder = holder
        endHolder = holder
    }
}
