import TypeFitCheck

/// A way of writing a check report. Reporters are small and independent; they all read the
/// same `CheckReport`.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    func render(_ report: CheckReport) throws -> String
}
