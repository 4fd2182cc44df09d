import SwiftParser
import SwiftSyntax

/// Keys reached through generated accessors instead of literals.
///
/// SwiftGen's structured templates write one member per key into a committed file
/// (`public static let title = L10n.tr("Localizable", "Scene.Welcome.Title", fallback: …)`,
/// or a `static func` for keys with arguments); reading that file maps `L10n.Scene.Welcome.title`
/// to its table and key without re-deriving SwiftGen's naming rules. R.swift
/// (`R.string.localizable.settingsTitle()`) is mapped by name: the accessor and the key agree once
/// case and punctuation are dropped.
struct GeneratedAccessors: Sendable {
    struct Target: Sendable, Hashable {
        var table: String
        var key: String
        /// For a function accessor: which of its parameters (from 0) each format argument of the
        /// key is, as its `tr(…, p1, p2)` passes them (`CallSiteArguments`).
        var parameters: [Int]? = nil
    }

    /// `L10n.Scene.Welcome.title` → its table and key.
    private(set) var swiftGen: [String: Target] = [:]
    /// R.swift: normalized table name → normalized key name → the keys that normalize to it.
    private let rSwift: [String: (table: String, keys: [String: [String]])]

    init(keys: KeyIndex) {
        var byTable: [String: (table: String, keys: [String: [String]])] = [:]
        for (key, tables) in keys.tables {
            for table in tables {
                let name = Self.normalized(table)
                byTable[name, default: (table, [:])].keys[Self.normalized(key), default: []].append(key)
            }
        }
        rSwift = byTable
    }

    /// True when a file may hold SwiftGen accessors; only those are parsed ahead of the scan.
    static func mayDeclare(_ text: String) -> Bool { TextSearch.contains(text, "tr(\"") }

    mutating func merge(_ other: [String: Target]) {
        for (path, target) in other { swiftGen[path] = target }
    }

    static func declared(in tree: SourceFileSyntax) -> [String: Target] {
        let visitor = SwiftGenVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    /// The key an accessor path names, with how it is named.
    func target(ofPath path: String) -> (Target, KeyAccess)? {
        if let target = swiftGen[path] { return (target, .swiftGen) }
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 4, parts[0] == "R", parts[1] == "string",
           let table = rSwift[Self.normalized(parts[2])],
           let keys = table.keys[Self.normalized(parts[3])], keys.count == 1, let key = keys.first {
            return (Target(table: table.table, key: key), .rSwift)
        }
        return nil
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}

/// Finds `static let/var/func name … tr("Table", "Key", …)` members and their enum path.
private final class SwiftGenVisitor: SyntaxVisitor {
    var found: [String: GeneratedAccessors.Target] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calleeName == "tr", node.arguments.count >= 2 else { return .visitChildren }
        let args = Array(node.arguments)
        guard let table = args[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let key = args[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let member = Self.memberName(around: node) else { return .skipChildren }
        let path = (Self.enclosingTypes(of: node) + [member]).joined(separator: ".")
        found[path] = GeneratedAccessors.Target(table: table, key: key,
                                                parameters: CallSiteArguments.accessorParameters(of: node, formatArguments: args.dropFirst(2)))
        return .skipChildren
    }

    /// The static member whose value or body the call is.
    static func memberName(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            // A name that is a keyword is declared in backticks (`` static let `continue` ``) and
            // read without them (`L10n.Common.Controls.Actions.continue`).
            if let function = node.as(FunctionDeclSyntax.self) { return DottedPath.unescaped(function.name.text) }
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self).map { DottedPath.unescaped($0.identifier.text) }
            }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `L10n.Scene.Welcome` from the nested enums (and extended types) around the node.
    static func enclosingTypes(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let node = current {
            if let decl = node.as(EnumDeclSyntax.self) { names.insert(DottedPath.unescaped(decl.name.text), at: 0) }
            if let decl = node.as(StructDeclSyntax.self) { names.insert(DottedPath.unescaped(decl.name.text), at: 0) }
            if let decl = node.as(ExtensionDeclSyntax.self) {
                names.insert(contentsOf: decl.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            }
            current = node.parent
        }
        return names
    }
}
