/// One laid-out line of a paragraph, in the paragraph's UTF-16 offsets.
struct LineSpan: Sendable {
    let start: Int
    /// End including trailing white space (where the next line starts).
    let end: Int
    /// End without trailing white space: what the line's width is measured over.
    let contentEnd: Int
    let width: Double
}

/// Receives the lines of a paragraph as the breaker finds them.
protocol LineSink {
    mutating func add(_ line: LineSpan)
}

/// The limits within which a layout stays the same: every width test the breaker made had the
/// same outcome for any limit in [low, high), so the lines are identical for all of them. This
/// lets a matrix of widths reuse one layout instead of breaking lines again for each width.
struct StableRange {
    var low = 0.0
    var high = Double.infinity

    @inline(__always)
    mutating func record(_ width: Double, fits: Bool) {
        if fits { low = max(low, width) } else { high = min(high, width) }
    }

    func contains(_ limit: Double) -> Bool { limit >= low && limit < high }

    mutating func formIntersection(_ other: StableRange) {
        low = max(low, other.low)
        high = min(high, other.high)
    }
}

struct SpanCollector: LineSink {
    var spans: [LineSpan] = []
    mutating func add(_ line: LineSpan) { spans.append(line) }
}

/// Line count and widest line only: what a matrix of cells needs, without building spans.
struct LineTally: LineSink {
    var lines = 0
    var widest = 0.0
    mutating func add(_ line: LineSpan) {
        lines += 1
        widest = max(widest, line.width)
    }
}

extension ShapedParagraph {
    /// Half a thousandth of a point of slack absorbs float noise in the sums.
    static let widthSlack = 0.0005

    /// Greedy line filling on the ICU opportunities: each line takes as many segments as fit;
    /// trailing spaces do not count; a segment wider than the line breaks at grapheme boundaries.
    /// With `pushOut`, a lone last word then takes one more (`fill`). With no width, the
    /// paragraph is one line. Linear in the paragraph's length.
    func lines(size: Double, maxWidth: Double?, tracking: [Double], pushOut: Bool) -> [LineSpan] {
        let n = count
        guard n > 0 else { return [LineSpan(start: 0, end: 0, contentEnd: 0, width: 0)] }
        guard let maxWidth else {
            let content = trimmedEnd(0, n)
            return [LineSpan(start: 0, end: n, contentEnd: content, width: width(0, content, size: size, tracking: tracking))]
        }
        var collector = SpanCollector()
        _ = fill(limit: maxWidth + Self.widthSlack, size: size, tracking: tracking, pushOut: pushOut, into: &collector)
        return collector.spans
    }

    /// The greedy filling itself, against `limit` (slack included), reporting each line to
    /// `sink` and returning the range of limits that would give the same lines.
    ///
    /// Push-out (UIKit's `pushOut`, part of the `standard` strategy; Apple publishes no exact
    /// rule, so this is typefit's, docs/geometry.md "Line breaking"): when the greedy lines of a
    /// paragraph end with a line of one segment (one word: no break opportunity inside it) and
    /// the line before it holds three segments or more, all whole (no word cut at graphemes), the
    /// last segment of that line moves down — if the new last line fits. Only the last two lines
    /// change, by one word; the line count never does. That one width test is recorded in the
    /// stable range like every other, so a layout reused across widths is still the one a fresh
    /// break would give.
    @inline(__always)
    func fill<Sink: LineSink>(limit: Double, size: Double, tracking: [Double], pushOut: Bool,
                              into sink: inout Sink) -> StableRange {
        var stable = StableRange()
        let n = count
        guard n > 0 else {
            sink.add(LineSpan(start: 0, end: 0, contentEnd: 0, width: 0))
            return stable
        }
        var start = 0
        var b = 0
        // Each line is held back until the next is known, so that the last can take a word from it.
        var held: LineSpan?
        // Where the held line's last segment starts, when push-out may take it; else -1.
        var heldLastSegment = -1
        while start < n {
            while b < breaks.count && Int(breaks[b]) <= start { b += 1 }
            var fit: LineSpan?
            // The ends of the two fitting candidates before `fit` (-1: none), to count its segments.
            var before = -1
            var beforeThat = -1
            var j = b
            while j < breaks.count {
                let end = Int(breaks[j])
                let content = trimmedEnd(start, end)
                let w = width(start, content, size: size, tracking: tracking)
                let fits = w <= limit
                stable.record(w, fits: fits)
                if !fits { break }
                if let fit {
                    beforeThat = before
                    before = fit.end
                }
                fit = LineSpan(start: start, end: end, contentEnd: content, width: w)
                j += 1
            }
            var line: LineSpan
            var lastSegment = -1
            if let fit {
                line = fit
                if beforeThat >= 0 { lastSegment = before }
                if pushOut, before < 0, line.end == n, let previous = held, heldLastSegment >= 0 {
                    let content = trimmedEnd(heldLastSegment, n)
                    let w = width(heldLastSegment, content, size: size, tracking: tracking)
                    let fits = w <= limit
                    stable.record(w, fits: fits)
                    if fits {
                        let kept = trimmedEnd(previous.start, heldLastSegment)
                        held = LineSpan(start: previous.start, end: heldLastSegment, contentEnd: kept,
                                        width: width(previous.start, kept, size: size, tracking: tracking))
                        line = LineSpan(start: heldLastSegment, end: n, contentEnd: content, width: w)
                    }
                }
            } else {
                // Not even the first segment fits: break inside it at grapheme boundaries.
                let segmentEnd = j < breaks.count ? Int(breaks[j]) : n
                line = emergencyLine(from: start, before: segmentEnd, limit: limit, size: size, tracking: tracking,
                                     stable: &stable)
            }
            if let previous = held { sink.add(previous) }
            held = line
            heldLastSegment = lastSegment
            start = line.end
        }
        if let last = held { sink.add(last) }
        return stable
    }

    /// The longest run of whole grapheme clusters from `start` that fits (at least one cluster).
    private func emergencyLine(from start: Int, before segmentEnd: Int, limit: Double, size: Double,
                               tracking: [Double], stable: inout StableRange) -> LineSpan {
        var g = firstBoundary(after: start)
        var best = g
        while g < graphemeBoundaries.count, Int(graphemeBoundaries[g]) <= segmentEnd {
            let end = Int(graphemeBoundaries[g])
            let w = width(start, trimmedEnd(start, end), size: size, tracking: tracking)
            let fits = w <= limit
            stable.record(w, fits: fits)
            if !fits { break }
            best = g
            g += 1
        }
        let end = Int(graphemeBoundaries[min(best, graphemeBoundaries.count - 1)])
        let content = trimmedEnd(start, end)
        return LineSpan(start: start, end: end, contentEnd: content, width: width(start, content, size: size, tracking: tracking))
    }

    /// Index in `graphemeBoundaries` of the first boundary after `offset`.
    func firstBoundary(after offset: Int) -> Int {
        graphemeBoundaries.partitionPoint { Int($0) > offset }
    }

    /// Tail truncation: the longest prefix of [start, end) that fits with `ellipsisWidth` after
    /// it, cut at a grapheme boundary. Returns the cut offset and the line's width with the ellipsis.
    func truncate(start: Int, end: Int, maxWidth: Double?, ellipsisWidth: Double, size: Double,
                  tracking: [Double]) -> (cut: Int, width: Double) {
        let fullContent = trimmedEnd(start, end)
        guard let maxWidth else {
            return (fullContent, width(start, fullContent, size: size, tracking: tracking) + ellipsisWidth)
        }
        let limit = maxWidth + Self.widthSlack
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
