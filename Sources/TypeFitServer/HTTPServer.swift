import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import ServiceLifecycle
import Synchronization
import TypeFitService
import UnixSignals

/// `typefit serve`: the service's endpoints over HTTP/1.1 with Hummingbird. This file only moves
/// bytes: every decision about a request is `TypeFitService`'s, every refusal an `APIError`
/// rendered as JSON by `ServiceMiddleware`.
public struct HTTPServer: Sendable {
    /// The API's routes, for metrics labels, 405s and the OpenAPI test.
    public static let routes: [(method: HTTPRequest.Method, path: String)] = [
        (.post, "/v1/measure"), (.post, "/v1/fit"), (.post, "/v1/check"), (.get, "/v1/keys"),
        (.get, "/v1/devices"), (.get, "/v1/styles"), (.get, "/healthz"), (.get, "/readyz"), (.get, "/metrics"),
        (.get, "/openapi.yaml"), (.get, "/"), (.get, "/live.js"), (.get, "/live.css"),
    ]

    public let service: TypeFitService
    public let host: String
    public let port: Int
    public let timeouts: ServerTimeouts
    public let logger: Logger
    private let shutdown = Shutdown()

    /// Logs go to standard error at LOG_LEVEL (default info; debug logs every request).
    public init(service: TypeFitService, host: String, port: Int, timeouts: ServerTimeouts = ServerTimeouts(),
                logLevel: Logger.Level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info) {
        self.service = service
        self.host = host
        self.port = port
        self.timeouts = timeouts
        var logger = Logger(label: "typefit.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = logLevel
        self.logger = logger
    }

    /// Serves until SIGTERM or SIGINT, `stop()`, or the task is cancelled; then stops accepting
    /// connections, lets the requests in flight finish, and returns. `onListening` gets the bound
    /// port (useful with port 0). Tests that run several servers in one process pass
    /// `handleSignals: false`.
    public func run(handleSignals: Bool = true, onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let timeouts = self.timeouts
        let metrics = service.metrics
        let app = Application(
            router: router(),
            server: HTTPServerBuilder { responder in TimedHTTP1Channel(responder: responder, timeouts: timeouts, metrics: metrics) },
            configuration: .init(address: .hostname(host, port: port), serverName: "typefit"),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        shutdown.group.withLock { $0 = group }
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            if handleSignals {
                tasks.addTask {
                    var signals = await UnixSignalsSequence(trapping: .sigterm, .sigint).makeAsyncIterator()
                    guard await signals.next() != nil else { return }
                    async let stopped: Void = stop()
                    // A second signal does not wait for the rest of the drain delay.
                    if await signals.next() != nil { await group.triggerGracefulShutdown() }
                    await stopped
                }
            }
            try await tasks.next()
            tasks.cancelAll()
        }
    }

    /// The graceful shutdown: `/readyz` answers 503 from now on, everything is still served for
    /// the drain delay, then the listener closes and the requests in flight finish.
    public func stop() async {
        guard shutdown.draining.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        if timeouts.drainDelay > .zero { try? await Task.sleep(for: timeouts.drainDelay) }
        await shutdown.group.withLock { $0 }?.triggerGracefulShutdown()
    }

    func router() -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        let service = self.service
        let shutdown = self.shutdown
        router.middlewares.add(ServiceMiddleware(metrics: service.metrics, logger: logger))
        let maxBody = service.limits.maxBodyBytes
        router.post("/v1/measure") { request, context in
            json(try service.measure(body: try await Self.body(of: request, limit: maxBody)), context)
        }
        // Fits and checks take their lane's place before their body is read.
        router.post("/v1/fit") { request, context in
            json(try await service.fit { () async throws(APIError) in try await Self.body(of: request, limit: maxBody) }, context)
        }
        router.post("/v1/check") { request, context in
            json(try await service.check { () async throws(APIError) in try await Self.body(of: request, limit: maxBody) }, context)
        }
        router.get("/v1/keys") { _, context in json(try await service.keys(), context) }
        router.get("/v1/devices") { _, context in json(try service.devices(), context) }
        router.get("/v1/styles") { _, context in json(try service.styles(), context) }
        router.get("/healthz") { _, context in json(try service.health(), context) }
        router.get("/readyz") { _, context in
            let draining = shutdown.draining.load(ordering: .relaxed)
            return json(try service.readiness(draining: draining), context, status: draining ? .serviceUnavailable : .ok)
        }
        router.get("/metrics") { _, context in
            text(service.metrics.render(), type: "text/plain; version=0.0.4; charset=utf-8", context)
        }
        router.get("/openapi.yaml") { _, context in
            text(String(decoding: PackageResources.openapi_yaml, as: UTF8.self), type: "application/yaml; charset=utf-8", context)
        }
        // Literal paths: the router's own path type is not named here.
        router.get("/") { _, context in try LivePage.answer("/", context) }
        router.get("/live.js") { _, context in try LivePage.answer("/live.js", context) }
        router.get("/live.css") { _, context in try LivePage.answer("/live.css", context) }
        return router
    }

    /// The whole body, refused with a 413 as soon as it passes the limit (a declared
    /// Content-Length over it is refused before anything is read).
    /// A chunked body has no length to refuse up front; past the limit it is the same 413. A
    /// client gone or too slow mid-body is refused as such, never as the server's failure.
    static func body(of request: Request, limit: Int) async throws(APIError) -> [UInt8] {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw APIError.bodyTooLarge(limit: limit)
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw APIError.bodyTooLarge(limit: limit)
        } catch is NIOTooManyBytesError {
            throw APIError.bodyTooLarge(limit: limit)
        } catch {
            throw ServiceMiddleware.apiError(error, request: request)
        }
    }
}

/// Whether the server is draining, and the service group `stop()` shuts down.
private final class Shutdown: Sendable {
    let draining = Atomic<Bool>(false)
    let group = Mutex<ServiceGroup?>(nil)
}

func json(_ body: String, _ context: ServerRequestContext, status: HTTPResponse.Status = .ok) -> Response {
    text(body, type: "application/json; charset=utf-8", context, status: status)
}

/// A response whose body reaches the socket before its end is written. Hummingbird 2.28 closes a
/// connection as soon as the end of the last response is written once a graceful shutdown has
/// begun, and closing drops what NIO has not yet handed to the kernel: a 28 MB check report was
/// cut at 7 MB. Waiting for an empty write queued behind the body keeps the answer whole.
func text(_ body: String, type: String, _ context: ServerRequestContext, status: HTTPResponse.Status = .ok) -> Response {
    let buffer = ByteBuffer(string: body)
    let channel = context.channel
    return Response(status: status, headers: [.contentType: type],
                    body: ResponseBody(contentLength: buffer.readableBytes) { writer in
                        try await writer.write(buffer)
                        try await channel.writeAndFlush(HTTPResponsePart.body(ByteBuffer()))
                        try await writer.finish(nil)
                    })
}

/// The request context with the connection's channel, which `text` waits on.
struct ServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }
}
