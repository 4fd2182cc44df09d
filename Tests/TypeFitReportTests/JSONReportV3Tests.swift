import Foundation
import Testing
import TypeFitCatalog
import TypeFitTestSupport
@testable import TypeFitCheck
@testable import TypeFitReport

/// The JSON report's version 3: each scene, device, list of devices and use once, sizes that
/// happen alike as one entry, messages and fingerprints that follow a stated rule left out, and
/// nothing of version 2 lost but the digits past 0.01 pt.
@Suite struct JSONReportV3Tests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("schema/report-v3.schema.json")

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private static func findings(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require((document["report"] as? [String: Any])?["findings"] as? [[String: Any]])
    }

    private static func occurrence(_ category: String, pointSize: Double = 53, width: Double = 412,
                                   message: String = "text is 412 pt wide; 343 pt fit") -> Occurrence {
        var o = Fixture.occurrence(category: category, message: message)
        o.pointSize = pointSize
        o.measured.width = width
        o.overflow = width - 343
        return o
    }

    /// Two findings of one key in one scene: one scene, one use; each finding refers to both.
    @Test func twoFindingsSharingASceneAndAUseWriteEachOnce() throws {
        let report = Fixture.report([Fixture.finding(), Fixture.finding(locale: "fr")])
        let text = try JSONReporter().render(report)
        let document = try Self.object(text)
        #expect(document["formatVersion"] as? Int == 3)
        #expect((document["scenes"] as? [Any])?.count == 1)
        #expect(text.components(separatedBy: "\"windowWidth\"").count - 1 == 1)
        let uses = try #require(document["uses"] as? [NSDictionary])
        #expect(uses == [["catalog": "Localizable", "sourceText": "Notification settings", "element": "label lines=1",
                          "elementFrom": "default", "textStyle": "body", "weight": "regular"]])
        #expect(text.components(separatedBy: "Notification settings").count - 1 == 1)
        for finding in try Self.findings(document) {
            #expect(finding["use"] as? Int == 0)
            #expect((finding["bySize"] as? [[String: Any]])?.first?["scene"] as? Int == 0)
            for moved in ["catalog", "sourceText", "element", "elementFrom", "textStyle", "weight"] {
                #expect(finding[moved] == nil, "\(moved)")
            }
        }
        // Another element is another use.
        var other = Fixture.finding(key: "b")
        other.element = "button lines=1"
        let two = try Self.object(JSONReporter().render(Fixture.report([Fixture.finding(), other])))
        #expect((two["uses"] as? [Any])?.count == 2)
        #expect(try Self.findings(two).map { $0["use"] as? Int } == [0, 1])
    }

    /// large and xLarge at 17 pt read the same: one entry; AX5 at 53 pt is another. Widths are
    /// rounded to 0.01 pt (344.853834 → 344.85, 23.456 → 23.46: half away from zero).
    @Test func sizesThatHappenAlikeAreOneEntry() throws {
        var finding = Fixture.finding(message: "text is 366.5 pt wide; 343 pt fit",
                                      categories: ["large", "xLarge", "AX5"])
        finding.bySize = [Self.occurrence("large", pointSize: 17, width: 344.853834, message: "text is 344.9 pt wide; 343 pt fit"),
                          Self.occurrence("xLarge", pointSize: 17, width: 344.853834, message: "text is 344.9 pt wide; 343 pt fit"),
                          Self.occurrence("AX5", width: 366.456, message: "text is 366.5 pt wide; 343 pt fit")]
        finding.worst = finding.bySize[2]
        let document = try Self.object(JSONReporter().render(Fixture.report([finding])))
        let written = try #require(try Self.findings(document).first)
        let bySize = try #require(written["bySize"] as? [NSDictionary])
        #expect(bySize == [
            ["available": ["width": 343, "lines": 1], "categories": ["large", "xLarge"], "measured": ["width": 344.85, "lines": 1],
             "messageNumbers": ["344.9", "343"], "overflow": 1.85, "pointSize": 17, "scene": 0],
            ["available": ["width": 343, "lines": 1], "categories": ["AX5"], "measured": ["width": 366.46, "lines": 1],
             "overflow": 23.46, "pointSize": 53, "scene": 0],
        ])
        #expect(written["worst"] as? Int == 1)
        // The finding's sizes are those of its entries, and its fingerprint the default: both left out.
        #expect(written["categories"] == nil)
        #expect(written["fingerprint"] == nil)
        #expect(try SchemaValidator.errors(in: JSONReporter().render(Fixture.report([finding])), schema: Self.schema) == [])
    }

    /// Values that do not follow the stated defaults are written: sizes that are not the entries',
    /// a fingerprint that names a view's place, a message in other words, a worst at no size.
    @Test func whatDoesNotFollowTheDefaultsIsWritten() throws {
        var finding = Fixture.finding(message: "text is 412 pt wide; 343 pt fit")
        finding.fingerprint += "|View.swift:12"
        finding.bySize = [Self.occurrence("large", message: "text is 412 pt wide; 343 pt fit!"),
                          Self.occurrence("AX5", pointSize: 54)]
        finding.worst = Self.occurrence("AX4", pointSize: 60)
        let written = try #require(try Self.findings(Self.object(JSONReporter().render(Fixture.report([finding])))).first)
        #expect(written["fingerprint"] as? String == finding.fingerprint)
        #expect(written["categories"] as? [String] == finding.categories)
        let bySize = try #require(written["bySize"] as? [[String: Any]])
        #expect(bySize.map { $0["message"] as? String } == ["text is 412 pt wide; 343 pt fit!", nil])
        #expect(bySize.map { $0["messageNumbers"] == nil } == [true, true])
        #expect(bySize.map { $0["categories"] as? [String] } == [["large"], ["AX5"]])
        let worst = try #require(written["worst"] as? [String: Any])
        #expect(worst["categories"] as? [String] == ["AX4"] && worst["pointSize"] as? Double == 60)
    }

    @Test func messageNumbersAreTheNumbersInTheirPlaces() {
        #expect(MessageNumbers.replacing("text is 412 pt wide in a 343.5 pt box", toGive: "text is 38 pt wide in a 0.58 pt box")
                == ["38", "0.58"])
        // "1." is a number and a full stop; "AX5" holds a number like any other word.
        #expect(MessageNumbers.replacing("at AX5 1.", toGive: "at AX3 20.") == ["3", "20"])
        #expect(MessageNumbers.replacing("text is 412 pt wide", toGive: "text is 412 pt tall") == nil)
        #expect(MessageNumbers.replacing("no numbers", toGive: "no numbers") == nil)
        #expect(MessageNumbers.filling("text is 412 pt wide; 343 pt fit", with: ["1", "2.5"]) == "text is 1 pt wide; 2.5 pt fit")
        #expect(MessageNumbers.filling("text is 412 pt wide", with: []) == nil)
    }

    /// Every field the model's finding encodes is written by version 3, in the finding or in its use,
    /// so a field added to the model cannot go missing from the report unnoticed.
    @Test func everyFieldOfTheModelIsWritten() throws {
        var finding = Fixture.finding()
        finding.samples = [PlaceholderSample(placeholder: "%d", sample: "9", kind: .number)]
        finding.firstBreaks = "large"
        let view = #"{"location":{"file":"A.swift","line":1,"column":1},"pattern":"UIKit label.text","grade":"A","via":[]}"#
        finding.view = try JSONDecoder().decode(SourceView.self, from: Data(view.utf8))
        finding.lineBreakStrategy = "none"
        finding.widthFrom = "source"
        finding.box = "a 212-pt box"
        finding.fingerprint += "|A.swift:1"
        let model = try Self.object(jsonText(finding))
        let document = try Self.object(JSONReporter().render(Fixture.report([finding])))
        let written = try #require(try Self.findings(document).first)
        let use = try #require((document["uses"] as? [[String: Any]])?.first)
        let replaced: Set = ["bySize", "worst", "devices"]
        for key in model.keys where !replaced.contains(key) {
            #expect(written[key] != nil || use[key] != nil, "\(key)")
        }
        #expect(try SchemaValidator.errors(in: JSONReporter().render(Fixture.report([finding])), schema: Self.schema) == [])
    }

    /// The schema takes every fixture report version 3 writes and not version 2's.
    @Test func theSchemaValidatesTheReport() throws {
        for report in [Fixture.mixed(), Fixture.report([]), Fixture.report([Fixture.placeholder()])] {
            #expect(try SchemaValidator.errors(in: JSONReporter().render(report), schema: Self.schema) == [])
        }
        #expect(try !SchemaValidator.errors(in: JSONReporterV2().render(Fixture.mixed()), schema: Self.schema).isEmpty)
    }

    /// Version 3 with its references and defaults followed is version 2 (its points to 0.01),
    /// field for field. The resolution is the reader's, as the schema states it.
    @Test func followingTheReferencesGivesVersion2() throws {
        var finding = Fixture.finding(message: "text is 366.5 pt wide; 343 pt fit", categories: ["large", "xLarge", "AX5"])
        finding.bySize = [Self.occurrence("large", pointSize: 17, width: 344.853834, message: "text is 344.9 pt wide; 343 pt fit"),
                          Self.occurrence("xLarge", pointSize: 17, width: 344.853834, message: "text is 344.9 pt wide; 343 pt fit"),
                          Self.occurrence("AX5", width: 366.456, message: "text is 366.5 pt wide; 343 pt fit")]
        finding.worst = finding.bySize[2]
        var wanderer = Fixture.finding(key: "wanderer")
        wanderer.bySize = [Self.occurrence("large", message: "smaller")]
        var report = Fixture.mixed()
        report.findings += [finding, wanderer]
        let v2 = try Self.object(JSONReporterV2().render(report))
        let v3 = try Self.object(JSONReporter().render(report))
        for key in ["scenes", "devices", "deviceSets", "summary"] {
            #expect((v3[key] as? NSObject) == (v2[key] as? NSObject), "\(key)")
        }
        let expected = try Self.findings(v2).map { finding -> NSDictionary in
            var out = finding
            let bySize = (finding["bySize"] as? [[String: Any]] ?? []).map(Self.rounded)
            out["bySize"] = bySize
            if let index = finding["worst"] as? Int { out["worst"] = bySize[index] }
            else if let worst = finding["worst"] as? [String: Any] { out["worst"] = Self.rounded(worst) }
            return out as NSDictionary
        }
        let uses = v3["uses"] as? [[String: Any]] ?? []
        let resolved = try Self.findings(v3).map { finding -> NSDictionary in
            var out = finding
            out.removeValue(forKey: "use")
            for (key, value) in uses[finding["use"] as? Int ?? 0] { out[key] = value }
            let message = finding["message"] as? String ?? ""
            func sizes(_ entry: [String: Any]) -> [[String: Any]] {
                var base = entry
                base.removeValue(forKey: "categories")
                if let numbers = base.removeValue(forKey: "messageNumbers") as? [String] {
                    base["message"] = MessageNumbers.filling(message, with: numbers)
                }
                if base["message"] == nil { base["message"] = message }
                return (entry["categories"] as? [String] ?? []).map { base.merging(["category": $0]) { $1 } }
            }
            let entries = finding["bySize"] as? [[String: Any]] ?? []
            out["bySize"] = entries.flatMap(sizes)
            if let index = finding["worst"] as? Int { out["worst"] = sizes(entries[index]).first }
            else if let worst = finding["worst"] as? [String: Any] { out["worst"] = sizes(worst).first }
            if out["categories"] == nil { out["categories"] = entries.flatMap { $0["categories"] as? [String] ?? [] } }
            if out["fingerprint"] == nil {
                out["fingerprint"] = ["rule", "file", "key", "locale", "variant"]
                    .map { finding[$0] as? String ?? "" }.joined(separator: "|")
            }
            return out as NSDictionary
        }
        #expect(resolved == expected)
        #expect(resolved.count == 5)
    }

    /// Points to 0.01, half away from zero, as the schema says.
    private static func rounded(_ occurrence: [String: Any]) -> [String: Any] {
        func r(_ value: Any?) -> Any? { (value as? Double).map { ($0 * 100).rounded() / 100 } ?? value }
        var out = occurrence
        for figures in ["measured", "available"] {
            var f = occurrence[figures] as? [String: Any] ?? [:]
            for key in ["width", "height"] where f[key] != nil { f[key] = r(f[key]) }
            out[figures] = f
        }
        out["overflow"] = r(occurrence["overflow"])
        out["pointSize"] = r(occurrence["pointSize"])
        return out
    }
}
