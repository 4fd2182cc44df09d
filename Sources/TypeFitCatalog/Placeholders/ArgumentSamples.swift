import Synchronization
import TypeFitLocale

/// The text each kind of call-site argument is measured as, in a locale. Like the defaults, an
/// **estimate** of the widest value an app shows:
///
/// - a literal is itself, exactly; a number literal as written;
/// - a date is the widest of the 28th of each month of 2026 in ICU's long date style, in the
///   locale ("September 28, 2026"; `Text(_:style: .date)` and `DateFormatter.Style.long` show it so);
/// - a byte count is 999.99 GB, the widest `ByteCountFormatter` writes by default: with
///   `isAdaptive` it shows "2 for GB and above" fraction digits, 1 for MB and none below
///   (developer.apple.com/documentation/foundation/bytecountformatter/isadaptive), so the widest
///   is a value just under a terabyte. The number is in the locale's digits and decimal mark; the
///   unit is written `GB` in every locale (Foundation translates it, French `Go`: an estimate);
/// - a language's or a region's name is the longest ICU's display names give one in the locale;
/// - a device model is the longest name of the current devices (`PlaceholderSamples.deviceModel`);
///   the kind of device `UIDevice.model` names is "iPod touch", the longest Apple gives as an example;
/// - a person's name is the object sample, the long personal name;
/// - an app's version or build is `10.14.1`, Apple's example of the "three period-separated
///   integers" `CFBundleShortVersionString` and `CFBundleVersion` hold
///   (developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring);
/// - a whole number shown as text is the widest number of `maxDigits` digits a `%d` is measured
///   with (`NumberSamples`), in the locale's digits and grouping; a number with a fraction (a
///   number formatter's output, an amount) the same written with two fraction digits, `9,999.00`:
///   ICU's decimal pattern `#,##0.###` shows up to three, a currency two (an estimate between them);
/// - a short code (a currency or ticker symbol, a language or country code) is `WWWWW`: ISO 4217's
///   codes are three letters, tickers up to five, of the widest capital (errs wide);
/// - a literal with interpolations is its text with each value's sample in its place.
package final class ArgumentSamples: Sendable {
    package static let shared = ArgumentSamples()

    private enum Cached: Hashable { case date, byteCount, languageName, regionName }
    private struct Key: Hashable { let kind: Cached; let locale: String }
    /// Each answer, none included: asking ICU again for a locale it has no names in would cost
    /// as much every time.
    private let cache = Mutex<[Key: String?]>([:])

    package init() {}

    /// The sample of `kind` in `locale`; nil when there is none (no device model known, ICU has no
    /// data for the locale): the placeholder keeps its default.
    package func sample(_ kind: ArgumentKind, locale: LocaleTag, samples: PlaceholderSamples) -> String? {
        switch kind {
        case .literal(let text): return text
        case .number(let text): return text.filter { $0 != "_" }
        case .personName: return samples.object
        case .version: return "10.14.1"
        case .count: return NumberSamples.shared.sample(locale: locale, category: nil, maxDigits: samples.maxDigits)
        // ISO 4217 currency codes are three letters, exchange tickers up to five: five of the
        // widest capital, an estimate that errs wide (as the device model does).
        case .shortCode: return "WWWWW"
        case .decimal:
            return NumberSamples.shared.sample(locale: locale, category: nil, fractionDigits: 2, maxDigits: samples.maxDigits)
        case .deviceModel: return samples.deviceModel
        case .deviceClass: return "iPod touch"
        case .date: return cached(.date, locale) { try Self.widestDate(locale) }
        case .byteCount: return cached(.byteCount, locale) { try NumberFormat.format(999.99, locale: locale, fractionDigits: 2) + " GB" }
        case .languageName: return cached(.languageName, locale) { try DisplayNames.longest(.language, in: locale) }
        case .regionName: return cached(.regionName, locale) { try DisplayNames.longest(.region, in: locale) }
        // The catalogs' texts: the expander's `LocalizedTexts` answers, for these and the parts
        // of a composed argument.
        case .localizedText, .composed: return nil
        }
    }

    private func cached(_ kind: Cached, _ locale: LocaleTag, _ make: () throws -> String?) -> String? {
        let key = Key(kind: kind, locale: locale.identifier)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let made = (try? make()) ?? nil
        cache.withLock { $0[key] = .some(made) }
        return made
    }

    /// The widest (in Unicode scalars; the earliest of equal ones) long date of the 28th of each
    /// month of 2026, at noon UTC.
    static func widestDate(_ locale: LocaleTag) throws -> String? {
        let seconds = (1...12).map { Double(daysSince1970(year: 2026, month: $0, day: 28)) * 86_400 + 43_200 }
        return Self.longest(try DateFormat.longDates(seconds, locale: locale).compactMap { $0 })
    }

    /// The longest of `candidates` in Unicode scalars; the first of equal ones. How every sample
    /// chosen among several texts is picked: an estimate of the widest that does not shape.
    static func longest(_ candidates: [String]) -> String? {
        var best: String?
        for text in candidates where best.map({ $0.unicodeScalars.count < text.unicodeScalars.count }) ?? true {
            best = text
        }
        return best
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
