import Foundation
import TypeFitCheck

/// JUnit XML for test dashboards (Jenkins, GitLab, Buildkite, Azure): one test suite per catalog
/// file, one test case per string (key × locale × variant) that has findings, one failure element
/// per finding (`failures` counts failed test cases, as dashboards expect). Strings without
/// findings are not listed: the report does not carry them.
package struct JUnitReporter: Reporter {
    package static let identifier = "junit"

    package init() {}

    private struct CaseKey: Hashable {
        var file: String
        var key: String
        var locale: String?
        var variant: String?
    }

    /// Groups the findings by file and string (positions only, so large reports group in linear
    /// time and no finding is copied), then writes each test case as it comes.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        // Per file, per string (key × locale × variant): the positions of its findings in the report.
        var suites: [(file: String, cases: [[Int]])] = []
        var suiteIndex: [String: Int] = [:]
        var caseIndex: [CaseKey: Int] = [:]
        for (position, finding) in report.findings.enumerated() {
            let suite = suiteIndex[finding.file] ?? {
                suites.append((finding.file, []))
                suiteIndex[finding.file] = suites.count - 1
                return suites.count - 1
            }()
            let key = CaseKey(file: finding.file, key: finding.key, locale: finding.locale, variant: finding.variant)
            let index = caseIndex[key] ?? {
                suites[suite].cases.append([])
                caseIndex[key] = suites[suite].cases.count - 1
                return suites[suite].cases.count - 1
            }()
            suites[suite].cases[index].append(position)
        }
        caseIndex = [:]

        let caseCount = suites.reduce(0) { $0 + $1.cases.count } + report.problems.count
        let failedCases = suites.reduce(0) { $0 + $1.cases.count }
        try stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try stream.write("<testsuites name=\"typefit\" tests=\"\(caseCount)\" failures=\"\(failedCases)\""
            + " errors=\"\(report.problems.count)\" time=\"\(seconds(report.statistics.seconds))\">\n")
        for suite in suites {
            try stream.write("  <testsuite name=\"\(attribute(suite.file))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.cases.count)\""
                + " errors=\"0\" skipped=\"0\">\n")
            for item in suite.cases { try stream.write(testCase(item.map { report.findings[$0] })) }
            try stream.write("  </testsuite>\n")
        }
        if !report.problems.isEmpty {
            try stream.write("  <testsuite name=\"input problems\" tests=\"\(report.problems.count)\" failures=\"0\""
                + " errors=\"\(report.problems.count)\" skipped=\"0\">\n")
            for problem in report.problems {
                let location = problem.location.description
                try stream.write("    <testcase classname=\"input\" name=\"\(attribute(location))\" file=\"\(attribute(problem.location.file))\">\n"
                    + "      <error message=\"\(attribute(problem.message))\" type=\"input\">"
                    + Markup.escape(problem.description, for: .xml) + "</error>\n"
                    + "    </testcase>\n")
            }
            try stream.write("  </testsuite>\n")
        }
        try stream.write("</testsuites>\n")
    }

    /// One string's test case; its first finding names it.
    private func testCase(_ findings: [Finding]) -> String {
        guard let item = findings.first else { return "" }
        var name = item.key + " [" + (item.locale ?? "all locales") + "]"
        if let variant = item.variant, variant != "base" { name += " " + variant }
        var xml = "    <testcase classname=\"\(attribute(item.catalog))\" name=\"\(attribute(name))\""
            + " file=\"\(attribute(item.file))\" line=\"\(item.line)\">\n"
        for finding in findings {
            var details = ["\(finding.severity.rawValue) \(finding.rule) at \(finding.file):\(finding.line):\(finding.column)",
                           finding.message]
            if let worst = finding.worst { details.append("worst on " + Phrases.environment(worst)) }
            if let breaks = Phrases.breaksAt(finding) { details.append(breaks) }
            if let text = finding.text { details.append("text: " + text) }
            if let samples = Phrases.samples(finding) { details.append("measured with " + samples) }
            if let source = finding.sourceText { details.append("source: " + source) }
            xml += "      <failure message=\"\(attribute(finding.message))\" type=\"\(attribute(finding.rule))\">"
                + Markup.escape(details.joined(separator: "\n"), for: .xml) + "</failure>\n"
        }
        return xml + "    </testcase>\n"
    }

    private func attribute(_ text: String) -> String { Markup.escape(text, for: .xmlAttribute) }

    private func seconds(_ value: Double) -> String { String(format: "%.3f", value.isFinite ? value : 0) }
}
