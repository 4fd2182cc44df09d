import Testing
@testable import TypeFitCore

/// Explicit bidi nesting at and past the algorithm's max_depth (UAX #9 BD2: 125). Levels worked
/// by hand: in a left-to-right paragraph each RLI takes the next odd level (1, 3, 5, …), so the
/// 63rd reaches 125 and every deeper one overflows and is ignored (X5a–X5c). The letter "a"
/// inside is strong left-to-right at an odd level, so I2 raises it one more: 125 → 126.
@Suite struct BidiNestingTests {
    func levels(_ text: String) -> [UInt8] {
        BidiParagraph(units: ArraySlice(Array(text.utf16)), direction: .ltr, localeIsRightToLeft: false).levels
    }

    @Test func deepIsolatesTwiceInOneParagraph() {
        // FriBidi 1.0.8 crashed on this (two runs of ≥ 82 nested isolates); it must now answer.
        let run = String(repeating: "\u{2067}", count: 82) + "a" + String(repeating: "\u{2069}", count: 82)
        let levels = self.levels(run + run)
        #expect(levels.count == 330)
        #expect(levels[82] == 126 && levels[247] == 126)
    }

    @Test func sixtyThreeIsolatesReachMaxDepth() {
        let text = String(repeating: "\u{2067}", count: 63) + "a" + String(repeating: "\u{2069}", count: 63)
        #expect(levels(text)[63] == 126)
        let shallow = String(repeating: "\u{2067}", count: 2) + "a" + String(repeating: "\u{2069}", count: 2)
        #expect(levels(shallow)[2] == 4)  // RLI → 1, RLI → 3, then I2
    }

    @Test func onlyFriBidisCopyIsBounded() {
        var scalars: [UInt32] = Array(repeating: 0x2067, count: 66) + [0x61] + Array(repeating: 0x2069, count: 66)
        BidiParagraph.boundNesting(&scalars)
        #expect(scalars[63] == 0x2067 && scalars[64] == 0x2060 && scalars[65] == 0x2060 && scalars[66] == 0x61)
        #expect(scalars[67] == 0x2060 && scalars[68] == 0x2060 && scalars[69] == 0x2069)
    }
}
