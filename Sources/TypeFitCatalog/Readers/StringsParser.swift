import TypeFitLocale

/// The old-style property list dialect of `.strings` files: `"key" = "value";` pairs, quoted
/// or unquoted tokens, `/* */` and `//` comments, C escapes plus `\U1234`, and optionally the
/// whole list wrapped in `{ }`.
struct StringsParser {
    struct Pair {
        let key: String
        let keyOffset: Int
        let value: String
        let valueOffset: Int
        let comment: String?
    }

    struct Failure: Error {
        let message: String
        let offset: Int
    }

    private let b: [UInt8]
    private var i = 0
    private var lastComment: String?

    init(bytes: [UInt8]) { self.b = bytes }

    static func parse(_ bytes: [UInt8]) throws(Failure) -> [Pair] {
        var p = StringsParser(bytes: bytes)
        return try p.pairs()
    }

    private mutating func pairs() throws(Failure) -> [Pair] {
        var out: [Pair] = []
        try skip()
        var braced = false
        if i < b.count, b[i] == UInt8(ascii: "{") { braced = true; i += 1 }
        while true {
            try skip()
            if i >= b.count {
                if braced { throw Failure(message: "missing '}' at the end of the file", offset: i) }
                return out
            }
            if braced, b[i] == UInt8(ascii: "}") {
                i += 1
                try skip()
                if i < b.count { throw Failure(message: "unexpected text after '}'", offset: i) }
                return out
            }
            let comment = lastComment
            let keyOffset = i
            let key = try token("a key")
            try skip()
            var value = key
            var valueOffset = keyOffset
            if i < b.count, b[i] == UInt8(ascii: "=") {
                i += 1
                try skip()
                valueOffset = i
                value = try token("a value")
                try skip()
            }
            guard i < b.count, b[i] == UInt8(ascii: ";") else {
                throw Failure(message: i < b.count ? "expected ';' after the entry for \"\(key)\", found '\(printable(b[i]))'"
                                                   : "expected ';' after the entry for \"\(key)\", found the end of the file",
                              offset: i)
            }
            i += 1
            out.append(Pair(key: key, keyOffset: keyOffset, value: value, valueOffset: valueOffset, comment: comment))
            // A comment belongs to the entry after it, never to the one after that.
            lastComment = nil
        }
    }

    /// Skips white space and comments, remembering the last comment (Xcode's translator note).
    private mutating func skip() throws(Failure) {
        while i < b.count {
            switch b[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: i += 1
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "*"):
                let start = i
                i += 2
                let bodyStart = i
                while i + 1 < b.count, !(b[i] == UInt8(ascii: "*") && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                guard i + 1 < b.count else { throw Failure(message: "unterminated comment", offset: start) }
                lastComment = String(decoding: b[bodyStart..<i], as: UTF8.self).trimmedWhitespace
                i += 2
            case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "/"):
                i += 2
                let bodyStart = i
                while i < b.count, b[i] != 0x0A { i += 1 }
                lastComment = String(decoding: b[bodyStart..<i], as: UTF8.self).trimmedWhitespace
            default: return
            }
        }
    }

    private static func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
        default: return c >= 0x80
        }
    }

    private mutating func token(_ what: String) throws(Failure) -> String {
        guard i < b.count else { throw Failure(message: "expected \(what), found the end of the file", offset: i) }
        if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") { return try quoted() }
        let start = i
        while i < b.count, StringsParser.isUnquoted(b[i]) { i += 1 }
        guard i > start else { throw Failure(message: "expected \(what), found '\(printable(b[i]))'", offset: i) }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    private mutating func quoted() throws(Failure) -> String {
        let quote = b[i]
        let open = i
        i += 1
        var out: [UInt8] = []
        var runStart = i
        var pendingHigh: UInt32?
        while true {
            guard i < b.count else { throw Failure(message: "unterminated string", offset: open) }
            let c = b[i]
            if c == quote { out.append(contentsOf: b[runStart..<i]); i += 1; break }
            if c != UInt8(ascii: "\\") { i += 1; continue }
            out.append(contentsOf: b[runStart..<i])
            let escape = i
            i += 1
            guard i < b.count else { throw Failure(message: "unterminated string", offset: open) }
            let e = b[i]
            i += 1
            if e != UInt8(ascii: "U") && e != UInt8(ascii: "u"), pendingHigh != nil {
                throw Failure(message: "unpaired surrogate in \\U escape", offset: escape)
            }
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var v = UInt32(e - 0x30)
                var n = 1
                while n < 3, i < b.count, b[i] >= 0x30, b[i] <= 0x37 { v = v * 8 + UInt32(b[i] - 0x30); i += 1; n += 1 }
                appendScalar(v, to: &out)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var v: UInt32 = 0
                for _ in 0..<4 {
                    guard i < b.count, let d = hexDigit(b[i]) else {
                        throw Failure(message: "invalid \\U escape: four hex digits expected", offset: escape)
                    }
                    v = v * 16 + d
                    i += 1
                }
                if let high = pendingHigh {
                    guard (0xDC00...0xDFFF).contains(v) else { throw Failure(message: "unpaired surrogate in \\U escape", offset: escape) }
                    appendScalar(0x10000 + (high - 0xD800) << 10 + (v - 0xDC00), to: &out)
                    pendingHigh = nil
                } else if (0xD800...0xDBFF).contains(v) {
                    pendingHigh = v
                } else if (0xDC00...0xDFFF).contains(v) {
                    throw Failure(message: "unpaired surrogate in \\U escape", offset: escape)
                } else {
                    appendScalar(v, to: &out)
                }
            default:
                // `\"`, `\'`, `\\` and any other escaped character stand for themselves, as in Apple's parser.
                out.append(e)
            }
            runStart = i
        }
        if pendingHigh != nil { throw Failure(message: "unpaired surrogate in \\U escape", offset: i - 1) }
        return String(decoding: out, as: UTF8.self)
    }

    private func appendScalar(_ v: UInt32, to out: inout [UInt8]) {
        guard let s = Unicode.Scalar(v) else { return }
        UTF8.encode(s) { out.append($0) }
    }
}
