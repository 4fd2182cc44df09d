import Foundation
import Testing
import TypeFitCheck
@testable import TypeFitProject
import TypeFitTestSupport

/// A key drawn in two places has a finding per place, told apart in its fingerprint by the place
/// (`… @file:line:column`). The place names its file as the fingerprint names the catalog —
/// relative to the project's folder — so a baseline recorded in one clone of the app matches in
/// another (a CI checkout, a colleague's folder). Fixture: the check engine's catalog, whose
/// `title.long` is 24 letters (24 × 500 units = 12,000 units, 204 pt at 17 pt in the test font),
/// drawn by two one-line `Text`s in 50- and 60-pt frames: cut off in both.
@Suite struct PortableFingerprintTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-portable-\(UUID().uuidString)")
    }

    /// A project folder `name` with its config and the two views, both on line 2 and 3 of `Views.swift`.
    func project(_ name: String, baseline: [String]? = nil) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("""
            import SwiftUI
            struct A: View { var body: some View { Text("title.long").lineLimit(1).frame(width: 50) } }
            struct B: View { var body: some View { Text("title.long").lineLimit(1).frame(width: 60) } }

            """.utf8).write(to: folder.appendingPathComponent("App/Views.swift"))
        try Data("""
            catalogs: [\(OneDevice.projectCatalog)]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: [Large]
            fonts: {files: [\(TestFont.path)], tracking: none}
            \(baseline == nil ? "" : "baseline: baseline.json")

            """.utf8).write(to: folder.appendingPathComponent(".typefit.yml"))
        if let baseline {
            let list = baseline.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }.joined(separator: ",\n")
            try Data("{\"version\": 1, \"fingerprints\": [\n\(list)\n]}\n".utf8).write(to: folder.appendingPathComponent("baseline.json"))
        }
        return folder
    }

    func check(_ folder: URL) throws -> CheckReport {
        var options = Project.Options()
        options.directory = folder.path
        options.sources = .paths([folder.appendingPathComponent("App").path])
        return try Project.load(options).check()
    }

    func placed(_ report: CheckReport) -> [String] {
        report.findings.filter { $0.key == "title.long" && $0.rule == "truncated-width" }.map(\.fingerprint).sorted()
    }

    @Test func theSamePlaceInTwoClonesHasTheSameFingerprint() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let one = placed(try check(try project("one")))
        let two = placed(try check(try project("two")))
        // en, de and he, each cut off in both frames.
        #expect(one.count == 6)
        #expect(one == two)
        #expect(one.allSatisfy { $0.contains(" @App/Views.swift:2:") || $0.contains(" @App/Views.swift:3:") }, "\(one)")
        #expect(!one.contains { $0.contains(root.path) }, "\(one)")
    }

    /// A baseline written before the place was made relative (its entries hold the absolute
    /// path of the clone it was recorded in) still accepts those findings there, and none is stale.
    @Test func aBaselineWithTheOldAbsolutePlaceStillMatches() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try project("old")
        let today = placed(try check(folder))
        #expect(today.count == 6)
        let absolute = folder.standardizedFileURL.path + "/App/Views.swift"
        let old = today.map { $0.replacingOccurrences(of: " @App/Views.swift", with: " @" + absolute) }
        #expect(old.allSatisfy { $0.contains(" @/") })
        _ = try project("old", baseline: old)
        let report = try check(folder)
        #expect(placed(report).isEmpty)
        #expect(report.baselined >= 6)
        #expect(report.staleBaseline?.isEmpty ?? true)
    }
}
