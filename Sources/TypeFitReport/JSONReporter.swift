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

    package func render(_ report: CheckReport) throws -> String {
        try jsonText(Document(report: report, summary: Summary(report.findings))) + "\n"
    }
}
