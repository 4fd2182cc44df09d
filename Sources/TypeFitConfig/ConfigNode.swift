import TypeFitDiagnostics
import Yams

/// A YAML value with where it was written, so every config error can name file:line:column.
/// Yams' own nodes are not Sendable and carry more than a config needs; this is the plain subset.
indirect enum ConfigNode: Sendable {
    case scalar(String, SourceLocation)
    case list([ConfigNode], SourceLocation)
    case map([ConfigEntry], SourceLocation)

    var location: SourceLocation {
        switch self {
        case .scalar(_, let location), .list(_, let location), .map(_, let location): location
        }
    }

    var kindName: String {
        switch self {
        case .scalar: "a value"
        case .list: "a list"
        case .map: "a mapping"
        }
    }

    func error(_ message: String) -> InputProblem {
        InputProblem(message, at: location)
    }

    func error(_ unknown: UnknownNameError) -> InputProblem {
        error(unknown.description)
    }

    /// Parses YAML text. Aliases are resolved by Yams; tags other than the core schema are refused.
    static func parse(_ text: String, file: String) throws(InputProblem) -> ConfigNode? {
        try YAMLLimits.check(text, file: file)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, file: file, text: text)
        } catch {
            throw InputProblem("not YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let node else { return nil }
        return try convert(node, file: file, depth: 0)
    }

    private static func convert(_ node: Node, file: String, depth: Int) throws(InputProblem) -> ConfigNode {
        let location = SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        guard depth < 64 else {
            throw InputProblem("nested more than 64 levels deep", at: location)
        }
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string, location)
        case .sequence(let sequence):
            var items: [ConfigNode] = []
            for item in sequence { items.append(try convert(item, file: file, depth: depth + 1)) }
            return .list(items, location)
        case .mapping(let mapping):
            var entries: [ConfigEntry] = []
            var seen: [String: Int] = [:]
            for (key, value) in mapping {
                let keyLocation = SourceLocation(file: file, line: key.mark?.line ?? location.line,
                                                 column: key.mark?.column ?? location.column)
                guard case .scalar(let keyScalar) = key else {
                    throw InputProblem("mapping keys must be plain names", at: keyLocation)
                }
                if let first = seen[keyScalar.string] {
                    throw InputProblem("'\(Excerpt.of(keyScalar.string))' is given twice (first on line \(first))", at: keyLocation)
                }
                seen[keyScalar.string] = keyLocation.line
                entries.append(ConfigEntry(key: keyScalar.string, keyLocation: keyLocation,
                                           value: try convert(value, file: file, depth: depth + 1)))
            }
            return .map(entries, location)
        case .alias:
            throw InputProblem("YAML aliases are not supported here", at: location)
        }
    }

    private static func yamlError(_ error: YamlError, file: String, text: String) -> InputProblem {
        switch error {
        case .duplicatedKeysInMapping(let duplicates, _):
            // Yams points at the mapping, not the repeated key: find the key's second line ourselves.
            let key = duplicates.sorted().first ?? ""
            var lines: [Int] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "-" }
                if trimmed.hasPrefix(key + ":") || trimmed.hasPrefix("\"\(key)\":") { lines.append(number + 1) }
            }
            let line = lines.count > 1 ? lines[1] : (lines.first ?? 1)
            let first = lines.count > 1 ? " (first on line \(lines[0]))" : ""
            return InputProblem("'\(Excerpt.of(key))' is given twice\(first)", at: SourceLocation(file: file, line: line, column: 1))
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let message = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return InputProblem("invalid YAML: \(message)",
                               at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .reader(let problem, let offset, let value, _):
            // Yams' own description quotes the whole line, which in a file that is not YAML at all
            // (an environment dump has no line breaks) is the whole file: only the place is said.
            let place = offset.map { Self.place(ofUTF8Offset: $0, in: text) } ?? (line: 1, column: 1)
            let character = value >= 0 ? " (\(Format.codePoint(UInt32(value))))" : ""
            return InputProblem("invalid YAML: \(Excerpt.of(problem))\(character)",
                                at: SourceLocation(file: file, line: place.line, column: place.column))
        default:
            return InputProblem("invalid YAML", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// Line and column (1-based, in characters) of a byte offset into `text`.
    private static func place(ofUTF8Offset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            consumed += String(scalar).utf8.count
            guard consumed <= offset else { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

struct ConfigEntry: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: ConfigNode

    func error(_ message: String) -> InputProblem {
        InputProblem(message, at: keyLocation)
    }
}

/// Typed reads of config values; each failure names what was expected and where.
extension ConfigNode {
    func string(_ what: String) throws(InputProblem) -> String {
        guard case .scalar(let text, _) = self else { throw error("\(what) must be a value, not \(kindName)") }
        return text
    }

    func strings(_ what: String) throws(InputProblem) -> [String] {
        try placedStrings(what).map(\.text)
    }

    /// The same, each with the location it was written (for errors about one item).
    func placedStrings(_ what: String) throws(InputProblem) -> [(text: String, node: ConfigNode)] {
        switch self {
        case .scalar(let text, _): return [(text, self)]
        case .list(let items, _):
            var result: [(text: String, node: ConfigNode)] = []
            for item in items { result.append((try item.string("each item of \(what)"), item)) }
            return result
        case .map: throw error("\(what) must be a value or a list, not a mapping")
        }
    }

    func number(_ what: String, range: ClosedRange<Double>) throws(InputProblem) -> Double {
        let text = try string(what)
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw error("\(what) must be a number from \(Format.exactPoints(range.lowerBound)) to "
                        + "\(Format.exactPoints(range.upperBound)), not '\(Excerpt.of(text))'")
        }
        return value
    }

    func integer(_ what: String, range: ClosedRange<Int>) throws(InputProblem) -> Int {
        let text = try string(what)
        guard let value = Int(text), range.contains(value) else {
            throw error("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(Excerpt.of(text))'")
        }
        return value
    }

    func bool(_ what: String) throws(InputProblem) -> Bool {
        let text = try string(what).lowercased()
        switch text {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(what) must be true or false, not '\(Excerpt.of(text))'")
        }
    }

    /// The entries of a mapping, refusing keys not in `allowed` (with a suggestion).
    func entries(_ what: String, allowed: [String]) throws(InputProblem) -> [ConfigEntry] {
        guard case .map(let entries, _) = self else { throw error("\(what) must be a mapping, not \(kindName)") }
        for entry in entries where !allowed.contains(entry.key) {
            throw entry.error(UnknownNameError(kind: .key(in: what), name: entry.key, valid: allowed).description)
        }
        return entries
    }

    /// The entries of a mapping whose keys `keys` declares.
    func entries(_ what: String, _ keys: ConfigKeys) throws(InputProblem) -> [ConfigEntry] {
        try entries(what, allowed: keys.names)
    }

    func items(_ what: String) throws(InputProblem) -> [ConfigNode] {
        guard case .list(let items, _) = self else { throw error("\(what) must be a list, not \(kindName)") }
        return items
    }
}
