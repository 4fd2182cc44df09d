import Foundation
import Testing
import TypeFitTestSupport

/// `typefit check PATH` and `typefit layout PATH` run from another folder: they read the sources
/// and the config of PATH's project, never the folder they run in, and say the same as a run from
/// inside the project. The folder they run in holds a Swift file using the project's other key and
/// a `.typefit.yml` asking for a locale the catalog does not have: reading either would show.
@Suite struct WorkingDirectoryCLITests {
    /// `<tmp>/project` (a catalog with `greeting` and `farewell`, a Swift file drawing `greeting`;
    /// the German texts, over 60 letters, are wider than an iPhone's 343-pt margins at 17 pt),
    /// `<tmp>/sourceless` (the same catalog, no code) and `<tmp>/elsewhere` (the decoys).
    static func folders() throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-cwd-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        func write(_ text: String, _ path: String) throws {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "farewell" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Auf Wiedersehen und bis zum naechsten Mal in dieser wunderbaren Anwendung" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } } } },
              "greeting" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo und herzlich willkommen in dieser wunderbaren neuen Anwendung" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } } } } } }
            """
        try write(catalog, "project/App/Localizable.xcstrings")
        try write("import SwiftUI\nstruct Greeting: View { var body: some View { Text(\"greeting\") } }\n",
                  "project/App/Greeting.swift")
        try write(catalog, "sourceless/App/Localizable.xcstrings")
        try write("import SwiftUI\nstruct Farewell: View { var body: some View { Text(\"farewell\") } }\n",
                  "elsewhere/Farewell.swift")
        try write("locales: [fr]\n", "elsewhere/.typefit.yml")
        return base
    }

    /// A small matrix: the places, not the findings, are under test.
    static let narrow = ["--no-progress", "--devices", "iphone-se-3", "--sizes", "Large", "--font", TestFont.path]

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The layout document's keys by name.
    static func keys(_ document: [String: Any]) -> [String: [String: Any]] {
        var keys: [String: [String: Any]] = [:]
        for key in document["keys"] as? [[String: Any]] ?? [] { if let name = key["key"] as? String { keys[name] = key } }
        return keys
    }

    @Test func layoutReadsThePathsSourcesNotTheFolderItRunsIn() throws {
        let base = try Self.folders()
        defer { try? FileManager.default.removeItem(at: base) }
        let run = try CLIRunner.run(["layout", "--json", base.appendingPathComponent("project").path],
                                    in: base.appendingPathComponent("elsewhere"))
        #expect(run.status == 0, "\(run.stderr)")
        let document = try Self.json(run.stdout)
        let keys = Self.keys(document)
        #expect(keys["greeting"]?["status"] as? String == "placed")
        let use = (keys["greeting"]?["uses"] as? [[String: Any]])?.first
        #expect(use?["file"] as? String == "App/Greeting.swift", "named relative to the project, not to the folder run in")
        #expect(keys["farewell"]?["status"] as? String == "unused")
        #expect(!run.stdout.contains("Farewell.swift"))
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["files"] as? [String: Int] == ["swift": 1])
    }

    @Test func checkAndLayoutSayTheSameFromInsideAndFromElsewhere() throws {
        let base = try Self.folders()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project"), elsewhere = base.appendingPathComponent("elsewhere")
        let insideCheck = try CLIRunner.run(["check", "--format", "json"] + Self.narrow, in: project)
        let outsideCheck = try CLIRunner.run(["check", "--format", "json"] + Self.narrow + [project.path], in: elsewhere)
        #expect(insideCheck.status == 1 && outsideCheck.status == 1, "\(insideCheck.stderr) \(outsideCheck.stderr)")
        let inside = try Self.json(insideCheck.stdout), outside = try Self.json(outsideCheck.stdout)
        func withoutTiming(_ document: [String: Any]) throws -> Data {
            var document = document
            var report = try #require(document["report"] as? [String: Any])
            var statistics = try #require(report["statistics"] as? [String: Any])
            statistics["seconds"] = nil
            report["statistics"] = statistics
            document["report"] = report
            return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        }
        #expect(try withoutTiming(inside) == withoutTiming(outside))
        let findings = (inside["report"] as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        #expect(!findings.isEmpty && findings.allSatisfy { $0["file"] as? String == "App/Localizable.xcstrings" })
        #expect(findings.contains { $0["rule"] as? String == "unused-key" && $0["key"] as? String == "farewell" })
        #expect(!findings.contains { $0["rule"] as? String == "unused-key" && $0["key"] as? String == "greeting" })

        let insideLayout = try CLIRunner.run(["layout", "--json"], in: project)
        let outsideLayout = try CLIRunner.run(["layout", "--json", project.path], in: elsewhere)
        #expect(insideLayout.status == 0 && insideLayout.stdout == outsideLayout.stdout, "\(outsideLayout.stderr)")
    }

    @Test func aRunThatReadNoCodeCallsNoKeyUnused() throws {
        let base = try Self.folders()
        defer { try? FileManager.default.removeItem(at: base) }
        let sourceless = base.appendingPathComponent("sourceless").path, elsewhere = base.appendingPathComponent("elsewhere")
        let layout = try CLIRunner.run(["layout", "--json", sourceless], in: elsewhere)
        #expect(layout.status == 0, "\(layout.stderr)")
        let document = try Self.json(layout.stdout)
        #expect(Self.keys(document).values.map { $0["status"] as? String } == ["no-source", "no-source"])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["unused"] as? Int == 0 && summary["noSource"] as? Int == 2 && summary["sourcesRead"] as? Bool == false)

        let check = try CLIRunner.run(["check", "--format", "json"] + Self.narrow + [sourceless], in: elsewhere)
        #expect(check.status == 1, "\(check.stderr)")
        let findings = (try Self.json(check.stdout)["report"] as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        #expect(!findings.isEmpty && !findings.contains { $0["rule"] as? String == "unused-key" })
    }

    @Test func severalPathsReadEachFoldersSourcesOnce() throws {
        let base = try Self.folders()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project")
        // The catalog's folder inside the project's: its Swift file is read once, not twice.
        let run = try CLIRunner.run(["layout", "--json", project.path, project.appendingPathComponent("App").path,
                                     base.appendingPathComponent("sourceless").path], in: base.appendingPathComponent("elsewhere"))
        #expect(run.status == 0, "\(run.stderr)")
        let document = try Self.json(run.stdout)
        #expect((document["summary"] as? [String: Any])?["files"] as? [String: Int] == ["swift": 1])
        let greeting = (document["keys"] as? [[String: Any]] ?? []).filter { $0["key"] as? String == "greeting" }
        #expect(greeting.count == 2 && greeting.allSatisfy { ($0["uses"] as? [Any])?.count == 1 })
    }

    @Test func pathsInProjectsWithDifferentConfigsAreRefused() throws {
        let base = try Self.folders()
        defer { try? FileManager.default.removeItem(at: base) }
        for folder in ["project", "sourceless"] {
            try Data("sizes: Large\n".utf8).write(to: base.appendingPathComponent("\(folder)/.typefit.yml"))
        }
        let run = try CLIRunner.run(["check", "--no-progress", base.appendingPathComponent("project").path,
                                     base.appendingPathComponent("sourceless").path], in: base.appendingPathComponent("elsewhere"))
        #expect(run.status == 2)
        #expect(run.stderr.contains("belong to different projects") && run.stderr.contains("--config"), "\(run.stderr)")
    }

    @Test func theConfigIsLookedUpFromThePathNotFromTheFolderItRunsIn() throws {
        let base = try Self.folders()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project")
        try Data("locales: [de]\n".utf8).write(to: project.appendingPathComponent(".typefit.yml"))
        // A catalog file as PATH: the config is looked for from its folder upward.
        let run = try CLIRunner.run(["check", "--format", "json"] + Self.narrow
                                        + [project.appendingPathComponent("App/Localizable.xcstrings").path],
                                    in: base.appendingPathComponent("elsewhere"))
        #expect(run.status == 1, "\(run.stderr)")
        let report = try #require(try Self.json(run.stdout)["report"] as? [String: Any])
        #expect(report["configuration"] as? String == ".typefit.yml")
        #expect((report["statistics"] as? [String: Any])?["locales"] as? [String] == ["de"])
    }
}
