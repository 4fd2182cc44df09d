import TypeFitCheck

/// The whole report and its summary tables as one JSON document, for scripts and dashboards
/// (`formatVersion` 3). Each distinct scene, device, list of devices and use of a key is written
/// once, in the top-level `scenes`, `devices`, `deviceSets` and `uses`; findings refer to them, and
/// the sizes of a finding that happen alike are one entry (`JSONReportV3`). The document is
/// pretty-printed, with each element of `findings`, `scenes`, `uses` and `deviceSets` on one line
/// of its own, so a report of thousands of findings reads and greps line by line.
/// `JSONReporterV2` and `JSONReporterV1` write the previous shapes.
package struct JSONReporter: Reporter {
    package static let identifier = "json"

    package init() {}

    /// `formatVersion` changes when a field is renamed or removed; new fields do not change it.
    struct Document: Encodable {
        var formatVersion = 3
        var report: CheckReport
        var summary: Summary
        var scenes: [JSONReportV2.Scene]
        var devices: [String: JSONReportV2.Device]
        var deviceSets: [[String]]
        var uses: [JSONReportV3.Use]
    }

    /// The findings are turned into version 3 first (the tables they fill head the document),
    /// then written one at a time into `report.findings`.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        var tables = JSONReportV3.Tables()
        let findings = try report.findings.map { try tables.finding($0) }
        var frame = report
        frame.findings = []
        var document = try jsonText(Document(report: frame, summary: Summary(report.findings), scenes: [],
                                             devices: tables.v2.devices, deviceSets: [], uses: []))
        document = try JSONArraySplice(document: document, arrayKey: "deviceSets", level: 1, oneLine: true)
            .text(tables.v2.deviceSets)
        document = try JSONArraySplice(document: document, arrayKey: "scenes", level: 1, oneLine: true)
            .text(tables.v2.scenes)
        document = try JSONArraySplice(document: document, arrayKey: "uses", level: 1, oneLine: true)
            .text(tables.uses)
        try JSONArraySplice(document: document, arrayKey: "findings", level: 2, oneLine: true).write(findings, to: stream)
        try stream.write("\n")
    }
}
