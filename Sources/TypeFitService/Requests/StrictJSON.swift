import Foundation
import TypeFitDiagnostics

/// A request document whose every field is known: anything else in the body is refused by name,
/// so a misspelt `maxLine` is an error instead of a silently ignored limit.
protocol RequestDocument: Decodable, Sendable {
    static var fieldNames: [String] { get }
}

/// Request bodies → request documents, with the service's rules: bounded nesting, no unknown
/// fields, and messages that name the field at fault.
enum StrictJSON {
    static func decode<T: RequestDocument>(_ type: T.Type, from body: [UInt8], limits: ServiceLimits) throws(APIError) -> T {
        guard !body.isEmpty else { throw APIError.invalid("the request body is empty; send a JSON object (see /openapi.yaml)") }
        try checkDepth(body, limit: limits.maxJSONDepth)
        do {
            return try JSONDecoder().decode(Strict<T>.self, from: Data(body)).value
        } catch let error as APIError {
            throw error
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw APIError.invalid("the body is not valid JSON: \(error.localizedDescription)")
        }
    }

    /// Foundation's decoder recurses once per level; a body of 100,000 `[` must be refused before
    /// it gets there. Strings are skipped so brackets inside text do not count.
    static func checkDepth(_ body: [UInt8], limit: Int) throws(APIError) {
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
        let deepAt: Int? = body.withUnsafeBufferPointer { bytes in
            var depth = 0
            var inString = false
            var escaped = false
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if inString {
                    if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == quote { inString = false }
                    continue
                }
                switch byte {
                case quote: inString = true
                case 0x5B, 0x7B:  // [ {
                    depth += 1
                    if depth > limit { return offset }
                case 0x5D, 0x7D: depth -= 1  // ] }
                default: break
                }
            }
            return nil
        }
        if let deepAt {
            throw APIError(400, .jsonTooDeep,
                           "the JSON body nests deeper than \(limit) levels (at byte \(deepAt)); request documents need at most 3")
        }
    }

    private static func describe(_ error: DecodingError) -> APIError {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
                .replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .typeMismatch(let type, let context):
            let field = path(context.codingPath)
            return .invalid("field '\(field)' must be \(expectation(type))", field: field)
        case .valueNotFound(let type, let context):
            let field = path(context.codingPath)
            return .invalid("field '\(field)' must be \(expectation(type)), not null", field: field)
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key])
            return .invalid("missing field '\(field)'", field: field)
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let why = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                return .invalid("the body is not valid JSON: " + (why ?? context.debugDescription))
            }
            let field = path(context.codingPath)
            return .invalid("field '\(field)': \(context.debugDescription)", field: field)
        @unknown default:
            return .invalid("the body could not be read: \(error)")
        }
    }

    private static func expectation(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type: return "a number"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "true or false"
        case is [String].Type: return "an array of strings"
        default: return "a JSON object"
        }
    }
}

/// Decodes `T` after checking the object's keys against `T.fieldNames`.
private struct Strict<T: RequestDocument>: Decodable {
    let value: T

    init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<AnyKey>
        do {
            container = try decoder.container(keyedBy: AnyKey.self)
        } catch {
            throw APIError.invalid("the body must be a JSON object (see /openapi.yaml)")
        }
        let known = T.fieldNames
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
        if let first = unknown.first {
            // The first by name is the one `field` names; the others are listed, a few, so a body
            // of many unknown keys cannot make the answer as large as itself.
            let others = unknown.dropFirst()
            let also = others.isEmpty ? "" : "; also unknown: " + others.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
                + (others.count > 10 ? " and \(Format.count(others.count - 10)) more" : "")
            throw APIError(400, .unknownField, UnknownNameError(kind: .field, name: first, valid: known).description + also,
                           field: first)
        }
        value = try T(from: decoder)
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
