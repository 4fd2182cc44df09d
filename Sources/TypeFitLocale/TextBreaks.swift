import CTypeFitICU

/// An error from ICU, with its numeric code (see ICU's `UErrorCode`).
package struct ICUError: Error, CustomStringConvertible, Sendable {
    package let code: Int32
    package let operation: String
    package var description: String { "ICU \(operation) failed (UErrorCode \(code))" }
}

/// Boundaries in UTF-16 code-unit offsets, found by ICU for a locale.
package enum TextBreaks {
    /// Line-break opportunities (UAX #14 with ICU's dictionaries for Thai, Lao, Khmer, Burmese
    /// and CJK). Each offset is a position where a line may end; the last is `text.count`.
    /// `mandatory` marks offsets after a hard break (newline, U+2028, U+2029). `cjk` picks which
    /// characters may start a line in Chinese and Japanese. `keepsHangulWords`: false for a
    /// line-break strategy without Hangul word priority.
    package static func lineBreaks(_ text: [UInt16], locale: LocaleTag, cjk: CJKLineBreak = .standard,
                                   keepsHangulWords: Bool = true) throws -> (offsets: [Int32], mandatory: [Bool]) {
        var hard = [UInt8](repeating: 0, count: text.count + 1)
        let offsets = try boundaries(TF_BREAK_LINE, text, locale: locale, lineRules: cjk.icuKeyword(for: locale),
                                     hard: &hard)
        let pairs = zip(offsets, hard.prefix(offsets.count).map { $0 != 0 })
        // Korean is set with spaces between words and iOS's standard strategy
        // (`hangulWordPriority`) keeps Hangul words whole; ICU4C has no keep-all option.
        let kept = keepsHangulWords && locale.language == "ko" ? pairs.filter { !splitsHangulWord(text, at: Int($0.0)) } : Array(pairs)
        return (kept.map(\.0), kept.map(\.1))
    }

    /// Extended grapheme-cluster boundaries (UAX #29); the last is `text.count`.
    package static func graphemeBreaks(_ text: [UInt16], locale: LocaleTag) throws -> [Int32] {
        // Most UI strings are made only of characters that form a cluster on their own; ICU's
        // rule engine costs as much as shaping them.
        if text.allSatisfy(isClusterOnItsOwn) { return (0..<text.count).map { Int32($0 + 1) } }
        return try icuGraphemeBreaks(text, locale: locale)
    }

    static func icuGraphemeBreaks(_ text: [UInt16], locale: LocaleTag) throws -> [Int32] {
        var unused: [UInt8] = []
        return try boundaries(TF_BREAK_GRAPHEME, text, locale: locale, lineRules: nil, hard: &unused)
    }

    /// Word boundaries (UAX #29 with dictionaries); the last is `text.count`.
    package static func wordBreaks(_ text: [UInt16], locale: LocaleTag) throws -> [Int32] {
        var unused: [UInt8] = []
        return try boundaries(TF_BREAK_WORD, text, locale: locale, lineRules: nil, hard: &unused)
    }

    private static func boundaries(_ kind: tf_break_kind, _ text: [UInt16], locale: LocaleTag, lineRules: String?,
                                   hard: inout [UInt8]) throws -> [Int32] {
        guard !text.isEmpty else { return [] }
        guard text.count < Int(Int32.max) else { throw ICUError(code: 1, operation: "break iteration (text too long)") }
        var out = [Int32](repeating: 0, count: text.count + 1)
        var status: Int32 = 0
        let wantsHard = !hard.isEmpty
        let n = text.withUnsafeBufferPointer { textBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                hard.withUnsafeMutableBufferPointer { hardBuffer in
                    locale.identifier.withCString { loc in
                        (lineRules ?? "").withCString { rules in
                            tf_breaks(kind, loc, rules, textBuffer.baseAddress, Int32(textBuffer.count),
                                      outBuffer.baseAddress, wantsHard ? hardBuffer.baseAddress : nil,
                                      Int32(outBuffer.count), &status)
                        }
                    }
                }
            }
        }
        guard n >= 0 else { throw ICUError(code: status, operation: "break iteration") }
        return Array(out.prefix(Int(n)))
    }
}

/// UTF-16 units that are a grapheme cluster on their own whatever surrounds them (UAX #29): no
/// CR, Extend, ZWJ, SpacingMark, Prepend, Hangul jamo, regional indicator or surrogate. Latin,
/// Greek and Cyrillic without combining marks, general punctuation, currency and letterlike
/// symbols, CJK punctuation, kana, ideographs, precomposed Hangul syllables, full-width forms.
/// A test checks every unit listed here against ICU.
func isClusterOnItsOwn(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0D: return false
    case 0x0000...0x02FF, 0x0370...0x0482, 0x048A...0x052F: return true
    case 0x2000...0x200B, 0x200E...0x206F, 0x20A0...0x20CF, 0x2100...0x214F: return true
    case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D:
        return true
    default: return false
    }
}

/// Whether a break at `offset` would fall between two Hangul letters (a word, in Korean).
private func splitsHangulWord(_ text: [UInt16], at offset: Int) -> Bool {
    guard offset > 0, offset < text.count else { return false }
    return isHangul(text[offset - 1]) && isHangul(text[offset])
}

private func isHangul(_ unit: UInt16) -> Bool {
    switch unit {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
    default: return false
    }
}
