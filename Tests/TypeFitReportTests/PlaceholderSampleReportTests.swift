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

    /// A sample the call site chose says so: in full in JSON, briefly (without its place) in the text.
    @Test func theOriginIsInTheJSONAndBrieflyInTheText() throws {
        var finding = Fixture.finding(locale: "en", variant: nil, text: "upload 5 MiB by Ana", sourceText: nil)
        finding.samples = [PlaceholderSample(placeholder: "%1$@", sample: "5 MiB", kind: .text,
                                             origin: "call-site literal at App/Upload.swift:42:31"),
                           PlaceholderSample(placeholder: "%2$@", sample: "Ana", kind: .text, origin: "config"),
                           PlaceholderSample(placeholder: "%3$lld", sample: "9,999", kind: .number, origin: "default")]
        let text = try JSONReporter().render(Fixture.report([finding]))
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require((object["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings[0]["samples"] as? [[String: String]] == [
            ["placeholder": "%1$@", "sample": "5 MiB", "kind": "text", "origin": "call-site literal at App/Upload.swift:42:31"],
            ["placeholder": "%2$@", "sample": "Ana", "kind": "text", "origin": "config"],
            ["placeholder": "%3$lld", "sample": "9,999", "kind": "number", "origin": "default"],
        ])
        let html = try HTMLReporter(engine: HTMLFixtures.engine(), maxDrawnFindings: 1).render(Fixture.report([finding]))
        #expect(html.contains("%1$@ = &quot;5 MiB&quot; (call-site literal), %2$@ = &quot;Ana&quot; (config), "
                              + "%3$lld = &quot;9,999&quot;</td>"))
        // The text report, on a line of its own width: the default goes without saying.
        finding.samples = [finding.samples?[0], finding.samples?[2]].compactMap { $0 }
        let lines = try TextReporter().render(Fixture.report([finding])).split(separator: "\n").map(String.init)
        #expect(lines.contains(#"             text: "upload 5 MiB by Ana"  (%1$@ = "5 MiB" (call-site literal), %3$lld = "9,999")"#))
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
