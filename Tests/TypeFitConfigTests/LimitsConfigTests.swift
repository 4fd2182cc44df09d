import Testing
import TypeFitCatalog
import TypeFitDiagnostics
@testable import TypeFitConfig

/// `limits:` in `.typefit.yml`: how large one catalog file may be, in bytes (`catalog-size`) and
/// keys (`catalog-keys`).
@Suite struct LimitsConfigTests {
    private func parse(_ yaml: String) throws(InputProblem) -> CheckConfiguration {
        try ConfigReader.parse(yaml, file: "app/.typefit.yml", baseDirectory: "app", ruleIDs: ["clipped"])
    }

    private func failure(_ yaml: String) -> InputProblem? {
        do { _ = try parse(yaml); return nil } catch { return error }
    }

    @Test func theLimitsAreReadAndWhatIsLeftOutKeepsItsDefault() throws {
        #expect(try parse("").catalogLimits == CatalogLimits(fileBytes: 64 << 20, keys: 100_000))
        #expect(try parse("limits: {catalog-size: 2MB, catalog-keys: 500}").catalogLimits
                == CatalogLimits(fileBytes: 2_097_152, keys: 500))
        #expect(try parse("limits:\n  catalog-size: 512 KB\n").catalogLimits == CatalogLimits(fileBytes: 524_288, keys: 100_000))
        #expect(try parse("limits: {catalog-keys: 20}").catalogLimits == CatalogLimits(fileBytes: 64 << 20, keys: 20))
    }

    @Test func aWrongValueIsRefusedWhereItIsWritten() {
        let size = failure("locales: all\nlimits:\n  catalog-size: 3XB\n")
        #expect(size?.description == "app/.typefit.yml:3:17: error: limits.catalog-size must be a size from 1 KB to 2 GB "
                + "(64MB, 512KB, or bytes), not '3XB'")
        #expect(failure("limits: {catalog-size: 100}")?.message.hasSuffix("not '100'") == true)
        #expect(failure("limits: {catalog-size: 3GB}")?.message.hasSuffix("not '3GB'") == true)
        let keys = failure("limits: {catalog-keys: 0}")
        #expect(keys?.message == "limits.catalog-keys must be a whole number from 1 to 100000000, not '0'")
        let key = failure("limits:\n  catalog-sizes: 2MB\n")
        #expect(key?.location.line == 2 && key?.message.contains("did you mean 'catalog-size'?") == true)
    }
}
