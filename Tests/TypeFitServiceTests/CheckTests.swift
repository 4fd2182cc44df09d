import Foundation
import Testing
import TypeFitDiagnostics
@testable import TypeFitService

/// /v1/check: a catalog's content in, the JSON report of `typefit check` out, and every kind of
/// broken or hostile catalog refused with its location.
@Suite struct CheckTests {
    let service: TypeFitService

    init() throws { service = try ServiceFixtures.service() }

    func report(_ text: String) throws -> [String: Any] {
        try #require(try object(text)["report"] as? [String: Any])
    }

    @Test func checksACatalogLikeTheCommandLine() async throws {
        let content = try String(contentsOfFile: ServiceFixtures.projectCatalog, encoding: .utf8)
        let answer = try report(try await service.check(body: body(["name": "App/Localizable.xcstrings", "content": content])))
        let findings = try #require(answer["findings"] as? [[String: Any]])
        // The same five layout findings as EngineTests.findsEachProblemOnceWithItsFigures, now at the upload's name.
        let layout = findings.filter { $0["worst"] != nil }.map { "\($0["rule"] ?? "") \($0["key"] ?? "") \($0["locale"] ?? "")" }
        #expect(layout == ["locale-overflow button.save de", "truncated-width title.long de", "truncated-width title.long en",
                           "truncated-width title.long he", "locale-overflow body.hinted de"])
        #expect(Set(findings.compactMap { $0["file"] as? String }) == ["App/Localizable.xcstrings"])
    }

    @Test func narrowsToLocales() async throws {
        let content = try String(contentsOfFile: ServiceFixtures.projectCatalog, encoding: .utf8)
        let answer = try report(try await service.check(body: body(["name": "L.xcstrings", "content": content, "locales": ["he"]])))
        let statistics = try #require(answer["statistics"] as? [String: Any])
        #expect(statistics["locales"] as? [String] == ["en", "he"])
    }

    @Test func invalidUTF16InAStringsFileIsRefusedWithItsLine() async throws {
        let raw = try Data(contentsOf: URL(fileURLWithPath: ServiceFixtures.malformed + "/invalid-utf16.strings"))
        let error = await refusal { () async throws(APIError) in
            try await service.check(body: bytes(["name": "de.lproj/Localizable.strings", "contentBase64": raw.base64EncodedString()]))
        }
        #expect(error?.status == 422 && error?.code == .invalidCatalog && error?.location == SourceLocation(file: "de.lproj/Localizable.strings", line: 2, column: 8))
        #expect(error?.message.contains("unpaired high surrogate U+D800") == true)
    }

    @Test func deepNestingInsideTheCatalogIsRefusedWithItsPosition() async {
        let content = "{\"strings\": " + String(repeating: "[", count: 10_000)
        let error = await refusal { () async throws(APIError) in try await service.check(body: bytes(["name": "L.xcstrings", "content": content])) }
        #expect(error?.status == 422 && error?.code == .invalidCatalog && error?.message.contains("nesting deeper than 256") == true)
        // `{"strings": ` is 12 columns and `{` level 1, so the 256th `[` (level 257) is at column 268.
        #expect(error?.location == SourceLocation(file: "L.xcstrings", line: 1, column: 268))
    }

    @Test func aHundredThousandKeysMeetTheMatrixLimit() async throws {
        var limits = ServiceLimits()
        limits.maxCells = 100_000
        let small = try ServiceFixtures.service(limits)
        var content = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"#
        for i in 0..<100_000 {
            content += (i == 0 ? "" : ",\n") + #""key.\#(i)": {"localizations": {"#
                + #""de": {"stringUnit": {"state": "translated", "value": "Wert \#(i)"}}, "#
                + #""en": {"stringUnit": {"state": "translated", "value": "Value \#(i)"}}}}"#
        }
        content += "}}"
        let error = await refusal { () async throws(APIError) in try await small.check(body: bytes(["name": "Big.xcstrings", "content": content])) }
        #expect(error?.status == 422 && error?.code == .matrixTooLarge)
        #expect(error?.message == "this would lay out 200,000 texts × 1 environments = 200,000 cells; the limit is 100,000 "
                    + "(the server's --max-cells). Narrow it with 'locales', 'sizes' or 'devices'")
    }

    @Test func theNameIsALabelThatIsNeverOpened() async throws {
        let answer = try await service.check(body: body(["name": "../../../../etc/passwd.strings", "content": "\"k\" = \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\";"]))
        let findings = try #require(try report(answer)["findings"] as? [[String: Any]])
        // 31 × 5 = 155 pt in the 100-pt box; the finding is placed at the label.
        #expect(findings.first?["message"] as? String == "text is 155 pt wide in a 100 pt box (55 pt cut off)")
        #expect(findings.first?["file"] as? String == "../../../../etc/passwd.strings")
        #expect(!answer.contains("root:"))
        let notACatalog = await refusal { () async throws(APIError) in try await service.check(body: bytes(["name": "/etc/hosts", "content": "x"])) }
        #expect(notACatalog?.status == 422 && notACatalog?.code == .unsupportedFormat)
    }

    @Test func takesExactlyOneContent() async {
        let both = await refusal { () async throws(APIError) in
            try await service.check(body: bytes(["name": "a.strings", "content": "", "contentBase64": ""]))
        }
        #expect(both?.status == 400 && both?.field == "content")
        let neither = await refusal { () async throws(APIError) in try await service.check(body: bytes(["name": "a.strings"])) }
        #expect(neither?.status == 400)
    }

    @Test func hostileTextInACatalogIsRefusedWithItsLocation() async {
        let marks = "a" + String(repeating: "\u{0E49}", count: 10_000)
        let content = "/* ok */\n\"k\" = \"\(marks)\";\n"
        let error = await refusal { () async throws(APIError) in try await service.check(body: bytes(["name": "en.lproj/L.strings", "content": content])) }
        #expect(error?.status == 422 && error?.code == .tooManyCombiningMarks && error?.location == SourceLocation(file: "en.lproj/L.strings", line: 2, column: 7))
    }

    @Test func unknownPluralCategoriesAreReported() async throws {
        let content = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"items": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
              "dozen": {"stringUnit": {"state": "translated", "value": "%lld items"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}}}}
            """
        let outcome: String
        do {
            outcome = try await service.check(body: body(["name": "P.xcstrings", "content": content]))
        } catch let error as APIError {
            outcome = "\(error.status) \(error.location?.description ?? "") \(error.message)"
        }
        #expect(outcome.contains("dozen"), "\(outcome.prefix(400))")
    }
}
