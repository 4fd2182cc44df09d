import Foundation
import Testing
import Yams
@testable import TypeFitServer
import TypeFitService

/// The HTTP side: routes, JSON errors with the right status for every bad request, the body
/// limit on the wire, metrics, the OpenAPI document, and a server that keeps serving.
@Suite(.serialized) struct ServerTests {
    @Test func answersMeasureOverHTTP() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("POST", "/v1/measure", #"{"text": "Save", "size": 10}"#)
        // S 600 + a, v, e 500 = 2.1 em at 10 pt.
        #expect(answer.status == 200 && answer.json["width"] as? Double == 21)
        #expect(answer.headers["content-type"] == "application/json; charset=utf-8")
    }

    @Test func everyBadRequestIsA4xxJSONErrorAndTheServerKeepsServing() async throws {
        var limits = ServiceLimits()
        limits.maxBodyBytes = 16 << 20
        limits.maxCells = 50_000  // the fixture's matrix is one environment: 100,000 keys are 100,000 cells
        let server = try await RunningServer.start(limits)
        defer { Task { await server.stop() } }
        let megabyte = String(repeating: "abc ", count: 262_144)
        let marks = "a" + String(repeating: "\u{0301}", count: 10_000)
        let bidi = String(repeating: "\u{202B}", count: 500) + "x" + String(repeating: "\u{202C}", count: 500)
        var strings = ""
        for i in 0..<100_000 { strings += (i == 0 ? "" : ",") + #""k\#(i)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "v"}}}}"# }
        let bigCatalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(strings)}}"#
        let invalidUTF16 = Data([0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3D, 0x00, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00, 0x3B, 0x00]).base64EncodedString()
        let plural = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"n": {"localizations": {"en": {"variations": {"plural": {"dozen": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}"#
        func json(_ object: [String: Any]) throws -> String { String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self) }

        let cases: [(String, String, String, Int, String)] = [
            ("1 MB string", "/v1/measure", try json(["text": megabyte, "size": 10]), 422, "text-too-long"),
            ("10,000 combining marks", "/v1/measure", try json(["text": marks, "size": 10]), 422, "too-many-combining-marks"),
            ("500 nested embeddings", "/v1/measure", try json(["text": bidi, "size": 10]), 422, "bidi-too-deep"),
            ("invalid UTF-16 .strings", "/v1/check", try json(["name": "en.lproj/L.strings", "contentBase64": invalidUTF16]), 422, "invalid-catalog"),
            ("100k-key catalog", "/v1/check", try json(["name": "Big.xcstrings", "content": bigCatalog]), 422, "matrix-too-large"),
            ("deep JSON nesting", "/v1/measure", String(repeating: "[", count: 100_000), 400, "json-too-deep"),
            ("unknown plural category", "/v1/check", try json(["name": "P.xcstrings", "content": plural]), 422, "invalid-catalog"),
            ("markup as a locale", "/v1/fit", try json(["key": "button.save", "locale": "<script>alert(1)</script>", "text": "x"]), 422, "invalid-locale"),
            ("a font path in a request", "/v1/measure", try json(["text": "a", "size": 10, "font": "../../../../etc/passwd"]), 400, "unknown-field"),
            ("not JSON", "/v1/fit", "key=button.save", 400, "invalid-request"),
            ("unknown route", "/v2/measure", "{}", 404, "not-found"),
        ]
        for (name, path, body, status, code) in cases {
            let answer = try await server.send("POST", path, body)
            #expect(answer.status == status && answer.errorCode == code, "\(name): \(answer.status) \(answer.body.prefix(300))")
            let message = (answer.json["error"] as? [String: Any])?["message"] as? String ?? ""
            #expect(message.count > 20, "\(name): \(message)")
            let health = try await server.send("GET", "/healthz")
            #expect(health.status == 200 && health.json["status"] as? String == "ok", "after \(name)")
        }
        let wrongMethod = try await server.send("GET", "/v1/measure")
        #expect(wrongMethod.status == 405 && wrongMethod.errorCode == "method-not-allowed")
    }

    @Test func refusesABodyOverTheLimitOnTheWire() async throws {
        var limits = ServiceLimits()
        limits.maxBodyBytes = 1024
        let server = try await RunningServer.start(limits)
        defer { Task { await server.stop() } }
        let big = #"{"text": ""# + String(repeating: "a", count: 2000) + #"", "size": 10}"#
        let answer = try await server.send("POST", "/v1/measure", big)
        #expect(answer.status == 413 && answer.errorCode == "body-too-large")
        // Chunked, with no length to refuse up front: the limit still holds while reading.
        let chunk = String(big.utf8.count, radix: 16) + "\r\n" + big + "\r\n0\r\n\r\n"
        let chunked = try await server.send("POST", "/v1/measure", chunk, headers: ["Transfer-Encoding": "chunked", "Content-Length": ""])
        #expect(chunked.status == 413 && chunked.errorCode == "body-too-large", "\(chunked.status) \(chunked.body)")
        #expect(try await server.send("POST", "/v1/measure", #"{"text": "a", "size": 10}"#).status == 200)
    }

    @Test func countsRequestsForPrometheus() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        _ = try await server.send("POST", "/v1/measure", #"{"text": "a", "size": 10}"#)
        _ = try await server.send("POST", "/v1/measure", #"{"text": "a"}"#)
        _ = try await server.send("GET", "/nowhere/\(UUID())")
        let metrics = try await server.send("GET", "/metrics")
        #expect(metrics.headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8")
        let lines = Set(metrics.body.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"typefit_http_requests_total{route="/v1/measure",status="200"} 1"#))
        #expect(lines.contains(#"typefit_http_requests_total{route="/v1/measure",status="400"} 1"#))
        #expect(lines.contains(#"typefit_http_requests_total{route="unmatched",status="404"} 1"#))
        #expect(lines.contains(#"typefit_refusals_total{code="invalid-request"} 1"#))
        #expect(lines.contains(#"typefit_http_request_duration_seconds_count{route="/v1/measure"} 2"#))
        #expect(lines.contains { $0.hasPrefix("process_resident_memory_bytes ") })
    }

    @Test func servesItsOpenAPIDocumentWhichListsEveryRoute() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("GET", "/openapi.yaml")
        let file = try String(contentsOf: RunningServer.root.appendingPathComponent("Sources/TypeFitServer/openapi.yaml"), encoding: .utf8)
        #expect(answer.status == 200 && answer.body == file)
        let document = try #require(try Yams.load(yaml: file) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        #expect(Set(paths.keys) == Set(HTTPServer.routes.map(\.path)))
        for route in HTTPServer.routes {
            #expect(paths[route.path]?[route.method.rawValue.lowercased()] != nil, "\(route.method) \(route.path)")
        }
        // Every error code the service can answer is documented.
        for code in APIError.Code.allCases { #expect(file.contains(code.rawValue), "\(code.rawValue)") }
    }

    @Test func listsDevicesAndStyles() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        let devices = try await server.send("GET", "/v1/devices")
        let list = try #require(devices.json["devices"] as? [[String: Any]])
        // iPhone SE (1st generation): 320 × 568 pt (apple-facts §5).
        let se = try #require(list.first { $0["id"] as? String == "iphone-se-1" })
        #expect(se["width"] as? Double == 320 && se["height"] as? Double == 568)
        let styles = try await server.send("GET", "/v1/styles")
        let body = try #require((styles.json["styles"] as? [[String: Any]])?.first { $0["style"] as? String == "body" })
        // HIG: Body at Large is 17/22.
        let large = (body["sizes"] as? [[String: Any]])?.first { $0["category"] as? String == "large" }
        #expect(large?["size"] as? Double == 17 && large?["leading"] as? Double == 22)
    }
}
