import TypeFitCheck

/// A way of writing a check report. Reporters are small and independent; they all read the
/// same `CheckReport`.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    /// The whole document, ending in a newline unless it is empty, so the caller can write it
    /// as it is to standard output or a file.
    func render(_ report: CheckReport) throws -> String
}
