import TypeFitDiagnostics

/// A value of an old-style (OpenStep) property list — the format of Xcode's `project.pbxproj` —
/// with the byte offset it starts at: `{ key = value; }`, `( a, b, )`, quoted or bare strings,
/// `<hex data>`, `/* */` and `//` comments.
package indirect enum OldStylePlist: Sendable {
    case dictionary([(key: String, value: OldStylePlist)], offset: Int)
    case array([OldStylePlist], offset: Int)
    case string(String, offset: Int)
    case data(offset: Int)

    package var offset: Int {
        switch self {
        case .dictionary(_, let offset), .array(_, let offset), .string(_, let offset), .data(let offset): offset
        }
    }

    package var string: String? { if case .string(let text, _) = self { text } else { nil } }
    package var array: [OldStylePlist]? { if case .array(let items, _) = self { items } else { nil } }
    package var dictionary: [(key: String, value: OldStylePlist)]? {
        if case .dictionary(let pairs, _) = self { pairs } else { nil }
    }

    /// The value of `key` in a dictionary (the first, should a file give one twice).
    package subscript(key: String) -> OldStylePlist? { dictionary?.first { $0.key == key }?.value }

    /// Why the text is not a property list, and where.
    package struct Failure: Error, Sendable {
        package let message: String
        package let offset: Int
    }

    /// The whole text as one value (a project file is one dictionary), after an optional
    /// `// !$*UTF8*$!` line. Nesting deeper than `maxDepth` is refused rather than followed.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> OldStylePlist {
        var parser = Parser(bytes: bytes)
        try parser.skip()
        let value = try parser.value(depth: 0)
        try parser.skip()
        guard parser.i >= bytes.count else { throw Failure(message: "unexpected text after the property list", offset: parser.i) }
        return value
    }

    package static let maxDepth = 256

    private struct Parser {
        let b: [UInt8]
        var i = 0

        init(bytes: [UInt8]) { b = bytes }

        mutating func skip() throws(Failure) {
            while i < b.count {
                switch b[i] {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: i += 1
                case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "*"):
                    let start = i
                    i += 2
                    while i + 1 < b.count, !(b[i] == UInt8(ascii: "*") && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                    guard i + 1 < b.count else { throw Failure(message: "unterminated comment", offset: start) }
                    i += 2
                case UInt8(ascii: "/") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "/"):
                    while i < b.count, b[i] != 0x0A { i += 1 }
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Failure) -> OldStylePlist {
            guard depth < OldStylePlist.maxDepth else { throw Failure(message: "nested too deeply", offset: i) }
            guard i < b.count else { throw Failure(message: "expected a value, found the end of the file", offset: i) }
            let start = i
            switch b[i] {
            case UInt8(ascii: "{"):
                i += 1
                var pairs: [(key: String, value: OldStylePlist)] = []
                while true {
                    try skip()
                    guard i < b.count else { throw Failure(message: "missing '}' for the '{' here", offset: start) }
                    if b[i] == UInt8(ascii: "}") { i += 1; return .dictionary(pairs, offset: start) }
                    guard case .string(let key, _) = try string() else {
                        throw Failure(message: "expected a key", offset: i)
                    }
                    try skip()
                    try expect("=", after: "the key \(key)")
                    try skip()
                    let item = try value(depth: depth + 1)
                    try skip()
                    try expect(";", after: "the value of \(key)")
                    pairs.append((key, item))
                }
            case UInt8(ascii: "("):
                i += 1
                var items: [OldStylePlist] = []
                while true {
                    try skip()
                    guard i < b.count else { throw Failure(message: "missing ')' for the '(' here", offset: start) }
                    if b[i] == UInt8(ascii: ")") { i += 1; return .array(items, offset: start) }
                    items.append(try value(depth: depth + 1))
                    try skip()
                    guard i < b.count else { throw Failure(message: "missing ')' for the '(' here", offset: start) }
                    if b[i] == UInt8(ascii: ",") { i += 1 } else if b[i] != UInt8(ascii: ")") {
                        throw Failure(message: "expected ',' or ')' in the list, found '\(Character(Unicode.Scalar(b[i])))'", offset: i)
                    }
                }
            case UInt8(ascii: "<"):
                i += 1
                while i < b.count, b[i] != UInt8(ascii: ">") { i += 1 }
                guard i < b.count else { throw Failure(message: "missing '>' for the data here", offset: start) }
                i += 1
                return .data(offset: start)
            default:
                return try string()
            }
        }

        mutating func expect(_ character: Character, after what: String) throws(Failure) {
            guard i < b.count, b[i] == character.asciiValue else {
                let found = i < b.count ? "'\(Character(Unicode.Scalar(b[i])))'" : "the end of the file"
                throw Failure(message: "expected '\(character)' after \(what), found \(found)", offset: i)
            }
            i += 1
        }

        /// A quoted string (C escapes) or a bare one (letters, digits and `_$+/:.-`).
        mutating func string() throws(Failure) -> OldStylePlist {
            let start = i
            if b[i] == UInt8(ascii: "\"") {
                i += 1
                var out: [UInt8] = []
                while true {
                    guard i < b.count else { throw Failure(message: "unterminated string", offset: start) }
                    let c = b[i]
                    i += 1
                    if c == UInt8(ascii: "\"") { return .string(String(decoding: out, as: UTF8.self), offset: start) }
                    guard c == UInt8(ascii: "\\"), i < b.count else { out.append(c); continue }
                    let e = b[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    default: out.append(e)
                    }
                }
            }
            while i < b.count, Self.isBare(b[i]) { i += 1 }
            guard i > start else {
                throw Failure(message: "expected a value, found '\(Character(Unicode.Scalar(b[start])))'", offset: start)
            }
            return .string(String(decoding: b[start..<i], as: UTF8.self), offset: start)
        }

        static func isBare(_ c: UInt8) -> Bool {
            switch c {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
                 UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
            default: c >= 0x80
            }
        }
    }
}
