import Testing
@testable import TypeFitCore
import TypeFitLocale

// Push-out (UILabel's orphan avoidance) on the test font, every figure worked out by hand from
// its advances (Fonts/tools/make-test-font.py): at 10 pt a–z are 5 pt, space 2.5 pt, and a
// character no face has (Hangul, with the test font alone) is its .notdef, 7 pt.
// The rule (docs/geometry.md, "Line breaking"): a last line of one word takes the last word of
// the line before it when that line has three words or more and the two still fit.
@Suite struct LineBreakStrategyTests {
    private func lines(_ text: String, width: Double, _ strategy: LineBreakStrategy, locale: String = "en",
                       engine: TextEngine? = nil) throws -> (texts: [String], widths: [Double]) {
        let engine = try engine ?? Fixtures.testEngine()
        let m = try engine.measure(MeasureRequest(text: text, size: 10, locale: LocaleTag(locale), width: width,
                                                  lineBreakStrategy: strategy))
        return (m.lineTexts, m.lineWidths.map { ($0 * 1000).rounded() / 1000 })
    }

    @Test func aLoneLastWordTakesTheWordBeforeIt() throws {
        // "aaaa bb cc" = 20 + 2.5 + 10 + 2.5 + 10 = 45 fits 50; with " dd" 57.5 does not: greedy
        // leaves "dd" alone. Push-out: "aaaa bb" 32.5 | "cc dd" 22.5 (fits 50).
        let pushed = try lines("aaaa bb cc dd", width: 50, .standard)
        #expect(pushed.texts == ["aaaa bb", "cc dd"])
        #expect(pushed.widths == [32.5, 22.5])
        #expect(try lines("aaaa bb cc dd", width: 50, .pushOut).texts == ["aaaa bb", "cc dd"])
        // The setting off: plain greedy lines.
        let greedy = try lines("aaaa bb cc dd", width: 50, .greedy)
        #expect(greedy.texts == ["aaaa bb cc", "dd"])
        #expect(greedy.widths == [45, 10])
        #expect(try lines("aaaa bb cc dd", width: 50, .hangulWordPriority).widths == [45, 10])
    }

    @Test func onlyTheLastTwoLinesChangeByOneWord() throws {
        // Lines of 50: "aaaa bb cc" 45 | "dddd ee ff" 45 | "gg" 10; push-out moves "ff" only:
        // "dddd ee" 32.5 | "ff gg" 22.5. The line count stays 3.
        let pushed = try lines("aaaa bb cc dddd ee ff gg", width: 50, .standard)
        #expect(pushed.texts == ["aaaa bb cc", "dddd ee", "ff gg"])
        #expect(pushed.widths == [45, 32.5, 22.5])
        #expect(try lines("aaaa bb cc dddd ee ff gg", width: 50, .greedy).widths == [45, 45, 10])
    }

    @Test func noPushOutWhereTheRuleDoesNotApply() throws {
        // Positive control, so that this test fails without push-out: as in the first test.
        #expect(try lines("aaaa bb cc dd", width: 50, .standard).widths == [32.5, 22.5])
        // The last line already has two words: "aaaa bb cc" 45 | "dd ee" 22.5.
        #expect(try lines("aaaa bb cc dd ee", width: 50, .standard).widths == [45, 22.5])
        // The line before would keep one word: "aaaaaa bbbbbb" 62.5 | "cc" 10 in 65.
        #expect(try lines("aaaaaa bbbbbb cc", width: 65, .standard).texts == ["aaaaaa bbbbbb", "cc"])
        // The line before would keep nothing: "aaaaaaaaaa" 50 | "bb" 10 in 55.
        #expect(try lines("aaaaaaaaaa bb", width: 55, .standard).texts == ["aaaaaaaaaa", "bb"])
        // The two words do not fit together: "aa bb cccccccc" 65 | "dddddddd" 40 in 66;
        // "cccccccc dddddddd" would be 82.5.
        let tooWide = try lines("aa bb cccccccc dddddddd", width: 66, .standard)
        #expect(tooWide.texts == ["aa bb cccccccc", "dddddddd"])
        #expect(tooWide.widths == [65, 40])
        // One line: nothing to push. "aaaa bb cc dd" is 57.5.
        #expect(try lines("aaaa bb cc dd", width: 60, .standard).widths == [57.5])
        // A word cut at graphemes is not a word: ten a's (50) in 23 are "aaaa" | "aaaa" | "aa".
        #expect(try lines("aaaaaaaaaa", width: 23, .standard).texts == ["aaaa", "aaaa", "aa"])
    }

    @Test func hangulWordPriorityAndPushOutInKorean() throws {
        // Hangul syllables are the .notdef, 7 pt: "가가" 14, space 2.5. In 57: with syllable breaks
        // (none) "가가 나나 다다 라" = 47 + 2.5 + 7 = 56.5 fits and "라" is left alone; with Hangul
        // word priority "가가 나나 다다" 47 | "라라" 14; with both (standard) "다다" moves down:
        // "가가 나나" 30.5 | "다다 라라" 30.5.
        let engine = try Fixtures.testFontOnly()
        let text = "가가 나나 다다 라라"
        let none = try lines(text, width: 57, .greedy, locale: "ko", engine: engine)
        #expect(none.texts == ["가가 나나 다다 라", "라"])
        #expect(none.widths == [56.5, 7])
        let words = try lines(text, width: 57, .hangulWordPriority, locale: "ko", engine: engine)
        #expect(words.texts == ["가가 나나 다다", "라라"])
        #expect(words.widths == [47, 14])
        let standard = try lines(text, width: 57, .standard, locale: "ko", engine: engine)
        #expect(standard.texts == ["가가 나나", "다다 라라"])
        #expect(standard.widths == [30.5, 30.5])
        // Push-out alone takes the lone syllable's neighbour: "가가 나나 다다" 47 | "라라" 14.
        #expect(try lines(text, width: 57, .pushOut, locale: "ko", engine: engine).widths == [47, 14])
    }

    @Test func truncationKeepsTheLinesBeforeTheLastShown() throws {
        // Two lines allowed of "aaaa bb cc dddd ee ff gg" in 50: the second shown line is cut
        // from its start ("dddd" onwards) whatever push-out did to the paragraph's last lines.
        // "dddd ee f" 40 + "…" 8 = 48 fits; "dddd ee ff" 45 + 8 = 53 does not.
        let engine = try Fixtures.testEngine()
        for strategy in [LineBreakStrategy.standard, .greedy] {
            let m = try engine.measure(MeasureRequest(text: "aaaa bb cc dddd ee ff gg", size: 10, width: 50, maxLines: 2,
                                                      lineBreakStrategy: strategy))
            #expect(m.lineTexts == ["aaaa bb cc", "dddd ee f…"])
        }
        // Two lines of a two-line paragraph: nothing is cut, the pushed lines show.
        let m = try engine.measure(MeasureRequest(text: "aaaa bb cc dd", size: 10, width: 50, maxLines: 2))
        #expect(m.lineTexts == ["aaaa bb", "cc dd"])
        #expect(!m.truncated)
    }

    @Test func reusedLayoutsMatchAFreshBreakAtEveryWidth() throws {
        // `layouts(size:widths:)` and `LayoutGrid` reuse one breaking over a range of widths; with
        // push-out the range must also hold its extra width test. Widths every 0.25 pt cross every
        // edge of these texts (edges at multiples of 2.5 pt at 10 pt).
        let texts = ["aaaa bb cc dd", "aaaa bb cc dddd ee ff gg", "aa bb cccccccc dddddddd", "a b c d e f g h",
                     "aaaa bb cc dd\nx yy zzz w", "AVa b AVAVAV aaaaaaaaaaaaaaaa q"]
        let widths = stride(from: 1.0, through: 130, by: 0.25).map { $0 }
        let sizes: [Double] = [10, 17, 20, 28]
        var pushedCells = 0
        for tracking in [TrackingMode.none, .font] {
            let engine = try Fixtures.testEngine(tracking: tracking)
            let grid = try LayoutGrid(sizes: sizes, widths: widths, engine: engine)
            var out: [LineFit] = []
            for text in texts {
                let prepared = try engine.prepare(text, lineBreakStrategy: .standard)
                let greedy = try engine.prepare(text, lineBreakStrategy: .greedy)
                try prepared.fit(grid, into: &out)
                for (s, size) in sizes.enumerated() {
                    let reused = try prepared.layouts(size: size, widths: widths.reversed())
                    for (w, width) in widths.enumerated() {
                        let fresh = try prepared.layout(size: size, width: width)
                        #expect(reused[widths.count - 1 - w] == fresh, "\(text) \(size) pt in \(width) pt")
                        let cell = out[grid.cell(size: s, width: w)]
                        #expect(cell.lines == fresh.lines && abs(cell.width - fresh.width) < 1e-9,
                                "\(text) \(size) pt in \(width) pt, tracking \(tracking)")
                        if try greedy.layout(size: size, width: width).lineWidths != fresh.lineWidths { pushedCells += 1 }
                    }
                }
            }
        }
        // Push-out changed many of these cells (else this test would check nothing new).
        #expect(pushedCells > 100)
    }
}
