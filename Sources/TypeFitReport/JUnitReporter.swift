import Foundation
import TypeFitCheck

/// JUnit XML for test dashboards (Jenkins, GitLab, Buildkite, Azure): one test suite per catalog
/// file, one test case per string (key × locale × variant) that has findings, one failure element
/// per finding (`failures` counts failed test cases, as dashboards expect). Strings without
/// findings are not listed: the report does not carry them.
package struct JUnitReporter: Reporter {
    package static let identifier = "junit"

    package init() {}

    /// One string in one language and variant.
    private struct Case {
        var key: String
        var locale: String?
        var variant: String?
        var catalog: String
        var file: String
        var line: Int
        var findings: [Finding] = []
    }

    private struct CaseKey: Hashable {
        var file: String
        var key: String
        var locale: String?
        var variant: String?
    }

    package func render(_ report: CheckReport) throws -> String {
        // Indices by file and by string, so large reports group in linear time.
        var suites: [(file: String, cases: [Case])] = []
        var suiteIndex: [String: Int] = [:]
        var caseIndex: [CaseKey: Int] = [:]
        for finding in report.findings {
            let suite = suiteIndex[finding.file] ?? {
                suites.append((finding.file, []))
                suiteIndex[finding.file] = suites.count - 1
                return suites.count - 1
            }()
            let key = CaseKey(file: finding.file, key: finding.key, locale: finding.locale, variant: finding.variant)
            let index = caseIndex[key] ?? {
                suites[suite].cases.append(Case(key: finding.key, locale: finding.locale, variant: finding.variant,
                                                catalog: finding.catalog, file: finding.file, line: finding.line))
                caseIndex[key] = suites[suite].cases.count - 1
                return suites[suite].cases.count - 1
            }()
            suites[suite].cases[index].findings.append(finding)
        }

        let caseCount = suites.reduce(0) { $0 + $1.cases.count } + report.problems.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failedCases = suites.reduce(0) { $0 + $1.cases.count }
        xml += "<testsuites name=\"typefit\" tests=\"\(caseCount)\" failures=\"\(failedCases)\""
            + " errors=\"\(report.problems.count)\" time=\"\(seconds(report.statistics.seconds))\">\n"
        for suite in suites {
            xml += "  <testsuite name=\"\(attribute(suite.file))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.cases.count)\""
                + " errors=\"0\" skipped=\"0\">\n"
            for item in suite.cases { xml += testCase(item) }
            xml += "  </testsuite>\n"
        }
        if !report.problems.isEmpty {
            xml += "  <testsuite name=\"input problems\" tests=\"\(report.problems.count)\" failures=\"0\""
                + " errors=\"\(report.problems.count)\" skipped=\"0\">\n"
            for problem in report.problems {
                let location = problem.location.description
                xml += "    <testcase classname=\"input\" name=\"\(attribute(location))\" file=\"\(attribute(problem.location.file))\">\n"
                xml += "      <error message=\"\(attribute(problem.message))\" type=\"input\">"
                    + Markup.escape(problem.description, for: .xml) + "</error>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private func testCase(_ item: Case) -> String {
        var name = item.key + " [" + (item.locale ?? "all locales") + "]"
        if let variant = item.variant, variant != "base" { name += " " + variant }
        var xml = "    <testcase classname=\"\(attribute(item.catalog))\" name=\"\(attribute(name))\""
            + " file=\"\(attribute(item.file))\" line=\"\(item.line)\">\n"
        for finding in item.findings {
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
