import Foundation
import TypeFitCheck
import TypeFitDiagnostics
import TypeFitDynamicType

/// GitHub-flavoured Markdown for a job summary (`$GITHUB_STEP_SUMMARY`) or a pull-request
/// comment: the counts by rule and by locale, then the findings to read first — errors first —
/// each with its key, locale, element, where it breaks and its file and line. GitHub takes at most
/// 1 MiB per step summary and drops a larger one whole, so the document never passes
/// `maximumBytes`, whatever the number of findings: the list stops early and says how many it left out.
package struct MarkdownReporter: Reporter {
    package static let identifier = "markdown"

    /// Where a repository-relative path becomes a link: `https://github.com/OWNER/REPO/blob/SHA/`.
    /// Without it files are named, not linked (a relative link in a job summary would point
    /// into github.com, not the repository).
    package var linkBase: String?
    /// The whole document stays below this; GitHub's step-summary limit is 1,048,576 bytes.
    package var maximumBytes: Int
    /// Findings listed at most: past a few hundred rows a summary is no longer read.
    package var maximumFindings: Int

    package init(linkBase: String? = nil, maximumBytes: Int = 1_000_000, maximumFindings: Int = 300) {
        self.linkBase = linkBase
        self.maximumBytes = maximumBytes
        self.maximumFindings = maximumFindings
    }

    /// Room kept for what follows the list (the line saying what it left out, input problems,
    /// what was checked), which is capped to fit in it.
    static let tailBytes = 16 << 10
    /// Characters of a translation, key or message shown in a cell (cut with …).
    static let cellColumns = 160
    /// Locales and input problems listed at most.
    static let maximumLocales = 100
    static let maximumProblems = 20

    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        let start = stream.count
        var used: Int { stream.count - start }
        try stream.write(header(report))
        if !report.findings.isEmpty {
            try stream.write(tables(report.findings))
            let order = readingOrder(report.findings)
            let rowBudget = maximumBytes - Self.tailBytes
            var shown = 0
            try stream.write("\n### Findings to read first\n\n"
                + "| | Key | Locale | Text | Problem | Element | Worst on | File |\n|---|---|---|---|---|---|---|---|\n")
            for index in order.prefix(maximumFindings) {
                let line = row(report.findings[index])
                guard used + line.utf8.count <= rowBudget else { break }
                try stream.write(line)
                shown += 1
            }
            let left = report.findings.count - shown
            if left > 0 {
                try stream.write("\n_\(Format.count(left)) more finding\(left == 1 ? "" : "s") not shown; see the SARIF/JSON report._\n")
            }
        }
        try stream.write(problems(report.problems, room: maximumBytes - used - 2048))
        try stream.write(statistics(report.statistics, report.deviceChoice))
    }

    private func header(_ report: CheckReport) -> String {
        var counts: [String] = []
        if report.findings.isEmpty {
            counts.append("**\(Phrases.noFindings(report))**")
        } else {
            let tally = Tally(report.findings)
            counts.append("**\(Phrases.plural(report.findings.count, "finding"))**: "
                + tally.words.joined(separator: ", "))
        }
        if report.suppressed > 0 { counts.append("\(Format.count(report.suppressed)) suppressed") }
        if report.baselined > 0 { counts.append("\(Format.count(report.baselined)) in the baseline") }
        if !report.problems.isEmpty { counts.append(Phrases.plural(report.problems.count, "input problem")) }
        let scope = Phrases.runScope(report).map { "\n" + Markup.markdown($0) + "\n" }.joined()
        return "## typefit check\n\n" + counts.joined(separator: " · ") + "\n" + scope
    }

    /// Errors, warnings and notes by rule (in the registry's order) and by locale.
    private func tables(_ findings: [Finding]) -> String {
        var byRule: [String: Tally] = [:]
        var byLocale: [String: Tally] = [:]
        for finding in findings {
            byRule[finding.rule, default: Tally()].add(finding.severity)
            byLocale[finding.locale ?? "—", default: Tally()].add(finding.severity)
        }
        let ruleOrder = RuleRegistry.ids
        let rules = byRule.keys.sorted { (ruleOrder.firstIndex(of: $0) ?? .max, $0) < (ruleOrder.firstIndex(of: $1) ?? .max, $1) }
        var out = "\n### By rule\n\n| Rule | Errors | Warnings | Notes |\n|---|--:|--:|--:|\n"
        for rule in rules { out += "| " + Markup.markdown(rule) + " | " + (byRule[rule] ?? Tally()).cells + " |\n" }
        let locales = byLocale.keys.sorted()
        out += "\n### By locale\n\n| Locale | Errors | Warnings | Notes |\n|---|--:|--:|--:|\n"
        for locale in locales.prefix(Self.maximumLocales) {
            out += "| " + Markup.markdown(PlainText.truncated(locale, columns: 40)) + " | " + (byLocale[locale] ?? Tally()).cells + " |\n"
        }
        if locales.count > Self.maximumLocales {
            out += "\n_\(locales.count - Self.maximumLocales) more locales not shown._\n"
        }
        return out
    }

    /// Positions of the findings, most worth reading first: errors, then warnings, then notes;
    /// within one, those that break at the smallest size (they reach the most readers; a finding
    /// that does not depend on the size, such as a placeholder mismatch, counts as the smallest),
    /// then report order.
    func readingOrder(_ findings: [Finding]) -> [Int] {
        let sizes = ContentSizeCategory.allCases.map(\.rawValue)
        func rank(_ finding: Finding) -> Int {
            guard let first = finding.firstBreaks ?? finding.categories.first else { return -1 }
            return sizes.firstIndex(of: first) ?? sizes.count
        }
        let ranks = findings.map(rank)
        return findings.indices.sorted { a, b in
            let (x, y) = (findings[a].severity, findings[b].severity)
            if x != y { return x > y }
            if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
            return a < b
        }
    }

    private func row(_ finding: Finding) -> String {
        func cell(_ text: String?) -> String {
            guard let text, !text.isEmpty else { return "" }
            return Markup.markdown(PlainText.truncated(text, columns: Self.cellColumns))
        }
        var key = cell(finding.key)
        if let variant = finding.variant, variant != "base" { key += " (" + cell(variant) + ")" }
        var worst = finding.worst.map { cell(Phrases.environment($0)) } ?? ""
        if let breaks = Phrases.breaksAt(finding) { worst += (worst.isEmpty ? "" : "; ") + cell(breaks) }
        let cells = [severity(finding.severity), key, cell(finding.locale), cell(finding.text), cell(finding.message),
                     cell(finding.element), worst, place(finding.file, finding.line)]
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    private func severity(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "🛑 error"
        case .warning: "⚠️ warning"
        case .note: "ℹ️ note"
        }
    }

    /// `DemoApp/Localizable.xcstrings:11`, a link to that line when `linkBase` is set and the path
    /// is inside the repository.
    private func place(_ file: String, _ line: Int) -> String {
        let text = Markup.markdown(PlainText.truncated(file, columns: Self.cellColumns) + (line > 0 ? ":\(line)" : ""))
        guard let linkBase, !file.hasPrefix("/"), !file.hasPrefix("../") else { return text }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "()")
        let path = file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
        return "[\(text)](\(linkBase)\(path)\(line > 0 ? "#L\(line)" : ""))"
    }

    private func problems(_ problems: [InputProblem], room: Int) -> String {
        guard !problems.isEmpty else { return "" }
        var out = "\n### Input problems\n\n"
        var listed = 0
        for problem in problems.prefix(Self.maximumProblems) {
            let item = "- " + Markup.markdown(PlainText.truncated(problem.location.description, columns: Self.cellColumns))
                + ": " + Markup.markdown(PlainText.truncated(problem.message, columns: 2 * Self.cellColumns)) + "\n"
            guard out.utf8.count + item.utf8.count <= room else { break }
            out += item
            listed += 1
        }
        if listed < problems.count { out += "\n_\(problems.count - listed) more input problems not shown; see the JSON report._\n" }
        return out
    }

    private func statistics(_ s: CheckStatistics, _ choice: CheckReport.DeviceChoice?) -> String {
        let p = Phrases.plural
        return "\n<sub>Checked \(p(s.texts, "text", nil)) (\(p(s.keys, "key", nil)) in \(p(s.catalogs, "catalog", nil)), "
            + "\(p(s.locales.count, "locale", nil))) in \(p(s.environments, "environment", nil)) on \(p(s.devices, "device", nil)); "
            + "\(p(s.cells, "cell", nil)) in " + String(format: "%.2f s", s.seconds.isFinite ? s.seconds : 0) + "."
            + (choice.map { " " + Markup.markdown(Phrases.deviceChoice($0)) } ?? "") + "</sub>\n"
    }

    /// Findings of each severity.
    private struct Tally {
        var errors = 0, warnings = 0, notes = 0

        init() {}

        init(_ findings: [Finding]) { for finding in findings { add(finding.severity) } }

        mutating func add(_ severity: FindingSeverity) {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }

        var cells: String { [errors, warnings, notes].map { $0 == 0 ? "–" : Format.count($0) }.joined(separator: " | ") }

        var words: [String] {
            [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }.map { Phrases.plural($0.0, $0.1) }
        }
    }
}
