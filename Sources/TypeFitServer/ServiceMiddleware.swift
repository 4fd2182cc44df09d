import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import TypeFitService

/// Wraps every route (and the not-found answer): times and counts the request for /metrics,
/// and turns every failure into the service's JSON error document with its status, so a client
/// never has to parse an HTML or empty error page.
struct ServiceMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let metrics: ServiceMetrics
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        metrics.requestStarted()
        let route = Self.route(of: request)
        var errorCode: String?
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let failure = Self.apiError(error, request: request)
            if failure.status >= 500 && failure.code != .timeLimit {
                logger.error("\(request.method) \(request.uri.path) failed: \(String(reflecting: error))")
            } else if failure.code == .clientClosed {
                logger.debug("\(request.method) \(request.uri.path): \(failure.message) (\(error))")
            }
            errorCode = failure.code.rawValue
            var failed = json(failure.json, context, status: HTTPResponse.Status(code: failure.status))
            if let retryAfter = failure.retryAfter { failed.headers[.retryAfter] = String(retryAfter) }
            // The request's bytes are not all read: the connection cannot carry another one.
            if failure.code == .readTimeout { failed.headers[.connection] = "close" }
            response = failed
        }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.requestFinished(route: route, status: response.status.code, seconds: seconds, errorCode: errorCode)
        logger.debug("\(request.method) \(request.uri.path) \(response.status.code) \(Int(seconds * 1000)) ms")
        return response
    }

    /// The API path the request is for, or "unmatched": metrics labels stay a fixed set.
    static func route(of request: Request) -> String {
        let path = request.uri.path
        return HTTPServer.routes.contains { $0.path == path } ? path : "unmatched"
    }

    static let tooLarge = APIError(413, .bodyTooLarge, "the request body is too large")

    /// Every failure as the refusal it is: the service's own, the HTTP layer's, a body over the
    /// limit however it was sent, a slow client's time-out, and a client gone mid-request — which
    /// is not the server's failure and must not count or log as a 500.
    static func apiError(_ error: any Error, request: Request) -> APIError {
        if let error = error as? APIError { return error }
        if error is NIOTooManyBytesError { return tooLarge }
        if let error = error as? RequestReadTimeout { return .readTimeout(error.limit) }
        if let error = error as? HTTPParserError {
            if error == .invalidEOFState { return .clientClosed }
            return APIError(400, .invalidRequest, "the request is not valid HTTP/1.1 (\(error)); the connection is closed")
        }
        if error is IOError { return .clientClosed }
        if let error = error as? ChannelError {
            switch error {
            case .ioOnClosedChannel, .alreadyClosed, .eof, .inputClosed, .outputClosed: return .clientClosed
            default: break
            }
        }
        if let error = error as? HTTPError {
            switch error.status {
            case .notFound:
                let path = request.uri.path
                return HTTPServer.routes.contains { $0.path == path }
                    ? .methodNotAllowed(request.method.rawValue, path) : .notFound(String(path.prefix(200)))
            case .contentTooLarge: return tooLarge
            default:
                return APIError(error.status.code, .httpError, error.body ?? error.status.reasonPhrase)
            }
        }
        return .internalError
    }
}
