import TypeFitCheck

/// A way of writing a check report. Reporters are small and independent; they all read the
/// same `CheckReport`. A reporter implements `write(_:to:)` (typefit's own all do) or, as before
/// streaming, `render(_:)`; each has the other as its default.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    /// The whole document, ending in a newline unless it is empty, so the caller can write it
    /// as it is to standard output or a file.
    func render(_ report: CheckReport) throws -> String
    /// Writes the same document to `stream`. Formats that list every finding (JSON, SARIF, JUnit,
    /// the line formats) write them one at a time, so a large report is never held a second time
    /// as text.
    func write(_ report: CheckReport, to stream: ReportStream) throws
}

extension Reporter {
    /// The document written into a stream held in memory (the service, tests).
    public func render(_ report: CheckReport) throws -> String {
        let stream = ReportStream()
        try write(report, to: stream)
        return stream.text
    }

    /// The rendered document, in one piece.
    public func write(_ report: CheckReport, to stream: ReportStream) throws {
        try stream.write(render(report))
    }
}
