/// The pseudo-locales `typefit pseudo` writes, named as Android and ICU name theirs (Android's
/// "Test your app with pseudolocales": `en-XA` accented and expanded, `ar-XB` right-to-left; the
/// region codes XA–XZ are ISO 3166's user-assigned range, so no real locale has them).
public enum PseudoLocale: String, CaseIterable, Sendable, Hashable {
    /// Accented, expanded and bracketed: shows truncation, clipped accents and hard-coded text.
    case accented = "en-XA"
    /// Every word right-to-left between bidi marks: shows mirroring and alignment.
    case bidi = "ar-XB"

    /// The locale tag written into the catalogs (`en-XA`).
    public var tag: String { rawValue }
}
