import Foundation
import Testing
@testable import TypeFitService

/// /v1/fit: one translation against the project's catalog and layout. Widths by hand (see
/// Tests/TypeFitCheckTests/EngineTests): at 10 pt "Save" = 21 pt, "Speichern und schliessen" = 116 pt.
@Suite struct FitTests {
    let service: TypeFitService

    init() throws { service = try ServiceFixtures.service() }

    func findings(_ text: String) throws -> [[String: Any]] {
        let report = try #require(try object(text)["report"] as? [String: Any])
        return try #require(report["findings"] as? [[String: Any]])
    }

    @Test func aTranslationThatDoesNotFitIsALocaleOverflow() async throws {
        let answer = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": "Speichern und schliessen"]))
        let found = try findings(answer)
        #expect(found.map { $0["rule"] as? String } == ["locale-overflow"])
        #expect(found.first?["message"] as? String == "translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)")
        #expect(found.first?["file"] as? String == ServiceFixtures.projectCatalog)
    }

    @Test func aTranslationThatFitsHasNoFindings() async throws {
        // "Sichern" = 6 + 6 × 5 = 36 pt in the 100-pt box.
        let answer = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": "Sichern"]))
        #expect(try findings(answer).isEmpty)
        let statistics = try #require((try object(answer)["report"] as? [String: Any])?["statistics"] as? [String: Any])
        #expect(statistics["keys"] as? Int == 1 && statistics["environments"] as? Int == 1)
    }

    @Test func theKeysCommentHintStillApplies() async throws {
        // body.hinted's comment says "typefit: label lines=2 width=45 font=10": two 4-letter words (42.5 pt) a line, so 5 need 3.
        let answer = try await service.fit(body: body(["key": "body.hinted", "locale": "de", "text": "aaaa bbbb cccc dddd eeee"]))
        let found = try findings(answer)
        #expect(found.first?["message"] as? String == "translation needs 3 lines, 2 shown (10 pt cut off); the source fits (1 line)")
        #expect(found.first?["elementFrom"] as? String == "comment hint")
    }

    @Test func anUnknownKeyNeedsItsSource() async throws {
        let error = await refusal { () async throws(APIError) in try await service.fit(body: bytes(["key": "button.sav", "locale": "de", "text": "x"])) }
        #expect(error?.status == 422 && error?.code == .unknownKey && error?.message.hasPrefix("unknown key 'button.sav'; did you mean 'button.save'?") == true)
        let answer = try await service.fit(body: body(["key": "new.key", "locale": "de", "text": "Speichern und schliessen", "source": "Save"]))
        #expect(try findings(answer).map { $0["rule"] as? String } == ["locale-overflow"])
    }

    @Test func refusesBadVariantsAndLocales() async {
        let variant = await refusal { () async throws(APIError) in
            try await service.fit(body: bytes(["key": "button.save", "locale": "de", "text": "x", "variant": "plural=dozen"]))
        }
        #expect(variant?.status == 400 && variant?.field == "variant")
        let locale = await refusal { () async throws(APIError) in
            try await service.fit(body: bytes(["key": "button.save", "locale": "../../etc", "text": "x"]))
        }
        #expect(locale?.status == 422 && locale?.code == .invalidLocale)
        let device = await refusal { () async throws(APIError) in
            try await service.fit(body: bytes(["key": "button.save", "locale": "de", "text": "x", "devices": ["iphone-17-prp"]]))
        }
        #expect(device?.status == 422 && device?.field == "devices" && device?.message.contains("did you mean") == true)
    }

    @Test func narrowsToOtherSizes() async throws {
        // Sizes change only styles that scale; the fixture's 10-pt custom font does not, so the answer
        // is the same finding, once per size asked for (2 environments).
        let answer = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": "Speichern und schliessen",
                                                       "sizes": ["large", "AX5"]]))
        let statistics = try #require((try object(answer)["report"] as? [String: Any])?["statistics"] as? [String: Any])
        #expect(statistics["environments"] as? Int == 2)
    }

    @Test func injectedMarkupComesBackAsTheSameText() async throws {
        let hostile = "<script>alert(\"x\")</script>&amp;\u{1B}[31m]]>" + String(repeating: "m", count: 30)
        let answer = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": hostile]))
        let found = try findings(answer)
        #expect(found.first?["text"] as? String == hostile, "\(found)")
    }

    @Test func stopsAtTheTimeLimit() async {
        var limits = ServiceLimits()
        limits.timeLimit = .zero
        guard let slow = try? ServiceFixtures.service(limits) else { Issue.record("no service"); return }
        let error = await refusal { () async throws(APIError) in
            try await slow.fit(body: bytes(["key": "button.save", "locale": "de", "text": "x"]))
        }
        #expect(error?.status == 503 && error?.code == .timeLimit)
    }
}
