import TypeFitLocale

/// An unknown category, style or platform name: says which names exist and which one was probably meant.
public struct UnknownTypeNameError: Error, CustomStringConvertible, Sendable, Equatable {
    public let kind: String
    public let name: String
    public let validNames: [String]
    public let suggestion: String?

    public init(kind: String, name: String, validNames: [String]) {
        self.kind = kind
        self.name = name
        self.validNames = validNames
        self.suggestion = NameSuggestion.nearest(to: name, in: validNames)
    }

    public var description: String {
        var text = "unknown \(kind) '\(name)'"
        text += suggestion.map { "; did you mean '\($0)'?" } ?? "."
        return text + " Valid names: " + validNames.joined(separator: ", ")
    }
}
