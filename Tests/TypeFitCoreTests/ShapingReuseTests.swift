import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

/// Work shared between sizes and weights must never change a result: each text is laid out
/// after sharing and again from a fresh start, and the two must be identical.
@Suite struct ShapingReuseTests {
    let engine: TextEngine
    init() throws { engine = try DefaultFonts.engine() }

    /// Laid out at `sizes` in order on one prepared text, against each size on a fresh one.
    private func sharedMatchesFresh(_ text: String, _ locale: String, sizes: [Double], width: Double) throws {
        let shared = try engine.prepare(text, locale: LocaleTag(locale))
        for size in sizes {
            let fresh = try TextEngine(profile: .openSubstitutes, tracking: .none)
                .prepare(text, locale: LocaleTag(locale)).layout(size: size, width: width)
            #expect(try shared.layout(size: size, width: width) == fresh, "\(text) at \(size) pt")
        }
    }

    @Test func arabicReusesTheTextCutShapingForDisplaySizes() throws {
        // Noto Sans Arabic has no Display cut: 28 pt may reuse the 17-pt shaping.
        try sharedMatchesFresh("حفظ الإعدادات في الحساب", "ar", sizes: [17, 28, 53], width: 150)
        let prepared = try engine.prepare("حفظ الإعدادات", locale: LocaleTag("ar"))
        let text = try prepared.shaped(size: 17).paragraphs[0]
        #expect(try prepared.shaped(size: 28).paragraphs[0] === text)
    }

    @Test func latinAndMixedTextsGetTheirDisplayFaces() throws {
        // Inter Display differs from Inter: the Latin word in the Arabic string must be reshaped.
        try sharedMatchesFresh("Save all settings now", "en", sizes: [17, 28], width: 200)
        try sharedMatchesFresh("حفظ Mastodon الإعدادات", "ar", sizes: [17, 28], width: 200)
        let prepared = try engine.prepare("حفظ Mastodon", locale: LocaleTag("ar"))
        #expect(try prepared.shaped(size: 28).paragraphs[0] !== prepared.shaped(size: 17).paragraphs[0])
    }

    @Test func anotherWeightSharesAnalysisButNotShaping() throws {
        let regular = try engine.prepare("Zur Einkaufsliste hinzufügen", locale: LocaleTag("de"))
        _ = try regular.layout(size: 17, width: 120)
        let semibold = regular.withWeight(.semibold)
        let fresh = try engine.prepare("Zur Einkaufsliste hinzufügen", locale: LocaleTag("de"), weight: .semibold)
        #expect(try semibold.layout(size: 17, width: 120) == fresh.layout(size: 17, width: 120))
        #expect(try semibold.layout(size: 17).width > regular.layout(size: 17).width)
        #expect(regular.withWeight(.regular) === regular)
    }
}
