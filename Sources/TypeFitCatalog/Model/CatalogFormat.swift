/// The file format a catalog was read from.
public enum CatalogFormat: String, Hashable, Sendable, Codable, CaseIterable {
    case xcstrings
    case strings
    case stringsdict
    case xliff

    /// The format a file name ending implies, or nil when typefit does not read it.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "xcstrings": self = .xcstrings
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xliff", "xlf": self = .xliff
        default: return nil
        }
    }
}
