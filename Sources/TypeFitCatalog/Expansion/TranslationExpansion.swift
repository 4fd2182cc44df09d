/// How much longer than the source each target language of a project is, by the source's length:
/// measured on the project's own translations, else the published expectation.
///
/// Short texts grow most in translation: the W3C's "Text size in translation" (Richard Ishida,
/// 2007, https://www.w3.org/International/articles/article-text-size) quotes IBM's "Guidelines to
/// design global solutions" for English into European languages — up to 10 characters, 100 to
/// 200 % more; 11–20, 80 to 100 %; 21–30, 60 to 80 %; 31–50, 40 to 60 %; 51–70, 31 to 40 %; over
/// 70, 30 %. The project's translations are grouped in the same bands.
///
/// Measured in characters (grapheme clusters) of the text between format specifiers: for every
/// key a locale translates, its longest own value against the source's longest value, summed per
/// band. Characters are a proxy for width: Latin, Cyrillic and Greek glyphs are about as wide as
/// each other; CJK text is fewer and wider characters, so its ratio reads low.
public struct TranslationExpansion: Sendable, Equatable {
    /// The IBM guideline's bands of source length, in characters.
    public enum Band: Int, Sendable, CaseIterable, Comparable {
        case upTo10, upTo20, upTo30, upTo50, upTo70, over70

        public init(characters: Int) {
            switch characters {
            case ...10: self = .upTo10
            case ...20: self = .upTo20
            case ...30: self = .upTo30
            case ...50: self = .upTo50
            case ...70: self = .upTo70
            default: self = .over70
            }
        }

        /// The published expectation, as a percent of the source's length: the lower end of IBM's
        /// range (100 % more up to 10 characters: 200 %), the least room the guideline asks for.
        public var publishedPercent: Int {
            switch self {
            case .upTo10: 200
            case .upTo20: 180
            case .upTo30: 160
            case .upTo50: 140
            case .upTo70: 131
            case .over70: 130
            }
        }

        /// "up to 10 characters", "over 70 characters".
        public var description: String {
            switch self {
            case .upTo10: "up to 10 characters"
            case .upTo20: "11–20 characters"
            case .upTo30: "21–30 characters"
            case .upTo50: "31–50 characters"
            case .upTo70: "51–70 characters"
            case .over70: "over 70 characters"
            }
        }

        public static func < (a: Band, b: Band) -> Bool { a.rawValue < b.rawValue }
    }

    /// One locale's expectation for one band.
    public struct Ratio: Sendable, Equatable {
        /// Percent of the source's length (142: 42 % longer).
        public var percent: Int
        /// How many of the project's keys it was measured on; 0: the published figure.
        public var keys: Int

        public init(percent: Int, keys: Int) {
            self.percent = percent
            self.keys = keys
        }

        public var isMeasured: Bool { keys > 0 }
    }

    /// Characters summed over the keys measured: source and target.
    struct Totals: Sendable, Equatable {
        var source = 0
        var target = 0
        var keys = 0

        /// Whole percent, rounded up.
        var percent: Int { (target * 100 + source - 1) / max(1, source) }
    }

    /// A band's own measurement is used from this many keys; below it, the locale's measurement
    /// over every band (if it has this many keys), then the published figure.
    public static let minimumKeys = 5

    private(set) var totals: [String: [Band: Totals]] = [:]

    public init() {}

    /// The target languages measured (locales with at least one translated key), sorted.
    public var locales: [String] { totals.keys.sorted() }

    /// Measured over these catalogs. Pseudo-locales (`en-XA`, `ar-XB`) are not target languages.
    public static func measure(_ catalogs: [Catalog]) -> TranslationExpansion {
        var expansion = TranslationExpansion()
        let pseudo = Set(PseudoLocale.allCases.map(\.tag))
        for catalog in catalogs {
            for entry in catalog.entries where entry.shouldTranslate {
                let source = longest(entry.values(for: catalog.sourceLanguage))
                guard source > 0 else { continue }
                let band = Band(characters: source)
                for locale in catalog.locales where locale != catalog.sourceLanguage && !pseudo.contains(locale) {
                    let target = longest(entry.values(for: locale))
                    guard target > 0 else { continue }
                    expansion.totals[locale, default: [:]][band, default: Totals()].source += source
                    expansion.totals[locale, default: [:]][band, default: Totals()].target += target
                    expansion.totals[locale, default: [:]][band, default: Totals()].keys += 1
                }
            }
        }
        return expansion
    }

    /// What `locale` is expected to need for a source text of `characters`: the project's own
    /// ratio in that band when it has `minimumKeys` there, else its ratio over every band when it
    /// has that many keys, else the published figure for the band.
    public func ratio(_ locale: String, sourceCharacters characters: Int) -> Ratio {
        let band = Band(characters: characters)
        if let own = totals[locale]?[band], own.keys >= Self.minimumKeys {
            return Ratio(percent: own.percent, keys: own.keys)
        }
        if let all = overall(locale), all.keys >= Self.minimumKeys {
            return Ratio(percent: all.percent, keys: all.keys)
        }
        return Ratio(percent: band.publishedPercent, keys: 0)
    }

    /// The locale's ratio over every band, and over how many keys; nil when nothing was measured.
    public func overall(_ locale: String) -> Ratio? {
        guard let bands = totals[locale] else { return nil }
        var sum = Totals()
        for totals in bands.values {
            sum.source += totals.source
            sum.target += totals.target
            sum.keys += totals.keys
        }
        return sum.keys > 0 ? Ratio(percent: sum.percent, keys: sum.keys) : nil
    }

    /// Characters of a source or translation as measured here: of the longest own value (a
    /// fallback is the source's, not a translation), format specifiers left out.
    public static func characters(_ text: String) -> Int {
        PseudoText.segments(text).reduce(0) { sum, segment in
            if case .text(let literal) = segment { return sum + literal.count }
            return sum
        }
    }

    private static func longest(_ values: [CatalogValue]) -> Int {
        values.lazy.filter { !$0.isFallback }.map { characters($0.text) }.max() ?? 0
    }
}
