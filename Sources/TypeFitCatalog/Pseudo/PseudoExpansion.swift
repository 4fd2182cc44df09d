/// How much longer than the source the pseudo text is made: the measured expansion of the
/// project's longest target language, never less than `floorPercent`.
///
/// Measured as `TranslationExpansion` measures (characters between format specifiers, each key's
/// longest values), over every length; the language with the largest ratio is the longest (a CJK
/// language, fewer and wider characters, never reads as the longest here).
///
/// The floor is 130%, the least of IBM's table that `TranslationExpansion` quotes (text over 70
/// characters), used whenever the project's own translations are shorter or absent.
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

    /// The expansion of the longest target language over these catalogs, counted as
    /// `TranslationExpansion` counts (pseudo-locales already in a catalog are not target languages).
    public static func measure(_ catalogs: [Catalog]) -> PseudoExpansion {
        let measured = TranslationExpansion.measure(catalogs)
        // The largest ratio over every band; ties go to the first locale by name.
        var best: (locale: String, ratio: TranslationExpansion.Ratio)?
        for locale in measured.locales {
            guard let ratio = measured.overall(locale) else { continue }
            if best.map({ ratio.percent > $0.ratio.percent }) ?? true { best = (locale, ratio) }
        }
        guard let best else { return PseudoExpansion(percent: floorPercent) }
        return PseudoExpansion(percent: max(floorPercent, best.ratio.percent), language: best.locale,
                               measuredPercent: best.ratio.percent, keys: best.ratio.keys)
    }
}
