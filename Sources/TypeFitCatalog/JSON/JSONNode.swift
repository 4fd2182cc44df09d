/// A JSON value that remembers where it was written (byte offsets into the file).
///
/// Objects keep their members in file order and keep duplicates out: the parser rejects them,
/// because Xcode would silently keep only one and the other translation would be lost.
indirect enum JSONNode: Sendable {
    case object([JSONMember], offset: Int)
    case array([JSONNode], offset: Int)
    case string(String, offset: Int)
    case number(String, offset: Int)
    case bool(Bool, offset: Int)
    case null(offset: Int)

    var offset: Int {
        switch self {
        case .object(_, let o), .array(_, let o), .string(_, let o), .number(_, let o), .bool(_, let o): return o
        case .null(let o): return o
        }
    }

    var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    var members: [JSONMember]? {
        if case .object(let m, _) = self { return m }
        return nil
    }

    var stringValue: String? {
        if case .string(let s, _) = self { return s }
        return nil
    }

    subscript(key: String) -> JSONNode? { members?.first { $0.key == key }?.value }
}

struct JSONMember: Sendable {
    let key: String
    let keyOffset: Int
    let value: JSONNode
}
