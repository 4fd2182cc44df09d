import Foundation

/// Accepted findings, by fingerprint: a project adopting typefit records today's findings and
/// fails only on new ones. The file is JSON: `{"version": 1, "fingerprints": [...]}`.
public struct Baseline: Sendable, Codable, Equatable {
    public var version = 1
    public var fingerprints: [String]

    public init(fingerprints: [String]) {
        self.fingerprints = fingerprints.sorted()
    }

    public init(findings: [Finding]) {
        self.init(fingerprints: Array(Set(findings.map(\.fingerprint))))
    }

    public static func read(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw BaselineError(path: path, reason: "cannot read it") }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(path: path, reason: "not a typefit baseline (\(error))")
        }
    }

    public func write(_ path: String) throws {
        try encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
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
        public var description: String { "\(path): error: baseline: \(reason)" }
    }
}
