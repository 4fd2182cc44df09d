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
    /// each cluster, so a base and its marks stay together, one step for every grapheme cluster
    /// the HarfBuzz cluster covers (a ligature of two letters takes two; hidden characters
    /// none): the sum is exactly `width`'s. Measuring (ink bounds) and drawing both walk lines
    /// here, so what is drawn is what was measured.
    func visualRuns(from start: Int, to end: Int, size: Double, originX: Double) -> [PositionedRun] {
        let pieces = Array(runs(overlapping: start, end))
        let order = BidiParagraph.visualOrder(levels: pieces.map(\.level))
        let tracking = trackingPerFace(size: size)
        var pen = originX
        var result: [PositionedRun] = []
        result.reserveCapacity(pieces.count)
        for runIndex in order {
            let run = pieces[runIndex]
            let runX = pen
            let range = glyphRange(of: run, from: start, to: end)
            let from = max(run.start, start), to = min(run.end, end)
            let step = tracking[run.face]
            var placed: [(index: Int, penX: Double)] = []
            placed.reserveCapacity(range.count)
            // The units each HarfBuzz cluster stands for run from its own offset to the next
            // cluster's in logical order: after it in a left-to-right run, before it (in output
            // order) in a right-to-left one. The run's first and last clusters reach its ends.
            let rtl = run.level % 2 == 1
            var logicalEnd = to
            var logicalStart = from
            for g in range {
                placed.append((g, pen))
                pen += glyphs[g].advance * size
                let isLast = g + 1 == range.upperBound
                guard isLast || glyphs[g + 1].cluster != glyphs[g].cluster else { continue }
                let units: Range<Int>
                if rtl {
                    let lower = isLast ? from : min(max(Int(glyphs[g].cluster), from), logicalEnd)
                    units = lower..<logicalEnd
                    logicalEnd = lower
                } else {
                    let upper = isLast ? to : max(min(Int(glyphs[g + 1].cluster), to), logicalStart)
                    units = logicalStart..<upper
                    logicalStart = upper
                }
                pen += step * Double(trackedClusters(face: run.face, units))
            }
            // Characters that shaped to no glyph at all still count as `width` counts them.
            if range.isEmpty { pen += step * Double(trackedClusters(face: run.face, from..<to)) }
            result.append(PositionedRun(run: run, x: runX, width: pen - runX, glyphs: placed))
        }
        return result
    }

    /// How many grapheme clusters of `face` that take tracking start in `units`.
    private func trackedClusters(face: Int, _ units: Range<Int>) -> Int {
        guard face < trackedClusterPrefix.count, let prefix = trackedClusterPrefix[face],
              units.upperBound > units.lowerBound else { return 0 }
        return Int(prefix[units.upperBound] - prefix[units.lowerBound])
    }
}
