import Testing
import TypeFitDiagnostics
@testable import TypeFitCatalog

@Suite struct FindingTests {
    let findings: [CatalogFinding]

    init() throws {
        findings = CatalogLint.findings(try XCStringsReader.read(path: Paths.fixture("mismatch.xcstrings")))
    }

    func find(_ rule: CatalogRule, _ locale: String, _ key: String = "count") -> [CatalogFinding] {
        findings.filter { $0.rule == rule && $0.locale == locale && $0.key == key }
    }

    @Test func placeholderOrderTypeAndCount() {
        #expect(find(.placeholderOrder, "de").count == 1)
        #expect(find(.placeholderType, "fr").count == 1)
        #expect(find(.placeholderType, "fr").first?.message.contains("argument 2") == true)
        #expect(find(.placeholderCount, "it").count == 1)
        #expect(find(.placeholderCount, "ja").count == 1)
        // Positional reordering is correct and not reported.
        #expect(findings.filter { $0.locale == "es" && $0.key == "count" }.isEmpty)
        let de = find(.placeholderOrder, "de").first
        #expect(de?.location.line == 7 && de?.location.column == 69)
        #expect(de?.severity == .error)
    }

    @Test func untranslatedPointsAtTheSourceTextShownInstead() throws {
        // de.lproj lacks "count"; ar.lproj, read first, has it at line 2, en.lproj (the source) has the shown text at line 2, column 11.
        let loaded = CatalogLoader.load([Paths.fixture("lproj")])
        let catalog = try #require(loaded.catalogs.first)
        let missing = CatalogLint.findings(catalog).filter { $0.rule == .untranslated && $0.locale == "de" }
        #expect(missing.map(\.key) == ["count"])
        #expect(missing.first?.location == SourceLocation(file: Paths.fixture("lproj") + "/en.lproj/Main.strings", line: 2, column: 11))
    }

    @Test func untranslatedAndNew() {
        #expect(find(.untranslated, "ja").count == 1)
        #expect(find(.untranslated, "ar").count == 1)
        #expect(Set(findings.filter { $0.rule == .untranslated && $0.key == "files" }.compactMap(\.locale))
                == ["de", "fr", "it", "es", "ja"])
    }

    @Test func missingArabicPluralCategories() {
        let ar = find(.pluralCategoryMissing, "ar", "files")
        #expect(ar.count == 1)
        #expect(ar.first?.message.contains("zero, two, few, many") == true)
        #expect(ar.first?.location.line == 27)
        // A plural form may leave out the number ("One file"): no count finding for it.
        #expect(find(.placeholderCount, "ar", "files").isEmpty)
        #expect(find(.pluralCategoryMissing, "en", "files").isEmpty)
    }

    @Test func needsReviewInFixture() throws {
        let basic = CatalogLint.findings(try XCStringsReader.read(path: Paths.fixture("basic.xcstrings")))
        let review = basic.filter { $0.rule == .needsReview }
        #expect(review.count == 1)
        #expect(review.first?.location.line == 37)
        // Russian needs one, few, many, other; the fixture has one and other only.
        let plural = basic.filter { $0.rule == .pluralCategoryMissing && $0.locale == "ru" }
        #expect(plural.first?.message.contains("few, many") == true)
        // "OK" is marked don't-translate: never untranslated.
        #expect(!basic.contains { $0.key == "OK" })
    }
}
