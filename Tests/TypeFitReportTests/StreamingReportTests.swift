import Foundation
import Testing
import TypeFitDiagnostics
@testable import TypeFitCheck
@testable import TypeFitReport

/// The JSON and SARIF reporters write their findings one at a time into a document encoded without
/// them. Their bytes must be what Foundation's encoder gives for the whole document, as they were
/// before streaming (`jsonText` of the document, a newline after).
@Suite struct StreamingReportTests {
    /// Reports that reach every shape the encoder writes: empty arrays inside a finding (a catalog
    /// finding has no sizes, devices or categories), escapes (the hostile text), optional fields
    /// left out, one finding, none, and enough to cross the stream's buffer many times.
    static func reports() -> [CheckReport] {
        var many: [Finding] = []
        for index in 0..<400 {
            many.append(Fixture.finding(key: "key.\(index)", locale: ["de", "ar", "fr"][index % 3], line: index + 1))
            if index % 7 == 0 { many.append(Fixture.placeholder()) }
            if index % 11 == 0 { many.append(Fixture.hostile()) }
        }
        return [Fixture.mixed(), Fixture.report([]), Fixture.report([Fixture.placeholder()]),
                Fixture.report([Fixture.hostile()], problems: [Fixture.problem()]), Fixture.report(many, suppressed: 3)]
    }

    @Test func theJSONReportIsTheEncodersDocumentByteForByte() throws {
        for report in Self.reports() {
            let whole = try jsonText(JSONReporterV1.Document(report: report, summary: Summary(report.findings))) + "\n"
            let streamed = try JSONReporterV1().render(report)
            #expect(streamed == whole, "\(report.findings.count) findings")
        }
    }

    /// Version 2's findings, scenes and lists of devices are spliced in on a line each: the
    /// document parses, with every finding in its place.
    @Test func theVersion2ReportParsesWithEveryFinding() throws {
        for report in Self.reports() {
            let text = try JSONReporter().render(report)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let findings = try #require((object["report"] as? [String: Any])?["findings"] as? [[String: Any]])
            #expect(findings.map { $0["key"] as? String } == report.findings.map(\.key))
        }
    }

    @Test func theSARIFLogIsTheEncodersLogByteForByte() throws {
        // At 25 results the large report is cut: the kept ones are streamed too.
        for reporter in [SARIFReporter(), SARIFReporter(maximumResults: 25)] {
            for report in Self.reports() {
                let (frame, results) = reporter.parts(report)
                var log = frame
                log.runs[0].results = Array(results)
                let streamed = try reporter.render(report)
                #expect(streamed == (try jsonText(log)) + "\n", "\(report.findings.count) findings")
            }
        }
    }

    /// Into a file, through the 64 KiB buffer, the bytes are those written in memory.
    @Test func aFileGetsTheBytesAStringWould() throws {
        let report = try #require(Self.reports().last)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-stream-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        let stream = ReportStream(writingTo: handle)
        try JSONReporter().write(report, to: stream)
        try stream.flush()
        try handle.close()
        let written = try Data(contentsOf: url)
        // Version 3 writes the report in 250 KB: across the buffer three times.
        #expect(written.count > 3 * ReportStream.bufferSize)
        #expect(written == Data(try JSONReporter().render(report).utf8))
    }

    /// A reporter written before streaming, with only `render`, is written in one piece.
    @Test func aReporterThatOnlyRendersIsWrittenWhole() throws {
        struct Counting: Reporter {
            static let identifier = "counting"
            func render(_ report: CheckReport) throws -> String { "\(report.findings.count) findings\n" }
        }
        let stream = ReportStream()
        try Counting().write(Fixture.mixed(), to: stream)
        #expect(stream.text == "3 findings\n")
    }

    /// A document without the array named is an error, not a document without its findings.
    @Test func anArrayThatIsNotThereIsAnError() throws {
        let splice = JSONArraySplice(document: "{\n  \"other\" : [\n\n  ]\n}", arrayKey: "findings", level: 1)
        #expect(throws: JSONArraySplice.SpliceError.self) { try splice.write([1, 2], to: ReportStream()) }
    }
}
