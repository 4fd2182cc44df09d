/// "Did you mean …?" for names typed by people: devices, styles, categories, option values.
package enum NameSuggestion {
    /// The candidate with the smallest case-insensitive edit distance, if it is close enough to be
    /// a typo (at most half the length of the longer name, at least 2, and never every character:
    /// `ja` is not a typo of `de`), so nonsense input gets no misleading suggestion.
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let longer = max(target.count, best.name.count)
        return best.distance <= max(2, longer / 2) && best.distance < longer ? best.name : nil
    }

    /// Levenshtein distance.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
}
