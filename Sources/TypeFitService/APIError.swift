import TypeFitDiagnostics
import TypeFitProject
import TypeFitReport

/// Every refusal the service gives: an HTTP status, a stable machine-readable code, and a message
/// written for the person who sent the request. `field` names the request field at fault and
/// `location` the catalog position when there is one.
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The codes clients switch on: a published contract, each one documented in openapi.yaml.
    public enum Code: String, Sendable, CaseIterable {
        case invalidRequest = "invalid-request"
        case jsonTooDeep = "json-too-deep"
        case unknownField = "unknown-field"
        case notFound = "not-found"
        case methodNotAllowed = "method-not-allowed"
        case bodyTooLarge = "body-too-large"
        case textTooLong = "text-too-long"
        case tooManyCombiningMarks = "too-many-combining-marks"
        case bidiTooDeep = "bidi-too-deep"
        case emptyText = "empty-text"
        case invalidText = "invalid-text"
        case invalidLocale = "invalid-locale"
        case invalidValue = "invalid-value"
        case unknownName = "unknown-name"
        case unknownKey = "unknown-key"
        case unknownVariant = "unknown-variant"
        case localeNotChecked = "locale-not-checked"
        case unsupportedFormat = "unsupported-format"
        case invalidCatalog = "invalid-catalog"
        case matrixTooLarge = "matrix-too-large"
        /// 422: a list of the request has more entries than the server's --max-list.
        case listTooLong = "list-too-long"
        case busy
        case timeLimit = "time-limit"
        /// 408: the request did not arrive whole within the server's --read-timeout.
        case readTimeout = "read-timeout"
        /// The client closed the connection before its request had arrived: never sent (there is
        /// no one to send it to), counted in /metrics with status 499 instead of as a 500.
        case clientClosed = "client-closed"
        case `internal`
        /// Any other refusal of the HTTP layer; the status says which.
        case httpError = "http-error"
    }

    public var status: Int
    public var code: Code
    public var message: String
    public var field: String?
    public var location: SourceLocation?
    /// Seconds after which the same request may succeed (the `Retry-After` header of a 429).
    public var retryAfter: Int?

    public init(_ status: Int, _ code: Code, _ message: String, field: String? = nil, location: SourceLocation? = nil,
                retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.location = location
        self.retryAfter = retryAfter
    }

    public var description: String { "\(status) \(code.rawValue): \(message)" }

    /// The response body: `{"error": {"code", "message", "field"?, "location"?}}`, the location
    /// written `file:line:col`.
    public struct Body: Encodable, Sendable {
        public let error: Detail
    }

    /// The refusal itself: its code, message, and the field and place at fault.
    public struct Detail: Encodable, Sendable {
        public let code: String
        public let message: String
        public let field: String?
        public let location: String?
    }

    public var body: Body {
        Body(error: Detail(code: code.rawValue, message: message, field: field, location: location?.description))
    }

    /// The response body as the project's one JSON writer spells it.
    public var json: String {
        (try? jsonText(body)) ?? #"{"error": {"code": "internal", "message": "the error could not be written"}}"#
    }
}

extension APIError {
    static func invalid(_ message: String, field: String? = nil) -> APIError {
        APIError(400, .invalidRequest, message, field: field)
    }

    static func unknownName(_ message: String, field: String) -> APIError {
        APIError(422, .unknownName, message, field: field)
    }

    static func badText(_ code: Code, _ message: String, field: String, location: SourceLocation? = nil) -> APIError {
        APIError(422, code, message, field: field, location: location)
    }

    public static func bodyTooLarge(limit: Int) -> APIError {
        APIError(413, .bodyTooLarge, "the request body is larger than \(limit) bytes (the server's --max-body)")
    }

    public static func notFound(_ path: String) -> APIError {
        APIError(404, .notFound, "no such endpoint: \(path) (see /openapi.yaml)")
    }

    public static func methodNotAllowed(_ method: String, _ path: String) -> APIError {
        APIError(405, .methodNotAllowed, "\(path) does not take \(method) (see /openapi.yaml)")
    }

    public static let internalError = APIError(500, .internal, "the server failed on this request; it has been logged")

    public static func readTimeout(_ limit: Duration) -> APIError {
        APIError(408, .readTimeout, "the request did not arrive whole within \(limit.components.seconds) s of its first byte "
                     + "(the server's --read-timeout); the connection is closed")
    }

    /// 499 is nginx's "client closed request": a status no answer carries, kept apart from the 5xx
    /// of the server's own failures.
    public static let clientClosed = APIError(499, .clientClosed, "the client closed the connection before its request had arrived")
}

extension APIError {
    /// The refusal for a project's answer: the field at fault and, from how it is wrong, the code.
    init(_ error: ProjectError) {
        guard case .invalidField(let field, let problem, let message) = error else {
            self = APIError(422, .invalidValue, error.description)
            return
        }
        let code: Code = switch (field, problem) {
        case (_, .missing): .invalidRequest
        case (_, .notALocale): .invalidLocale
        case (_, .notChecked): .localeNotChecked
        case (.key, .unknownName): .unknownKey
        case (.variant, .unknownName): .unknownVariant
        case (_, .unknownName): .unknownName
        case (_, .invalidValue): .invalidValue
        }
        self = APIError(problem == .missing ? 400 : 422, code, message, field: field.rawValue)
    }
}
