import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `typefit` binary, as a user or a script would, and captures what it printed.
public enum CLIRunner {
    public typealias Run = (status: Int32, stdout: String, stderr: String)

    public static func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
        try run(arguments, stdinData: stdin.map { Data($0.utf8) })
    }

    /// Run in `directory` (as a user would from there), with `environment` over the tests' own.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
        try run(arguments, stdinData: nil, directory: directory, environment: environment)
    }

    public static func run(_ arguments: [String], stdinData: Data?, directory: URL? = nil,
                           environment: [String: String] = [:], executable: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try executable ?? binary()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Help is wrapped to the terminal's width; a pipe has none, so the COLUMNS of whatever runs
        // the tests would decide it. Fixed at argument-parser's default, help text is the same everywhere.
        process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "80"]) { $1 }
            .merging(environment) { $1 }
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

    /// Runs it with arguments given as bytes, which need not be UTF-8: a shell passes whatever bytes
    /// it has, and `Process` (whose arguments are Strings) cannot. Nothing is written to its input.
    public static func run(rawArguments: [[UInt8]]) throws -> Run {
        let path = try binary().path
        let output = Pipe(), errors = Pipe(), input = Pipe()
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.fileHandleForReading.fileDescriptor, 0)
        posix_spawn_file_actions_adddup2(&actions, output.fileHandleForWriting.fileDescriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.fileHandleForWriting.fileDescriptor, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([Array(path.utf8)] + rawArguments).map { bytes in
            let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { string[i] = CChar(bitPattern: byte) }
            string[bytes.count] = 0
            return string
        } + [nil]
        defer { argv.forEach { $0?.deallocate() } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailed(path: path, code: spawned) }
        // The parent's copies of the child's ends: closed, so reading ends when the child exits.
        try input.fileHandleForReading.close()
        try input.fileHandleForWriting.close()
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import: a signal is reported as 128 + its number.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// Runs it as a user without privileges, in `directory`: a file's permissions mean nothing to
    /// root, so as root the binary is run as `nobody` through util-linux's `setpriv`, from a copy
    /// in a world-readable temporary folder (the build folder may not be reachable by `nobody`).
    public static func runUnprivileged(_ arguments: [String], in directory: URL) throws -> Run {
        guard geteuid() == 0 else { return try run(arguments, in: directory) }
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("typefit-unprivileged-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true,
                                    attributes: [.posixPermissions: 0o755])
        defer { try? manager.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("typefit")
        do { try manager.linkItem(at: binary(), to: copy) } catch { try manager.copyItem(at: binary(), to: copy) }
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { manager.isExecutableFile(atPath: $0) }
        guard let setpriv else { throw BinaryNotFound(searched: ["/usr/bin/setpriv", "/bin/setpriv"]) }
        return try run(["--reuid=65534", "--regid=65534", "--clear-groups", copy.path] + arguments, stdinData: nil,
                       directory: directory, executable: URL(fileURLWithPath: setpriv))
    }

    public struct SpawnFailed: Error, CustomStringConvertible {
        let path: String
        let code: Int32
        public var description: String { "posix_spawn \(path) failed: \(String(cString: strerror(code)))" }
    }

    public struct BinaryNotFound: Error, CustomStringConvertible {
        let searched: [String]
        public var description: String { "typefit binary not found; looked in: " + searched.joined(separator: ", ") }
    }

    /// The products directory holding the test bundle also holds `typefit`, whatever the scratch path.
    /// `TYPEFIT_BINARY` overrides the search.
    public static func binary() throws -> URL {
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
