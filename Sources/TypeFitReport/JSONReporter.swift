import TypeFitCheck

/// The whole report and its summary tables as one JSON document, for scripts and dashboards.
package struct JSONReporter: Reporter {
    package static let identifier = "json"

    package init() {}

    /// `formatVersion` changes when a field is renamed or removed; new fields do not change it.
    struct Document: Encodable {
        var formatVersion = 1
        var report: CheckReport
        var summary: Summary
    }

    /// The document with `report.findings` written one finding at a time (`JSONArraySplice`): the
    /// bytes `jsonText` gives for the whole document.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        var frame = report
        frame.findings = []
        let document = try jsonText(Document(report: frame, summary: Summary(report.findings)))
        try JSONArraySplice(document: document, arrayKey: "findings", level: 2).write(report.findings, to: stream)
        try stream.write("\n")
    }
}
