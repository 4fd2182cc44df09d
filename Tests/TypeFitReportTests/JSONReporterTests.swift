import Foundation
import Testing
@testable import TypeFitCheck
@testable import TypeFitReport

@Suite struct JSONReporterTests {
    private struct Decoded: Decodable {
        var formatVersion: Int
        var report: CheckReport
        var summary: Summary
    }

    /// Version 1 (`--format json-v1`) is the report's model as it is.
    @Test func version1RoundTripsTheReportExactly() throws {
        let report = Fixture.mixed()
        let text = try JSONReporterV1().render(report)
        #expect(text.hasSuffix("}\n"))
        let decoded = try JSONDecoder().decode(Decoded.self, from: Data(text.utf8))
        #expect(decoded.formatVersion == 1)
        #expect(decoded.report == report)
        #expect(decoded.summary == Summary(report.findings))
        #expect(decoded.report.findings[2].text == Fixture.hostileText)
    }

    @Test func version1ParsesWithJSONSerialization() throws {
        let text = try JSONReporterV1().render(Fixture.mixed())
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["formatVersion", "report", "summary"])
        let findings = try #require((object["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings[2]["text"] as? String == Fixture.hostileText)
        #expect(findings[2]["key"] as? String == "evil\"key<script>&\n]]>")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["counts"] as? [String: [String: Int]]
                == ["clipped": ["de": 1], "placeholder-count": ["fr": 1], "locale-overflow": ["ar": 1]])
    }

    @Test func isStable() throws {
        let report = Fixture.mixed()
        #expect(try JSONReporter().render(report) == JSONReporter().render(report))
        #expect(try JSONReporterV1().render(report) == JSONReporterV1().render(report))
    }

    /// The one encoder configuration: sorted keys, pretty, slashes as they are.
    @Test func jsonTextSortsKeysAndLeavesSlashes() throws {
        #expect(try jsonText(["b": "a/b", "a": "x"]) == "{\n  \"a\" : \"x\",\n  \"b\" : \"a/b\"\n}")
    }
}
