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
    /// What chose the sample: `config` (`placeholders.samples` or `placeholders.keys`), `default`,
    /// or what the app passes where it uses the key — `call-site literal at App/Upload.swift:42:31`,
    /// `call-site type Date at App/Feed.swift:9:20`, `call-site name fileSize at App/Upload.swift:42:31`
    /// (`ArgumentKinds`). Nil in findings made before origins were told.
    public var origin: String?

    public init(placeholder: String, sample: String, kind: Kind, origin: String? = nil) {
        self.placeholder = placeholder
        self.sample = sample
        self.kind = kind
        self.origin = origin
    }

    /// The origin of a sample nothing chose: the configured or built-in default.
    public static let defaultOrigin = "default"
    /// The origin of a sample `placeholders.samples` or `placeholders.keys` gives.
    public static let configOrigin = "config"

    /// The origin without the place of a call site (`call-site type Date`), for a report's line;
    /// nil for the default, which goes without saying.
    public var briefOrigin: String? {
        guard let origin, origin != Self.defaultOrigin else { return nil }
        guard let at = origin.range(of: " at ") else { return origin }
        return String(origin[..<at.lowerBound])
    }
}
