import TypeFitDiagnostics

/// Brings a `.strings` file of any encoding Xcode accepts to UTF-8 bytes, so one parser and one
/// location scheme serve them all.
enum TextDecoding {
    enum Encoding: String, Sendable { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE" }

    /// Returns UTF-8 bytes without a byte order mark, and the encoding found.
    static func utf8(_ bytes: [UInt8], path: String) throws(InputProblem) -> (bytes: [UInt8], encoding: Encoding) {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return (try utf16(bytes, from: 2, littleEndian: true, path: path), .utf16LE)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return (try utf16(bytes, from: 2, littleEndian: false, path: path), .utf16BE)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            let rest = Array(bytes[3...])
            try validateUTF8(rest, path: path)
            return (rest, .utf8)
        }
        if let littleEndian = looksLikeUTF16(bytes) {
            return (try utf16(bytes, from: 0, littleEndian: littleEndian, path: path), littleEndian ? .utf16LE : .utf16BE)
        }
        try validateUTF8(bytes, path: path)
        return (bytes, .utf8)
    }

    /// Without a BOM, UTF-16 text of a `.strings` file (mostly ASCII syntax) has a zero in every
    /// other byte; UTF-8 text never contains zero bytes. Characters like 一 (U+4E00) or the
    /// ideographic space (U+3000) put a zero on the other side too, so the larger side has to
    /// win clearly, not alone.
    static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(512)
        guard sample.count >= 4, sample.count % 2 == 0 || bytes.count > 512 else { return nil }
        var evenZeros = 0, oddZeros = 0
        for (i, b) in sample.enumerated() where b == 0 {
            if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let half = sample.count / 2
        if oddZeros * 10 >= half * 3, evenZeros * 3 <= oddZeros { return true }
        if evenZeros * 10 >= half * 3, oddZeros * 3 <= evenZeros { return false }
        return nil
    }

    static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool, path: String) throws(InputProblem) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var line = 1, column = 1
        var i = start
        func unit(_ at: Int) -> UInt16 {
            littleEndian ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
        }
        while i < bytes.count {
            guard i + 1 < bytes.count else {
                throw InputProblem("invalid UTF-16: the file ends in the middle of a code unit",
                                   at: SourceLocation(file: path, line: line, column: column))
            }
            let u = unit(i)
            var scalarValue = UInt32(u)
            if (0xD800...0xDBFF).contains(u) {
                guard i + 3 < bytes.count, (0xDC00...0xDFFF).contains(unit(i + 2)) else {
                    throw InputProblem("invalid UTF-16: unpaired high surrogate \(Format.codePoint(UInt32(u)))",
                                       at: SourceLocation(file: path, line: line, column: column))
                }
                scalarValue = 0x10000 + (UInt32(u) - 0xD800) << 10 + (UInt32(unit(i + 2)) - 0xDC00)
                i += 4
            } else if (0xDC00...0xDFFF).contains(u) {
                throw InputProblem("invalid UTF-16: unpaired low surrogate \(Format.codePoint(UInt32(u)))",
                                   at: SourceLocation(file: path, line: line, column: column))
            } else {
                i += 2
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw InputProblem("invalid UTF-16 code point", at: SourceLocation(file: path, line: line, column: column))
            }
            UTF8.encode(scalar) { out.append($0) }
            if scalarValue == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return out
    }

    static func validateUTF8(_ bytes: [UInt8], path: String) throws(InputProblem) {
        if String(validating: bytes, as: UTF8.self) != nil { return }
        // Find the first bad byte only on the slow path, to report where it is.
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                offset += UTF8.width(s)
                consumed = offset
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        let location = LineIndex(file: path, bytes: bytes).location(consumed)
        throw InputProblem("invalid UTF-8 byte sequence", at: location)
    }
}
