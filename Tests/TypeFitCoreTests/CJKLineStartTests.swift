import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

/// Where a Japanese line starts once widths decide it, on the default open fonts. Widths from
/// hb-shape on Noto Sans CJK JP (face 0 of NotoSansCJK-Regular.ttc), `hb-shape --font-size=1000
/// NotoSansCJK-Regular.ttc カップラーメン`: [gid1564=0+1000|gid1588=1+1000|gid1608=2+1000|
/// gid1626=3+1000|gid1645=4+960|gid1618=5+1000|gid1636=6+1000] — 10 pt a character at 10 pt,
/// ー 9.6 pt.
@Suite struct CJKLineStartTests {
    @Test func theLongVowelMarkMovesDownWithTheKanaBeforeIt() throws {
        let strict = try DefaultFonts.engine()
        #expect(strict.cjkLineBreak == .strict)
        // In 45 pt, カップラ (40) fits and カップラー (49.6) does not. Strict rules have no
        // opportunity before ー, so the first line ends after カップ (30) and ラ goes down with
        // it: ラーメン = 10 + 9.6 + 10 + 10 = 39.6.
        let m = try strict.measure("カップラーメン", size: 10, locale: "ja", width: 45)
        #expect(m.lineTexts == ["カップ", "ラーメン"])
        #expect(m.lineWidths.count == 2 && zip(m.lineWidths, [30, 39.6]).allSatisfy { abs($0 - $1) < 0.001 })

        // Normal rules break before ー: カップラ (40) | ーメン (9.6 + 10 + 10 = 29.6).
        let normal = try TextEngine(profile: .openSubstitutes, tracking: .none, cjkLineBreak: .normal)
        let n = try normal.measure("カップラーメン", size: 10, locale: "ja", width: 45)
        #expect(n.lineTexts == ["カップラ", "ーメン"])
        #expect(n.lineWidths.count == 2 && zip(n.lineWidths, [40, 29.6]).allSatisfy { abs($0 - $1) < 0.001 })
    }
}
