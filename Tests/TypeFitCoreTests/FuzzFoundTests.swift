import Testing
import TypeFitCore
import TypeFitLocale

/// Inputs `make fuzz` (fuzz-measure) found, each with what must hold for it.
@Suite struct FuzzFoundTests {
    @Test func aLoneCombiningMarkIsNotNarrowerThanNothing() throws {
        // Fuzz/Artifacts crash-e76102f4…: U+0339 alone, Russian, right to left, 17 pt in 20 pt.
        // Static Inter gives the mark no advance and the HIG's 17-pt tracking is negative, so the
        // one cluster's tracking made the width −0.442 pt. A width is never below 0. Inter's
        // variable face (Google Fonts' build) has no U+0339, but gives U+0301 no advance either
        // (hb-shape --variations=opsz=17: [1770=0+0]).
        let engines = [try TextEngine(profile: FontProfile.openSubstitutes.withoutVariableFaces),
                       try TextEngine(profile: .openSubstitutes)]
        for (engine, mark) in zip(engines, [UInt16(0x0339), 0x0301]) {
            let prepared = try engine.prepare(utf16: [mark], locale: LocaleTag("ru"), weight: .regular, direction: .rtl)
            let m = try engine.measure(prepared, size: 17, width: 20, maxLines: 0)
            #expect(m.width == 0 && m.naturalWidth == 0 && m.lineWidths == [0])
            #expect(m.fonts.first?.family == "Inter")
        }
    }
}
