import TypeFitProject
import TypeFitReport

/// Every refusal the service gives: an HTTP status, a stable machine-readable code, and a message
/// written for the person who sent the request. `field` names the request field at fault and
/// `location` the catalog position (file:line:col) when there is one.
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
    public var status: Int
    public var code: String
    public var message: String
    public var field: String?
    public var location: String?

    public init(_ status: Int, _ code: String, _ message: String, field: String? = nil, location: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.location = location
    }

    public var description: String { "\(status) \(code): \(message)" }

    /// The response body: `{"error": {"code", "message", "field"?, "location"?}}`.
    public struct Body: Encodable, Sendable {
        public let error: Detail
    }

    public struct Detail: Encodable, Sendable {
        public let code: String
        public let message: String
        public let field: String?
        public let location: String?
    }

    public var body: Body { Body(error: Detail(code: code, message: message, field: field, location: location)) }

    /// The response body as the project's one JSON writer spells it.
    public var json: String {
        (try? jsonText(body)) ?? #"{"error": {"code": "internal", "message": "the error could not be written"}}"#
    }
}

extension APIError {
    static func invalid(_ message: String, field: String? = nil) -> APIError {
        APIError(400, "invalid-request", message, field: field)
    }

    static func unknownName(_ message: String, field: String) -> APIError {
        APIError(422, "unknown-name", message, field: field)
    }

    static func badText(_ code: String, _ message: String, field: String, location: String? = nil) -> APIError {
        APIError(422, code, message, field: field, location: location)
    }

    public static func bodyTooLarge(limit: Int) -> APIError {
        APIError(413, "body-too-large", "the request body is larger than \(limit) bytes (the server's --max-body)")
    }

    public static func notFound(_ path: String) -> APIError {
        APIError(404, "not-found", "no such endpoint: \(path) (see /openapi.yaml)")
    }

    public static func methodNotAllowed(_ method: String, _ path: String) -> APIError {
        APIError(405, "method-not-allowed", "\(path) does not take \(method) (see /openapi.yaml)")
    }

    public static let internalError = APIError(500, "internal", "the server failed on this request; it has been logged")
}

extension APIError {
    /// The refusal for a project's answer: the field at fault and, from how it is wrong, the code.
    init(_ error: ProjectError) {
        guard case .invalidField(let field, let problem, let message) = error else {
            self = APIError(422, "invalid-value", error.description)
            return
        }
        let code = switch (field, problem) {
        case (_, .missing): "invalid-request"
        case (_, .notALocale): "invalid-locale"
        case (_, .notChecked): "locale-not-checked"
        case (.key, .unknownName): "unknown-key"
        case (.variant, .unknownName): "unknown-variant"
        case (_, .unknownName): "unknown-name"
        case (_, .invalidValue): "invalid-value"
        }
        self = APIError(problem == .missing ? 400 : 422, code, message, field: field.rawValue)
    }
}
