import SwiftSyntax
import TypeFitLayout

/// How many tabs the tab bar that shows a tab item has, read from the code that builds it:
/// - SwiftUI: the children of the `TabView` around the item — each `Tab(…)` and each view with a
///   `.tabItem` — when they are written out (a `ForEach` makes a number the source does not say);
/// - UIKit: the array literal a tab bar controller is given in the same file
///   (`viewControllers = [a, b, c]`, `setViewControllers([a, b], animated:)`), when the file gives
///   one count.
enum TabCounts {
    /// The count and the `TabView` call, for an item at `node`.
    static func swiftUI(around node: Syntax) -> (count: Int, tabView: FunctionCallExprSyntax)? {
        var current = node
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let (owner, _) = ViewContext.owner(of: closure),
               owner.calleeName == "TabView" {
                var count = 0
                for statement in closure.statements {
                    guard let n = tabs(in: statement.item) else { return nil }
                    count += n
                }
                return count > 0 ? (count, owner) : nil
            }
            current = parent
        }
        return nil
    }

    /// The tabs one statement of a `TabView` makes; nil when it makes a number the source does not say.
    private static func tabs(in item: CodeBlockItemSyntax.Item) -> Int? {
        guard let expr = item.as(ExprSyntax.self) else { return 0 }
        if let branch = expr.as(IfExprSyntax.self) {
            // A conditional tab, taken as shown.
            return branch.body.statements.reduce(Optional(0)) { total, statement in
                guard let total, let n = tabs(in: statement.item) else { return nil }
                return total + n
            }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let chain = ViewChain.modifiers(around: call)
        guard let base = chain.first else { return nil }
        if base.calleeName == "ForEach" { return nil }
        if base.calleeName == "Tab" || chain.contains(where: { $0.calleeName == "tabItem" }) { return 1 }
        // `TabSection`, a custom view: not counted.
        return nil
    }

    /// The count the file's tab bar controller is given, and where; nil unless the file gives
    /// exactly one.
    static func uiKit(in root: Syntax, locate: (Syntax) -> WidthTerm.Source?) -> (count: Int, source: WidthTerm.Source?)? {
        let finder = TabControllerArrays(viewMode: .sourceAccurate)
        finder.walk(root)
        let counts = Set(finder.found.map(\.count))
        guard counts.count == 1, let first = finder.found.first, first.count > 0 else { return nil }
        return (first.count, locate(first.node))
    }

    /// Sets a tab item's count from its tab bar, when the code says it.
    static func apply(to placement: inout Placement, at node: Syntax, locate: (Syntax) -> WidthTerm.Source?) {
        guard placement.settings.element == .tabBarItem, placement.settings.width == nil else { return }
        if let (count, tabView) = swiftUI(around: node) {
            SiblingBoxes.applyTabs(count, what: "the TabView's children", at: locate(Syntax(tabView)), to: &placement)
        } else if !hasTabView(around: node), let (count, source) = uiKit(in: node.root, locate: locate) {
            SiblingBoxes.applyTabs(count, what: "the tab bar controller's view controllers", at: source, to: &placement)
        }
    }

    private static func hasTabView(around node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.as(FunctionCallExprSyntax.self)?.calleeName == "TabView" { return true }
            current = parent.parent
        }
        return false
    }
}

/// `viewControllers = [...]` and `setViewControllers([...], animated:)` on a tab bar controller:
/// in a `UITabBarController` subclass, or on a receiver whose name says so.
private final class TabControllerArrays: SyntaxVisitor {
    var found: [(count: Int, node: Syntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = DottedPath.receiver(elements[0])?.replacingOccurrences(of: "?", with: ""),
              DottedPath.last(target) == "viewControllers", let array = elements[2].as(ArrayExprSyntax.self) else { return .visitChildren }
        let receiver = target == "viewControllers" ? "" : String(target.dropLast(".viewControllers".count))
        if isTabBar(receiver: receiver, at: node) { found.append((array.elements.count, Syntax(node))) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calleeName == "setViewControllers", let array = node.arguments.first?.expression.as(ArrayExprSyntax.self) else {
            return .visitChildren
        }
        let receiver = node.calleeBase.flatMap(DottedPath.receiver)?.replacingOccurrences(of: "?", with: "") ?? ""
        if isTabBar(receiver: receiver, at: node) { found.append((array.elements.count, Syntax(node))) }
        return .visitChildren
    }

    private func isTabBar(receiver: String, at node: some SyntaxProtocol) -> Bool {
        if !receiver.isEmpty { return DottedPath.last(receiver).lowercased().contains("tab") }
        guard let type = Declarations.enclosingType(node) else { return false }
        return type.inherits.contains("UITabBarController")
    }
}
