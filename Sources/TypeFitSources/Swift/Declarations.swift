import SwiftSyntax

/// The member declaration a node belongs to — a property's value or getter, a function's body —
/// and the type that declares it.
struct Declaration {
    enum Kind { case property, function, initializer }

    var kind: Kind
    var name: String
    /// The declared type or return type as written (`LocalizedStringKey`, `some View`, `String?`).
    var typeText: String?
    /// True for a property at type level (a member), false for a local variable.
    var isMember: Bool
    var node: Syntax

    /// Views returned from it are placed wherever it is used.
    var isViewValued: Bool {
        guard let typeText else { return false }
        return typeText.contains("View") || typeText == "Text"
    }

    /// A `static` or `class` member the system cannot read on its own: not an override, not
    /// exposed to Objective-C. Only the app's code reads it, by its name.
    var isStaticReadByName: Bool {
        let declaration = node.as(PatternBindingSyntax.self).flatMap { $0.parent?.parent?.as(VariableDeclSyntax.self) }
        let modifiers = declaration?.modifiers ?? node.as(FunctionDeclSyntax.self)?.modifiers
        let attributes = declaration?.attributes ?? node.as(FunctionDeclSyntax.self)?.attributes
        guard let modifiers, let attributes else { return false }
        let names = Set(modifiers.map(\.name.text))
        guard names.contains("static") || names.contains("class"), !names.contains("override") else { return false }
        return !attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasPrefix("objc") ?? true }
    }

    /// A bare literal returned from it is a localized key: the type makes it one.
    var isLocalizedType: Bool {
        guard let typeText else { return false }
        return typeText.contains("LocalizedStringKey") || typeText.contains("LocalizedStringResource")
            || typeText.contains("LocalizationValue") || typeText == "Text"
    }
}

enum Declarations {
    /// The declaration whose value or body holds `node`, unless a closure comes first (a value
    /// returned from a closure is the closure's, not the member's).
    static func enclosing(_ node: some SyntaxProtocol) -> Declaration? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) {
                // A property's closure initializer `let x: T = { … }()` is still the property's.
                guard let call = parent.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == parent.id,
                      call.parent?.is(InitializerClauseSyntax.self) == true else { return nil }
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let isMember = binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
                return Declaration(kind: .property, name: name, typeText: binding.typeAnnotation?.type.trimmedDescription,
                                   isMember: isMember, node: parent)
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return Declaration(kind: .function, name: function.name.text,
                                   typeText: function.signature.returnClause?.type.trimmedDescription, isMember: true, node: parent)
            }
            if parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self) { return nil }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The innermost type around `node`: a struct, class, enum, actor, protocol or the type an
    /// extension extends, with its path through the types around it.
    static func enclosingType(_ node: some SyntaxProtocol) -> TypeDeclaration? {
        var current = node.parent
        while let node = current {
            if let declared = declaredType(node) { return declared }
            current = node.parent
        }
        return nil
    }

    /// True for the nodes `declaredType` reads: a type declaration or an extension.
    static func isTypeDeclaration(_ node: Syntax) -> Bool {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: true
        default: false
        }
    }

    /// The type `node` declares or extends, if it is a type declaration or an extension.
    static func declaredType(_ node: Syntax) -> TypeDeclaration? {
        // Most nodes are not declarations: one look at the kind before any cast.
        guard isTypeDeclaration(node) else { return nil }
        let name: String
        if let decl = node.as(StructDeclSyntax.self) {
            name = decl.name.text
        } else if let decl = node.as(ClassDeclSyntax.self) {
            name = decl.name.text
        } else if let decl = node.as(EnumDeclSyntax.self) {
            name = decl.name.text
        } else if let decl = node.as(ActorDeclSyntax.self) {
            name = decl.name.text
        } else if let decl = node.as(ProtocolDeclSyntax.self) {
            name = decl.name.text
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            // An extension names the type from the top level, its full path written out.
            let path = SyntaxText.typePath(decl.extendedType) ?? decl.extendedType.trimmedDescription
            return TypeDeclaration(name: DottedPath.last(path), path: path, outer: "", node: node)
        } else {
            return nil
        }
        let outer = enclosingType(node)?.path ?? ""
        return TypeDeclaration(name: name, path: outer.isEmpty ? name : outer + "." + name, outer: outer, node: node)
    }
}

/// A type declaration or extension around a node.
struct TypeDeclaration {
    /// Its own name: `Reason`.
    var name: String
    /// Its name through the types it is nested in: `ReportFormModel.Reason`.
    var path: String
    /// The path of the type it is nested in, where the names it is declared with are looked up
    /// ("" at the top level and for an extension).
    var outer: String
    var node: Syntax

    var isExtension: Bool { node.is(ExtensionDeclSyntax.self) }

    /// What it inherits from or conforms to, each name's last component.
    var inherits: [String] { inheritedPaths.map(DottedPath.last) }

    /// What it inherits from or conforms to, as written.
    var inheritedPaths: [String] {
        let clause = node.as(StructDeclSyntax.self)?.inheritanceClause ?? node.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? node.as(EnumDeclSyntax.self)?.inheritanceClause ?? node.as(ActorDeclSyntax.self)?.inheritanceClause
            ?? node.as(ExtensionDeclSyntax.self)?.inheritanceClause ?? node.as(ProtocolDeclSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.map { SyntaxText.typePath($0.type) ?? $0.type.trimmedDescription } ?? []
    }

    /// A view controller: its `title` is its navigation bar's title.
    var isViewController: Bool {
        name.hasSuffix("ViewController") || name.hasSuffix("Controller")
            || inherits.contains { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") }
    }

    /// App Intents types: their texts are shown by Siri, Shortcuts and Spotlight, not in the app.
    var isAppIntents: Bool {
        inherits.contains { ["AppIntent", "AppEntity", "AppEnum", "AppShortcutsProvider", "WidgetConfigurationIntent",
                             "TransientAppEntity", "EntityQuery", "ControlConfigurationIntent", "AudioPlaybackIntent",
                             "ForegroundContinuableIntent", "OpenIntent", "SetValueIntent"].contains($0) }
    }

}
