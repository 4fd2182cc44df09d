import TypeFitDiagnostics

/// Turns byte offsets into line/column pairs lazily: readers remember offsets only, because most
/// locations are never printed and computing them eagerly would cost a pass per value.
package struct LineIndex: Sendable {
    package let file: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Scalars before every multiple of `stride` bytes. A column is counted from the nearest of
    /// these, not from the start of its line: a minified catalog is one line of megabytes, and
    /// counting from the line's start for each of 100 000 values was quadratic.
    private let scalarsBefore: [Int]
    private static let stride = 64  // a power of two; small, because debug builds pay per byte scanned

    package init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / LineIndex.stride + 2)
        var scalars = 0
        for (i, b) in bytes.enumerated() {
            if i & (LineIndex.stride - 1) == 0 { checkpoints.append(scalars) }
            if b & 0xC0 != 0x80 { scalars += 1 }
            if b == 0x0A { starts.append(i + 1) }
        }
        if bytes.count & (LineIndex.stride - 1) == 0 { checkpoints.append(scalars) }
        self.lineStarts = starts
        self.scalarsBefore = checkpoints
    }

    /// Unicode scalars in `bytes[0..<offset]` (UTF-8 lead bytes, so a malformed byte counts as one).
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / LineIndex.stride
        var n = scalarsBefore[checkpoint]
        var i = checkpoint * LineIndex.stride
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { n += 1 }
            i += 1
        }
        return n
    }

    package func location(_ offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var column = 1 + scalars(before: clamped) - scalars(before: lineStarts[lo])
        // A leading UTF-8 BOM is invisible to editors: it must not shift the first line.
        if lo == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, clamped >= 3 { column -= 1 }
        return SourceLocation(file: file, line: lo + 1, column: column)
    }
}
