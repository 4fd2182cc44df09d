import TypeFitCatalog
import TypeFitDevices

/// `placeholders:` in `.typefit.yml`: what each format placeholder is measured as. The defaults
/// are an estimate of the widest text an app shows; a team tunes them to its own values.
public struct PlaceholderSettings: Sendable {
    /// `object`: the sample for `%@` and `%s` (nil: a long personal name).
    public var object: String?
    /// `max-digits`: numbers are the widest of each plural category with at most this many digits.
    public var maxDigits = PlaceholderSamples.defaultMaxDigits
    /// `samples`: by the specifier as written (`%@`, `%1$@`, `%lld`), for every key.
    public var samples: [String: String] = [:]
    /// `keys`: samples for the keys a pattern picks; the first entry that matches a key applies.
    public var keys: [PlaceholderKeySamples] = []

    public init() {}

    /// The expander's samples: a key's entry over `samples` over the defaults.
    package var expanderSamples: PlaceholderSamples {
        PlaceholderSamples(
            object: object ?? PlaceholderSamples.defaultObject, maxDigits: maxDigits, byPlaceholder: samples,
            keys: keys.map { entry in
                let pattern = entry.pattern
                return KeySamples(matches: { pattern.matches($0) }, byPlaceholder: entry.samples, maxDigits: entry.maxDigits)
            }, deviceModel: Self.longestCurrentDeviceName)
    }

    /// The longest name of the devices of the current line-up (`iphone-current`, `ipad-current`):
    /// the sample of a `%@` the call site passes a device model. An estimate that errs wide: the
    /// catalog names a screen several generations share ("(6th–7th generation)").
    static let longestCurrentDeviceName: String? = {
        let catalog = DeviceCatalog()
        let current = Set(catalog.groups.filter { $0.name == "iphone-current" || $0.name == "ipad-current" }.flatMap(\.ids))
        return catalog.devices.filter { current.contains($0.id) }.map(\.name)
            .max { ($0.unicodeScalars.count, $1) < ($1.unicodeScalars.count, $0) }
    }()
}

/// One `placeholders.keys` entry: the keys it is for and their samples.
public struct PlaceholderKeySamples: Sendable {
    public var pattern: KeyPattern
    /// By the specifier as written.
    public var samples: [String: String]
    /// Digits of these keys' numbers; nil keeps `placeholders.max-digits`.
    public var maxDigits: Int?
    /// Line in the config file.
    public var line: Int

    public init(pattern: KeyPattern, samples: [String: String] = [:], maxDigits: Int? = nil, line: Int = 0) {
        self.pattern = pattern
        self.samples = samples
        self.maxDigits = maxDigits
        self.line = line
    }
}
