import SwiftParser
import SwiftSyntax

/// A string literal as the key index compares it: its text, with each interpolation written as
/// `KeyIndex.placeholder`, so `"footer \(version)"` meets the key `footer %@`.
enum LiteralShape {
    static func of(_ literal: StringLiteralExprSyntax) -> String? {
        if let plain = literal.representedLiteralValue { return plain }
        guard !literal.hasError else { return nil }
        let raw = literal.openingPounds != nil
        var out = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text): out += raw ? text.content.text : unescaped(text.content.text)
            case .expressionSegment: out.append(KeyIndex.placeholder)
            }
        }
        return out
    }

    /// True when the literal has interpolations and nothing else but spaces: `"\(name)"` would meet
    /// every key that is only a placeholder, so it names no key.
    static func isOnlyPlaceholders(_ shape: String) -> Bool {
        shape.allSatisfy { $0 == KeyIndex.placeholder || $0.isWhitespace }
    }

    /// Swift's escapes in a segment of an interpolated literal (the plain case goes through
    /// swift-syntax's own reading).
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var chars = text.makeIterator()
        while let ch = chars.next() {
            guard ch == "\\" else { out.append(ch); continue }
            guard let next = chars.next() else { out.append(ch); break }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                while let h = chars.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
            default: out.append(next)
            }
        }
        return out
    }
}
