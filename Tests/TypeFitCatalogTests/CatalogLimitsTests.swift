import Foundation
import Testing
@testable import TypeFitCatalog
import TypeFitDiagnostics

/// `limits:` (`--max-catalog-size`, `--max-catalog-keys`): a catalog file past either is reported at
/// its first line, naming the limit and how to raise it, and every other file is still read.
@Suite struct CatalogLimitsTests {
    /// An app folder: `Big.strings` with `bigKeys` keys, `Small.strings` with two, in `en.lproj`.
    static func app(bigKeys: Int) throws -> (root: URL, big: String, bigBytes: Int) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-limits-\(UUID().uuidString)")
        let lproj = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let big = (0..<bigKeys).map { "\"key.\($0)\" = \"Text \($0)\";\n" }.joined()
        try Data(big.utf8).write(to: lproj.appendingPathComponent("Big.strings"))
        try Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8).write(to: lproj.appendingPathComponent("Small.strings"))
        return (root, lproj.appendingPathComponent("Big.strings").path, big.utf8.count)
    }

    @Test func aFileWithMoreKeysThanTheLimitIsAProblemAndTheOthersAreRead() throws {
        let (root, big, _) = try Self.app(bigKeys: 5)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = CatalogLoader.load([root.path], options: CatalogLoadOptions(limits: CatalogLimits(keys: 4)))
        #expect(result.catalogs.map(\.table) == ["Small"] && result.catalogs.first?.entries.count == 2)
        #expect(result.errors.map(\.description) == [
            "\(big):1:1: error: the file has 5 keys, over the 4 a catalog may have: not checked "
                + "(raise limits.catalog-keys in .typefit.yml or --max-catalog-keys)",
        ])
        // At the limit it is read.
        let atLimit = CatalogLoader.load([root.path], options: CatalogLoadOptions(limits: CatalogLimits(keys: 5)))
        #expect(atLimit.errors.isEmpty && atLimit.catalogs.map(\.table).sorted() == ["Big", "Small"])
    }

    @Test func aFileLargerThanTheLimitIsNotReadAndTheOthersAre() throws {
        let (root, big, bytes) = try Self.app(bigKeys: 40)
        defer { try? FileManager.default.removeItem(at: root) }
        // 40 lines of `"key.N" = "Text N";` (N < 10: 20 bytes, else 22): 10 × 20 + 30 × 22 = 860 bytes.
        #expect(bytes == 860)
        let result = CatalogLoader.load([root.path], options: CatalogLoadOptions(limits: CatalogLimits(fileBytes: 859)))
        #expect(result.catalogs.map(\.table) == ["Small"])
        #expect(result.errors.map(\.description) == [
            "\(big):1:1: error: the file is 860 bytes, over the 859 bytes a catalog may take: not read "
                + "(raise limits.catalog-size in .typefit.yml or --max-catalog-size)",
        ])
        // An upload held in memory meets the same limit.
        #expect(throws: InputProblem.self) {
            try CatalogLoader.read(bytes: Array(repeating: 0x20, count: 860), name: "en.lproj/Up.strings", format: .strings,
                                   options: CatalogLoadOptions(limits: CatalogLimits(fileBytes: 859)))
        }
    }

    @Test func theDefaultsAre64MBAnd100000Keys() {
        #expect(CatalogLimits() == CatalogLimits(fileBytes: 67_108_864, keys: 100_000))
    }

    @Test func sizesAreBytesOrKilobytesMegabytesAndGigabytesOf1024() {
        #expect(CatalogLimits.size(parsing: "64MB") == 67_108_864)
        #expect(CatalogLimits.size(parsing: "64 mb") == 67_108_864)
        #expect(CatalogLimits.size(parsing: "512KB") == 524_288)
        #expect(CatalogLimits.size(parsing: "1GB") == 1_073_741_824)
        #expect(CatalogLimits.size(parsing: "900") == 900)
        #expect(CatalogLimits.size(parsing: "900B") == 900)
        for bad in ["", "MB", "-1MB", "1.5MB", "64 XB", "ten", "99999999999999999999GB"] {
            #expect(CatalogLimits.size(parsing: bad) == nil, "\(bad)")
        }
    }
}
