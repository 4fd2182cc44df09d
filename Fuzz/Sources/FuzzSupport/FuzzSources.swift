import Foundation
import TypeFit

/// The source pass on one file: the input is written to a folder of this process's own, next to
/// a catalog of a few keys, and read through the public entry (`SourceScanner.scan`) as `check`
/// reads an app. Whatever the input, the pass comes back (libFuzzer's `-timeout` records a hang,
/// and a crash kills the process with the input saved), every use and problem points into the
/// input file or the catalog, and nothing else is written.
public enum FuzzSources {
    /// This process's folder (libFuzzer runs one input at a time per process).
    private static let folder: String = {
        let path = NSTemporaryDirectory() + "typefit-fuzz-sources-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// The keys the seeds use: Swift and Objective-C literals, storyboard object ids.
    private static let keys: KeyIndex = {
        let tables = ["Localizable": ["title", "ok", "greeting %@", "Cancel"], "Main": ["lbl-00-001.text", "btn-00-002.normalTitle"]]
        let catalogs = tables.flatMap { table, names in
            let strings = names.map { "\"\($0)\" = \"\($0)\";" }.joined(separator: "\n")
            return (try? CatalogLoader.read(bytes: Array(strings.utf8), name: "/fuzz/en.lproj/\(table).strings", format: .strings)) ?? []
        }
        return KeyIndex(catalogs: catalogs)
    }()

    /// Reads `bytes` as the file `name` (its extension says which reader) and checks the result.
    public static func scan(_ bytes: [UInt8], as name: String) {
        let path = folder + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let layout = SourceScanner.scan([folder], keys: keys)
        let bounds = FuzzSupport.Bounds(path: path, bytes: bytes)
        for problem in layout.problems {
            FuzzSupport.require(!problem.message.isEmpty, "a problem without a message at \(problem.location)")
            bounds.require(problem.location, "problem '\(problem.message)'")
        }
        for use in layout.uses { bounds.require(use.location, "use of \"\(use.key)\"") }
        for use in layout.unresolved { bounds.require(use.location, "unresolved use \(use.expression)") }
    }
}
