import Foundation
import Synchronization
import Testing

/// `typefit serve` as a process: it prints where it listens, answers, and on SIGTERM lets the
/// request in flight finish — its whole answer, which Hummingbird 2.28 alone cut short (see
/// `text` in HTTPServer.swift) — stops, and exits 0.
@Suite(.serialized) struct ServeCommandTests {
    /// The `typefit` built next to this test bundle (TYPEFIT_BINARY overrides).
    static func binary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["TYPEFIT_BINARY"] { return path }
        let candidates = [CommandLine.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent() },
                          Bundle.main.bundleURL.deletingLastPathComponent()].compactMap { $0 }
        for directory in candidates {
            let path = directory.appendingPathComponent("typefit").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw ClientError("typefit not found next to the tests")
    }

    @Test func stopsGracefullyOnSIGTERM() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-serve-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml")
        try """
            catalogs: [\(RunningServer.projectCatalog)]
            devices: [all-iphones, all-ipads]
            fonts:
              files: [\(RunningServer.testFont)]
            """.write(to: config, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.binary())
        process.arguments = ["serve", "--port", "0", "--config", config.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // "typefit: serving on http://127.0.0.1:PORT (config …, 3000 environments, 3 project keys)"
        var log = ""
        var port: Int?
        let reader = errors.fileHandleForReading
        while port == nil {
            let data = reader.availableData
            guard !data.isEmpty else { break }
            log += String(decoding: data, as: UTF8.self)
            if let range = log.range(of: #"serving on http://127\.0\.0\.1:(\d+)"#, options: .regularExpression) {
                port = Int(log[range].split(separator: ":").last ?? "")
            }
        }
        let bound = try #require(port, "\(log)")
        #expect(log.contains("3000 environments, 3 project keys"), "\(log)")

        // 1,500 keys on every iPhone and iPad take a while; SIGTERM arrives while they are checked.
        var strings: [String: Any] = [:]
        for i in 0..<1_500 {
            strings["k\(i)"] = ["localizations": ["en": ["stringUnit": ["state": "translated", "value": "Value number \(i) here"]],
                                                  "de": ["stringUnit": ["state": "translated", "value": "Wert Nummer \(i) hier"]]]]
        }
        let catalog = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
        let body = try JSONSerialization.data(withJSONObject: ["name": "L.xcstrings", "content": String(decoding: catalog, as: UTF8.self)])
        // The request, the polling and the signal run on threads of their own: the test suite
        // runs in parallel and a task waiting for the cooperative pool could miss the window.
        let result = Mutex<(HTTPExchange, ContinuousClock.Instant)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let exchange = try? HTTPExchange.send(port: bound, method: "POST", path: "/v1/check", body: Array(body))
            result.withLock { $0 = exchange.map { ($0, ContinuousClock.now) } }
            done.signal()
        }
        // SIGTERM once the check is running (the job gauge says so), not before it has arrived.
        for _ in 0..<3000 {
            let metrics = try HTTPExchange.send(port: bound, method: "GET", path: "/metrics")
            if metrics.body.contains("\ntypefit_jobs_running 1\n") { break }
            usleep(10_000)
        }
        let signalled = ContinuousClock.now
        kill(process.processIdentifier, SIGTERM)
        done.wait()
        let (answer, answered) = try #require(result.withLock { $0 })
        #expect(answered > signalled, "the check had finished before SIGTERM; make it bigger")
        let statistics = (answer.json["report"] as? [String: Any])?["statistics"] as? [String: Any]
        #expect(answer.status == 200 && statistics?["keys"] as? Int == 1_500, "\(answer.status) \(answer.headers), \(answer.body.utf8.count) bytes")

        let rest = reader.readDataToEndOfFile()
        process.waitUntilExit()
        log += String(decoding: rest, as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(log)")
        #expect(log.hasSuffix("typefit: stopped\n"), "\(log)")
        // Stopped means stopped: nothing listens on the port any more.
        #expect(throws: (any Error).self) { try HTTPExchange.send(port: bound, method: "GET", path: "/healthz") }
    }
}
