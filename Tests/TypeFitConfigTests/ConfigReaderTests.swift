import Testing
@testable import TypeFitConfig

@Suite struct ConfigReaderTests {
    @Test func emptyConfigGivesDefaults() throws {
        let config = try ConfigReader.parse("", file: "t.yml", ruleIDs: ["clipped"])
        #expect(config.devices == ["all-iphones", "all-ipads"])
        #expect(config.categories.count == 12)
    }
}
