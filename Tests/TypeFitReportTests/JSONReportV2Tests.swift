import Foundation
import Testing
@testable import TypeFitCheck
@testable import TypeFitReport

/// The JSON report's version 2 (`--format json-v2`): each scene, device and list of devices once, referred to by index,
/// and nothing of version 1 lost.
@Suite struct JSONReportV2Tests {
    private static func object(_ report: CheckReport) throws -> [String: Any] {
        let text = try JSONReporterV2().render(report)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private static func findings(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require((document["report"] as? [String: Any])?["findings"] as? [[String: Any]])
    }

    /// The scene of `Fixture.occurrence()` with its environment, as the document's table holds it.
    private static var fixtureScene: NSDictionary { [
        "device": "iphone-se-3", "orientation": "portrait", "window": "full", "horizontalSizeClass": "compact",
        "windowWidth": 375, "windowHeight": 667, "boxX": 16, "boxWidth": 343, "available": 343, "lineLimit": 1,
        "direction": "ltr",
        "safeArea": ["x": 0, "y": 0, "width": 375, "height": 667],
        "margins": ["x": 0, "y": 0, "width": 375, "height": 667],
        "readable": ["x": 0, "y": 0, "width": 375, "height": 667],
    ] }

    @Test func twoFindingsInOneSceneShareIt() throws {
        let report = Fixture.report([Fixture.finding(), Fixture.finding(key: "other.title")])
        let text = try JSONReporterV2().render(report)
        let document = try Self.object(report)
        #expect(document["formatVersion"] as? Int == 2)
        let scenes = try #require(document["scenes"] as? [NSDictionary])
        #expect(scenes == [Self.fixtureScene])
        // The scene's fields and the device's name are written once, not per finding.
        #expect(text.components(separatedBy: "\"windowWidth\"").count - 1 == 1)
        #expect(text.components(separatedBy: "iPhone SE (3rd generation)").count - 1 == 1)
        #expect(document["devices"] as? NSDictionary == ["iphone-se-3": ["name": "iPhone SE (3rd generation)"]])
        #expect(document["deviceSets"] as? [[String]] == [(0..<31).map { "device-\($0)" }])
        let occurrence: NSDictionary = [
            "available": ["width": 343, "lines": 1], "category": "AX5", "measured": ["width": 412, "lines": 1],
            "message": "text is 412 pt wide; 343 pt fit", "overflow": 69, "pointSize": 53, "scene": 0,
        ]
        for finding in try Self.findings(document) {
            #expect(finding["bySize"] as? [NSDictionary] == [occurrence])
            #expect(finding["worst"] as? Int == 0)
            #expect(finding["devices"] as? Int == 0)
        }
        #expect(try Self.findings(document).map { $0["key"] as? String } == ["settings.title", "other.title"])
    }

    /// Another box or another device is another scene; the second finding refers to it.
    @Test func differentScenesAreEachWritten() throws {
        var moved = Fixture.occurrence()
        moved.scene.boxX = 20
        var elsewhere = Fixture.occurrence()
        elsewhere.device = "iphone-15"
        elsewhere.deviceName = "iPhone 15"
        let report = Fixture.report([Fixture.finding(), Fixture.finding(key: "b", worst: moved),
                                     Fixture.finding(key: "c", worst: elsewhere, devices: 2)])
        let document = try Self.object(report)
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["boxX"] as? Double } == [16, 20, 16])
        #expect(scenes.map { $0["device"] as? String } == ["iphone-se-3", "iphone-se-3", "iphone-15"])
        let findings = try Self.findings(document)
        #expect(findings.map { ($0["bySize"] as? [[String: Any]])?.first?["scene"] as? Int } == [0, 1, 2])
        #expect(findings.map { $0["devices"] as? Int } == [0, 0, 1])
        #expect(document["deviceSets"] as? [[String]] == [(0..<31).map { "device-\($0)" }, ["device-0", "device-1"]])
        #expect(document["devices"] as? NSDictionary == ["iphone-se-3": ["name": "iPhone SE (3rd generation)"],
                                                         "iphone-15": ["name": "iPhone 15"]])
    }

    /// Version 2 with its references followed is version 1, field for field: nothing was lost.
    /// The resolution below is the reader's (the schema's description), not the writer's code.
    @Test func followingTheReferencesGivesVersion1() throws {
        var wanderer = Fixture.finding(key: "wanderer")
        // A worst occurrence that is none of the sizes (typefit never makes one) is written whole.
        wanderer.bySize = [Fixture.occurrence(category: "large", message: "smaller")]
        var report = Fixture.mixed()
        report.findings.append(wanderer)
        let v1 = try #require(JSONSerialization.jsonObject(with: Data(JSONReporterV1().render(report).utf8)) as? NSDictionary)
        let v2 = try Self.object(report)
        let v2Findings = try Self.findings(v2)
        #expect(v2Findings.map { $0["worst"] is Int } == [true, false, true, false])
        #expect(v2Findings[1]["worst"] == nil)
        #expect(Self.resolved(v2) as NSDictionary == v1)
    }

    /// A version 2 document turned back into version 1 by following its references.
    private static func resolved(_ document: [String: Any]) -> [String: Any] {
        let scenes = document["scenes"] as? [[String: Any]] ?? []
        let devices = document["devices"] as? [String: [String: String]] ?? [:]
        let deviceSets = document["deviceSets"] as? [[String]] ?? []
        let environment = ["device", "orientation", "window", "horizontalSizeClass"]
        func occurrence(_ o: [String: Any]) -> [String: Any] {
            var out = o
            guard let index = o["scene"] as? Int else { return out }
            var scene = scenes[index]
            for key in environment { out[key] = scene.removeValue(forKey: key) }
            out["deviceName"] = (out["device"] as? String).flatMap { devices[$0]?["name"] }
            out["scene"] = scene
            return out
        }
        var report = document["report"] as? [String: Any] ?? [:]
        report["findings"] = (report["findings"] as? [[String: Any]] ?? []).map { finding in
            var out = finding
            let bySize = (finding["bySize"] as? [[String: Any]] ?? []).map(occurrence)
            out["bySize"] = bySize
            if let index = finding["worst"] as? Int {
                out["worst"] = bySize[index]
            } else if let worst = finding["worst"] as? [String: Any] {
                out["worst"] = occurrence(worst)
            }
            out["devices"] = (finding["devices"] as? Int).map { deviceSets[$0] }
            return out
        }
        return ["formatVersion": 1, "report": report, "summary": document["summary"] ?? [:]]
    }

    /// Pretty at the top, one line per finding, scene and list of devices: a finding greps as a line.
    @Test func writesEachFindingOnALine() throws {
        let report = Fixture.mixed()
        let text = try JSONReporterV2().render(report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let open = try #require(lines.firstIndex(of: "    \"findings\" : ["))
        #expect(lines[open + 1].hasPrefix("      {\"bySize\":[{"))
        #expect(lines[open + 2].hasPrefix("      {\"bySize\":[],"))
        #expect(lines[open + 3].hasPrefix("      {\"bySize\":[{") && lines[open + 3].hasSuffix("}"))
        #expect(lines[open + 4] == "    ],")
        #expect(lines.first == "{" && lines.contains("  \"formatVersion\" : 2,") && text.hasSuffix("}\n"))
        #expect(lines.contains("  \"scenes\" : ["))
    }

    /// No findings: the tables are empty and the document is still one JSON object.
    @Test func anEmptyReportHasEmptyTables() throws {
        let document = try Self.object(Fixture.report([]))
        #expect(document["scenes"] as? [Any] != nil && (document["scenes"] as? [Any])?.isEmpty == true)
        #expect((document["deviceSets"] as? [Any])?.isEmpty == true)
        #expect((document["devices"] as? [String: Any])?.isEmpty == true)
        #expect(try Self.findings(document).isEmpty)
    }
}
