/// The worst-case text each placeholder is replaced with before measuring. A value type so the
/// configuration file can fill it: per placeholder spelling (`%@`, `%1$@`), per key, or by kind.
package struct PlaceholderSamples: Sendable, Hashable, Codable {
    /// For `%@`, `%s`: a long personal name, since names are the most common object argument.
    package var object: String
    /// For `%c`.
    package var character: String
    /// The largest integer an app realistically shows; number samples are the widest value of
    /// each plural category up to this bound.
    package var maxInteger: Int
    /// Samples by the specifier as written, for every key (`"%@": "Dr. Maria-Theresa Alvarez"`).
    package var byPlaceholder: [String: String]
    /// Samples by key, then by specifier as written; wins over `byPlaceholder`.
    package var byKey: [String: [String: String]]

    package static let defaultObject = "Maximilian Wolfeschlegelstein"

    package init(object: String = PlaceholderSamples.defaultObject, character: String = "W", maxInteger: Int = 9_999_999,
                byPlaceholder: [String: String] = [:], byKey: [String: [String: String]] = [:]) {
        self.object = object
        self.character = character
        self.maxInteger = maxInteger
        self.byPlaceholder = byPlaceholder
        self.byKey = byKey
    }

    /// The configured sample for this specifier of this key, if any.
    package func override(for placeholder: FormatPlaceholder, key: String) -> String? {
        byKey[key]?[placeholder.spelling] ?? byPlaceholder[placeholder.spelling]
    }
}
