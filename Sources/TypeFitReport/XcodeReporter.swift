import TypeFitCheck

/// `file:line:column: warning: message [rule]`, the form Xcode's issue navigator (and most
/// editors) turn into clickable issues; one line per finding — followed by a `note:` at the Swift
/// or storyboard line that draws the text, when the source pass found it — then one per input problem.
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"

    package init() {}

    package func render(_ report: CheckReport) throws -> String {
        let findings = report.findings.flatMap { finding in
            [line(finding.file, finding.line, finding.column, finding.severity.rawValue,
                  PlainText.oneLine(Phrases.sentence(finding)) + " [\(finding.rule)]")]
                + (finding.view.map { view in
                    [line(view.location.file, view.location.line, view.location.column, "note",
                          PlainText.oneLine("\"\(finding.key)\" is drawn here (\(view.pattern), grade \(view.grade.rawValue))"))]
                } ?? [])
        }
        let problems = report.problems.map { line($0.location.file, $0.location.line, $0.location.column, "error", PlainText.oneLine($0.message)) }
        return (findings + problems).map { $0 + "\n" }.joined()
    }

    private func line(_ file: String, _ line: Int, _ column: Int, _ severity: String, _ message: String) -> String {
        // A path with a line break would split the issue; Xcode needs a non-empty message.
        "\(PlainText.oneLine(file)):\(line):\(column): \(severity): \(message.isEmpty ? "(no message)" : message)"
    }
}
