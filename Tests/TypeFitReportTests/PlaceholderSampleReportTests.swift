import Foundation
import Testing
import TypeFitCatalog
@testable import TypeFitCheck
@testable import TypeFitReport

/// A finding says what its placeholders were measured as: `samples` in JSON, a clause after the
/// text in the text, GitHub and JUnit reports, a SARIF property and an HTML row.
@Suite struct PlaceholderSampleReportTests {
    static func finding() -> Finding {
        var finding = Fixture.finding(locale: "en", variant: nil, text: "9,999 followers of Ana", sourceText: nil)
        finding.samples = [PlaceholderSample(placeholder: "%lld", sample: "9,999", kind: .number),
                           PlaceholderSample(placeholder: "%@", sample: "Ana", kind: .text)]
        return finding
    }

    @Test func jsonListsEachSample() throws {
        let text = try JSONReporter().render(Fixture.report([Self.finding(), Fixture.finding()]))
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require((object["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings[0]["samples"] as? [[String: String]] == [
            ["placeholder": "%lld", "sample": "9,999", "kind": "number"],
            ["placeholder": "%@", "sample": "Ana", "kind": "text"],
        ])
        // A text with no placeholder has no field, as before.
        #expect(findings[1]["samples"] == nil)
    }

    @Test func theTextReportSaysItAfterTheText() throws {
        let lines = try TextReporter().render(Fixture.report([Self.finding()])).split(separator: "\n").map(String.init)
        #expect(lines.contains(#"             text: "9,999 followers of Ana"  (%lld = "9,999", %@ = "Ana")"#))
    }

    @Test func gitHubJUnitSARIFAndHTMLSayItToo() throws {
        let report = Fixture.report([Self.finding()])
        #expect(try GitHubReporter().render(report).contains(#"%0Atext: 9,999 followers of Ana%0Ameasured with %25lld = "9,999", %25@ = "Ana""#))
        #expect(try JUnitReporter().render(report).contains(#"measured with %lld = "9,999", %@ = "Ana""#))
        let sarif = try SARIFReporter().render(report)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["properties"] as? [String: Any])?["samples"] as? String == #"%lld = "9,999", %@ = "Ana""#)
        let html = try HTMLReporter(engine: HTMLFixtures.engine(), maxDrawnFindings: 1).render(report)
        #expect(html.contains("<tr><th>Measured with</th><td dir=\"auto\">%lld = &quot;9,999&quot;, %@ = &quot;Ana&quot;</td></tr>"))
    }
}
