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
        default:
            #expect(!output.contains("\u{1B}"))
        }
    }
}
