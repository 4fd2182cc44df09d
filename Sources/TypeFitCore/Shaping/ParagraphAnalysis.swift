import CHarfBuzz
import TypeFitLocale

/// The first stage of shaping: everything about a paragraph that does not depend on the font
/// (libraqm's itemization, before fonts). Bidi levels, scripts, grapheme clusters and which of
/// them are emoji or hidden, line-break opportunities, trailing white space, and where long runs
/// of marks must be cut. Worked out once per paragraph and shared by every weight and optical
/// bucket it is shaped for — the ICU and FriBidi passes cost more than HarfBuzz itself on a
/// short UI string. `FontRuns` is the next stage.
final class ParagraphAnalysis: @unchecked Sendable {
    let units: [UInt16]
    let facts: LocaleFacts
    let direction: TextDirection
    /// Bidi level per unit.
    let levels: [UInt8]
    let isRightToLeft: Bool
    /// HarfBuzz script per unit, Common and Inherited resolved to their neighbours.
    let scripts: [hb_script_t]
    /// Grapheme-cluster boundaries, from 0 to units.count.
    let graphemeBoundaries: [Int32]
    /// Line-break opportunities, ascending, ending at units.count.
    let breaks: [Int32]
    /// nonSpaceEnd[i]: the end of [0, i) once trailing white space is dropped.
    let nonSpaceEnd: [Int32]
    /// The paragraph's scalars; cluster k holds scalars clusterScalars[k]..<clusterScalars[k + 1].
    let scalars: [Unicode.Scalar]
    let clusterScalars: [Int32]
    let clusterIsEmoji: [Bool]
    /// ISO 15924 code of each cluster's script (font stacks are keyed by it).
    let clusterScript: [String]
    /// Clusters made only of default-ignorable characters (bidi controls, ZWSP): HarfBuzz
    /// hides them, so they draw nothing and take no tracking.
    let clusterIsHidden: [Bool]
    /// Offsets where a HarfBuzz buffer must end although level, script and face go on: inside
    /// long runs of marks and format characters (see `markRunLimit`). Usually empty.
    let shapingSplits: [Int32]

    var count: Int { units.count }
    var clusterCount: Int { graphemeBoundaries.count - 1 }

    /// The units of the grapheme cluster that holds unit `offset`.
    func cluster(containing offset: Int) -> Range<Int> {
        let next = graphemeBoundaries.partitionPoint { Int($0) > offset }
        guard next > 0, next < graphemeBoundaries.count else { return offset..<offset + 1 }
        return Int(graphemeBoundaries[next - 1])..<Int(graphemeBoundaries[next])
    }

    init(units: [UInt16], locale: LocaleTag, direction: TextDirection, cjkLineBreak: CJKLineBreak = .standard,
         keepsHangulWords: Bool = true) throws {
        let n = units.count
        let facts = LocaleFacts.of(locale)
        self.units = units
        self.facts = facts
        self.direction = direction
        let bidi = BidiParagraph(units: units[...], direction: direction, localeIsRightToLeft: facts.isRightToLeft)
        levels = bidi.levels
        isRightToLeft = bidi.isRightToLeft
        let decoded = UTF16Scalars(units)
        scalars = decoded.scalars
        let scriptRuns = ScriptAnalysis(scalars: decoded, count: n, fallback: hb_script_t.from(iso15924: facts.primaryScript))
        scripts = scriptRuns.scripts
        let graphemes = n == 0 ? [] : try TextBreaks.graphemeBreaks(units, locale: locale)
        graphemeBoundaries = [0] + graphemes
        breaks = n == 0 ? [] : try TextBreaks.lineBreaks(units, locale: locale, cjk: cjkLineBreak,
                                                         keepsHangulWords: keepsHangulWords).offsets

        var clusterScalars: [Int32] = [0]
        var clusterIsEmoji: [Bool] = []
        var clusterScript: [String] = []
        var clusterIsHidden: [Bool] = []
        clusterScalars.reserveCapacity(graphemes.count + 1)
        clusterIsHidden.reserveCapacity(graphemes.count)
        var codes: [(hb_script_t, String)] = []
        var s = 0
        var clusterStart = 0
        for boundary in graphemes {
            let end = Int(boundary)
            let first = s
            while s < decoded.scalars.count && Int(decoded.starts[s]) < end { s += 1 }
            clusterScalars.append(Int32(s))
            clusterIsEmoji.append(Self.isEmojiCluster(decoded.scalars[first..<s]))
            clusterIsHidden.append(decoded.scalars[first..<s].allSatisfy(Self.isHidden))
            let script = scripts[clusterStart]
            if let known = codes.first(where: { $0.0 == script }) {
                clusterScript.append(known.1)
            } else {
                codes.append((script, script.iso15924))
                clusterScript.append(script.iso15924)
            }
            clusterStart = end
        }
        self.clusterScalars = clusterScalars
        self.clusterIsEmoji = clusterIsEmoji
        self.clusterScript = clusterScript
        self.clusterIsHidden = clusterIsHidden
        shapingSplits = Self.markRunSplits(decoded)

        var nonSpaceEnd = [Int32](repeating: 0, count: n + 1)
        var lastNonSpace: Int32 = 0
        for (k, scalar) in decoded.scalars.enumerated() {
            let i = Int(decoded.starts[k])
            let width = scalar.value > 0xFFFF ? 2 : 1
            // The middle of a surrogate pair is no boundary; give it the value before the pair.
            if width == 2, i + 1 <= n { nonSpaceEnd[i + 1] = lastNonSpace }
            if !Self.isTrailingSpace(scalar) { lastNonSpace = Int32(i + width) }
            if i + width <= n { nonSpaceEnd[i + width] = lastNonSpace }
        }
        self.nonSpaceEnd = nonSpaceEnd
    }
}

/// What the analysis asks of each character and cluster.
extension ParagraphAnalysis {
    /// Default-ignorable characters, which HarfBuzz shapes to nothing (a zero-width blank).
    /// C0 controls and tabs are not among them: HarfBuzz draws those as .notdef boxes.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        // Nothing below the soft hyphen is default-ignorable: most text needs no property lookup.
        scalar.value >= 0xAD && scalar.properties.isDefaultIgnorableCodePoint
    }

    private static func isEmojiCluster(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        // No Emoji_Presentation character lies below U+231A: most clusters need no property lookup.
        if scalars.count == 1, let only = scalars.first, only.value < 0x231A { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.properties.isEmojiPresentation }) { return true }
        return scalars.count > 1 && scalars.contains { $0.value == 0x200D } && scalars.contains { $0.properties.isEmoji }
    }

    /// White space that a line drops at its end. No-break spaces are kept: they glue words.
    private static func isTrailingSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        guard scalar.properties.isWhitespace else { return false }
        return scalar.value != 0xA0 && scalar.value != 0x2007 && scalar.value != 0x202F
    }

    /// HarfBuzz (6.0 at least) looks back over every mark and format character before a mark
    /// for its base, so a run of n of them costs n²: 100,000 Thai tone marks on one letter took
    /// 18 s. No writing system stacks more than a few, and UAX #15's stream-safe format allows
    /// 30 in a row; longer runs are shaped in pieces of 30. Only their ink changes (a piece's
    /// marks sit after the letter rather than on it): marks have no advance, so widths do not.
    static let markRunLimit = 30

    /// Where runs of more than `markRunLimit` marks (Mn, Mc, Me) and format characters (Cf:
    /// joiners, bidi controls, ZWSP) in a row are cut, every `markRunLimit` characters.
    private static func markRunSplits(_ decoded: UTF16Scalars) -> [Int32] {
        let funcs = hb_unicode_funcs_get_default()
        var splits: [Int32] = []
        var inRow = 0
        for (k, scalar) in decoded.scalars.enumerated() {
            // Below U+0300 only the soft hyphen is a mark or format character.
            guard scalar.value >= 0x300 || scalar.value == 0xAD else {
                inRow = 0
                continue
            }
            switch hb_unicode_general_category(funcs, scalar.value) {
            case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
                 HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK, HB_UNICODE_GENERAL_CATEGORY_FORMAT:
                if inRow == markRunLimit {
                    splits.append(decoded.starts[k])
                    inRow = 0
                }
                inRow += 1
            default:
                inRow = 0
            }
        }
        return splits
    }
}
