import Foundation
import Testing
@testable import TypeFitService
import TypeFitTestSupport

/// /v1/fit's `room`: what a draft leaves or lacks in each use's tightest box, and GET /v1/keys.
/// The fixture project has one environment (iPhone SE, Large) where every key is a 10-pt label
/// in a 100-pt box (body.hinted: 2 lines of 45 pt, from its comment hint). Widths are the test
/// font's advances (Tests/TypeFitTestSupport/TestFont.swift; hb-shape on TypeFitTest.ttf gives
/// the same): capital 600, lowercase 500, space 250 units of 1000.
///
/// Character estimates: the mean advance of a locale's characters over its own texts in the
/// catalog (docs/budget.md). German has "Speichern und schliessen" (11,600 units, 24 characters),
/// 26 × "b" (13,000, 26) and "aaaa bbbb cccc dddd eeee" (11,000, 24): 35,600 / 74 = 481.08
/// units, 4.8108 pt at 10 pt.
@Suite struct DraftRoomTests {
    let service: TypeFitService
    static let germanCharacter = 35_600.0 / 74 / 1000 * 10

    init() throws { service = try ServiceFixtures.service() }

    func room(_ request: [String: Any]) async throws -> [String: Any] {
        try object(try await service.fit(body: body(request)))
    }

    func uses(_ answer: [String: Any]) throws -> [[String: Any]] {
        try #require(answer["room"] as? [[String: Any]])
    }

    func texts(_ use: [String: Any]) throws -> [[String: Any]] {
        try #require(use["texts"] as? [[String: Any]])
    }

    func firstUse(_ answer: [String: Any]) throws -> [String: Any] {
        let all = try uses(answer)
        return try #require(all.first)
    }

    @Test func theDraftsRoomIsTheBoxLessItsWidth() async throws {
        let answer = try await room(["key": "button.save", "locale": "de", "text": "Sichern", "check": false])
        // Room only: no report, and nothing drawn unless asked.
        #expect(answer["report"] == nil && answer["key"] as? String == "button.save" && answer["locale"] as? String == "de")
        let use = try firstUse(answer)
        #expect(try uses(answer).count == 1 && use["drawing"] == nil)
        let box = try #require(use["box"] as? [String: Any])
        #expect(box["width"] as? Double == 100 && box["lines"] as? Int == 1 && box["deviceName"] as? String == "iPhone SE (1st generation)")
        #expect((box["font"] as? [String: Any])?["size"] as? Double == 10)
        let rooms = try texts(use)
        // The source first: "Save" = 600 + 3 × 500 = 2,100 units = 21 pt, 79 pt left.
        #expect(rooms.map { $0["locale"] as? String } == ["en", "de"])
        #expect(rooms[0]["isSource"] as? Bool == true && rooms[0]["used"] as? Double == 21 && rooms[0]["room"] as? Double == 79)
        // "Sichern" = 600 + 6 × 500 = 3,600 units = 36 pt: 64 pt left, ⌊64 / 4.8108⌋ = 13 characters of ⌊100 / 4.8108⌋ = 20.
        let draft = rooms[1]
        #expect(draft["isSource"] as? Bool == false && draft["text"] as? String == "Sichern" && draft["variant"] as? String == "base")
        #expect(draft["used"] as? Double == 36 && draft["room"] as? Double == 64 && draft["linesNeeded"] as? Int == 1)
        #expect(draft["roomCharacters"] as? Int == Int((64 / Self.germanCharacter).rounded(.down)))
        #expect(draft["roomCharacters"] as? Int == 13 && draft["maxCharacters"] as? Int == 20)
    }

    @Test func aDraftTooLongLacksRoomAndTheCheckAnswerCarriesItToo() async throws {
        // 600 + 8 × 500 + 250 + 3 × 500 + 250 + 10 × 500 = 11,600 units = 116 pt: 16 pt short,
        // ⌈16 / 4.8108⌉ = 4 characters too many.
        let answer = try await room(["key": "button.save", "locale": "de", "text": "Speichern und schliessen"])
        // The check's answer keeps its fields and gains `room`.
        #expect(answer["formatVersion"] as? Int == 1 && answer["summary"] != nil)
        let findings = try #require((answer["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["locale-overflow"])
        let draft = try #require(try texts(try firstUse(answer)).last)
        #expect(draft["used"] as? Double == 116 && draft["room"] as? Double == -16 && draft["roomCharacters"] as? Int == -4)
        // Still the report's first shape, as its schema describes it (with `room`).
        let text = try await service.fit(body: body(["key": "button.save", "locale": "de", "text": "Speichern und schliessen"]))
        let schema = ServiceFixtures.root.appendingPathComponent("schema/report-v1.schema.json")
        #expect(try SchemaValidator.errors(in: text, schema: schema) == [])
    }

    @Test func aTwoLineBoxCountsEveryLineBeforeTheLastWhole() async throws {
        // "aaaa bbbb" = 42.5 pt fits a 45-pt line, "cccc" (20 pt) goes to the second:
        // used = 45 + 20 = 65 of 2 × 45 = 90, 25 pt left, ⌊25 / 4.8108⌋ = 5 characters.
        let answer = try await room(["key": "body.hinted", "locale": "de", "text": "aaaa bbbb cccc", "check": false])
        let use = try firstUse(answer)
        let box = try #require(use["box"] as? [String: Any])
        #expect(box["width"] as? Double == 45 && box["lines"] as? Int == 2 && use["elementFrom"] as? String == "comment hint")
        let draft = try #require(try texts(use).last)
        #expect(draft["linesNeeded"] as? Int == 2 && draft["lastLineWidth"] as? Double == 20)
        #expect(draft["used"] as? Double == 65 && draft["room"] as? Double == 25 && draft["roomCharacters"] as? Int == 5)
    }

    @Test func aDraftInTheSourceLocaleReplacesTheSource() async throws {
        let answer = try await room(["key": "button.save", "locale": "en", "text": "Save all", "check": false])
        let rooms = try texts(try firstUse(answer))
        // "Save all" = 2,100 + 250 + 1,500 = 3,850 units: 38.5 pt.
        #expect(rooms.count == 1 && rooms[0]["isSource"] as? Bool == true && rooms[0]["used"] as? Double == 38.5, "\(rooms)")
        // The check answers for the draft too, not for the catalog's "Save": 24 × "a" = 120 pt
        // in the 100-pt box is cut.
        let checked = try await room(["key": "button.save", "locale": "en", "text": String(repeating: "a", count: 24)])
        let findings = try #require((checked["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["locale"] as? String == "en" && ($0["message"] as? String)?.contains("120 pt") == true },
                "\(findings)")
    }

    @Test func anEmptyDraftHasNoRoomOfItsOwn() async throws {
        let answer = try await room(["key": "button.save", "locale": "de", "text": "", "check": false])
        #expect(try texts(try firstUse(answer)).map { $0["locale"] as? String } == ["en"])
    }

    @Test func theDrawingIsAnSVGImageOfTheDraftInItsBox() async throws {
        let hostile = "<script>x</script>&"
        let answer = try await room(["key": "button.save", "locale": "de", "text": hostile, "check": false, "draw": true])
        let drawing = try #require(try firstUse(answer)["drawing"] as? String)
        #expect(drawing.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"scene\""))
        #expect(drawing.hasSuffix("</svg>"))
        // The text is drawn as glyph outlines: every visible character is a placed glyph, and the
        // text itself appears nowhere in the image.
        #expect(drawing.components(separatedBy: "<use href=\"#f").count - 1 == hostile.count)
        #expect(!drawing.contains("<script") && !drawing.contains("</script"))
        // The iPhone SE's 320-pt window, and the 100-pt box.
        #expect(drawing.contains("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"320\""))
        #expect(drawing.contains("class=\"box\" x=\"") && drawing.contains("width=\"100\""))
    }

    @Test func refusesWhatItCannotAnswerWithA4xx() async throws {
        func refused(_ request: [String: Any]) async -> APIError? {
            await refusal { () async throws(APIError) in try await service.fit(body: bytes(request)) }
        }
        let unknown = await refused(["key": "button.sav", "locale": "de", "text": "x", "check": false])
        #expect(unknown?.status == 422 && unknown?.code == .unknownKey && unknown?.message.contains("did you mean 'button.save'") == true)
        let locale = await refused(["key": "button.save", "locale": "<de>", "text": "x", "check": false])
        #expect(locale?.status == 422 && locale?.code == .invalidLocale)
        let huge = await refused(["key": "button.save", "locale": "de", "text": String(repeating: "a", count: 10_001), "check": false])
        #expect(huge?.status == 422 && huge?.code == .textTooLong && huge?.field == "text")
        let type = await refused(["key": "button.save", "locale": "de", "text": "x", "check": "no"])
        #expect(type?.status == 400 && type?.code == .invalidRequest && type?.message.contains("check") == true)
        let unknownField = await refused(["key": "button.save", "locale": "de", "text": "x", "drawing": true])
        #expect(unknownField?.status == 400 && unknownField?.code == .unknownField && unknownField?.message.contains("draw") == true)
        for raw in [#"{"key": "button.save", "locale": "de", "text": "x", "check": false"#,
                    #"{"key": "button.save", "locale": "de", "text": "\ud800", "check": false}"#,
                    #"{"key": "button.save", "locale": "de", "text": "\udc00x", "check": false}"#] {
            let error = await refusal { () async throws(APIError) in try await service.fit(body: Array(raw.utf8)) }
            #expect(error?.status == 400 && error?.code == .invalidRequest, "\(raw): \(String(describing: error))")
        }
    }

    @Test func listsTheKeysWithTheirSourcesAndUses() async throws {
        let listing = try object(try await service.keys())
        let keys = try #require(listing["keys"] as? [[String: Any]])
        #expect(keys.map { $0["key"] as? String } == ["body.hinted", "button.save", "title.long"])
        let save = keys[1]
        #expect(save["source"] as? String == "Save" && save["sourceLocale"] as? String == "en" && save["comment"] as? String == "Save button.")
        #expect(save["translations"] as? [String: String] == ["de": "Speichern und schliessen", "en": "Save", "he": "אב"])
        let use = try #require((save["uses"] as? [[String: Any]])?.first)
        #expect((use["box"] as? [String: Any])?["width"] as? Double == 100)
        #expect((use["texts"] as? [[String: Any]])?.map { $0["room"] as? Double } == [79])
        #expect(listing["locales"] as? [String] == ["de", "en", "he"])
        #expect(((listing["characterWidths"] as? [String: Double])?["de"]).map { abs($0 - 0.481_08) < 0.000_01 } == true)
    }
}
