/// Parses printf-style and Apple format specifiers:
/// `%[n$][flags][width][.precision][length]conversion`, plus `%@` and `%#@name@`.
package enum FormatParser {
    package static func placeholders(in text: String) -> [FormatPlaceholder] {
        let b = Array(text.utf8)
        var out: [FormatPlaceholder] = []
        var next = 1
        var i = 0
        while i < b.count {
            guard b[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            guard let parsed = parse(b, at: i) else { i += 1; continue }
            var p = parsed.placeholder
            p.range = start..<parsed.end
            p.spelling = String(decoding: b[start..<parsed.end], as: UTF8.self)
            if p.kind != .percent {
                if p.argument == nil { p.argument = next; next += 1 } else if let a = p.argument { next = a + 1 }
            }
            out.append(p)
            i = parsed.end
        }
        return out
    }

    private static func digits(_ b: [UInt8], _ i: inout Int) -> Int? {
        let start = i
        var v = 0
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39, i - start < 9 { v = v * 10 + Int(b[i] - 0x30); i += 1 }
        return i > start ? v : nil
    }

    private static func parse(_ b: [UInt8], at start: Int) -> (placeholder: FormatPlaceholder, end: Int)? {
        var i = start + 1
        guard i < b.count else { return nil }
        var p = FormatPlaceholder(spelling: "", range: start..<start, argument: nil, isPositional: false, kind: .percent,
                                  conversion: "%", flags: "", width: nil, precision: nil, substitutionName: nil)
        if b[i] == UInt8(ascii: "%") { return (p, i + 1) }
        // Positional argument `n$`.
        let save = i
        let n = digits(b, &i) ?? 0
        if n > 0, i < b.count, b[i] == UInt8(ascii: "$") {
            p.argument = n
            p.isPositional = true
            i += 1
        } else if n > 0, i + 1 < b.count, b[i] == UInt8(ascii: "#"), b[i + 1] == UInt8(ascii: "@") {
            // `%1#@count@`, without the `$`: DuckDuckGo ships its plurals so, and they show, so
            // Foundation takes the number as the position as in `%1$#@count@`.
            p.argument = n
            p.isPositional = true
        } else {
            i = save
        }
        // Apple's `%#@name@` substitution.
        if i + 1 < b.count, b[i] == UInt8(ascii: "#"), b[i + 1] == UInt8(ascii: "@") {
            var j = i + 2
            let nameStart = j
            while j < b.count, b[j] != UInt8(ascii: "@"), b[j] != UInt8(ascii: " "), b[j] != UInt8(ascii: "%") { j += 1 }
            guard j < b.count, b[j] == UInt8(ascii: "@"), j > nameStart else { return nil }
            p.kind = .substitution
            p.conversion = "#@"
            p.substitutionName = String(decoding: b[nameStart..<j], as: UTF8.self)
            return (p, j + 1)
        }
        var flags: [UInt8] = []
        while i < b.count, isFlag(b[i]) {
            flags.append(b[i]); i += 1
        }
        p.flags = String(decoding: flags, as: UTF8.self)
        if i < b.count, b[i] == UInt8(ascii: "*") {
            i += 1
            let s = i
            if digits(b, &i) != nil, i < b.count, b[i] == UInt8(ascii: "$") { i += 1 } else { i = s }
        } else {
            p.width = digits(b, &i)
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "*") { i += 1 } else { p.precision = digits(b, &i) ?? 0 }
        }
        let lengthStart = i
        while i < b.count, isLengthModifier(b[i]), i - lengthStart < 2 {
            i += 1
        }
        guard i < b.count else { return nil }
        switch b[i] {
        case UInt8(ascii: "@"): p.kind = .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): p.kind = .signedInteger
        case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            p.kind = .unsignedInteger
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"):
            p.kind = .floatingPoint
        case UInt8(ascii: "c"), UInt8(ascii: "C"): p.kind = .character
        case UInt8(ascii: "s"), UInt8(ascii: "S"): p.kind = .cString
        case UInt8(ascii: "p"): p.kind = .pointer
        default: return nil
        }
        p.conversion = String(decoding: b[lengthStart...i], as: UTF8.self)
        return (p, i + 1)
    }

    private static func isFlag(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): return true
        default: return false
        }
    }

    private static func isLengthModifier(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"),
             UInt8(ascii: "j"): return true
        default: return false
        }
    }
}
