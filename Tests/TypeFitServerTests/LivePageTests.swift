import Foundation
import Testing
@testable import TypeFitServer

/// The live fit page at `/`: served from the binary with its content types and security
/// headers, and a script that never puts text into the page as markup.
@Suite(.serialized) struct LivePageTests {
    static let pageFolder = RunningServer.root.appendingPathComponent("Sources/TypeFitServer/Page")

    @Test func servesThePageItsScriptAndStyleWithTheirTypes() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        for (path, type, file) in [("/", "text/html; charset=utf-8", "live.html"),
                                   ("/live.js", "text/javascript; charset=utf-8", "live.js"),
                                   ("/live.css", "text/css; charset=utf-8", "live.css")] {
            let answer = try await server.send("GET", path)
            let expected = try String(contentsOf: Self.pageFolder.appendingPathComponent(file), encoding: .utf8)
            #expect(answer.status == 200 && answer.body == expected, "\(path)")
            #expect(answer.headers["content-type"] == type, "\(path)")
            #expect(answer.headers["x-content-type-options"] == "nosniff", "\(path)")
            let policy = try #require(answer.headers["content-security-policy"], "\(path)")
            // Only the page's own script runs, and drawings are data: images.
            #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'") && policy.contains("img-src data:"))
            #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
        }
        let page = try await server.send("GET", "/")
        // No inline script or style: the policy would block them.
        #expect(page.body.contains(#"<script src="/live.js" defer></script>"#) && !page.body.contains("<style"))
        let post = try await server.send("POST", "/", "{}")
        #expect(post.status == 405 && post.errorCode == "method-not-allowed")
    }

    @Test func theScriptPutsNoTextIntoThePageAsMarkup() throws {
        let script = try String(contentsOf: Self.pageFolder.appendingPathComponent("live.js"), encoding: .utf8)
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "createContextualFragment",
                     "DOMParser", "eval(", "new Function", "srcdoc"] {
            #expect(!script.contains(sink), "live.js uses \(sink)")
        }
        // It does write text, through textContent, and shows each drawing as a data: image.
        #expect(script.contains(".textContent = ") && script.contains("'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(use.drawing)"))
        // It asks for the room only, with the drawing.
        #expect(script.contains("check: false, draw: true"))
    }

    @Test func listsTheKeysOverHTTP() async throws {
        let server = try await RunningServer.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send("GET", "/v1/keys")
        #expect(answer.status == 200 && answer.headers["content-type"] == "application/json; charset=utf-8")
        let keys = try #require(answer.json["keys"] as? [[String: Any]])
        #expect(keys.map { $0["key"] as? String } == ["body.hinted", "button.save", "title.long"])
        let fit = try await server.send("POST", "/v1/fit", #"{"key": "button.save", "locale": "de", "text": "Sichern", "check": false}"#)
        // "Sichern" = 600 + 6 × 500 units = 36 pt in the 100-pt box.
        let room = try #require((fit.json["room"] as? [[String: Any]])?.first?["texts"] as? [[String: Any]])
        #expect(fit.status == 200 && room.last?["room"] as? Double == 64)
    }
}
