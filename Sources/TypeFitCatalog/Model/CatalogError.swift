import TypeFitDiagnostics

/// A file that could not be read (or a part of it that had to be rejected), with the exact place.
///
/// Readers return these as values instead of stopping the whole run: one broken file must not
/// hide the results of all the others.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
}
