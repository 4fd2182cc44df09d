import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCheck

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`): the
/// runner turns each into an annotation on the pull request's diff.
package struct GitHubReporter: Reporter {
    package static let identifier = "github"

    package init() {}

    /// One command per finding as it comes, then one per input problem.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        for finding in report.findings {
            var message = Phrases.subject(finding) + ": " + finding.message
            if let worst = finding.worst { message += "\nworst on " + Phrases.environment(worst) }
            if let breaks = Phrases.breaksAt(finding) { message += "\n" + breaks }
            if let text = finding.text { message += "\ntext: " + text }
            if let samples = Phrases.samples(finding) { message += "\nmeasured with " + samples }
            try stream.write(command(level(finding.severity), file: finding.file, line: finding.line, column: finding.column,
                                     title: "typefit \(finding.rule)" + (finding.locale.map { " (\($0))" } ?? ""),
                                     message: message) + "\n")
        }
        for problem in report.problems {
            try stream.write(command("error", file: problem.location.file, line: problem.location.line,
                                     column: problem.location.column, title: "typefit input problem", message: problem.message)
                             + "\n")
        }
    }

    /// GitHub's levels are error, warning and notice.
    private func level(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private func command(_ level: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
        var properties = ["file=" + Markup.githubProperty(file)]
        // GitHub rejects line 0; without a line the annotation sits on the file.
        if line > 0 {
            properties.append("line=\(line)")
            if column > 0 { properties.append("col=\(column)") }
        }
        properties.append("title=" + Markup.githubProperty(title))
        return "::\(level) " + properties.joined(separator: ",") + "::" + Markup.githubData(message)
    }
}
