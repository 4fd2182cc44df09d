import Foundation
import Testing
@testable import TypeFitCheck
@testable import TypeFitReport
import TypeFitTestSupport

/// Translations come from outside. Every format must stay well-formed whatever a key, text or
/// message holds.
@Suite struct HostileInputTests {
    @Test(arguments: ReporterRegistry.names)
    func everyFormatStaysWellFormed(_ name: String) throws {
        let report = Fixture.mixed()
        let output = try #require(ReporterRegistry.reporter(named: name)).render(report)
        #expect(output.hasSuffix("\n"))
        switch name {
        case "json", "sarif":
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
            #expect(object is [String: Any])
            if name == "sarif" {
                #expect(try SchemaValidator.errors(in: output, schema: SchemaValidator.fixture("sarif-schema-2.1.0.json")) == [])
            }
        case "junit":
            let (_, ok, error) = XMLSummary.parse(output)
            #expect(ok, "\(error ?? "")")
        case "xcode", "github":
            #expect(output.split(separator: "\n").count == report.findings.count + report.problems.count)
        case "markdown":
            // Rendered as GitHub renders it: one row per finding, no tag from a translation.
            let html = try GFMRenderer.html(output)
            #expect(!html.contains("<script") && !html.contains("<b>"))
            // Header and three rows by rule, the same by locale (ar, de, fr), header and a row per finding.
            #expect(html.components(separatedBy: "<tr>").count - 1 == (1 + 3) + (1 + 3) + (1 + report.findings.count))
        default:
            #expect(!output.contains("\u{1B}"))
        }
    }
}
