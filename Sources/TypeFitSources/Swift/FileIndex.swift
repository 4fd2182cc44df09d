import SwiftSyntax
import TypeFitCore
import TypeFitDynamicType
import TypeFitLayout

/// What one Swift file declares that a use needs to be read: the types it declares, the declared
/// type of each property (to tell a `UITextField` from a label, and to link `entry.title` to
/// `PreferenceItem`), and the UIKit attributes set on each receiver (`numberOfLines`, `font`, …),
/// by type and scope. Every file is indexed before any is read for uses: a type's properties and
/// their attributes are read through other objects in other files (`emptyStateView.infoLabel`).
final class FileIndex: SyntaxVisitor {
    enum AttributeValue: Sendable, Hashable {
        case lines(Int)
        /// nil: a font the pass cannot read.
        case font(FontReading?)
        /// A font read through the app's own declarations (a font helper's call, a property of
        /// another value: `FontSource`), read once every file's declarations are known.
        case fontSource(FontSource)
        /// A system font made at the size of the receiver's own font
        /// (`UIFont.boldSystemFont(ofSize: label.font.pointSize)`): only the weight changes; the
        /// size stays that of the font set before (the storyboard's).
        case weight(FontWeight)
        case shrinks(Bool)
        case minimumScale(Double)
        case maxSize(ContentSizeCategory)
        case width(Double)
        /// The box the type's constraints, stacks or frames give the receiver.
        case box(BoxWidth)
    }

    /// A function, initializer or accessor body, named by its file and its place in that file's
    /// tree rather than by the tree itself: the first pass drops each tree once the file is
    /// indexed, and the second pass parses the file again, which gives the same places.
    struct BodyScope: Hashable, Sendable {
        let file: Int
        let node: SyntaxIdentifier.SyntaxIndexInTree
    }

    struct AttributeFact: Sendable {
        var value: AttributeValue
        /// The function, initializer or accessor body the assignment is in.
        var scope: BodyScope?
        /// Set when it is in the receiver's own closure initializer (`let label: UILabel = { … }()`).
        var inInitializer: Bool
        var offset: Int
    }

    /// The file's tables, each keyed by a type's path as the file writes it (an extension's
    /// path is the extended type's as written).
    struct Tables: Sendable {
        /// Type → receiver → attributes set on it.
        var attributes: [String: [String: [AttributeFact]]] = [:]
        /// The app's UIKit font helpers by base name (`FontFunctions`).
        var fontFunctions: [String: [FontFunctions.Template]] = [:]
        /// Type → property → the `UIFont` it holds (`FontSources.declared`).
        var fontProperties: [String: [String: FontProperty]] = [:]
        /// The name of every property the file assigns to (`x.headerFont = …`, `headerFont = …`):
        /// a stored `var` font of that name may not hold its initial value.
        var assignedMembers: Set<String> = []
        /// Type → property → its declared type, as written.
        var memberTypes: [String: [String: String]] = [:]
        /// Type → the large-title display mode it asks for (true: large).
        var largeTitles: [String: Bool] = [:]
        /// The path of every type the file declares (not extensions): `ReportFormModel.Reason`.
        var declaredTypes: Set<String> = []
        /// A declared class → what it inherits from, as written (last components): a subclass's
        /// label keeps the attributes its superclass sets (`SwitchRowCell.label.numberOfLines`).
        var inherits: [String: [WrittenType]] = [:]
        /// The path of every struct and enum the file declares: values, never UIKit views.
        var valueTypes: Set<String> = []
        /// `CounterWidgetProvider.Entry` → the type it names, as written, and where.
        var typealiases: [String: WrittenType] = [:]
        /// Struct → the stored properties its memberwise initializer takes, in order (a `let`
        /// with a value of its own is not one of them).
        var storedProperties: [String: [String]] = [:]
        /// Enum → case → the labels of its associated values in order ("_" for none).
        var enumCases: [String: [String: [String]]] = [:]
        /// Enum → case → the declared types of its associated values in order, as written.
        var enumCaseTypes: [String: [String: [String?]]] = [:]
        /// `withText|_` → how many functions of that name and label hand back the text they are
        /// given (`TextFunctions`), and how many there are in all.
        var textFunctions: [String: Int] = [:]
        var functions: [String: Int] = [:]
        /// `setAttributedTextString|_` → the text property that method sets on its view.
        var setters: [String: [TextFunctions.Setter]] = [:]
        /// `configure|viewModel` → the declared types of that parameter in every function or
        /// initializer (`init|title` under the type's path) of that name and label, as written:
        /// the type an implicit member (`.init(title:)`, `.error(text)`) passed there stands for.
        var parameterTypes: [String: [WrittenType]] = [:]
        /// Member name → the types (as written) that declare a property or method of that name.
        var memberOwners: [String: Set<String>] = [:]
        /// Declarations that may be the app's own localizing accessors (`AccessorSearch`).
        var accessorCandidates: [AccessorCandidate] = []
        /// A type or extension (its path as written) → what its declaration or extensions say it
        /// inherits from or conforms to, as written: a member of a protocol's extension is found
        /// from the types that conform to it.
        var supertypes: [String: [WrittenType]] = [:]
        /// A `ToolbarContent` type the file declares → the bar items its `body` places
        /// (`struct CancelItem: ToolbarContent { var body: some ToolbarContent { ToolbarItem(placement:
        /// .navigationBarLeading) { … } } }`), without sources: a use names the call that puts it in a bar.
        var toolbarContents: [String: BarItems] = [:]
        /// The alert styles the file's members hold or return (`AlertStyleTable`).
        var alertStyles = AlertStyleTable()
        /// Type → the horizontal layout the file writes for its views (`CodeConstraints`).
        var layouts: [String: HorizontalLayout] = [:]
    }

    private(set) var tables = Tables()
    /// The file's place in the pass's list, which names its scopes.
    private let file: Int

    init(file: Int) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Declared types

    private func declared(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if let type = Declarations.declaredType(Syntax(node)) {
            if !node.is(ExtensionDeclSyntax.self) { tables.declaredTypes.insert(type.path) }
            let written = type.inheritedPaths.map { WrittenType(path: $0, scope: type.outer) }
            if !written.isEmpty { tables.supertypes[type.path, default: []] += written }
            if node.is(ClassDeclSyntax.self) {
                tables.inherits[type.path] = type.inherits.map { WrittenType(path: $0, scope: type.outer) }
            }
            if node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self) { tables.valueTypes.insert(type.path) }
            for (name, constraint) in Self.genericConstraints(Syntax(node)) {
                tables.typealiases[type.path + "." + name] = WrittenType(path: constraint, scope: type.path)
            }
            if let group = node.asProtocol(DeclGroupSyntax.self),
               type.inheritedPaths.contains(where: { $0 == "ToolbarContent" || $0 == "CustomizableToolbarContent" }),
               let items = NavigationBarItems.toolbarContentBody(of: group) {
                tables.toolbarContents[type.path] = items
            }
        }
        return .visitChildren
    }

    /// A type's generic parameters constrained to one named type (`<Item: Listable>`,
    /// or `where Item: Listable`): inside the type a value of the parameter's type
    /// is a value of that protocol or class, whose members it has (The Swift Programming Language,
    /// Generics, "Type Constraints"). Read as a typealias of the type's scope.
    static func genericConstraints(_ node: Syntax) -> [(String, String)] {
        let clause: GenericParameterClauseSyntax?
        let whereClause: GenericWhereClauseSyntax?
        if let decl = node.as(StructDeclSyntax.self) {
            (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
        } else if let decl = node.as(ClassDeclSyntax.self) {
            (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
        } else if let decl = node.as(EnumDeclSyntax.self) {
            (clause, whereClause) = (decl.genericParameterClause, decl.genericWhereClause)
        } else {
            return []
        }
        guard let clause else { return [] }
        var found: [(String, String)] = []
        for parameter in clause.parameters {
            let name = parameter.name.text
            var constraints: [TypeSyntax] = parameter.inheritedType.map { [$0] } ?? []
            for requirement in whereClause?.requirements ?? [] {
                if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                   conformance.leftType.trimmedDescription == name {
                    constraints.append(conformance.rightType)
                }
            }
            guard constraints.count == 1, let only = constraints.first, let path = SyntaxText.typePath(only) else { continue }
            found.append((name, path))
        }
        return found
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { declared(node) }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let target = SyntaxText.typePath(node.initializer.value) else { return .skipChildren }
        let outer = Declarations.enclosingType(node)?.path ?? ""
        let path = outer.isEmpty ? node.name.text : outer + "." + node.name.text
        tables.typealiases[path] = WrittenType(path: target, scope: outer)
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = Declarations.enclosingType(node), owner.node.is(EnumDeclSyntax.self) else { return .skipChildren }
        for element in node.elements {
            let labels = element.parameterClause?.parameters.map { $0.firstName?.text ?? "_" } ?? []
            // `case \`switch\`(…)` is the case `.switch` (and `.\`switch\``) names.
            let name = DottedPath.unescaped(element.name.text)
            tables.enumCases[owner.path, default: [:]][name] = labels
            tables.enumCaseTypes[owner.path, default: [:]][name] =
                element.parameterClause?.parameters.map { SyntaxText.typeName($0.type) } ?? []
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        tables.accessorCandidates += AccessorSearch.candidates(node)
        if let (name, template) = FontFunctions.template(node) { tables.fontFunctions[name, default: []].append(template) }
        tables.alertStyles.record(node)
        recordSignature(name: DottedPath.unescaped(node.name.text), node.signature.parameterClause.parameters, at: node)
        if let owner = Declarations.enclosingType(node), node.parent?.is(MemberBlockItemSyntax.self) == true {
            let name = DottedPath.unescaped(node.name.text)
            tables.memberOwners[name, default: []].insert(owner.path)
            // A method's return type, read as a property's is (`viewModel.transform(input:)` is an
            // `Output`); a property of the same name keeps its own.
            if let returned = node.signature.returnClause.flatMap({ SyntaxText.typeName($0.type) }),
               tables.memberTypes[owner.path]?[name] == nil {
                tables.memberTypes[owner.path, default: [:]][name] = returned
            }
        }
        for (entry, passes) in TextFunctions.read(node) where passes { tables.textFunctions[entry, default: 0] += 1 }
        for entry in TextFunctions.signatures(node) { tables.functions[entry, default: 0] += 1 }
        for (entry, setter) in TextFunctions.setters(node) { tables.setters[entry, default: []].append(setter) }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        tables.accessorCandidates += AccessorSearch.candidates(node)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        tables.accessorCandidates += AccessorSearch.candidates(node)
        if let owner = Declarations.enclosingType(node) {
            recordSignature(name: owner.path + ".init", node.signature.parameterClause.parameters, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        tables.accessorCandidates += AccessorSearch.candidates(node)
        recordStored(node)
        recordFont(node)
        tables.alertStyles.record(node)
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true, let owner = Declarations.enclosingType(node) {
            tables.memberOwners[DottedPath.unescaped(name), default: []].insert(owner.path)
        }
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
              let type = Self.declaredType(of: node), let owner = Declarations.enclosingType(node)?.path else {
            return .visitChildren
        }
        tables.memberTypes[owner, default: [:]][name] = type
        return .visitChildren
    }

    private func recordFont(_ node: PatternBindingSyntax) {
        guard let (name, property) = FontSources.declared(node), let owner = Declarations.enclosingType(node)?.path else { return }
        tables.fontProperties[owner, default: [:]][name] = property
    }

    /// A struct's stored instance property its memberwise initializer takes (The Swift
    /// Programming Language, Initialization, "Memberwise Initializers for Structure Types"): not
    /// static, not computed, not a `let` given a value where it is declared.
    private func recordStored(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = node.parent?.parent?.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true,
              let owner = Declarations.enclosingType(node), owner.node.is(StructDeclSyntax.self),
              !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { return }
        if let accessors = node.accessorBlock {
            // Only observers (`didSet`) keep it stored.
            guard case .accessors(let list) = accessors.accessors,
                  list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return }
        }
        if variable.bindingSpecifier.text == "let", node.initializer != nil { return }
        tables.storedProperties[owner.path, default: []].append(DottedPath.unescaped(name))
    }

    private func recordSignature(name: String, _ parameters: FunctionParameterListSyntax, at node: some SyntaxProtocol) {
        let scope = Declarations.enclosingType(node)?.path ?? ""
        for parameter in parameters {
            guard let type = SyntaxText.typeName(parameter.type) else { continue }
            tables.parameterTypes[name + "|" + parameter.firstName.text, default: []].append(WrittenType(path: type, scope: scope))
        }
    }

    /// The type a binding declares: its annotation, or what its initializer constructs
    /// (`UILabel()`, `MainTab.timeline`, `cell.defaultContentConfiguration()`).
    static func declaredType(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation { return SyntaxText.typeName(annotation.type) }
        guard let value = binding.initializer?.value else { return nil }
        return constructedType(value)
    }

    static func constructedType(_ value: ExprSyntax) -> String? {
        // `[PreferenceItem]()`: an array of them.
        if let call = value.as(FunctionCallExprSyntax.self), let array = call.calledExpression.as(ArrayExprSyntax.self),
           array.elements.count == 1, let element = array.elements.first?.expression, let path = DottedPath.of(element),
           DottedPath.last(path).first?.isUppercase == true {
            return path
        }
        // `tableView.dequeueReusableCell(…) as? MenuCell`, `x as! T`.
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
           let type = sequence.elements.last?.as(TypeExprSyntax.self)?.type {
            return SyntaxText.typeName(type)
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "defaultContentConfiguration" { return "UIListContentConfiguration" }
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true {
                return ref.baseName.text
            }
            if let base = call.calleeBase { return typeNamed(base) }
            return nil
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base { return typeNamed(base) }
        return nil
    }

    /// `MainTab` for `MainTab`, `Module.MainTab` for `Module.MainTab`; nil unless the path names a type.
    private static func typeNamed(_ base: ExprSyntax) -> String? {
        guard let path = DottedPath.of(base) else { return nil }
        return DottedPath.last(path).first?.isUppercase == true ? path : nil
    }

    // MARK: UIKit attributes

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        tables.alertStyles.record(assignment: node)
        let elements = Array(node.elements)
        // `x = c ? a : b` is one sequence of five: the assignment's value is its last three.
        let conditional = elements.count == 5 ? FontSources.conditional(Array(elements[2...])) : nil
        guard elements.count == 3 || conditional != nil, elements[1].is(AssignmentExprSyntax.self),
              let path = DottedPath.receiver(elements[0]) else { return .visitChildren }
        var parts = path.split(separator: ".").map(String.init)
        guard let property = parts.popLast() else { return .visitChildren }
        tables.assignedMembers.insert(property)
        let receiver = parts.joined(separator: ".")
        if let (whenTrue, whenFalse) = conditional {
            // A font chosen at run time (`isCompact ? a : b`): the larger, where both are read.
            if property == "font", let first = FontSources.source(whenTrue), let second = FontSources.source(whenFalse) {
                record(.fontSource(.larger([first, second])), receiver: receiver, at: node)
            }
            return .visitChildren
        }
        let value = elements[2]
        if receiver.hasSuffix("navigationItem") && property == "largeTitleDisplayMode" {
            if let mode = FontExpressions.member(value), mode != "automatic", let type = Declarations.enclosingType(node)?.path {
                tables.largeTitles[type] = mode == "always"
            }
            return .visitChildren
        }
        if property == "prefersLargeTitles", value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
           let type = Declarations.enclosingType(node)?.path, tables.largeTitles[type] == nil {
            tables.largeTitles[type] = true
            return .visitChildren
        }
        let attribute: AttributeValue?
        switch property {
        case "numberOfLines":
            attribute = (FontExpressions.number(value) ?? Self.parameterDefault(value, at: node)).map { .lines(Int($0)) }
        case "font":
            if let weight = FontExpressions.resizedWeight(value, of: receiver) {
                attribute = .weight(weight)
            } else if let source = FontSources.source(value) {
                if case .read(let reading) = source { attribute = .font(reading) } else { attribute = .fontSource(source) }
            } else {
                attribute = .font(nil)
            }
        case "adjustsFontSizeToFitWidth":
            attribute = value.as(BooleanLiteralExprSyntax.self).map { .shrinks($0.literal.tokenKind == .keyword(.true)) }
        case "minimumScaleFactor": attribute = FontExpressions.number(value).map { .minimumScale($0) }
        case "maximumContentSizeCategory":
            attribute = FontExpressions.member(value).flatMap(ViewModifiers.category).map { .maxSize($0) }
        default: attribute = nil
        }
        guard let attribute else { return .visitChildren }
        record(attribute, receiver: receiver, at: node)
        return .visitChildren
    }

    private func record(_ value: AttributeValue, receiver: String, at node: some SyntaxProtocol) {
        guard let type = Declarations.enclosingType(node)?.path else { return }
        let (scope, initializerOf) = Self.scope(of: node, file: file)
        for name in Self.receivers(receiver, at: node, initializerOf: initializerOf) {
            let fact = AttributeFact(value: value, scope: scope, inInitializer: initializerOf != nil && name == initializerOf,
                                     offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            tables.attributes[type, default: [:]][name, default: []].append(fact)
        }
    }

    /// The body a node is in — a function, initializer, accessor or a property's closure
    /// initializer — and, for the last, the property's name.
    static func scope(of node: some SyntaxProtocol, file: Int) -> (BodyScope?, String?) {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(DeinitializerDeclSyntax.self) {
                return (BodyScope(file: file, node: parent.id.indexInTree), nil)
            }
            if parent.is(ClosureExprSyntax.self), let call = parent.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.id == parent.id, let clause = call.parent?.as(InitializerClauseSyntax.self),
               let name = clause.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return (BodyScope(file: file, node: parent.id.indexInTree), name)
            }
            current = parent.parent
        }
        return (nil, nil)
    }

    /// The receivers an assignment's receiver stands for: `$0` in `[a, b].forEach { $0.font = … }`
    /// and `x` in `for x in [a, b]` are each of a and b; the local a closure initializer returns is
    /// the property it initializes.
    /// The literal default of the enclosing function's parameter a value names:
    /// `label.numberOfLines = numberOfLines` in `func present(…, numberOfLines: Int = 0)` is 0.
    static func parameterDefault(_ value: ExprSyntax, at node: some SyntaxProtocol) -> Double? {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let parent = current {
            let parameters = parent.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                      let fallback = parameter.defaultValue?.value else { return nil }
                return FontExpressions.number(fallback)
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    static func receivers(_ receiver: String, at node: some SyntaxProtocol, initializerOf: String?) -> [String] {
        let head = receiver.split(separator: ".").first.map(String.init) ?? receiver
        let rest = receiver.dropFirst(head.count)
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
               call.calleeName == "forEach", let array = call.calleeBase?.as(ArrayExprSyntax.self) {
                let parameter = closure.signature?.parameterClause.flatMap { clause -> String? in
                    switch clause {
                    case .simpleInput(let list): return list.first?.name.text
                    case .parameterClause(let list): return list.parameters.first?.firstName.text
                    }
                } ?? "$0"
                if head == parameter { return array.elements.compactMap { DottedPath.receiver($0.expression).map { $0 + rest } } }
            }
            if let loop = parent.as(ForStmtSyntax.self), let array = loop.sequence.as(ArrayExprSyntax.self),
               loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == head {
                return array.elements.compactMap { DottedPath.receiver($0.expression).map { $0 + rest } }
            }
            if let initializerOf, parent.is(ClosureExprSyntax.self),
               let closure = parent.as(ClosureExprSyntax.self), Self.returnedName(closure) == head {
                return [initializerOf + rest]
            }
            current = parent.parent
        }
        return [receiver]
    }

    /// The local a closure initializer returns: `label` in `{ let label = UILabel(); …; return label }`.
    static func returnedName(_ closure: ClosureExprSyntax) -> String? {
        guard let last = closure.statements.last?.item else { return nil }
        let expr = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExpressionStmtSyntax.self)?.expression
        return expr?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
