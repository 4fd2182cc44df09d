import TypeFitDiagnostics

/// A strict JSON parser over bytes that keeps byte offsets of every value.
///
/// Recursion is capped at `maxDepth` so a hostile 10 000-deep file fails with a located error
/// instead of overflowing the stack; String Catalogs never nest deeper than about 12.
struct JSONParser {
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    static let maxDepth = 256

    private let bytes: [UInt8]
    private var i = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // Tolerate a UTF-8 byte order mark: some editors write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    }

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.i < bytes.count { throw Failure(message: "unexpected text after the JSON value", offset: parser.i) }
        return value
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONNode {
        guard i < bytes.count else { throw Failure(message: "unexpected end of file: a value was expected", offset: i) }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < JSONParser.maxDepth else {
                throw Failure(message: "nesting deeper than \(JSONParser.maxDepth) levels", offset: i)
            }
            return try object(depth: depth)
        case UInt8(ascii: "["):
            guard depth < JSONParser.maxDepth else {
                throw Failure(message: "nesting deeper than \(JSONParser.maxDepth) levels", offset: i)
            }
            return try array(depth: depth)
        case UInt8(ascii: "\""):
            return .string(try string(), offset: start)
        case UInt8(ascii: "t"):
            try literal("true"); return .bool(true, offset: start)
        case UInt8(ascii: "f"):
            try literal("false"); return .bool(false, offset: start)
        case UInt8(ascii: "n"):
            try literal("null"); return .null(offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number(), offset: start)
        default:
            throw Failure(message: "unexpected character '\(printable(bytes[i]))': a value was expected", offset: i)
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONNode {
        let start = i
        i += 1
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members, offset: start) }
        while true {
            skipSpace()
            guard i < bytes.count else { throw Failure(message: "unexpected end of file inside an object", offset: i) }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw Failure(message: "expected a quoted member name, found '\(printable(bytes[i]))'", offset: i)
            }
            let keyOffset = i
            let key = try string()
            guard seen.insert(key).inserted else {
                throw Failure(message: "duplicate key \"\(key)\"", offset: keyOffset)
            }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw Failure(message: i < bytes.count ? "expected ':' after a member name" : "unexpected end of file inside an object", offset: i)
            }
            i += 1
            skipSpace()
            let v = try value(depth: depth + 1)
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: v))
            skipSpace()
            guard i < bytes.count else { throw Failure(message: "unexpected end of file inside an object", offset: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members, offset: start) }
            throw Failure(message: "expected ',' or '}' in an object, found '\(printable(bytes[i]))'", offset: i)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONNode {
        let start = i
        i += 1
        var items: [JSONNode] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items, offset: start) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw Failure(message: "unexpected end of file inside an array", offset: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items, offset: start) }
            throw Failure(message: "expected ',' or ']' in an array, found '\(printable(bytes[i]))'", offset: i)
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = i
        let expected = word.withUTF8Buffer { Array($0) }
        guard i + expected.count <= bytes.count, Array(bytes[i..<(i + expected.count)]) == expected else {
            throw Failure(message: "invalid literal: expected '\(word)'", offset: start)
        }
        i += expected.count
    }

    private mutating func number() throws(Failure) -> String {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, p.bytes[p.i] >= 0x30, p.bytes[p.i] <= 0x39 { p.i += 1 }
            return p.i - s
        }
        guard digits(&self) > 0 else { throw Failure(message: "invalid number", offset: start) }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw Failure(message: "invalid number: digits expected after '.'", offset: i) }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw Failure(message: "invalid number: digits expected in exponent", offset: i) }
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Reads a string starting at its opening quote. Copies runs of plain bytes in one go so
    /// long values stay linear.
    private mutating func string() throws(Failure) -> String {
        let open = i
        i += 1
        var out: [UInt8] = []
        var runStart = i
        while true {
            guard i < bytes.count else { throw Failure(message: "unterminated string", offset: open) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<i])
                i += 1
                break
            }
            if b < 0x20 {
                throw Failure(message: "control character \(Format.codePoint(UInt32(b))) in a string must be escaped", offset: i)
            }
            if b != UInt8(ascii: "\\") { i += 1; continue }
            out.append(contentsOf: bytes[runStart..<i])
            let escape = i
            i += 1
            guard i < bytes.count else { throw Failure(message: "unterminated string", offset: open) }
            switch bytes[i] {
            case UInt8(ascii: "\""): out.append(0x22); i += 1
            case UInt8(ascii: "\\"): out.append(0x5C); i += 1
            case UInt8(ascii: "/"): out.append(0x2F); i += 1
            case UInt8(ascii: "b"): out.append(0x08); i += 1
            case UInt8(ascii: "f"): out.append(0x0C); i += 1
            case UInt8(ascii: "n"): out.append(0x0A); i += 1
            case UInt8(ascii: "r"): out.append(0x0D); i += 1
            case UInt8(ascii: "t"): out.append(0x09); i += 1
            case UInt8(ascii: "u"):
                i += 1
                var scalar = try hex4(escapeAt: escape)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw Failure(message: "unpaired surrogate \\u\(hex(scalar, 4))", offset: escape)
                    }
                    i += 2
                    let low = try hex4(escapeAt: escape)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw Failure(message: "unpaired surrogate \\u\(hex(scalar, 4))", offset: escape)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw Failure(message: "unpaired surrogate \\u\(hex(scalar, 4))", offset: escape)
                }
                guard let u = Unicode.Scalar(scalar) else {
                    throw Failure(message: "invalid escape \\u\(hex(scalar, 4))", offset: escape)
                }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                throw Failure(message: "invalid escape '\\\(printable(bytes[i]))'", offset: escape)
            }
            runStart = i
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw Failure(message: "string is not valid UTF-8", offset: open)
        }
        return text
    }

    private mutating func hex4(escapeAt escape: Int) throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw Failure(message: "invalid \\u escape: four hex digits expected", offset: escape) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = hexDigit(bytes[i]) else {
                throw Failure(message: "invalid \\u escape: four hex digits expected", offset: escape)
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}

func hexDigit(_ b: UInt8) -> UInt32? {
    switch b {
    case 0x30...0x39: return UInt32(b - 0x30)
    case 0x41...0x46: return UInt32(b - 0x41 + 10)
    case 0x61...0x66: return UInt32(b - 0x61 + 10)
    default: return nil
    }
}

/// Hex digits for escape spellings (`\u00E9`, `\x1B`); code points are `Format.codePoint`.
func hex(_ v: UInt32, _ width: Int) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

func printable(_ b: UInt8) -> String {
    b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\x" + hex(UInt32(b), 2)
}
