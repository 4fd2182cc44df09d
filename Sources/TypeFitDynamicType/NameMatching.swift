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
        self.suggestion = nearestName(to: name, in: validNames)
    }

    public var description: String {
        var text = "unknown \(kind) '\(name)'"
        text += suggestion.map { "; did you mean '\($0)'?" } ?? "."
        return text + " Valid names: " + validNames.joined(separator: ", ")
    }
}

/// The candidate with the smallest case-insensitive edit distance, if it is close enough to be a typo
/// (at most half the length of the longer name), so nonsense input gets no misleading suggestion.
func nearestName(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(target, Array(candidate.lowercased()))
        if best == nil || distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let limit = max(2, max(target.count, best.name.count) / 2)
    return best.distance <= limit ? best.name : nil
}

func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1] + Array(repeating: 0, count: b.count)
        for (j, cb) in b.enumerated() {
            current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
