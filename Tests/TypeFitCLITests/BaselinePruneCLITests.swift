import Foundation
import Testing
import TypeFitTestSupport

/// Baselines that shrink: `typefit check` counts the entries no finding matches any more, and
/// `typefit baseline prune` removes them. The project is `ChangedSinceCLITests.repository()`:
/// at HEAD every text is 200 pt wide (40 letters of 500 units at 10 pt), cut in its 100-pt label.
@Suite struct BaselinePruneCLITests {
    typealias Repo = ChangedSinceCLITests

    static func fingerprints(_ path: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return try #require(object?["fingerprints"] as? [String])
    }

    static func staleBaseline(_ json: String) throws -> [String]? {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["report"] as? [String: Any])?["staleBaseline"] as? [String]
    }

    /// A repository whose baseline holds today's findings, with `untouched`'s German then fixed
    /// ("OK", 12 pt, fits) in the work tree: the baseline's entries for it match nothing.
    static func fixedOne() throws -> (root: URL, baseline: String, fixed: [String]) {
        let root = try Repo.repository()
        let baseline = root.appendingPathComponent("typefit-baseline.json").path
        let written = try CLIRunner.run(["check", "--write-baseline", baseline, "--no-progress"], in: root)
        #expect(written.status == 0, "\(written.stderr)")
        try Repo.write(root, "App/Localizable.xcstrings", Repo.catalog([
            "changed": (Repo.long, Repo.longDe), "translated": (Repo.long, Repo.otherLongDe),
            "untouched": (Repo.long, "OK"), "added": (Repo.long, Repo.longDe),
        ]))
        // Fingerprints are rule|file|key|locale|variant: the entries of untouched in German.
        let fixed = try fingerprints(baseline).filter { $0.contains("|App/Localizable.xcstrings|untouched|de|") }
        return (root, baseline, fixed)
    }

    @Test func checkCountsTheEntriesNoFindingMatches() throws {
        let (root, baseline, fixed) = try Self.fixedOne()
        defer { try? FileManager.default.removeItem(at: root) }
        // One rule fires on a cut translation whose source is cut too: truncated-width.
        #expect(fixed.count == 1 && fixed.first?.hasPrefix("truncated-width|") == true, "\(fixed)")
        let json = try CLIRunner.run(["check", "--baseline", baseline, "--format", "json", "--no-progress"], in: root)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(try Self.staleBaseline(json.stdout) == fixed)
        let text = try CLIRunner.run(["check", "--baseline", baseline, "--no-progress", "--color", "never"], in: root)
        #expect(text.stdout.contains("1 baseline entry no longer matches; run `typefit baseline prune`."), "\(text.stdout)")
        // Without a baseline there is nothing to count.
        let none = try CLIRunner.run(["check", "--format", "json", "--no-progress", "--fail-on", "never"], in: root)
        #expect(try Self.staleBaseline(none.stdout) == nil)
    }

    @Test func pruneRemovesExactlyTheStaleEntriesAndDryRunNothing() throws {
        let (root, baseline, fixed) = try Self.fixedOne()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try Data(contentsOf: URL(fileURLWithPath: baseline))
        let entries = try Self.fingerprints(baseline)

        let dry = try CLIRunner.run(["baseline", "prune", "--baseline", baseline, "--dry-run", "--no-progress"], in: root)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout == fixed.map { "would remove: \($0)\n" }.joined())
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == before)

        let prune = try CLIRunner.run(["baseline", "prune", "--baseline", baseline, "--no-progress"], in: root)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout == fixed.map { "removed: \($0)\n" }.joined())
        #expect(prune.stderr.contains("removed 1 of \(entries.count) baseline entries from \(baseline)"), "\(prune.stderr)")
        #expect(try Self.fingerprints(baseline) == entries.filter { !fixed.contains($0) })
        // Only lines were removed: every line left was in the old file (a trailing comma aside).
        let old = Set(String(decoding: before, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: [","]) })
        let new = try String(contentsOfFile: baseline, encoding: .utf8).split(separator: "\n").map { $0.trimmingCharacters(in: [","]) }
        #expect(new.allSatisfy(old.contains) && new.count == old.count - 1)
        // No temporary file is left beside it.
        let folder = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(!folder.contains { $0.contains("typefit-baseline.json.") }, "\(folder)")

        let again = try CLIRunner.run(["check", "--baseline", baseline, "--format", "json", "--no-progress"], in: root)
        #expect(again.status == 0)
        #expect(try Self.staleBaseline(again.stdout) == [])
    }

    @Test func aChangedSinceRunCountsOnlyTheKeysItChecked() throws {
        let (root, baseline, fixed) = try Self.fixedOne()
        defer { try? FileManager.default.removeItem(at: root) }
        // Every text now fits (at 4 pt, 40 letters of 500 units are 80 pt in the 100-pt label): no
        // finding matches any entry in a full run.
        try Repo.config(root, points: 4)
        let entries = try Self.fingerprints(baseline)
        let full = try CLIRunner.run(["check", "--baseline", baseline, "--format", "json", "--no-progress"], in: root)
        #expect(try Self.staleBaseline(full.stdout) == entries.sorted())
        // Since HEAD only untouched's German changed: only its entries can be stale.
        let changed = try CLIRunner.run(["check", "--baseline", baseline, "--changed-since", "HEAD", "--format", "json",
                                         "--no-progress"], in: root)
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try Self.staleBaseline(changed.stdout) == fixed)
    }

    @Test func entriesOfADeletedCatalogAreStaleAndThoseOfOneNotReadAreNot() throws {
        let root = try Repo.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = root.appendingPathComponent("typefit-baseline.json").path
        #expect(try CLIRunner.run(["check", "--write-baseline", baseline, "--no-progress"], in: root).status == 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent("New/Added.xcstrings"))
        let entries = try Self.fingerprints(baseline)
        let deleted = entries.filter { $0.contains("|New/Added.xcstrings|") }
        #expect(deleted.count == 2, "\(entries)")  // new.long in English and German
        // Legacy is not named, so not read: its entries are kept, though nothing matched them.
        let run = try CLIRunner.run(["check", "App", "New", "--baseline", baseline, "--format", "json", "--no-progress"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.staleBaseline(run.stdout) == deleted.sorted())
        let prune = try CLIRunner.run(["baseline", "prune", "App", "New", "--baseline", baseline, "--no-progress"], in: root)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(try Self.fingerprints(baseline) == entries.filter { !deleted.contains($0) })
    }

    @Test func pruneNeedsABaseline() throws {
        let root = try Repo.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLIRunner.run(["baseline", "prune", "--no-progress"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("typefit: error: no baseline: give --baseline FILE or set baseline in .typefit.yml"), "\(run.stderr)")
    }
}
