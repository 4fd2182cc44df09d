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
        /// The sentences, as before examples had cases.
        let triggeringExamples, nonTriggeringExamples: [String]
        let examples: [Example]
    }

    /// One example with its case; fields that do not apply are left out.
    struct Example: Encodable {
        let sentence: String
        let triggers: Bool
        let element, text, source, category, device, orientation, catalogStrings, swift, message: String?
        /// A width-variant case's declared widths and texts (its element is `element`).
        let widthVariants: [RuleExample.WidthVariant]?

        init(_ example: RuleExample) {
            sentence = example.sentence
            triggers = example.triggers
            let cell = example.cell
            element = cell?.element ?? example.widthVariants?.element
            text = cell?.text
            source = cell?.source
            category = cell?.category.rawValue
            device = cell?.device
            orientation = cell?.orientation.rawValue
            catalogStrings = example.catalog
            swift = example.swift
            message = example.message
            widthVariants = example.widthVariants?.variants
        }
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
                      triggeringExamples: $0.triggeringExamples.map(\.sentence),
                      nonTriggeringExamples: $0.nonTriggeringExamples.map(\.sentence),
                      examples: ($0.triggeringExamples + $0.nonTriggeringExamples).map(Example.init))
            })
            return
        }
        for (index, rule) in rules.enumerated() {
            if index > 0 { print("") }
            print("\(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)")
            if self.rule != nil {
                print("\n" + rule.help)
                print("\nTriggers:")
                rule.triggeringExamples.forEach(printExample)
                print("Does not trigger:")
                rule.nonTriggeringExamples.forEach(printExample)
                print("\n" + Self.examplesNote)
            }
        }
    }

    static let examplesNote = """
        The examples are checked by typefit's tests in its test font (a–z 500/1000 em, A–Z 600, space 250, a \
        line as tall as the point size), on iPhone SE (1st generation) in portrait at Large unless they say \
        otherwise: the figures are that font's.
        """

    private func printExample(_ example: RuleExample) {
        print("  - " + example.sentence)
        if let cell = example.cell {
            print("      " + LayoutHint.marker + " " + cell.element)
            print("      text: " + cell.text)
            if let source = cell.source { print("      source: " + source) }
            if cell.category != .large { print("      size: " + cell.category.rawValue) }
            if cell.device != RuleExample.device || cell.orientation != .portrait {
                print("      device: \(cell.device) \(cell.orientation.rawValue)")
            }
        }
        if let key = example.widthVariants {
            print("      element: " + key.element)
            for variant in key.variants { print("      width=\(variant.width): " + variant.text) }
        }
        if let swift = example.swift { print("      swift: " + swift) }
        if let strings = example.catalog { print("      strings: " + strings) }
        if let message = example.message { print("      finds: " + message) }
    }
}
