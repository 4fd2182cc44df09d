import TypeFitDiagnostics
import TypeFitLocale

/// The old-style (OpenStep) property list dialect of `.strings` files, read as CoreFoundation
/// reads it: swift-corelibs-foundation `Sources/CoreFoundation/CFOldStylePList.c`,
/// `__CFCreateOldStylePropertyListOrStringsFile`, `parsePlistDictContent`,
/// `parseQuotedPlistString` and `getSlashedChar`.
///
/// - A file whose first object is a string and has more after it is a "strings file": `"key" =
///   value;` pairs, or `"key";` (the key is its own value), without braces; a file that opens
///   with `{` is one dictionary, and nothing may follow its `}`.
/// - Where a key is expected and none can be read (a stray `;`, `=` or other character, a quote
///   that never closes, a `/*` comment that never closes), `parsePlistDictContent` ends the
///   dictionary without an error: the pairs before are the whole table and the rest of the file
///   is never read. Typefit keeps the same pairs and reports the place (`Outcome.stop`).
/// - Any other error (no `;` after a value, no `=` or `;` after a key, a value that cannot be
///   read) makes `parsePlistDictContent` return NULL: the whole table fails (`Failure`).
/// - Escapes (`getSlashedChar`): `\a \b \f \n \r \t \v`, `\"`, up to three octal digits,
///   `\U` with up to four hex digits (fewer are not an error: the digits there are the code
///   point, `\U` alone is U+0000), a backslash before a line break is the line break, and a
///   backslash before any other character is that character (`\u` is a plain `u`).
/// - Unquoted tokens are ASCII letters, digits and `_ $ / : . -`; white space includes U+2028
///   and U+2029; `//` comments end at a line break.
struct StringsParser {
    struct Pair {
        let key: String
        let keyOffset: Int
        /// nil when the value is no string (a list, a dictionary, data): `valueType` names it
        /// ("a list").
        let value: String?
        let valueType: String
        let valueOffset: Int
        let comment: String?
    }

    struct Failure: Error {
        let message: String
        let offset: Int
    }

    struct Outcome {
        var pairs: [Pair] = []
        /// Where CoreFoundation stopped reading the table without failing it, and why.
        var stop: Failure?
        /// Values read as CoreFoundation reads them, but not as their writer meant (`\U` with
        /// fewer than four hex digits, half a surrogate pair).
        var notes: [Failure] = []
    }

    /// Containers nested deeper than this in a value are refused: they are never text, and
    /// recursion must stay far from the stack's end (CoreFoundation allows 512).
    static let maxDepth = 64

    private let b: [UInt8]
    private var i = 0
    private var lastComment: String?
    /// Where a `/*` that never closes began, once `skip` has run into one.
    private var openComment: Int?
    private var notes: [Failure] = []

    init(bytes: [UInt8]) { self.b = bytes }

    static func parse(_ bytes: [UInt8]) throws(Failure) -> Outcome {
        var p = StringsParser(bytes: bytes)
        var outcome = try p.table()
        outcome.notes = p.notes
        return outcome
    }

    // MARK: The table

    /// `__CFCreateOldStylePropertyListOrStringsFile`: the first object decides the form.
    private mutating func table() throws(Failure) -> Outcome {
        skip()
        guard i < b.count else { return Outcome() }  // only white space and comments: an empty table
        let first = i
        switch b[i] {
        case UInt8(ascii: "{"):
            i += 1
            let content = try dictionary(depth: 1)
            skip()
            i += 1  // the `}` `dictionary` ended at
            skip()
            if i < b.count { throw Failure(message: "unexpected text after the closing '}'", offset: i) }
            return Outcome(pairs: content)
        case UInt8(ascii: "("), UInt8(ascii: "<"):
            throw Failure(message: "the file is \(b[i] == UInt8(ascii: "(") ? "a list" : "data"), not a table of keys and values",
                          offset: i)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            _ = try quoted()
        default:
            guard Self.isUnquoted(b[i]) else { throw Failure(message: "expected a key, found '\(printable(b[i]))'", offset: i) }
            _ = unquoted()
        }
        skip()
        guard i < b.count else {
            throw Failure(message: "the file holds one string and no \"key\" = \"value\"; pairs: not a table", offset: first)
        }
        // A strings file: read again from the top as the inside of a dictionary.
        i = 0
        lastComment = nil
        openComment = nil
        notes = []
        return try strings()
    }

    /// The pairs of a strings file, up to where CoreFoundation stops.
    private mutating func strings() throws(Failure) -> Outcome {
        var out = Outcome()
        while true {
            switch try pair(depth: 0) {
            case .pair(let p): out.pairs.append(p)
            case .end: return out
            case .stop(let why): out.stop = why; return out
            }
        }
    }

    /// The inside of `{ … }` up to its `}` (which is left to read).
    private mutating func dictionary(depth: Int) throws(Failure) -> [Pair] {
        guard depth <= Self.maxDepth else {
            throw Failure(message: "values nested deeper than \(Self.maxDepth) levels: not read", offset: i)
        }
        var pairs: [Pair] = []
        while true {
            switch try pair(depth: depth) {
            case .pair(let p): pairs.append(p)
            case .end: throw Failure(message: "missing '}' at the end of the file", offset: i)
            case .stop(let why):
                guard why.offset < b.count, b[why.offset] == UInt8(ascii: "}") else {
                    throw Failure(message: why.message + " inside '{ }'", offset: why.offset)
                }
                i = why.offset
                return pairs
            }
        }
    }

    private enum Step {
        case pair(Pair)
        /// The end of the text.
        case end
        /// No key could be read here: CoreFoundation ends the dictionary.
        case stop(Failure)
    }

    /// One `key = value;` or `key;` of `parsePlistDictContent`.
    private mutating func pair(depth: Int) throws(Failure) -> Step {
        skip()
        guard i < b.count else {
            if let open = openComment {
                return .stop(Failure(message: "a '/*' comment is never closed, so the rest of the file is read as a comment",
                                     offset: open))
            }
            return .end
        }
        let comment = lastComment
        let keyOffset = i
        let key: String
        switch b[i] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            do { key = try quoted() } catch { return .stop(error) }
        case let c where Self.isUnquoted(c):
            key = unquoted()
        case let c:
            return .stop(Failure(message: "expected a key, found '\(printable(c))'", offset: i))
        }
        skip()
        guard i < b.count else { throw Failure(message: "expected ';' after \"\(key)\", found \(endName)", offset: i) }
        var value: String? = key
        var valueType = "a string"
        var valueOffset = keyOffset
        if b[i] == UInt8(ascii: "=") {
            i += 1
            skip()
            valueOffset = i
            (value, valueType) = try object(depth: depth + 1, what: "a value for \"\(key)\"")
        } else if b[i] != UInt8(ascii: ";") {
            throw Failure(message: "expected '=' or ';' after the key \"\(key)\", found '\(printable(b[i]))'", offset: i)
        }
        skip()
        guard i < b.count, b[i] == UInt8(ascii: ";") else {
            throw Failure(message: "expected ';' after the entry for \"\(key)\", found "
                                   + (i < b.count ? "'\(printable(b[i]))'" : endName), offset: i)
        }
        i += 1
        // A comment belongs to the entry after it, never to the one after that.
        lastComment = nil
        return .pair(Pair(key: key, keyOffset: keyOffset, value: value, valueType: valueType, valueOffset: valueOffset,
                          comment: comment))
    }

    private var endName: String {
        openComment != nil ? "a '/*' comment that is never closed" : "the end of the file"
    }

    /// `parsePlistObject` with an object required: a string, or a list, dictionary or data
    /// (read to check them, kept only by their kind).
    private mutating func object(depth: Int, what: String) throws(Failure) -> (String?, String) {
        skip()
        guard i < b.count else { throw Failure(message: "expected \(what), found \(endName)", offset: i) }
        switch b[i] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return (try quoted(), "a string")
        case UInt8(ascii: "{"):
            let open = i
            i += 1
            _ = try dictionary(depth: depth)
            skip()
            guard i < b.count, b[i] == UInt8(ascii: "}") else { throw Failure(message: "missing '}'", offset: open) }
            i += 1
            return (nil, "a dictionary")
        case UInt8(ascii: "("):
            try list(depth: depth)
            return (nil, "a list")
        case UInt8(ascii: "<"):
            try data()
            return (nil, "data")
        case let c where Self.isUnquoted(c):
            return (unquoted(), "a string")
        case let c:
            throw Failure(message: "expected \(what), found '\(printable(c))'", offset: i)
        }
    }

    /// `parsePlistArray`: `( a, b, )`.
    private mutating func list(depth: Int) throws(Failure) {
        guard depth <= Self.maxDepth else {
            throw Failure(message: "values nested deeper than \(Self.maxDepth) levels: not read", offset: i)
        }
        let open = i
        i += 1
        skip()
        while i < b.count, b[i] != UInt8(ascii: ")") {
            _ = try object(depth: depth + 1, what: "an element of the list")
            skip()
            guard i < b.count else { break }
            if b[i] == UInt8(ascii: ",") { i += 1; skip() } else { break }
        }
        guard i < b.count, b[i] == UInt8(ascii: ")") else {
            throw Failure(message: "the list opened here is not closed with ')'", offset: open)
        }
        i += 1
    }

    /// `parsePlistData`: `<0fa1 b2>`, hex digits in pairs.
    private mutating func data() throws(Failure) {
        let open = i
        i += 1
        while i < b.count, b[i] != UInt8(ascii: ">") {
            if hexDigit(b[i]) != nil {
                guard i + 1 < b.count, hexDigit(b[i + 1]) != nil else {
                    throw Failure(message: "data with an odd number of hex digits", offset: i)
                }
                i += 2
            } else if b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x09 || b[i] == 0x0D {
                i += 1
            } else {
                throw Failure(message: "data holds '\(printable(b[i]))', not a hex digit", offset: i)
            }
        }
        guard i < b.count else { throw Failure(message: "data opened here is not closed with '>'", offset: open) }
        i += 1
    }

    // MARK: Tokens

    /// `advanceToNonSpace`: white space and comments, remembering the last comment (Xcode's
    /// translator note) and where a `/*` that never closes began.
    private mutating func skip() {
        while i < b.count {
            switch b[i] {
            case 0x09...0x0D, 0x20: i += 1
            case 0xE2 where i + 2 < b.count && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9):
                i += 3  // U+2028, U+2029
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "*"):
                let start = i
                i += 2
                let bodyStart = i
                while i + 1 < b.count, !(b[i] == UInt8(ascii: "*") && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                guard i + 1 < b.count else { openComment = start; i = b.count; return }
                lastComment = String(decoding: b[bodyStart..<i], as: UTF8.self).trimmedWhitespace
                i += 2
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "/"):
                i += 2
                let bodyStart = i
                while i < b.count, !isLineEnd(i) { i += 1 }
                lastComment = String(decoding: b[bodyStart..<i], as: UTF8.self).trimmedWhitespace
            default: return
            }
        }
    }

    private func isLineEnd(_ k: Int) -> Bool {
        b[k] == 0x0A || b[k] == 0x0D
            || (b[k] == 0xE2 && k + 2 < b.count && b[k + 1] == 0x80 && (b[k + 2] == 0xA8 || b[k + 2] == 0xA9))
    }

    /// `isValidUnquotedStringCharacter`.
    static func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    private mutating func unquoted() -> String {
        let start = i
        while i < b.count, Self.isUnquoted(b[i]) { i += 1 }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    /// `parseQuotedPlistString` with `getSlashedChar`. The text is built as UTF-16 units, as
    /// CoreFoundation builds it, so `\U` escapes of a surrogate pair join into one character.
    private mutating func quoted() throws(Failure) -> String {
        let quote = b[i]
        let open = i
        i += 1
        var units: [UInt16] = []
        var runStart = i
        var escapes: [(offset: Int, unitIndex: Int)] = []
        while true {
            guard i < b.count else { throw Failure(message: "a string opened here is never closed", offset: open) }
            let c = b[i]
            if c == quote {
                units.append(contentsOf: String(decoding: b[runStart..<i], as: UTF8.self).utf16)
                i += 1
                break
            }
            if c != UInt8(ascii: "\\") { i += 1; continue }
            units.append(contentsOf: String(decoding: b[runStart..<i], as: UTF8.self).utf16)
            let escape = i
            i += 1
            guard i < b.count else { throw Failure(message: "a backslash ends the file inside a string", offset: escape) }
            let e = b[i]
            i += 1
            switch e {
            case UInt8(ascii: "a"): units.append(0x07)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "v"): units.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // At most three digits, kept in a byte (`uint8_t num`). A byte past 0x7F is a
                // NeXTSTEP Latin character there; typefit reads it as Latin-1 (an estimate).
                var v = UInt8(e - 0x30)
                var n = 1
                while n < 3, i < b.count, b[i] >= 0x30, b[i] <= 0x37 { v = v &<< 3 &+ (b[i] - 0x30); i += 1; n += 1 }
                units.append(UInt16(v))
            case UInt8(ascii: "U"):
                var v: UInt16 = 0
                var digits = 0
                while digits < 4, i < b.count, let d = hexDigit(b[i]) { v = v << 4 + UInt16(truncatingIfNeeded: d); i += 1; digits += 1 }
                if digits < 4 {
                    let shown = Format.codePoint(UInt32(v)) + (v == 0 ? " (an invisible character)" : "")
                    notes.append(Failure(message: "\\U takes four hex digits, here it has \(digits): Foundation reads "
                                         + "\(String(decoding: b[escape..<i], as: UTF8.self)) as \(shown), then the text "
                                         + "after it", offset: escape))
                }
                escapes.append((escape, units.count))
                units.append(v)
            default:
                // A multi-byte character after the backslash stands for itself, as any other.
                var end = i
                while end < b.count, b[end] & 0xC0 == 0x80 { end += 1 }
                units.append(contentsOf: String(decoding: b[(i - 1)..<end], as: UTF8.self).utf16)
                i = end
            }
            runStart = i
        }
        // Half a surrogate pair written alone stays in the string as a lone UTF-16 unit.
        for (offset, index) in escapes {
            let u = units[index]
            let paired: Bool
            if UTF16.isLeadSurrogate(u) {
                paired = index + 1 < units.count && UTF16.isTrailSurrogate(units[index + 1])
            } else if UTF16.isTrailSurrogate(u) {
                paired = index > 0 && UTF16.isLeadSurrogate(units[index - 1])
            } else {
                continue
            }
            if !paired {
                notes.append(Failure(message: "\\U\(Format.codePoint(UInt32(u)).dropFirst(2)) is half of a surrogate pair; "
                                     + "the value holds it alone, which no font draws (typefit measures U+FFFD)",
                                     offset: offset))
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}
