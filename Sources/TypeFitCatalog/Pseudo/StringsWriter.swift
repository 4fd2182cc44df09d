/// Writes one locale of a catalog as a `.strings` table: UTF-8 text, each key's comment in
/// `/* */` above its `"key" = "value";` line. Only plain values: a `.strings` file has no variants.
package enum StringsWriter {
    package static func text(_ catalog: Catalog, locale: String) -> String {
        var out = ""
        for entry in catalog.entries {
            guard let value = entry.values(for: locale).first(where: { $0.path.isBase && !$0.isFallback }) else { continue }
            if let comment = entry.comment {
                // `*/` would end the comment early.
                out += "/* " + comment.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "* /") + " */\n"
            }
            out += quoted(entry.key) + " = " + quoted(value.text) + ";\n\n"
        }
        return out
    }

    /// A quoted string with the escapes Foundation's property-list parser reads: `\"`, `\\`,
    /// `\n`, `\t`, `\r`, and `\UXXXX` for other control characters.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Writes one locale of a catalog as a `.stringsdict` property list: for each key, its format
/// (`NSStringLocalizedFormatKey`) and plural variables (`NSStringPluralRuleType` with the
/// argument's `NSStringFormatValueTypeKey`), under `NSStringDeviceSpecificRuleType` when the key
/// has device variants, or its `NSStringVariableWidthRuleType` widths.
package enum StringsdictWriter {
    package static func text(_ catalog: Catalog, locale: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in catalog.entries {
            let values = entry.values(for: locale).filter { !$0.isFallback }
            guard !values.isEmpty else { continue }
            out += "\t<key>\(XMLText.escaped(entry.key))</key>\n"
            if values.contains(where: { $0.path.width != nil }) {
                out += "\t<dict>\n\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n"
                for value in values { if let width = value.path.width { out += string(String(width), value.text, depth: 3) } }
                out += "\t\t</dict>\n\t</dict>\n"
            } else if values.contains(where: { $0.path.device != nil }) {
                out += "\t<dict>\n\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict>\n"
                var devices: [String] = []
                for value in values { if let device = value.path.device, !devices.contains(device) { devices.append(device) } }
                for device in devices {
                    let branch = values.filter { $0.path.device == device }
                    if branch.count == 1, let only = branch.first, only.path.substitution == nil {
                        out += string(device, only.text, depth: 3)
                    } else {
                        out += "\t\t\t<key>\(XMLText.escaped(device))</key>\n"
                        out += rule(branch, depth: 3)
                    }
                }
                out += "\t\t</dict>\n\t</dict>\n"
            } else {
                out += rule(values, depth: 1)
            }
        }
        return out + "</dict>\n</plist>\n"
    }

    /// A format key and its variables, as a `<dict>` at `depth` tabs.
    private static func rule(_ values: [CatalogValue], depth: Int) -> String {
        let tabs = String(repeating: "\t", count: depth)
        var out = tabs + "<dict>\n"
        if let format = values.first(where: { $0.path.substitution == nil }) {
            out += string("NSStringLocalizedFormatKey", format.text, depth: depth + 1)
        }
        var names: [String] = []
        for value in values { if let name = value.path.substitution, !names.contains(name) { names.append(name) } }
        for name in names {
            let forms = values.filter { $0.path.substitution == name }
            out += tabs + "\t<key>\(XMLText.escaped(name))</key>\n" + tabs + "\t<dict>\n"
            out += string("NSStringFormatSpecTypeKey", "NSStringPluralRuleType", depth: depth + 2)
            if let spec = forms.lazy.compactMap({ $0.substitution?.formatSpecifier }).first {
                out += string("NSStringFormatValueTypeKey", spec, depth: depth + 2)
            }
            for form in forms { if let category = form.path.substitutionPlural { out += string(category.rawValue, form.text, depth: depth + 2) } }
            out += tabs + "\t</dict>\n"
        }
        return out + tabs + "</dict>\n"
    }

    private static func string(_ key: String, _ text: String, depth: Int) -> String {
        let tabs = String(repeating: "\t", count: depth)
        return "\(tabs)<key>\(XMLText.escaped(key))</key>\n\(tabs)<string>\(XMLText.escaped(text))</string>\n"
    }
}

/// Text for XML 1.0 element content and attribute values: `&`, `<`, `>`, `"` escaped; a control
/// character XML 1.0 cannot hold (all of C0 but tab, line feed and carriage return) becomes
/// U+FFFD, since no escape can write it.
package enum XMLText {
    package static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// For an attribute value: as `escaped`, with tab, line feed and carriage return as character
    /// references, which a parser keeps (written as themselves, XML 1.0 §3.3.3 reads them back as spaces).
    package static func attribute(_ text: String) -> String {
        escaped(text).replacingOccurrences(of: "\t", with: "&#9;").replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\r", with: "&#13;")
    }
}
