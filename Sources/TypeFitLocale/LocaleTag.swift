import CTypeFitICU

/// A locale as typefit uses it: a BCP 47 tag plus the facts derived from it through ICU.
///
/// Catalogs name locales in both forms ("zh-Hans", "zh_Hans", "pt-BR"); everything downstream
/// works with the canonical tag so that caches and reports agree on one spelling.
public struct LocaleTag: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 tag ("zh-Hans-CN" stays as given, "zh_Hant" becomes "zh-Hant").
    public let identifier: String

    public init(_ identifier: String) {
        self.identifier = LocaleTag.canonical(identifier) ?? identifier
    }

    public var description: String { identifier }

    /// The primary language subtag, lower-cased ("zh" for "zh-Hant-TW").
    public var language: String {
        String(identifier.split(separator: "-", maxSplits: 1).first ?? Substring(identifier)).lowercased()
    }

    /// Whether text in this locale's own script runs right to left.
    public var isRightToLeft: Bool {
        ICUAnswers.answer(.init(question: .direction, locale: identifier)) {
            identifier.withCString { tf_locale_is_rtl($0) != 0 } ? "1" : "0"
        } == "1"
    }

    /// The ISO 15924 script the locale is written in, after ICU's likely-subtags expansion
    /// ("ja" → "Jpan", "zh-TW" → "Hant", "zh" → "Hans"). Nil when ICU cannot tell.
    public var script: String? {
        let script = ICUAnswers.answer(.init(question: .script, locale: identifier)) {
            var buffer = [CChar](repeating: 0, count: 16)
            let n = identifier.withCString { tf_locale_script($0, &buffer, Int32(buffer.count)) }
            guard n > 0 else { return "" }
            return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return script.isEmpty ? nil : script
    }

    static func canonical(_ raw: String) -> String? {
        // "" stands for no canonical form: a tag is never canonicalised to nothing.
        let tag = ICUAnswers.answer(.init(question: .canonicalTag, locale: raw)) { askCanonical(raw) ?? "" }
        return tag.isEmpty ? nil : tag
    }

    private static func askCanonical(_ raw: String) -> String? {
        let trimmed = raw.trimmedWhitespace
        guard !trimmed.isEmpty, trimmed.utf8.count < 120 else { return nil }
        var buffer = [CChar](repeating: 0, count: 160)
        let n = trimmed.withCString { tf_locale_canonical($0, &buffer, Int32(buffer.count)) }
        guard n > 0 else { return nil }
        let tag = String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // ICU answers "und" for tags it cannot parse; keep the caller's spelling then.
        return tag == "und" && trimmed != "und" ? nil : tag
    }

    /// Whether ICU can parse the tag at all ("en", "pt-BR", "zh-Hans" can; "??" cannot).
    public static func isWellFormed(_ raw: String) -> Bool { canonical(raw) != nil }

    /// The version of the ICU library in use, for reports.
    public static var icuVersion: String { String(cString: tf_icu_version()) }
}
