import Foundation
import TypeFitDiagnostics

/// How large one catalog file may be: past either limit the file is not checked, an input problem
/// names it and says which limit (and how to raise it), and every other catalog is still checked.
/// `limits:` in `.typefit.yml`, `--max-catalog-size` and `--max-catalog-keys` on the command line.
public struct CatalogLimits: Sendable, Equatable {
    /// Bytes of one file, checked before a byte is read (`limits.catalog-size`).
    public var fileBytes: Int
    /// Keys in one file (`limits.catalog-keys`): the check's time and memory grow with them.
    public var keys: Int

    /// The biggest real catalog typefit was tried on is 2.2 MB (a String Catalog) and the most keys
    /// in one file 1,032 (a `.strings` table): the defaults are far past any app's and still bound
    /// what a hostile or runaway file can take.
    public static let defaultFileBytes = 64 << 20
    public static let defaultKeys = 100_000

    public init(fileBytes: Int = CatalogLimits.defaultFileBytes, keys: Int = CatalogLimits.defaultKeys) {
        self.fileBytes = fileBytes
        self.keys = keys
    }

    /// What `limits.catalog-size` and `--max-catalog-size` take, from 1 KB to 2 GB.
    public static let fileBytesRange = (1 << 10)...(2 << 30)
    /// What `limits.catalog-keys` and `--max-catalog-keys` take.
    public static let keysRange = 1...100_000_000

    /// `64MB`, `64 MB`, `512KB`, `1GB` (a kilobyte is 1,024 bytes), or a whole number of bytes; nil
    /// for anything else.
    public static func size(parsing text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        let units: [(String, Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10), ("B", 1)]
        for (suffix, scale) in units where trimmed.hasSuffix(suffix) {
            let number = trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
            guard let value = Int(number), value >= 0 else { return nil }
            let (bytes, overflow) = value.multipliedReportingOverflow(by: scale)
            return overflow ? nil : bytes
        }
        return Int(trimmed).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The refusal of a file larger than `fileBytes`, at its first line, before it is read.
    func checkBytes(_ count: Int, in path: String) throws(InputProblem) {
        guard count > fileBytes else { return }
        throw InputProblem("the file is \(Format.bytes(count)), over the \(Format.bytes(fileBytes)) a catalog may take: not read "
                               + "(raise limits.catalog-size in .typefit.yml or --max-catalog-size)",
                           at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The refusal of a file with more keys than `keys`, at its first line.
    func checkKeys(_ count: Int, in path: String) throws(InputProblem) {
        guard count > keys else { return }
        throw InputProblem("the file has \(Format.count(count)) keys, over the \(Format.count(keys)) a catalog may have: "
                               + "not checked (raise limits.catalog-keys in .typefit.yml or --max-catalog-keys)",
                           at: SourceLocation(file: path, line: 1, column: 1))
    }
}
