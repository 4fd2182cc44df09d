import Foundation
import Testing
import TypeFitTestSupport

/// `--cjk-line-break` on `typefit measure`: strict by default, so ー does not start a line; normal
/// lets it. Widths from hb-shape on Noto Sans CJK JP, 10 pt a kana and 9.6 pt for ー at 10 pt
/// (CJKLineStartTests): in 45 pt, strict lays カップ | ラーメン, normal カップラ | ーメン.
@Suite struct CJKLineBreakCLITests {
    private func lineTexts(_ extra: [String]) throws -> [String]? {
        let run = try CLIRunner.run(["measure", "カップラーメン", "--locale", "ja", "--size", "10", "--width", "45",
                                     "--tracking", "none", "--json"] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return json?["lineTexts"] as? [String]
    }

    @Test func measureIsStrictUnlessTold() throws {
        #expect(try lineTexts([]) == ["カップ", "ラーメン"])
        #expect(try lineTexts(["--cjk-line-break", "strict"]) == ["カップ", "ラーメン"])
        #expect(try lineTexts(["--cjk-line-break", "normal"]) == ["カップラ", "ーメン"])
        #expect(try lineTexts(["--cjk-line-break", "auto"]) == ["カップラ", "ーメン"])
    }

    @Test func anotherValueIsAUsageError() throws {
        let run = try CLIRunner.run(["measure", "x", "--size", "17", "--cjk-line-break", "kinsoku"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("kinsoku") && run.stderr.contains("strict"), "\(run.stderr)")
    }
}
