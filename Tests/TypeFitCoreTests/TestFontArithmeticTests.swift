import Testing
@testable import TypeFitCore

// Every expected figure here is worked out by hand from the test font's construction
// (Fonts/tools/make-test-font.py): advances in units of 1/1000 em, times the size.
@Suite struct TestFontArithmeticTests {
    @Test func widthIsTheSumOfAdvancesWithKerning() throws {
        let engine = try Fixtures.testEngine()
        // A 600 + V 600 − kern 100 + a 500 + space 250 + b 500 = 2350 units → 23.5 pt at 10 pt.
        let m = try engine.measure("AVa b", size: 10)
        #expect(abs(m.width - 23.5) < 0.001)
        #expect(m.lines == 1)
        #expect(m.fonts.map(\.name) == ["TypeFitTest-Regular"])
    }

    @Test func fontTrackingIsAppliedPerGraphemeClusterAndInterpolated() throws {
        let engine = try Fixtures.testEngine(tracking: .font)
        // At 17 pt the trak value is −30 units = −0.51 pt per cluster; 5 clusters.
        // 2350 × 17 / 1000 = 39.95; 39.95 − 5 × 0.51 = 37.40.
        #expect(abs(try engine.measure("AVa b", size: 17).width - 37.40) < 0.001)
        // At 13 pt: halfway between 9 pt (+20) and 17 pt (−30) → −5 units = −0.065 pt per cluster.
        // "ab" = 1000 units → 13 − 2 × 0.065 = 12.87.
        #expect(abs(try engine.measure("ab", size: 13).width - 12.87) < 0.001)
        // Above the last size the last value holds: +10 units at 40 pt = +0.4 pt; 40 + 0.8 = 40.8.
        #expect(abs(try engine.measure("ab", size: 40).width - 40.8) < 0.001)
    }

    @Test func trailingSpacesDoNotCount() throws {
        let engine = try Fixtures.testEngine()
        #expect(abs(try engine.measure("ab   ", size: 10).width - 10) < 0.001)
    }

    @Test func greedyLineFillingOnBreakOpportunities() throws {
        let engine = try Fixtures.testEngine()
        // Words of 4 letters = 20 pt at 10 pt, spaces 2.5 pt. In 45 pt: "aaaa bbbb" (42.5) fits,
        // adding " cccc" (65) does not.
        let m = try engine.measure("aaaa bbbb cccc", size: 10, width: 45)
        #expect(m.lineTexts == ["aaaa bbbb", "cccc"])
        #expect(m.lineWidths.count == 2)
        #expect(abs(m.lineWidths[0] - 42.5) < 0.001 && abs(m.lineWidths[1] - 20) < 0.001)
    }

    @Test func aWordWiderThanTheLineBreaksAtGraphemes() throws {
        let engine = try Fixtures.testEngine()
        // Ten a's = 50 pt; 23 pt holds four (20 pt).
        let m = try engine.measure("aaaaaaaaaa", size: 10, width: 23)
        #expect(m.lineTexts == ["aaaa", "aaaa", "aa"])
    }

    @Test func tailTruncationAtAGraphemeWithAnEllipsis() throws {
        let engine = try Fixtures.testEngine()
        // One line of 45 pt: "aaaa bb" (32.5) + "…" (8) = 40.5 fits; "aaaa bbb" + "…" = 45.5 does not.
        let m = try engine.measure("aaaa bbbb cccc", size: 10, width: 45, maxLines: 1)
        #expect(m.truncated)
        #expect(m.lineTexts == ["aaaa bb…"])
        #expect(m.ellipsisOffset == 7)
        #expect(abs(m.width - 40.5) < 0.001)
        let fits = try engine.measure("aaaa bbbb", size: 10, width: 45, maxLines: 1)
        #expect(!fits.truncated)
    }

    @Test func heightFromLineMetricsOrLeading() throws {
        let engine = try Fixtures.testEngine()
        // Ascender 800 − descender (−200) + gap 0 = 1 em per line: two lines at 10 pt = 20 pt.
        #expect(abs(try engine.measure("aaaa bbbb cccc", size: 10, width: 45).height - 20) < 0.001)
        #expect(abs(try engine.measure("aaaa bbbb cccc", size: 10, width: 45, leading: 13).height - 26) < 0.001)
    }

    @Test func inkBoundsOfTheRectangles() throws {
        let engine = try Fixtures.testEngine()
        // "a": rectangle x 50…450, y 0…700 units; baseline at the ascender (8 pt at 10 pt).
        let ink = try engine.measure("a", size: 10).inkBounds
        #expect(abs(ink.x - 0.5) < 0.001 && abs(ink.width - 4) < 0.001)
        #expect(abs(ink.y - 1) < 0.001 && abs(ink.height - 7) < 0.001)
    }

    @Test func hardBreaksMakeParagraphs() throws {
        let engine = try Fixtures.testEngine()
        let m = try engine.measure("ab\ncd\u{2028}ef\u{2029}gh\r\nij", size: 10)
        #expect(m.lines == 5)
        #expect(m.lineTexts == ["ab", "cd", "ef", "gh", "ij"])
    }

    @Test func hundredThousandCharacters() throws {
        let engine = try Fixtures.testEngine()
        // 50,000 × "a " at 10 pt in 100 pt: k words take 5k + 2.5(k − 1) ≤ 100 → k = 13 per line (95 pt);
        // 50,000 / 13 → 3,846 full lines and one of 2 words.
        let text = String(repeating: "a ", count: 50_000)
        let m = try engine.measure(text, size: 10, width: 100)
        #expect(m.lines == 3847)
        #expect(m.lineWidths.allSatisfy { $0 <= 100 })
        #expect(abs(m.lineWidths[0] - 95) < 0.001)
        #expect(abs(m.lineWidths[3846] - 12.5) < 0.001)
    }

    @Test func shapingIsReusedAcrossSizesAndWidths() throws {
        let engine = try Fixtures.testEngine()
        let prepared = try engine.prepare("aaaa bbbb cccc")
        // Same bucket (below 20 pt): widths scale exactly with size.
        let at10 = try prepared.layout(size: 10)
        let at15 = try prepared.layout(size: 15)
        #expect(abs(at15.width / at10.width - 1.5) < 1e-9)
        #expect(try prepared.layout(size: 10, width: 45).lines == 2)
    }
}
