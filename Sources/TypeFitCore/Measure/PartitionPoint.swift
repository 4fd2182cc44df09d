extension RandomAccessCollection where Index == Int {
    /// The first index in `range` (the whole collection by default) whose element is past the
    /// point `isPast` describes — false for every element before it, true from it on — found by
    /// binary search. Lines look up their runs, glyphs, clusters and missing characters this way,
    /// so a line costs what it holds, not the length of its paragraph.
    func partitionPoint(in range: Range<Int>? = nil, _ isPast: (Element) -> Bool) -> Int {
        var lo = range?.lowerBound ?? startIndex, hi = range?.upperBound ?? endIndex
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if isPast(self[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
