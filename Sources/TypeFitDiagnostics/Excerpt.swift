/// A piece of an input quoted in a message: short, and safe to print. A file that fails to parse
/// may be anything a link or a mistake put there (an environment dump, a key file), and a message
/// goes to a terminal and into CI logs; so a message shows at most `limit` characters of it, with
/// every control character written as an escape (`\x1B`, `\x00`, `\n`) — an ESC would start a
/// terminal escape sequence, and a line break would forge a line of output.
package enum Excerpt {
    /// Characters of input a message quotes at most (escapes count as the character they stand for).
    package static let limit = 60

    /// `text`, controls escaped, cut to `limit` characters with "…" when longer.
    package static func of(_ text: some StringProtocol, limit: Int = Excerpt.limit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return out + "…" }
            count += 1
            out += escaped(scalar)
        }
        return out
    }

    /// Whether `text` would be quoted unchanged (no control character, not longer than `limit`).
    package static func isPlain(_ text: some StringProtocol, limit: Int = Excerpt.limit) -> Bool {
        of(text, limit: limit) == String(text)
    }

    /// Text of any length for a terminal: line breaks and tabs kept, every other control
    /// character escaped as in `of`. For whole outputs that quote inputs (listings, messages).
    package static func terminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out += scalar == "\n" || scalar == "\t" ? String(scalar) : escaped(scalar)
        }
        return out
    }

    /// C0, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// C0, DEL and C1 controls as escapes; every other character as itself.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F...0x9F:
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "\\x" + (digits.count < 2 ? "0" : "") + digits
        default: return String(scalar)
        }
    }
}
