import TypeFitDiagnostics

/// Whether a Swift file nests too deep for swift-syntax and the readers after it, found from its
/// tokens before it is parsed: a file over a limit is a problem at the first place it goes over,
/// and is not parsed at all.
///
/// Why before: swift-syntax's parser stops at 256 nested brackets, but its look-ahead does not
/// count them, and some of it recurses without brackets at all. Measured with swift-syntax 603
/// (debug build): `let y = [[[…` 50 000 deep overflows the stack in the look-ahead; a valid array
/// literal `[[[…1…]]]` costs about twice as much per level of `[` (the look-ahead for an inline
/// array type `[N of T]`, SE-0483, tries each nested `[` first as `[N of T]`, then as a type);
/// 10 000 `try`, `else if`, `() ->` or `#if` overflow it. What a parse builds without recursing
/// (a chain of 100 000 `.member`s) is bounded after the parse by `SyntaxDepth`.
///
/// The scan is lexical: comments, string literals (raw, multi-line, with interpolations, which
/// nest like parentheses) and regex literals are skipped as Swift's lexer skips them, closely
/// enough that real code never comes near a limit (of 4 593 Swift files of ten open-source apps, the
/// deepest nests 30 levels, the longest `[` run is 4 and the highest cost 410).
struct SwiftNesting {
    /// Brackets `(`, `[`, `{`, `\(`, generic `<`, `#if` and `else if` together.
    static let depthLimit = 100
    /// `[` nested in a row with nothing but a type's tokens between them: each doubles the
    /// look-ahead's work (`[[[[Int]]]]`, `[(A, [(B, [`, `[[[1]]]`).
    static let chainLimit = 12
    /// The look-ahead's work over the whole file, each `[` counted as 2^(its chain).
    static let lookaheadBudget = 1 << 16
    /// `try`/`await` in a row, `->` or ternary `?` in one statement: the parser recurses on each.
    static let runLimit = 100

    private enum Kind: Equatable { case paren, square, brace, angle, interpolation }

    /// An open bracket, and what a `[` opened inside it continues.
    private struct Frame {
        var kind: Kind
        var line: Int
        var column: Int
        /// `else if` branches read so far in this frame's current statement: the parser nests each.
        var elseIfs = 0
        /// Only a type's tokens since this frame opened (a `[` inside continues the chain).
        var typeLike = true
        /// The `[` chain a `[` opened directly inside continues.
        var chain = 0
        /// Tokens seen in the frame so far.
        var tokens = 0
        /// For an interpolation: the string it is in.
        var string: StringState?
    }

    /// Where a string literal is: its `#`s and whether it is `"""`.
    private struct StringState {
        var hashes: Int
        var multiline: Bool
    }

    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var stack: [Frame] = [Frame(kind: .brace, line: 1, column: 1, typeLike: false)]
    private var depth = 0
    private var poundIfs = 0
    private var cost = 0
    private var highest = Measures()
    /// A line ended at statement level: unless the next line goes on with an operator, the
    /// statement ended with it.
    private var lineEnded = false
    /// The statement's runs; reset where a statement ends.
    private var prefixRun = 0
    private var arrows = 0
    private var ternaries = 0
    /// The last token: a word (and which), a literal, a closer or an operator.
    private var previous: Token = .none
    /// A `}` closed a block: an `else` next continues the `if`, anything else ends it.
    private var afterBlock = false

    /// Keywords the parser reads an expression after by recursing once per keyword.
    private static let prefixKeywords: Set<String> = ["try", "await", "consume", "copy", "each", "repeat", "unsafe", "_move", "_borrow"]
    /// Keywords an expression starts after (so a `/` after one starts a regex).
    private static let expressionKeywords: Set<String> = ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "else"]

    private enum Token: Equatable { case none, word(String), literal, closer, opener, op(String) }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The first place `text` goes over a limit, or nil.
    static func problem(in text: String, path: String) -> InputProblem? {
        var scan = SwiftNesting(bytes: Array(text.utf8), path: path)
        return scan.run()
    }

    /// What the scan counts, at their highest over a file (tests; measuring real apps).
    struct Measures: Equatable {
        var depth = 0
        var chain = 0
        var cost = 0
    }

    /// `text`'s measures, or the problem that stopped the scan.
    static func measures(of text: String) -> Result<Measures, InputProblem> {
        var scan = SwiftNesting(bytes: Array(text.utf8), path: "")
        if let problem = scan.run() { return .failure(problem) }
        return .success(scan.highest)
    }

    // MARK: Reading

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves one byte on, counting lines (LF, CR, CR LF) and columns in Unicode scalars.
    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == 0x0A || (b == 0x0D && byte() != 0x0A) {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 && b != 0x0D {
            column += 1
        }
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where index < bytes.count { advance() }
    }

    private func at(_ text: StaticString, _ offset: Int = 0) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[index + offset + $0] == buffer[$0] }
        }
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24 || b >= 0x80
    }

    private static func isOperatorByte(_ b: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(b)
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C }

    private mutating func run() -> InputProblem? {
        while index < bytes.count {
            if let problem = step() { return problem }
        }
        return nil
    }

    private func problem(_ message: String, line: Int, column: Int) -> InputProblem {
        InputProblem(message + ": this Swift file was not read", at: SourceLocation(file: path, line: line, column: column))
    }

    // MARK: Tokens

    private mutating func step() -> InputProblem? {
        guard let b = byte() else { return nil }
        if Self.isSpace(b) {
            let isNewline = b == 0x0A || b == 0x0D
            advance()
            if isNewline, stack.last?.kind == .brace { lineEnded = true }
            return nil
        }
        let (startLine, startColumn) = (line, column)
        if b == 0x2F, byte(1) == 0x2F { skipLineComment(); return nil }
        if b == 0x2F, byte(1) == 0x2A { skipBlockComment(); return nil }
        if lineEnded {
            lineEnded = false
            if !Self.isOperatorByte(b) || b == 0x2F, b != 0x3A { endStatement() }
        }
        if b == 0x22 || (b == 0x23 && rawStringHashes() != nil) {
            return string()
        }
        if b == 0x23 { return directiveOrWord(startLine, startColumn) }
        if b == 0x60 {
            // `a raw identifier` when it closes on its line; otherwise the backtick is punctuation
            // and what follows is code, as swift-syntax's lexer reads it (`lexEscapedIdentifier`).
            var offset = 1
            while let c = byte(offset), c != 0x60, c != 0x0A, c != 0x0D { offset += 1 }
            if byte(offset) == 0x60 {
                advance(offset + 1)
                return word("`", startLine, startColumn)
            }
            advance()
            return nil
        }
        if b >= 0x30 && b <= 0x39 {
            while let c = byte(), Self.isWordByte(c) || (c == 0x2E && byte(1).map { $0 >= 0x30 && $0 <= 0x39 } == true) { advance() }
            return token(.literal, typeLike: stack.last?.tokens == 0)
        }
        if Self.isWordByte(b) {
            var text: [UInt8] = []
            while let c = byte(), Self.isWordByte(c) {
                if text.count < 16 { text.append(c) }
                advance()
            }
            return word(String(decoding: text, as: UTF8.self), startLine, startColumn)
        }
        switch b {
        case 0x28: advance(); return open(.paren, startLine, startColumn)
        case 0x5B: advance(); return open(.square, startLine, startColumn)
        case 0x7B: advance(); return open(.brace, startLine, startColumn)
        case 0x29: advance(); return close(.paren)
        case 0x5D: advance(); return close(.square)
        case 0x7D: advance(); return close(.brace)
        case 0x2C, 0x3A:  // , :
            advance()
            return token(.op(b == 0x2C ? "," : ":"), typeLike: true)
        case 0x3B:
            advance()
            endStatement()
            return nil
        case 0x40:  // @attribute
            advance()
            return nil
        case 0x5C:  // \ of a key path
            advance()
            return token(.op("\\"), typeLike: false)
        default: break
        }
        if b == 0x2F, isRegexStart() { return regex(hashes: 0) }
        if Self.isOperatorByte(b) { return operatorToken(startLine, startColumn) }
        // Anything else (NUL, control characters, `'`) is trivia or an error token to swift-syntax's
        // lexer (`lexTrivia`, `lexUnknown`): it ends no chain.
        advance()
        return nil
    }

    private mutating func skipLineComment() {
        while let c = byte(), c != 0x0A, c != 0x0D { advance() }
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        advance(2)
        var level = 1
        while level > 0, index < bytes.count {
            if at("/*") { level += 1; advance(2) } else if at("*/") { level -= 1; advance(2) } else { advance() }
        }
    }

    /// The `#`s before a raw string's `"`, if the `#` here starts one.
    private func rawStringHashes() -> Int? {
        var count = 0
        while byte(count) == 0x23 { count += 1 }
        return byte(count) == 0x22 ? count : nil
    }

    // MARK: Brackets

    private mutating func open(_ kind: Kind, _ line: Int, _ column: Int, string: StringState? = nil) -> InputProblem? {
        if kind == .brace { endStatement() } else { afterBlockToken() }
        let parent = stack[stack.count - 1]
        var frame = Frame(kind: kind, line: line, column: column, string: string)
        if kind == .square {
            frame.chain = (parent.typeLike ? parent.chain : 0) + 1
            guard frame.chain <= Self.chainLimit else {
                return problem("`[` nested \(frame.chain) deep with only a type's tokens between them (the limit is \(Self.chainLimit)): "
                    + "swift-syntax's look-ahead doubles its work at each", line: line, column: column)
            }
            cost += 1 << frame.chain
            highest.chain = max(highest.chain, frame.chain)
            highest.cost = cost
            guard cost <= Self.lookaheadBudget else {
                return problem("nested `[` up to here cost swift-syntax's look-ahead more than \(Self.lookaheadBudget) steps "
                    + "(each `[` costs 2 to the power of the `[`s it is nested in without a value between)", line: line, column: column)
            }
        } else if kind == .paren || kind == .angle {
            frame.chain = parent.typeLike ? parent.chain : 0
        }
        stack[stack.count - 1].tokens += 1
        if kind == .brace { stack[stack.count - 1].typeLike = false }
        stack.append(frame)
        depth += 1
        previous = .opener
        return checkDepth(line, column)
    }

    private mutating func checkDepth(_ line: Int, _ column: Int) -> InputProblem? {
        highest.depth = max(highest.depth, depth + poundIfs)
        guard depth + poundIfs > Self.depthLimit else { return nil }
        return problem("nesting deeper than \(Self.depthLimit) levels (brackets, generic `<`, `#if` and `else if` counted together)",
                       line: line, column: column)
    }

    /// A closer closes its opener and what is left open inside it; one with no opener is ignored.
    /// A `)` that closes an interpolation goes back to its string.
    private mutating func close(_ kind: Kind) -> InputProblem? {
        previous = .closer
        guard let match = stack.indices.dropFirst().last(where: { stack[$0].kind == kind || (kind == .paren && stack[$0].kind == .interpolation) })
        else { return nil }
        let string = stack[match].string
        var typeLike = true
        while stack.count > match {
            let frame = stack.removeLast()
            typeLike = typeLike && frame.typeLike
            depth -= 1 + frame.elseIfs
        }
        if !typeLike { stack[stack.count - 1].typeLike = false }
        if let string {
            previous = .literal
            return stringBody(string)
        }
        if kind == .brace {
            endStatement()
            afterBlock = true
        }
        return nil
    }

    /// Pops the generic `<`s left open at the top: a `<` that was a comparison is not a bracket.
    private mutating func dropAngles() {
        while stack.count > 1, stack[stack.count - 1].kind == .angle {
            let frame = stack.removeLast()
            depth -= 1 + frame.elseIfs
        }
    }

    private mutating func endStatement() {
        dropAngles()
        prefixRun = 0
        arrows = 0
        ternaries = 0
    }

    /// A token after a closed block: `else` continues an `if`, anything else ends its chain.
    private mutating func afterBlockToken(isElse: Bool = false) {
        if afterBlock, !isElse {
            let top = stack.count - 1
            depth -= stack[top].elseIfs
            stack[top].elseIfs = 0
        }
        afterBlock = false
    }

    // MARK: Words and operators

    private mutating func word(_ text: String, _ line: Int, _ column: Int) -> InputProblem? {
        let wasElse = previous == .word("else")
        afterBlockToken(isElse: text == "else")
        if text == "if", wasElse {
            stack[stack.count - 1].elseIfs += 1
            depth += 1
            if let problem = checkDepth(line, column) { return problem }
        }
        if Self.prefixKeywords.contains(text) {
            prefixRun += 1
            if prefixRun > Self.runLimit {
                return problem("more than \(Self.runLimit) `\(text)`-like keywords in a row", line: line, column: column)
            }
        } else {
            prefixRun = 0
        }
        let literal = text == "true" || text == "false" || text == "nil"
        return token(literal ? .literal : .word(text), typeLike: !literal)
    }

    private mutating func token(_ token: Token, typeLike: Bool) -> InputProblem? {
        if case .word = token {} else { afterBlockToken() }
        stack[stack.count - 1].tokens += 1
        if !typeLike { stack[stack.count - 1].typeLike = false }
        previous = token
        return nil
    }

    private mutating func operatorToken(_ line: Int, _ column: Int) -> InputProblem? {
        let spaceBefore = index == 0 || Self.isSpace(bytes[index - 1])
        var text: [UInt8] = []
        // `.` only joins an operator that starts with one (`..<`, `...`); `a.b` is a member.
        let dotted = byte() == 0x2E
        while let c = byte(), Self.isOperatorByte(c), dotted || c != 0x2E || text.isEmpty {
            // `//` or `/*` after an operator starts a comment.
            if c == 0x2F, byte(1) == 0x2F || byte(1) == 0x2A { break }
            text.append(c)
            advance()
        }
        let op = String(decoding: text, as: UTF8.self)
        let spaceAfter = byte().map(Self.isSpace) ?? true
        switch op {
        case "<" where !spaceBefore && previousIsOperand:
            return open(.angle, line, column)
        case _ where op.allSatisfy({ $0 == ">" }) && stack.last?.kind == .angle:
            for _ in op where stack.last?.kind == .angle {
                let frame = stack.removeLast()
                depth -= 1 + frame.elseIfs
            }
            previous = .closer
            return nil
        case "->":
            arrows += 1
            if arrows > Self.runLimit { return problem("more than \(Self.runLimit) `->` in one statement", line: line, column: column) }
            return token(.op(op), typeLike: true)
        case "?" where spaceBefore && spaceAfter:
            ternaries += 1
            if ternaries > Self.runLimit {
                return problem("more than \(Self.runLimit) `? :` in one statement", line: line, column: column)
            }
            return token(.op(op), typeLike: false)
        case "=", "==", "&&", "||":
            dropAngles()
            if op == "=" { endStatement() }
            return token(.op(op), typeLike: false)
        case ".", "?", "!", "&", "...", "?.", "!.", "~":
            return token(.op(op), typeLike: true)
        default:
            return token(.op(op), typeLike: false)
        }
    }

    /// The previous token ends an operand: an operator after it is infix or postfix, and a `/`
    /// divides rather than starting a regex.
    private var previousIsOperand: Bool {
        switch previous {
        case .word(let text): return !Self.expressionKeywords.contains(text)
        case .literal, .closer: return true
        case .none, .opener, .op: return false
        }
    }

    /// `#if` and `#endif` nest; any other `#word` is a word (`#selector`, `#Preview`), and `#/`
    /// starts an extended regex.
    private mutating func directiveOrWord(_ line: Int, _ column: Int) -> InputProblem? {
        var hashes = 0
        while byte(hashes) == 0x23 { hashes += 1 }
        if byte(hashes) == 0x2F {
            advance(hashes)
            return regex(hashes: hashes)
        }
        advance()
        var text: [UInt8] = []
        while let c = byte(), Self.isWordByte(c) {
            if text.count < 16 { text.append(c) }
            advance()
        }
        switch String(decoding: text, as: UTF8.self) {
        case "if":
            poundIfs += 1
            return checkDepth(line, column)
        case "endif":
            poundIfs = max(0, poundIfs - 1)
            return nil
        case "else", "elseif": return nil
        default: return token(.word("#"), typeLike: true)
        }
    }

    // MARK: Literals

    /// A string literal from its opening delimiter up to its end or to an interpolation, which
    /// opens a frame the string goes on after.
    private mutating func string() -> InputProblem? {
        let hashes = rawStringHashes() ?? 0
        advance(hashes)
        let multiline = at("\"\"\"")
        advance(multiline ? 3 : 1)
        afterBlockToken()
        stack[stack.count - 1].tokens += 1
        stack[stack.count - 1].typeLike = false
        previous = .literal
        return stringBody(StringState(hashes: hashes, multiline: multiline))
    }

    /// Reads a string's text up to its closing delimiter or its next interpolation.
    private mutating func stringBody(_ state: StringState) -> InputProblem? {
        while let c = byte() {
            if !state.multiline, c == 0x0A || c == 0x0D { return nil }  // unterminated: it ends at its line
            if c == 0x5C, (0..<state.hashes).allSatisfy({ byte(1 + $0) == 0x23 }) {
                let (escapeLine, escapeColumn) = (line, column)
                advance(1 + state.hashes)
                if byte() == 0x28 {
                    advance()
                    return open(.interpolation, escapeLine, escapeColumn, string: state)
                }
                if byte() != nil { advance() }
                continue
            }
            if c == 0x22, state.multiline ? at("\"\"\"") : true {
                let quotes = state.multiline ? 3 : 1
                if (0..<state.hashes).allSatisfy({ byte(quotes + $0) == 0x23 }) {
                    advance(quotes + state.hashes)
                    return nil
                }
            }
            advance()
        }
        return nil
    }

    /// Whether a `/` here starts a regex literal: where an operand may start, not followed by a
    /// space, and closed by a `/` on the same line (Swift's own rule is close to this, SE-0354).
    private func isRegexStart() -> Bool {
        guard !previousIsOperand, let next = byte(1), !Self.isSpace(next) else { return false }
        var offset = 1
        var inClass = false
        while let c = byte(offset), c != 0x0A, c != 0x0D {
            if c == 0x5C { offset += 2; continue }
            if c == 0x5B { inClass = true } else if c == 0x5D { inClass = false } else if c == 0x2F, !inClass { return true }
            offset += 1
        }
        return false
    }

    /// A regex literal: `/…/` on one line, or `#/…/#` (over lines when `#/` ends its line). Its
    /// brackets are counted as if they were code and its quotes and slashes are not read as
    /// strings or comments: where this reading and swift-syntax's disagree about a regex, the
    /// scan counts more than the parser sees, never less.
    private mutating func regex(hashes: Int) -> InputProblem? {
        let multiline = hashes > 0 && (byte(1) == 0x0A || byte(1) == 0x0D)
        advance()  // the opening `/`
        while let c = byte() {
            if !multiline, c == 0x0A || c == 0x0D { break }
            if c == 0x5C {
                advance(2)
                continue
            }
            if c == 0x2F, (0..<hashes).allSatisfy({ byte(1 + $0) == 0x23 }) {
                advance(1 + hashes)
                break
            }
            let (line, column) = (self.line, self.column)
            advance()
            let problem: InputProblem? = switch c {
            case 0x28: open(.paren, line, column)
            case 0x5B: open(.square, line, column)
            case 0x7B: open(.brace, line, column)
            case 0x29: closeInRegex(.paren)
            case 0x5D: closeInRegex(.square)
            case 0x7D: closeInRegex(.brace)
            default: nil
            }
            if let problem { return problem }
        }
        return token(.literal, typeLike: false)
    }

    /// A closer in a regex closes a bracket opened in it, never an interpolation's string.
    private mutating func closeInRegex(_ kind: Kind) -> InputProblem? {
        guard let match = stack.indices.dropFirst().last(where: { stack[$0].kind == kind || (kind == .paren && stack[$0].kind == .interpolation) }),
              stack[match].kind != .interpolation else { return nil }
        return close(kind)
    }
}
