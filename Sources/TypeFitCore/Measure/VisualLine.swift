/// One run of a line as it is drawn: where it starts, how wide it is, and its glyphs' pen
/// positions, all in points from the box's left edge.
struct PositionedRun {
    let run: ShapedRun
    let x: Double
    let width: Double
    /// Indexes into the paragraph's `glyphs`, left to right, with each glyph's pen position
    /// (before its own x offset).
    let glyphs: [(index: Int, penX: Double)]
}

extension ShapedParagraph {
    /// Lays [start, end) out left to right from `originX`: runs in visual order (UAX #9 L2),
    /// glyphs in HarfBuzz's output order within each run. Tracking goes after the last glyph of
    /// each cluster, so a base and its marks stay together; the sum is the same as `width`'s
    /// (one tracking step per cluster). Measuring (ink bounds) and drawing both walk lines here,
    /// so what is drawn is what was measured.
    func visualRuns(from start: Int, to end: Int, size: Double, originX: Double) -> [PositionedRun] {
        let pieces = runs.filter { $0.end > start && $0.start < end }
        let order = BidiParagraph.visualOrder(levels: pieces.map(\.level))
        let tracking = trackingPerFace(size: size)
        var pen = originX
        var result: [PositionedRun] = []
        result.reserveCapacity(pieces.count)
        for runIndex in order {
            let run = pieces[runIndex]
            let runX = pen
            let range = glyphRange(of: run, from: start, to: end)
            var placed: [(index: Int, penX: Double)] = []
            placed.reserveCapacity(range.count)
            for g in range {
                placed.append((g, pen))
                pen += glyphs[g].advance * size
                let clusterEnds = g + 1 == range.upperBound || glyphs[g + 1].cluster != glyphs[g].cluster
                if clusterEnds { pen += tracking[run.face] }
            }
            result.append(PositionedRun(run: run, x: runX, width: pen - runX, glyphs: placed))
        }
        return result
    }
}
