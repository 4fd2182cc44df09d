import Foundation

/// Runs the built `typefit` binary, as a user or a script would, and captures what it printed.
enum CLIRunner {
    static func run(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        try run(arguments, stdinData: stdin.map { Data($0.utf8) })
    }

    static func run(_ arguments: [String], stdinData: Data?) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdinData { input.fileHandleForWriting.write(stdinData) }
        try input.fileHandleForWriting.close()
        // Read before waiting so a full pipe cannot block the child.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    struct BinaryNotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "typefit binary not found; looked in: " + searched.joined(separator: ", ") }
    }

    /// The products directory holding the test bundle also holds `typefit`, whatever the scratch path.
    /// `TYPEFIT_BINARY` overrides the search.
    static func binary() throws -> URL {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["TYPEFIT_BINARY"] { return URL(fileURLWithPath: path) }
        var directories: [URL] = []
        for bundle in Bundle.allBundles + [Bundle.main] {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
            directories.append(bundle.bundleURL)
        }
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        // Last resort: <package>/.build*/debug next to this file's package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        if let entries = try? manager.contentsOfDirectory(atPath: package.path) {
            for entry in entries where entry.hasPrefix(".build") {
                directories.append(package.appendingPathComponent(entry).appendingPathComponent("debug"))
            }
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("typefit")
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               manager.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw BinaryNotFound(searched: directories.map(\.path))
    }
}
