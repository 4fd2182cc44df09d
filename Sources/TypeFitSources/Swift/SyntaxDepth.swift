@_spi(RawSyntax) import SwiftSyntax
import TypeFitCatalog
import TypeFitDiagnostics

/// How deep a parsed tree nests, measured without recursing: the readers walk a tree by
/// recursion (swift-syntax's `SyntaxVisitor` and our own), and a parse builds some trees as deep
/// as the file is long without recursing itself (`a.b.c…`, `f()()…`, `x!!…`, a chain of
/// `else if`s). A tree deeper than `limit` is not read.
enum SyntaxDepth {
    /// Far above real code (the deepest of 4 593 real Swift files is 95 levels deep) and far below what
    /// the readers' recursion can take on `SwiftParseThread`'s stack.
    static let limit = 1_000

    /// The first node (in source order of the walk) deeper than `limit`, or nil.
    static func firstTooDeep(_ tree: some SyntaxProtocol, limit: Int = limit) -> Syntax? {
        // Nearly every tree is far from the limit: its raw nodes say so without a node made for
        // each. They hold every child the source-accurate view shows and more, so a raw tree
        // within the limit is within it in that view too.
        guard rawDepthExceeds(tree.raw, limit: limit) else { return nil }
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    private static func rawDepthExceeds(_ root: RawSyntax, limit: Int) -> Bool {
        var stack: [(node: RawSyntax, depth: Int)] = [(root, 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return true }
            guard let layout = node.layoutView else { continue }
            for case let child? in layout.children { stack.append((child, depth + 1)) }
        }
        return false
    }

    /// The depth of the deepest node (for measuring; the pass only asks `firstTooDeep`).
    static func depth(_ tree: some SyntaxProtocol) -> Int {
        var deepest = 0
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}

extension SyntaxDepth {
    /// The refusal of a file whose tree is too deep, at the deep node.
    static func problem(at node: Syntax, text: String, path: String) -> InputProblem {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let location = LineIndex(file: path, bytes: Array(text.utf8)).location(offset)
        return InputProblem("syntax nested deeper than \(limit) levels (a chain of members, calls or `else if`s this long "
            + "counts once per link): this Swift file was not read", at: location)
    }
}
