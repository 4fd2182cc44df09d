import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitTestSupport

// Each cut told once, at the first size it happens at, with a severity that follows that size.
// One iPhone SE (1st generation) in portrait (320 pt, 16-pt margins: 288 pt between them), the
// test font alone, tracking off: a–z are half an em, a space a quarter. Body by size (Apple's
// table): xSmall 14, Small 15, Medium 16, Large 17, xLarge 19, xxLarge 21, xxxLarge 23, AX1 28,
// AX2 33, AX3 40, AX4 47, AX5 53 pt.
@Suite struct CutOnceTests {
    static let text = Result { try TestFont.onlyEngine() }

    static func configuration(_ yaml: String = "") throws -> CheckConfiguration {
        var configuration = try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: RuleRegistry.ids)
        configuration.devices = try DeviceCatalog().devices(matching: ["iphone-se-1"])
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        return configuration
    }

    /// A catalog of keys, each `(key, hint, English, German)`; a nil hint leaves the key without a comment.
    static func catalog(_ keys: [(String, String?, String, String)]) throws -> Catalog {
        var strings: [String: Any] = [:]
        for (key, hint, english, german) in keys {
            func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": text]] }
            var entry: [String: Any] = ["localizations": ["en": unit(english), "de": unit(german)]]
            if let hint { entry["comment"] = "\(LayoutHint.marker) \(hint)" }
            strings[key] = entry
        }
        let document: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
        return try XCStringsReader.read(bytes: Array(json), path: "Cut.xcstrings")
    }

    static func check(_ keys: [(String, String?, String, String)],
                      _ configuration: CheckConfiguration) throws -> CheckReport {
        try CheckEngine(configuration: configuration, text: text.get()).run(catalogs: [catalog(keys)])
    }

    /// A one-line body label, 100 pt wide. English "aaaa" is 2 em: 106 pt at AX5 (53 pt), cut only
    /// there. German "aaaaaa" is 3 em: 120 pt at AX3 (40 pt), the first size past 100 / 3 = 33.3 pt.
    static let axOnly = ("ax.only", "label lines=1 width=100 style=body" as String?, "aaaa", "aaaaaa")
    /// English "aaaaaaaa" (4 em) is first cut at AX1: 112 pt; German "aaaaaaaaaaaa" (6 em) at Large: 102 pt.
    static let standard = ("standard", "label lines=1 width=100 style=body" as String?, "aaaaaaaa", "aaaaaaaaaaaa")

    @Test func aCutTheSourceJoinsLaterIsOneLocaleOverflowFromItsFirstSize() throws {
        let report = try Self.check([Self.axOnly], Self.configuration())
        // Before: locale-overflow at AX3 and AX4 (English fits: 80, 94 pt) and truncated-width at AX5, two findings.
        let german = report.findings.filter { $0.locale == "de" }
        #expect(german.map(\.rule) == ["locale-overflow"])
        let finding = try #require(german.first)
        #expect(finding.firstBreaks == "AX3" && finding.categories == ["AX3", "AX4", "AX5"])
        // The worst stays the worst: 3 em at 53 pt = 159 pt, where English is cut too.
        #expect(finding.message == "text is 159 pt wide in a 100 pt box (59 pt cut off)")
        #expect(finding.bySize.first?.message == "translation is 120 pt wide in a 100 pt box (20 pt cut off); the source fits (80 pt)")
        // English is cut at AX5 alone: its own truncated-width.
        #expect(report.findings.filter { $0.locale == "en" }.map { "\($0.rule) \($0.firstBreaks ?? "")" }
            == ["truncated-width AX5"])
    }

    @Test func severityFollowsTheFirstSize() throws {
        let report = try Self.check([Self.axOnly, Self.standard], Self.configuration())
        let lines = report.findings.map { "\($0.key) \($0.locale ?? "") \($0.rule) \($0.severity) \($0.firstBreaks ?? "")" }
        #expect(lines.sorted() == [
            // Only at accessibility sizes: warnings.
            "ax.only de locale-overflow warning AX3",
            "ax.only en truncated-width warning AX5",
            // From Large (German 102 pt; English 68 pt fits there) and from AX1 (English 112 pt): errors.
            "standard de locale-overflow error large",
            "standard en truncated-width warning AX1",
        ])
        let german = try #require(report.findings.first { $0.key == "standard" && $0.locale == "de" })
        #expect(german.categories == ["large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(german.bySize.first?.message
            == "translation is 102 pt wide in a 100 pt box (2 pt cut off); the source fits (68 pt)")
    }

    @Test func theSourceCutAtTheFirstSizeMakesItTheTextsOwnCut() throws {
        // Both orientations at Large (17 pt, a letter 8.5 pt): portrait has 288 pt between the margins,
        // landscape 568 − 2 × 16 = 536. English, 40 letters: 340 pt, cut in portrait only. German, 70
        // letters: 595 pt, cut in both. In landscape only German is cut; in portrait both are, so the
        // cut is the design's: truncated-width, once, in both environments.
        var configuration = try Self.configuration()
        configuration.orientations = [.portrait, .landscape]
        configuration.categories = [.large]
        let english = String(repeating: "a", count: 40)
        let german = String(repeating: "b", count: 70)
        let report = try Self.check([("wide", "label lines=1 width=margins style=body", english, german)], configuration)
        let found = report.findings.filter { $0.locale == "de" }
        #expect(found.map { "\($0.rule) \($0.environments) \($0.firstBreaks ?? "")" } == ["truncated-width 2 large"])
        #expect(found.first?.message == "text is 595 pt wide in a 288 pt box (307 pt cut off)")
    }

    @Test func aTranslationThatKeepsTheSourcesTextRepeatsNoCut() throws {
        // A one-line body label of 100 pt at Large (17 pt, a–z 8.5 pt, A–Z 10.2 pt). "Aaaaaaaaaaaa" (a
        // tag, a brand name) keeps its text in German: 10.2 + 11 × 8.5 = 103.7 pt, cut in both. The cut
        // is the source's: told once, for English.
        // "bbbbbbbbbbbbb" (13 letters, 110.5 pt) is cut too, but its German differs: its own finding.
        var configuration = try Self.configuration()
        configuration.categories = [.large]
        let report = try Self.check([("kept", "label lines=1 width=100 style=body", "Aaaaaaaaaaaa", "Aaaaaaaaaaaa"),
                                     ("changed", "label lines=1 width=100 style=body", "bbbbbbbbbbbbb", "cccccccccccccc")],
                                    configuration)
        #expect(report.findings.map { "\($0.key) \($0.locale ?? "") \($0.rule) \($0.message)" }.sorted() == [
            "changed de truncated-width text is 119 pt wide in a 100 pt box (19 pt cut off)",
            "changed en truncated-width text is 110.5 pt wide in a 100 pt box (10.5 pt cut off)",
            "kept en truncated-width text is 103.7 pt wide in a 100 pt box (3.7 pt cut off)",
        ])
    }

    @Test func aControlSizeTheSourceHasTooIsToldOnceAtTheSource() throws {
        // An intrinsic legacy button at Large: 6 + 17 + 6 = 29 pt tall, as wide as its title (capitals
        // are 600 units: "OK" 20.4 pt, "OKAY" 40.8 pt, "A" 10.2 pt). Every one is under the recommended
        // 44 pt; "OK" and "A" under the 28-pt minimum too.
        var configuration = try Self.configuration()
        configuration.categories = [.large]
        let report = try Self.check([("small.source", "button width=intrinsic", "OK", "OKAY"),
                                     ("small.translation", "button width=intrinsic", "OKAY", "A")], configuration)
        #expect(report.findings.map { "\($0.key) \($0.locale ?? "") \($0.severity) \($0.message)" } == [
            // German "OKAY" is under 44 pt as English "OK" is: the design's, said once, for English.
            "small.source en warning control is 20.4 × 29 pt, under the 28 × 28 pt minimum",
            // German "A" goes under the minimum English "OKAY" meets: its own finding.
            "small.translation de warning control is 10.2 × 29 pt, under the 28 × 28 pt minimum",
            "small.translation en note control is 40.8 × 29 pt, under the recommended 44 × 44 pt",
        ])
    }

    @Test func aBlockTheSourceRunsPastTheReadableWidthIsToldOnceAtTheSource() throws {
        // A 12.9" iPad in landscape at Large: 1,326 pt between the margins, readable width 672 pt; a–z
        // 8.5 pt, a space 4.25 pt. Ten 8-letter words: 680 + 9 × 4.25 = 718.25 pt on one line; four:
        // 272 + 12.75 = 284.75 pt; twelve: 816 + 46.75 = 862.75 pt.
        var configuration = try Self.configuration()
        configuration.devices = try DeviceCatalog().devices(matching: ["ipad-pro-12-9"])
        configuration.orientations = [.landscape]
        configuration.categories = [.large]
        func words(_ letter: String, _ count: Int) -> String {
            Array(repeating: String(repeating: letter, count: 8), count: count).joined(separator: " ")
        }
        let block = "multiline-label lines=0 width=margins style=body"
        let report = try Self.check([("design", block, words("a", 10), words("b", 12)),
                                     ("translation", block, words("a", 4), words("b", 12))], configuration)
        #expect(report.findings.map { "\($0.key) \($0.locale ?? "") \($0.rule) \($0.message)" } == [
            // English already runs past 672 pt: the design's, once; German is not told again.
            "design en readable-width longest line is 718.3 pt, past the readable width of 672 pt",
            // English (284.75 pt) stays within it; German does not.
            "translation de readable-width longest line is 862.8 pt, past the readable width of 672 pt",
        ])
    }

    @Test func severityBySizeIsConfigurable() throws {
        let banded = try Self.check([Self.axOnly, Self.standard], Self.configuration("""
            severity-by-size: {standard: warning, accessibility: note}
            """))
        #expect(banded.findings.map { "\($0.key) \($0.locale ?? "") \($0.severity)" }.sorted()
            == ["ax.only de note", "ax.only en note", "standard de warning", "standard en note"])
        // Off: each rule's own severity (error for the three cut rules).
        let off = try Self.check([Self.axOnly, Self.standard], Self.configuration("severity-by-size: off"))
        #expect(Set(off.findings.map(\.severity)) == [.error] && off.findings.count == 4)
        // A rule's severity under rules: wins over the size.
        let ruled = try Self.check([Self.axOnly], Self.configuration("rules: {locale-overflow: error}"))
        #expect(ruled.findings.map { "\($0.locale ?? "") \($0.rule) \($0.severity)" }.sorted()
            == ["de locale-overflow error", "en truncated-width warning"])
    }

    @Test func severityBySizeIsValidatedLikeEveryKey() throws {
        func failure(_ yaml: String) -> InputProblem? {
            do { _ = try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: RuleRegistry.ids); return nil } catch { return error }
        }
        let value = try #require(failure("severity-by-size:\n  standard: eror\n"))
        #expect(value.location.line == 2 && value.message.contains("did you mean 'error'?")
            && value.message.contains("error, warning, note"))
        let key = try #require(failure("severity-by-size:\n  acessibility: note\n"))
        #expect(key.location.line == 2 && key.message.contains("did you mean 'accessibility'?"))
        #expect(failure("severity-by-size: sometimes")?.message.contains("off, false, on, true") == true)
    }

    @Test func withNoLayoutKnownOnlyTheComparisonWithTheSourceIsReported() throws {
        // No hint, no rule, no source: typefit's guess, a one-line body label between the margins
        // (288 pt). At Large (17 pt) English "a" × 20 is 170 pt and German "b" × 40 340 pt; the key
        // "both" has 40 letters in each language, 340 pt: cut in both. At AX2 (33 pt) English × 20 is
        // 330 pt: past the guessed box too, so nothing is claimed there.
        var configuration = try Self.configuration()
        configuration.categories = [.large, .ax2]
        let report = try Self.check([
            ("guessed", nil, String(repeating: "a", count: 20), String(repeating: "b", count: 40)),
            ("both", nil, String(repeating: "a", count: 40), String(repeating: "b", count: 40)),
            ("declared", "label lines=1 width=margins style=body", String(repeating: "a", count: 40),
             String(repeating: "b", count: 40)),
        ], configuration)
        // Before: truncated-width errors for "both" in en and de and a locale-overflow error for "guessed".
        #expect(report.findings.map { "\($0.key) \($0.locale ?? "") \($0.rule) \($0.severity)" } == [
            "declared de truncated-width error",
            "declared en truncated-width error",
            "guessed de locale-overflow warning",
        ])
        let guessed = try #require(report.findings.first { $0.key == "guessed" })
        #expect(guessed.message == "translation needs 340 pt on one line where the source needs 170 pt, in the same "
            + "288 pt box (no layout is known for this key)")
        #expect(guessed.elementFrom == "default" && guessed.categories == ["large"] && guessed.firstBreaks == "large")
        #expect(report.statistics.keysWithoutLayout == 2 && report.statistics.keys == 3)
    }

    @Test func aLayoutDefaultOrARuleThatOnlyTurnsRulesOffDeclaresNoLayout() throws {
        var configuration = try Self.configuration("""
            layout:
              default: {disable: [margin]}
              elements:
                - {glob: "rule.*", disable: [touch-target]}
                - {glob: "sized.*", width: 200}
            """)
        configuration.categories = [.large]
        // 40 letters at 17 pt: 340 pt, past the guessed 288 pt and the declared 200 pt alike.
        let both = String(repeating: "b", count: 40)
        let report = try Self.check([("plain", nil, both, both), ("rule.x", nil, both, both), ("sized.x", nil, both, both)],
                                    configuration)
        // German keeps the English text: the cut is the source's, told once, for English.
        #expect(report.findings.map { "\($0.key) \($0.locale ?? "") \($0.rule)" } == [
            "sized.x en truncated-width",
        ])
        #expect(report.statistics.keysWithoutLayout == 2)
        // Written in the config, the guess itself is a declared layout.
        let written = try Self.configuration("layout:\n  default: {element: label, lines: 1, width: margins}\n")
        #expect(written.declaresDefaultLayout && !configuration.declaresDefaultLayout)
        var declared = written
        declared.categories = [.large]
        #expect(try Self.check([("plain", nil, both, both)], declared).findings.map { "\($0.locale ?? "") \($0.rule)" }
            == ["en truncated-width"])
    }
}
