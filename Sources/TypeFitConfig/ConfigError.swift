import TypeFitLocale

/// A problem in `.typefit.yml` or in a catalog comment hint, pointing at the place it was written.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ message: String, file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:col: error: message` — the form Xcode and editors jump to.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    /// "unknown X 'y'; did you mean 'z'? Valid: a, b, c".
    static func unknown(_ what: String, _ name: String, valid: [String]) -> String {
        var message = "unknown \(what) '\(name)'"
        if let nearest = NameSuggestion.nearest(to: name, in: valid) { message += "; did you mean '\(nearest)'?" }
        return message + " Valid: " + valid.joined(separator: ", ")
    }
}
