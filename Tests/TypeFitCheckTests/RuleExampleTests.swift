import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
@testable import TypeFitSources
import TypeFitTestSupport

/// Every example of every rule in the registry, run through the real check, as SwiftLint's
/// `verifyRule` runs its examples: a triggering example must give exactly one finding of its
/// rule with exactly the message it states, a non-triggering one none. The figures in those
/// messages were worked out by hand on the test font (see each rule's examples).
///
/// A layout example is a one-key String Catalog whose comment is `typefit: <element>`, checked in
/// the test font alone (no fallback: what it lacks is its 700-unit .notdef) in the example's one
/// environment (iPhone SE (1st generation), portrait, full window, unless it says otherwise) and
/// size category, with the check's default configuration otherwise. A catalog example is its
/// `"strings"` in a catalog whose source language is en.
///
/// Each example runs again, changed:
/// - mirrored: the text in Hebrew's place (a right-to-left locale). The box is only mirrored, so
///   the verdict and the figures must not change. Catalog examples have no box and their rules
///   do not read the direction, so they are not mirrored.
/// - astral: U+13000 (outside the BMP; the test font has no glyph for it, so one .notdef of 700
///   units) put before every text, with the message the example states for it (`astralMessage`).
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let example: RuleExample
        var testDescription: String { "\(rule): \(example.sentence)" }
    }

    static let cases: [Case] = RuleRegistry.descriptions.flatMap { description in
        (description.triggeringExamples + description.nonTriggeringExamples).map {
            Case(rule: description.id, example: $0)
        }
    }

    static let layoutCases = cases.filter { $0.example.cell != nil }

    static let text = Result { try TestFont.onlyEngine() }

    enum Variant { case asWritten, mirrored, astral }

    @Test func everyRuleHasExamplesOfBothKinds() {
        #expect(RuleRegistry.ids == ["clipped", "truncated-width", "locale-overflow", "source-headroom", "readable-width", "margin",
                                     "touch-target", "width-variant", "missing-glyphs", "placeholder-count", "placeholder-type",
                                     "placeholder-order", "plural-category-missing", "untranslated", "needs-review",
                                     "undefined-variable", "duplicate-key", "unused-key"])
        for description in RuleRegistry.descriptions {
            #expect(!description.summary.isEmpty && !description.help.isEmpty, "\(description.id)")
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            for example in description.triggeringExamples {
                #expect(example.message != nil, "\(description.id): '\(example.sentence)' triggers but states no message")
            }
            for example in description.nonTriggeringExamples {
                #expect(example.message == nil, "\(description.id): '\(example.sentence)' does not trigger but has a message")
            }
        }
    }

    @Test(arguments: cases)
    func exampleHolds(_ c: Case) throws {
        try verify(c, .asWritten, expecting: c.example.message)
    }

    @Test(arguments: layoutCases)
    func exampleHoldsMirrored(_ c: Case) throws {
        try verify(c, .mirrored, expecting: c.example.message)
    }

    @Test(arguments: cases)
    func exampleHoldsAfterAnAstralCharacter(_ c: Case) throws {
        try verify(c, .astral, expecting: c.example.astralMessage)
    }

    private func verify(_ c: Case, _ variant: Variant, expecting message: String?) throws {
        let report = try Self.check(c.example, variant)
        #expect(report.problems.map(\.message) == [], "the example's catalog or hint was not accepted")
        let found = report.findings.filter { $0.rule == c.rule }
        #expect(found.map(\.message) == (message.map { [$0] + c.example.furtherMessages } ?? []))
        if variant == .mirrored, let scene = found.first?.worst?.scene {
            #expect(scene.direction == "rtl")
        }
    }

    static func check(_ example: RuleExample, _ variant: Variant) throws -> CheckReport {
        let prefix = variant == .astral ? "\u{13000}" : ""
        var configuration = CheckConfiguration()
        configuration.devices = try DeviceCatalog().devices(matching: [RuleExample.device])
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        let json: String
        var sources: SourceLayout?
        switch example.input {
        case .cell(let cell):
            configuration.devices = try DeviceCatalog().devices(matching: [cell.device])
            configuration.orientations = [cell.orientation]
            configuration.categories = [cell.category]
            json = try catalog(cell, prefix: prefix, rightToLeft: variant == .mirrored)
        case .catalog(let strings):
            // Every value gets the prefix; the fragments write `"value": "` one way.
            let prefixed = strings.replacingOccurrences(of: "\"value\": \"", with: "\"value\": \"" + prefix)
            json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(prefixed)}}"
        case .sourced(let swift, let strings):
            let prefixed = strings.replacingOccurrences(of: "\"value\": \"", with: "\"value\": \"" + prefix)
            json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(prefixed)}}"
            let read = try XCStringsReader.read(bytes: Array(json.utf8), path: "Example.xcstrings")
            sources = SourceScanner.scan(swift: swift, path: "Example.swift", keys: KeyIndex(catalogs: [read]))
        case .strings(let file):
            // Every value gets the prefix; the examples write `= "` one way.
            let prefixed = file.replacingOccurrences(of: "= \"", with: "= \"" + prefix)
            let read = try StringsReader.read(bytes: Array(prefixed.utf8), path: "en.lproj/Localizable.strings", locale: "en")
            return try CheckEngine(configuration: configuration, text: text.get()).run(catalogs: [read])
        case .widthVariants(let key):
            guard case .success(let settings)? = LayoutHint.parse(comment: "\(LayoutHint.marker) \(key.element)",
                                                                  ruleIDs: RuleRegistry.ids) else {
                throw ExampleError.badElement(key.element)
            }
            configuration.elementRules = [ElementRule(pattern: .exact("example"), settings: settings)]
            let read = try WidthVariantTests.catalog(key: "example", key.variants.map { ($0.width, prefix + $0.text) })
            return try CheckEngine(configuration: configuration, text: text.get()).run(catalogs: [read])
        }
        let catalog = try XCStringsReader.read(bytes: Array(json.utf8), path: "Example.xcstrings")
        return try CheckEngine(configuration: configuration, text: text.get(), sources: sources).run(catalogs: [catalog])
    }

    enum ExampleError: Error { case badElement(String) }

    /// One key, "example", with the element as its hint. Without a source text the text is the
    /// source language's (en, or he mirrored); with one, the source is en and the text the
    /// translation (de, or he mirrored).
    static func catalog(_ cell: RuleExample.CellInput, prefix: String, rightToLeft: Bool) throws -> String {
        var localizations: [String: Any] = [:]
        func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": prefix + text]] }
        let sourceLanguage: String
        if let source = cell.source {
            sourceLanguage = "en"
            localizations["en"] = unit(source)
            localizations[rightToLeft ? "he" : "de"] = unit(cell.text)
        } else {
            sourceLanguage = rightToLeft ? "he" : "en"
            localizations[sourceLanguage] = unit(cell.text)
        }
        let document: [String: Any] = [
            "sourceLanguage": sourceLanguage, "version": "1.0",
            "strings": ["example": ["comment": "\(LayoutHint.marker) \(cell.element)", "localizations": localizations]],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
    }
}
