/// A glyph as HarfBuzz placed it, in em (multiply by the point size for points).
struct ShapedGlyph: Sendable {
    let id: UInt32
    /// UTF-16 offset, within the paragraph, of the cluster the glyph belongs to.
    let cluster: Int32
    let advance: Double
    let xOffset: Double
    let yOffset: Double
}

/// A text run and the glyphs HarfBuzz gave it.
struct ShapedRun: Sendable {
    let text: TextRun
    /// Glyphs in HarfBuzz's output order: visual order (right to left runs come reversed).
    let glyphs: Range<Int>

    var start: Int { text.range.lowerBound }
    var end: Int { text.range.upperBound }
    var level: UInt8 { text.level }
    var face: Int { text.face }
}

/// A character no face in the stack covers. It is measured with the primary face's .notdef
/// glyph (a box, as a phone would draw), never as zero, and reported.
public struct MissingCharacter: Sendable, Codable, Equatable, Hashable {
    /// "U+0E01".
    public let codePoint: String
    public let character: String
    /// UTF-16 offset in the measured text.
    public let offset: Int
    /// ISO 15924 script of the character.
    public let script: String
    /// What to install, when the profile knows a font for the script.
    public let install: String?
}

extension MissingCharacter {
    /// `scalar` reported, its code point written as Unicode does: "U+" and at least four hex digits.
    init(_ scalar: Unicode.Scalar, offset: Int, script: String, install: String?) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        self.init(codePoint: "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex, character: String(scalar),
                  offset: offset, script: script, install: install)
    }
}

/// One paragraph shaped once, in em, ready to be laid out at any size and width: what
/// `ParagraphShaper` makes of a paragraph once per locale, weight and optical bucket, which
/// every size and width then reuses.
final class ShapedParagraph: Sendable {
    let units: [UInt16]
    let isRightToLeft: Bool
    let faces: [ResolvedFace]
    let runs: [ShapedRun]
    let glyphs: [ShapedGlyph]
    /// advancePrefix[i] = em advance of units [0, i).
    let advancePrefix: [Double]
    /// Grapheme-cluster boundaries, from 0 to units.count.
    let graphemeBoundaries: [Int32]
    /// For each face with tracking: grapheme clusters of that face in units [0, i). Empty when no face tracks.
    let trackedClusterPrefix: [[Int32]?]
    /// Line-break opportunities: offsets where a line may end, ascending, ending at units.count.
    let breaks: [Int32]
    /// nonSpaceEnd[i]: the end of [0, i) once trailing white space is dropped.
    let nonSpaceEnd: [Int32]
    let missing: [MissingCharacter]
    let examinedCandidates: [ExaminedCandidates]

    init(units: [UInt16], isRightToLeft: Bool, faces: [ResolvedFace], runs: [ShapedRun], glyphs: [ShapedGlyph],
         advancePrefix: [Double], graphemeBoundaries: [Int32], trackedClusterPrefix: [[Int32]?], breaks: [Int32],
         nonSpaceEnd: [Int32], missing: [MissingCharacter], examinedCandidates: [ExaminedCandidates]) {
        self.units = units
        self.isRightToLeft = isRightToLeft
        self.faces = faces
        self.runs = runs
        self.glyphs = glyphs
        self.advancePrefix = advancePrefix
        self.graphemeBoundaries = graphemeBoundaries
        self.trackedClusterPrefix = trackedClusterPrefix
        self.breaks = breaks
        self.nonSpaceEnd = nonSpaceEnd
        self.missing = missing
        self.examinedCandidates = examinedCandidates
    }

    /// Whether shaping for `size` would pick exactly the faces this shaping picked.
    func shapesTheSame(atSize size: Double, language: String, weight: Int, stack: FontStack) -> Bool {
        examinedCandidates.allSatisfy { examined in
            let faces = stack.candidateList(script: examined.script, language: language, weight: weight, size: size,
                                            emoji: examined.emoji).faces
            let instances = examined.instances
            guard faces.count >= instances.count, !examined.wholeList || faces.count == instances.count
            else { return false }
            return zip(faces, instances).allSatisfy { $0.instance === $1 }
        }
    }

    var count: Int { units.count }

    /// Memory held, roughly: per unit its code unit, prefix sum, boundaries, face and about one
    /// glyph (id, cluster, three doubles), twice over for the key and dictionary around it.
    var approximateBytes: Int { 512 + count * 60 + glyphs.count * 32 }

    /// Tracking in points per cluster for each face, at a size.
    func trackingPerFace(size: Double) -> [Double] {
        faces.map { $0.tracking?.tracking(atSize: size) ?? 0 }
    }

    /// The width in points of units [a, b) at `size`: advances plus tracking per grapheme cluster.
    @inline(__always)
    func width(_ a: Int, _ b: Int, size: Double, tracking: [Double]) -> Double {
        guard b > a else { return 0 }
        var w = (advancePrefix[b] - advancePrefix[a]) * size
        for (face, prefix) in trackedClusterPrefix.enumerated() {
            guard let prefix else { continue }
            w += Double(prefix[b] - prefix[a]) * tracking[face]
        }
        // Negative tracking on clusters with no advance (a lone combining mark, found by
        // fuzz-measure) would make text narrower than nothing.
        return max(0, w)
    }

    /// The end of [a, b) without trailing white space (which does not count toward a line's width).
    @inline(__always)
    func trimmedEnd(_ a: Int, _ b: Int) -> Int { max(a, Int(nonSpaceEnd[b])) }

    /// The runs that overlap units [start, end): runs tile the paragraph in order, so a line
    /// finds its own without walking all of them (text that alternates direction or script has
    /// a run every few characters).
    func runs(overlapping start: Int, _ end: Int) -> ArraySlice<ShapedRun> {
        let first = runs.partitionPoint { $0.end > start }
        return runs[first..<max(first, runs.partitionPoint(in: first..<runs.count) { $0.start >= end })]
    }

    /// The missing characters at offsets [start, end) (they are listed in offset order).
    func missing(from start: Int, to end: Int) -> ArraySlice<MissingCharacter> {
        let first = missing.partitionPoint { $0.offset >= start }
        return missing[first..<max(first, missing.partitionPoint(in: first..<missing.count) { $0.offset >= end })]
    }

    /// The glyphs of `run` whose clusters fall in [start, end): a run's clusters ascend (LTR) or
    /// descend (RTL) along its glyphs, so a line never scans the whole run.
    func glyphRange(of run: ShapedRun, from start: Int, to end: Int) -> Range<Int> {
        // The first glyph (in output order) whose cluster is past a point.
        func firstIndex(_ isPast: (Int) -> Bool) -> Int {
            glyphs.partitionPoint(in: run.glyphs) { isPast(Int($0.cluster)) }
        }
        if run.level % 2 == 1 {
            let first = firstIndex { $0 < end }
            let last = firstIndex { $0 < start }
            return first..<max(first, last)
        }
        let first = firstIndex { $0 >= start }
        let last = firstIndex { $0 >= end }
        return first..<max(first, last)
    }
}
