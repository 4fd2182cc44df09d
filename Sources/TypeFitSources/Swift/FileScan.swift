import SwiftSyntax
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout

/// One Swift file being read: its tree, what it declares, and the facts found in it — every key
/// with where it lands, and every reference that says where a value it holds would land.
final class FileScan: SyntaxVisitor {
    let path: String
    /// The file's place in the pass's list, which names its scopes (`FileIndex.BodyScope`).
    let file: Int
    let keys: KeyIndex
    let accessors: GeneratedAccessors
    let wrappers: DeclaredWrappers
    /// The app's own localizing functions and properties, found by what they do.
    let localizing: LocalizingAccessors
    /// The app's own SwiftUI fonts, by name.
    let appFonts: [String: FontReading]
    /// What every file says about the app's types.
    let members: TypeMembers
    /// The large-title display mode each type of this file asks for.
    private let largeTitles: [String: Bool]
    private let bytes: [UInt8]
    private let converter: SourceLocationConverter
    /// The first component of every SwiftGen path (`L10n`), so other member chains are not looked up.
    private let accessorRoots: Set<String>
    var facts = FileFacts()
    var setAside = 0
    /// The file is built for a platform the check does not cover (`SourceFile.otherPlatform`).
    var otherPlatform = false
    /// What the readers found out about the tree's declarations and references, asked again.
    private var memo = FileScanMemo()
    /// The tree's statement lists and type declarations, as name lookups read them.
    let scopes = ScopeIndex()
    /// The file imports SwiftUI: a custom view's text is more likely a wrapping `Text`.
    let importsSwiftUI: Bool

    init(path: String, file: Int, text: String, tree: SourceFileSyntax, keys: KeyIndex, accessors: GeneratedAccessors,
         roots: Set<String>, wrappers: DeclaredWrappers, localizing: LocalizingAccessors = .empty,
         appFonts: [String: FontReading] = [:], members: TypeMembers, index: FileIndex.Tables) {
        self.path = path
        self.file = file
        self.keys = keys
        self.accessors = accessors
        self.wrappers = wrappers
        self.localizing = localizing
        self.appFonts = appFonts
        self.bytes = Array(text.utf8)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.accessorRoots = roots
        self.members = members
        self.largeTitles = index.largeTitles
        self.importsSwiftUI = tree.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "SwiftUI"
        }
        super.init(viewMode: .sourceAccurate)
        facts.mentioned = Self.namesMentioned(in: tree)
    }

    /// The names expressions refer to, previews included: a member none of them names is read
    /// by nothing in the app's code.
    static func namesMentioned(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.parent?.is(DeclReferenceExprSyntax.self) == true {
            names.insert(token.text)
        }
        return names
    }

    // MARK: Places

    /// A node's place, the column counted in Unicode scalars as typefit's locations are.
    func location(of node: some SyntaxProtocol) -> TypeFitDiagnostics.SourceLocation {
        let position = node.positionAfterSkippingLeadingTrivia
        let where_ = converter.location(for: position)
        let offset = min(position.utf8Offset, bytes.count)
        let lineStart = max(0, offset - (where_.column - 1))
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return TypeFitDiagnostics.SourceLocation(file: path, line: where_.line, column: column)
    }

    /// A node's file and line, as a solved width's term records where it was read.
    /// The app's `ToolbarContent` types as a toolbar in this file names them.
    var toolbarTypes: NavigationBarItems.ToolbarTypes {
        { [weak self] name, node in self.flatMap { $0.members.toolbarContent(name, from: $0.scopePath(of: node)) } }
    }

    var widthSource: (Syntax) -> WidthTerm.Source? {
        { [weak self] node in
            guard let place = self?.location(of: node) else { return nil }
            return WidthTerm.Source(file: place.file, line: place.line)
        }
    }

    /// `Declarations.enclosingType(node)`, each type declaration's reading kept for the file.
    func enclosingType(of node: some SyntaxProtocol) -> TypeDeclaration? { scopes.enclosingType(of: node) }

    /// The path of the type around `node` as the app declares it, where names written there are
    /// looked up ("" at the top level).
    func scopePath(of node: some SyntaxProtocol) -> String {
        guard let path = enclosingType(of: node)?.path else { return "" }
        if let known = memo.scopes[path] { return known }
        let resolved = members.resolved(path)
        memo.scopes[path] = resolved
        return resolved
    }

    /// `FileScan.statement(around: node)`, each statement's line kept for the file: the
    /// references in one statement each tell it when they go out of sight.
    func statementText(around node: some SyntaxProtocol) -> String {
        let statement = Self.statementNode(around: node)
        if let known = memo.statements[statement.id] { return known }
        let line = SyntaxText.oneLine(statement)
        memo.statements[statement.id] = line
        return line
    }

    /// `NameResolution.resolve(name, at: node)`, kept for the file: the readers ask it again of the
    /// same reference (its target, its type, whether it is localized).
    func resolve(_ name: String, at node: some SyntaxProtocol) -> NameResolution.Resolved {
        let key = FileScanMemo.Reference(name: name, node: node.id)
        if let known = memo.resolved[key] { return known }
        let resolved = NameResolution.resolve(name, at: node, index: scopes)
        memo.resolved[key] = resolved
        return resolved
    }

    /// The declared type of a receiver path's last name, as written where it is declared: a
    /// local's, a parameter's or a property's, and along a path, each name a property of the
    /// type before it (`emptyStateView.infoLabel`: `infoLabel` of `ListEmptyStateView`).
    func declaredType(ofReceiver receiver: String, at node: some SyntaxProtocol) -> WrittenType? {
        declaredType(ofReceiver: receiver, at: node, links: 0)
    }

    private func declaredType(ofReceiver receiver: String, at node: some SyntaxProtocol, links: Int) -> WrittenType? {
        guard !receiver.isEmpty else { return nil }
        let key = FileScanMemo.Receiver(receiver: receiver, node: node.id, links: links)
        if let known = memo.receivers[key] { return known }
        let type = readDeclaredType(ofReceiver: receiver, at: node, links: links)
        memo.receivers[key] = .some(type)
        return type
    }

    private func readDeclaredType(ofReceiver receiver: String, at node: some SyntaxProtocol, links: Int) -> WrittenType? {
        let parts = receiver.split(separator: ".").map(String.init)
        guard let head = parts.first else { return nil }
        var current: WrittenType?
        switch resolve(head, at: node) {
        case .local(_, let type, let value):
            current = type.map { WrittenType(path: $0, scope: scopePath(of: node)) }
            // `if let alert = self.alertController`, `let label = titleLabel`: the type of what it
            // was set from, a few links at most.
            if current == nil, links < 4, let value, let path = Self.valuePath(value), !path.isEmpty {
                current = declaredType(ofReceiver: path, at: value, links: links + 1)
            }
            if current == nil, let value, let identified = Self.diffableIdentifierType(value) {
                current = identified
            }
        case .parameter(_, let type):
            current = type.map { WrittenType(path: $0, scope: scopePath(of: node)) }
        case .closureParameter(let type, _):
            current = type.map { WrittenType(path: $0, scope: scopePath(of: node)) } ?? elementType(ofClosureParameter: head, at: node)
        case .payload(let pattern, let position, let subject):
            // `case .deepLink(let viewModel)`: the case's associated value's declared type.
            guard let key = payloadKey(bound: pattern, position: position, subject: subject, at: node) else { return nil }
            current = members.payloadType(key)
        case .member:
            if let own = enclosingType(of: node).flatMap({ _ in members.memberType(head, in: scopePath(of: node)) }) {
                current = own
            } else if head.first?.isUppercase == true, members.names.isDeclared(head, from: scopePath(of: node)) {
                // `ImportKind.keystore.title`: a path from one of the app's types.
                current = WrittenType(path: head, scope: scopePath(of: node))
            } else {
                return nil
            }
        }
        for part in parts.dropFirst() {
            guard let type = current, let owner = members.names.resolve(type.path, from: type.scope) else { return nil }
            // An enum's case is a value of the enum; a nested type's name is that type.
            if let member = members.memberType(part, in: owner) {
                current = member
            } else if Collections.passing.contains(part) {
                // `errors.first`: an element, of the type `typeName` reads the collection as.
                continue
            } else if members.declaresCase(part, in: owner) {
                current = WrittenType(path: owner, scope: "")
            } else if part.first?.isUppercase == true, members.names.isDeclared(owner + "." + part, from: "") {
                current = WrittenType(path: owner + "." + part, scope: "")
            } else {
                return nil
            }
        }
        return current
    }

    /// The type (a resolved path) of a chain of calls used as a receiver: `PromptCard()` is an
    /// `PromptCard`; `PromptCard().configure(image: i)` is what `configure` is declared to return
    /// there — the same type for `-> Self` or `-> PromptCard`, the builder style of
    /// `@discardableResult func configure(…) -> Self`. Nil where a link is not declared.
    func chainedType(of expr: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < 16, let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false) {
            let owner: String?
            if base.is(FunctionCallExprSyntax.self) {
                owner = chainedType(of: base, depth: depth + 1)
            } else {
                owner = DottedPath.receiver(base).flatMap { declaredType(ofReceiver: $0, at: call) }
                    .flatMap { members.names.resolve($0.path, from: $0.scope) }
            }
            guard let owner, let returned = members.memberType(DottedPath.unescaped(member.declName.baseName.text), in: owner)
            else { return nil }
            return returned.path == "Self" ? owner : members.names.resolve(returned.path, from: returned.scope)
        }
        return FileIndex.constructedType(expr).flatMap { members.names.resolve($0, from: scopePath(of: call)) }
    }

    /// The path whose declared type is the type of `value`: a reference (`self.title` → `title`),
    /// or a method called on one, read as the member it is (`viewModel.transform(input: x)` →
    /// `viewModel.transform`, whose return type `TypeMembers` holds), past the Combine operators
    /// that publish what they receive (`.receive(on:)`, `.removeDuplicates()`). An element read by
    /// subscript (`labels[unit]`) is read as the collection, whose declared type `typeName` reduces
    /// to its element's or value's.
    static func valuePath(_ value: ExprSyntax) -> String? {
        var current = value
        if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
        while let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = callee.base {
            let name = callee.declName.baseName.text
            if sameOutput.contains(name) {
                current = base
                continue
            }
            guard let path = DottedPath.receiver(base) else { return nil }
            return path.isEmpty ? name : path + "." + name
        }
        return DottedPath.receiver(current)
    }

    /// The type of `sectionIdentifier(for:)` or `itemIdentifier(for:)` called in a subclass of
    /// `UITableViewDiffableDataSource<Section, Item>` or `UICollectionViewDiffableDataSource<Section, Item>`:
    /// the section or item identifier type it was declared with
    /// (developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/sectionidentifier(for:)).
    static func diffableIdentifierType(_ value: ExprSyntax) -> WrittenType? {
        var expr = value
        while let forced = expr.as(ForceUnwrapExprSyntax.self) { expr = forced.expression }
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName,
              name == "sectionIdentifier" || name == "itemIdentifier",
              call.calleeBase.map({ DottedPath.of($0) == "self" }) ?? true,
              let owner = Declarations.enclosingType(call), let clause = owner.node.as(ClassDeclSyntax.self)?.inheritanceClause else { return nil }
        for inherited in clause.inheritedTypes {
            guard let type = inherited.type.as(IdentifierTypeSyntax.self),
                  ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"].contains(type.name.text),
                  let arguments = type.genericArgumentClause?.arguments, arguments.count == 2 else { continue }
            let argument = Array(arguments)[name == "sectionIdentifier" ? 0 : 1].argument
            guard let written = argument.as(TypeSyntax.self).flatMap(SyntaxText.typeName) else { return nil }
            return WrittenType(path: written, scope: owner.outer)
        }
        return nil
    }

    /// Combine operators whose output is their upstream's (developer.apple.com/documentation/combine/publisher).
    static let sameOutput: Set<String> = ["receive", "removeDuplicates", "eraseToAnyPublisher", "debounce", "throttle",
                                          "share", "prepend", "append", "filter", "dropFirst", "delay", "subscribe",
                                          "handleEvents", "print", "first", "last", "buffer"]

    /// The element type of the collection whose elements a closure's parameter or a loop's
    /// variable takes (`Kind.ordered.map { $0.title }` with `static var ordered: [Kind]`).
    func elementType(ofClosureParameter name: String, at node: some SyntaxProtocol) -> WrittenType? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let (call, _) = ViewContext.owner(of: closure) {
                let sequence = call.calleeName == "ForEach" ? call.arguments.first?.expression : call.calleeBase
                guard let sequence, let path = Self.valuePath(sequence), !path.isEmpty else { return nil }
                return declaredType(ofReceiver: path, at: call)
            }
            if let loop = parent.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let path = DottedPath.receiver(loop.sequence), !path.isEmpty else { return nil }
                return declaredType(ofReceiver: path, at: loop)
            }
            if let loop = parent.as(ForStmtSyntax.self), let (position, _) = NameResolution.tupleElement(name, in: loop.pattern) {
                guard let sequence = NameResolution.sequence(ofTupleElement: position, in: loop.sequence),
                      let path = Self.valuePath(sequence), !path.isEmpty else { return nil }
                return declaredType(ofReceiver: path, at: loop)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    // MARK: UIKit placements

    /// A UIKit text element with the attributes set on its receiver, and the UIKit defaults for
    /// what is not set (a `UILabel` is one line at a fixed 17 pt). A receiver reached through
    /// another object (`emptyStateView.infoLabel`) also has the attributes its own type sets on
    /// it, in its closure initializer or its setup.
    func uiKitText(_ element: ElementName, pattern: String, attributesOf receiver: String, at node: some SyntaxProtocol,
                   defaultLines: Int?, defaultFont: CustomFont?) -> Placement {
        var placement = Placement(element, pattern: pattern)
        if enclosingType(of: node) != nil {
            let (scope, initializerOf) = FileIndex.scope(of: node, file: file)
            let names = FileIndex.receivers(receiver, at: node, initializerOf: initializerOf)
            let name = names.first ?? receiver
            var collector = AttributeCollector()
            var elsewhere = members.collect(name, in: scopePath(of: node), scope: scope, into: &collector)
            for (owner, rest) in owners(along: name, at: node) {
                let before = collector.read
                _ = members.collect(rest, in: owner, scope: nil, into: &collector)
                if collector.read != before { elsewhere = true }
            }
            // `cell.textLabel` of a cell dequeued by a storyboard prototype's identifier.
            let parts = receiver.split(separator: ".").map(String.init)
            if parts.count == 2, ["textLabel", "detailTextLabel"].contains(parts[1]),
               let identifier = NameResolution.dequeuedIdentifier(of: parts[0], at: node),
               members.collectPrototype(identifier, label: parts[1], into: &collector) {
                elsewhere = true
            }
            collector.apply(to: &placement)
            placement.readElsewhere = elsewhere
        }
        if !placement.read.contains(.lines), let defaultLines { placement.settings.lines = defaultLines }
        if !placement.read.contains(.font), let defaultFont { placement.settings.font = defaultFont }
        if element == .label, let lines = placement.settings.lines, lines != 1 { placement.settings.element = .multilineLabel }
        return placement
    }

    /// The types a receiver path goes through, each with the rest of the path from it:
    /// `(ListEmptyStateView, infoLabel)` for `emptyStateView.infoLabel`; the last is the
    /// receiver's own type, with "" (what an app's `UILabel` subclass sets on itself, `font = …`
    /// in its initializer, holds for each of its instances).
    private func owners(along receiver: String, at node: some SyntaxProtocol) -> [(String, String)] {
        let parts = receiver.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return [] }
        var found: [(String, String)] = []
        for split in 1...parts.count {
            guard let type = declaredType(ofReceiver: parts[..<split].joined(separator: "."), at: node),
                  let owner = members.names.resolve(type.path, from: type.scope) else { continue }
            found.append((owner, parts[split...].joined(separator: ".")))
        }
        return found
    }

    /// A view controller's title: inline unless the type asks for large titles. Set on the
    /// controller's own navigation item (`receiver` "" or `navigationItem`), its box is the bar
    /// less the items the controller gives that navigation item (`NavigationBarItems`).
    func navigationTitle(at node: some SyntaxProtocol, pattern: String, receiver: String? = nil) -> Placement {
        let type = enclosingType(of: node)?.path
        var placement: Placement
        if let type, let large = largeTitles[type] {
            placement = Placement(large ? .largeTitle : .navigationTitle, pattern: pattern, systemDrawn: true)
        } else {
            placement = Placement(.navigationTitle, pattern: pattern)
        }
        if let receiver {
            SiblingBoxes.applyBarItems(NavigationBarItems.uiKit(titleAt: node, receiver: receiver, locate: widthSource), to: &placement)
        }
        return placement
    }

    // MARK: Visiting

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let shape = LiteralShape.of(node), !shape.isEmpty, !LiteralShape.isOnlyPlaceholders(shape) else { return .visitChildren }
        let found = keys.keys(forLiteralShape: shape)
        let interpolated = shape.contains(KeyIndex.placeholder)
        if found.isEmpty && !interpolated { return .visitChildren }
        keyFound(found, table: nil, at: ExprSyntax(node), access: .literal, isLiteral: true)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let root = Self.rootName(of: node), accessorRoots.contains(root) || root == "R",
           let path = DottedPath.of(ExprSyntax(node)), let (target, access) = accessors.target(ofPath: path) {
            var expr = ExprSyntax(node)
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { expr = ExprSyntax(call) }
            keyFound(keys.contains(target.key) ? [target.key] : [], table: target.table, at: expr, access: access, isLiteral: false)
            return .skipChildren
        }
        referenceFound(ExprSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        customViewFound(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        referenceFound(ExprSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        shorthandBindingFound(node)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "override" }), let type = enclosingType(of: node) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    facts.overrides.insert(.declared(in: type, name))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        if let type = enclosingType(of: node.inheritedTypes) {
            let parents = node.inheritedTypes.compactMap { SyntaxText.typePath($0.type) }
            facts.inherits[type.path, default: []].formUnion(parents.map { WrittenType(path: $0, scope: type.outer) })
        }
        return .visitChildren
    }



    /// Previews are not the app's UI.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let previews = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
        return previews ? .skipChildren : .visitChildren
    }

    func isAccessorRoot(_ name: String) -> Bool { accessorRoots.contains(name) }

    /// The identifier a member chain starts from: `L10n` in `L10n.Scene.title`.
    static func rootName(of member: MemberAccessExprSyntax) -> String? {
        var expr = member.base
        while let current = expr {
            if let ref = current.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
            guard let next = current.as(MemberAccessExprSyntax.self) else { return nil }
            expr = next.base
        }
        return nil
    }
}

extension FileScan {
    /// True when the code at `node` is never built for iOS: in a file of another platform's
    /// target, or in a `#if` branch for another platform (`PlatformConditions`).
    func isSetAside(_ node: some SyntaxProtocol) -> Bool {
        otherPlatform || PlatformConditions.isSetAside(node)
    }
}
