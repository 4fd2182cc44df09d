import SwiftSyntax
import TypeFitLayout

/// The style values the app's members give, gathered while every file is indexed: a style is read
/// where a controller is made, and the value it names may be a property or a function of a type
/// declared in another file (`preferredStyle: AppConstants.alertStyle`, `let sheet =
/// UIAlertController.sheet(title:)`).
struct AlertStyleTable: Sendable {
    /// Type (as written) → member → the values of the `UIAlertController.Style` it holds or returns.
    var styles: [String: [String: [StyleValue]]] = [:]
    /// Type (as written) → member → the style values of the alert controller it holds or returns.
    var controllers: [String: [String: [StyleValue]]] = [:]

    /// A property of a type: its initial value or the values its getter returns.
    mutating func record(_ binding: PatternBindingSyntax) {
        guard binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let owner = Declarations.enclosingType(binding)?.path else { return }
        var values: [ExprSyntax] = []
        if let value = binding.initializer?.value { values.append(value) }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): values += Self.returned(statements)
        case .accessors(let list):
            for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                if let body = accessor.body { values += Self.returned(body.statements) }
            }
        case nil: break
        }
        record(values, owner: owner, name: name, declared: { binding.typeAnnotation?.type.trimmedDescription })
    }

    /// A method of a type or a global function: the values it returns.
    mutating func record(_ function: FunctionDeclSyntax) {
        guard let body = function.body else { return }
        let owner = Declarations.enclosingType(function)?.path ?? ""
        record(Self.returned(body.statements), owner: owner, name: DottedPath.unescaped(function.name.text),
               declared: { function.signature.returnClause?.type.trimmedDescription })
    }

    /// `self.style = .actionSheet`, `sheet = UIAlertController(…)` in a type's method: a value of
    /// its property, under the `if` it is in.
    mutating func record(assignment node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let path = DottedPath.of(elements[0]),
              let owner = Declarations.enclosingType(node)?.path else { return }
        let name: String
        if path.hasPrefix("self."), !path.dropFirst(5).contains(".") {
            name = String(path.dropFirst(5))
        } else if !path.contains("."), case .member = NameResolution.resolve(path, at: node) {
            name = path
        } else {
            return
        }
        let top = Self.body(around: node)
        let device = AlertStyleReader.device(of: node, upTo: top)
        let style = AlertStyleReader.style(elements[2], device: device)
        let controller = AlertStyleReader.controller(elements[2], device: device)
        if Self.names(style) { styles[owner, default: [:]][name, default: []] += style }
        if Self.names(controller) { controllers[owner, default: [:]][name, default: []] += controller }
    }

    /// `declared` is read only for a member that returns something (most return nothing a style
    /// could be).
    private mutating func record(_ values: [ExprSyntax], owner: String, name: String, declared readDeclared: () -> String?) {
        guard !values.isEmpty else { return }
        let declared = readDeclared()
        let style = values.flatMap { AlertStyleReader.style($0) }
        let controller = values.flatMap { AlertStyleReader.controller($0) }
        // Only what may be a style or a controller: a value that names one, or a declaration that
        // says so (`let alertStyle: UIAlertController.Style = Other.style`).
        if Self.names(style) || declared?.hasSuffix("Style") == true {
            styles[owner, default: [:]][name] = style
        }
        if Self.names(controller) || declared?.contains("UIAlertController") == true {
            controllers[owner, default: [:]][name] = controller
        }
    }

    /// Whether the values name a style (not only references or values not read).
    private static func names(_ values: [StyleValue]) -> Bool {
        values.contains {
            switch $0.term {
            case .style: true
            case .parameter(_, let defaults): names(defaults)
            case .member, .unread: false
            }
        }
    }

    /// The expressions a body returns: its single expression, or each `return`'s outside closures
    /// and nested functions.
    static func returned(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if statements.count == 1, let only = statements.first?.item {
            if let expr = only.as(ExprSyntax.self) { return [expr] }
            if let statement = only.as(ExpressionStmtSyntax.self) { return [statement.expression] }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    /// The function, initializer, accessor or closure a node is in: where `if`s choose its device.
    static func body(around node: some SyntaxProtocol) -> Syntax {
        var body = Syntax(node)
        while let parent = body.parent {
            body = parent
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { break }
        }
        return body
    }

    private final class ReturnFinder: SyntaxVisitor {
        var found: [ExprSyntax] = []

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { found.append(expression) }
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
