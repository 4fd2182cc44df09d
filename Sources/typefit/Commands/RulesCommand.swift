import ArgumentParser
import Foundation
import TypeFit

/// `typefit rules`: what each rule finds, its default severity and examples.
struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules typefit check runs, with their default severity and examples.",
        discussion: """
            Set a rule's severity or turn it off in .typefit.yml (rules: {touch-target: note, margin: off}), \
            for one key with a comment hint (typefit: disable=margin), or suppress findings by rule, key and \
            locale (suppress:).

            Examples:
              typefit rules
              typefit rules locale-overflow
              typefit rules --json
            """)

    @Argument(help: "Show only this rule.")
    var rule: String?

    @Flag(help: "Print JSON.")
    var json = false

    struct Entry: Encodable {
        let id, name, summary, help, defaultSeverity: String
        let triggeringExamples, nonTriggeringExamples: [String]
    }

    func run() async throws {
        var rules = RuleRegistry.descriptions
        if let rule {
            guard let match = rules.first(where: { $0.id == rule.lowercased() }) else {
                throw UnknownNameError(kind: .rule, name: rule, valid: rules.map(\.id))
            }
            rules = [match]
        }
        if json {
            try printJSON(rules.map {
                Entry(id: $0.id, name: $0.name, summary: $0.summary, help: $0.help, defaultSeverity: $0.defaultSeverity.rawValue,
                      triggeringExamples: $0.triggeringExamples, nonTriggeringExamples: $0.nonTriggeringExamples)
            })
            return
        }
        for (index, rule) in rules.enumerated() {
            if index > 0 { print("") }
            print("\(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)")
            if self.rule != nil {
                print("\n" + rule.help)
                print("\nTriggers:")
                rule.triggeringExamples.forEach { print("  - " + $0) }
                print("Does not trigger:")
                rule.nonTriggeringExamples.forEach { print("  - " + $0) }
            }
        }
    }
}
