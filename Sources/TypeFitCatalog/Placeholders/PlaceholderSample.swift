/// What one placeholder of a measured text was replaced with, so a finding can say what it
/// measured ("%lld = 9,999") and a team can tell a real overflow from a sample too wide for
/// their app.
public struct PlaceholderSample: Sendable, Codable, Hashable {
    /// What kind of value a placeholder takes, from its format specifier.
    public enum Kind: String, Sendable, Codable {
        /// `%d %u %x %f %e %g` and the like.
        case number
        /// `%@`, `%s`.
        case text
        /// `%c`.
        case character
        /// `%p`.
        case pointer
    }

    /// The specifier as written: `%lld`, `%1$@`.
    public var placeholder: String
    /// The text measured in its place, a field width's padding included.
    public var sample: String
    public var kind: Kind

    public init(placeholder: String, sample: String, kind: Kind) {
        self.placeholder = placeholder
        self.sample = sample
        self.kind = kind
    }
}
