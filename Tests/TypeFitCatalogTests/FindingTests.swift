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

    /// Mastodon's `date.year.ago.abbr`: English `one` is "1y ago", with no number; Arabic's `one`
    /// writes it ("مُنذُ %ldع"). Plural categories do not pair up across languages, so a form is held
    /// against all the source's forms: the number `other` uses is no extra argument. A form that
    /// brings an argument no source form has (German `one` with a `%@`) still is.
    @Test func aPluralFormMayWriteTheNumberTheSourceFormLeavesOut() throws {
        func plural(_ forms: [String: String]) -> String {
            let branches = forms.sorted { $0.key < $1.key }
                .map { "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}" }
            return "{\"variations\": {\"plural\": {\(branches.joined(separator: ", "))}}}"
        }
        func substitution(_ forms: [String: String]) -> String {
            let branches = forms.sorted { $0.key < $1.key }
                .map { "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}" }
            return "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"%#@years@\"}, \"substitutions\": "
                + "{\"years\": {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {\(branches.joined(separator: ", "))}}}}}"
        }
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "year.ago": {"localizations": {
                "en": \(plural(["one": "1y ago", "other": "%lldy ago"])),
                "ar": \(plural(["zero": "now", "one": "منذ %lldع", "two": "منذ %lldع", "few": "منذ %lldع", "many": "منذ %lldع", "other": "منذ %lldع"])),
                "de": \(plural(["one": "vor %lld %@", "other": "vor %lldJ"]))}},
              "years": {"localizations": {
                "en": \(substitution(["one": "1 year", "other": "%arg years"])),
                "ar": \(substitution(["zero": "none", "one": "%arg سنة", "two": "%arg", "few": "%arg", "many": "%arg", "other": "%arg"]))}}
            }}
            """
        let catalog = try XCStringsReader.read(bytes: Array(json.utf8), path: "Ago.xcstrings")
        let counts = CatalogLint.findings(catalog).filter { $0.rule == .placeholderCount }
        #expect(counts.map(\.message) == [
            #""year.ago" (de, plural=one): the translation uses argument 2 (%@) which the source does not have: 1 in the source, 2 in the translation"#,
        ])
    }

    /// A key that is itself a format names the arguments the code passes (`Text("reblog \(count)")`
    /// looks up `reblog %lld`): a translation may write one an English text leaves out on purpose
    /// ("boosted"), or leave it out as English does; writing it as another type is still wrong.
    @Test func aKeyThatIsAFormatNamesTheArguments() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "reblog %lld": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "boosted"}},
                "de": {"stringUnit": {"state": "translated", "value": "%lld-mal geteilt"}},
                "fr": {"stringUnit": {"state": "translated", "value": "a partagé"}},
                "it": {"stringUnit": {"state": "translated", "value": "%@ volte"}}}},
              "reblog": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "boosted"}},
                "de": {"stringUnit": {"state": "translated", "value": "%lld-mal geteilt"}}}}
            }}
            """
        let catalog = try XCStringsReader.read(bytes: Array(json.utf8), path: "Notifications.xcstrings")
        let findings = CatalogLint.findings(catalog)
        // de shows the count, fr leaves it out as English does: neither is wrong. The key without
        // a placeholder passes none: de's `%lld` there reads an argument that is not passed.
        #expect(findings.filter { $0.rule == .placeholderCount }.map(\.key) == ["reblog"])
        // it writes the key's integer argument as an object: a type mismatch, as against the source.
        #expect(findings.filter { $0.rule == .placeholderType }.map { "\($0.key) \($0.locale ?? "")" } == ["reblog %lld it"])
    }
}
