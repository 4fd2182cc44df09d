import TypeFitDiagnostics

/// A JSON object's member that lists strings, each with the bytes it was written as: how a file
/// of fingerprints (the baseline) is read with file:line:col errors, and edited without being
/// written anew, so that entries removed are the only lines a diff shows.
package struct JSONStringList: Sendable {
    /// One string of the list and the bytes of its literal (quotes included).
    package struct Item: Sendable {
        package let text: String
        package let bytes: Range<Int>
    }

    package let items: [Item]
    /// Offsets of the list's `[` and `]`.
    let open: Int
    let close: Int
    /// The object's other members that are numbers, as written (`"version": 1` → "1").
    package let numbers: [String: String]

    /// Reads `bytes` as a JSON object with a `member` list of strings. Malformed JSON, a missing
    /// member or an item that is not a string is an error at its line and column in `file`.
    package static func read(_ bytes: [UInt8], member: String, file: String) throws(InputProblem) -> JSONStringList {
        let lines = LineIndex(file: file, bytes: bytes)
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch { throw InputProblem(error.message, at: lines.location(error.offset)) }
        guard let members = root.members else {
            throw InputProblem("expected a JSON object, found \(root.typeName)", at: lines.location(root.offset))
        }
        guard let list = root[member] else {
            throw InputProblem("the object has no \"\(member)\" member", at: lines.location(root.offset))
        }
        guard case .array(let values, let open) = list else {
            throw InputProblem("\"\(member)\" must be an array of strings, not \(list.typeName)", at: lines.location(list.offset))
        }
        var items: [Item] = []
        var end = open + 1
        for value in values {
            guard case .string(let text, let start) = value else {
                throw InputProblem("each item of \"\(member)\" must be a string, not \(value.typeName)",
                                   at: lines.location(value.offset))
            }
            end = literalEnd(bytes, start)
            items.append(Item(text: text, bytes: start..<end))
        }
        var close = end
        while close < bytes.count, bytes[close] != UInt8(ascii: "]") { close += 1 }
        var numbers: [String: String] = [:]
        for entry in members { if case .number(let text, _) = entry.value { numbers[entry.key] = text } }
        return JSONStringList(items: items, open: open, close: close, numbers: numbers)
    }

    /// `bytes` (the file this list was read from) without the items `drop` picks: each kept item
    /// keeps the spacing and comma written before it, everything outside the list is unchanged.
    package func removing(from bytes: [UInt8], where drop: (String) -> Bool) -> [UInt8] {
        let kept = items.indices.filter { !drop(items[$0].text) }
        guard kept.count < items.count else { return bytes }
        guard let first = kept.first, let last = items.last else {
            return Array(bytes[...open]) + Array(bytes[close...])
        }
        var out = Array(bytes[..<items[0].bytes.lowerBound])
        out += bytes[items[first].bytes]
        for index in kept.dropFirst() {
            // What stood between this item and the one before it: the comma and the line break.
            out += bytes[items[index - 1].bytes.upperBound..<items[index].bytes.upperBound]
        }
        out += bytes[last.bytes.upperBound...]
        return out
    }

    /// The offset after the string literal opening at `start`.
    private static func literalEnd(_ bytes: [UInt8], _ start: Int) -> Int {
        var i = start + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
            i += 1
        }
        return bytes.count
    }
}
