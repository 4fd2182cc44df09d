import CTypeFitICU

/// The names a locale gives to languages and regions, from ICU's display names.
package enum DisplayNames {
    package enum Kind: Sendable {
        /// The languages of ICU's available locales.
        case language
        /// The regions of ISO 3166.
        case region
    }

    /// The longest name (in Unicode scalars) `locale` gives to any language or region of `kind`,
    /// leaving out those it has no name for. Not kept; the caller keeps what it picks.
    package static func longest(_ kind: Kind, in locale: LocaleTag) throws -> String {
        var buffer = [UInt16](repeating: 0, count: 256)
        var status: Int32 = 0
        let n = locale.identifier.withCString {
            tf_longest_display_name(kind == .language ? TF_NAMES_LANGUAGE : TF_NAMES_REGION, $0, &buffer,
                                    Int32(buffer.count), &status)
        }
        guard n >= 0 else { throw ICUError(code: status, operation: "display names") }
        return String(decoding: buffer.prefix(Int(n)), as: UTF16.self)
    }
}
