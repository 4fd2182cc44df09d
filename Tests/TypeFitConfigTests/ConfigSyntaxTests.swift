import Testing
import TypeFitDiagnostics
@testable import TypeFitConfig

/// The schema offers names from `ConfigSyntax`'s tables; the reader must take every one of them
/// where the table puts it, or an editor would complete a config typefit then refuses. Each name is
/// written into a config at its key's place (inside a layout rule, a suppression, a wrapper…) and read.
@Suite struct ConfigSyntaxTests {
    static let rules = ["clipped", "untranslated"]

    /// Every (YAML, what) the tables offer as a named value, with the keys a mapping needs filled in.
    static func samples(_ value: ConfigValue, wrap: (String) -> String, what: String) -> [(String, String)] {
        switch value {
        case .name(let names): return names.map { (wrap("\"\($0)\""), "\(what) = \($0)") }
        case .rule: return rules.map { (wrap("\"\($0)\""), "\(what) = \($0)") }
        case .oneOrMore(let item), .commaList(let item):
            return samples(item, wrap: { wrap("[\($0)]") }, what: what)
        case .list(let item): return samples(item, wrap: { wrap("[\($0)]") }, what: what)
        case .anyOf(let choices): return choices.flatMap { samples($0, wrap: wrap, what: what) }
        case .byRule(let item): return samples(item, wrap: { wrap("{\(rules[0]): \($0)}") }, what: what)
        case .map(let keys):
            var found: [(String, String)] = []
            for key in keys.keys {
                // What the mapping needs besides this key: a pattern for a rule, a size for a font, a call for a wrapper.
                var needed: [String] = []
                for need in keys.needs {
                    switch need {
                    case .one(let names), .someOf(_, let names):
                        if !names.contains(key.name) { needed.append("\(names[0]): \"*\"") }
                    case .all(let names):
                        needed += names.filter { $0 != key.name }.map { $0 == "size" ? "size: 12" : "\($0): \"F(x:)\"" }
                    }
                }
                let others = needed.map { ", " + $0 }.joined()
                found += samples(key.value, wrap: { wrap("{\(key.name): \($0)\(others)}") }, what: "\(what).\(key.name)")
            }
            return found
        case .text, .pattern, .integer, .number, .flag:
            return []
        }
    }

    @Test func theReaderTakesEveryNameTheSchemaOffers() throws {
        var all: [(String, String)] = []
        for key in ConfigSyntax.root.keys {
            all += Self.samples(key.value, wrap: { "\(key.name): \($0)" }, what: key.name)
        }
        // Element kinds, styles, weights, devices, sizes, rules, severities…: hundreds of names.
        #expect(all.count > 300)
        for (yaml, what) in all {
            do {
                _ = try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: Self.rules)
            } catch {
                Issue.record("\(what): \(yaml) → \(error)")
            }
        }
    }

    /// The schema's one source is the tables: a key the reader takes is a property of the schema at
    /// the same place, with the same closed set of keys.
    @Test func theSchemaHasTheReadersKeys() throws {
        guard case .object(let root) = ConfigSchema.document(ruleIDs: Self.rules),
              case .object(let properties)? = root["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties.keys.sorted() == ConfigSyntax.root.names.sorted())
        #expect(root["additionalProperties"] == .bool(false))
        // A key the tables leave out is refused by the reader, with the tables' keys as the valid ones.
        do {
            _ = try ConfigReader.parse("layout:\n  default:\n    colour: red\n", file: ".typefit.yml", ruleIDs: Self.rules)
            Issue.record("colour was read")
        } catch {
            #expect(error.description.contains("Valid: " + ([] + SettingsSyntax.keys).joined(separator: ", ")))
        }
    }
}
