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

    @Test func readsStandardInput() throws {
        let run = try CLIRunner.run(["measure", "-", "--size", "10", "--tracking", "none", "--font", Self.testFont, "--json"],
                                    stdin: "ab\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"width\" : 10"))
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

    @Test func unpairedSurrogateInTheArgumentBytes() throws {
        // "a", then U+D800 encoded as if it were a scalar (ED A0 80): not valid UTF-8.
        let run = try CLIRunner.run(["measure", "-", "--size", "17"], stdinData: Data([0x61, 0xED, 0xA0, 0x80]))
        #expect(run.status == 2)
        #expect(run.stderr.contains("not valid UTF-8"))
    }

    @Test func sizeFromTheDynamicTypeTable() throws {
        // HIG: Headline at AX3 is 40 pt Semibold. Test font, no tracking: "ab" = 1000 units → 40 pt.
        let run = try CLIRunner.run(["measure", "ab", "--style", "headline", "--category", "AX3", "--tracking", "none",
                                     "--font", Self.testFont, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"size\" : 40"))
        #expect(run.stdout.contains("\"width\" : 40"))
    }

    @Test func helpTeaches() throws {
        let run = try CLIRunner.run(["measure", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Examples:"))
    }
}
