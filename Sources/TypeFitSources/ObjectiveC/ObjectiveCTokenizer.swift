/// Splits an Objective-C (or Objective-C++) file into tokens.
///
/// Hand-written: no Objective-C parser is available as a Swift package (clang's is C++ and not a
/// dependency this project takes), the pass needs each token's line and column, and it must stay
/// safe on any input — one pass over the bytes, no recursion, every loop moving forward. It
/// reads comments, `@"…"` literals with their escapes and the literals written next to them
/// (`@"a" @"b"` is one string, as in clang), C strings and characters, numbers, `@` keywords and
/// literals, and preprocessor lines: `#define` and `#undef` become tokens, `#if` branches never
/// built for iOS (`ObjectiveCConditions`) are set aside, other directives are dropped.
struct ObjectiveCTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var list = ObjectiveCTokenList()
    private var conditions = ObjectiveCConditions()
    private var reportedControl = false
    /// The last column computed on the current line, so a long line is counted once.
    private var cursor = (offset: 0, column: 1)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func tokenize(_ bytes: [UInt8]) -> ObjectiveCTokenList {
        var tokenizer = ObjectiveCTokenizer(bytes)
        tokenizer.run()
        return tokenizer.list
    }

    private mutating func run() {
        if let bad = Self.firstInvalidUTF8(bytes) {
            let (line, column) = place(of: bad)
            list.problems.append(("not valid UTF-8 text from here: read with replacement characters", line, column))
        }
        var atLineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                newLine(at: index + 1)
                index += 1
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where atLineStart:
                directive()
                atLineStart = true
                continue
            default:
                break
            }
            atLineStart = false
            token()
        }
        if let open = conditions.unclosed {
            list.problems.append(("#if without #endif", open.line, open.column))
        }
        joinAdjacentStrings()
    }

    // MARK: Places

    private func peek(_ ahead: Int) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func newLine(at start: Int) {
        line += 1
        lineStart = start
        cursor = (start, 1)
    }

    /// The column of `offset` on the current line, in Unicode scalars: UTF-8 continuation bytes
    /// do not start one.
    private mutating func column(of offset: Int) -> Int {
        if offset < cursor.offset { cursor = (lineStart, 1) }
        var count = cursor.column
        var i = cursor.offset
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        cursor = (i, count)
        return count
    }

    /// Line and column of an offset anywhere in the file (for problems found before reading).
    private func place(of offset: Int) -> (Int, Int) {
        var line = 1, start = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            start = i + 1
        }
        var column = 1
        for i in start..<min(offset, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    /// A problem at the token being read; none in a branch never built (its text may be prose).
    private mutating func problem(_ message: String) {
        guard conditions.isActive else { return }
        list.problems.append((message, startLine, startColumn))
    }

    // MARK: Comments and directives

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    private mutating func skipBlockComment() {
        let start = index
        let startLine = line, startColumn = column(of: start)
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == 0x0A { newLine(at: index + 1) }
            index += 1
        }
        list.problems.append(("unterminated comment: the rest of the file is inside it", startLine, startColumn))
    }

    /// A preprocessor line, its continuation lines and comments read as part of it.
    private mutating func directive() {
        let start = index
        let startLine = line, startColumn = column(of: start)
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), peek(1) == 0x0A || (peek(1) == 0x0D && peek(2) == 0x0A) {
                index += peek(1) == 0x0D ? 3 : 2
                newLine(at: index)
                text.append(0x20)
                continue
            }
            if byte == 0x0A { break }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                break
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                text.append(0x20)
                continue
            }
            text.append(byte)
            index += 1
        }
        let line = String(decoding: text, as: UTF8.self).trimmingSpaces
        let name = String(line.prefix { $0.isLetter })
        let rest = String(line.dropFirst(name.count)).trimmingSpaces
        switch name {
        case "if", "ifdef", "ifndef", "elif", "else", "endif", "elifdef", "elifndef":
            if let message = conditions.directive(name, rest, line: startLine, column: startColumn) {
                list.problems.append((message, startLine, startColumn))
            }
        case "define", "undef":
            guard conditions.isActive else { return }
            list.tokens.append(ObjectiveCToken(kind: .directive, text: line, offset: start, end: index,
                                               line: startLine, column: startColumn))
        default:
            break
        }
    }

    // MARK: Tokens

    private mutating func emit(_ kind: ObjectiveCToken.Kind, from start: Int, value: String = "") {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let token = ObjectiveCToken(kind: kind, text: text, value: value, offset: start, end: index,
                                    line: startLine, column: startColumn)
        if conditions.isActive { list.tokens.append(token) } else { list.setAside.append(token) }
    }

    private var startLine = 1
    private var startColumn = 1

    private mutating func token() {
        let start = index
        startLine = line
        startColumn = column(of: start)
        let byte = bytes[index]
        if Self.startsName(byte) {
            while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
            emit(.identifier, from: start)
            return
        }
        if Self.isDigit(byte) || byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true {
            number()
            emit(.number, from: start)
            return
        }
        switch byte {
        case UInt8(ascii: "@"):
            guard let next = peek(1) else {
                index += 1
                return
            }
            if next == UInt8(ascii: "\"") {
                index += 1
                let value = quoted(closing: UInt8(ascii: "\""))
                emit(.string, from: start, value: value)
            } else if next == UInt8(ascii: "[") || next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
                index += 2
                emit(.punctuation, from: start)
            } else if Self.startsName(next) {
                index += 1
                while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                let token = ObjectiveCToken(kind: .atKeyword, text: name, offset: start, end: index, line: startLine,
                                            column: startColumn)
                if conditions.isActive { list.tokens.append(token) } else { list.setAside.append(token) }
            } else {
                index += 1  // `@123`, `@-1`: the number follows as its own token
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "\""):
            let value = quoted(closing: UInt8(ascii: "\""))
            emit(.cString, from: start, value: value)
        case UInt8(ascii: "'"):
            let value = quoted(closing: UInt8(ascii: "'"))
            emit(.character, from: start, value: value)
        default:
            if byte < 0x20 || byte == 0x7F {
                if !reportedControl && conditions.isActive {
                    reportedControl = true
                    problem("unexpected control byte \(byte) (binary data?): skipped")
                }
                index += 1
                return
            }
            index += Self.punctuationLength(bytes, at: index)
            emit(.punctuation, from: start)
        }
    }

    private mutating func number() {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.continuesName(byte) || byte == UInt8(ascii: ".") {
                let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
                    || byte == UInt8(ascii: "P")
                index += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            } else {
                return
            }
        }
    }

    /// A quoted literal from its opening quote (at `index`, or just past an `@`): its text with
    /// escapes read. An unterminated literal ends at the end of its line, with a problem.
    private mutating func quoted(closing: UInt8) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            if !raw.isEmpty {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == closing {
                index += 1
                flush()
                return String(scalars)
            }
            if byte == 0x0A { break }
            if byte == UInt8(ascii: "\\") {
                flush()
                index += 1
                guard index < bytes.count else { break }
                if bytes[index] == 0x0A {  // a line continuation inside the literal
                    index += 1
                    newLine(at: index)
                    continue
                }
                if let scalar = escape() { scalars.append(scalar) }
                continue
            }
            raw.append(byte)
            index += 1
        }
        flush()
        problem("unterminated string literal: it ends at the end of its line")
        return String(scalars)
    }

    /// The escape after a backslash (at `index`): C's simple escapes, octal, `\x`, `\u`, `\U`.
    private mutating func escape() -> Unicode.Scalar? {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "e"): return "\u{1B}"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var count = 1
            while count < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                count += 1
            }
            return Unicode.Scalar(value)
        case UInt8(ascii: "x"):
            return Unicode.Scalar(hex(maxDigits: 8))
        case UInt8(ascii: "u"):
            return Unicode.Scalar(hex(maxDigits: 4))
        case UInt8(ascii: "U"):
            return Unicode.Scalar(hex(maxDigits: 8))
        default:
            return Unicode.Scalar(byte < 0x80 ? byte : UInt8(ascii: "?"))
        }
    }

    private mutating func hex(maxDigits: Int) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < maxDigits, index < bytes.count, let digit = Self.hexDigit(bytes[index]) {
            value = value &* 16 &+ UInt32(digit)
            index += 1
            count += 1
        }
        return value
    }

    /// `@"a" @"b"` and `@"a" "b"` are one literal (clang joins adjacent string literals).
    private mutating func joinAdjacentStrings() {
        var out: [ObjectiveCToken] = []
        out.reserveCapacity(list.tokens.count)
        for token in list.tokens {
            if (token.kind == .string || token.kind == .cString), var last = out.last, last.kind == .string {
                last.value += token.value
                last.end = token.end
                out[out.count - 1] = last
                continue
            }
            out.append(token)
        }
        list.tokens = out
    }

    // MARK: Characters

    private static func startsName(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool { startsName(byte) || isDigit(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Operators of several characters first, longest first.
    private static let operators: [[UInt8]] = ["...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
                                               "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::"]
        .map { Array($0.utf8) }

    private static func punctuationLength(_ bytes: [UInt8], at index: Int) -> Int {
        for op in operators where index + op.count <= bytes.count {
            if bytes[index..<(index + op.count)].elementsEqual(op) { return op.count }
        }
        // A byte of a multi-byte character outside a name or a literal is one token.
        return 1
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= bytes.count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
        return String(scalars[first...last])
    }
}
