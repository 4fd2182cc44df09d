/// One laid-out line of a paragraph, in the paragraph's UTF-16 offsets.
struct LineSpan: Sendable {
    let start: Int
    /// End including trailing white space (where the next line starts).
    let end: Int
    /// End without trailing white space: what the line's width is measured over.
    let contentEnd: Int
    let width: Double
}

extension ShapedParagraph {
    /// Greedy line filling on the ICU opportunities: each line takes as many segments as fit;
    /// trailing spaces do not count; a segment wider than the line breaks at grapheme boundaries.
    /// With no width, the paragraph is one line. Linear in the paragraph's length.
    func lines(size: Double, maxWidth: Double?, tracking: [Double]) -> [LineSpan] {
        let n = count
        guard n > 0 else { return [LineSpan(start: 0, end: 0, contentEnd: 0, width: 0)] }
        guard let maxWidth else {
            let content = trimmedEnd(0, n)
            return [LineSpan(start: 0, end: n, contentEnd: content, width: width(0, content, size: size, tracking: tracking))]
        }
        // Half a thousandth of a point of slack absorbs float noise in the sums.
        let limit = maxWidth + 0.0005
        var result: [LineSpan] = []
        var start = 0
        var b = 0
        while start < n {
            while b < breaks.count && Int(breaks[b]) <= start { b += 1 }
            var fit: LineSpan?
            var j = b
            while j < breaks.count {
                let end = Int(breaks[j])
                let content = trimmedEnd(start, end)
                let w = width(start, content, size: size, tracking: tracking)
                if w > limit { break }
                fit = LineSpan(start: start, end: end, contentEnd: content, width: w)
                j += 1
            }
            if let fit {
                result.append(fit)
                start = fit.end
                continue
            }
            // Not even the first segment fits: break inside it at grapheme boundaries.
            let segmentEnd = j < breaks.count ? Int(breaks[j]) : n
            let line = emergencyLine(from: start, before: segmentEnd, limit: limit, size: size, tracking: tracking)
            result.append(line)
            start = line.end
        }
        return result
    }

    /// The longest run of whole grapheme clusters from `start` that fits (at least one cluster).
    private func emergencyLine(from start: Int, before segmentEnd: Int, limit: Double, size: Double,
                               tracking: [Double]) -> LineSpan {
        var g = firstBoundary(after: start)
        var best = g
        while g < graphemeBoundaries.count, Int(graphemeBoundaries[g]) <= segmentEnd {
            let end = Int(graphemeBoundaries[g])
            if width(start, trimmedEnd(start, end), size: size, tracking: tracking) > limit { break }
            best = g
            g += 1
        }
        let end = Int(graphemeBoundaries[min(best, graphemeBoundaries.count - 1)])
        let content = trimmedEnd(start, end)
        return LineSpan(start: start, end: end, contentEnd: content, width: width(start, content, size: size, tracking: tracking))
    }

    /// Index in `graphemeBoundaries` of the first boundary after `offset`.
    func firstBoundary(after offset: Int) -> Int {
        var lo = 0, hi = graphemeBoundaries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(graphemeBoundaries[mid]) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Tail truncation: the longest prefix of [start, end) that fits with `ellipsisWidth` after
    /// it, cut at a grapheme boundary. Returns the cut offset and the line's width with the ellipsis.
    func truncate(start: Int, end: Int, maxWidth: Double?, ellipsisWidth: Double, size: Double,
                  tracking: [Double]) -> (cut: Int, width: Double) {
        let fullContent = trimmedEnd(start, end)
        guard let maxWidth else {
            return (fullContent, width(start, fullContent, size: size, tracking: tracking) + ellipsisWidth)
        }
        let limit = maxWidth + 0.0005
        var cut = start
        var g = firstBoundary(after: start)
        while g < graphemeBoundaries.count, Int(graphemeBoundaries[g]) <= end {
            let candidate = Int(graphemeBoundaries[g])
            let w = width(start, trimmedEnd(start, candidate), size: size, tracking: tracking) + ellipsisWidth
            if w > limit { break }
            cut = candidate
            g += 1
        }
        let content = trimmedEnd(start, cut)
        return (content, width(start, content, size: size, tracking: tracking) + ellipsisWidth)
    }
}
