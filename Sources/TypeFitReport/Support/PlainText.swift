/// Untrusted text made safe for line-based outputs and terminals.
enum PlainText {
    /// One line: runs of whitespace and line breaks become one space, control characters (an
    /// ESC would start a terminal escape sequence) become U+FFFD and bidi controls are named.
    /// For messages in formats that a tool parses line by line (Xcode, the text listing).
    static func oneLine(_ text: String) -> String {
        if isPlainLine(text) { return text }
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || scalar == "\t" || scalar == " " {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out += " "; pendingSpace = false }
            append(scalar, to: &out)
        }
        return out
    }

    /// A translation shown to a reader: its line breaks stay visible as ⏎ (they matter for
    /// fitting), control characters become U+FFFD and bidi controls are named.
    static func visible(_ text: String) -> String {
        var out = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            if scalar == "\n" && previousCR { continue }
            if isLineBreak(scalar) { out += "⏎"; continue }
            if scalar == "\t" { out += " "; continue }
            append(scalar, to: &out)
        }
        return out
    }

    /// Control characters become U+FFFD; bidi controls are named (`⟨RLO⟩`), since an override
    /// would reorder the rest of the line on screen and a mark is invisible yet matters.
    private static func append(_ scalar: Unicode.Scalar, to out: inout String) {
        if isControl(scalar) {
            out += "\u{FFFD}"
        } else if scalar.value == 0x061C || (0x200E...0x2069).contains(scalar.value), let name = bidiControlNames[scalar.value] {
            out += "⟨\(name)⟩"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }

    private static let bidiControlNames: [UInt32: String] = [
        0x061C: "ALM", 0x200E: "LRM", 0x200F: "RLM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO",
        0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
    ]

    /// Printable ASCII with single spaces inside: what `oneLine` would return unchanged (most
    /// rule ids, keys and messages, read for every finding of a report).
    private static func isPlainLine(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard byte > 0x20 && byte < 0x7F || byte == 0x20 && previous != 0x20 else { return false }
            previous = byte
        }
        return previous != 0x20 || text.isEmpty
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Columns a terminal gives the text: East Asian wide characters and emoji take two, marks
    /// and format characters none.
    static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Below U+0300 a lone scalar is one column, but for the soft hyphen (a format character):
        // no property lookup for most of a Latin translation.
        if first.value < 0x300, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return first.value == 0xAD ? 0 : 1
        }
        if isWide(first) || (character.unicodeScalars.count > 1 && first.properties.isEmoji
                             && character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// East Asian Width W/F, coarsely: the blocks that matter for UI strings.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            // No Emoji_Presentation character lies below U+231A.
            return scalar.value >= 0x231A && scalar.properties.isEmojiPresentation
        }
    }

    /// The text cut to `columns` terminal columns, ending in … when cut.
    /// One pass that stops past `columns`: a long translation costs what the line shows of it.
    static func truncated(_ text: String, columns: Int) -> String {
        var used = 0
        // The end of the longest start that leaves a column for the ellipsis.
        var end = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            used += width(of: text[index])
            if used > columns { return String(text[..<end]) + "…" }
            index = text.index(after: index)
            if used <= columns - 1 { end = index }
        }
        return text
    }

    /// Padded with spaces to `columns` (by terminal width, not character count).
    static func padded(_ text: String, to columns: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, columns - width(text)))
        return right ? fill + text : text + fill
    }
}
