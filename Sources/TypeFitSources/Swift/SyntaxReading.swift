import SwiftSyntax

/// Small readings of syntax the pass asks for again and again: a call's name and labels, a
/// dotted reference as text, an expression on one line.
extension FunctionCallExprSyntax {
    /// The called name without its base: `Text` for `Text(…)`, `setTitle` for `button.setTitle(…)`,
    /// `init` for `.init(…)`, `Bar` for `Foo.Bar(…)`; nil for a call of a call or a closure.
    var calleeName: String? {
        if let ref = calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) {
            // `UIAlertAction.init(title:)` is `UIAlertAction(title:)`.
            if member.declName.baseName.text == "init", let base = member.base.flatMap(DottedPath.of),
               DottedPath.last(base).first?.isUppercase == true {
                return DottedPath.last(base)
            }
            return member.declName.baseName.text
        }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? generic.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        return nil
    }

    /// The base of a member call as written (`button`, `UIFont`, `self.label`), nil for a plain or
    /// implicit-member call.
    var calleeBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// True for `.name(…)` written without a base: an implicit member (`.default(Text(…))`).
    var isImplicitMember: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil
    }

    /// The argument labels, `_` for an unlabelled one, in order.
    var argumentLabels: [String] { arguments.map { $0.label?.text ?? "_" } }

    func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { ($0.label?.text ?? "_") == label }
    }

    /// The call spelled as Swift names it with its labels: `NoticeView(title:message:)`.
    var spelledCall: String {
        let name = calleeName ?? "call"
        let labels = argumentLabels.map { $0 + ":" }.joined()
        return "\(name)(\(labels))"
    }

}

/// Dotted references as text, the form SwiftGen paths and receivers are compared in.
enum DottedPath {
    /// `L10n.Scene.Title.text`, `self.titleLabel`, `cell.textLabel` (optional chaining and force
    /// unwrapping dropped), or nil when the expression is not a chain of names.
    static func of(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return unescaped(ref.baseName.text) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = unescaped(member.declName.baseName.text)
            guard let base = member.base else { return "." + name }
            guard let prefix = of(base) else { return nil }
            return prefix + "." + name
        }
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return of(chained.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return of(forced.expression) }
        if expr.is(SuperExprSyntax.self) { return "super" }
        return nil
    }

    /// A receiver as the attribute table keys it: without a leading `self.`.
    static func receiver(_ expr: ExprSyntax) -> String? {
        guard var path = of(expr) else { return nil }
        if path == "self" { return "" }
        if path.hasPrefix("self.") { path.removeFirst(5) }
        return path
    }

    /// A name without the backticks that let a keyword be one: `continue` for `` `continue` ``.
    static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The last component: `label` for `cell.label`.
    static func last(_ path: String) -> String {
        // As `path.split(separator: ".").last`, without building every component; on the bytes of
        // an ASCII path, where each byte is a character.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = path.utf8
            guard let end = bytes.lastIndex(where: { $0 != UInt8(ascii: ".") }) else { return path }
            let start = bytes[..<end].lastIndex(of: UInt8(ascii: ".")).map { bytes.index(after: $0) } ?? bytes.startIndex
            return String(path[start...end])
        }
        guard let end = path.lastIndex(where: { $0 != "." }) else { return path }
        let start = path[..<end].lastIndex(of: ".").map { path.index(after: $0) } ?? path.startIndex
        return String(path[start...end])
    }
}

enum SyntaxText {
    /// An expression shortened to one line for a report: whitespace runs become one space, and
    /// past 120 characters it is cut with an ellipsis.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        // Token by token, and only as far as is shown: a statement may be a whole view's body.
        // Built as UTF-8; `count` counts characters. An ASCII text is read byte by byte: each
        // byte is a character of its own but for CR LF, both of which are whitespace.
        var out: [UInt8] = []
        var count = 0
        var lastWasSpace = false
        func append(_ text: String) {
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                for byte in text.utf8 {
                    // The ASCII characters `Character.isWhitespace` is true of: tab through
                    // carriage return, and space.
                    if byte == 0x20 || (0x09...0x0D).contains(byte) {
                        if !lastWasSpace { out.append(0x20); count += 1 }
                        lastWasSpace = true
                    } else {
                        out.append(byte)
                        count += 1
                        lastWasSpace = false
                    }
                }
                return
            }
            for ch in text {
                if ch.isWhitespace || ch.isNewline {
                    if !lastWasSpace { out.append(0x20); count += 1 }
                    lastWasSpace = true
                } else {
                    out.append(contentsOf: ch.utf8)
                    count += 1
                    lastWasSpace = false
                }
            }
        }
        let first = node.firstToken(viewMode: .sourceAccurate)
        let last = node.lastToken(viewMode: .sourceAccurate)
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.id != first?.id { append(token.leadingTrivia.description) }
            append(token.text)
            if token.id != last?.id { append(token.trailingTrivia.description) }
            if count > 120 { break }
        }
        let line = String(decoding: out, as: UTF8.self)
        return count > 120 ? String(line.prefix(119)) + "…" : line
    }

    /// A type as written, reduced to the named type a declaration would have: `MainTab` for
    /// `MainTab?`, `[MainTab]`'s element for an array, `[Unit: Label]`'s value for a dictionary (a
    /// subscript by key and a literal's values are of it), `Foo.Bar` for `Foo.Bar`; nil for function
    /// types and tuples.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(iuo.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return typeName(array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return typeName(dictionary.value) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return typeName(some.constraint) }
        // A Combine publisher of values is read as what it publishes, as an array is read as its
        // elements: `AnyPublisher<ViewState, Never>` hands each `ViewState` to `sink`.
        if let simple = type.as(IdentifierTypeSyntax.self), publishers.contains(simple.name.text),
           let output = simple.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
            return typeName(output)
        }
        return typePath(type)
    }

    /// Combine's publishers whose first generic argument is their `Output`
    /// (developer.apple.com/documentation/combine/anypublisher and the subjects' pages).
    static let publishers: Set<String> = ["AnyPublisher", "CurrentValueSubject", "PassthroughSubject", "Just", "Future"]

    /// A named type's path as written, without generic arguments: `Foo.Bar` for `Foo<X>.Bar`;
    /// nil for any other type.
    static func typePath(_ type: TypeSyntax) -> String? {
        if let simple = type.as(IdentifierTypeSyntax.self) { return simple.name.text }
        if let member = type.as(MemberTypeSyntax.self) {
            guard let base = typePath(member.baseType) else { return nil }
            return base + "." + member.name.text
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// The closest ancestor of a kind, this node excluded.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let found = current.as(type) { return found }
            node = current.parent
        }
        return nil
    }
}
