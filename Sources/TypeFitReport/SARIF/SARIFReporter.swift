import Foundation
import TypeFitCheck
import TypeFitDiagnostics

/// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers): every rule typefit knows
/// as `tool.driver.rules`, one result per finding, input problems as tool notifications.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"

    /// Where SARIF viewers link the tool's name; left out until the project has a public address
    /// (the property is optional in SARIF, and a made-up address would mislead).
    package var informationURI: String?

    /// The key of our fingerprint in `partialFingerprints`; versioned so a change in how
    /// fingerprints are made does not match old results.
    static let fingerprintKey = "typefitFingerprint/v1"

    /// Results a run may hold: GitHub code scanning rejects a SARIF run with more than 25,000
    /// ("Uploading a SARIF file to GitHub", upload limits).
    package var maximumResults: Int

    package init(informationURI: String? = nil, maximumResults: Int = 25_000) {
        self.informationURI = informationURI
        self.maximumResults = maximumResults
    }

    /// The log with `results` written one finding at a time (`JSONArraySplice`): the bytes
    /// `jsonText` gives for the whole log.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        let (log, results) = parts(report)
        try JSONArraySplice(document: try jsonText(log), arrayKey: "results", level: 3).write(results, to: stream)
        try stream.write("\n")
    }

    /// The log with its run's `results` empty, and those results, each made when it is read.
    func parts(_ report: CheckReport) -> (log: SARIFLog, results: some Sequence<SARIFLog.Result>) {
        var rules = RuleRegistry.descriptions.map(rule)
        // A finding of a rule the registry does not list still needs a descriptor for its ruleIndex.
        var known = Set(rules.map(\.id))
        for finding in report.findings where known.insert(finding.rule).inserted {
            let id = finding.rule
            rules.append(SARIFLog.Rule(id: id, name: id, shortDescription: .init(text: id), fullDescription: .init(text: id),
                                       help: .init(text: id), defaultConfiguration: .init(level: "warning")))
        }
        let indices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Over the limit, the most severe findings are kept (in report order within a severity)
        // and a notification says what was left out, so an upload is never rejected whole.
        let keeps = kept(report.findings)
        let omitted = report.findings.count - keeps.count
        var notifications = report.problems.map { problem in
            SARIFLog.Notification(level: "error", message: .init(text: problem.message),
                                  locations: [location(problem.location.file, problem.location.line, problem.location.column)])
        }
        if omitted > 0 {
            notifications.append(SARIFLog.Notification(
                level: "warning",
                message: .init(text: "\(omitted) of \(report.findings.count) findings are left out of this SARIF file, the least "
                    + "severe first: code scanning accepts \(maximumResults) results per run. The JSON report holds them all."),
                locations: []))
        }
        let run = SARIFLog.Run(
            tool: .init(driver: .init(name: report.tool, version: report.version, informationUri: informationURI, rules: rules)),
            invocations: [.init(executionSuccessful: true, toolExecutionNotifications: notifications)],
            results: [],
            properties: .init(suppressed: report.suppressed, baselined: report.baselined, statistics: report.statistics,
                              omitted: omitted > 0 ? omitted : nil))
        let results = keeps.lazy.map { report.findings[$0] }.map { result($0, ruleIndex: indices[$0.rule] ?? -1) }
        return (SARIFLog(runs: [run]), results)
    }

    /// The positions of the findings a run holds, in report order: all when they fit in
    /// `maximumResults`; else the most severe, and of the least severe kept, the first.
    func kept(_ findings: [Finding]) -> [Int] {
        guard findings.count > maximumResults else { return Array(findings.indices) }
        var room = maximumResults
        var taken: [FindingSeverity: Int] = [:]
        for severity in [FindingSeverity.error, .warning, .note] {
            let count = findings.lazy.filter { $0.severity == severity }.count
            taken[severity] = min(count, room)
            room -= taken[severity] ?? 0
        }
        return findings.indices.filter { index in
            let severity = findings[index].severity
            guard let left = taken[severity], left > 0 else { return false }
            taken[severity] = left - 1
            return true
        }
    }

    private func rule(_ description: RuleDescription) -> SARIFLog.Rule {
        var text = description.summary + "\n\n" + description.help
        var markdown = "**\(description.name)**: \(description.summary)\n\n\(description.help)"
        if !description.triggeringExamples.isEmpty {
            text += "\n\nFound in:\n" + description.triggeringExamples.map { "- " + $0.sentence }.joined(separator: "\n")
            markdown += "\n\nFound in:\n\n" + description.triggeringExamples.map { "- " + $0.sentence }.joined(separator: "\n")
        }
        if !description.nonTriggeringExamples.isEmpty {
            text += "\n\nNot found in:\n" + description.nonTriggeringExamples.map { "- " + $0.sentence }.joined(separator: "\n")
            markdown += "\n\nNot found in:\n\n" + description.nonTriggeringExamples.map { "- " + $0.sentence }.joined(separator: "\n")
        }
        return SARIFLog.Rule(
            id: description.id, name: description.name, shortDescription: .init(text: description.summary),
            fullDescription: .init(text: description.summary + " " + description.help),
            help: .init(text: text, markdown: markdown), defaultConfiguration: .init(level: description.defaultSeverity.rawValue))
    }

    private func result(_ finding: Finding, ruleIndex: Int) -> SARIFLog.Result {
        let worst = finding.worst
        return SARIFLog.Result(
            ruleId: finding.rule, ruleIndex: ruleIndex, level: finding.severity.rawValue,
            message: .init(text: Phrases.sentence(finding)),
            locations: [location(finding.file, finding.line, finding.column)],
            relatedLocations: finding.view.map { view in
                var drawn = location(view.location.file, view.location.line, view.location.column)
                drawn.id = 1
                drawn.message = .init(text: "drawn here: \(view.pattern), grade \(view.grade.rawValue)")
                return [drawn]
            },
            partialFingerprints: [Self.fingerprintKey: finding.fingerprint],
            properties: .init(
                catalog: finding.catalog, key: finding.key, locale: finding.locale, variant: finding.variant,
                text: finding.text, samples: Phrases.samples(finding), sourceText: finding.sourceText, element: finding.element, device: worst?.device,
                deviceName: worst?.deviceName, orientation: worst?.orientation, window: worst?.window,
                category: worst?.category, measured: worst?.measured, available: worst?.available,
                categories: finding.categories, devices: finding.devices.count, environments: finding.environments))
    }

    /// Relative paths stay relative to `%SRCROOT%` (the checkout, for code scanning); absolute
    /// ones become `file:` URIs. Lines and columns below 1 mean "unknown" and are left out, as
    /// the schema requires them to be 1 or more.
    private func location(_ file: String, _ line: Int, _ column: Int) -> SARIFLog.Location {
        let artifact = file.hasPrefix("/")
            ? SARIFLog.ArtifactLocation(uri: "file://" + Self.uriPath(file), uriBaseId: nil)
            : SARIFLog.ArtifactLocation(uri: Self.uriPath(file.hasPrefix("./") ? String(file.dropFirst(2)) : file),
                                        uriBaseId: "%SRCROOT%")
        let region = line >= 1 ? SARIFLog.Region(startLine: line, startColumn: column >= 1 ? column : nil) : nil
        return .init(physicalLocation: .init(artifactLocation: artifact, region: region))
    }

    /// A path as a URI path: percent-encoded, with `:` encoded too so a relative path is never
    /// read as a scheme.
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
