import TypeFitCheck

/// The report for people at a terminal: findings grouped by catalog file and key, then the
/// summary tables. Lines fit `width` columns; long texts are cut with ….
package struct TextReporter: Reporter {
    package static let identifier = "text"

    /// ANSI colour; the CLI turns it on for a terminal without NO_COLOR.
    package var colour: Bool
    /// Terminal columns to fit.
    package var width: Int
    /// Only the summary tables, not the findings (for a quick look; the other formats carry them).
    package var summaryOnly: Bool

    package init(colour: Bool = false, width: Int = 100, summaryOnly: Bool = false) {
        self.colour = colour
        self.width = max(40, width)
        self.summaryOnly = summaryOnly
    }

    package func render(_ report: CheckReport) throws -> String {
        let style = TerminalStyle(colour: colour)
        var lines: [String] = []
        for (file, keys) in summaryOnly ? [] : grouped(report.findings) {
            lines.append(style.bold(fit(PlainText.oneLine(file), used: 0)))
            for (key, findings) in keys {
                lines.append("  " + fit(PlainText.oneLine(key), used: 2))
                for finding in findings { lines += self.lines(finding, style: style) }
            }
            lines.append("")
        }
        lines += TextSummary(report: report, width: width, style: style).lines()
        return lines.map { $0 + "\n" }.joined()
    }

    /// Files, and keys within them, in the order the report lists them (it is deterministic).
    private func grouped(_ findings: [Finding]) -> [(String, [(String, [Finding])])] {
        var files: [(String, [(String, [Finding])])] = []
        var fileIndex: [String: Int] = [:]
        var keyIndex: [String: [String: Int]] = [:]
        for finding in findings {
            let f = fileIndex[finding.file] ?? {
                files.append((finding.file, []))
                fileIndex[finding.file] = files.count - 1
                return files.count - 1
            }()
            let k = keyIndex[finding.file]?[finding.key] ?? {
                files[f].1.append((finding.key, []))
                keyIndex[finding.file, default: [:]][finding.key] = files[f].1.count - 1
                return files[f].1.count - 1
            }()
            files[f].1[k].1.append(finding)
        }
        return files
    }

    /// Severity, rule, locale, variant and message on one line; then the text, where it is worst
    /// and the sizes it breaks at, under the message.
    private func lines(_ finding: Finding, style: TerminalStyle) -> [String] {
        let severity = PlainText.padded(finding.severity.rawValue, to: 7)
        var head = [finding.rule]
        if let locale = finding.locale { head.append(locale) }
        if let variant = finding.variant, variant != "base" { head.append(variant) }
        // Details line up under the rule: 4 spaces, the severity padded to 7, 2 spaces.
        let indent = 13
        let rest = head.map(PlainText.oneLine).joined(separator: "  ") + ": " + PlainText.oneLine(finding.message)
        var lines = ["    " + style.severity(finding.severity, severity) + "  " + fit(rest, used: indent)]
        let pad = String(repeating: " ", count: indent)
        func detail(_ label: String, _ value: String) {
            lines.append(pad + style.dim(label) + fit(value, used: indent + PlainText.width(label)))
        }
        func quoted(_ text: String, after label: String) -> String {
            let room = width - indent - PlainText.width(label) - 2
            return "\"" + PlainText.truncated(PlainText.visible(text), columns: max(1, room)) + "\""
        }
        if let text = finding.text { detail("text: ", quoted(text, after: "text: ")) }
        if let source = finding.sourceText { detail("source: ", quoted(source, after: "source: ")) }
        if let worst = finding.worst { detail("worst: ", PlainText.oneLine(Phrases.environment(worst))) }
        if let breaks = Phrases.breaksAt(finding) {
            detail("breaks at: ", String(breaks.dropFirst("breaks at ".count)))
        }
        if let view = finding.view {
            detail("drawn at: ", PlainText.oneLine("\(view.location) (\(view.pattern), grade \(view.grade.rawValue))"))
        }
        return lines
    }

    /// Cut to what is left of the line after `used` columns.
    private func fit(_ text: String, used: Int) -> String {
        PlainText.truncated(text, columns: width - used)
    }
}
