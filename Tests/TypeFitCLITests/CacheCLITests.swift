import Foundation
import Testing
import TypeFitTestSupport

/// `typefit check --cache-dir`: a second run reads the first one's results back and prints the
/// same bytes; two runs at once on one folder never read each other's half-written files; a
/// folder that cannot be a cache is a warning, not a failure.
@Suite struct CacheCLITests {
    let root: URL
    let project: URL
    let cache: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-cache-cli-\(UUID().uuidString)")
        project = try CheckCLITests.project()
        cache = root.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var config: String { project.appendingPathComponent(".typefit.yml").path }

    func check(_ extra: [String]) throws -> CLIRunner.Run {
        try CLIRunner.run(["check", "--config", config, "--format", "json", "--fail-on", "never"] + extra)
    }

    /// The JSON report without its one timing field.
    func untimed(_ json: String) -> String {
        json.replacing(#/"seconds" : [0-9.e+-]+/#, with: "\"seconds\" : 0")
    }

    @Test func aSecondRunPrintsTheSameReportFromTheCache() throws {
        let uncached = try check(["--no-cache"])
        let first = try check(["--cache-dir", cache.path, "--timings"])
        let second = try check(["--cache-dir", cache.path, "--timings"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stderr.contains("run cache: sources miss, check miss") || first.stderr.contains("run cache: check miss"))
        #expect(second.stderr.contains("check hit") && !second.stderr.contains("miss"))
        #expect(untimed(first.stdout) == untimed(uncached.stdout) && untimed(second.stdout) == untimed(uncached.stdout))
        #expect(!uncached.stdout.isEmpty)
    }

    @Test func twoRunsAtOnceShareOneFolder() throws {
        let expected = untimed(try check(["--no-cache"]).stdout)
        // Four processes started together, twice over: every one prints the whole report, none
        // warns (no file is ever seen half-written), and a run after them reads their result.
        for _ in 0..<2 {
            let runs = try (0..<4).map { index in try Started(["check", "--config", config, "--format", "json", "--fail-on", "never",
                                                                "--cache-dir", cache.path], in: root, name: "run\(index)") }
            for run in runs {
                let (status, out, err) = try run.wait()
                #expect(status == 0 && untimed(out) == expected)
                #expect(!err.contains("cache"), "\(err)")
            }
        }
        let after = try check(["--cache-dir", cache.path, "--timings"])
        #expect(after.stderr.contains("check hit"))
    }

    @Test func aFileInPlaceOfTheFolderIsAWarningAndTheRunGoesOn() throws {
        let file = root.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let run = try check(["--cache-dir", file.path])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: the cache folder \(file.path) is not a folder: running without a cache"))
        #expect(untimed(run.stdout) == untimed(try check(["--no-cache"]).stdout))
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test func theEnvironmentNamesTheFolderAndNoCacheReadsNothing() throws {
        _ = try CLIRunner.run(["check", "--config", config, "--fail-on", "never"], in: root,
                              environment: ["TYPEFIT_CACHE_DIR": cache.path])
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".tfcache") }
        #expect(kept.contains { $0.hasPrefix("check-") })
        let none = try CLIRunner.run(["check", "--config", config, "--fail-on", "never", "--no-cache", "--timings"], in: root,
                                     environment: ["TYPEFIT_CACHE_DIR": cache.path])
        #expect(!none.stderr.contains("run cache"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".tfcache") }.count == kept.count)
    }

    @Test func badCacheOptionsAreUsageErrors() throws {
        #expect(try check(["--cache-dir", cache.path, "--no-cache"]).status == 2)
        #expect(try check(["--cache-size", "lots"]).status == 2)
    }
}

/// A `typefit` process started and not yet waited for, its output going to files (a pipe could
/// fill while another process is being waited for).
private struct Started {
    let process = Process()
    let out: URL
    let err: URL

    init(_ arguments: [String], in folder: URL, name: String) throws {
        out = folder.appendingPathComponent(name + ".out")
        err = folder.appendingPathComponent(name + ".err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.executableURL = try CLIRunner.binary()
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
    }

    func wait() throws -> (Int32, String, String) {
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }
}
