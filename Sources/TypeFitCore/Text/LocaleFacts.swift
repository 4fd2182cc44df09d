import CHarfBuzz
import Synchronization
import TypeFitLocale

/// What shaping needs to know about a locale, asked of ICU and HarfBuzz once per locale rather
/// than once per paragraph: each ICU question costs as much as shaping a short word.
final class LocaleFacts: @unchecked Sendable {
    let locale: LocaleTag
    let isRightToLeft: Bool
    /// ISO 15924 script of text with no strong script of its own (see `primaryScript(of:)`).
    let primaryScript: String
    let fontLanguageKey: String
    /// HarfBuzz's interned language (a pointer valid for the life of the process).
    let hbLanguage: hb_language_t?

    private init(_ locale: LocaleTag) {
        self.locale = locale
        isRightToLeft = locale.isRightToLeft
        primaryScript = TypeFitCore.primaryScript(of: locale.script)
        fontLanguageKey = locale.fontLanguageKey
        hbLanguage = hb_language_from_string(locale.identifier, -1)
    }

    private static let known = Mutex<[String: LocaleFacts]>([:])

    static func of(_ locale: LocaleTag) -> LocaleFacts {
        if let facts = known.withLock({ $0[locale.identifier] }) { return facts }
        let facts = LocaleFacts(locale)
        known.withLock { $0[locale.identifier] = facts }
        return facts
    }
}
