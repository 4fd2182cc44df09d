import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

/// A grid must give, cell for cell, what laying the text out at that size and width gives —
/// however many cells it answers from one line breaking.
@Suite struct LayoutGridTests {
    @Test func handComputedCellsOfTheTestFont() throws {
        let engine = try Fixtures.testEngine()
        // At 10 pt: "aaaa" 20 pt, space 2.5 pt, "aaaa bbbb cccc" 65 pt. At 20 pt everything doubles.
        let grid = try LayoutGrid(sizes: [10, 20], widths: [45, 65, 23, 200], engine: engine)
        var out: [LineFit] = []
        try engine.prepare("aaaa bbbb cccc").fit(grid, into: &out)
        #expect(out[grid.cell(size: 0, width: 0)] == LineFit(lines: 2, width: 42.5))   // "aaaa bbbb" | "cccc"
        #expect(out[grid.cell(size: 0, width: 1)] == LineFit(lines: 1, width: 65))     // exactly fits
        #expect(out[grid.cell(size: 0, width: 2)] == LineFit(lines: 3, width: 20))     // a word a line
        #expect(out[grid.cell(size: 1, width: 1)] == LineFit(lines: 3, width: 40))     // 85 > 65: one word a line
        #expect(out[grid.cell(size: 1, width: 2)].lines == 6)                          // 40-pt words cut in two
        #expect(out[grid.cell(size: 1, width: 3)] == LineFit(lines: 1, width: 130))
    }

    @Test func layoutsAtManyWidthsAreHandComputedLinesInTheWidthsOrder() throws {
        let engine = try Fixtures.testEngine()
        // At 10 pt: "aaaa" 20 pt, space 2.5 pt, "cc" 10 pt; a line is 10 pt tall. Widths out of
        // order, two that give the same lines (45 and 50), one exactly the widest word.
        let layouts = try engine.prepare("aaaa bbbb cc").layouts(size: 10, widths: [100, 20, 50, 45, 55])
        #expect(layouts.map(\.lineWidths) == [[55], [20, 20, 10], [42.5, 10], [42.5, 10], [55]])
        #expect(layouts.map(\.lineHeights) == [[10], [10, 10, 10], [10, 10], [10, 10], [10]])
        #expect(layouts.allSatisfy { !$0.truncated })
        #expect(throws: (any Error).self) { try engine.prepare("a").layouts(size: 10, widths: [10, 0]) }
    }

    @Test func everyCellMatchesLayoutWithAndWithoutTracking() throws {
        let texts = ["aaaa bbbb cccc", "AVa b AVAVAV aaaaaaaaaaaaaaaa", "ab\ncd ef gh", "a", "   ", "x y\n\nzzzzzzzzzz w"]
        let sizes: [Double] = [9, 12, 17, 19.5, 20, 28, 53]
        let widths: [Double] = [1, 7.5, 23, 41.25, 45, 100, 288, 1336]
        for tracking in [TrackingMode.none, .font] {
            let engine = try Fixtures.testEngine(tracking: tracking)
            let grid = try LayoutGrid(sizes: sizes, widths: widths, engine: engine)
            var out: [LineFit] = []
            for text in texts {
                let prepared = try engine.prepare(text)
                try prepared.fit(grid, into: &out)
                for (s, size) in sizes.enumerated() {
                    for (w, width) in widths.enumerated() {
                        let expected = try prepared.layout(size: size, width: width)
                        let got = out[grid.cell(size: s, width: w)]
                        #expect(got.lines == expected.lines, "\(text) \(size) pt in \(width) pt, tracking \(tracking)")
                        #expect(abs(got.width - expected.width) < 1e-9, "\(text) \(size) pt in \(width) pt")
                    }
                }
            }
        }
    }

    @Test func realScriptsMatchLayout() throws {
        let engine = try DefaultFonts.engine()
        let samples: [(String, String)] = [
            ("de", "Einstellungen für Benachrichtigungen speichern"), ("ar", "حفظ الإعدادات في الحساب"),
            ("th", "สวัสดีครับยินดีต้อนรับ"), ("ja", "設定を保存しました。次へ進んでください。"),
            ("ko", "안녕하세요 여러분 반갑습니다"),
        ]
        let sizes: [Double] = [12, 17, 19, 20, 33, 53]
        let widths = stride(from: 20.0, through: 400, by: 13.5).map { $0 }
        let grid = try LayoutGrid(sizes: sizes, widths: widths, engine: engine)
        var out: [LineFit] = []
        for (locale, text) in samples {
            let prepared = try engine.prepare(text, locale: LocaleTag(locale), weight: .semibold)
            try prepared.fit(grid, into: &out)
            for (s, size) in sizes.enumerated() {
                for (w, width) in widths.enumerated() {
                    let expected = try prepared.layout(size: size, width: width)
                    let got = out[grid.cell(size: s, width: w)]
                    #expect(got.lines == expected.lines, "\(locale) \(size) pt in \(width) pt")
                    #expect(abs(got.width - expected.width) < 1e-9, "\(locale) \(size) pt in \(width) pt")
                }
            }
        }
    }

    @Test func refusesBadSizesAndWidths() throws {
        let engine = try Fixtures.testEngine()
        #expect(throws: MeasureError.invalidSize(0)) { try LayoutGrid(sizes: [0], widths: [10], engine: engine) }
        #expect(throws: MeasureError.invalidWidth(-1)) { try LayoutGrid(sizes: [10], widths: [-1], engine: engine) }
    }
}
