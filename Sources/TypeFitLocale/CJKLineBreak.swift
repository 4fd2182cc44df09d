/// Which characters may start a line in Chinese and Japanese text: the CSS Text 3 `line-break`
/// rule sets, as ICU implements them (the locale keyword `lb`, "ja-u-lb-strict").
///
/// Breaks before closing punctuation (、。」』）, UAX #14 classes CL, CP, EX) are forbidden by every
/// set; the sets differ before small kana and ー (class CJ: `strict` forbids, `normal` and
/// `loose` allow) and before 〜 ゠ ‐ – (`strict` forbids), and `loose` also allows breaks before
/// iteration marks and between ‥ …. Other languages keep their own rules.
///
/// `strict` is the default (README, "Japanese and Chinese line starts", has the sources): ICU's
/// Chinese rules are strict already, and for Japanese it is an estimate of what iOS 17 and later
/// draw; `auto` keeps ICU's own Japanese rules (CJ breakable), the data Apple's ICU ships.
public enum CJKLineBreak: String, Sendable, CaseIterable, Codable {
    /// The locale's own ICU rules: Japanese normal with CJ breakable, Chinese strict.
    case auto
    case strict
    case normal
    case loose

    /// The rule set typefit applies when nothing says otherwise.
    public static let standard = CJKLineBreak.strict

    /// The ICU `lb` keyword for a text in `locale`, nil to leave the locale's own rules.
    func icuKeyword(for locale: LocaleTag) -> String? {
        guard self != .auto, Self.languages.contains(locale.language) else { return nil }
        return rawValue
    }

    /// Chinese (every script and region) and Japanese.
    static let languages: Set<String> = ["ja", "zh"]
}
