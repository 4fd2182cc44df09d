import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

/// The runs a paragraph is cut into before HarfBuzz sees it, pinned exactly for tiny inputs, as
/// libraqm's tests/*.test files pin their "Final Runs:". Each run is "range direction script face"
/// in logical order. The expectations are worked out by hand:
/// - levels from the Unicode Bidi Algorithm (UAX #9), odd levels right to left;
/// - scripts from the Script property (Scripts.txt), where Common and Inherited characters
///   (spaces, punctuation, emoji, combining marks) take the script before them, or the first real
///   script when the text opens with them (`ScriptAnalysis`);
/// - faces from the default stack's order (FontProfile.openSubstitutes): the script's own family,
///   then Inter (the system font's stand-in), then Noto Sans and the rest; emoji clusters try Noto
///   Color Emoji first. What a face covers was checked with hb-shape on the installed files.
/// They need the default fonts (make test-deps) and fail without them.
struct FontRunTests {
    private func fontRuns(_ text: String, locale: String, direction: TextDirection = .natural) throws -> FontRuns {
        let engine = try DefaultFonts.engine()
        let analysis = try ParagraphAnalysis(units: Array(text.utf16), locale: LocaleTag(locale), direction: direction)
        return try FontRuns.assign(analysis, weight: 400, size: 17, stack: engine.fonts)
    }

    private func describe(_ runs: [TextRun], faces: [ResolvedFace]) -> [String] {
        runs.map { "\($0.range) \($0.isRightToLeft ? "rtl" : "ltr") \($0.script.iso15924) \(faces[$0.face].familyName)" }
    }

    /// The runs in logical order, and in visual order (UAX #9 L2) as libraqm prints them.
    private func runs(_ text: String, locale: String, direction: TextDirection = .natural) throws
        -> (logical: [String], visual: [String]) {
        let result = try fontRuns(text, locale: locale, direction: direction)
        let visual = BidiParagraph.visualOrder(levels: result.runs.map(\.level)).map { result.runs[$0] }
        return (describe(result.runs, faces: result.faces), describe(visual, faces: result.faces))
    }

    @Test func latinIsOneLeftToRightRun() throws {
        // No right-to-left character: every level is 0. The space is Common and joins Latn;
        // Inter covers all of it.
        #expect(try runs("Hello world", locale: "en").logical == ["0..<11 ltr Latn Inter"])
    }

    @Test func hebrewIsOneRightToLeftRun() throws {
        // The first strong character is R (Hebrew), so the paragraph is right to left (P2–P3):
        // letters at level 1, and the space between two R at level 1 too (N1). Noto Sans Hebrew
        // has the space (hb-shape: space=4+270).
        #expect(try runs("שלום עולם", locale: "he").logical == ["0..<9 rtl Hebr Noto Sans Hebrew"])
    }

    @Test func englishInParenthesesInsideArabic() throws {
        // libraqm's tests/direction-rtl-1.test, paragraph direction rtl.
        // عربي 0–3 | ( 4 | English 5–11 | space 12 | ) 13 | space 14 | عربي 15–18
        // Levels: Arabic letters are R at level 1; English is L, raised to 2 (I2). The brackets
        // pair (BD16) and hold L, opposite the embedding direction, with R before them, so both
        // take R (N0 c.2): level 1. Space 12 lies between L and R and space 14 between R and R:
        // embedding direction, level 1 (N1, N2).
        // Scripts: "(" takes Arab from before it; space 12, ")" and space 14 take Latn.
        // Faces: Noto Sans Arabic has no parentheses (hb-shape: .notdef for U+0028, U+0029), so
        // "(" falls to Inter, the next face for Arab, and makes a run of its own.
        let result = try runs("عربي(English ) عربي", locale: "ar", direction: .rtl)
        #expect(result.logical == [
            "0..<4 rtl Arab Noto Sans Arabic",
            "4..<5 rtl Arab Inter",
            "5..<12 ltr Latn Inter",
            "12..<15 rtl Latn Inter",
            "15..<19 rtl Arab Noto Sans Arabic",
        ])
        // libraqm's final runs, in visual order: 13..<19 rtl Arab, 12..<13 rtl Latn,
        // 5..<12 ltr Latn, 0..<5 rtl Arab. Two differences, both on purpose here:
        // - libraqm gives a closing bracket the script of its opening one (a stack of paired
        //   characters) and lets what follows take that script: ")" and space 14 are Arab there.
        //   typefit lets every Common character take the script before it, so they are Latn:
        //   ")" comes from Inter either way (Noto Sans Arabic lacks it), but space 14 is
        //   Inter's space rather than Noto Sans Arabic's.
        // - libraqm's test has one font (Amiri) for everything; here "(" changes face.
        #expect(result.visual == [
            "15..<19 rtl Arab Noto Sans Arabic",
            "12..<15 rtl Latn Inter",
            "5..<12 ltr Latn Inter",
            "4..<5 rtl Arab Inter",
            "0..<4 rtl Arab Noto Sans Arabic",
        ])
    }

    @Test func emojiTakesTheEmojiFace() throws {
        // 👋 (U+1F44B, two UTF-16 units at 3–4) is Common, so it stays Latn and cuts no script
        // run, but it has Emoji_Presentation: its cluster tries Noto Color Emoji first, and the
        // face change cuts the run. All level 0.
        #expect(try runs("Hi 👋 there", locale: "en").logical == [
            "0..<3 ltr Latn Inter",
            "3..<5 ltr Latn Noto Color Emoji",
            "5..<11 ltr Latn Inter",
        ])
    }

    @Test func hanAfterLatinChangesScriptAndFace() throws {
        // "Open " is Latn (the space joins it); 設定 is Hani (Han ideographs), which in Japanese
        // takes Noto Sans CJK JP. All level 0.
        #expect(try runs("Open 設定", locale: "ja").logical == [
            "0..<5 ltr Latn Inter",
            "5..<7 ltr Hani Noto Sans CJK JP",
        ])
    }

    @Test func isolatedPlaceholderInsideArabic() throws {
        // A name put in for a placeholder, isolated as a left-to-right run (LRI … PDI):
        // مرحبا 0–4 | space 5 | LRI 6 | Anna 7–10 | PDI 11 | ! 12
        // Levels: the paragraph is right to left (first strong character R, P2–P3; the isolate's
        // content is skipped there). Inside the isolate, level 2 (X5a); LRI and PDI keep the
        // outer level 1 (X5a, X6a), and in the outer sequence they, the space and "!" are
        // neutrals between R and the end of the paragraph (R): level 1 (N1).
        // Scripts: the space and LRI take Arab, PDI and "!" take Latn.
        // Faces: LRI and PDI are default-ignorable: they need no glyph and take the first face
        // of their script's list. Noto Sans Arabic has the space (hb-shape: space=2+260).
        let result = try runs("مرحبا \u{2066}Anna\u{2069}!", locale: "ar")
        #expect(result.logical == [
            "0..<7 rtl Arab Noto Sans Arabic",
            "7..<11 ltr Latn Inter",
            "11..<13 rtl Latn Inter",
        ])
        #expect(result.visual == [
            "11..<13 rtl Latn Inter",
            "7..<11 ltr Latn Inter",
            "0..<7 rtl Arab Noto Sans Arabic",
        ])
    }

    @Test func longMarkRunsAreShapedInPieces() throws {
        // x and 70 combining acute accents (Inherited, so Latn; one grapheme cluster; Inter has
        // U+0301). More than 30 marks in a row are cut every 30 (UAX #15's stream-safe limit,
        // see ParagraphAnalysis.markRunLimit): before the 31st and the 61st mark.
        let text = "x" + String(repeating: "\u{301}", count: 70)
        #expect(try runs(text, locale: "en").logical == [
            "0..<31 ltr Latn Inter",
            "31..<61 ltr Latn Inter",
            "61..<71 ltr Latn Inter",
        ])
    }
}
