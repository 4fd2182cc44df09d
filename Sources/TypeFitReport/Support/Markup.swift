/// Escaping for the formats that embed translated text. Translations come from outside and may
/// hold anything: markup, quotes, control characters, line breaks.
enum Markup {
    /// XML 1.0 text or attribute content. Characters XML 1.0 forbids (most C0 controls,
    /// U+FFFE, U+FFFF) cannot be escaped at all, so they become U+FFFD; in attributes, tab and
    /// line breaks are written as character references so attribute normalisation keeps them.
    static func xml(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            // `>` too, so `]]>` can never appear in character data.
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            // A bare CR in content would be normalised to LF by parsers.
            case "\r": out += "&#13;"
            default:
                out.unicodeScalars.append(isXMLChar(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    /// (Swift strings hold no surrogates, so the gap at D800–DFFF needs no check.)
    static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xFFFD: scalar.value != 0xFFFE
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// A GitHub workflow command's message (actions/toolkit `escapeData`).
    static func githubData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A GitHub workflow command's property value (actions/toolkit `escapeProperty`): `:` and
    /// `,` separate properties, so they are escaped too.
    static func githubProperty(_ text: String) -> String {
        var out = ""
        for scalar in githubData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
