import Foundation
import Testing
@testable import TypeFitService

/// /v1/measure: answers with the measurement of `typefit measure --json`; widths by hand from the
/// test font's advances (see ServiceFixtures).
@Suite struct MeasureTests {
    let service: TypeFitService

    init() throws { service = try ServiceFixtures.service() }

    @Test func measuresWithTheFontsAdvances() throws {
        // S 600 + a, v, e 500 each = 2100/1000 em × 10 pt = 21 pt; one line is the point size.
        let m = try object(try service.measure(body: body(["text": "Save", "size": 10])))
        #expect(m["width"] as? Double == 21 && m["lines"] as? Int == 1 && m["height"] as? Double == 10)
    }

    @Test func wrapsInAWidth() throws {
        // "aaaa bbbb" = 20 + 2.5 + 20 = 42.5 ≤ 45; adding " cccc" would be 65.
        let m = try object(try service.measure(body: body(["text": "aaaa bbbb cccc", "size": 10, "width": 45])))
        #expect(m["lineTexts"] as? [String] == ["aaaa bbbb", "cccc"])
        #expect(m["lineWidths"] as? [Double] == [42.5, 20] && m["height"] as? Double == 20)
    }

    @Test func lineBreakStrategy() throws {
        // "aaaa bb cc" 45 ≤ 50 leaves "dd" alone; UILabel's standard strategy moves "cc" down:
        // "aaaa bb" 32.5 | "cc dd" 22.5; none keeps the greedy lines.
        let pushed = try object(try service.measure(body: body(["text": "aaaa bb cc dd", "size": 10, "width": 50])))
        #expect(pushed["lineWidths"] as? [Double] == [32.5, 22.5])
        let greedy = try object(try service.measure(body: body(["text": "aaaa bb cc dd", "size": 10, "width": 50,
                                                                "lineBreakStrategy": "none"])))
        #expect(greedy["lineWidths"] as? [Double] == [45, 10])
        let error = refusal { () throws(APIError) in
            try service.measure(body: bytes(["text": "a", "size": 10, "lineBreakStrategy": "pretty"]))
        }
        #expect(error?.field == "lineBreakStrategy" && error?.message.contains("standard, push-out") == true)
    }

    @Test func takesTheSizeFromDynamicType() throws {
        // HIG: Headline at AX3 is 40 pt (apple-facts §1); "a" is 0.5 em = 20 pt.
        let m = try object(try service.measure(body: body(["text": "a", "style": "headline", "category": "AX3"])))
        #expect(m["size"] as? Double == 40 && m["width"] as? Double == 20)
    }

    @Test func refusesUnknownFieldsByName() {
        let error = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a", "size": 10, "maxLine": 2, "font": "/etc/passwd"])) }
        #expect(error?.status == 400 && error?.code == .unknownField && error?.field == "font")
        #expect(error?.message == "unknown field 'font'. Valid: text, locale, size, style, category, weight, width, maxLines, "
                    + "leading, direction, lineBreakStrategy; also unknown: 'maxLine'")
        let one = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a", "size": 10, "maxLine": 2])) }
        #expect(one?.field == "maxLine" && one?.message == "unknown field 'maxLine'; did you mean 'maxLines'? Valid: text, locale, "
                    + "size, style, category, weight, width, maxLines, leading, direction, lineBreakStrategy")
    }

    @Test func namesTheFieldOfAWrongType() {
        let error = refusal { () throws(APIError) in try service.measure(body: Array(#"{"text": "a", "size": "big"}"#.utf8)) }
        #expect(error?.status == 400 && error?.field == "size" && error?.message == "field 'size' must be a number")
        let missing = refusal { () throws(APIError) in try service.measure(body: Array(#"{"size": 10}"#.utf8)) }
        #expect(missing?.message == "missing field 'text'")
    }

    @Test func refusesWhatIsNotAnObject() {
        for (text, start) in [("", "the request body is empty"), ("[1]", "the body must be a JSON object"),
                              ("{\"text\": ", "the body is not valid JSON"), ("\u{FEFF}{", "the body is not valid JSON")] {
            let error = refusal { () throws(APIError) in try service.measure(body: Array(text.utf8)) }
            #expect(error?.status == 400 && error?.message.hasPrefix(start) == true, "\(text): \(error?.message ?? "")")
        }
    }

    @Test func refusesDeepNestingBeforeDecoding() {
        let deep = #"{"text": "a", "size": 10, "x": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        let error = refusal { () throws(APIError) in try service.measure(body: Array(deep.utf8)) }
        #expect(error?.status == 400 && error?.code == .jsonTooDeep)
        // `{` is level 1 and the body's 31 bytes before the first `[` put the 32nd `[` (level 33) at byte 62.
        #expect(error?.message.hasPrefix("the JSON body nests deeper than 32 levels (at byte 62)") == true)
        // Brackets inside strings are text, not nesting.
        let quoted = try? service.measure(body: body(["text": String(repeating: "[", count: 100), "size": 10]))
        #expect(quoted != nil)
    }

    @Test func refusesAMegabyteString() {
        let error = refusal { () throws(APIError) in try service.measure(body: bytes(["text": String(repeating: "abc ", count: 262_144), "size": 10])) }
        #expect(error?.status == 422 && error?.code == .textTooLong && error?.field == "text")
        #expect(error?.message == "field 'text' is 1,048,576 characters long; the limit is 10,000 (the server's --max-text)")
    }

    @Test func refusesTenThousandCombiningMarks() {
        let text = "a" + String(repeating: "\u{0301}", count: 10_000)
        let error = refusal { () throws(APIError) in try service.measure(body: bytes(["text": text, "size": 10])) }
        #expect(error?.status == 422 && error?.code == .tooManyCombiningMarks)
        #expect(error?.message == "field 'text' has more than 30 combining marks in a row after U+0061 (at character 2); "
                    + "Unicode's Stream-Safe Text Format (UAX #15) allows 30")
        // 30 marks is still text (Stream-Safe allows it).
        #expect((try? service.measure(body: body(["text": "a" + String(repeating: "\u{0301}", count: 30), "size": 10]))) != nil)
    }

    @Test func refusesBidiNestingPastTheAlgorithmsDepth() {
        let text = String(repeating: "\u{202B}", count: 500) + "abc" + String(repeating: "\u{202C}", count: 500)
        let error = refusal { () throws(APIError) in try service.measure(body: bytes(["text": text, "size": 10])) }
        #expect(error?.status == 422 && error?.code == .bidiTooDeep)
        #expect(error?.message == "field 'text' nests bidi embeddings or isolates deeper than 125 (at character 126); "
                    + "the Unicode Bidirectional Algorithm stops at 125")
        // 125 levels, closed and reopened, is within the algorithm.
        let ok = String(repeating: String(repeating: "\u{2067}", count: 125) + "a" + String(repeating: "\u{2069}", count: 125), count: 4)
        #expect((try? service.measure(body: body(["text": ok, "size": 10]))) != nil)
    }

    @Test func refusesLoneSurrogateEscapes() {
        let error = refusal { () throws(APIError) in try service.measure(body: Array(#"{"text": "a\ud800b", "size": 10}"#.utf8)) }
        #expect(error?.status == 400 && error?.message.hasPrefix("the body is not valid JSON") == true, "\(error?.message ?? "")")
    }

    @Test func refusesMarkupAsALocale() {
        let error = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a", "size": 10, "locale": "<script>alert(1)</script>"])) }
        #expect(error?.status == 422 && error?.code == .invalidLocale && error?.field == "locale")
    }

    @Test func refusesUnknownNamesWithTheNearest() {
        let style = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a", "style": "headlin"])) }
        #expect(style?.status == 422 && style?.field == "style" && style?.message.contains("did you mean 'headline'?") == true)
        let weight = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a", "size": 10, "weight": "semibld"])) }
        #expect(weight?.field == "weight" && weight?.message.contains("did you mean 'semibold'?") == true)
        let size = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a", "size": -3])) }
        #expect(size?.status == 422 && size?.field == "size" && size?.code == .invalidValue)
        let none = refusal { () throws(APIError) in try service.measure(body: bytes(["text": "a"])) }
        #expect(none?.status == 400 && none?.field == "size")
    }

    @Test func answersInjectedMarkupAsPlainJSONText() throws {
        let hostile = "<script>alert(\"x\")</script> & ]]>"
        let m = try object(try service.measure(body: body(["text": hostile, "size": 10])))
        #expect((m["lineTexts"] as? [String])?.joined(separator: " ") == hostile)
    }
}
