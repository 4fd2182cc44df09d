/// A problem with the inputs, at its place: a catalog file that cannot be read (or a part of it
/// that had to be rejected), a hint that does not parse, a text that cannot be laid out.
///
/// Readers and the check hand these back as values instead of stopping the whole run: one broken
/// file must not hide the results of all the others.
public struct InputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `file:line:col: error: message`, the line Xcode and editors turn into a link.
    public var description: String { "\(location): error: \(message)" }
}

/// In reports the place is spelled out, `{"file", "line", "column", "message"}`: a published
/// field set of the JSON report.
extension InputProblem: Codable {
    private enum CodingKeys: String, CodingKey { case file, line, column, message }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .message),
                  at: SourceLocation(file: try container.decode(String.self, forKey: .file),
                                     line: try container.decode(Int.self, forKey: .line),
                                     column: try container.decode(Int.self, forKey: .column)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
        try container.encode(message, forKey: .message)
    }
}
