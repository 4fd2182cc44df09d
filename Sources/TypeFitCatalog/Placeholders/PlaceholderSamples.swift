/// The text each placeholder is replaced with before measuring. A value type so the
/// configuration file can fill it: per specifier as written (`%@`, `%1$@`), per key, or by kind.
/// The defaults are an estimate of the widest text an app realistically shows, not a bound.
package struct PlaceholderSamples: Sendable {
    /// For `%@`, `%s`: a long personal name, since names are the most common object argument.
    package var object: String
    /// For `%c`.
    package var character: String
    /// Numbers are the widest value of each plural category with at most this many digits
    /// (9,999 at 4: a count a phone shows, not the largest the type holds).
    package var maxDigits: Int
    /// Samples by the specifier as written, for every key (`"%@": "iPad Pro"`).
    package var byPlaceholder: [String: String]
    /// Samples for keys a pattern picks, tried in order: the first that matches a key applies,
    /// over `byPlaceholder` and `maxDigits`.
    package var keys: [KeySamples]
    /// For a `%@` the call site passes a device model: the longest name of the current devices
    /// (the configuration fills it from the device catalog); nil keeps the object sample.
    package var deviceModel: String?

    package static let defaultObject = "Maximilian Wolfeschlegelstein"
    package static let defaultMaxDigits = 4
    /// 15 digits is as far as a Double (the plural rules' number) holds every integer exactly.
    package static let digitRange = 1...15

    package init(object: String = PlaceholderSamples.defaultObject, character: String = "W",
                 maxDigits: Int = PlaceholderSamples.defaultMaxDigits, byPlaceholder: [String: String] = [:],
                 keys: [KeySamples] = [], deviceModel: String? = nil) {
        self.object = object
        self.character = character
        self.maxDigits = maxDigits
        self.byPlaceholder = byPlaceholder
        self.keys = keys
        self.deviceModel = deviceModel
    }

    /// The samples that apply to one key: the first matching `keys` entry laid over the rest.
    package func forKey(_ key: String) -> PlaceholderSamples {
        guard let entry = keys.first(where: { $0.matches(key) }) else { return self }
        var resolved = self
        resolved.keys = []
        resolved.byPlaceholder.merge(entry.byPlaceholder) { _, keyed in keyed }
        if let digits = entry.maxDigits { resolved.maxDigits = digits }
        return resolved
    }

    /// The configured sample for this specifier, if any (of samples already resolved `forKey`).
    package func override(for placeholder: FormatPlaceholder) -> String? {
        byPlaceholder[placeholder.spelling]
    }
}

/// Samples for the keys one pattern picks (`placeholders.keys` in `.typefit.yml`).
package struct KeySamples: Sendable {
    /// Whether the entry is for a key (the configuration's key pattern).
    package var matches: @Sendable (String) -> Bool
    /// By the specifier as written.
    package var byPlaceholder: [String: String]
    /// Digits of the numbers for these keys; nil keeps the samples' own.
    package var maxDigits: Int?

    package init(matches: @escaping @Sendable (String) -> Bool, byPlaceholder: [String: String] = [:], maxDigits: Int? = nil) {
        self.matches = matches
        self.byPlaceholder = byPlaceholder
        self.maxDigits = maxDigits
    }
}
