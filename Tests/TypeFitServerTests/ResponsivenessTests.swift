import Foundation
import Synchronization
import Testing
@testable import TypeFitServer
@testable import TypeFitService
#if canImport(Glibc)
import Glibc
#endif

/// Issue #15, part 4: a service that stays responsive whatever its clients do — a chunked body
/// over the limit, a client gone mid-body, slow and silent clients, a flood of checks, and a
/// shutdown that load balancers can see coming. Time-outs are configured short (1 s) so each
/// case is seen in a few seconds; the bounds asserted are what a client waits before the server
/// acts, never speed.
@Suite(.serialized) struct ResponsivenessTests {
    /// A short read time-out under a long idle one: the read deadline must win as soon as a
    /// request begins on a connection whose idle timer is already set.
    static let quickRead: ServerTimeouts = {
        var timeouts = ServerTimeouts()
        timeouts.read = .seconds(1)
        timeouts.idle = .seconds(30)
        return timeouts
    }()

    static let quickIdle: ServerTimeouts = {
        var timeouts = ServerTimeouts()
        timeouts.read = .seconds(30)
        timeouts.idle = .seconds(1)
        return timeouts
    }()

    @Test func aChunkedBodyOverTheLimitIs413() async throws {
        var limits = ServiceLimits()
        limits.maxBodyBytes = 1024
        let server = try await RunningServer.start(limits)
        defer { Task { await server.stop() } }
        // Four 600-byte chunks: no length to refuse up front, the limit is passed in the second.
        let text = String(repeating: "a", count: 2390)
        let whole = Array(#"{"text": "\#(text)", "size": 10}"#.utf8)
        var chunked = ""
        for start in stride(from: 0, to: whole.count, by: 600) {
            let piece = whole[start..<min(start + 600, whole.count)]
            chunked += String(piece.count, radix: 16) + "\r\n" + String(decoding: piece, as: UTF8.self) + "\r\n"
        }
        chunked += "0\r\n\r\n"
        let answer = try await server.send("POST", "/v1/measure", chunked, headers: ["Transfer-Encoding": "chunked", "Content-Length": ""])
        #expect(answer.status == 413 && answer.errorCode == "body-too-large", "\(answer.status) \(answer.body)")
        let lines = try await server.metricLines()
        #expect(lines.contains(#"typefit_http_requests_total{route="/v1/measure",status="413"} 1"#), "\(lines.sorted())")
        #expect(!lines.contains { $0.contains(#"status="500""#) })
    }

    @Test func aClientGoneMidBodyIsNotAServerError() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        let port = server.port
        try await blocking {
            // A declared length, a tenth of it sent.
            let declared = try RawConnection(port: port)
            #expect(declared.send("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n" + String(repeating: "a", count: 100)))
            // Chunked, cut inside a chunk.
            let chunked = try RawConnection(port: port)
            #expect(chunked.send("POST /v1/check HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n" + String(repeating: "b", count: 10)))
            usleep(200_000)
        }
        // Both connections are closed now (their sockets went with the closure).
        try await server.waitForMetrics([#"typefit_refusals_total{code="client-closed"} 2"#])
        let lines = try await server.metricLines()
        #expect(lines.contains(#"typefit_http_requests_total{route="/v1/measure",status="499"} 1"#), "\(lines.sorted())")
        #expect(lines.contains(#"typefit_http_requests_total{route="/v1/check",status="499"} 1"#), "\(lines.sorted())")
        #expect(!lines.contains { $0.contains(#"status="500""#) || $0.contains(#"code="internal""#) }, "\(lines.sorted())")
        #expect(try await server.send("GET", "/healthz").status == 200)
    }

    /// Sends `head`, then one `piece(n)` every 100 ms, 100 at most (10 s), for as long as the
    /// server lets it; returns what the server answered, whether it closed, and the pieces sent.
    static func trickle(port: Int, head: String, piece: @escaping @Sendable (Int) -> String) async throws
        -> (answer: HTTPExchange, closed: Bool, pieces: Int) {
        let (response, closed, pieces) = try await blocking { () throws -> ([UInt8], Bool, Int) in
            let connection = try RawConnection(port: port)
            _ = connection.send(head)
            var pieces = 0
            while pieces < 100 && !connection.serverSpoke && connection.send(piece(pieces)) {
                pieces += 1
                usleep(100_000)
            }
            let (response, closed) = connection.readUntilClosed(seconds: 5)
            return (response, closed, pieces)
        }
        return (try HTTPExchange.parse(response), closed, pieces)
    }

    @Test func aClientTricklingItsHeadersGets408AndIsClosed() async throws {
        let server = try await RunningServer.start(timeouts: Self.quickRead)
        defer { Task { await server.stop() } }
        let (answer, closed, lines) = try await Self.trickle(port: server.port, head: "POST /v1/measure HTTP/1.1\r\nHost: x\r\n") {
            "X-Slow-\($0): 1\r\n"
        }
        #expect(answer.status == 408 && answer.errorCode == "read-timeout", "\(answer.status) \(answer.body)")
        #expect(answer.headers["connection"] == "close")
        #expect(closed)
        #expect(lines < 100, "the server let the client trickle for 10 s")
        #expect(try await server.metricLines().contains(#"typefit_connections_closed_total{reason="read-timeout"} 1"#))
    }

    @Test func aClientTricklingItsBodyGets408AndIsClosed() async throws {
        let server = try await RunningServer.start(timeouts: Self.quickRead)
        defer { Task { await server.stop() } }
        let head = "POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n"
        let (answer, closed, bytes) = try await Self.trickle(port: server.port, head: head) { _ in " " }
        #expect(answer.status == 408 && answer.errorCode == "read-timeout", "\(answer.status) \(answer.body)")
        #expect(answer.headers["connection"] == "close")
        #expect(closed)
        #expect(bytes < 100, "the server let the client trickle its whole body")
        let lines = try await server.metricLines()
        #expect(lines.contains(#"typefit_http_requests_total{route="/v1/measure",status="408"} 1"#), "\(lines.sorted())")
        #expect(lines.contains(#"typefit_refusals_total{code="read-timeout"} 1"#))
    }

    @Test func aSlowButTimelyRequestIsAnswered() async throws {
        var timeouts = ServerTimeouts()
        timeouts.read = .seconds(3)
        let server = try await RunningServer.start(timeouts: timeouts)
        defer { Task { await server.stop() } }
        let port = server.port
        let response = try await blocking { () throws -> [UInt8] in
            let connection = try RawConnection(port: port)
            let body = #"{"text": "Save", "size": 10}"#
            // Three pieces 300 ms apart: slow, but whole well within the read time-out.
            for piece in ["POST /v1/measure HTTP/1.1\r\nHost: x\r\n", "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n", body] {
                _ = connection.send(piece)
                usleep(300_000)
            }
            return connection.readToEnd(seconds: 5)
        }
        let answer = try HTTPExchange.parse(response)
        // S 600 + a, v, e 500 = 2.1 em at 10 pt.
        #expect(answer.status == 200 && answer.json["width"] as? Double == 21, "\(answer.status) \(answer.body)")
    }

    @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
        let server = try await RunningServer.start(timeouts: Self.quickIdle)
        defer { Task { await server.stop() } }
        let port = server.port
        let (silentClosed, keptAliveAnswer, keptAliveClosed) = try await blocking { () throws -> (Bool, [UInt8], Bool) in
            // Opened, then nothing.
            let silent = try RawConnection(port: port)
            let silentClosed = silent.readUntilClosed(seconds: 10).closed
            // One request answered on a kept-alive connection, then nothing.
            let keptAlive = try RawConnection(port: port)
            let body = #"{"text": "Save", "size": 10}"#
            _ = keptAlive.send("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
            let (answer, closed) = keptAlive.readUntilClosed(seconds: 10)
            return (silentClosed, answer, closed)
        }
        #expect(silentClosed)
        let answer = try HTTPExchange.parse(keptAliveAnswer)
        #expect(answer.status == 200 && keptAliveClosed)
        let lines = try await server.metricLines()
        #expect(lines.contains(#"typefit_connections_closed_total{reason="idle-timeout"} 2"#), "\(lines.sorted())")
    }

    /// A server whose fit or check lane has `running` slots and `waiting` places in line, all
    /// taken by jobs that hold them until the gate is signalled once for each.
    static func serverWithFullLane(_ lane: KeyPath<TypeFitService, JobQueue>, running: Int, waiting: Int) async throws
        -> (RunningServer, DispatchSemaphore) {
        var limits = ServiceLimits()
        if lane == \TypeFitService.fitJobs {
            (limits.concurrentFits, limits.queuedFits) = (running, waiting)
        } else {
            (limits.concurrentJobs, limits.queuedJobs) = (running, waiting)
        }
        let gate = DispatchSemaphore(value: 0)
        let server = try await RunningServer.start(limits)
        let queue = server.server.service[keyPath: lane]
        for _ in 0..<(running + waiting) {
            Task {
                try await queue.run(timeLimit: .seconds(60), input: { () async throws(APIError) in 0 }) { _, _ in
                    gate.wait()
                    return 0
                }
            }
        }
        try await server.waitForMetrics([#"typefit_lane_jobs_running{lane="\#(queue.lane)"} \#(running)"#,
                                         #"typefit_lane_jobs_queued{lane="\#(queue.lane)"} \#(waiting)"#])
        return (server, gate)
    }

    @Test func aFullCheckLaneRefusesWithRetryAfterWhileFitsAreAnswered() async throws {
        let (server, gate) = try await Self.serverWithFullLane(\.checkJobs, running: 1, waiting: 1)
        defer {
            gate.signal()
            gate.signal()
            Task { await server.stop() }
        }
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "v"}}}}}}"#
        let check = try JSONSerialization.data(withJSONObject: ["name": "L.xcstrings", "content": catalog])
        let refused = try await server.send("POST", "/v1/check", String(decoding: check, as: UTF8.self))
        #expect(refused.status == 429 && refused.errorCode == "busy", "\(refused.status) \(refused.body)")
        #expect((Int(refused.headers["retry-after"] ?? "") ?? 0) >= 1, "\(refused.headers)")
        // The fit lane is its own: a translator's fit is answered while every check slot is taken.
        let fit = try await server.send("POST", "/v1/fit", #"{"key": "button.save", "locale": "de", "text": "Speichern und schliessen"}"#)
        let findings = (fit.json["report"] as? [String: Any])?["findings"] as? [[String: Any]]
        // 116 pt in the 100-pt box (Tests/TypeFitServiceTests/FitTests).
        #expect(fit.status == 200 && findings?.first?["message"] as? String
                    == "translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)", "\(fit.status) \(fit.body)")
        #expect(try await server.send("POST", "/v1/measure", #"{"text": "a", "size": 10}"#).status == 200)
    }

    @Test func aFullLaneDoesNotReadTheBody() async throws {
        let (server, gate) = try await Self.serverWithFullLane(\.fitJobs, running: 1, waiting: 0)
        defer {
            gate.signal()
            Task { await server.stop() }
        }
        let service = server.server.service
        let read = Atomic<Bool>(false)
        do {
            _ = try await service.fit { () async throws(APIError) -> [UInt8] in
                read.store(true, ordering: .relaxed)
                return []
            }
            Issue.record("a full fit lane took a fit")
        } catch {
            #expect(error.status == 429 && error.code == .busy && (error.retryAfter ?? 0) >= 1)
        }
        let bodyWasRead = read.load(ordering: .relaxed)
        #expect(!bodyWasRead)
    }

    @Test func readyzTurns503WhileDrainingAndHealthzStaysUp() async throws {
        var timeouts = ServerTimeouts()
        timeouts.drainDelay = .seconds(2)
        let server = try await RunningServer.start(timeouts: timeouts)
        let ready = try await server.send("GET", "/readyz")
        #expect(ready.status == 200 && ready.json["status"] as? String == "ready")
        let stopping = Task { await server.server.stop() }
        var draining = ready
        for _ in 0..<100 where draining.status == 200 {
            try await Task.sleep(for: .milliseconds(10))
            draining = try await server.send("GET", "/readyz")
        }
        #expect(draining.status == 503 && draining.json["status"] as? String == "draining", "\(draining.status) \(draining.body)")
        // Still serving for the drain delay: liveness and the API answer as before.
        let health = try await server.send("GET", "/healthz")
        #expect(health.status == 200 && health.json["status"] as? String == "ok")
        #expect(try await server.send("POST", "/v1/measure", #"{"text": "a", "size": 10}"#).status == 200)
        await stopping.value
        _ = await server.task.result
        await #expect(throws: (any Error).self) { try await server.send("GET", "/healthz") }
    }
}

/// Runs blocking socket work on a Dispatch thread: the server under test shares this process's
/// cooperative pool and must not wait for a thread a client holds.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    let result: Result<T, any Error> = await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: Result { try work() }) }
    }
    return try result.get()
}

extension RunningServer {
    /// The lines of GET /metrics.
    func metricLines() async throws -> Set<String> {
        Set(try await send("GET", "/metrics").body.split(separator: "\n").map(String.init))
    }

    /// Polls GET /metrics until it has every line of `wanted` (or 2 s have passed).
    func waitForMetrics(_ wanted: [String]) async throws {
        for _ in 0..<200 {
            let lines = try await metricLines()
            if wanted.allSatisfy(lines.contains) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
