import Foundation
import Testing
import TypeFitTestSupport

/// Report paths when typefit runs inside a git repository: code scanning and GitHub annotations
/// resolve them against the checkout, so they are relative to its root however typefit was started;
/// Xcode's lines are absolute. The demo app is copied to `ios/` of a fresh `git init` repository.
@Suite struct RepositoryPathsCLITests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")
    /// A small part of the matrix: the paths, not the findings, are under test.
    static let narrow = ["--no-progress", "--locales", "de,en", "--devices", "iphone-se-3", "--sizes", "Large,AX5"]
    /// Not GitHub Actions, whatever runs the tests.
    static let noGitHub = ["GITHUB_SERVER_URL": "", "GITHUB_REPOSITORY": "", "GITHUB_SHA": ""]

    /// `<tmp>/repo/ios` holding the demo, `repo` a git repository when `git` is true.
    static func checkout(git: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-repo-\(UUID().uuidString)")
            .appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: corpus, to: root.appendingPathComponent("ios"))
        if git {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "init", "-q", root.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git init")
        }
        return root.resolvingSymlinksInPath()
    }

    /// Every `artifactLocation` of a SARIF log (results, related locations, notifications).
    static func artifacts(_ sarif: String) throws -> [[String: String]] {
        var found: [[String: String]] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let artifact = object["artifactLocation"] as? [String: String] { found.append(artifact) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(sarif.utf8)))
        return found
    }

    @Test func sarifURIsAreRelativeToTheRepositoryWhereverTypefitRuns() throws {
        let root = try Self.checkout(git: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let runs = [
            try CLIRunner.run(["check", "--format", "sarif"] + Self.narrow, in: root.appendingPathComponent("ios")),
            try CLIRunner.run(["check", "--format", "sarif"] + Self.narrow, in: root.appendingPathComponent("ios/DemoApp")),
            try CLIRunner.run(["check", "--config", "ios/.typefit.yml", "--format", "sarif"] + Self.narrow, in: root),
        ]
        var seen: [Set<String>] = []
        for run in runs {
            #expect(run.status == 1, "\(run.stderr)")
            let artifacts = try Self.artifacts(run.stdout)
            #expect(!artifacts.isEmpty)
            for artifact in artifacts {
                let uri = try #require(artifact["uri"])
                #expect(artifact["uriBaseId"] == "%SRCROOT%", "\(uri)")
                #expect(!uri.hasPrefix("/") && !uri.hasPrefix("file:") && !uri.hasPrefix("."), "\(uri)")
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(uri.removingPercentEncoding ?? uri).path),
                        "\(uri)")
            }
            seen.append(Set(artifacts.compactMap { $0["uri"] }))
        }
        #expect(seen[0].contains("ios/DemoApp/Localizable.xcstrings"))
        #expect(seen.allSatisfy { $0 == seen[0] })
    }

    @Test func annotationsNameRepositoryPathsAndXcodeAbsoluteOnes() throws {
        let root = try Self.checkout(git: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let ios = root.appendingPathComponent("ios")
        let github = try CLIRunner.run(["check", "--format", "github"] + Self.narrow, in: ios)
        let annotations = github.stdout.split(separator: "\n")
        #expect(!annotations.isEmpty)
        #expect(annotations.allSatisfy { $0.contains(" file=ios/DemoApp/") })
        let xcode = try CLIRunner.run(["check", "--config", "ios/.typefit.yml", "--format", "xcode"] + Self.narrow, in: root)
        let lines = xcode.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(root.path + "/ios/DemoApp/") })
        // A report file gets its own format's paths in the same run.
        let json = root.appendingPathComponent("out/typefit.json")
        _ = try CLIRunner.run(["check", "--format", "xcode", "--report", "json=\(json.path)"] + Self.narrow, in: ios)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let findings = (report?["report"] as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { ($0["file"] as? String)?.hasPrefix("ios/DemoApp/") == true })
    }

    @Test func theMarkdownSummaryLinksToTheCommitInGitHubActions() throws {
        let root = try Self.checkout(git: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let ios = root.appendingPathComponent("ios")
        let sha = "0123456789abcdef0123456789abcdef01234567"
        let actions = try CLIRunner.run(["check", "--format", "markdown"] + Self.narrow, in: ios, environment: [
            "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/trailhead", "GITHUB_SHA": sha])
        #expect(actions.status == 1)
        #expect(actions.stdout.contains("](https://github.com/acme/trailhead/blob/\(sha)/ios/DemoApp/Localizable.xcstrings#L"))
        let local = try CLIRunner.run(["check", "--format", "markdown"] + Self.narrow, in: ios, environment: Self.noGitHub)
        #expect(local.stdout.contains("| ios/DemoApp/Localizable.xcstrings\\:"))
        #expect(!local.stdout.contains("](http"))
    }

    /// Outside a repository files are named relative to the project's folder (the config's), wherever
    /// typefit runs and however the config was found: a config found from `ios/` and one given from
    /// its parent name the same files the same way (before, the first named them absolutely, the
    /// second from the folder typefit ran in).
    @Test func outsideARepositoryPathsAreRelativeToTheProjectsFolder() throws {
        let root = try Self.checkout(git: false)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let found = try CLIRunner.run(["check", "--format", "sarif"] + Self.narrow, in: root.appendingPathComponent("ios"))
        let given = try CLIRunner.run(["check", "--config", "ios/.typefit.yml", "--format", "sarif"] + Self.narrow, in: root)
        let elsewhere = try CLIRunner.run(["check", "--format", "sarif"] + Self.narrow + [root.appendingPathComponent("ios").path],
                                          in: FileManager.default.temporaryDirectory)
        for run in [found, given, elsewhere] {
            #expect(run.status == 1, "\(run.stderr)")
            let artifacts = try Self.artifacts(run.stdout)
            #expect(!artifacts.isEmpty && artifacts.allSatisfy { $0["uri"]?.hasPrefix("DemoApp/") == true && $0["uriBaseId"] == "%SRCROOT%" })
        }
        #expect(try Self.artifacts(found.stdout) == Self.artifacts(given.stdout))
        #expect(try Self.artifacts(found.stdout) == Self.artifacts(elsewhere.stdout))
    }
}
