/// How much longer than the source the pseudo text is made: the measured expansion of the
/// project's longest target language, never less than `floorPercent`.
///
/// Measured in characters (grapheme clusters) of the text between format specifiers: for every
/// key a locale translates, its longest own value against the source's longest value, summed
/// over those keys; the language with the largest ratio is the longest. Characters are a proxy
/// for width (Latin, Cyrillic and Greek glyphs are about as wide as each other; CJK text is fewer
/// and wider characters, so a CJK language never reads as the longest here).
///
/// The floor is 130%: the W3C's "Text size in translation" quotes IBM's globalization
/// guidelines (A3, UI expansion) that English text over 70 characters needs 30% more room in
/// translation, and shorter text more (up to 200% more at 10 characters or fewer); 30% is the
/// least of that table, used whenever the project's own translations are shorter or absent.
public struct PseudoExpansion: Sendable, Equatable {
    /// Percent of the source's length (142: 42% longer).
    public var percent: Int
    /// The language measured as longest; nil when no translation was measured.
    public var language: String?
    /// Its own measured ratio in percent (before the floor), and over how many keys.
    public var measuredPercent: Int?
    public var keys: Int

    public static let floorPercent = 130

    public init(percent: Int, language: String? = nil, measuredPercent: Int? = nil, keys: Int = 0) {
        self.percent = percent
        self.language = language
        self.measuredPercent = measuredPercent
        self.keys = keys
    }

    /// The expansion of the longest target language over these catalogs. Pseudo-locales already
    /// in a catalog are not target languages and are left out.
    public static func measure(_ catalogs: [Catalog]) -> PseudoExpansion {
        var totals: [String: (source: Int, target: Int, keys: Int)] = [:]
        let pseudo = Set(PseudoLocale.allCases.map(\.tag))
        for catalog in catalogs {
            for entry in catalog.entries where entry.shouldTranslate {
                let source = longest(entry.values(for: catalog.sourceLanguage))
                guard source > 0 else { continue }
                for locale in catalog.locales where locale != catalog.sourceLanguage && !pseudo.contains(locale) {
                    let target = longest(entry.values(for: locale))
                    guard target > 0 else { continue }
                    totals[locale, default: (0, 0, 0)].source += source
                    totals[locale, default: (0, 0, 0)].target += target
                    totals[locale, default: (0, 0, 0)].keys += 1
                }
            }
        }
        // The largest ratio, in whole percent rounded up; ties go to the first locale by name.
        var best: (locale: String, percent: Int, keys: Int)?
        for (locale, total) in totals.sorted(by: { $0.key < $1.key }) {
            let percent = (total.target * 100 + total.source - 1) / total.source
            if best.map({ percent > $0.percent }) ?? true { best = (locale, percent, total.keys) }
        }
        guard let best else { return PseudoExpansion(percent: floorPercent) }
        return PseudoExpansion(percent: max(floorPercent, best.percent), language: best.locale,
                               measuredPercent: best.percent, keys: best.keys)
    }

    /// Characters of the longest own value (fallbacks are the source's, not a translation).
    private static func longest(_ values: [CatalogValue]) -> Int {
        values.lazy.filter { !$0.isFallback }.map { value in
            PseudoText.segments(value.text).reduce(0) { sum, segment in
                if case .text(let literal) = segment { return sum + literal.count }
                return sum
            }
        }.max() ?? 0
    }
}
