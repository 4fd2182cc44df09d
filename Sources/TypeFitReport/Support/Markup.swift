/// Escaping for the formats that embed text from outside (catalog keys and translations, file
/// paths, device names), which may hold anything: markup, quotes, control characters, line breaks.
/// Every such string goes through here before it enters a document, so a translation can never
/// open a tag, end an attribute or start a script.
enum Markup {
    /// Where the text goes.
    enum Context {
        /// HTML element content, or an attribute value in single or double quotes.
        case html
        /// XML 1.0 character data.
        case xml
        /// An XML 1.0 attribute value.
        case xmlAttribute
    }

    static func escape(_ text: String, for context: Context) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let reference = reference(for: scalar, in: context) {
                out += reference
            } else {
                out.unicodeScalars.append(isAllowed(scalar, in: context) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// The characters each context writes as references, side by side.
    private static func reference(for scalar: Unicode.Scalar, in context: Context) -> String? {
        switch (scalar, context) {
        case ("&", _): "&amp;"
        case ("<", _): "&lt;"
        // `>` too, so `]]>` can never appear in XML character data.
        case (">", _): "&gt;"
        case ("\"", .html), ("\"", .xmlAttribute): "&quot;"
        case ("'", .html): "&#39;"
        case ("'", .xmlAttribute): "&apos;"
        // Attribute-value normalisation would turn these into spaces.
        case ("\t", .xmlAttribute): "&#9;"
        case ("\n", .xmlAttribute): "&#10;"
        // A bare CR would be normalised to LF by XML parsers.
        case ("\r", .xml), ("\r", .xmlAttribute): "&#13;"
        default: nil
        }
    }

    /// Characters that cannot be escaped at all in the context become U+FFFD.
    private static func isAllowed(_ scalar: Unicode.Scalar, in context: Context) -> Bool {
        switch context {
        case .html: isHTMLChar(scalar)
        case .xml, .xmlAttribute: isXMLChar(scalar)
        }
    }

    /// Not a C0/C1 control other than tab, line feed and carriage return, nor a noncharacter: a
    /// parser reports those as errors and browsers differ on what they show.
    static func isHTMLChar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return v == 0x09 || v == 0x0A || v == 0x0D }
        if v >= 0x7F && v <= 0x9F { return false }
        if v >= 0xFDD0 && v <= 0xFDEF { return false }
        return v & 0xFFFE != 0xFFFE
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
            // The runner prints the message to the job's log, a terminal: an ESC from a catalog
            // would start an escape sequence there. Other controls as `PlainText` shows them.
            case _ where PlainText.isControl(scalar) && scalar != "\t": out += "\u{FFFD}"
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

    /// Text from outside in GitHub-flavoured Markdown, inline (a table cell, a list item, a link's
    /// text): it is shown as `PlainText.visible` shows it (line breaks as ⏎, which would otherwise end a
    /// table row; controls as U+FFFD), every character Markdown or GitHub reads inline is
    /// backslash-escaped (so a translation cannot end a cell with `|`, open a code span, emphasis, a
    /// link, an autolink, `$…$` math or an emoji code), and `&`, `<` and `>` become references, so it can open no HTML tag and
    /// spell no entity.
    static func markdown(_ text: String) -> String {
        var out = ""
        for scalar in PlainText.visible(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$", "!", "#", "^", ":", "@":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
