/// A finding the team has decided to accept: by rule, key pattern and locale (any left out
/// matches everything), with the reason kept next to it.
public struct Suppression: Sendable {
    public var rules: [String]?
    public var key: KeyPattern?
    public var locales: [String]?
    public var reason: String?
    /// Where it was written, to report suppressions that never matched.
    public var line: Int

    public init(rules: [String]? = nil, key: KeyPattern? = nil, locales: [String]? = nil, reason: String? = nil, line: Int = 0) {
        self.rules = rules
        self.key = key
        self.locales = locales
        self.reason = reason
        self.line = line
    }

    public func matches(rule: String, key: String, locale: String?) -> Bool {
        if let rules, !rules.contains(rule) { return false }
        if let pattern = self.key, !pattern.matches(key) { return false }
        if let locales {
            guard let locale, locales.contains(where: { $0.lowercased() == locale.lowercased() }) else { return false }
        }
        return true
    }
}
