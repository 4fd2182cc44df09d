import Foundation
import Hummingbird
import Logging
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
            }
            errorCode = failure.code.rawValue
            response = json(failure.json, context, status: HTTPResponse.Status(code: failure.status))
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

    static func apiError(_ error: any Error, request: Request) -> APIError {
        if let error = error as? APIError { return error }
        if let error = error as? HTTPError {
            switch error.status {
            case .notFound:
                let path = request.uri.path
                return HTTPServer.routes.contains { $0.path == path }
                    ? .methodNotAllowed(request.method.rawValue, path) : .notFound(String(path.prefix(200)))
            case .contentTooLarge: return APIError(413, .bodyTooLarge, "the request body is too large")
            default:
                return APIError(error.status.code, .httpError, error.body ?? error.status.reasonPhrase)
            }
        }
        return .internalError
    }
}
