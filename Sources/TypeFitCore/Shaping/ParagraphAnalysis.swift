import CHarfBuzz
import TypeFitLocale

/// Everything about a paragraph that does not depend on the font: bidi levels, scripts,
/// grapheme clusters, line-break opportunities, trailing white space. Worked out once per
/// paragraph and shared by every weight and optical bucket it is shaped for — the ICU and
/// FriBidi passes cost more than HarfBuzz itself on a short UI string.
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
    /// long runs of marks and format characters (see `ParagraphShaper.markRunLimit`). Usually empty.
    let shapingSplits: [Int32]

    var count: Int { units.count }
    var clusterCount: Int { graphemeBoundaries.count - 1 }

    /// The units of the grapheme cluster that holds unit `offset`.
    func cluster(containing offset: Int) -> Range<Int> {
        let next = graphemeBoundaries.partitionPoint { Int($0) > offset }
        guard next > 0, next < graphemeBoundaries.count else { return offset..<offset + 1 }
        return Int(graphemeBoundaries[next - 1])..<Int(graphemeBoundaries[next])
    }

    init(units: [UInt16], locale: LocaleTag, direction: TextDirection) throws {
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
        breaks = n == 0 ? [] : try TextBreaks.lineBreaks(units, locale: locale).offsets

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
            clusterIsEmoji.append(ParagraphShaper.isEmojiCluster(decoded.scalars[first..<s]))
            clusterIsHidden.append(decoded.scalars[first..<s].allSatisfy(ParagraphShaper.isHidden))
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
        shapingSplits = ParagraphShaper.markRunSplits(decoded)

        var nonSpaceEnd = [Int32](repeating: 0, count: n + 1)
        var lastNonSpace: Int32 = 0
        for (k, scalar) in decoded.scalars.enumerated() {
            let i = Int(decoded.starts[k])
            let width = scalar.value > 0xFFFF ? 2 : 1
            // The middle of a surrogate pair is no boundary; give it the value before the pair.
            if width == 2, i + 1 <= n { nonSpaceEnd[i + 1] = lastNonSpace }
            if !ParagraphShaper.isTrailingSpace(scalar) { lastNonSpace = Int32(i + width) }
            if i + width <= n { nonSpaceEnd[i + width] = lastNonSpace }
        }
        self.nonSpaceEnd = nonSpaceEnd
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
