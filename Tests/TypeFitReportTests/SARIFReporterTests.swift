import Foundation
import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitCheck
@testable import TypeFitReport
import TypeFitTestSupport

@Suite struct SARIFReporterTests {
    private func sarif(_ report: CheckReport) throws -> [String: Any] {
        let text = try SARIFReporter().render(report)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func schemaErrors(_ text: String) throws -> [String] {
        try SchemaValidator.errors(in: text, schema: SchemaValidator.fixture("sarif-schema-2.1.0.json"))
    }

    @Test(arguments: [
        Fixture.mixed(),
        Fixture.report([]),
        Fixture.report([Fixture.finding(rule: "not-a-rule", file: "/abs/App Store/Localizable.xcstrings", line: 0, column: 0)],
                       problems: [InputProblem("no catalogs found", at: SourceLocation(file: "App", line: 0, column: 0))]),
    ])
    func outputIsValidSARIF210(_ report: CheckReport) throws {
        #expect(try schemaErrors(SARIFReporter().render(report)) == [])
    }

    /// Where the source draws the text is a related location, numbered, with what draws it.
    @Test func theViewIsARelatedLocation() throws {
        var finding = Fixture.finding()
        finding.view = SourceView(SourceUse(key: finding.key, settings: ElementSettings(element: .label),
                                            location: SourceLocation(file: "App/Settings View.swift", line: 42, column: 9),
                                            pattern: "UIKit label.text", grade: .b))
        let report = Fixture.report([finding])
        #expect(try schemaErrors(SARIFReporter().render(report)) == [])
        let runs = try #require(try sarif(report)["runs"] as? [[String: Any]])
        let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
        let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
        #expect(related["id"] as? Int == 1)
        #expect((related["message"] as? [String: Any])?["text"] as? String == "drawn here: UIKit label.text, grade B")
        let physical = try #require(related["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Settings%20View.swift")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 42)
    }

    /// The validator must catch what it is there to catch, or the test above proves nothing.
    @Test func validatorRejectsInvalidSARIF() throws {
        let valid = try SARIFReporter().render(Fixture.mixed())
        let badLevel = valid.replacingOccurrences(of: "\"level\" : \"warning\"", with: "\"level\" : \"fatal\"")
        let noVersion = valid.replacingOccurrences(of: "\"version\" : \"2.1.0\"", with: "\"version\" : \"2.0.0\"")
        let lineZero = valid.replacingOccurrences(of: "\"startLine\" : 12", with: "\"startLine\" : 0")
        for broken in [badLevel, noVersion, lineZero] {
            #expect(broken != valid)
            #expect(try !schemaErrors(broken).isEmpty)
        }
    }

    @Test func describesTheToolAndEveryRule() throws {
        let log = try sarif(Fixture.mixed())
        #expect(log["$schema"] as? String == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "typefit")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.ids)
        for rule in rules {
            for property in ["name", "shortDescription", "fullDescription", "help", "defaultConfiguration"] {
                #expect(rule[property] != nil, "\(rule["id"] ?? "?") lacks \(property)")
            }
            let help = try #require(rule["help"] as? [String: Any])
            #expect(help["text"] is String && help["markdown"] is String)
        }
        let clipped = try #require(rules.first { $0["id"] as? String == "clipped" })
        #expect((clipped["defaultConfiguration"] as? [String: Any])?["level"] as? String
                == RuleRegistry.description(of: "clipped")?.defaultSeverity.rawValue)
    }

    @Test func resultsPointAtTheirRuleAndLocation() throws {
        let log = try sarif(Fixture.mixed())
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.compactMap { $0["level"] as? String } == ["warning", "error", "note"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let first = results[0]
        #expect((first["message"] as? [String: Any])?["text"] as? String == """
            de "settings.title" plural=one: text is 412 pt wide; 343 pt fit; worst on iPhone SE (3rd generation) \
            portrait, full screen, AX5 (53 pt); breaks at Large…AX5 on 31 devices
            """)
        #expect(first["partialFingerprints"] as? [String: String]
                == ["typefitFingerprint/v1": "clipped|App/Localizable.xcstrings|settings.title|de|plural=one"])
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(physical["artifactLocation"] as? [String: String] == ["uri": "App/Localizable.xcstrings", "uriBaseId": "%SRCROOT%"])
        #expect(physical["region"] as? [String: Int] == ["startLine": 12, "startColumn": 7])
        let properties = try #require(first["properties"] as? [String: Any])
        #expect(properties["locale"] as? String == "de")
        #expect(properties["key"] as? String == "settings.title")
        #expect(properties["variant"] as? String == "plural=one")
        #expect(properties["device"] as? String == "iphone-se-3")
        #expect(properties["category"] as? String == "AX5")
        #expect(properties["measured"] as? [String: Int] == ["width": 412, "lines": 1])
        #expect(properties["available"] as? [String: Int] == ["width": 343, "lines": 1])
        #expect(properties["devices"] as? Int == 31)
        let hostile = try #require(results[2]["properties"] as? [String: Any])
        #expect(hostile["text"] as? String == Fixture.hostileText)
        #expect(hostile["key"] as? String == "evil\"key<script>&\n]]>")
    }

    @Test func inputProblemsAreToolNotifications() throws {
        let log = try sarif(Fixture.mixed())
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        #expect(notifications[0]["level"] as? String == "error")
        #expect((notifications[0]["message"] as? [String: Any])?["text"] as? String == "expected ';' after the value")
    }

    /// GitHub code scanning rejects a run of more than 25,000 results: the most severe are kept,
    /// in report order, and a notification and `properties.omitted` say how many were left out.
    @Test func aRunNeverHoldsMoreResultsThanCodeScanningAccepts() throws {
        let severities: [FindingSeverity] = [.note, .error, .warning, .note, .error]
        let findings = severities.enumerated().map { index, severity in
            Fixture.finding(rule: "clipped", severity: severity, line: index + 1, column: 1)
        }
        let text = try SARIFReporter(maximumResults: 3).render(Fixture.report(findings))
        #expect(try schemaErrors(text) == [])
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "error"])
        #expect((run["properties"] as? [String: Any])?["omitted"] as? Int == 2)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.map { ($0["message"] as? [String: Any])?["text"] as? String } == [
            "2 of 5 findings are left out of this SARIF file, the least severe first: code scanning accepts 3 results per run. "
                + "The JSON report holds them all.",
        ])
        let atLimit = Array(repeating: Fixture.finding(), count: 25_001)
        let full = try #require(JSONSerialization.jsonObject(with: Data(try SARIFReporter().render(Fixture.report(atLimit)).utf8))
            as? [String: Any])
        #expect(((full["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 25_000)
    }

    @Test func absolutePathsAreFileURIsAndUnknownLinesHaveNoRegion() throws {
        let finding = Fixture.finding(file: "/abs/App Store/Local:izable.xcstrings", line: 0, column: 0)
        let log = try sarif(Fixture.report([finding]))
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(physical["artifactLocation"] as? [String: String] == ["uri": "file:///abs/App%20Store/Local%3Aizable.xcstrings"])
        #expect(physical["region"] == nil)
    }
}
