import TypeFitDiagnostics

/// A problem in `.typefit.yml` or in a catalog comment hint, pointing at the place it was written.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    /// `file:line:col: message`, the form editors jump to; whoever prints it adds the severity.
    public var description: String { "\(location): \(message)" }
}
