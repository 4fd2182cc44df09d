import Foundation
import Testing
@testable import TypeFitService

/// Requests shaped to cost the server more than their size says, or to get an answer JSON cannot
/// carry (issue #27): each is refused with a 4xx naming the field, before the work it asks for.
@Suite struct HostileRequestTests {
    /// 540,000 device names (6.5 MB, under the 8 MB body limit) took 50.8 s to be answered 503,
    /// past the 30-s time limit: decoding them and matching each name. The list is now refused
    /// from the bytes, before any is decoded.
    @Test func aHugeListIsRefusedBeforeItIsDecoded() async throws {
        let service = try ServiceFixtures.service()
        let devices = "[" + Array(repeating: "\"iphone-se-1\"", count: 540_000).joined(separator: ",") + "]"
        let request = Array(#"{"key": "button.save", "locale": "de", "text": "x", "devices": "#.utf8) + Array(devices.utf8) + [0x7D]
        #expect(request.count < ServiceLimits().maxBodyBytes)
        let error = await refusal { () async throws(APIError) in try await service.fit(body: request) }
        #expect(error?.status == 422 && error?.code == .listTooLong && error?.field == "devices")
        #expect(error?.message == "field 'devices' has more than 1,000 entries; the limit is 1,000 (the server's --max-list)")
        // No wall-clock bound here (a shared machine makes any flaky): the refusal names the list's
        // limit, which only the scan of the raw bytes gives before a device name is decoded.
    }

    @Test func aListAtTheLimitIsAnsweredAndOneMoreIsNot() async throws {
        var limits = ServiceLimits()
        limits.maxListEntries = 2
        let service = try ServiceFixtures.service(limits)
        let two = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": "Sichern",
                                                    "sizes": ["Large", "AX5"]]))
        #expect(try object(two)["report"] != nil)
        let three = await refusal { () async throws(APIError) in
            try await service.fit(body: bytes(["key": "button.save", "locale": "de", "text": "Sichern", "sizes": ["Large", "AX1", "AX5"]]))
        }
        #expect(three?.code == .listTooLong && three?.field == "sizes")
        // Commas inside a string are text, not entries.
        let text = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": "a, b, c, d", "sizes": ["Large"]]))
        #expect(try object(text)["report"] != nil)
    }

    /// 1e308 is a finite leading, but the line it makes is not: the answer was a 500 (JSON has no
    /// infinity). The leading is bounded as the size is (10,000 pt), and named.
    @Test func aLeadingTooLargeForAnAnswerIsA422NamingIt() throws {
        let service = try ServiceFixtures.service()
        let error = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "Hi", "size": 17, "leading": 1e308])) }
        #expect(error?.status == 422 && error?.field == "leading")
        #expect(error?.message == "the leading must be a number of points above 0 and at most 10000, not 1e+308")
        // At the bound it is answered.
        let answer = try object(service.measure(body: body(["text": "Hi", "size": 17, "leading": 10_000])))
        #expect((answer["height"] as? NSNumber)?.doubleValue == 10_000)
    }

    /// ICU reads `xx-<script>` as a language; a locale is letters and digits in subtags of 1 to 8.
    @Test(arguments: ["xx-<script>", "de\"><b>", "de CH", "de--CH", "-de", "abcdefghi", "de-\u{1B}[31m"])
    func aLocaleThatIsNotBCP47IsRefused(_ locale: String) async throws {
        let service = try ServiceFixtures.service()
        let fit = await refusal { () async throws(APIError) in
            try await service.fit(body: bytes(["key": "button.save", "locale": locale, "text": "x"]))
        }
        #expect(fit?.status == 422 && fit?.code == .invalidLocale && fit?.field == "locale")
        #expect(fit?.message.contains("\u{1B}") == false)
        let measure = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "Hi", "size": 17, "locale": locale])) }
        #expect(measure?.code == .invalidLocale && measure?.field == "locale")
    }

    @Test(arguments: ["de", "de-CH", "zh-Hans", "zh_Hant_TW", "sr-Latn-RS", "es-419"])
    func wellFormedLocalesAreMeasured(_ locale: String) throws {
        let service = try ServiceFixtures.service()
        #expect(try object(service.measure(body: body(["text": "Hi", "size": 17, "locale": locale])))["lines"] as? Int == 1)
    }
}
