import Testing
@testable import TypeFitCatalog

@Suite struct StringsdictTests {
    let catalog: Catalog

    init() throws {
        catalog = try StringsdictReader.read(path: Paths.fixture("rules.stringsdict"), locale: "en")
    }

    @Test func pluralVariables() throws {
        let values = try #require(catalog.entry("files")).values(for: "en")
        #expect(values.map(\.path.description) == ["base", "substitution=files/plural=zero",
                                                   "substitution=files/plural=one", "substitution=files/plural=other"])
        #expect(values[0].text == "%#@files@ in %#@folders@")
        #expect(values[0].location.line == 8 && values[0].location.column == 11)
        #expect(values[1].text == "no files")
        #expect(values[1].location.line == 16 && values[1].location.column == 12)
        #expect(values[3].substitution?.formatSpecifier == "d")
    }

    @Test func deviceRuleWithEntitiesAndCDATA() throws {
        let values = try #require(catalog.entry("platform")).values(for: "en")
        #expect(values.map(\.path.device) == ["iphone", "mac"])
        #expect(values.map(\.text) == ["Tap & hold", "Click <here>"])
        #expect(values[1].location.line == 30 && values[1].location.column == 12)
    }

    @Test func widthVariantsKeepTheirDeclaredWidth() throws {
        let values = try #require(catalog.entry("welcome")).values(for: "en")
        #expect(values.map(\.path.width) == [20, 50])
        #expect(values.map(\.text) == ["Hi", "Welcome back"])
    }

    @Test func undefinedVariableIsReported() {
        let findings = CatalogLint.findings(catalog).filter { $0.rule == .undefinedVariable }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("%#@folders@") == true)
        #expect(findings.first?.location.line == 8)
        #expect(findings.first?.severity == .error)
    }
}
