import Testing
@testable import TypeFitReport

@Suite struct MarkupTests {
    @Test func xmlContentEscapesMarkupAndReplacesForbiddenCharacters() {
        #expect(Markup.escape("a < b && c > d ]]> \"'", for: .xml) == "a &lt; b &amp;&amp; c &gt; d ]]&gt; \"'")
        #expect(Markup.escape("bell\u{07} nul\u{0} esc\u{1B} ok\ttab\nline\r\u{FFFE}", for: .xml) == "bell\u{FFFD} nul\u{FFFD} esc\u{FFFD} ok\ttab\nline&#13;\u{FFFD}")
        #expect(Markup.escape("ﷺ 😀 \u{200F}", for: .xml) == "ﷺ 😀 \u{200F}")
    }

    @Test func xmlAttributesKeepQuotesAndLineBreaksThroughNormalisation() {
        #expect(Markup.escape("say \"hi\" it's\n\t<x>", for: .xmlAttribute) == "say &quot;hi&quot; it&apos;s&#10;&#9;&lt;x&gt;")
    }

    @Test func githubEscapingMatchesTheActionsToolkit() {
        #expect(Markup.githubData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
        #expect(Markup.githubProperty("50% a\r\nb: c, d") == "50%25 a%0D%0Ab%3A c%2C d")
    }

    @Test func oneLineCollapsesBreaksAndNeutralisesControls() {
        #expect(PlainText.oneLine("  a\r\n\n b\u{2028}c\u{1B}[31m \u{202E}x ") == "a b c\u{FFFD}[31m ⟨RLO⟩x")
        // ASCII alone, where nothing needs changing, and where spaces still do.
        #expect(PlainText.oneLine("truncated-width: needs 2 lines") == "truncated-width: needs 2 lines")
        #expect(PlainText.oneLine(" a  b ") == "a b")
        #expect(PlainText.oneLine("a\u{7F}b") == "a\u{FFFD}b")
        #expect(PlainText.oneLine("") == "")
        #expect(PlainText.oneLine("\u{61C}a\u{200F}") == "⟨ALM⟩a⟨RLM⟩")
    }

    @Test func visibleShowsLineBreaks() {
        #expect(PlainText.visible("a\r\nb\nc\u{7}") == "a⏎b⏎c\u{FFFD}")
    }

    @Test func widthCountsTerminalColumns() {
        #expect(PlainText.width("abc") == 3)
        #expect(PlainText.width("設定") == 4)
        // A soft hyphen is a format character (no column); a keycap sequence is an emoji (two).
        #expect(PlainText.width("a\u{AD}b") == 2)
        #expect(PlainText.width("1\u{FE0F}\u{20E3}") == 2)
        #expect(PlainText.width("e\u{301}") == 1)
        #expect(PlainText.width("é") == 1)
        #expect(PlainText.width("e\u{301}") == 1)
        #expect(PlainText.width("👍🏽") == 2)
        #expect(PlainText.truncated("設定を変更する", columns: 7) == "設定を…")
        #expect(PlainText.truncated("short", columns: 5) == "short")
        #expect(PlainText.truncated("longer", columns: 5) == "long…")
        // A wide character that ends exactly at the last column stays; a combining mark goes with its letter.
        #expect(PlainText.truncated("ab設", columns: 4) == "ab設")
        #expect(PlainText.truncated("e\u{301}tude", columns: 3) == "e\u{301}t…")
        #expect(PlainText.truncated(String(repeating: "x", count: 1_000_000), columns: 3) == "xx…")
    }
}
