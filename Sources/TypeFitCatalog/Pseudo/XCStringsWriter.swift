/// Writes a catalog as a String Catalog (`.xcstrings`) the way Xcode lays one out: two-space
/// indent, `"key" : value`, the members of every object sorted, a final newline. Every own value
/// of every locale is written with its state and variant; the entry's comment, extraction state
/// and "Don't translate" flag are kept. A source value the reader made up from the key (a key
/// with no source localization, as Xcode extracts them) is left out again.
package enum XCStringsWriter {
    package static func text(_ catalog: Catalog) -> String {
        var strings: [(String, Node)] = []
        for entry in catalog.entries {
            var fields: [(String, Node)] = []
            if let comment = entry.comment { fields.append(("comment", .string(comment))) }
            if let state = entry.extractionState, state != .other { fields.append(("extractionState", .string(state.rawValue))) }
            var localizations = Node.object([])
            for locale in catalog.locales {
                for value in entry.values(for: locale) where !value.isFallback {
                    if locale == catalog.sourceLanguage, value.path.isBase, value.text == entry.key,
                       value.location == entry.location { continue }
                    guard value.path.width == nil else { continue }  // String Catalogs have no width variants
                    var unit: [(String, Node)] = []
                    if let state = value.state { unit.append(("state", .string(state.rawValue))) }
                    unit.append(("value", .string(value.text)))
                    localizations.set([locale] + nodePath(value.path) + ["stringUnit"], .object(unit))
                    if let info = value.substitution, let name = value.path.substitution {
                        let at = [locale] + nodePath(value.path).prefix { $0 != "substitutions" } + ["substitutions", name]
                        if let argNum = info.argNum { localizations.set(at + ["argNum"], .number(argNum)) }
                        if let spec = info.formatSpecifier { localizations.set(at + ["formatSpecifier"], .string(spec)) }
                    }
                }
            }
            if case .object(let members) = localizations, !members.isEmpty { fields.append(("localizations", localizations)) }
            if !entry.shouldTranslate { fields.append(("shouldTranslate", .bool(false))) }
            strings.append((entry.key, .object(fields)))
        }
        let root = Node.object([("sourceLanguage", .string(catalog.sourceLanguage)), ("strings", .object(strings)),
                                ("version", .string(catalog.version ?? "1.0"))])
        var out = ""
        root.write(into: &out, indent: "")
        return out + "\n"
    }

    /// Where a value sits under its localization: device, then plural, then substitution.
    static func nodePath(_ path: VariationPath) -> [String] {
        var parts: [String] = []
        if let device = path.device { parts += ["variations", "device", device] }
        if let plural = path.plural { parts += ["variations", "plural", plural.rawValue] }
        if let name = path.substitution {
            parts += ["substitutions", name]
            if let plural = path.substitutionPlural { parts += ["variations", "plural", plural.rawValue] }
        }
        return parts
    }

    /// A JSON value whose objects keep their members in order until written sorted.
    indirect enum Node {
        case string(String)
        case number(Int)
        case bool(Bool)
        case object([(String, Node)])

        /// Sets the value at `path`, making the objects on the way.
        mutating func set(_ path: [String], _ value: Node) {
            guard let first = path.first, case .object(var members) = self else {
                self = value
                return
            }
            let rest = Array(path.dropFirst())
            if let at = members.firstIndex(where: { $0.0 == first }) {
                if rest.isEmpty { members[at].1 = value } else { members[at].1.set(rest, value) }
            } else {
                var child = Node.object([])
                if rest.isEmpty { child = value } else { child.set(rest, value) }
                members.append((first, child))
            }
            self = .object(members)
        }

        func write(into out: inout String, indent: String) {
            switch self {
            case .string(let text): JSONString.write(text, into: &out)
            case .number(let n): out += String(n)
            case .bool(let flag): out += flag ? "true" : "false"
            case .object(let members):
                guard !members.isEmpty else { out += "{\n\n\(indent)}"; return }
                out += "{\n"
                let inner = indent + "  "
                for (index, member) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                    if index > 0 { out += ",\n" }
                    out += inner
                    JSONString.write(member.0, into: &out)
                    out += " : "
                    member.1.write(into: &out, indent: inner)
                }
                out += "\n\(indent)}"
            }
        }
    }
}

/// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or `\u00XX`.
enum JSONString {
    static func write(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
