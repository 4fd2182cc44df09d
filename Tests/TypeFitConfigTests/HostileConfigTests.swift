import Foundation
import Testing
import TypeFitDiagnostics
@testable import TypeFitConfig

private let rules = ["clipped", "untranslated"]

/// A committed `.typefit.yml` that is a link, or holds what no config holds (issue #27): it is
/// refused by name when it leads out of its folder, and no error quotes more of a file than a
/// short, escaped excerpt. The "secrets" are files the tests make in a folder of their own.
@Suite struct HostileConfigTests {
    let root: URL
    let project: URL
    let outside: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-hostile-config-\(UUID().uuidString)")
        project = root.appendingPathComponent("project")
        outside = root.appendingPathComponent("outside")
        for folder in [project, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    }

    var config: String { project.appendingPathComponent(".typefit.yml").path }

    func read(_ path: String) -> InputProblem? {
        do {
            _ = try ConfigReader.read(file: path, ruleIDs: rules)
            return nil
        } catch {
            return error
        }
    }

    /// A stand-in for /etc/shadow: its first line reads as a YAML key, which the reader would
    /// call an unknown key, quoting it.
    @Test func aConfigLinkedOutOfItsFolderIsRefusedUnread() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = outside.appendingPathComponent("shadow")
        try Data("root-secret-hash-0123456789: x\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: secret.path)
        let problem = read(config)
        #expect(problem?.description == "\(config):1:1: error: the config file is a symbolic link out of its folder: not read")
        #expect(problem?.description.contains("root-secret") == false)
        // Found by the upward search too, dangling or not, rather than skipped for a parent's config.
        #expect(ConfigReader.find(from: project.path) == config)
        try FileManager.default.removeItem(at: secret)
        #expect(ConfigReader.find(from: project.path) == config)
        #expect(read(config)?.message == "the config file is a symbolic link out of its folder: not read")
    }

    @Test func aConfigLinkedInsideItsFolderIsRead() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("configs"), withIntermediateDirectories: true)
        try Data("fail-on: error\n".utf8).write(to: project.appendingPathComponent("configs/typefit.yml"))
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: "configs/typefit.yml")
        #expect(read(config) == nil)
    }

    /// A stand-in for /proc/self/environ: NUL-separated, no line break. libyaml stops at the NUL;
    /// Yams' description of that error quotes the whole line, which here is the whole file.
    @Test func aFileThatIsNotYAMLIsNotQuoted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("HOME=/root\u{0}API_TOKEN=hunter2-secret\u{0}PATH=/bin\u{0}".utf8).write(to: URL(fileURLWithPath: config))
        let problem = try #require(read(config))
        #expect(!problem.message.contains("hunter2") && !problem.message.contains("HOME"), "\(problem.message)")
        #expect(problem.message.hasPrefix("invalid YAML: control characters are not allowed"), "\(problem.message)")
        // The NUL is at byte 10: line 1, column 11.
        #expect(problem.location.line == 1 && problem.location.column == 11)
    }

    @Test func aFIFONamedLikeTheConfigIsRefusedWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(config, 0o600) == 0)
        #expect(read(config)?.message == "the config file: a FIFO (named pipe), not a regular file: not read")
    }

    /// An unknown key is quoted as an excerpt: 60 characters at most, an ESC written `\x1B`.
    @Test func anUnknownKeyIsQuotedShortAndEscaped() throws {
        let key = "\u{1B}]0;owned\u{07}" + String(repeating: "k", count: 200)
        do {
            _ = try ConfigReader.parse("\"\(key.replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\u{07}", with: "\\a"))\": 1\n",
                                       file: "app/.typefit.yml", ruleIDs: rules)
            Issue.record("expected an error")
        } catch {
            #expect(!error.message.contains("\u{1B}") && !error.message.contains("\u{07}"))
            #expect(error.message.hasPrefix("unknown key in the config '\\x1B]0;owned\\x07" + String(repeating: "k", count: 50) + "…'"),
                    "\(error.message)")
        }
    }

    /// `(a+)+b` takes exponential time on "aaa…a" in a backtracking engine (13.7 s on 28 letters in
    /// issue #27): such a pattern is refused where it is written.
    @Test func aRegexWithNestedRepetitionIsRefused() {
        do {
            _ = try ConfigReader.parse("layout:\n  elements:\n    - regex: \"(a+)+b\"\n      element: button\n",
                                       file: "app/.typefit.yml", ruleIDs: rules)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "app/.typefit.yml:3:14: error: regex '(a+)+b': '(a+)+' repeats a group that itself "
                        + "repeats or has alternatives, which can take exponential time to match; write it without the nested "
                        + "repetition (e.g. (a+)+ as a+), or use a glob")
        }
    }

    @Test(arguments: [
        ("(a+)+b", "(a+)+"), ("(a*)*", "(a*)*"), ("(x|xy)*z", "(x|xy)*"), ("(a?){12}a{12}", "(a?){12}"),
        ("^(?:[a-z]+\\.)+done$", "(?:[a-z]+\\.)+"), ("((ab)+c)*", "((ab)+c)*"), ("(a{2,})+", "(a{2,})+"),
    ])
    func nestedRepetitionIsFound(_ pattern: String, _ part: String) {
        #expect(RegexRepetition.nestedRepetition(in: pattern) == part)
    }

    /// Repetition that is not nested, a group repeated only once, and quantifier characters that
    /// are escaped or in a set are all left alone.
    @Test(arguments: [
        "settings\\..*", "(?:onboarding|settings)\\..+", "(ab)+c", "(a|b)?", "[(a+)+]b", "\\(a+\\)+", "\\Q(a+)+\\E",
        "(a+){1}", "(?<name>a+)b", "a+?b*+", "x{2,5}",
    ])
    func otherPatternsAreAccepted(_ pattern: String) throws {
        #expect(RegexRepetition.nestedRepetition(in: pattern) == nil)
        #expect(try KeyPattern.regex(pattern).description == "regex \(pattern)")
    }
}
