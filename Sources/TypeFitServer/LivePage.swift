import Hummingbird

/// The live fit page `typefit serve` answers at `/` (docs/serve.md#get--the-live-fit-page): plain
/// HTML, CSS and script, compiled into the binary from `Sources/TypeFitServer/Page`, with no
/// build step. The script puts every text from a request or the catalogs into the page as text
/// (`textContent`, attribute values), never as markup, and shows each drawing as an image.
enum LivePage {
    struct Asset: Sendable {
        let path: String
        let type: String
        let body: String
    }

    static let assets: [Asset] = [
        Asset(path: "/", type: "text/html; charset=utf-8", body: String(decoding: PackageResources.live_html, as: UTF8.self)),
        Asset(path: "/live.js", type: "text/javascript; charset=utf-8",
              body: String(decoding: PackageResources.live_js, as: UTF8.self)),
        Asset(path: "/live.css", type: "text/css; charset=utf-8", body: String(decoding: PackageResources.live_css, as: UTF8.self)),
    ]

    /// Only the page's own script and style run; requests go to this server only; drawings are
    /// `data:` images (an SVG shown as an image runs no script); no plug-ins, frames or forms.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The asset at `path` with its security headers (a 404 for a path that is none).
    static func answer(_ path: String, _ context: ServerRequestContext) throws -> Response {
        guard let asset = assets.first(where: { $0.path == path }) else { throw HTTPError(.notFound) }
        var response = text(asset.body, type: asset.type, context)
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
