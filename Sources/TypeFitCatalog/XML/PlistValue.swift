/// An XML property list value with the byte offset of its element, built from `XMLReader.Element`s.
indirect enum PlistValue: Sendable {
    case dict([(key: String, keyOffset: Int, value: PlistValue)], offset: Int)
    case array([PlistValue], offset: Int)
    /// A string, with the offset of its first character (or of the element when empty).
    case string(String, offset: Int)
    case other(type: String, offset: Int)

    var offset: Int {
        switch self {
        case .dict(_, let o), .array(_, let o), .string(_, let o), .other(_, let o): return o
        }
    }

    var typeName: String {
        switch self {
        case .dict: return "<dict>"
        case .array: return "<array>"
        case .string: return "<string>"
        case .other(let t, _): return "<\(t)>"
        }
    }

    struct Failure: Error {
        let message: String
        let offset: Int
    }

    /// Converts a `<plist>` (or a bare value) element.
    static func from(_ element: XMLReader.Element) throws(Failure) -> PlistValue {
        if element.name == "plist" {
            let values = element.elements
            guard values.count == 1 else {
                throw Failure(message: "<plist> must hold exactly one value, found \(values.count)", offset: element.offset)
            }
            return try value(values[0])
        }
        return try value(element)
    }

    private static func value(_ e: XMLReader.Element) throws(Failure) -> PlistValue {
        switch e.name {
        case "dict":
            var pairs: [(key: String, keyOffset: Int, value: PlistValue)] = []
            var seen: Set<String> = []
            let items = e.elements
            var k = 0
            while k < items.count {
                guard items[k].name == "key" else {
                    throw Failure(message: "expected <key> in <dict>, found <\(items[k].name)>", offset: items[k].offset)
                }
                let key = items[k].text
                guard k + 1 < items.count else {
                    throw Failure(message: "<key>\(key)</key> has no value", offset: items[k].offset)
                }
                guard seen.insert(key).inserted else {
                    throw Failure(message: "duplicate key \"\(key)\"", offset: items[k].offset)
                }
                pairs.append((key, items[k].offset, try value(items[k + 1])))
                k += 2
            }
            return .dict(pairs, offset: e.offset)
        case "array":
            var values: [PlistValue] = []
            for item in e.elements { values.append(try value(item)) }
            return .array(values, offset: e.offset)
        case "string":
            return .string(e.text, offset: e.textOffset)
        case "integer", "real", "true", "false", "date", "data":
            return .other(type: e.name, offset: e.offset)
        default:
            throw Failure(message: "unknown property list element <\(e.name)>", offset: e.offset)
        }
    }
}
