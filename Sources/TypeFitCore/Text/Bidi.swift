import CFriBidi

/// The paragraph direction typefit lays out in.
public enum TextDirection: String, Sendable, Codable, CaseIterable {
    /// From the text's first strong character (UAX #9 P2–P3), else the locale's direction:
    /// what UIKit does for natural writing direction.
    case natural
    case ltr
    case rtl
}

/// The explicit formatting characters of UAX #9 by what they do to the nesting (X1–X8), for
/// code that bounds nesting before the algorithm runs: FriBidi's copy here, and the service's
/// request limits.
package enum ExplicitBidi {
    package enum Role: Sendable { case opens, closes, endsParagraph }

    /// The algorithm's max_depth (BD2): deeper embeddings and isolates overflow and are ignored.
    package static let maxDepth = 125

    /// LRE, RLE, LRO, RLO, LRI, RLI and FSI open a level; PDF and PDI close one; characters of
    /// bidi class B end the paragraph and with it every open level.
    package static func role(of scalar: UInt32) -> Role? {
        switch scalar {
        case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068: return .opens
        case 0x202C, 0x2069: return .closes
        case 0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029: return .endsParagraph
        default: return nil
        }
    }
}

/// UAX #9 embedding levels for one paragraph, from FriBidi.
struct BidiParagraph {
    /// One level per UTF-16 unit (both halves of a surrogate pair carry the same level).
    let levels: [UInt8]
    let isRightToLeft: Bool

    init(units: ArraySlice<UInt16>, direction: TextDirection, localeIsRightToLeft: Bool) {
        // Text with nothing right-to-left and no explicit embedding in a left-to-right paragraph
        // is all level 0 (UAX #9 W1–I2 raise nothing): most UI strings, without asking FriBidi.
        let leftToRightBase = direction == .ltr || (direction == .natural && !localeIsRightToLeft)
        if leftToRightBase && !units.contains(where: Self.mayRaiseLevel) {
            levels = [UInt8](repeating: 0, count: units.count)
            isRightToLeft = false
            return
        }
        var scalars: [FriBidiChar] = []
        var unitOfScalar: [Int] = []
        scalars.reserveCapacity(units.count)
        var index = units.startIndex
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
            scalars.append(scalar.value)
            unitOfScalar.append(index - units.startIndex)
            index += scalar.value > 0xFFFF ? 2 : 1
        }
        Self.boundNesting(&scalars)
        var base: FriBidiParType
        switch direction {
        case .ltr: base = tf_fribidi_par_ltr
        case .rtl: base = tf_fribidi_par_rtl
        case .natural: base = localeIsRightToLeft ? tf_fribidi_par_wrtl : tf_fribidi_par_wltr
        }
        let count = FriBidiStrIndex(scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        if !scalars.isEmpty {
            var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
            var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
            fribidi_get_bidi_types(scalars, count, &types)
            fribidi_get_bracket_types(scalars, count, types, &brackets)
            if fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &levels) == 0 {
                levels = [FriBidiLevel](repeating: base == tf_fribidi_par_rtl ? 1 : 0, count: scalars.count)
            }
        }
        var unitLevels = [UInt8](repeating: 0, count: units.count)
        for (i, level) in levels.enumerated() {
            let at = unitOfScalar[i]
            unitLevels[at] = UInt8(clamping: level)
            if scalars[i] > 0xFFFF, at + 1 < unitLevels.count { unitLevels[at + 1] = UInt8(clamping: level) }
        }
        self.levels = unitLevels
        self.isRightToLeft = base == tf_fribidi_par_rtl
    }

    /// Deepest explicit nesting handed to FriBidi. FriBidi 1.0.8 (Debian 12) crashes in
    /// fribidi_get_par_embedding_levels_ex on valid text with two runs of ≥ 82 nested isolates
    /// (found by typefit's adversarial tests); no real string nests more than a few levels.
    static let nestingHandedToFriBidi = 64

    /// Turns embedding, override and isolate controls nested deeper than
    /// `nestingHandedToFriBidi`, and their closing PDF/PDI, into WORD JOINER (class BN, which
    /// the algorithm removes, X9): they are ignored as UAX #9 ignores overflow past max_depth.
    /// Only FriBidi's copy changes; shaping and line breaking see the text as it is.
    static func boundNesting(_ scalars: inout [FriBidiChar]) {
        var open: [Bool] = []  // per open control: was it neutralised?
        for i in scalars.indices {
            switch ExplicitBidi.role(of: scalars[i]) {
            case .opens:
                let neutralise = open.count >= nestingHandedToFriBidi
                open.append(neutralise)
                if neutralise { scalars[i] = 0x2060 }
            case .closes:
                if let last = open.popLast(), last { scalars[i] = 0x2060 }
            case .endsParagraph: open.removeAll()
            case nil: break
            }
        }
    }

    /// Units that may give a character a level above 0 in a left-to-right paragraph: right-to-left
    /// letters and Arabic digits (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and
    /// their presentation forms, and the high surrogates of right-to-left SMP blocks), RLM and
    /// every explicit embedding, override and isolate control.
    static func mayRaiseLevel(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
             0xD802...0xD803, 0xD83A...0xD83B: return true
        default: return false
        }
    }

    /// UAX #9 rule L2: the visual order of runs [start, end) with levels, reversing every
    /// maximal sequence at or above each level from the highest down to the lowest odd one.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        let lowestOdd = (levels.filter { $0 % 2 == 1 }.min()) ?? (highest + 1)
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
