import SwiftSyntax

/// What name lookups in one file's tree read again and again, each read once: the declarations of
/// each statement list (`NameResolution.StatementDeclarations`) and the type declaration or
/// extension around a node (`Declarations.declaredType`). Kept while the tree is read; its
/// answers are those of the walks it stands for.
final class ScopeIndex {
    private var lists: [SyntaxIdentifier: NameResolution.StatementDeclarations] = [:]
    private var types: [SyntaxIdentifier: TypeDeclaration?] = [:]

    func statements(_ list: CodeBlockItemListSyntax) -> NameResolution.StatementDeclarations {
        if let known = lists[list.id] { return known }
        let read = NameResolution.StatementDeclarations(list)
        lists[list.id] = read
        return read
    }

    /// `Declarations.enclosingType(node)`.
    func enclosingType(of node: some SyntaxProtocol) -> TypeDeclaration? {
        var current = node.parent
        while let ancestor = current {
            if Declarations.isTypeDeclaration(ancestor) {
                if let known = types[ancestor.id] { return known }
                let declared = Declarations.declaredType(ancestor)
                types[ancestor.id] = declared
                return declared
            }
            current = ancestor.parent
        }
        return nil
    }
}
