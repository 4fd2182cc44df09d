import TypeFitCheck

/// A way of writing a check report. Reporters are small and independent; they all read the
/// same `CheckReport`.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    /// Writes the whole document to `stream`, ending in a newline unless it is empty. Formats that
    /// list every finding (JSON, SARIF, JUnit, the line formats) write them one at a time, so a large
    /// report is never held a second time as text.
    func write(_ report: CheckReport, to stream: ReportStream) throws
}

extension Reporter {
    /// The whole document as one string, for callers that need it in memory (the service, tests).
    public func render(_ report: CheckReport) throws -> String {
        let stream = ReportStream()
        try write(report, to: stream)
        return stream.text
    }
}
