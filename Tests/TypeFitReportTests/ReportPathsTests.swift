import Foundation
import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitCheck
@testable import TypeFitReport

/// Report paths inside a git work tree: relative to its root, whatever folder typefit ran in.
@Suite struct ReportPathsTests {
    /// `<tmp>/repo` with a `.git` (a folder, or the file a linked worktree has) and `ios/App` in it.
    static func repository(gitFile: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-paths-\(UUID().uuidString)/repo")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ios/App"), withIntermediateDirectories: true)
        if gitFile {
            try Data("gitdir: /elsewhere/.git/worktrees/repo\n".utf8).write(to: root.appendingPathComponent(".git"))
        } else {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        }
        return root.standardizedFileURL
    }

    static func report(file: String, view: String? = nil, problem: String = "ios/App/Broken.strings") -> CheckReport {
        var finding = Fixture.finding(file: file)
        finding.catalog = file
        if let view {
            finding.view = SourceView(SourceUse(key: finding.key, settings: ElementSettings(),
                                                location: SourceLocation(file: view, line: 4, column: 9), pattern: "UILabel.text",
                                                grade: .a, via: [SourceLocation(file: view, line: 2, column: 1)]))
        }
        var report = Fixture.report([finding], problems: [InputProblem("bad", at: SourceLocation(file: problem, line: 1, column: 1))])
        report.configuration = "../ios/.typefit.yml"
        return report
    }

    @Test func findsTheWorkTreeRootFromASubfolder() throws {
        for gitFile in [false, true] {
            let root = try Self.repository(gitFile: gitFile)
            defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
            #expect(ReportPaths.repositoryRoot(containing: root.appendingPathComponent("ios/App").path) == root.path)
            #expect(ReportPaths.repositoryRoot(containing: root.path) == root.path)
            #expect(ReportPaths.repositoryRoot(containing: root.deletingLastPathComponent().path) == nil)
        }
    }

    /// Run in `ios/` (config found there): the check's paths are relative to `ios/` or absolute;
    /// the report's are relative to the root, and outside it absolute.
    @Test func everyPathBecomesRelativeToTheRoot() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let ios = root.appendingPathComponent("ios").path
        var paths = ReportPaths.forRun(in: ios)
        #expect(paths.root == root.path)
        var report = Self.report(file: root.path + "/ios/App/Localizable.xcstrings", view: "App/./Views/Title.swift",
                                 problem: "/outside/the/repo/x.strings")
        let fingerprint = report.findings[0].fingerprint
        paths.apply(.repositoryRelative, to: &report)
        let finding = try #require(report.findings.first)
        #expect(finding.file == "ios/App/Localizable.xcstrings")
        #expect(finding.catalog == "ios/App/Localizable.xcstrings")
        #expect(finding.view?.location.file == "ios/App/Views/Title.swift")
        #expect(finding.view?.via.first?.file == "ios/App/Views/Title.swift")
        #expect(report.problems.first?.location.file == "/outside/the/repo/x.strings")
        // `../ios/.typefit.yml` from ios/ is the root's ios/.typefit.yml.
        #expect(report.configuration == "ios/.typefit.yml")
        // The fingerprint stays relative to the config, as baselines need.
        #expect(finding.fingerprint == fingerprint)

        // Then absolute for Xcode: resolved from the root, not from ios/.
        paths.apply(.absolute, to: &report)
        #expect(report.findings.first?.file == root.path + "/ios/App/Localizable.xcstrings")
        #expect(report.findings.first?.view?.location.file == root.path + "/ios/App/Views/Title.swift")
        #expect(report.configuration == root.path + "/ios/.typefit.yml")
        // And back.
        paths.apply(.repositoryRelative, to: &report)
        #expect(report.findings.first?.file == "ios/App/Localizable.xcstrings")
    }

    @Test func aPathThatLeavesTheRootStaysAbsolute() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        var paths = ReportPaths.forRun(in: root.path)
        var report = Self.report(file: "../Shared/Localizable.xcstrings")
        paths.apply(.repositoryRelative, to: &report)
        #expect(report.findings.first?.file == root.deletingLastPathComponent().path + "/Shared/Localizable.xcstrings")
    }

    @Test func outsideAWorkTreeOnlyXcodeChangesPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths = ReportPaths.forRun(in: folder.standardizedFileURL.path)
        #expect(paths.root == nil)
        var report = Self.report(file: "App/Localizable.xcstrings")
        paths.apply(.repositoryRelative, to: &report)
        #expect(report.findings.first?.file == "App/Localizable.xcstrings")
        paths.apply(.absolute, to: &report)
        #expect(report.findings.first?.file == folder.standardizedFileURL.path + "/App/Localizable.xcstrings")
    }

    /// A call-site sample's origin names its file as the report names the others; origins with no
    /// place, and a path with colons in it, are read right.
    @Test func aSamplesOriginNamesItsFileAsTheReportDoes() {
        func named(_ origin: String) -> String {
            ReportPaths.origin(origin) { path in path = path.replacingOccurrences(of: "/abs/repo/", with: "") }
        }
        #expect(named("call-site literal at /abs/repo/App/Upload.swift:42:31") == "call-site literal at App/Upload.swift:42:31")
        #expect(named("call-site the widest of the 2 texts title holds at /abs/repo/App/a:b.swift:3:7")
                == "call-site the widest of the 2 texts title holds at App/a:b.swift:3:7")
        #expect(named("default") == "default" && named("config") == "config")
        #expect(named("call-site name at nowhere") == "call-site name at nowhere")
    }
}
