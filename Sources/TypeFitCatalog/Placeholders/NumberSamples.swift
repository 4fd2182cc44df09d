import Synchronization
import TypeFitLocale

/// The widest number of each CLDR plural category in a locale, written with its digits and grouping.
///
/// Candidates cover every CLDR rule shape: all values below 200 (the small-number rules of
/// Arabic, Slavic, Celtic languages), millions (French/Spanish "many") and the 200 values just
/// under the bound (the longest numbers, ending in every two-digit remainder).
package final class NumberSamples: Sendable {
    package static let shared = NumberSamples()

    private struct Key: Hashable { let locale: String; let fractionDigits: Int; let max: Int }
    private let cache = Mutex<[Key: [PluralCategory: String]]>([:])

    package init() {}

    /// The widest formatted number per category (categories with no candidate are left out).
    package func widest(locale: LocaleTag, fractionDigits: Int = 0, maxInteger: Int = 9_999_999) -> [PluralCategory: String] {
        let key = Key(locale: locale.identifier, fractionDigits: fractionDigits, max: maxInteger)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        var best: [PluralCategory: (text: String, length: Int, value: Int)] = [:]
        let rules = PluralRules(locale: locale)
        var candidates = Array(0..<min(200, maxInteger + 1))
        var m = 1_000_000
        while m <= maxInteger { candidates.append(contentsOf: stride(from: m, through: min(9 * m, maxInteger), by: m)); m *= 10 }
        if maxInteger >= 200 { candidates.append(contentsOf: max(200, maxInteger - 199)...maxInteger) }
        for n in candidates {
            guard let category = try? rules.category(for: Double(n), fractionDigits: fractionDigits),
                  let text = try? NumberFormat.format(Double(n), locale: locale, fractionDigits: fractionDigits) else { continue }
            let length = text.unicodeScalars.count
            if let current = best[category], current.length > length || (current.length == length && current.value > n) { continue }
            best[category] = (text, length, n)
        }
        let result = best.mapValues(\.text)
        cache.withLock { $0[key] = result }
        return result
    }

    /// The widest number in `category`, or across all categories when nil or when the category
    /// has no candidate (1.0 is never "one" in English).
    package func sample(locale: LocaleTag, category: PluralCategory?, fractionDigits: Int = 0,
                       maxInteger: Int = 9_999_999) -> String {
        let all = widest(locale: locale, fractionDigits: fractionDigits, maxInteger: maxInteger)
        if let category, let text = all[category] { return text }
        return all.values.max { ($0.unicodeScalars.count, $0) < ($1.unicodeScalars.count, $1) } ?? String(maxInteger)
    }
}
