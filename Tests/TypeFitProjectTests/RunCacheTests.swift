import Foundation
import Synchronization
import Testing
import TypeFitCheck
@testable import TypeFitProject
import TypeFitTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SHA-256 against the FIPS 180-2 examples (appendix B) and NIST's empty-message digest.
@Suite struct SHA256Tests {
    func hex(_ text: String) -> String { SHA256.hex(SHA256.digest(Array(text.utf8))) }

    @Test func matchesThePublishedDigests() {
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func givenInPiecesEqualsGivenWhole() {
        let text = Array(String(repeating: "typefit cache ", count: 37).utf8)  // 518 bytes: several blocks and a tail
        for split in [0, 1, 55, 56, 63, 64, 65, 200, text.count] {
            var hash = SHA256()
            hash.update(Array(text[..<split]))
            hash.update(Array(text[split...]))
            #expect(hash.finalize() == SHA256.digest(text), "split at \(split)")
        }
        #expect(SHA256.digest(Array("abd".utf8)) != SHA256.digest(Array("abc".utf8)))
    }

    @Test func fieldsDoNotRunTogether() {
        var one = InputDigest("t"), two = InputDigest("t")
        one.add("a", "ab")
        one.add("a", "c")
        two.add("a", "a")
        two.add("a", "bc")
        #expect(one.digest != two.digest)
    }
}

/// The cache folder itself: what it reads back, what it refuses, its size limit.
@Suite struct RunCacheStoreTests {
    let folder: URL
    let warnings = Warnings()

    /// What the cache warned of, in order.
    final class Warnings: Sendable {
        private let list = Mutex<[String]>([])
        func withLock<T>(_ body: (inout [String]) -> T) -> T { list.withLock { body(&$0) } }
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-cache-\(UUID().uuidString)")
    }

    func cache(version: String = "1.0", limit: Int = RunCache.defaultLimitBytes) throws -> RunCache {
        let warnings = self.warnings
        return try #require(RunCache(directory: folder.path, limitBytes: limit, version: version) { message in
            warnings.withLock { $0.append(message) }
        })
    }

    var told: [String] { warnings.withLock { $0 } }
    let key = SHA256.digest(Array("inputs".utf8))

    @Test func keepsAndReadsBackAValue() throws {
        let cache = try cache()
        #expect(cache.read([String].self, layer: "t", key: key) == nil)
        cache.write(["a", "b"], layer: "t", key: key)
        #expect(cache.read([String].self, layer: "t", key: key) == ["a", "b"])
        #expect(cache.outcome.hits == ["t"] && cache.outcome.misses == ["t"])
        #expect(told.isEmpty)
        // Owner-only: the folder and its files.
        var info = stat()
        #expect(stat(folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(stat(cache.path(layer: "t", key: key), &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func anotherVersionIsNotRead() throws {
        try cache(version: "1.0").write(["a"], layer: "t", key: key)
        let other = try cache(version: "2.0")
        // Same key, another version's file planted under it: its header says 1.0.
        #expect(other.read([String].self, layer: "t", key: key) == nil)
        #expect(told.count == 1 && told[0].contains(other.path(layer: "t", key: key)) && told[0].contains("typefit 1.0"))
    }

    /// Each damaged file: ignored with one warning naming it, and the next write replaces it.
    @Test(arguments: ["truncated", "flipped", "magic", "garbage", "empty", "header", "moved"])
    func aDamagedFileIsIgnoredWithOneWarning(_ damage: String) throws {
        let cache = try cache()
        cache.write(["kept text"], layer: "t", key: key)
        let path = cache.path(layer: "t", key: key)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        switch damage {
        case "truncated": bytes.removeLast(3)
        case "flipped": bytes[bytes.count - 4] ^= 0x01  // inside the payload: still decodes as JSON text
        case "magic": bytes[0] = UInt8(ascii: "T")
        case "garbage": bytes = Array("not a cache file at all".utf8)
        case "empty": bytes = []
        case "header": bytes[RunCache.magic.count + 6] = UInt8(ascii: "}")
        default:
            // A whole, valid file of another key, renamed to this key's name.
            let other = SHA256.digest(Array("other".utf8))
            cache.write(["other text"], layer: "t", key: other)
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cache.path(layer: "t", key: other))))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(cache.read([String].self, layer: "t", key: key) == nil)
        #expect(told.count == 1 && told[0].hasPrefix("cache file \(path):"))
        cache.write(["kept text"], layer: "t", key: key)
        #expect(cache.read([String].self, layer: "t", key: key) == ["kept text"])
        #expect(told.count == 1)
    }

    @Test func aLinkAFIFOOrAFolderInPlaceOfAFileIsNotOpened() throws {
        let cache = try cache()
        let target = folder.appendingPathComponent("elsewhere")
        cache.write(["x"], layer: "t", key: key)
        try FileManager.default.moveItem(atPath: cache.path(layer: "t", key: key), toPath: target.path)
        // A link to a valid file: still not followed.
        try FileManager.default.createSymbolicLink(atPath: cache.path(layer: "t", key: key), withDestinationPath: target.path)
        #expect(cache.read([String].self, layer: "t", key: key) == nil)
        let fifoKey = SHA256.digest(Array("fifo".utf8)), folderKey = SHA256.digest(Array("folder".utf8))
        #expect(mkfifo(cache.path(layer: "t", key: fifoKey), 0o600) == 0)
        #expect(cache.read([String].self, layer: "t", key: fifoKey) == nil)  // returns: never blocks on the FIFO
        try FileManager.default.createDirectory(atPath: cache.path(layer: "t", key: folderKey), withIntermediateDirectories: false)
        #expect(cache.read([String].self, layer: "t", key: folderKey) == nil)
        #expect(told.count == 3)
        #expect(told[0].contains("symbolic link") && told[1].contains("not a regular file") && told[2].contains("not a regular file"))
    }

    @Test func aFileWhereTheFolderShouldBeMeansNoCache() throws {
        try Data("a file".utf8).write(to: folder)
        let warnings = self.warnings
        #expect(RunCache(directory: folder.path, version: "1") { message in warnings.withLock { $0.append(message) } } == nil)
        #expect(told == ["the cache folder \(folder.path) is not a folder: running without a cache"])
    }

    @Test func aFolderThatCannotBeWrittenIsOneWarning() throws {
        // root writes through permissions: the refusal is then a folder removed under the cache.
        let cache = try cache()
        try FileManager.default.removeItem(at: folder)
        cache.write(["a"], layer: "t", key: key)
        cache.write(["b"], layer: "t", key: SHA256.digest(Array("b".utf8)))
        #expect(told.count == 1 && told[0].hasPrefix("the cache folder \(folder.path) cannot be written"))
    }

    @Test func theLeastRecentlyUsedGoPastTheLimit() throws {
        let cache = try cache(limit: 1 << 20)
        let keys = (0..<3).map { SHA256.digest(Array("k\($0)".utf8)) }
        let text = String(repeating: "x", count: 300_000)  // each file a little over 300 KB: three fit in 1 MB
        for (index, key) in keys.enumerated() {
            cache.write([text], layer: "t", key: key)
            // Oldest first, a minute apart (a read marks an entry used now).
            var times = [timespec(tv_sec: 1_000_000 + index * 60, tv_nsec: 0), timespec(tv_sec: 1_000_000 + index * 60, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, cache.path(layer: "t", key: key), &times, 0) == 0)
        }
        #expect(cache.read([String].self, layer: "t", key: keys[0]) == [text])  // now the most recently used
        cache.write([text], layer: "t", key: SHA256.digest(Array("k3".utf8)))  // 4 × 300 KB > 1 MB: one must go
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tfcache") }
        #expect(left.count == 3)
        #expect(!FileManager.default.fileExists(atPath: cache.path(layer: "t", key: keys[1])))
        #expect(FileManager.default.fileExists(atPath: cache.path(layer: "t", key: keys[0])))
    }
}

/// A project checked twice through the cache: the second check reads the first one's report back,
/// and each kind of input, changed, makes the check run again. Widths by hand in the test font at
/// 10 pt (tracking off): "Speichern und schliessen" = 116 pt, over a 100-pt box, under a 200-pt one.
/// The key's layout rule decides its element over what the source says of it (a SwiftUI `Text`).
@Suite struct RunCacheProjectTests {
    let folder: URL
    let cacheFolder: URL
    let font: URL

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-cached-\(UUID().uuidString)")
        folder = root.appendingPathComponent("app")
        cacheFolder = root.appendingPathComponent("cache")
        font = folder.appendingPathComponent("Test.ttf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestFont.path, toPath: font.path)
        try write("Localizable.xcstrings", Self.catalog(de: "Speichern und schliessen"))
        try write(".typefit.yml", config(width: 100))
        try write("View.swift", "import SwiftUI\nstruct V: View { var body: some View { Text(\"save\") } }\n")
    }

    static func catalog(de: String) -> String {
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"save": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Save"}},
          "de": {"stringUnit": {"state": "translated", "value": "\(de)"}}}}}}
        """
    }

    func config(width: Int) -> String {
        """
        catalogs: [Localizable.xcstrings]
        devices: [iphone-se-1]
        orientations: [portrait]
        windows: [full]
        sizes: [Large]
        fonts: {files: [Test.ttf], tracking: none}
        layout:
          elements:
            - {key: save, element: label, font: 10, lines: 1, width: \(width)}
        """
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// A check with a fresh cache object (as a new process has) on the same folder; `cache` nil: none.
    func check(version: String = "1.0", cached: Bool = true) throws -> (report: CheckReport, hits: [String], misses: [String]) {
        var options = Project.Options(configFile: folder.appendingPathComponent(".typefit.yml").path)
        options.directory = folder.path
        let cache = cached ? RunCache(directory: cacheFolder.path, version: version) { Issue.record("warned: \($0)") } : nil
        options.cache = cache
        let project = try Project.load(options)
        var report = try project.check(version: "1.0")
        report.statistics.seconds = 0
        return (report, cache?.outcome.hits ?? [], cache?.outcome.misses ?? [])
    }

    @Test func anUnchangedProjectIsReadBackWhole() throws {
        let first = try check()
        #expect(first.misses == ["sources", "check"] && first.hits.isEmpty)
        #expect(first.report.findings.contains { $0.key == "save" && $0.locale == "de" })  // 116 pt in 100
        let second = try check()
        #expect(second.hits == ["sources", "check"] && second.misses.isEmpty)
        #expect(second.report == first.report)
        #expect(second.report == (try check(cached: false)).report)
    }

    @Test func aChangedSourceFileRunsThePassAgain() throws {
        _ = try check()
        try write("View.swift", "import SwiftUI\nstruct V: View { var body: some View { Text(\"save\").frame(width: 200) } }\n")
        let after = try check()
        #expect(after.misses == ["sources", "check"])
        #expect(after.report == (try check(cached: false)).report)
    }

    @Test func aChangedTranslationKeepsTheSourcePassAndChecksAgain() throws {
        let before = try check()
        try write("Localizable.xcstrings", Self.catalog(de: "Sichern"))  // 6 + 6 × 5 = 36 pt: fits in 100
        let after = try check()
        // The keys did not change: the pass is read back; the texts did: the check runs.
        #expect(after.hits == ["sources"] && after.misses == ["check"])
        #expect(!after.report.findings.contains { $0.key == "save" && $0.locale == "de" } && before.report != after.report)
        #expect(after.report == (try check(cached: false)).report)
    }

    @Test func aChangedConfigChecksAgain() throws {
        _ = try check()
        try write(".typefit.yml", config(width: 200))
        let after = try check()
        #expect(after.misses == ["check"])
        #expect(!after.report.findings.contains { $0.key == "save" && $0.locale == "de" })  // 116 pt in 200
        #expect(after.report == (try check(cached: false)).report)
    }

    @Test func aChangedFontChecksAgain() throws {
        _ = try check()
        // Another font at the same path: the test font with one table record's checksum changed
        // (the record after the 12-byte offset table: tag, then checksum at bytes 16–19).
        var bytes = [UInt8](try Data(contentsOf: font))
        bytes[16] ^= 0xFF
        try Data(bytes).write(to: font)
        let after = try check()
        #expect(after.hits == ["sources"] && after.misses == ["check"])
    }

    @Test func anotherVersionChecksAgain() throws {
        _ = try check(version: "1.0")
        let after = try check(version: "1.1")
        #expect(after.misses == ["sources", "check"] && after.hits.isEmpty)
    }
}
