import Foundation

/// Runs the built `typefit` binary, found next to the test products whatever the scratch path.
enum CLIRunner {
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "typefit binary not found; looked in \(searched.joined(separator: ", "))" }
    }

    static func binary() throws -> URL {
        var dirs: [URL] = []
        // Linux: the test runner is itself an executable in the products folder.
        if let first = CommandLine.arguments.first {
            dirs.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        // macOS: the tests are an .xctest bundle inside the products folder.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            dirs.append(bundle.bundleURL.deletingLastPathComponent())
        }
        dirs.append(Bundle.main.bundleURL)
        dirs.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for dir in dirs {
            let candidate = dir.appendingPathComponent("typefit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw NotFound(searched: dirs.map(\.path))
    }

    static func run(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        // Read both pipes before waiting so a full pipe cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
