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

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        self.lineStarts = starts
    }

    func location(_ offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        while i < clamped {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        // A leading UTF-8 BOM is invisible to editors: it must not shift the first line.
        if lo == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, clamped >= 3 { column -= 1 }
        return SourceLocation(file: file, line: lo + 1, column: column)
    }
}
