import Foundation
import Testing
import TypeFitTestSupport

/// `typefit measure` as a script uses it: exit codes and JSON fields are a contract.
@Suite struct MeasureCLITests {
    static let testFont = TestFont.path

    @Test func jsonHasTheDocumentedFields() throws {
        // Test font, no tracking: "aaaa bbbb cccc" at 10 pt in 45 pt → 42.5 and 20 pt (see TestFontArithmeticTests).
        let run = try CLIRunner.run(["measure", "aaaa bbbb cccc", "--size", "10", "--width", "45", "--tracking", "none",
                                     "--font", Self.testFont, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        for field in ["width", "naturalWidth", "lines", "lineWidths", "lineTexts", "height", "truncated", "fonts",
                      "missingCharacters", "inkBounds", "direction", "visualRuns", "warnings"] {
            #expect(json[field] != nil, "missing field \(field)")
        }
        #expect(json["lines"] as? Int == 2)
        #expect((json["lineWidths"] as? [Double]).map { zip($0, [42.5, 20]).allSatisfy { abs($0 - $1) < 0.001 } } == true)
        #expect(json["truncated"] as? Bool == false)
        let fonts = try #require(json["fonts"] as? [[String: Any]])
        #expect(fonts.first?["name"] as? String == "TypeFitTest-Regular")
    }

    @Test func lineBreakStrategyFlag() throws {
        // "aaaa bb cc dd" at 10 pt in 50 pt (LineBreakStrategyTests): UILabel's standard strategy pushes
        // "cc" down to the lone "dd" → 32.5 | 22.5; none keeps the greedy 45 | 10.
        func widths(_ extra: [String]) throws -> [Double]? {
            let run = try CLIRunner.run(["measure", "aaaa bb cc dd", "--size", "10", "--width", "50", "--tracking", "none",
                                         "--font", Self.testFont, "--json"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return json?["lineWidths"] as? [Double]
        }
        #expect(try widths([]) == [32.5, 22.5])
        #expect(try widths(["--line-break-strategy", "none"]) == [45, 10])
        let bad = try CLIRunner.run(["measure", "x", "--size", "17", "--line-break-strategy", "pretty"])
        #expect(bad.status == 2 && bad.stderr.contains("line-break-strategy"), "\(bad.stderr)")
    }

    @Test func readsStandardInput() throws {
        let run = try CLIRunner.run(["measure", "-", "--size", "10", "--tracking", "none", "--font", Self.testFont, "--json"],
                                    stdin: "ab\n")
        #expect(run.status == 0, "\(run.stderr)")
        // "ab" = 2 × 500 units at 10 pt; the newline that ends the input is not part of the text.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["width"] as? Double == 10)
        #expect(json["lineTexts"] as? [String] == ["ab"])
    }

    @Test func readsAMegabyteFromStandardInput() throws {
        // 262,144 × "abc " (1,048,576 bytes) at 17 pt in 300 pt: 10 words a line (293.25 pt),
        // 26,214 full lines and one of 4 words (114.75 pt); see HostileTextTests.
        let run = try CLIRunner.run(["measure", "-", "--size", "17", "--width", "300", "--tracking", "none",
                                     "--font", Self.testFont, "--json"],
                                    stdinData: Data(String(repeating: "abc ", count: 262_144).utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["lines"] as? Int == 26_215)
        #expect((json["width"] as? Double).map { abs($0 - 293.25) < 0.001 } == true)
        #expect((json["lineWidths"] as? [Double])?.last.map { abs($0 - 114.75) < 0.001 } == true)
    }

    @Test(arguments: [
        (["measure", "", "--size", "17"], "empty"),
        (["measure", "x", "--size", "nan"], "size"),
        (["measure", "x", "--size", "0"], "size"),
        (["measure", "x", "--size", "17", "--width=-5"], "width"),
        (["measure", "x", "--size", "17", "--width", "0"], "width"),
        (["measure", "x", "--size", "17", "--font", "/no/such/font.ttf"], "font file not found"),
        (["measure", "x", "--size", "17", "--locale", "!!"], "not a locale"),
        (["measure", "x"], "--size"),
        (["measure", "x", "--style", "bodyy"], "did you mean"),
        (["measure", "x", "--style", "body", "--category", "AX9"], "category"),
        (["measure", "x", "--size", "17", "--weight", "chunky"], "weight"),
    ])
    func badInputExitsWithTwo(_ arguments: [String], _ message: String) throws {
        let run = try CLIRunner.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("crashed"))
    }

    @Test func unpairedSurrogateOnStandardInput() throws {
        // "a", then U+D800 encoded as if it were a scalar (ED A0 80): not valid UTF-8 from byte 1.
        let run = try CLIRunner.run(["measure", "-", "--size", "17"], stdinData: Data([0x61, 0xED, 0xA0, 0x80]))
        #expect(run.status == 2)
        #expect(run.stderr.contains("the text is not valid UTF-8 (an unpaired surrogate or a broken sequence near byte 1)"))
    }

    @Test func unpairedSurrogateInTheArgumentBytes() throws {
        // The same bytes as the argument itself, as a shell passes them. Swift's CommandLine would
        // turn them into U+FFFD and measure that; typefit reads the raw argv bytes and refuses them.
        let arguments: [[UInt8]] = [Array("measure".utf8), [0x61, 0xED, 0xA0, 0x80], Array("--size".utf8), Array("17".utf8)]
        let run = try CLIRunner.run(rawArguments: arguments)
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stderr.contains("the text is not valid UTF-8 (an unpaired surrogate or a broken sequence near byte 1)"))
    }

    @Test func sizeFromTheDynamicTypeTable() throws {
        // HIG: Headline at AX3 is 40 pt Semibold. Test font, no tracking: "ab" = 1000 units → 40 pt.
        let run = try CLIRunner.run(["measure", "ab", "--style", "headline", "--category", "AX3", "--tracking", "none",
                                     "--font", Self.testFont, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["size"] as? Double == 40)
        #expect(json["width"] as? Double == 40)
    }

    @Test(arguments: [["measure", "--help"], ["measure", "-h"], ["help", "measure"]])
    func helpIsTheWholeDocumentedText(_ arguments: [String]) throws {
        // Every spelling prints the same help, word for word (as swift-argument-parser's own tests
        // assert theirs); wrapped at 80 columns, which CLIRunner sets.
        let run = try CLIRunner.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout == Self.help + "\n\n")
    }

    static let help = """
        OVERVIEW: Measure one string the way a phone lays it out.

        Shapes TEXT with HarfBuzz at --size points in the fonts for its scripts, breaks
        it into lines with ICU when --width is given, and prints the widths, line count
        and height.

        Examples:
          typefit measure "Einstellungen speichern" --size 17 --locale de
          typefit measure "حفظ الإعدادات" --size 17 --locale ar --width 120 --json
          typefit measure "Save" --size 17 --weight semibold --font ~/Fonts/SF-Pro.ttf
          typefit measure "Einstellungen" --style headline --category AX3 --locale de
          echo "long text" | typefit measure - --size 17 --width 200 --max-lines 2

        Use - as TEXT to read it from standard input (UTF-8). Without --font, typefit
        uses the platform's fonts (Inter and Noto on Linux, the system fonts on a Mac),
        or with --apple-fonts DIR Apple's fonts from that folder (docs/fonts.md); every
        result names the faces used.

        USAGE: typefit measure [<options>] <text>

        ARGUMENTS:
          <text>                  The text to measure, or - to read standard input.

        OPTIONS:
          --size <size>           Point size (e.g. 17). Or give --style (and
                                  --category) to take it from Dynamic Type.
          --style <style>         A Dynamic Type text style (body, headline, title1,
                                  …): size and weight from Apple's table.
          --category <category>   Content size category for --style: xSmall … xxxLarge,
                                  AX1 … AX5 (default Large). (default: large)
          --weight <weight>       Font weight: light, regular, medium, semibold, bold,
                                  heavy. Default: regular, or the style's. (values:
                                  light, regular, medium, semibold, bold, heavy)
          --locale <locale>       Locale (BCP 47) the text is in: picks line-break
                                  rules, fonts and direction. (default: en)
          --width <width>         Width to fit in, in points. Without it, each
                                  paragraph is one line.
          --max-lines <max-lines> Most lines shown; the last is truncated with …. 0: no
                                  limit.
          --leading <leading>     Designed line spacing in points (HIG leading).
                                  Default: the font's own line height.
          --direction <direction> Paragraph direction: natural (from the text, else the
                                  locale), ltr or rtl. (values: natural, ltr, rtl;
                                  default: natural)
          --line-break-strategy <line-break-strategy>
                                  How lines are chosen: standard is UILabel's and
                                  SwiftUI Text's (a lone last word takes one more),
                                  none plain greedy lines. (values: standard, push-out,
                                  hangul-word-priority, none; default: standard)
          --tracking <tracking>   Tracking: auto (font's trak table, else the profile's
                                  table), none, font, hig. (values: auto, none, font,
                                  hig; default: auto)
          --cjk-line-break <cjk-line-break>
                                  Which characters may start a line in Chinese and
                                  Japanese: strict (not ー or small kana), normal,
                                  loose, auto (ICU's rules for the locale). (values:
                                  auto, strict, normal, loose; default: strict)
          --font <font>           A font file to use before the defaults (repeatable).
          --apple-fonts <dir>     A folder of Apple's font files (SF-Pro.ttf…, under
                                  Apple's licence) to measure with.
          --json                  Print JSON instead of text.
          --version               Show the version.
          -h, --help              Show help information.
        """
}
