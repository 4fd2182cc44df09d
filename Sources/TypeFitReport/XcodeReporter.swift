import TypeFitCheck

/// `file:line:column: warning: message [rule]`, the form Xcode's issue navigator (and most
/// editors) turn into clickable issues; one line per finding — followed by a `note:` at the Swift
/// or storyboard line that draws the text, when the source pass found it — then one per input problem.
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"

    package init() {}

    /// One line per finding as it comes, then one per input problem.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        for finding in report.findings {
            try stream.write(line(finding.file, finding.line, finding.column, finding.severity.rawValue,
                                  PlainText.oneLine(Phrases.sentence(finding)) + " [\(finding.rule)]") + "\n")
            if let view = finding.view {
                try stream.write(line(view.location.file, view.location.line, view.location.column, "note",
                                      PlainText.oneLine("\"\(finding.key)\" is drawn here (\(view.pattern), grade \(view.grade.rawValue))"))
                                 + "\n")
            }
        }
        for problem in report.problems {
            try stream.write(line(problem.location.file, problem.location.line, problem.location.column, "error",
                                  PlainText.oneLine(problem.message)) + "\n")
        }
    }

    private func line(_ file: String, _ line: Int, _ column: Int, _ severity: String, _ message: String) -> String {
        // A path with a line break would split the issue; Xcode needs a non-empty message.
        "\(PlainText.oneLine(file)):\(line):\(column): \(severity): \(message.isEmpty ? "(no message)" : message)"
    }
}
