import Synchronization
import TypeFitLocale

/// The widest number of each CLDR plural category in a locale, of at most a given number of
/// digits, written with the locale's digits and grouping.
///
/// Candidates cover every CLDR rule shape: all values below 200 (the small-number rules of
/// Arabic, Slavic, Celtic languages), whole millions (French/Spanish "many") and the 200 values
/// just under the bound (the longest numbers, ending in every two-digit remainder).
package final class NumberSamples: Sendable {
    package static let shared = NumberSamples()

    private struct Key: Hashable { let locale: String; let fractionDigits: Int; let maxDigits: Int }
    private let cache = Mutex<[Key: [PluralCategory: String]]>([:])

    package init() {}

    /// The largest number of `digits` digits: 9,999 for 4.
    package static func largest(digits: Int) -> Int {
        var value = 0
        for _ in 0..<max(1, min(digits, PlaceholderSamples.digitRange.upperBound)) { value = value * 10 + 9 }
        return value
    }

    /// The widest formatted number per category (categories with no candidate are left out).
    package func widest(locale: LocaleTag, fractionDigits: Int = 0,
                        maxDigits: Int = PlaceholderSamples.defaultMaxDigits) -> [PluralCategory: String] {
        let key = Key(locale: locale.identifier, fractionDigits: fractionDigits, maxDigits: maxDigits)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let maxInteger = Self.largest(digits: maxDigits)
        var best: [PluralCategory: (text: String, length: Int, value: Int)] = [:]
        var candidates = Array(0..<min(200, maxInteger + 1))
        var m = 1_000_000
        while m <= maxInteger { candidates.append(contentsOf: stride(from: m, through: min(9 * m, maxInteger), by: m)); m *= 10 }
        if maxInteger >= 200 { candidates.append(contentsOf: max(200, maxInteger - 199)...maxInteger) }
        let samples = (try? NumberFormat.samples(candidates.map(Double.init), locale: locale, fractionDigits: fractionDigits)) ?? []
        for (n, sample) in zip(candidates, samples) {
            guard let sample else { continue }
            let length = sample.text.unicodeScalars.count
            if let current = best[sample.category], current.length > length || (current.length == length && current.value > n) {
                continue
            }
            best[sample.category] = (sample.text, length, n)
        }
        let result = best.mapValues(\.text)
        cache.withLock { $0[key] = result }
        return result
    }

    /// The widest number in `category`, or across all categories when nil or when the category
    /// has no candidate (1.0 is never "one" in English).
    package func sample(locale: LocaleTag, category: PluralCategory?, fractionDigits: Int = 0,
                        maxDigits: Int = PlaceholderSamples.defaultMaxDigits) -> String {
        let all = widest(locale: locale, fractionDigits: fractionDigits, maxDigits: maxDigits)
        if let category, let text = all[category] { return text }
        return all.values.max { ($0.unicodeScalars.count, $0) < ($1.unicodeScalars.count, $1) }
            ?? String(Self.largest(digits: maxDigits))
    }
}
