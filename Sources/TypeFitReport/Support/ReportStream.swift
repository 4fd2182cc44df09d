import Foundation

/// Where a report is written, a piece at a time, so that no format holds its whole document: a
/// file or standard output through a 64 KiB buffer, or bytes in memory (the service's response,
/// tests). Memory then stays at the report's findings plus one piece, whatever the formats.
public final class ReportStream {
    private let handle: FileHandle?
    private var buffer: [UInt8] = []
    private var written = 0
    /// Bytes past this are handed to the file.
    static let bufferSize = 1 << 16

    /// A stream into `handle`, which the caller opened and closes.
    public init(writingTo handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// A stream kept in memory: `text` is what was written.
    public init() {
        handle = nil
    }

    public func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if handle != nil, buffer.count >= Self.bufferSize { try flush() }
    }

    /// `text` (UTF-8) with every line that is not empty `indent` further in: an encoded element
    /// put at its depth in a larger document (an empty array's blank line stays empty, as the
    /// encoder writes it at any depth). Byte by byte: a line break is one byte in UTF-8, never
    /// part of another character.
    public func write(indenting text: Data, by indent: String) throws {
        let indent = Array(indent.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / 4)
        text.withUnsafeBytes { bytes in
            var atLineStart = true
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    atLineStart = true
                } else if atLineStart {
                    out.append(contentsOf: indent)
                    atLineStart = false
                }
                out.append(byte)
            }
        }
        buffer.append(contentsOf: out)
        if handle != nil, buffer.count >= Self.bufferSize { try flush() }
    }

    /// Hands what is buffered to the file (a stream in memory keeps it).
    public func flush() throws {
        guard let handle, !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        written += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Bytes written so far.
    public var count: Int { written + buffer.count }

    /// What a stream in memory holds (for a file: what is not flushed yet).
    public var text: String { String(decoding: buffer, as: UTF8.self) }
}
