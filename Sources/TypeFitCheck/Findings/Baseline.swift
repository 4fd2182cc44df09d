import Foundation
import TypeFitCatalog
import TypeFitDiagnostics

/// Accepted findings, by fingerprint: a project adopting typefit records today's findings and
/// fails only on new ones. The file is JSON: `{"version": 1, "fingerprints": [...]}`.
public struct Baseline: Sendable, Codable, Equatable {
    public var version = 1
    public var fingerprints: [String]

    public init(fingerprints: [String]) {
        self.fingerprints = fingerprints.sorted()
    }

    /// The entries in the file's own order.
    private init(unsorted: [String]) {
        self.fingerprints = unsorted
    }

    public init(findings: [Finding]) {
        self.init(fingerprints: Array(Set(findings.map(\.fingerprint))))
    }

    /// Reads a baseline file. With `folder` (the project's), a path inside it that a symbolic link
    /// leads out of it is refused unread (`LinkedFile.leaves`). Only a regular file of at most
    /// `maxFileBytes` is read; malformed JSON is an error at its line and column.
    public static func read(_ path: String, folder: String? = nil) throws -> Baseline {
        if let folder, LinkedFile.leaves(path, folder: folder) {
            throw BaselineError(path: path, reason: "a symbolic link out of the project's folder: not read")
        }
        guard FileManager.default.fileExists(atPath: path) else { throw BaselineError(path: path, reason: "cannot read it") }
        let list = try entries(path)
        guard list.numbers["version"].flatMap({ Int($0) }) != nil else {
            throw BaselineError(path: path, reason: "not a typefit baseline (it needs a \"version\" number)")
        }
        return Baseline(unsorted: list.items.map(\.text))
    }

    /// The largest baseline read: a fingerprint is about 100 bytes, so this is half a million of them.
    public static let maxFileBytes = 64 << 20

    /// The file's list of fingerprints, where each is written.
    private static func entries(_ path: String) throws(BaselineError) -> JSONStringList {
        do {
            let bytes = try FileBytes.read(path, limit: maxFileBytes)
            return try JSONStringList.read(bytes, member: "fingerprints", file: path)
        } catch {
            throw BaselineError(path: path, reason: "not a typefit baseline (\(error.message))", line: error.location.line,
                                column: error.location.column)
        }
    }

    /// The baseline file at `path` without the entries in `stale`, as bytes to write back: only
    /// those entries' lines go, the rest of the file stays as it was written (order, spacing,
    /// other members), so a hand-formatted baseline keeps its form.
    public static func pruned(fileAt path: String, removing stale: Set<String>) throws -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, limit: maxFileBytes) } catch {
            throw BaselineError(path: path, reason: error.message)
        }
        let list: JSONStringList
        do { list = try JSONStringList.read(bytes, member: "fingerprints", file: path) } catch {
            throw BaselineError(path: path, reason: "not a typefit baseline (\(error.message))", line: error.location.line,
                                column: error.location.column)
        }
        return list.removing(from: bytes, where: stale.contains)
    }

    /// Writes the baseline as `encoded()` spells it, never through a link (`ReplacedFile`).
    public func write(_ path: String) throws {
        let bytes = try encoded()
        do { try ReplacedFile.write(path) { try $0.write(contentsOf: bytes) } } catch {
            throw BaselineError(path: path, reason: "cannot write it: \(error)")
        }
    }

    /// The file's bytes: entries one a line, in `fingerprints`' order.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// A baseline file that cannot be read, or is not a typefit baseline.
    public struct BaselineError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        /// Where in the file, when the reason is at a place (malformed JSON); 0 when not.
        public var line = 0
        public var column = 0

        public init(path: String, reason: String, line: Int = 0, column: Int = 0) {
            self.path = path
            self.reason = reason
            self.line = line
            self.column = column
        }

        public var description: String {
            (line > 0 ? "\(path):\(line):\(column)" : path) + ": error: baseline: \(reason)"
        }
    }
}
