import SwiftSyntax
import TypeFitLayout

/// The box a table or collection cell's text gets from what the function that sets the text also
/// sets on the cell: its style (`UITableViewCell(style: .value1, …)`, `UIListContentConfiguration.valueCell()`)
/// and its accessory (`accessoryType`, `accessories`, a `UISwitch` as `accessoryView`).
///
/// - An accessory takes its estimated width from the row (`CellAccessory`, grade C; a switch 51 pt
///   plus 12, as a SwiftUI toggle row).
/// - In a value cell (`.value1`, `valueCell()`) the text and the secondary text share the row side by
///   side: each is given half of it when both are long (an estimate, C: UIKit documents the layout,
///   "a label on the left … and a right-aligned label", not the split; content configurations stack the
///   two when they do not fit, `prefersSideBySideTextAndSecondaryText`, which this does not model).
/// - `.value2` (a narrow fixed text column) is not solved: the default stays.
///
/// Nil when the function says nothing of the cell beyond the text: the `cell` element's default.
enum CellWidths {
    static func box(receiver: String, property: String, at node: some SyntaxProtocol,
                    locate: (Syntax) -> WidthTerm.Source?) -> BoxWidth? {
        guard let scope = scope(of: Syntax(node)) else { return nil }
        let facts = CellAssignments(viewMode: .sourceAccurate)
        facts.walk(scope)
        var cell = receiver
        var secondary = property.hasPrefix("secondary")
        var style: String?
        var styleNode: Syntax?
        if receiver.hasSuffix(".textLabel") || receiver.hasSuffix(".detailTextLabel") {
            secondary = receiver.hasSuffix(".detailTextLabel")
            cell = String(receiver.split(separator: ".").dropLast().joined(separator: "."))
            if let (written, at) = facts.values[cell].flatMap({ tableCellStyle($0) }) {
                style = written
                styleNode = at
            }
        } else {
            // A content configuration: the cell it is given to, and the kind it was made as.
            guard let holder = facts.configurationHolders[receiver] else { return nil }
            cell = holder
            if let value = facts.values[receiver], let (written, at) = configurationStyle(value) {
                style = written
                styleNode = at
            }
        }
        var terms: [WidthTerm] = []
        if let (accessory, at) = facts.accessory[cell], accessory.width > 0 {
            terms.append(WidthTerm(points: -accessory.width, what: "cell accessory \(spelled(accessory.width)) pt (estimate)",
                                   source: locate(at), estimated: true))
        }
        var share = 1.0
        switch style {
        case "value1", "valueCell":
            share = 0.5
            terms = terms.map { $0.shared(0.5) }
            terms.append(WidthTerm(points: 0, what: "value cell: the \(secondary ? "detail" : "text") label's half of the row (estimate)",
                                   source: styleNode.flatMap(locate), estimated: true))
        case "value2":
            return nil
        default:
            break
        }
        guard !terms.isEmpty else { return nil }
        return BoxWidth(container: .margins, share: share, terms: terms)
    }

    /// Whether the function that sets the text of `receiver` (`cell.textLabel`) also gives the cell
    /// an accessory (`accessoryType`, `accessoryView`, `accessories`): a storyboard prototype's box,
    /// which holds the prototype's own accessory, is then not the one the row shows.
    static func setsAccessory(receiver: String, at node: some SyntaxProtocol) -> Bool {
        guard let scope = scope(of: Syntax(node)) else { return false }
        let facts = CellAssignments(viewMode: .sourceAccurate)
        facts.walk(scope)
        let cell = receiver.split(separator: ".").dropLast().joined(separator: ".")
        return facts.accessorized.contains(cell)
    }

    /// The innermost function, accessor or closure body around `node`.
    private static func scope(of node: Syntax) -> Syntax? {
        var next = node.parent
        while let current = next {
            if current.is(FunctionDeclSyntax.self) || current.is(AccessorDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(InitializerDeclSyntax.self) {
                return current
            }
            next = current.parent
        }
        return nil
    }

    /// `UITableViewCell(style: .value1, reuseIdentifier:)` (or a subclass's `init(style:…)`).
    private static func tableCellStyle(_ value: ExprSyntax) -> (String, Syntax)? {
        guard let call = value.as(FunctionCallExprSyntax.self),
              let style = call.argument("style")?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        return (style.declName.baseName.text, Syntax(call))
    }

    /// `UIListContentConfiguration.valueCell()`, `.subtitleCell()`, `cell.defaultContentConfiguration()`.
    private static func configurationStyle(_ value: ExprSyntax) -> (String, Syntax)? {
        guard let call = value.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
        return (name, Syntax(call))
    }

    private static func spelled(_ value: Double) -> String { ProposedWidth.spelled(value) }
}

/// What one function body assigns: each name's value (`let cell = UITableViewCell(style: …)`), the
/// cell each content configuration is given to, and each cell's accessory.
private final class CellAssignments: SyntaxVisitor {
    var values: [String: ExprSyntax] = [:]
    var configurationHolders: [String: String] = [:]
    var accessory: [String: (CellAccessory, Syntax)] = [:]
    /// Every cell given an accessory of any kind, its width known or not.
    var accessorized: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            values[name] = value
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = DottedPath.receiver(elements[0]) else { return .visitChildren }
        let value = elements[2]
        var parts = target.split(separator: ".").map(String.init)
        guard let property = parts.popLast() else { return .visitChildren }
        let owner = parts.joined(separator: ".")
        if ["accessoryType", "accessoryView", "accessories"].contains(property) { accessorized.insert(owner) }
        switch property {
        case "contentConfiguration":
            if let name = DottedPath.receiver(value) { configurationHolders[name] = owner }
        case "accessoryType":
            if let kind = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text, let found = Self.accessory(kind) {
                accessory[owner] = (found, Syntax(node))
            }
        case "accessories":
            // `cell.accessories = [.disclosureIndicator()]`: list cells' accessories.
            let names = value.as(ArrayExprSyntax.self)?.elements.compactMap {
                $0.expression.as(FunctionCallExprSyntax.self)?.calleeName
            } ?? []
            let widths = names.compactMap(Self.accessory).map(\.width)
            if !widths.isEmpty { accessory[owner] = (.custom(widths.reduce(0, +)), Syntax(node)) }
        case "accessoryView":
            if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "UISwitch" {
                accessory[owner] = (.custom(SwiftUIMetrics.switchWidth + SwiftUIMetrics.switchSpacing), Syntax(node))
            }
        default:
            if owner.isEmpty { values[property] = value }
        }
        return .visitChildren
    }

    private static func accessory(_ name: String) -> CellAccessory? {
        switch name {
        case "disclosureIndicator": .disclosureIndicator
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        case "detailDisclosureButton": .detailDisclosureButton
        default: nil
        }
    }
}
