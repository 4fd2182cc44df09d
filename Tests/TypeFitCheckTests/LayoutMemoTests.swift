import Testing
@testable import TypeFitCheck
import TypeFitCore

/// The memo of texts laid out across keys: what it keeps, what it makes again, and its bound.
@Suite struct LayoutMemoTests {
    struct Failed: Error {}

    static func job(_ width: Double) -> LaidOutJob {
        LaidOutJob(laid: LaidOutText(layouts: [TextLayout(lineWidths: [width], lineHeights: [12], truncated: false)],
                                     natural: [width]),
                   faces: ["TypeFitTest-Regular"], displayFaces: ["TypeFitTest-Regular"], missing: nil, layouts: 1)
    }

    static func key(_ text: String, plan: Int = 1, locale: String = "de", glyphs: Bool = true) -> LayoutMemo.Key {
        LayoutMemo.Key(plan: plan, locale: locale, text: text, checksGlyphs: glyphs)
    }

    @Test func aTextIsMadeOncePerLocaleElementAndGlyphJudgement() throws {
        let memo = LayoutMemo()
        var made: [String] = []
        func lookUp(_ key: LayoutMemo.Key) throws -> Double {
            try memo.laidOut(key) {
                made.append("\(key.plan) \(key.locale) \(key.text) \(key.checksGlyphs)")
                return Self.job(Double(made.count))
            }.laid.natural[0]
        }
        #expect(try lookUp(Self.key("Abbrechen")) == 1)
        #expect(try lookUp(Self.key("Abbrechen")) == 1)
        #expect(try lookUp(Self.key("Abbrechen", locale: "de-AT")) == 2)
        #expect(try lookUp(Self.key("Abbrechen", plan: 2)) == 3)
        #expect(try lookUp(Self.key("Abbrechen", glyphs: false)) == 4)
        #expect(try lookUp(Self.key("Abbrechen")) == 1)
        #expect(made == ["1 de Abbrechen true", "1 de-AT Abbrechen true", "2 de Abbrechen true", "1 de Abbrechen false"])
    }

    @Test func aTextThatCannotBeLaidOutIsNotKept() throws {
        let memo = LayoutMemo()
        var attempts = 0
        for _ in 0..<2 {
            #expect(throws: Failed.self) {
                try memo.laidOut(Self.key("x")) { attempts += 1; throw Failed() }
            }
        }
        #expect(attempts == 2)
    }

    /// Half the budget holds one entry here: each new text moves the young generation to the old
    /// one and lets the old one go, so a text two texts back is made again and the one just
    /// before is still found (and moves back to the young generation).
    @Test func theBudgetBoundsWhatIsKept() throws {
        let one = Self.job(1).estimatedBytes + 1
        let memo = LayoutMemo(budget: 2 * one + 1)
        var made: [String] = []
        func lookUp(_ text: String) throws {
            _ = try memo.laidOut(Self.key(text)) { made.append(text); return Self.job(1) }
        }
        for text in ["a", "b", "c", "b", "a"] { try lookUp(text) }
        #expect(made == ["a", "b", "c", "a"])
    }
}
