/// A name that is not one of the valid names: says which names exist and which one was probably meant.
/// The one message for every unknown name, wherever it was typed:
/// `unknown device 'ipone-se'; did you mean 'iphone-se'? Valid: a, b, c`.
public struct UnknownNameError: Error, Sendable, Equatable, CustomStringConvertible {
    public let kind: NameKind
    public let name: String
    public let valid: [String]
    /// The valid name nearest to `name`, when it is near enough to be a typo.
    public let suggestion: String?

    public init(kind: NameKind, name: String, valid: [String]) {
        self.kind = kind
        self.name = name
        self.valid = valid
        self.suggestion = NameSuggestion.nearest(to: name, in: valid)
    }

    public var description: String { summary + " Valid: " + valid.joined(separator: ", ") }

    /// The message without the list of valid names, for sets too long to list (a project's keys):
    /// `unknown key 'onboarding.skp'; did you mean 'onboarding.skip'?`. The name is quoted as an
    /// `Excerpt`: it was read from a file or a request, which may hold anything.
    public var summary: String {
        "unknown \(kind) '\(Excerpt.of(name))'" + (suggestion.map { "; did you mean '\(Excerpt.of($0))'?" } ?? ".")
    }
}
