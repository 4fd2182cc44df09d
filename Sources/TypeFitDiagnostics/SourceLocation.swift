/// Where a value came from, so every message about input can point an editor at the exact spot.
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
