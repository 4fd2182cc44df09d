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
        try checkShape(body, limits: limits)
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

    /// One pass over the bytes before any is decoded, so that the cost of a refusal does not grow
    /// with what it refuses. Foundation's decoder recurses once per level: a body of 100,000 `[`
    /// must be refused before it gets there (`maxJSONDepth`). And every list of a request
    /// document is short (12 sizes, a few dozen devices or locales): a list of half a million
    /// names would be decoded, then matched name by name, for most of a minute
    /// (`maxListEntries`). Strings are skipped so brackets and commas inside text do not count.
    static func checkShape(_ body: [UInt8], limits: ServiceLimits) throws(APIError) {
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
        struct Open {
            var isList: Bool
            var commas = 0
            /// The member this list is the value of, when it is a member of an object.
            var name: String?
        }
        enum Refusal { case deep(Int), long(String?) }
        let refusal: Refusal? = body.withUnsafeBufferPointer { bytes in
            var stack: [Open] = []
            var inString = false
            var escaped = false
            var stringStart = 0
            var lastString: Range<Int>?
            var member: String?
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == backslash {
                        escaped = true
                    } else if byte == quote {
                        inString = false
                        lastString = stringStart..<offset
                    }
                    continue
                }
                switch byte {
                case quote:
                    inString = true
                    stringStart = offset + 1
                case 0x3A:  // : after a member name
                    member = lastString.map { String(decoding: bytes[$0].prefix(64), as: UTF8.self) }
                case 0x5B, 0x7B:  // [ {
                    if stack.count >= limits.maxJSONDepth { return .deep(offset) }
                    let inObject = stack.last.map { !$0.isList } ?? false
                    stack.append(Open(isList: byte == 0x5B, name: inObject ? member : nil))
                case 0x5D, 0x7D:  // ] }
                    _ = stack.popLast()
                case 0x2C:  // ,
                    guard let last = stack.indices.last, stack[last].isList else { break }
                    stack[last].commas += 1
                    if stack[last].commas >= limits.maxListEntries { return .long(stack[last].name) }
                default: break
                }
            }
            return nil
        }
        switch refusal {
        case .deep(let offset):
            throw APIError(400, .jsonTooDeep,
                           "the JSON body nests deeper than \(limits.maxJSONDepth) levels (at byte \(offset)); "
                               + "request documents need at most 3")
        case .long(let name):
            let field = name.map { Excerpt.of($0) }
            throw APIError(422, .listTooLong,
                           "\(field.map { "field '\($0)'" } ?? "a list") has more than \(Format.count(limits.maxListEntries)) "
                               + "entries; the limit is \(Format.count(limits.maxListEntries)) (the server's --max-list)",
                           field: field)
        case nil:
            break
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
