/// How serious a finding is: an error fails a check by default, a warning is worth a look, a
/// note is for information. Ordered, so `severity >= .warning` reads as it sounds.
public enum FindingSeverity: String, Hashable, Sendable, Codable, Comparable {
    case error, warning, note

    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: FindingSeverity, b: FindingSeverity) -> Bool { a.rank < b.rank }
}
