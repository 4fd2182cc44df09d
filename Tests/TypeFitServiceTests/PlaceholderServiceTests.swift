import Foundation
import Testing
import TypeFitCheck
import TypeFitConfig
@testable import TypeFitService
import TypeFitTestSupport

/// /v1/check reads `placeholders:` as `typefit check` does: the project's configuration, from
/// the same reader, fills the placeholders of an upload. In the one-device set-up every key is a
/// 10-pt label in a 100-pt box; at 10 pt in the test font A–Z are 6 pt, a–z 5, a space 2.5.
@Suite struct PlaceholderServiceTests {
    static let upload = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"greet": {"localizations": "#
        + #"{"en": {"stringUnit": {"state": "translated", "value": "Hello %@"}}}}}}"#

    static func findings(_ yaml: String) async throws -> [[String: Any]] {
        var configuration = try ConfigReader.parse(yaml, file: ".typefit.yml", ruleIDs: RuleRegistry.ids)
        let one = OneDevice.configuration()
        configuration.devices = one.devices
        configuration.orientations = one.orientations
        configuration.windows = one.windows
        configuration.categories = one.categories
        configuration.defaults = one.defaults
        let service = try ServiceFixtures.service(configuration: configuration)
        let answer = try object(try await service.check(body: body(["name": "L.xcstrings", "content": Self.upload])))
        return try #require((answer["report"] as? [String: Any])?["findings"] as? [[String: Any]])
    }

    @Test func theProjectsSamplesFillAnUpload() async throws {
        // "Hello Maximilian Wolfeschlegelstein": 6 + 4 × 5, a space, 6 + 9 × 5, a space, 6 + 17 × 5 = 173 pt.
        let before = try await Self.findings("")
        #expect(before.map { $0["message"] as? String } == ["text is 173 pt wide in a 100 pt box (73 pt cut off)"])
        #expect(before.first?["samples"] as? [[String: String]]
                == [["placeholder": "%@", "sample": "Maximilian Wolfeschlegelstein", "kind": "text", "origin": "default"]])
        // "Hello Bo": 26 + 2.5 + 6 + 5 = 39.5 pt fits.
        #expect(try await Self.findings("placeholders:\n  keys:\n    - {key: greet, \"%@\": Bo}\n").isEmpty)
    }
}
