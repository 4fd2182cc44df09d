import Foundation
import Testing
import TypeFitTestSupport

/// What typefit writes and prints when the project's files are hostile (issue #27): `init` never
/// writes through a link or into a FIFO, no file typefit writes is written through a link, a
/// pruned baseline keeps its own form, and text outputs never pass a control character from a
/// catalog to the terminal. "Outside" files are made by each test in a folder of its own.
@Suite struct HostileFilesCLITests {
    let root: URL
    let project: URL
    let outside: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-hostile-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        project = root.appendingPathComponent("project")
        outside = root.appendingPathComponent("outside")
        for folder in [project, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    }

    var config: String { project.appendingPathComponent(".typefit.yml").path }

    func catalog(key: String = "greeting", en: String = "Hello", de: String = "Hallo") throws {
        let escaped = { (text: String) in
            text.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04X", $0.value) : String($0) }.joined()
        }
        try Data("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"\(escaped(key))": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "\(escaped(en))"}},
              "de": {"stringUnit": {"state": "translated", "value": "\(escaped(de))"}}}}}}

            """.utf8).write(to: project.appendingPathComponent("Localizable.xcstrings"))
    }

    func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    // MARK: - init

    @Test func initDoesNotFollowADanglingLinkOutOfTheFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog()
        let target = outside.appendingPathComponent("planted.yml").path
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: target)
        let run = try CLIRunner.run(["init", project.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(config): it is a symbolic link, not a regular file: not written"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try listing(outside).isEmpty)
    }

    @Test func initForceDoesNotOverwriteALinksTarget() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog()
        let target = outside.appendingPathComponent("important.txt")
        try Data("keep me\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: target.path)
        let run = try CLIRunner.run(["init", "--force", project.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(config): it is a symbolic link, not a regular file: not written"), "\(run.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: config) == target.path)
    }

    @Test(.timeLimit(.minutes(1)))
    func initRefusesAFIFOWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog()
        #expect(mkfifo(config, 0o600) == 0)
        for arguments in [["init", project.path], ["init", "--force", project.path]] {
            let run = try CLIRunner.run(arguments)
            #expect(run.status == 2)
            #expect(run.stderr.contains("a FIFO (named pipe), not a regular file: not written")
                        || run.stderr.contains("exists; typefit init never replaces a config"), "\(run.stderr)")
        }
    }

    @Test func initWritesAPlainFileAndLeavesNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog()
        let run = try CLIRunner.run(["init", project.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try listing(project) == [".typefit.yml", "Localizable.xcstrings"])
        let attributes = try FileManager.default.attributesOfItem(atPath: config)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("catalogs:\n  - Localizable.xcstrings\n"))
        // Written once, it is not replaced without --force, and is with it.
        #expect(try CLIRunner.run(["init", project.path]).status == 2)
        #expect(try CLIRunner.run(["init", "--force", project.path]).status == 0)
    }

    // MARK: - reports and baselines

    @Test func aReportIsNotWrittenThroughALink() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog()
        let target = outside.appendingPathComponent("victim.txt")
        try Data("keep me\n".utf8).write(to: target)
        let report = project.appendingPathComponent("report.json").path
        try FileManager.default.createSymbolicLink(atPath: report, withDestinationPath: target.path)
        let run = try CLIRunner.run(["check", "--no-progress", "--no-sources", "--fail-on", "never", "--font", TestFont.path,
                                     "--report", "json=\(report)", project.appendingPathComponent("Localizable.xcstrings").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write the json report to \(report): it is a symbolic link, not a regular file"),
                "\(run.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        let baseline = project.appendingPathComponent("baseline.json").path
        #expect(mkfifo(baseline, 0o600) == 0)
        let fifo = try CLIRunner.run(["check", "--no-progress", "--no-sources", "--fail-on", "never", "--font", TestFont.path,
                                      "--write-baseline", baseline, project.appendingPathComponent("Localizable.xcstrings").path])
        #expect(fifo.status == 2 && fifo.stderr.contains("a FIFO (named pipe), not a regular file: not written"), "\(fifo.stderr)")
    }

    /// A baseline in a form of its own (version last, tabs, no final line break) keeps that form
    /// when pruned: only the stale entry goes.
    @Test func pruneKeepsAHandFormattedBaselinesForm() throws {
        let (repository, baseline, fixed) = try BaselinePruneCLITests.fixedOne()
        defer { try? FileManager.default.removeItem(at: repository) }
        let entries = try BaselinePruneCLITests.fingerprints(baseline)
        func form(_ entries: [String]) -> String {
            "{\"fingerprints\" :[\n\t\"" + entries.joined(separator: "\",\n\t\"") + "\"\n],\n\"version\":1}"
        }
        try Data(form(entries).utf8).write(to: URL(fileURLWithPath: baseline))
        let prune = try CLIRunner.run(["baseline", "prune", "--baseline", baseline, "--no-progress"], in: repository)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == form(entries.filter { !fixed.contains($0) }))
    }

    @Test func pruneNamesTheLineAndColumnOfMalformedJSON() throws {
        let (repository, baseline, _) = try BaselinePruneCLITests.fixedOne()
        defer { try? FileManager.default.removeItem(at: repository) }
        // Line 2, column 22: the `}` where a `,` or `]` was expected.
        try Data("{\"version\": 1,\n \"fingerprints\": [\"a\"}\n".utf8).write(to: URL(fileURLWithPath: baseline))
        let prune = try CLIRunner.run(["baseline", "prune", "--baseline", baseline, "--no-progress"], in: repository)
        #expect(prune.status == 2)
        #expect(prune.stderr.contains("\(baseline):2:22: error: baseline: not a typefit baseline (expected ',' or ']' in an array"),
                "\(prune.stderr)")
    }

    // MARK: - terminal output

    /// A key and a translation holding an escape sequence (one that would retitle the terminal
    /// window and one that would turn the text red) reach neither the text listing of
    /// `layout` nor GitHub's annotations as ESC.
    @Test func escapeSequencesFromACatalogDoNotReachTheTerminal() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog(key: "\u{1B}]0;owned\u{07}key", en: "Hello", de: "\u{1B}[31m" + String(repeating: "x", count: 60))
        try Data("""
            catalogs: [Localizable.xcstrings]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: Large
            sources: off
            fonts: {files: ["\(TestFont.path)"], tracking: none}
            layout:
              default: {element: label, lines: 1, width: 100, font: "10"}
            """.utf8).write(to: URL(fileURLWithPath: config))
        let layout = try CLIRunner.run(["layout", "--config", config])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(!layout.stdout.contains("\u{1B}") && !layout.stdout.contains("\u{07}"))
        #expect(layout.stdout.contains("\\x1B]0;owned\\x07key"), "\(layout.stdout)")
        let github = try CLIRunner.run(["check", "--config", config, "--format", "github", "--no-progress", "--fail-on", "never"])
        #expect(github.status == 0, "\(github.stderr)")
        #expect(github.stdout.contains("::"), "\(github.stdout)")
        #expect(!github.stdout.contains("\u{1B}") && !github.stdout.contains("\u{07}"))
    }

    @Test func measureRefusesALeadingThatWouldMakeTheAnswerInfinite() throws {
        let run = try CLIRunner.run(["measure", "Hello", "--size", "17", "--leading", "1e308", "--font", TestFont.path, "--json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the leading must be a number of points above 0 and at most 10000, not 1e+308"), "\(run.stderr)")
        #expect(!run.stderr.contains("EncodingError") && !run.stderr.contains("invalidValue"))
    }
}
