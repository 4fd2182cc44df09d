/// Turns one source string into its pseudo-localization. Format specifiers (`%@`, `%1$@`,
/// `%lld`, `%#@count@`, `%%`) are kept exactly as written and in their order, found by the
/// check's own parser (`FormatParser`): the app still formats the string, and `typefit check`
/// replaces each one by its worst-case sample when it measures, as for any translation.
///
/// `en-XA`: every ASCII letter of the text between specifiers becomes an accented letter of the
/// same case (`accents`), a filler of `ceil(n × (expansion − 100) / 100)` characters is added at
/// the end (n: the characters of the text between specifiers), and the whole is put in
/// brackets, so a cut end shows: `Save` at 130% is `[Šáṽé ~]`. The filler is the sequence
/// " ~~~~ ~~~~ …" (a space every fifth character gives line breaking its chances).
///
/// `ar-XB`: every word (a run of non-space characters; a specifier is part of its word) is put
/// between RIGHT-TO-LEFT MARK + RIGHT-TO-LEFT OVERRIDE and POP DIRECTIONAL FORMATTING +
/// RIGHT-TO-LEFT MARK (U+200F U+202E … U+202C U+200F), as Android's `ar-XB` does: the string
/// reads right to left with Latin letters, and the layout is mirrored for an RTL locale.
package struct PseudoText: Sendable {
    /// The length of the expanded text, in percent of the source's (130: 30% longer).
    package var expansionPercent: Int

    package init(expansionPercent: Int) {
        self.expansionPercent = expansionPercent
    }

    package static let rightToLeftMark: Character = "\u{200F}"
    package static let rightToLeftOverride: Character = "\u{202E}"
    package static let popDirectionalFormatting: Character = "\u{202C}"
    /// The repeating unit of the expansion filler.
    static let fillerUnit: [Character] = [" ", "~", "~", "~", "~"]

    package func pseudo(_ text: String, in locale: PseudoLocale) -> String {
        switch locale {
        case .accented: accented(text)
        case .bidi: rightToLeft(text)
        }
    }

    /// `[` accented text and filler `]`; an empty string stays empty.
    package func accented(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var out = ""
        var characters = 0
        for segment in Self.segments(text) {
            switch segment {
            case .placeholder(let spelling): out += spelling
            case .text(let literal):
                characters += literal.count
                out.unicodeScalars.append(contentsOf: literal.unicodeScalars.map { Self.accents[$0] ?? $0 })
            }
        }
        let extra = max(0, (characters * (expansionPercent - 100) + 99) / 100)
        let filler = (0..<extra).map { Self.fillerUnit[$0 % Self.fillerUnit.count] }
        return "[" + out + String(filler) + "]"
    }

    /// Every word between RLM RLO and PDF RLM.
    package func rightToLeft(_ text: String) -> String {
        let open = String([Self.rightToLeftMark, Self.rightToLeftOverride])
        let close = String([Self.popDirectionalFormatting, Self.rightToLeftMark])
        var out = ""
        var inWord = false
        for segment in Self.segments(text) {
            switch segment {
            case .placeholder(let spelling):
                if !inWord { out += open; inWord = true }
                out += spelling
            case .text(let literal):
                for character in literal {
                    let space = character.isWhitespace
                    if space, inWord { out += close; inWord = false }
                    if !space, !inWord { out += open; inWord = true }
                    out.append(character)
                }
            }
        }
        if inWord { out += close }
        return out
    }

    enum Segment: Equatable {
        case text(String)
        case placeholder(String)
    }

    /// The text cut at its format specifiers, in order.
    static func segments(_ text: String) -> [Segment] {
        let bytes = Array(text.utf8)
        var out: [Segment] = []
        var at = 0
        for placeholder in FormatParser.placeholders(in: text) where placeholder.range.lowerBound >= at {
            if placeholder.range.lowerBound > at {
                out.append(.text(String(decoding: bytes[at..<placeholder.range.lowerBound], as: UTF8.self)))
            }
            var range = placeholder.range
            // Xcode's `%arg` (a substitution form's own argument) reads as `%a` and "rg" to printf.
            if placeholder.spelling == "%a", range.upperBound + 1 < bytes.count,
               bytes[range.upperBound] == UInt8(ascii: "r"), bytes[range.upperBound + 1] == UInt8(ascii: "g") {
                range = range.lowerBound..<(range.upperBound + 2)
            }
            out.append(.placeholder(String(decoding: bytes[range], as: UTF8.self)))
            at = range.upperBound
        }
        if at < bytes.count { out.append(.text(String(decoding: bytes[at...], as: UTF8.self))) }
        return out
    }

    /// A letter with a diacritic for each ASCII letter, precomposed and in Latin-1, Latin
    /// Extended-A or Latin Extended Additional (fonts for Latin scripts have them); `q`, `Q`
    /// have none there and stay.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let lower: [UInt32] = [0xE1, 0x180, 0xE7, 0x10F, 0xE9, 0x192, 0x11D, 0x125, 0xED, 0x135, 0x137, 0x13A, 0x1E3F,
                               0xF1, 0xF3, 0x1E55, 0x71, 0x155, 0x161, 0x163, 0xFA, 0x1E7D, 0x175, 0x1E8B, 0xFD, 0x17E]
        let upper: [UInt32] = [0xC1, 0x1E02, 0xC7, 0x10E, 0xC9, 0x1E1E, 0x11C, 0x124, 0xCD, 0x134, 0x136, 0x139, 0x1E3E,
                               0xD1, 0xD3, 0x1E54, 0x51, 0x154, 0x160, 0x162, 0xDA, 0x1E7C, 0x174, 0x1E8A, 0xDD, 0x17D]
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (offset, pair) in zip(lower, upper).enumerated() {
            if let from = Unicode.Scalar(0x61 + UInt32(offset)), let to = Unicode.Scalar(pair.0) { map[from] = to }
            if let from = Unicode.Scalar(0x41 + UInt32(offset)), let to = Unicode.Scalar(pair.1) { map[from] = to }
        }
        return map
    }()
}
