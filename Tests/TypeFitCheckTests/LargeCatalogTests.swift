import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitDiagnostics

// A catalog of 100,000 keys in one locale on a one-cell matrix (iPhone SE, portrait, full
// screen, Large; a 10-pt label in a 100-pt box, test font). Every count is known by construction:
//   key k00000 … k99999: "aaaa" (20 pt, fits), or 26 a's when i % 10 == 0 (130 pt:
//   truncated-width); state needs_review when i is even; keys with i % 1000 == 0 say
//   "typefit: ignore" in their comment (no finding of any rule). A suppression takes
//   truncated-width for keys matching k9*.
// truncated-width: 10,000 keys − 100 ignored = 9,900, of which 1,000 − 10 are k9…: 990
// suppressed, 8,910 reported. needs-review: 50,000 even keys − 100 ignored = 49,900.
// Findings of the catalog lint look their key up: that lookup was a linear search, and this
// catalog took minutes.
@Suite struct LargeCatalogTests {
    static let file = "/project/Localizable.xcstrings"

    static func catalog(keys: Int) -> Catalog {
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(keys)
        for i in 0..<keys {
            let digits = String(i)
            let key = "k" + String(repeating: "0", count: 5 - digits.count) + digits
            let at = SourceLocation(file: file, line: i + 3, column: 5)
            let en = CatalogValue(key: key, locale: "en", text: String(repeating: "a", count: i % 10 == 0 ? 26 : 4),
                                  state: i % 2 == 0 ? .needsReview : .translated, location: at)
            entries.append(CatalogEntry(key: key, comment: i % 1000 == 0 ? "typefit: ignore" : nil, location: at,
                                        localizations: ["en": [en]]))
        }
        return Catalog(format: .xcstrings, name: file, files: [file], sourceLanguage: "en", version: "1.0",
                       entries: entries, locales: ["en"])
    }

    @Test func hundredThousandKeys() throws {
        var c = EngineTests.configuration()
        c.suppressions = [Suppression(rules: ["truncated-width"], key: .glob("k9*"))]
        let report = try CheckEngine(configuration: c, text: try Fixtures.engine())
            .run(catalogs: [Self.catalog(keys: 100_000)])
        #expect(report.statistics.keys == 100_000)
        #expect(report.statistics.environments == 1)
        // One text for every key that is not ignored.
        #expect(report.statistics.texts == 99_900)
        var byRule: [String: Int] = [:]
        for finding in report.findings { byRule[finding.rule, default: 0] += 1 }
        #expect(byRule == ["truncated-width": 8_910, "needs-review": 49_900])
        #expect(report.suppressed == 990)
        // In file order: k00002 is the first key that is neither ignored nor fine.
        #expect(report.findings.prefix(3).map { "\($0.rule) \($0.key)" }
                == ["needs-review k00002", "needs-review k00004", "needs-review k00006"])
        let cut = try #require(report.findings.first { $0.rule == "truncated-width" })
        #expect(cut.key == "k00010")
        #expect(cut.message == "text is 130 pt wide in a 100 pt box (30 pt cut off)")
    }

    @Test func keysAreFoundByName() {
        var catalog = Self.catalog(keys: 1_000)
        #expect(catalog.entry("k00999")?.location.line == 1_002)
        #expect(catalog.entry("k01000") == nil)
        // Changed entries are looked up in their new places, and a repeated key finds its first entry.
        catalog.entries.reverse()
        catalog.entries.append(CatalogEntry(key: "k00000", location: SourceLocation(file: Self.file, line: 1, column: 1)))
        #expect(catalog.entry("k00999")?.location.line == 1_002)
        #expect(catalog.entry("k00000")?.location.line == 3)
        // A copy made before a change keeps its own index.
        let before = catalog
        catalog.entries.remove(at: 999)
        #expect(catalog.entry("k00000")?.location.line == 1)
        #expect(before.entry("k00000")?.location.line == 3)
    }
}
