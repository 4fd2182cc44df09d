/// A JSON value, for documents built in code; encoded by the project's one JSON writer
/// (`jsonText`: sorted keys, so the bytes are the same on every machine).
package indirect enum JSONValue: Encodable, Sendable, Equatable, ExpressibleByStringLiteral {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(stringLiteral value: String) { self = .string(value) }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// The JSON Schema (draft-07, the draft the YAML language server of VS Code and other editors
/// implements fully) of `.typefit.yml`, written from `ConfigSyntax`'s tables: the keys, named
/// values and ranges the reader itself checks. `typefit config schema` prints it; the copy in
/// schema/typefit.schema.json is tested to be what it prints.
///
/// It states the documented spellings: the reader also takes names in any letter case, a few
/// aliases (`chevron`, `1/3`, `title`) and quoted numbers, which an editor then underlines.
/// What the reader checks with ICU or the catalogs (that a locale exists, that a font file opens)
/// the schema checks by form only.
package enum ConfigSchema {
    package static let draft = "http://json-schema.org/draft-07/schema#"

    package static func document(ruleIDs: [String]) -> JSONValue {
        var root = Writer(ruleIDs: ruleIDs).mapping(ConfigSyntax.root)
        root["$schema"] = .string(draft)
        root["title"] = .string(".typefit.yml")
        root["description"] = .string("typefit's configuration: which catalogs, locales, sizes and devices to check, "
            + "and how each key is drawn (docs/check.md).")
        return .object(root)
    }

    private struct Writer {
        let ruleIDs: [String]

        func schema(_ value: ConfigValue) -> [String: JSONValue] {
            switch value {
            case .text:
                return ["type": .array(["string", "number", "boolean"])]
            case .pattern(let pattern):
                return ["type": "string", "pattern": .string(pattern)]
            case .name, .rule:
                var seen = Set<String>()
                return ["enum": .array(names(value).filter { seen.insert($0).inserted }.flatMap(Self.spellings))]
            case .integer(let range):
                return ["type": "integer", "minimum": .integer(range.lowerBound), "maximum": .integer(range.upperBound)]
            case .number(let range, let above, let below, let points):
                let number: [String: JSONValue] = ["type": "number", (above ? "exclusiveMinimum" : "minimum"): .number(range.lowerBound),
                                                   (below ? "exclusiveMaximum" : "maximum"): .number(range.upperBound)]
                guard points else { return number }
                return ["anyOf": .array([.object(number), .object(["type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?pt$"])])]
            case .flag:
                return ["enum": .array([.bool(true), .bool(false), "yes", "no", "on", "off"])]
            case .oneOrMore(let item):
                let one = schema(item)
                return ["anyOf": .array([.object(one), .object(["type": "array", "items": .object(one)])])]
            case .commaList(let item):
                let alternatives = names(item).map(Self.escaped).joined(separator: "|")
                let one = "(" + alternatives + ")"
                return ["anyOf": .array([.object(["type": "array", "items": .object(schema(item))]),
                                         .object(["type": "string", "pattern": .string("^ *\(one)( *, *\(one))* *$")])])]
            case .list(let item):
                return ["type": "array", "items": .object(schema(item))]
            case .map(let keys):
                return mapping(keys)
            case .byRule(let item):
                let each = JSONValue.object(schema(item))
                return ["type": "object", "additionalProperties": .bool(false),
                        "properties": .object(Dictionary(uniqueKeysWithValues: ruleIDs.map { ($0, each) }))]
            case .anyOf(let choices):
                // Names and rules together are one list of names, so an editor offers them all.
                let named = choices.filter(Self.isNamed)
                var merged: [[String: JSONValue]] = named.isEmpty ? [] : [schema(.name(named.flatMap(names)))]
                merged += choices.filter { !Self.isNamed($0) }.map(schema)
                return merged.count == 1 ? merged[0] : ["anyOf": .array(merged.map { .object($0) })]
            }
        }

        func mapping(_ keys: ConfigKeys) -> [String: JSONValue] {
            var properties: [String: JSONValue] = [:]
            for key in keys.keys {
                var property = schema(key.value)
                property["description"] = .string(key.help)
                properties[key.name] = .object(property)
            }
            var result: [String: JSONValue] = ["type": "object", "properties": .object(properties),
                                               "additionalProperties": .bool(false)]
            if let specifiers = keys.specifiers {
                result["patternProperties"] = .object([Self.specifierPattern: .object(schema(specifiers))])
            }
            var needs: [JSONValue] = []
            for need in keys.needs {
                switch need {
                case .all(let names):
                    result["required"] = .array(names.map { .string($0) })
                case .one(let names):
                    needs.append(.object(["oneOf": .array(names.map(Self.requiring))]))
                case .someOf(let atMostOne, let atLeastOne):
                    var pairs: [JSONValue] = []
                    for (index, first) in atMostOne.enumerated() {
                        for second in atMostOne[(index + 1)...] { pairs.append(.object(["required": .array([.string(first), .string(second)])])) }
                    }
                    needs.append(.object(["anyOf": .array(atLeastOne.map(Self.requiring))]))
                    needs.append(.object(["not": .object(["anyOf": .array(pairs)])]))
                }
            }
            if !needs.isEmpty { result["allOf"] = .array(needs) }
            return result
        }

        func names(_ value: ConfigValue) -> [String] {
            switch value {
            case .name(let names): names
            case .rule: ruleIDs
            case .anyOf(let choices): choices.flatMap(names)
            default: []
            }
        }

        static func isNamed(_ value: ConfigValue) -> Bool {
            switch value {
            case .name, .rule: true
            default: false
            }
        }

        /// YAML reads `true` and `false` as booleans, which the reader takes as the words.
        static func spellings(_ name: String) -> [JSONValue] {
            switch name {
            case "true": [.bool(true), "true"]
            case "false": [.bool(false), "false"]
            default: [.string(name)]
            }
        }

        /// A name as a regular expression matching just it.
        static func escaped(_ name: String) -> String {
            name.map { "\\.^$*+?()[]{}|/".contains($0) ? "\\\($0)" : String($0) }.joined()
        }

        static func requiring(_ name: String) -> JSONValue { .object(["required": .array([.string(name)])]) }

        /// A printf format specifier as the strings write it (`%@`, `%lld`, `%1$@`, `%.2f`).
        static let specifierPattern = "^%([0-9]+\\$)?[-+ 0#']*[0-9]*(\\.[0-9]+)?(hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGaAcCsSp]$"
    }
}
