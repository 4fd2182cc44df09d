import Foundation
import TypeFitDiagnostics

/// Reads a whole file without ever opening it for writing: typefit only looks at catalogs.
package enum FileBytes {
    package static func read(_ path: String) throws(InputProblem) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputProblem("cannot open file for reading", at: SourceLocation(file: path, line: 1, column: 1))
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw InputProblem("cannot read file: \(error.localizedDescription)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}
