import SwiftSyntax

/// What a file's readers worked out once and ask again, kept for as long as the file is read:
/// the resolved path of a type as written, what a name refers to at a place, the declared type of
/// a receiver at a place and a statement's line (`ScopeIndex` keeps what name lookups read). Each answer depends only
/// on the file's tree and the app's declarations, which do not change while the file is read.
struct FileScanMemo {
    /// A name read at a node.
    struct Reference: Hashable {
        var name: String
        var node: SyntaxIdentifier
    }

    /// A receiver path read at a node, `links` steps into the values locals were set from.
    struct Receiver: Hashable {
        var receiver: String
        var node: SyntaxIdentifier
        var links: Int
    }

    /// A type's path as its declaration writes it → its resolved path.
    var scopes: [String: String] = [:]
    var resolved: [Reference: NameResolution.Resolved] = [:]
    /// nil inside: the receiver's type is not known.
    var receivers: [Receiver: WrittenType?] = [:]
    /// Statement → its text on one line (`SyntaxText.oneLine`).
    var statements: [SyntaxIdentifier: String] = [:]
}
