import TypeFitCheck

/// The JSON report's first shape (`formatVersion` 1), kept for one release behind `--format json-v1`
/// and answered by the service: every size of every finding carries its whole scene and device.
/// Its bytes are those `--format json` wrote before version 2.
package struct JSONReporterV1: Reporter {
    package static let identifier = "json-v1"

    package init() {}

    /// `formatVersion` changes when a field is renamed or removed; new fields do not change it.
    struct Document: Encodable {
        var formatVersion = 1
        var report: CheckReport
        /// The service's `/v1/fit` only: the draft's room in each use's tightest box.
        var room: [DraftRoomJSON]? = nil
        var summary: Summary
    }

    /// The document with `report.findings` written one finding at a time (`JSONArraySplice`): the
    /// bytes `jsonText` gives for the whole document.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        try write(report, room: nil, to: stream)
    }

    /// The document with the room of a draft (`/v1/fit`'s answer).
    package func render(_ report: CheckReport, room: [DraftRoomJSON]) throws -> String {
        let stream = ReportStream()
        try write(report, room: room, to: stream)
        return stream.text
    }

    private func write(_ report: CheckReport, room: [DraftRoomJSON]?, to stream: ReportStream) throws {
        var frame = report
        frame.findings = []
        let document = try jsonText(Document(report: frame, room: room, summary: Summary(report.findings)))
        try JSONArraySplice(document: document, arrayKey: "findings", level: 2).write(report.findings, to: stream)
        try stream.write("\n")
    }
}
