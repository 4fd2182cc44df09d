import Foundation
import Hummingbird
import Logging
import NIOCore
import TypeFitService

/// `typefit serve`: the service's endpoints over HTTP/1.1 with Hummingbird. This file only moves
/// bytes: every decision about a request is `TypeFitService`'s, every refusal an `APIError`
/// rendered as JSON by `ServiceMiddleware`.
public struct HTTPServer: Sendable {
    /// The API's routes, for metrics labels, 405s and the OpenAPI test.
    public static let routes: [(method: HTTPRequest.Method, path: String)] = [
        (.post, "/v1/measure"), (.post, "/v1/fit"), (.post, "/v1/check"),
        (.get, "/v1/devices"), (.get, "/v1/styles"), (.get, "/healthz"), (.get, "/metrics"), (.get, "/openapi.yaml"),
    ]

    public let service: TypeFitService
    public let host: String
    public let port: Int
    public let logger: Logger

    /// Logs go to standard error at LOG_LEVEL (default info; debug logs every request).
    public init(service: TypeFitService, host: String, port: Int,
                logLevel: Logger.Level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info) {
        self.service = service
        self.host = host
        self.port = port
        var logger = Logger(label: "typefit.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = logLevel
        self.logger = logger
    }

    /// Serves until SIGTERM or SIGINT (or until the task is cancelled), then stops accepting
    /// connections, lets the requests in flight finish, and returns. `onListening` gets the bound
    /// port (useful with port 0). Tests that run several servers in one process pass
    /// `handleSignals: false`.
    public func run(handleSignals: Bool = true, onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let app = Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: .seconds(60))),
            configuration: .init(address: .hostname(host, port: port), serverName: "typefit"),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [])
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let service = self.service
        router.middlewares.add(ServiceMiddleware(metrics: service.metrics, logger: logger))
        let maxBody = service.limits.maxBodyBytes
        router.post("/v1/measure") { request, _ in
            json(try service.measure(body: try await Self.body(of: request, limit: maxBody)))
        }
        router.post("/v1/fit") { request, _ in
            json(try await service.fit(body: try await Self.body(of: request, limit: maxBody)))
        }
        router.post("/v1/check") { request, _ in
            json(try await service.check(body: try await Self.body(of: request, limit: maxBody)))
        }
        router.get("/v1/devices") { _, _ in json(try service.devices()) }
        router.get("/v1/styles") { _, _ in json(try service.styles()) }
        router.get("/healthz") { _, _ in json(try service.health()) }
        router.get("/metrics") { _, _ in
            text(service.metrics.render(), type: "text/plain; version=0.0.4; charset=utf-8")
        }
        router.get("/openapi.yaml") { _, _ in
            text(String(decoding: PackageResources.openapi_yaml, as: UTF8.self), type: "application/yaml; charset=utf-8")
        }
        return router
    }

    /// The whole body, refused with a 413 as soon as it passes the limit (a declared
    /// Content-Length over it is refused before anything is read).
    static func body(of request: Request, limit: Int) async throws -> [UInt8] {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw APIError.bodyTooLarge(limit: limit)
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw APIError.bodyTooLarge(limit: limit)
        }
    }
}

func json(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
    text(body, type: "application/json; charset=utf-8", status: status)
}

func text(_ body: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(status: status, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
}
