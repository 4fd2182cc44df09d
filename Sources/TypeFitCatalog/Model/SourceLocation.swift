/// Where a value came from, so every finding can point an editor at the exact spot.
///
/// `line` and `column` are 1-based; the column counts Unicode scalars from the start of the line
/// (not bytes, not UTF-16 units), so it stays the same whichever encoding the file was saved in.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form Xcode and most editors turn into a link.
    public var description: String { "\(file):\(line):\(column)" }
}

/// Turns byte offsets into line/column pairs lazily: readers remember offsets only, because most
/// locations are never printed and computing them eagerly would cost a pass per value.
struct LineIndex: Sendable {
    let file: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Characters (UTF-8 lead bytes) before every `stride`-th byte. A catalog written on one line
    /// (JSON from a script) would otherwise cost a scan from the line's start per location.
    private let leadCounts: [Int]
    private static let stride = 64

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var counts = [0]
        counts.reserveCapacity(bytes.count / Self.stride + 1)
        var leads = 0
        for (i, b) in bytes.enumerated() {
            if b == 0x0A { starts.append(i + 1) }
            if b & 0xC0 != 0x80 { leads += 1 }
            if (i + 1) % Self.stride == 0 { counts.append(leads) }
        }
        self.lineStarts = starts
        self.leadCounts = counts
    }

    /// Lead bytes in `bytes[0..<offset]`.
    private func leads(before offset: Int) -> Int {
        let block = offset / Self.stride
        var count = leadCounts[min(block, leadCounts.count - 1)]
        var i = min(block, leadCounts.count - 1) * Self.stride
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    func location(_ offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var column = 1 + leads(before: clamped) - leads(before: lineStarts[lo])
        // A leading UTF-8 BOM is invisible to editors: it must not shift the first line.
        if lo == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, clamped >= 3 { column -= 1 }
        return SourceLocation(file: file, line: lo + 1, column: column)
    }
}
