/// A small non-validating XML parser with exact offsets: enough for Apple property lists and
/// XLIFF 1.2 (prolog, DOCTYPE, comments, processing instructions, CDATA, the five named entities
/// and numeric character references). Nesting is capped so hostile files fail cleanly.
package struct XMLReader {
    package struct Failure: Error {
        package let message: String
        package let offset: Int
    }

    package static let maxDepth = 256

    private let b: [UInt8]
    private var i = 0

    init(bytes: [UInt8]) {
        self.b = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    }

    package static func parse(_ bytes: [UInt8]) throws(Failure) -> Element {
        var p = XMLReader(bytes: bytes)
        try p.skipMisc()
        guard p.i < bytes.count, bytes[p.i] == UInt8(ascii: "<") else {
            throw Failure(message: p.i < bytes.count ? "expected the root element" : "the file has no root element", offset: p.i)
        }
        let root = try p.element(depth: 0)
        try p.skipMisc()
        if p.i < bytes.count { throw Failure(message: "unexpected content after the root element", offset: p.i) }
        return root
    }

    private func starts(_ s: StaticString, at k: Int) -> Bool {
        s.withUTF8Buffer { buf in
            guard k + buf.count <= b.count else { return false }
            for (j, c) in buf.enumerated() where b[k + j] != c { return false }
            return true
        }
    }

    private mutating func skipUntil(_ s: StaticString, what: String) throws(Failure) {
        let start = i
        while i < b.count, !starts(s, at: i) { i += 1 }
        guard i < b.count else { throw Failure(message: "unterminated \(what)", offset: start) }
        i += s.utf8CodeUnitCount
    }

    /// White space, comments, processing instructions and DOCTYPE outside the root element.
    private mutating func skipMisc() throws(Failure) {
        while i < b.count {
            if isSpace(b[i]) { i += 1 }
            else if starts("<?", at: i) { try skipUntil("?>", what: "processing instruction") }
            else if starts("<!--", at: i) { try skipUntil("-->", what: "comment") }
            else if starts("<!DOCTYPE", at: i) { try skipDoctype() }
            else { return }
        }
    }

    private mutating func skipDoctype() throws(Failure) {
        let start = i
        var bracket = 0
        while i < b.count {
            switch b[i] {
            case UInt8(ascii: "["): bracket += 1
            case UInt8(ascii: "]"): bracket -= 1
            case UInt8(ascii: ">") where bracket <= 0: i += 1; return
            default: break
            }
            i += 1
        }
        throw Failure(message: "unterminated DOCTYPE", offset: start)
    }

    private func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    private func isNameByte(_ c: UInt8) -> Bool {
        switch c {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."): return true
        default: return c >= 0x80
        }
    }

    private mutating func name() throws(Failure) -> String {
        let start = i
        while i < b.count, isNameByte(b[i]) { i += 1 }
        guard i > start else {
            throw Failure(message: i < b.count ? "expected a name, found '\(printable(b[i]))'" : "unexpected end of file", offset: i)
        }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    private mutating func element(depth: Int) throws(Failure) -> Element {
        let open = i
        guard depth < Self.maxDepth else { throw Failure(message: "elements nested deeper than \(Self.maxDepth) levels", offset: open) }
        i += 1
        let tag = try name()
        var attributes: [(name: String, value: String)] = []
        while true {
            while i < b.count, isSpace(b[i]) { i += 1 }
            guard i < b.count else { throw Failure(message: "unterminated start tag <\(tag)>", offset: open) }
            if b[i] == UInt8(ascii: "/") {
                guard i + 1 < b.count, b[i + 1] == UInt8(ascii: ">") else { throw Failure(message: "expected '/>'", offset: i) }
                i += 2
                return Element(name: tag, attributes: attributes, children: [], offset: open, contentOffset: i, endOffset: i)
            }
            if b[i] == UInt8(ascii: ">") { i += 1; break }
            let attrOffset = i
            let attr = try name()
            while i < b.count, isSpace(b[i]) { i += 1 }
            guard i < b.count, b[i] == UInt8(ascii: "=") else { throw Failure(message: "expected '=' after attribute \(attr)", offset: i) }
            i += 1
            while i < b.count, isSpace(b[i]) { i += 1 }
            guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else {
                throw Failure(message: "expected a quoted value for attribute \(attr)", offset: i)
            }
            let quote = b[i]
            i += 1
            let valueStart = i
            while i < b.count, b[i] != quote { i += 1 }
            guard i < b.count else { throw Failure(message: "unterminated attribute value", offset: valueStart - 1) }
            let value = try decodeEntities(valueStart, i)
            i += 1
            if attributes.contains(where: { $0.name == attr }) {
                throw Failure(message: "duplicate attribute \(attr)", offset: attrOffset)
            }
            attributes.append((attr, value))
        }
        let contentOffset = i
        var children: [Child] = []
        var textStart: Int?
        var text: [UInt8] = []
        func flush(_ children: inout [Child], _ text: inout [UInt8], _ textStart: inout Int?) {
            if let s = textStart { children.append(.text(String(decoding: text, as: UTF8.self), offset: s)) }
            text.removeAll(keepingCapacity: true)
            textStart = nil
        }
        while true {
            guard i < b.count else { throw Failure(message: "unterminated element <\(tag)>", offset: open) }
            if b[i] != UInt8(ascii: "<") {
                if textStart == nil { textStart = i }
                let runStart = i
                while i < b.count, b[i] != UInt8(ascii: "<") { i += 1 }
                text.append(contentsOf: Array(try decodeEntities(runStart, i).utf8))
                continue
            }
            if starts("</", at: i) {
                let closeAt = i
                i += 2
                let closing = try name()
                while i < b.count, isSpace(b[i]) { i += 1 }
                guard i < b.count, b[i] == UInt8(ascii: ">") else { throw Failure(message: "expected '>' to close </\(closing)>", offset: i) }
                guard closing == tag else {
                    throw Failure(message: "mismatched end tag: expected </\(tag)>, found </\(closing)>", offset: closeAt)
                }
                i += 1
                flush(&children, &text, &textStart)
                return Element(name: tag, attributes: attributes, children: children, offset: open, contentOffset: contentOffset,
                               endOffset: i)
            }
            if starts("<![CDATA[", at: i) {
                if textStart == nil { textStart = i }
                let start = i
                i += 9
                let body = i
                while i < b.count, !starts("]]>", at: i) { i += 1 }
                guard i < b.count else { throw Failure(message: "unterminated CDATA section", offset: start) }
                text.append(contentsOf: b[body..<i])
                i += 3
                continue
            }
            if starts("<!--", at: i) { try skipUntil("-->", what: "comment"); continue }
            if starts("<?", at: i) { try skipUntil("?>", what: "processing instruction"); continue }
            flush(&children, &text, &textStart)
            children.append(.element(try element(depth: depth + 1)))
        }
    }

    /// Resolves `&amp;`-style entities and `&#...;` references in `b[start..<end]`.
    private func decodeEntities(_ start: Int, _ end: Int) throws(Failure) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var k = start
        while k < end {
            if b[k] != UInt8(ascii: "&") {
                if b[k] == UInt8(ascii: "<") { throw Failure(message: "'<' is not allowed here", offset: k) }
                out.append(b[k]); k += 1; continue
            }
            let amp = k
            var semi = k + 1
            while semi < end, semi - amp < 12, b[semi] != UInt8(ascii: ";") { semi += 1 }
            guard semi < end, b[semi] == UInt8(ascii: ";") else { throw Failure(message: "unterminated entity reference", offset: amp) }
            let name = String(decoding: b[(amp + 1)..<semi], as: UTF8.self)
            switch name {
            case "amp": out.append(UInt8(ascii: "&"))
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "quot": out.append(UInt8(ascii: "\""))
            case "apos": out.append(UInt8(ascii: "'"))
            default:
                var value: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") { value = UInt32(name.dropFirst(2), radix: 16) }
                else if name.hasPrefix("#") { value = UInt32(name.dropFirst(), radix: 10) }
                else { throw Failure(message: "unknown entity &\(name);", offset: amp) }
                guard let v = value, let scalar = Unicode.Scalar(v) else {
                    throw Failure(message: "invalid character reference &\(name);", offset: amp)
                }
                UTF8.encode(scalar) { out.append($0) }
            }
            k = semi + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
