/// A small lexer for Swift, Objective-C and C: enough to tell code from comments and string literals
/// and to read the code's identifiers and symbols. Not a parser: it never fails, and text it does not
/// know (a regex literal, a `#if`'d-out block) is read as code, which at worst adds or drops a name.
struct SourceLexer {
    enum Language: Sendable {
        /// Swift: nested block comments, `"""` and `#"…"#` strings, `\(…)` interpolation.
        case swift
        /// Objective-C, C and their headers: flat block comments, `'c'` character literals.
        case c
    }

    struct Token: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case identifier, symbol, comment, string }
        var kind: Kind
        /// Byte offsets, end excluded; a comment or string includes its delimiters.
        var start: Int
        var end: Int
    }

    /// The language a file's extension names, or nil for a file that is not source code.
    static func language(ofExtension ext: String) -> Language? {
        switch ext {
        case "swift": .swift
        case "h", "c", "m", "mm", "cpp", "hpp": .c
        default: nil
        }
    }

    /// Every token of `bytes`, whitespace left out.
    static func tokens(_ bytes: [UInt8], language: Language) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Walker(bytes: buffer, swift: language == .swift)
            return lexer.run()
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private struct Walker {
        let bytes: UnsafeBufferPointer<UInt8>
        let swift: Bool
        var tokens: [Token] = []

        init(bytes: UnsafeBufferPointer<UInt8>, swift: Bool) {
            self.bytes = bytes
            self.swift = swift
        }

        private func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

        mutating func run() -> [Token] {
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                let start = index
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else if SourceLexer.isIdentifierByte(byte) {
                    // Numbers too: `0x1F` is one token, never the identifier `x1F`.
                    index += 1
                    while index < count, SourceLexer.isIdentifierByte(bytes[index]) { index += 1 }
                    tokens.append(Token(kind: .identifier, start: start, end: index))
                } else if byte == 0x2F, at(index + 1) == 0x2F {  // "//"
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    tokens.append(Token(kind: .comment, start: start, end: index))
                } else if byte == 0x2F, at(index + 1) == 0x2A {  // "/*"
                    index = blockCommentEnd(from: index)
                    tokens.append(Token(kind: .comment, start: start, end: index))
                } else if byte == 0x22 || (swift && byte == 0x23 && rawStringHashes(at: index) != nil) {
                    index = stringEnd(from: index)
                    tokens.append(Token(kind: .string, start: start, end: index))
                } else if !swift, byte == 0x27 {  // a C character literal
                    index += 1
                    while index < count, bytes[index] != 0x27, bytes[index] != 0x0A {
                        index += bytes[index] == 0x5C ? 2 : 1
                    }
                    index = min(index + 1, count)
                    tokens.append(Token(kind: .string, start: start, end: index))
                } else {
                    index += 1
                    tokens.append(Token(kind: .symbol, start: start, end: index))
                }
            }
            return tokens
        }

        /// After the `*/` that closes the comment at `start`; Swift's block comments nest, C's do not.
        private func blockCommentEnd(from start: Int) -> Int {
            var index = start + 2
            var depth = 1
            while index < bytes.count {
                if bytes[index] == 0x2A, at(index + 1) == 0x2F {
                    depth -= 1
                    index += 2
                    if depth == 0 || !swift { return index }
                } else if swift, bytes[index] == 0x2F, at(index + 1) == 0x2A {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
            }
            return bytes.count
        }

        /// The number of `#` before a `"` at `index` (a Swift raw string), or nil.
        private func rawStringHashes(at index: Int) -> Int? {
            var hashes = 0
            while at(index + hashes) == 0x23 { hashes += 1 }
            return at(index + hashes) == 0x22 && hashes > 0 ? hashes : nil
        }

        /// After the string literal that starts at `start` (at its `#`s or its `"`).
        private func stringEnd(from start: Int) -> Int {
            let hashes = swift ? (rawStringHashes(at: start) ?? 0) : 0
            var index = start + hashes
            let multiline = swift && at(index + 1) == 0x22 && at(index + 2) == 0x22
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x5C, closes(hashes, after: index + 1) {
                    // An escape: `\#(` (as many # as the string has) opens an interpolation.
                    let next = index + 1 + hashes
                    if swift, at(next) == 0x28 {
                        index = interpolationEnd(from: next + 1)
                    } else {
                        index = next + 1
                    }
                } else if byte == 0x22, !multiline || (at(index + 1) == 0x22 && at(index + 2) == 0x22) {
                    let quoteEnd = index + (multiline ? 3 : 1)
                    if closes(hashes, after: quoteEnd) { return quoteEnd + hashes }
                    index += 1
                } else if byte == 0x0A, !multiline {
                    return index  // an unterminated single-line string ends with its line
                } else {
                    index += 1
                }
            }
            return bytes.count
        }

        /// Whether `hashes` `#` follow `index`.
        private func closes(_ hashes: Int, after index: Int) -> Bool {
            (0..<hashes).allSatisfy { at(index + $0) == 0x23 }
        }

        /// After the `)` that closes an interpolation whose code starts at `start`; strings inside
        /// it (`"\(names["a"])"`) are skipped whole.
        private func interpolationEnd(from start: Int) -> Int {
            var index = start
            var depth = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 || (byte == 0x23 && rawStringHashes(at: index) != nil) {
                    index = stringEnd(from: index)
                    continue
                }
                if byte == 0x28 { depth += 1 }
                if byte == 0x29 {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return bytes.count
        }
    }
}
