/// Reads statements and expressions from a file's tokens, between two token indices.
///
/// Recursive descent with a bound: every level of nesting (brackets, parentheses, blocks,
/// operators) counts toward `depthLimit`, and past it the body is abandoned with a problem, so
/// hostile input (ten thousand `[`) neither hangs nor overflows the stack. Every step moves
/// forward. The reading is forgiving: a construct it does not know is skipped to the end of its
/// statement, since a macro may make any text valid Objective-C.
struct ObjectiveCParser {
    struct TooDeep: Error {
        var token: Int
    }

    /// Deeper nesting than real code has (messages nest a handful of levels).
    static let depthLimit = 100

    let tokens: [ObjectiveCToken]
    var position: Int
    /// Where reading stops (exclusive).
    let end: Int
    /// Problems found, each with the token it is at.
    var problems: [(message: String, token: Int)] = []

    init(tokens: [ObjectiveCToken], from start: Int, to end: Int) {
        self.tokens = tokens
        self.position = start
        self.end = min(end, tokens.count)
    }

    // MARK: Tokens

    var current: ObjectiveCToken? { position < end ? tokens[position] : nil }

    func token(_ ahead: Int) -> ObjectiveCToken? {
        position + ahead < end && position + ahead >= 0 ? tokens[position + ahead] : nil
    }

    func at(_ punctuation: String, _ ahead: Int = 0) -> Bool { token(ahead)?.is(punctuation) == true }

    private func node(_ kind: ObjectiveCExpr.Kind, from first: Int) -> ObjectiveCExpr {
        ObjectiveCExpr(kind: kind, first: first, last: max(first, position - 1))
    }

    private func check(_ depth: Int) throws(TooDeep) {
        if depth > Self.depthLimit { throw TooDeep(token: min(position, max(0, end - 1))) }
    }

    /// Skips to just past the closing bracket matching the opening one at `position`.
    mutating func skipBalanced() {
        guard let open = current, let closing = Self.closing[open.text] else {
            position += 1
            return
        }
        var stack = [closing]
        position += 1
        while let token = current, !stack.isEmpty {
            if token.kind == .punctuation {
                if let close = Self.closing[token.text] {
                    stack.append(close)
                } else if token.text == stack.last {
                    stack.removeLast()
                } else if [")", "]", "}"].contains(token.text) {
                    // A closer that is not the one expected: the brackets are unbalanced; stop here.
                    return
                }
            }
            position += 1
        }
    }

    static let closing: [String: String] = ["(": ")", "[": "]", "{": "}", "@[": "]", "@{": "}", "@(": ")"]

    /// Consumes `closer`, or skips to it; an opener left open is a problem at its token.
    private mutating func expect(_ closer: String, opener: Int) {
        if at(closer) {
            position += 1
            return
        }
        var depth = 0
        while let token = current {
            if token.kind == .punctuation {
                if Self.closing[token.text] != nil {
                    depth += 1
                } else if token.text == closer && depth == 0 {
                    position += 1
                    return
                } else if [")", "]", "}"].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                } else if token.text == ";" && depth == 0 {
                    break
                }
            }
            position += 1
        }
        problems.append(("unbalanced brackets: '\(tokens[opener].text)' is not closed by '\(closer)'", opener))
    }

    /// Skips to the end of the statement: past the next `;` outside brackets, or to a `}` that
    /// closes the enclosing block.
    mutating func skipStatement() {
        while let token = current {
            if token.is(";") {
                position += 1
                return
            }
            if token.is("}") { return }
            if token.kind == .punctuation, Self.closing[token.text] != nil {
                skipBalanced()
                continue
            }
            position += 1
        }
    }

    // MARK: Statements

    /// Statements up to the end, or (`closing`) to the `}` that closes the block begun before
    /// `position`, which is consumed.
    mutating func statements(closing: Bool, depth: Int) throws(TooDeep) -> [ObjectiveCStatement] {
        try check(depth)
        var out: [ObjectiveCStatement] = []
        while let token = current {
            if token.is("}") {
                position += 1
                if closing { return out }
                continue
            }
            let start = position
            out += try statement(depth: depth)
            if position == start { position += 1 }
        }
        return out
    }

    /// One statement (none for a stray `}`), for a caller that reads a body statement by
    /// statement and goes on after one it cannot read.
    mutating func nextStatement(depth: Int) throws(TooDeep) -> [ObjectiveCStatement] {
        if at("}") {
            position += 1
            return []
        }
        let start = position
        let out = try statement(depth: depth)
        if position == start { position += 1 }
        return out
    }

    private mutating func statement(depth: Int) throws(TooDeep) -> [ObjectiveCStatement] {
        guard let token = current else { return [] }
        if token.is(";") {
            position += 1
            return []
        }
        if token.is("{") {
            position += 1
            return [.scope(try statements(closing: true, depth: depth + 1))]
        }
        if token.kind == .atKeyword {
            switch token.text {
            case "try", "finally", "autoreleasepool":
                position += 1
                return [.scope(try statement(depth: depth + 1))]
            case "catch":
                position += 1
                if at("(") { skipBalanced() }
                return [.scope(try statement(depth: depth + 1))]
            case "synchronized":
                position += 1
                var out: [ObjectiveCStatement] = []
                if at("(") { out.append(.condition(try parenthesized(depth: depth + 1))) }
                return out + [.scope(try statement(depth: depth + 1))]
            case "throw":
                skipStatement()
                return []
            default:
                break
            }
        }
        if token.kind == .identifier {
            switch token.text {
            case "if", "while", "switch":
                position += 1
                var out: [ObjectiveCStatement] = []
                if at("(") { out.append(.condition(try parenthesized(depth: depth + 1))) }
                out.append(.scope(try statement(depth: depth + 1)))
                if token.text == "if", current?.isName("else") == true {
                    position += 1
                    out.append(.scope(try statement(depth: depth + 1)))
                }
                return out
            case "do":
                position += 1
                var out: [ObjectiveCStatement] = [.scope(try statement(depth: depth + 1))]
                if current?.isName("while") == true {
                    position += 1
                    if at("(") { out.append(.condition(try parenthesized(depth: depth + 1))) }
                }
                if at(";") { position += 1 }
                return out
            case "for":
                position += 1
                return [.scope(try forStatement(depth: depth + 1))]
            case "case":
                // `case X:` — the label's expression is not text; `?:` does not appear in labels.
                while let next = current, !next.is(":"), !next.is(";"), !next.is("}") { position += 1 }
                if at(":") { position += 1 }
                return []
            case "default":
                if at(":", 1) { position += 2 }
                return []
            case "return":
                position += 1
                if at(";") {
                    position += 1
                    return [.returns(nil, at: position - 2)]
                }
                let value = try expression(depth: depth + 1, comma: true)
                if at(";") { position += 1 } else { skipStatement() }
                return [.returns(value, at: value.first)]
            case "break", "continue", "goto", "else":
                skipStatement()
                return []
            default:
                if at(":", 1) {  // a `goto` label
                    position += 2
                    return []
                }
            }
        }
        if let type = declarationType() {
            return try declaration(type: type, depth: depth).map { .local($0) }
        }
        let start = position
        let value = try expression(depth: depth + 1, comma: true)
        let consumed = position > start
        if at(";") {
            position += 1
        } else if consumed, let next = current, next.line > tokens[position - 1].line {
            // No `;` and the next token on a later line: a macro used as a statement
            // (`NS_ASSUME_NONNULL_BEGIN`, `WEAKIFY(self)`), or garbage; the next line is read.
        } else if !consumed || !at("}") {
            skipStatement()
        }
        return consumed ? [.expression(value)] : []
    }

    private mutating func parenthesized(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        let open = position
        position += 1
        let value = try expression(depth: depth, comma: true)
        expect(")", opener: open)
        return value
    }

    /// `for (init; condition; step) body` and `for (Type *x in collection) body`.
    private mutating func forStatement(depth: Int) throws(TooDeep) -> [ObjectiveCStatement] {
        guard at("(") else { return try statement(depth: depth) }
        let open = position
        position += 1
        var out: [ObjectiveCStatement] = []
        if let type = declarationType() {
            let locals = try declaration(type: type, depth: depth, inLoop: true)
            out += locals.map { .local($0) }
        } else if !at(";") {
            out.append(.expression(try expression(depth: depth, comma: true)))
        }
        if current?.isName("in") == true {
            position += 1
            out.append(.condition(try expression(depth: depth, comma: true)))
        } else {
            if at(";") { position += 1 }
            if !at(";") { out.append(.condition(try expression(depth: depth, comma: true))) }
            if at(";") { position += 1 }
            if !at(")") { out.append(.expression(try expression(depth: depth, comma: true))) }
        }
        expect(")", opener: open)
        return out + [.scope(try statement(depth: depth))]
    }

    // MARK: Declarations

    /// Qualifiers that may come before or inside a type.
    static let qualifiers: Set<String> = [
        "static", "const", "__block", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "volatile",
        "register", "extern", "__kindof", "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull",
        "nullable", "nonnull", "restrict", "__restrict", "inline", "__unused", "struct", "enum", "union",
        "__bridge", "__bridge_transfer", "__bridge_retained", "IBOutlet", "IBInspectable", "NS_VALID_UNTIL_END_OF_SCOPE",
        "constexpr", "mutable", "typename",
    ]

    /// C words that make a type by themselves (`unsigned x`, `long long y`).
    static let sizeWords: Set<String> = ["unsigned", "signed", "long", "short"]

    /// Words that start a statement or an expression, never a type.
    static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue", "goto",
        "self", "super", "nil", "Nil", "NULL", "YES", "NO", "true", "false", "sizeof", "in", "typedef", "new",
        "delete", "throw", "try", "catch", "this", "nullptr", "using", "namespace", "template",
    ]

    /// When a declaration starts at `position`: the declared type's name (nil for `id` and
    /// `typeof(…)` of anything but `self`), as `.some(nil)`; nil when it is not a declaration.
    func declarationType() -> String?? {
        var i = position
        var sized = false
        func tok(_ k: Int) -> ObjectiveCToken? { k < end ? tokens[k] : nil }
        while let t = tok(i), t.kind == .identifier, Self.qualifiers.contains(t.text) || Self.sizeWords.contains(t.text) {
            if Self.sizeWords.contains(t.text) { sized = true }
            i += 1
        }
        var type: String?
        guard let first = tok(i), first.kind == .identifier, !Self.keywords.contains(first.text) else { return nil }
        if ["typeof", "__typeof", "__typeof__"].contains(first.text), tok(i + 1)?.is("(") == true {
            // `typeof(self)`, `typeof(weakSelf)`: the type of a name, read where it is declared.
            if let inner = tok(i + 2), inner.kind == .identifier, tok(i + 3)?.is(")") == true { type = "typeof(\(inner.text))" }
            var depth = 0
            i += 1
            while let t = tok(i) {
                if t.is("(") { depth += 1 }
                if t.is(")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                i += 1
            }
            i += 1
        } else if sized, tok(i + 1).map({ $0.is("=") || $0.is(";") || $0.is(",") }) == true {
            return .some("int")  // `unsigned count = 0;`: the name follows the size words directly
        } else {
            type = first.text == "id" || first.text == "instancetype" ? nil : first.text
            i += 1
            while tok(i)?.is("::") == true, tok(i + 1)?.kind == .identifier { i += 2 }  // C++ `std::string`
            if tok(i)?.is("<") == true {
                // `NSArray<NSString *> *`, `id<Protocol>`: only type words inside.
                var depth = 0
                while let t = tok(i) {
                    if t.is("<") { depth += 1 } else if t.is(">") {
                        depth -= 1
                        if depth == 0 { break }
                    } else if t.is(">>") {
                        depth -= 2
                        if depth <= 0 { break }
                    } else if !(t.kind == .identifier || t.is("*") || t.is(",") || t.is("::")) {
                        return nil
                    }
                    i += 1
                }
                i += 1
            }
        }
        while let t = tok(i), t.is("*") || t.is("&") || t.is("^") || t.kind == .identifier && Self.qualifiers.contains(t.text) {
            i += 1
        }
        guard let next = tok(i) else { return nil }
        if next.is("("), tok(i + 1)?.is("^") == true, tok(i + 2)?.kind == .identifier, tok(i + 3)?.is(")") == true {
            return .some(nil)  // a block variable: `void (^handler)(BOOL) = …`
        }
        guard next.kind == .identifier, !Self.keywords.contains(next.text), let after = tok(i + 1) else { return nil }
        let ends = after.is("=") || after.is(";") || after.is(",") || after.is("[") || after.isName("in")
            || after.kind == .identifier && Self.qualifiers.contains(after.text)
        // `a * b;` reads as a declaration too, as a C compiler would if `a` named a type.
        return ends ? .some(type) : nil
    }

    /// The locals one declaration statement declares, with their initializers.
    private mutating func declaration(type: String?, depth: Int, inLoop: Bool = false) throws(TooDeep) -> [ObjectiveCLocal] {
        let first = position
        // Past the type: qualifiers, the type name (and its `<…>` or `typeof(…)`).
        while let t = current, t.kind == .identifier, Self.qualifiers.contains(t.text) || Self.sizeWords.contains(t.text) {
            if Self.sizeWords.contains(t.text), let next = token(1), next.is("=") || next.is(";") || next.is(",") { break }
            position += 1
        }
        if let t = current, t.kind == .identifier, !(token(1).map { $0.is("=") || $0.is(";") || $0.is(",") } ?? false) {
            position += 1
            while at("::"), token(1)?.kind == .identifier { position += 2 }
            if at("<") || at("(") && t.text.contains("typeof") { skipAngleOrParens() }
        }
        var locals: [ObjectiveCLocal] = []
        while current != nil {
            while let t = current, t.is("*") || t.is("&") || t.is("^") || t.kind == .identifier && Self.qualifiers.contains(t.text) {
                position += 1
            }
            var nameToken: Int?
            if at("("), at("^", 1) {
                nameToken = position + 2
                skipBalanced()
                if at("(") { skipBalanced() }
            } else if current?.kind == .identifier {
                nameToken = position
                position += 1
            }
            guard let nameToken else { break }
            while at("[") { skipBalanced() }
            while let t = current, t.kind == .identifier, Self.qualifiers.contains(t.text) || t.text.hasPrefix("__attribute") {
                position += 1
                if at("(") { skipBalanced() }
            }
            var initializer: ObjectiveCExpr?
            if at("=") {
                position += 1
                initializer = try assignment(depth: depth + 1)
            }
            locals.append(ObjectiveCLocal(name: tokens[nameToken].text, type: type, token: nameToken, initializer: initializer,
                                          first: first, last: max(first, position - 1)))
            if at(",") {
                position += 1
                continue
            }
            break
        }
        if !inLoop {
            if at(";") { position += 1 } else if !at("}") { skipStatement() }
        }
        return locals
    }

    private mutating func skipAngleOrParens() {
        if at("(") {
            skipBalanced()
            return
        }
        var depth = 0
        while let t = current {
            if t.is("<") { depth += 1 } else if t.is(">") { depth -= 1 } else if t.is(">>") { depth -= 2 }
            position += 1
            if depth <= 0 { return }
        }
    }

    // MARK: Expressions

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
    static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    mutating func expression(depth: Int, comma: Bool = false) throws(TooDeep) -> ObjectiveCExpr {
        let first = position
        var value = try assignment(depth: depth)
        var chain = 0
        while comma, at(",") {
            position += 1
            chain += 1
            try check(depth + chain)
            let right = try assignment(depth: depth + chain)
            value = node(.binary(",", value, right), from: first)
        }
        return value
    }

    mutating func assignment(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        try check(depth)
        let first = position
        let left = try ternary(depth: depth)
        if let op = current, op.kind == .punctuation, Self.assignmentOperators.contains(op.text) {
            position += 1
            let right = try assignment(depth: depth + 1)
            return node(.assignment(left, op.text, right), from: first)
        }
        return left
    }

    private mutating func ternary(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        let first = position
        let condition = try binary(minimum: 1, depth: depth)
        guard at("?") else { return condition }
        position += 1
        if at(":") {
            position += 1
            let other = try assignment(depth: depth + 1)
            return node(.ternary(condition, nil, other), from: first)
        }
        let then = try expression(depth: depth + 1, comma: true)
        if at(":") { position += 1 }
        let other = try assignment(depth: depth + 1)
        return node(.ternary(condition, then, other), from: first)
    }

    private mutating func binary(minimum: Int, depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        let first = position
        var left = try unary(depth: depth)
        var chain = 0
        while let op = current, op.kind == .punctuation, let level = Self.precedence[op.text], level >= minimum {
            position += 1
            chain += 1
            try check(depth + chain)
            let right = try binary(minimum: level + 1, depth: depth + chain)
            left = node(.binary(op.text, left, right), from: first)
        }
        return left
    }

    private mutating func unary(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        try check(depth)
        let first = position
        guard let token = current else { return ObjectiveCExpr(kind: .other, first: first, last: first) }
        if token.kind == .punctuation, ["!", "~", "-", "+", "*", "&", "++", "--"].contains(token.text) {
            position += 1
            let operand = try unary(depth: depth + 1)
            return node(.unary(token.text, operand), from: first)
        }
        if token.kind == .identifier, ["sizeof", "alignof", "_Alignof", "__alignof__"].contains(token.text) {
            position += 1
            if at("(") { skipBalanced() } else { _ = try unary(depth: depth + 1) }
            return node(.other, from: first)
        }
        if token.is("("), let type = castType() {
            skipBalanced()
            let operand = try unary(depth: depth + 1)
            return node(.cast(type, operand), from: first)
        }
        return try postfix(depth: depth)
    }

    /// Types a cast may name besides capitalized ones.
    static let builtinTypes: Set<String> = [
        "id", "int", "char", "float", "double", "long", "short", "unsigned", "signed", "void", "BOOL", "bool",
        "instancetype", "SEL", "Class", "size_t", "NSInteger", "NSUInteger", "CGFloat", "typeof", "__typeof", "__typeof__",
        "uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t", "int16_t", "int32_t", "int64_t", "unichar",
    ]

    /// At `(`: the type a cast names, when the parentheses hold a type and an operand follows.
    private func castType() -> String? {
        var i = 1
        while let t = token(i), t.kind == .identifier, Self.qualifiers.contains(t.text) { i += 1 }
        guard let name = token(i), name.kind == .identifier,
              name.text.first?.isUppercase == true || Self.builtinTypes.contains(name.text) || name.text.hasSuffix("_t")
        else { return nil }
        i += 1
        if token(i)?.is("<") == true {
            var depth = 0
            while let t = token(i) {
                if t.is("<") { depth += 1 } else if t.is(">") {
                    depth -= 1
                    if depth == 0 { break }
                } else if !(t.kind == .identifier || t.is("*") || t.is(",")) { return nil }
                i += 1
            }
            i += 1
        } else if token(i)?.is("(") == true, name.text.contains("typeof") {
            var depth = 0
            while let t = token(i) {
                if t.is("(") { depth += 1 } else if t.is(")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                i += 1
            }
            i += 1
        }
        while let t = token(i), t.is("*") || t.kind == .identifier && (Self.qualifiers.contains(t.text) || Self.sizeWords.contains(t.text)
            || Self.builtinTypes.contains(t.text)) {
            i += 1
        }
        guard token(i)?.is(")") == true, let next = token(i + 1) else { return nil }
        switch next.kind {
        case .identifier, .string, .cString, .number, .character, .atKeyword:
            if next.kind == .identifier && Self.precedence[next.text] != nil { return nil }
        case .punctuation:
            guard ["(", "[", "@[", "@{", "@(", "@", "^", "!", "~", "-", "*", "&", "++", "--", "{"].contains(next.text) else {
                return nil
            }
        case .directive:
            return nil
        }
        return name.text
    }

    private mutating func postfix(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        let first = position
        var value = try primary(depth: depth)
        var chain = 0
        while let token = current, token.kind == .punctuation {
            switch token.text {
            case "(":
                let open = position
                position += 1
                var arguments: [ObjectiveCExpr] = []
                while current != nil, !at(")") {
                    let start = position
                    arguments.append(try assignment(depth: depth + chain + 1))
                    if at(",") { position += 1 } else if position == start || !at(")") { break }
                }
                expect(")", opener: open)
                value = node(.call(value, arguments), from: first)
            case "[":
                let open = position
                position += 1
                let index = try expression(depth: depth + chain + 1, comma: true)
                expect("]", opener: open)
                value = node(.subscripted(value, index), from: first)
            case ".", "->":
                guard let name = self.token(1), name.kind == .identifier else { return value }
                position += 2
                value = node(.member(value, name.text), from: first)
            case "++", "--":
                position += 1
                value = node(.unary(token.text + "post", value), from: first)
            default:
                return value
            }
            chain += 1
            try check(depth + chain)
        }
        return value
    }

    private mutating func primary(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        try check(depth)
        let first = position
        guard let token = current else { return ObjectiveCExpr(kind: .other, first: first, last: first) }
        switch token.kind {
        case .string:
            position += 1
            return node(.string(token.value), from: first)
        case .cString:
            position += 1
            return node(.cString(token.value), from: first)
        case .number:
            position += 1
            return node(.number(Self.number(token.text)), from: first)
        case .character:
            position += 1
            return node(.number(nil), from: first)
        case .identifier:
            position += 1
            return node(.name(token.text), from: first)
        case .atKeyword:
            position += 1
            if ["selector", "protocol", "encode", "available"].contains(token.text), at("(") { skipBalanced() }
            return node(.other, from: first)
        case .directive:
            return ObjectiveCExpr(kind: .other, first: first, last: first)
        case .punctuation:
            break
        }
        switch token.text {
        case "(":
            if at("{", 1) {
                position += 2
                let body = try statements(closing: true, depth: depth + 1)
                expect(")", opener: first)
                return node(.statements(body), from: first)
            }
            position += 1
            let inner = try expression(depth: depth + 1, comma: true)
            expect(")", opener: first)
            return ObjectiveCExpr(kind: inner.kind, first: first, last: max(first, position - 1))
        case "[":
            return try message(depth: depth + 1)
        case "@[":
            position += 1
            var elements: [ObjectiveCExpr] = []
            while current != nil, !at("]") {
                let start = position
                elements.append(try assignment(depth: depth + 1))
                if at(",") { position += 1 } else if position == start || !at("]") { break }
            }
            expect("]", opener: first)
            return node(.array(elements), from: first)
        case "@{":
            position += 1
            var pairs: [ObjectiveCPair] = []
            while current != nil, !at("}") {
                let start = position
                let key = try assignment(depth: depth + 1)
                guard at(":") else { break }
                position += 1
                let value = try assignment(depth: depth + 1)
                pairs.append(ObjectiveCPair(key: key, value: value))
                if at(",") { position += 1 } else if position == start || !at("}") { break }
            }
            expect("}", opener: first)
            return node(.dictionary(pairs), from: first)
        case "@(":
            position += 1
            let inner = try expression(depth: depth + 1, comma: true)
            expect(")", opener: first)
            return node(.boxed(inner), from: first)
        case "@":
            position += 1
            if current?.kind == .number || at("-") { _ = try unary(depth: depth + 1) }
            return node(.other, from: first)
        case "^":
            return try block(depth: depth + 1)
        case "{":
            skipBalanced()  // an initializer list: `(CGRect){0, 0, 10, 10}`
            return node(.other, from: first)
        default:
            return ObjectiveCExpr(kind: .other, first: first, last: first)
        }
    }

    /// `[receiver selector]` or `[receiver part:argument …, extra]`, from its `[`.
    private mutating func message(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        let first = position
        position += 1
        let receiver = try unary(depth: depth)
        var parts: [ObjectiveCArgument] = []
        var extra: [ObjectiveCExpr] = []
        if let name = current, name.kind == .identifier, at("]", 1) {
            parts.append(ObjectiveCArgument(label: name.text, value: nil))
            position += 1
        } else {
            while true {
                var label = ""
                if let name = current, name.kind == .identifier, at(":", 1) {
                    label = name.text
                    position += 1
                }
                guard at(":") else { break }
                position += 1
                let start = position
                let value = try assignment(depth: depth + 1)
                parts.append(ObjectiveCArgument(label: label, value: position > start ? value : nil))
            }
            while at(",") {
                position += 1
                extra.append(try assignment(depth: depth + 1))
            }
        }
        expect("]", opener: first)
        guard !parts.isEmpty else { return node(.other, from: first) }
        return node(.message(receiver, parts, extra: extra), from: first)
    }

    /// A block literal from its `^`: `^{ … }`, `^(Type a) { … }`, `^Type (Type a) { … }`.
    private mutating func block(depth: Int) throws(TooDeep) -> ObjectiveCExpr {
        let first = position
        position += 1
        while let t = current, t.kind == .identifier || t.is("*") { position += 1 }  // a return type
        var parameters: [ObjectiveCParameter] = []
        if at("(") {
            let open = position
            position += 1
            var words: [ObjectiveCToken] = []
            func flush() {
                if let name = words.last, name.kind == .identifier, words.count > 1 {
                    parameters.append(ObjectiveCParameter(name: name.text, type: ObjectiveCTypes.name(words.dropLast())))
                }
                words.removeAll()
            }
            while let t = current, !t.is(")") {
                if t.is(",") { flush() } else if t.is("(") { skipBalanced(); continue } else { words.append(t) }
                position += 1
            }
            flush()
            expect(")", opener: open)
        }
        guard at("{") else { return node(.other, from: first) }
        position += 1
        let body = try statements(closing: true, depth: depth + 1)
        return node(.block(parameters, body), from: first)
    }

    private static func number(_ text: String) -> Double? {
        let digits = text.lowercased().hasPrefix("0x") ? text : String(text.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" })
        return Double(digits)
    }
}

/// Type names as the pass keeps them: the class a pointer points at, without qualifiers,
/// nullability, generics or protocols.
enum ObjectiveCTypes {
    /// `UILabel` for `UILabel *`, `__kindof UIView *`, `NSArray<NSString *> *`; nil for `id`,
    /// `instancetype` and `void`.
    static func name(_ words: some Sequence<ObjectiveCToken>) -> String? {
        var angle = 0
        for token in words {
            if token.is("<") { angle += 1; continue }
            if token.is(">") { angle -= 1; continue }
            guard angle == 0, token.kind == .identifier else { continue }
            if ObjectiveCParser.qualifiers.contains(token.text) || token.text.hasPrefix("__") || token.text == "IBAction"
                || token.text == "oneway" || token.text == "in" || token.text == "out" || token.text == "inout"
                || token.text == "bycopy" || token.text == "byref" {
                continue
            }
            if ["id", "instancetype", "void"].contains(token.text) { return nil }
            return token.text
        }
        return nil
    }
}
