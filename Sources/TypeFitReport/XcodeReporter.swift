import TypeFitCheck

/// `file:line:column: warning: message [rule]`, the form Xcode's issue navigator (and most
/// editors) turn into clickable issues; one line per finding, then one per input problem.
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"

    package init() {}

    package func render(_ report: CheckReport) throws -> String {
        let findings = report.findings.map { finding in
            line(finding.file, finding.line, finding.column, finding.severity.rawValue,
                 PlainText.oneLine(Phrases.sentence(finding)) + " [\(finding.rule)]")
        }
        let problems = report.problems.map { line($0.location.file, $0.location.line, $0.location.column, "error", PlainText.oneLine($0.message)) }
        return (findings + problems).map { $0 + "\n" }.joined()
    }

    private func line(_ file: String, _ line: Int, _ column: Int, _ severity: String, _ message: String) -> String {
        // A path with a line break would split the issue; Xcode needs a non-empty message.
        "\(PlainText.oneLine(file)):\(line):\(column): \(severity): \(message.isEmpty ? "(no message)" : message)"
    }
}
