import TypeFitCheck

/// The JSON report's second shape (`formatVersion` 2), kept for one release behind `--format
/// json-v2`: each distinct scene, device and list of devices once, in the top-level `scenes`,
/// `devices` and `deviceSets`; findings refer to them (`JSONReportV2`). Its bytes are those
/// `--format json` wrote before version 3.
package struct JSONReporterV2: Reporter {
    package static let identifier = "json-v2"

    package init() {}

    /// `formatVersion` changes when a field is renamed or removed; new fields do not change it.
    struct Document: Encodable {
        var formatVersion = 2
        var report: CheckReport
        var summary: Summary
        var scenes: [JSONReportV2.Scene]
        var devices: [String: JSONReportV2.Device]
        var deviceSets: [[String]]
    }

    /// The findings are turned into version 2 first (the tables they fill head the document),
    /// then written one at a time into `report.findings`.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        var tables = JSONReportV2.Tables()
        let findings = report.findings.map { tables.finding($0) }
        var frame = report
        frame.findings = []
        var document = try jsonText(Document(report: frame, summary: Summary(report.findings), scenes: [],
                                             devices: tables.devices, deviceSets: []))
        document = try JSONArraySplice(document: document, arrayKey: "deviceSets", level: 1, oneLine: true)
            .text(tables.deviceSets)
        document = try JSONArraySplice(document: document, arrayKey: "scenes", level: 1, oneLine: true)
            .text(tables.scenes)
        try JSONArraySplice(document: document, arrayKey: "findings", level: 2, oneLine: true).write(findings, to: stream)
        try stream.write("\n")
    }
}
