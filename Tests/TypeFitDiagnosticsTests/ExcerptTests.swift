import Testing
import TypeFitDiagnostics

/// Excerpts of inputs in messages: escapes written by hand, lengths counted by hand.
@Suite struct ExcerptTests {
    @Test func controlsAreEscapedAndTheRestKept() {
        #expect(Excerpt.of("plain key.name") == "plain key.name")
        #expect(Excerpt.of("a\u{1B}[31mb") == "a\\x1B[31mb")
        #expect(Excerpt.of("NUL\u{0}TAB\tLF\nCR\r") == "NUL\\x00TAB\\tLF\\nCR\\r")
        // DEL and the C1 controls (U+009B is a one-character CSI): escaped; U+00A0 and up are text.
        #expect(Excerpt.of("\u{7F}\u{85}\u{9B}\u{A0}é") == "\\x7F\\x85\\x9B\u{A0}é")
        // Bidi controls are characters a reader should see named elsewhere; the excerpt keeps them.
        #expect(Excerpt.of("\u{202E}x") == "\u{202E}x")
    }

    @Test func anExcerptIsCutAtTheLimit() {
        let sixty = String(repeating: "a", count: 60)
        #expect(Excerpt.of(sixty) == sixty)
        #expect(Excerpt.of(sixty + "b") == sixty + "…")
        // An escape counts as the one character it stands for.
        #expect(Excerpt.of(String(repeating: "\u{0}", count: 61)) == String(repeating: "\\x00", count: 60) + "…")
        #expect(Excerpt.of("abcdef", limit: 3) == "abc…")
    }

    @Test func terminalSafeTextKeepsLinesAndTabs() {
        #expect(Excerpt.terminalSafe("a\tb\nc") == "a\tb\nc")
        #expect(Excerpt.terminalSafe("key\u{1B}]0;title\u{07}\n") == "key\\x1B]0;title\\x07\n")
        #expect(Excerpt.terminalSafe("carriage\rreturn") == "carriage\\rreturn")
    }

    @Test func unknownNamesAreQuotedAsExcerpts() {
        let error = UnknownNameError(kind: .device, name: "x\u{1B}[2J" + String(repeating: "y", count: 100), valid: ["iphone-se"])
        #expect(error.summary == "unknown device 'x\\x1B[2J" + String(repeating: "y", count: 55) + "…'.")
    }
}
