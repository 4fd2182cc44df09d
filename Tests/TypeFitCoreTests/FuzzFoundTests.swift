import Testing
import TypeFitCore
import TypeFitLocale

/// Inputs `make fuzz` (fuzz-measure) found, each with what must hold for it.
@Suite struct FuzzFoundTests {
    @Test func aLoneCombiningMarkIsNotNarrowerThanNothing() throws {
        // Fuzz/Artifacts crash-e76102f4…: U+0339 alone, Russian, right to left, 17 pt in 20 pt.
        // Inter gives the mark no advance and the HIG's 17-pt tracking is negative, so the one
        // cluster's tracking made the width −0.442 pt. A width is never below 0.
        let engine = try TextEngine()
        let prepared = try engine.prepare(utf16: [0x0339], locale: LocaleTag("ru"), weight: .regular, direction: .rtl)
        let m = try engine.measure(prepared, size: 17, width: 20, maxLines: 0)
        #expect(m.width == 0 && m.naturalWidth == 0 && m.lineWidths == [0])
    }
}
