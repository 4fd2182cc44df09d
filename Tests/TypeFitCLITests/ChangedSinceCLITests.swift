import Foundation
import Testing
import TypeFitTestSupport

/// `typefit check --changed-since REF`: only the keys whose text changed since a commit are
/// checked, read from git without touching the repository.
///
/// Every key is a one-line label 100 pt wide in the test font at 10 pt (one device, one size).
/// `long` is 40 × "a" = 40 × 500 units × 10 pt / 1000 = 200 pt: cut; so are `longDe` (b) and
/// `otherLongDe` (c), of the same advance. "OK" is 600 + 600 units = 12 pt: fits.
@Suite struct ChangedSinceCLITests {
    static let long = String(repeating: "a", count: 40)
    /// German texts differ from the English ones: a translation equal to its source is not
    /// reported again (the source's finding tells that cut).
    static let longDe = String(repeating: "b", count: 40)
    static let otherLongDe = String(repeating: "c", count: 40)

    /// A String Catalog with an English source: key → (en, de), nil for a locale it lacks.
    static func catalog(_ keys: [String: (en: String, de: String)]) -> String {
        let strings = keys.sorted { $0.key < $1.key }.map { key, texts in
            """
            "\(key)": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "\(texts.en)"}},
              "de": {"stringUnit": {"state": "translated", "value": "\(texts.de)"}}}}
            """
        }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + strings.joined(separator: ",\n") + "}}\n"
    }

    /// A git repository in a fresh folder: `.typefit.yml` and, at the first commit (`HEAD~1`):
    /// App/Localizable.xcstrings with `changed` (source "OK", German cut), `translated` (both cut,
    /// German to change), `untouched` (both cut), and Legacy/Broken.xcstrings, which does not
    /// parse. The second commit (`HEAD`) changes `changed`'s source to a cut one and
    /// `translated`'s German, adds the key `added`, repairs Legacy/Broken.xcstrings and adds
    /// New/Added.xcstrings.
    static func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-changed-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try config(root)
        try write(root, "App/Localizable.xcstrings", catalog([
            "changed": ("OK", longDe), "translated": (long, "OK"), "untouched": (long, longDe),
        ]))
        try write(root, "Legacy/Broken.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {")
        try git(root, ["init", "-q"])
        try git(root, ["add", "-A"])
        try git(root, ["commit", "-q", "-m", "first"])
        try write(root, "App/Localizable.xcstrings", catalog([
            "changed": (long, longDe), "translated": (long, otherLongDe), "untouched": (long, longDe), "added": (long, longDe),
        ]))
        try write(root, "Legacy/Broken.xcstrings", catalog(["broken.long": (long, longDe)]))
        try write(root, "New/Added.xcstrings", catalog(["new.long": (long, longDe)]))
        try git(root, ["add", "-A"])
        try git(root, ["commit", "-q", "-m", "second"])
        return root
    }

    /// Every key a one-line label 100 pt wide in the test font at `points`.
    static func config(_ root: URL, points: Int = 10) throws {
        try write(root, ".typefit.yml", """
            catalogs: [App, Legacy, New]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: Large
            sources: off
            fonts: {files: ["\(TestFont.path)"], tracking: none}
            layout:
              default: {element: label, lines: 1, width: 100, font: "\(points)"}
            """)
    }

    static func write(_ root: URL, _ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @discardableResult
    static func git(_ root: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=typefit", "-c", "user.email=typefit@example.com",
                             "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every file under `root` (the work tree and .git) with its bytes.
    static func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }

    /// The JSON report's findings as (key, locale) pairs, and its `report` object.
    static func findings(_ json: String) throws -> (pairs: Set<String>, report: [String: Any]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let report = try #require(object["report"] as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        return (Set(findings.map { "\($0["key"] as? String ?? "?") \($0["locale"] as? String ?? "-")" }), report)
    }

    @Test func onlyTheKeysChangedSinceTheRefAreChecked() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Self.git(root, ["rev-parse", "HEAD~1"])

        let full = try CLIRunner.run(["check", "--format", "json", "--no-progress"], in: root)
        #expect(full.status == 1, "\(full.stderr)")
        let all = try Self.findings(full.stdout)
        // Every text of HEAD is cut: each key's English and German.
        #expect(all.pairs == ["changed en", "changed de", "translated en", "translated de", "untouched en", "untouched de",
                              "added en", "added de", "broken.long en", "broken.long de", "new.long en", "new.long de"])
        #expect(all.report["changedSince"] == nil)

        let before = try Self.snapshot(root)
        let run = try CLIRunner.run(["check", "--changed-since", "HEAD~1", "--format", "json", "--no-progress"], in: root)
        #expect(run.status == 1, "\(run.stderr)")
        let changed = try Self.findings(run.stdout)
        // changed: its source changed, so German (cut and unchanged) is checked too; translated:
        // only German changed; untouched: nothing; added, and every key of the catalog that did not
        // parse at HEAD~1 and of the one that did not exist then: all locales.
        #expect(changed.pairs == ["changed en", "changed de", "translated de", "added en", "added de",
                                  "broken.long en", "broken.long de", "new.long en", "new.long de"])
        let since = try #require(changed.report["changedSince"] as? [String: Any])
        #expect(since["ref"] as? String == "HEAD~1")
        #expect(since["commit"] as? String == first)
        // Of the 6 keys at HEAD (4 + 1 + 1), all but untouched.
        #expect(since["keys"] as? Int == 5 && since["of"] as? Int == 6)
        #expect(run.stderr.contains("typefit: HEAD~1:Legacy/Broken.xcstrings: note: does not parse at HEAD~1"), "\(run.stderr)")
        #expect(!run.stderr.contains("New/Added.xcstrings"))

        let text = try CLIRunner.run(["check", "--changed-since", "HEAD~1", "--no-progress", "--color", "never"], in: root)
        #expect(text.stdout.contains("Changed since HEAD~1 (\(first.prefix(12))): 5 of 6 keys checked."), "\(text.stdout)")
        // Nothing in the work tree or in .git was written.
        #expect(try Self.snapshot(root) == before)
    }

    @Test func anUnknownRefAndAFolderOutsideGitAreUsageErrors() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = try CLIRunner.run(["check", "--changed-since", "no-such-branch", "--no-progress"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("typefit: error: --changed-since: 'no-such-branch' is not a commit in \(root.path)"),
                "\(unknown.stderr)")
        #expect(unknown.stdout.isEmpty)
        let option = try CLIRunner.run(["check", "--changed-since=--output=x", "--no-progress"], in: root)
        #expect(option.status == 2 && option.stderr.contains("'--output=x' is not a commit"), "\(option.stderr)")

        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-nogit-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.config(outside)
        try Self.write(outside, "App/Localizable.xcstrings", Self.catalog(["untouched": (Self.long, Self.longDe)]))
        let run = try CLIRunner.run(["check", "--changed-since", "HEAD", "--no-progress"], in: outside,
                                    environment: ["GIT_CEILING_DIRECTORIES": outside.deletingLastPathComponent().path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("typefit: error: --changed-since: \(outside.path) is not inside a git work tree"), "\(run.stderr)")
    }
}
