import Testing
import TypeFitDevices
import TypeFitDiagnostics
@testable import TypeFitConfig

/// `platforms:` — the platforms the app is built for, a closed list — and whether `devices:` was
/// given (only then do the app's platforms leave the devices alone).
@Suite struct PlatformsConfigTests {
    func parse(_ yaml: String) throws(InputProblem) -> CheckConfiguration {
        try ConfigReader.parse(yaml, file: "app/.typefit.yml", baseDirectory: "app", ruleIDs: [])
    }

    @Test func platformsAreReadInAnyCaseEachOnceWithTheirPlace() throws {
        let config = try parse("sizes: Large\nplatforms: [iOS, ipados, ios]\n")
        #expect(config.platforms == [.iOS, .iPadOS])
        #expect(config.platformsLocation == SourceLocation(file: "app/.typefit.yml", line: 2, column: 12))
        #expect(try parse("platforms: macos\n").platforms == [.macOS])
        #expect(try parse("sizes: Large\n").platforms == nil)
    }

    @Test func anUnknownPlatformIsAnErrorThatSuggestsTheNearest() {
        var problem: InputProblem?
        do { _ = try parse("platforms: [ios, macso]\n") } catch { problem = error }
        #expect(problem?.location.line == 1 && problem?.location.column == 18)
        #expect(problem?.message.contains("did you mean 'macos'?") == true)
        #expect(problem?.message.contains("ios, ipados, macos, watchos, tvos, visionos") == true, "\(problem?.message ?? "")")
    }

    @Test func devicesGivenInTheConfigAreMarkedAsSo() throws {
        #expect(try parse("devices: [all-iphones]\n").devicesDeclared)
        #expect(try !parse("sizes: Large\n").devicesDeclared)
    }
}
