/// Problems with the text itself, found before any shaping.
public enum TextInputError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case unpairedSurrogate(offset: Int, unit: UInt16)
    case tooLong(length: Int, limit: Int)

    public var description: String {
        switch self {
        case .empty: return "the text is empty"
        case .unpairedSurrogate(let offset, let unit):
            return "invalid UTF-16: unpaired surrogate 0x\(String(unit, radix: 16, uppercase: true)) at code unit \(offset)"
        case .tooLong(let length, let limit): return "the text is \(length) UTF-16 code units long; the limit is \(limit)"
        }
    }
}

/// Text as typefit works on it: UTF-16, the unit Apple's text APIs index in, checked once.
package enum TextInput {
    /// Longer texts are refused rather than measured: 4 Mi code units is far past any UI string.
    package static let maximumLength = 4 * 1024 * 1024

    /// Checks UTF-16 that came from outside (a .strings file, a request body): every surrogate
    /// must be paired. Swift `String`s are always valid, so this is for raw code units only.
    package static func validate(_ units: [UInt16]) throws {
        guard units.count <= maximumLength else { throw TextInputError.tooLong(length: units.count, limit: maximumLength) }
        var i = 0
        while i < units.count {
            let unit = units[i]
            if UTF16.isLeadSurrogate(unit) {
                guard i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) else {
                    throw TextInputError.unpairedSurrogate(offset: i, unit: unit)
                }
                i += 2
            } else if UTF16.isTrailSurrogate(unit) {
                throw TextInputError.unpairedSurrogate(offset: i, unit: unit)
            } else {
                i += 1
            }
        }
    }

    /// Splits on hard line breaks — LF, CR, CRLF, NEL, VT, FF, U+2028 and U+2029 — as UIKit
    /// does; each piece is laid out on its own lines. Returns the ranges without the breaks.
    package static func paragraphs(_ units: [UInt16]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < units.count {
            switch units[i] {
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                result.append(start..<i)
                start = i + 1
            case 0x0D:
                result.append(start..<i)
                if i + 1 < units.count, units[i + 1] == 0x0A { i += 1 }
                start = i + 1
            default: break
            }
            i += 1
        }
        result.append(start..<units.count)
        return result
    }
}

/// The scalars of UTF-16 text and the unit each starts at, decoded once for every pass.
/// An unpaired surrogate (only possible in text that skipped validation) becomes U+FFFD.
struct UTF16Scalars {
    let scalars: [Unicode.Scalar]
    let starts: [Int32]

    init(_ units: [UInt16]) {
        var scalars: [Unicode.Scalar] = []
        var starts: [Int32] = []
        scalars.reserveCapacity(units.count)
        starts.reserveCapacity(units.count)
        var i = 0
        while i < units.count {
            let unit = units[i]
            starts.append(Int32(i))
            if UTF16.isLeadSurrogate(unit), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                i += 2
            } else {
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                i += 1
            }
        }
        self.scalars = scalars
        self.starts = starts
    }
}
