import Testing
import TypeFitDiagnostics
@testable import TypeFitConfig

/// `width-variants.unit`: what a `.stringsdict` width variant's declared number counts. Foundation
/// leaves it to the app, so the project says: `em` (the default), `pt` or `characters`.
@Suite struct WidthVariantsConfigTests {
    private func parse(_ yaml: String) throws(InputProblem) -> CheckConfiguration {
        try ConfigReader.parse(yaml, file: "app/.typefit.yml", baseDirectory: "app", ruleIDs: ["clipped"])
    }

    private func failure(_ yaml: String) -> InputProblem? {
        do { _ = try parse(yaml); return nil } catch { return error }
    }

    @Test func theUnitIsEmUnlessTheConfigSaysPtOrCharacters() throws {
        #expect(try parse("").widthVariantUnit == .em)
        #expect(try parse("width-variants: {unit: em}").widthVariantUnit == .em)
        #expect(try parse("width-variants:\n  unit: pt\n").widthVariantUnit == .pt)
        #expect(try parse("locales: all\nwidth-variants:\n  unit: characters\n").widthVariantUnit == .characters)
    }

    @Test func anythingElseIsRefusedWhereItIsWritten() {
        let unit = failure("locales: all\nwidth-variants:\n  unit: px\n")
        #expect(unit?.location.line == 3 && unit?.location.column == 9)
        #expect(unit?.message.contains("'px'") == true && unit?.message.hasSuffix("Valid: em, pt, characters") == true)
        #expect(unit?.description.hasPrefix("app/.typefit.yml:3:9: error: ") == true)
        let key = failure("width-variants:\n  units: pt\n")
        #expect(key?.location.line == 2 && key?.message.contains("did you mean 'unit'?") == true)
        #expect(failure("width-variants: em")?.message == "width-variants must be a mapping, not a value")
    }
}
