import CLibFuzzer
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
        // A line that exists: every line break (LF, CR, CR LF) counted, so the raw bytes bound it.
        let lines = 1 + bytes.reduce(0) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
        func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
            require(location.file == path, "\(what()) names file \(location.file), not \(path)")
            require(location.line >= 1 && location.line <= lines, "\(what()) at line \(location.line) of \(lines)")
            require(location.column >= 1 && location.column <= bytes.count + 1, "\(what()) at column \(location.column)")
        }
        for problem in layout.problems {
            require(!problem.message.isEmpty, "a problem without a message at \(problem.location)")
            check(problem.location, "problem '\(problem.message)'")
        }
        for use in layout.uses { check(use.location, "use of \"\(use.key)\"") }
        for use in layout.unresolved { check(use.location, "unresolved use \(use.expression)") }
    }

    /// The input as an array, as the readers take a file's bytes.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Breaking a property aborts, so libFuzzer keeps the input.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant broken: \(message())") }
    }

    /// Runs libFuzzer's driver with the harness's entry point; called from the harness's `main`.
    /// (Its own copy of `FuzzSupport.run`, so the source harnesses build on their own.)
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                           _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }
}
