import Testing
import TypeFitDiagnostics
import TypeFitLocale
@testable import TypeFitConfig

/// `cjk-line-break`: which characters may start a line in Chinese and Japanese. Strict unless the
/// config says normal, loose or auto.
@Suite struct CJKLineBreakConfigTests {
    private func parse(_ yaml: String) throws(InputProblem) -> CheckConfiguration {
        try ConfigReader.parse(yaml, file: "app/.typefit.yml", baseDirectory: "app", ruleIDs: ["clipped"])
    }

    @Test func strictUnlessTheConfigSaysOtherwise() throws {
        #expect(try parse("").cjkLineBreak == .strict)
        #expect(try parse("cjk-line-break: normal").cjkLineBreak == .normal)
        #expect(try parse("locales: all\ncjk-line-break: Loose\n").cjkLineBreak == .loose)
        #expect(try parse("cjk-line-break: auto").cjkLineBreak == .auto)
        #expect(try parse("cjk-line-break: strict").cjkLineBreak == .strict)
    }

    @Test func anythingElseIsRefusedWhereItIsWritten() {
        do {
            _ = try parse("locales: all\ncjk-line-break: kinsoku\n")
            Issue.record("kinsoku was accepted")
        } catch {
            #expect(error.location.line == 2 && error.location.column == 17)
            #expect(error.message.contains("'kinsoku'") && error.message.hasSuffix("Valid: auto, strict, normal, loose"),
                    "\(error.message)")
        }
    }
}
