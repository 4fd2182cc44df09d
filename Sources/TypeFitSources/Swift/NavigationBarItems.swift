import SwiftSyntax
import TypeFitLayout

/// The bar items a screen declares beside its navigation title, read from Swift:
/// - UIKit: what the view controller that sets the title gives its own navigation item —
///   `navigationItem.rightBarButtonItem(s) = …`, `leftBarButtonItem(s)`, `setRightBarButton(_:animated:)`,
///   `setLeftBarButtonItems(_:animated:)` — in its declaration and its extensions in the same file;
/// - SwiftUI: the `.toolbar` items (`ToolbarItem(placement:)`, `ToolbarItemGroup`, a bare view: the
///   automatic placement, trailing on iOS) and `.navigationBarItems(leading:trailing:)` of the view
///   the title is set in, within the same declaration and not inside another screen presented from it.
/// Items of another controller (`other.navigationItem…`) or another view are not this title's.
enum NavigationBarItems {
    // MARK: UIKit

    /// The items the type around `node` gives its own navigation item; empty when the title is set
    /// on another object (`receiver` is not `self` or its navigation item).
    static func uiKit(titleAt node: some SyntaxProtocol, receiver: String, locate: @escaping (Syntax) -> WidthTerm.Source?) -> BarItems {
        guard ["", "navigationItem"].contains(receiver), let type = Declarations.enclosingType(node) else { return BarItems() }
        let root = Syntax(node).root
        let finder = TypeBodies(path: type.path)
        finder.walk(root)
        var found = BarItems()
        for body in finder.bodies {
            let reader = BarItemAssignments(bodies: finder.bodies, locate: locate)
            reader.walk(body)
            found.widen(with: reader.items)
        }
        return found
    }

    /// What type `name`'s code (its declaration and extensions in `tree`) gives its own navigation
    /// item on each side: the widest of its assignments, and whether it assigns that side at all.
    /// `resolve` names an item the code refers to that the file does not make (a storyboard's
    /// item behind an outlet); nil leaves it to `uiKitItem`.
    static func assignments(ofType name: String, in tree: some SyntaxProtocol, resolve: @escaping (ExprSyntax) -> BarItem?,
                            locate: @escaping (Syntax) -> WidthTerm.Source?) -> (items: BarItems, leading: Bool, trailing: Bool) {
        let finder = TypeBodies(path: name)
        finder.walk(Syntax(tree))
        var found = BarItems()
        var leading = false, trailing = false
        for body in finder.bodies {
            let reader = BarItemAssignments(bodies: finder.bodies, locate: locate, resolve: resolve)
            reader.walk(body)
            found.widen(with: reader.items)
            leading = leading || reader.assignsLeading
            trailing = trailing || reader.assignsTrailing
        }
        return (found, leading, trailing)
    }

    /// A `UIBarButtonItem` expression as an item: by the initializer it is made with, or the
    /// property it is read from in the type's declarations. Nil for `nil` and spaces.
    static func uiKitItem(_ expr: ExprSyntax, bodies: [Syntax], at source: WidthTerm.Source?, depth: Int = 0) -> BarItem? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let name = call.calleeName ?? ""
            guard name == "UIBarButtonItem" || name == "init" || name.hasSuffix("BarButtonItem") else {
                return .image("bar item (\(name)), taken as an image item", at: source)
            }
            if let system = (call.argument("barButtonSystemItem") ?? call.argument("systemItem"))?
                .expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                return systemItem(system, at: source)
            }
            if call.argument("image") != nil { return .image("UIBarButtonItem(image:)", at: source) }
            if call.argument("title") != nil { return .text("UIBarButtonItem(title:) — its title's room estimated", at: source) }
            if call.argument("customView") != nil { return .image("UIBarButtonItem(customView:), taken as an image item", at: source) }
            return .image("UIBarButtonItem, taken as an image item", at: source)
        }
        if let path = DottedPath.receiver(expr) {
            if path == "editButtonItem" { return .text("editButtonItem (Edit/Done)", at: source) }
            // A local's value, or a property of the type: its initializer or what the type assigns it.
            if depth < 2, !path.contains(".") {
                var value: ExprSyntax?
                if case .local(_, _, let local) = NameResolution.resolve(path, at: expr) { value = local }
                if let value = value ?? propertyValue(path, in: bodies),
                   let item = uiKitItem(value, bodies: bodies, at: source, depth: depth + 1) {
                    return item
                }
            }
            return .image("bar item \(path), taken as an image item", at: source)
        }
        return .image("bar item, taken as an image item", at: source)
    }

    /// `UIBarButtonItem.SystemItem`: the ones UIKit draws as a word, the spaces, and the symbols.
    static func systemItem(_ name: String, at source: WidthTerm.Source?) -> BarItem? {
        switch name {
        case "flexibleSpace", "fixedSpace": nil
        // Drawn as a word; the others as symbols.
        case "done", "cancel", "edit", "save":
            .text("system item .\(name) (a word)", at: source)
        default:
            .image("system item .\(name) (a symbol)", at: source)
        }
    }

    /// The value a stored property `name` is initialized with in `bodies`, or the last expression
    /// of its closure initializer (`lazy var done: UIBarButtonItem = { … return item }()`):
    /// the first `UIBarButtonItem` made there.
    private static func propertyValue(_ name: String, in bodies: [Syntax]) -> ExprSyntax? {
        for body in bodies {
            guard let members = body.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard let value = binding.initializer?.value else { continue }
                    if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.is(ClosureExprSyntax.self) {
                        return FirstBarButtonItem.in(Syntax(call))
                    }
                    return value
                }
            }
        }
        // `var done: UIBarButtonItem?` set in a method: the first item made and assigned to it.
        for body in bodies {
            let assigned = PropertyAssignments(name: name)
            assigned.walk(body)
            if let value = assigned.found { return value }
        }
        return nil
    }

    // MARK: SwiftUI

    /// The app's `ToolbarContent` types by name, as written at a use, and their items.
    typealias ToolbarTypes = (_ name: String, _ at: Syntax) -> BarItems?

    /// The items the `body` of a `ToolbarContent` type places: read once when its file is indexed,
    /// so a toolbar that holds the type (`.toolbar { CancelItem() }`) gets them where it uses it.
    static func toolbarContentBody(of type: some DeclGroupSyntax) -> BarItems? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
                guard case .getter(let statements)? = binding.accessorBlock?.accessors else { continue }
                var items = BarItems()
                for statement in statements { toolbarContent(statement.item, into: &items, locate: { _ in nil }, types: nil) }
                return items
            }
        }
        return nil
    }

    /// The items the view around the title modifier `call` declares in its bar; `types` finds the
    /// app's own `ToolbarContent` types among them.
    static func swiftUI(titleCall call: FunctionCallExprSyntax, locate: (Syntax) -> WidthTerm.Source?,
                        types: ToolbarTypes? = nil) -> BarItems {
        guard let declaration = Declarations.enclosing(call)?.node ?? outermostExpression(call) else { return BarItems() }
        let screen = presentingClosure(around: Syntax(call))
        let finder = ToolbarModifiers()
        finder.walk(declaration)
        var items = BarItems()
        for modifier in finder.found where presentingClosure(around: Syntax(modifier)) == screen {
            switch modifier.calleeName {
            case "toolbar":
                guard let content = modifier.trailingClosure ?? modifier.argument("content")?.expression.as(ClosureExprSyntax.self)
                else { continue }
                for statement in content.statements { toolbarContent(statement.item, into: &items, locate: locate, types: types) }
            case "navigationBarItems":
                if let leading = modifier.argument("leading")?.expression { items.leading += views(leading, locate: locate) }
                if let trailing = modifier.argument("trailing")?.expression { items.trailing += views(trailing, locate: locate) }
            default:
                break
            }
        }
        return items
    }

    /// One statement of a `.toolbar { … }`.
    private static func toolbarContent(_ item: CodeBlockItemSyntax.Item, into items: inout BarItems,
                                       locate: (Syntax) -> WidthTerm.Source?, types: ToolbarTypes?) {
        // An `if` in a builder's body is a statement holding the `if` expression.
        guard let expr = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return }
        if let branch = expr.as(IfExprSyntax.self) {
            // A conditional item, taken as shown.
            for statement in branch.body.statements { toolbarContent(statement.item, into: &items, locate: locate, types: types) }
            return
        }
        guard let call = baseCall(expr) else { return }
        switch call.calleeName {
        case "ToolbarItem", "ToolbarItemGroup":
            guard let side = side(of: call.argument("placement")?.expression.trimmedDescription) else { return }
            let content = call.trailingClosure?.statements.map(\.item) ?? []
            var found: [BarItem] = []
            for view in content {
                guard let viewExpr = view.as(ExprSyntax.self) else { continue }
                if call.calleeName == "ToolbarItem" { found += views(viewExpr, locate: locate).prefix(1) } else { found += views(viewExpr, locate: locate) }
            }
            if side == .leading { items.leading += found } else { items.trailing += found }
        case "ToolbarTitleMenu", "ToolbarSpacer", "ForEach":
            return
        default:
            guard let name = call.calleeName, name.first?.isUppercase == true else { return }
            // The app's own `ToolbarContent`: the items its body places, on their sides.
            if let own = types?(name, Syntax(call)) {
                let source = locate(Syntax(call))
                func named(_ item: BarItem) -> BarItem {
                    BarItem(width: item.width, what: "\(name): \(item.what)", source: source)
                }
                items.leading += own.leading.map(named)
                items.trailing += own.trailing.map(named)
                return
            }
            // A view written straight in the toolbar: the automatic placement, the trailing side on iOS.
            items.trailing += views(expr, locate: locate)
        }
    }

    private enum Side { case leading, trailing }

    /// Where a placement puts its items in the navigation bar on iOS (`ToolbarItemPlacement`):
    /// nil for placements outside it (the bottom bar, the keyboard, the title's own area).
    private static func side(of placement: String?) -> Side? {
        guard let placement else { return .trailing }
        switch placement {
        case ".topBarLeading", ".navigationBarLeading", ".cancellationAction", ".navigation": return .leading
        case ".topBarTrailing", ".navigationBarTrailing", ".confirmationAction", ".primaryAction", ".automatic",
             ".destructiveAction": return .trailing
        default: return nil
        }
    }

    /// The items a view in the bar makes: one per child of a stack, else one.
    private static func views(_ expr: ExprSyntax, locate: (Syntax) -> WidthTerm.Source?) -> [BarItem] {
        guard let call = baseCall(expr) else { return [.image("toolbar view, taken as an image item", at: locate(Syntax(expr)))] }
        if call.calleeName == "HStack", let closure = call.trailingClosure {
            return closure.statements.compactMap { $0.item.as(ExprSyntax.self) }.flatMap { views($0, locate: locate) }
        }
        return [view(call, locate: locate)]
    }

    /// A toolbar view as an item: a text title or an image (a toolbar shows a `Label` as its icon).
    private static func view(_ call: FunctionCallExprSyntax, locate: (Syntax) -> WidthTerm.Source?) -> BarItem {
        let source = locate(Syntax(call))
        let name = call.calleeName ?? "view"
        switch name {
        case "Button", "Menu", "Link", "NavigationLink", "ShareLink":
            if call.argument("systemImage") != nil || call.argument("image") != nil {
                return .image("\(name) with a symbol", at: source)
            }
            if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                return .text("\(name) with a text title — its room estimated", at: source)
            }
            let label = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
                ?? (name == "Button" && call.argument("action") != nil ? call.trailingClosure : nil)
                ?? call.argument("label")?.expression.as(ClosureExprSyntax.self)
            if let label, !label.trimmedDescription.contains("Image("), !label.trimmedDescription.contains("Label("),
               label.trimmedDescription.contains("Text(") {
                return .text("\(name) with a text label — its room estimated", at: source)
            }
            return .image("\(name) with an image label", at: source)
        case "EditButton":
            return .text("EditButton (Edit/Done)", at: source)
        case "Text":
            return .text("Text — its room estimated", at: source)
        default:
            return .image("\(name), taken as an image item", at: source)
        }
    }

    /// The call a modifier chain starts from: `Button(…)` in `Button(…).disabled(x)`.
    private static func baseCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return call }
            current = base
        }
        return nil
    }

    /// The closure of a presented screen (`.sheet`, `.navigationDestination`, …) around `node`,
    /// by its place in the tree; nil at the declaration's own screen.
    private static func presentingClosure(around node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let (owner, _) = ViewContext.owner(of: closure),
               let name = owner.calleeName, SwiftUIViews.presenting.contains(name) {
                return closure.id
            }
            current = parent.parent
        }
        return nil
    }

    /// For a title outside any member declaration: the whole expression statement.
    private static func outermostExpression(_ call: FunctionCallExprSyntax) -> Syntax? {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) { node = parent }
        return node
    }
}

/// The declarations and extensions of one type in a file.
private final class TypeBodies: SyntaxVisitor {
    let path: String
    var bodies: [Syntax] = []

    init(path: String) {
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found(Syntax(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found(Syntax(node)) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found(Syntax(node)) }

    private func found(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if Declarations.declaredType(node)?.path == path { bodies.append(node) }
        return .visitChildren
    }
}

/// The bar items one type's code gives its own navigation item.
private final class BarItemAssignments: SyntaxVisitor {
    let bodies: [Syntax]
    let locate: (Syntax) -> WidthTerm.Source?
    /// An item the caller knows by the expression (an outlet's storyboard item), before `uiKitItem`.
    let resolve: ((ExprSyntax) -> BarItem?)?
    var items = BarItems()
    /// Whether the code sets each side at all (to `nil` or `[]` too).
    private(set) var assignsLeading = false
    private(set) var assignsTrailing = false

    init(bodies: [Syntax], locate: @escaping (Syntax) -> WidthTerm.Source?, resolve: ((ExprSyntax) -> BarItem?)? = nil) {
        self.bodies = bodies
        self.locate = locate
        self.resolve = resolve
        super.init(viewMode: .sourceAccurate)
    }

    /// A nested type's code is its own.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { bodies.contains(Syntax(node)) ? .visitChildren : .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { bodies.contains(Syntax(node)) ? .visitChildren : .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = DottedPath.receiver(elements[0])?.replacingOccurrences(of: "?", with: "") else { return .visitChildren }
        switch target {
        case "navigationItem.rightBarButtonItem": set(.trailing, [elements[2]], at: node)
        case "navigationItem.leftBarButtonItem": set(.leading, [elements[2]], at: node)
        case "navigationItem.rightBarButtonItems": set(.trailing, list(elements[2]), at: node)
        case "navigationItem.leftBarButtonItems": set(.leading, list(elements[2]), at: node)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.calleeBase.flatMap(DottedPath.receiver)?.replacingOccurrences(of: "?", with: ""),
              base == "navigationItem", let first = node.arguments.first?.expression else { return .visitChildren }
        switch node.calleeName {
        case "setRightBarButton": set(.trailing, [first], at: node)
        case "setLeftBarButton": set(.leading, [first], at: node)
        case "setRightBarButtonItems": set(.trailing, list(first), at: node)
        case "setLeftBarButtonItems": set(.leading, list(first), at: node)
        default: break
        }
        return .visitChildren
    }

    private enum Side { case leading, trailing }

    private func list(_ expr: ExprSyntax) -> [ExprSyntax] {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        return [expr]
    }

    private func set(_ side: Side, _ exprs: [ExprSyntax], at node: some SyntaxProtocol) {
        let source = locate(Syntax(node))
        let found = exprs.compactMap { resolve?($0) ?? NavigationBarItems.uiKitItem($0, bodies: bodies, at: source) }
        var one = BarItems()
        if side == .leading { one.leading = found; assignsLeading = true } else { one.trailing = found; assignsTrailing = true }
        items.widen(with: one)
    }
}

/// `.toolbar` and `.navigationBarItems` modifiers in a declaration.
private final class ToolbarModifiers: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.is(MemberAccessExprSyntax.self), node.calleeName == "toolbar" || node.calleeName == "navigationBarItems" {
            found.append(node)
        }
        return .visitChildren
    }
}

/// The first call assigned to a property `name` (`done = UIBarButtonItem(…)`, `self.done = …`).
private final class PropertyAssignments: SyntaxVisitor {
    let name: String
    var found: ExprSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if found == nil, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           DottedPath.receiver(elements[0]) == name, elements[2].is(FunctionCallExprSyntax.self) {
            found = elements[2]
        }
        return .visitChildren
    }
}

/// The first `UIBarButtonItem(…)` made in a closure initializer.
private final class FirstBarButtonItem: SyntaxVisitor {
    var found: ExprSyntax?

    static func `in`(_ node: Syntax) -> ExprSyntax? {
        let finder = FirstBarButtonItem(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if node.calleeName == "UIBarButtonItem" { found = ExprSyntax(node); return .skipChildren }
        return .visitChildren
    }
}
