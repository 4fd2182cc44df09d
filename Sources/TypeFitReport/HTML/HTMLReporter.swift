import TypeFitDiagnostics
import TypeFitCheck
import TypeFitCore

/// One self-contained HTML file (inline style and script, no external resources) that shows
/// each layout finding drawn in its device window at every size where it breaks, with filters,
/// the summary and the catalog findings in a table.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"

    /// The engine the check measured with, so the drawing uses the same faces. Nil: the
    /// platform's default fonts, opened when the report is rendered.
    package let engine: TextEngine?
    /// Layout findings drawn at most; the rest are listed without drawings. Glyph outlines are
    /// shared across the document, so the file grows with placed glyphs, not distinct texts.
    package let maxDrawnFindings: Int

    package init(engine: TextEngine?, maxDrawnFindings: Int = 400) {
        self.engine = engine
        self.maxDrawnFindings = max(0, maxDrawnFindings)
    }

    /// The drawings (at most `maxDrawnFindings`) are made first, as the glyph outlines they share
    /// head the page; the rows of every other finding are written as they come.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        let engine = try self.engine ?? TextEngine()
        let top = HTMLSummary(report: report)
        let layout = Self.drawingOrder(report.findings)
        let drawn = layout.prefix(maxDrawnFindings)
        let undrawn = layout.dropFirst(maxDrawnFindings)
        let catalogCount = report.findings.count - layout.count

        var glyphs = GlyphLibrary()
        var drawings = DrawingIndex()
        var number = 0
        var cards = ""
        if !layout.isEmpty {
            cards += "<section id=\"layout\">\n<h2>Layout findings (\(layout.count))</h2>\n" + HTMLSummary.legend
            for position in drawn {
                cards += FindingCard(finding: report.findings[position]).card(engine: engine, glyphs: &glyphs, drawn: &drawings,
                                                                         number: &number)
            }
        }

        var head = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        head += "<title>typefit report</title>\n<style>\n\(HTMLStyle.css)\n</style>\n</head>\n<body>\n"
        // Every glyph outline once, referenced by the drawings below.
        head += "<svg class=\"glyphs\" aria-hidden=\"true\" width=\"0\" height=\"0\"><defs>\n"
        head += glyphs.definitions()
        head += "</defs></svg>\n<main>\n"
        if number > 0 {
            head += "<noscript><p class=\"muted\">The drawings' text is placed by the page's script as they come into "
                + "view: with scripts off, they show the window and the box only.</p></noscript>\n"
        }
        head += top.header() + top.tables()
        if !report.findings.isEmpty { head += top.filters() }
        try stream.write(head)
        try stream.write(cards)
        cards = ""
        if !layout.isEmpty {
            if !undrawn.isEmpty {
                try stream.write("<h2>Not drawn (\(undrawn.count))</h2>\n<p class=\"muted\">This report draws at most "
                    + "\(maxDrawnFindings) layout findings; these \(undrawn.count) are listed without drawings.</p>\n"
                    + "<div class=\"scroll\"><table class=\"undrawn\"><tr><th>Severity</th><th>Rule</th><th>Key</th><th>Locale</th>"
                    + "<th>Message</th><th>Worst at</th><th>Catalog</th></tr>\n")
                for position in undrawn { try stream.write(FindingCard(finding: report.findings[position]).undrawnRow()) }
                try stream.write("</table></div>\n")
            }
            try stream.write("</section>\n")
        }
        if catalogCount > 0 {
            try stream.write("<section id=\"catalog\">\n<h2>Catalog findings (\(catalogCount))</h2>\n"
                + "<div class=\"scroll\"><table class=\"catalog\"><tr><th>Severity</th><th>Rule</th><th>Key</th><th>Locale</th>"
                + "<th>Variant</th><th>Message</th><th>Text</th><th>Catalog</th></tr>\n")
            for finding in report.findings where finding.bySize.isEmpty { try stream.write(FindingCard(finding: finding).catalogRow()) }
            try stream.write("</table></div>\n</section>\n")
        }
        if report.findings.isEmpty { try stream.write("<p>\(Phrases.noFindings(report))</p>\n") }
        try stream.write(problems(report.problems))
        try stream.write(fonts(report: report, drawnWith: glyphs.faces))
        try stream.write("</main>\n<script>\n\(HTMLStyle.script)\n</script>\n</body>\n</html>\n")
    }

    /// The positions of the layout findings (those with sizes), errors first, then warnings, then
    /// notes, each in the report's order: when the cap cuts, it cuts the least severe.
    static func drawingOrder(_ findings: [Finding]) -> [Int] {
        findings.indices.filter { !findings[$0].bySize.isEmpty }.sorted { a, b in
            findings[a].severity != findings[b].severity ? findings[a].severity > findings[b].severity : a < b
        }
    }

    private func problems(_ problems: [InputProblem]) -> String {
        guard !problems.isEmpty else { return "" }
        var out = "<section id=\"problems\">\n<h2>Input problems (\(problems.count))</h2>\n<div class=\"scroll\"><table>"
            + "<tr><th>Where</th><th>Problem</th></tr>\n"
        for p in problems {
            out += "<tr><td><code>\(Markup.escape(p.location.description, for: .html))</code></td>"
                + "<td>\(Markup.escape(p.message, for: .html))</td></tr>\n"
        }
        return out + "</table></div>\n</section>\n"
    }

    /// The faces measured with (from the findings) and drawn with (from the drawings): every
    /// report says which fonts stood in for Apple's.
    private func fonts(report: CheckReport, drawnWith: [FaceUse]) -> String {
        let measured = report.findings.reduce(into: Set<String>()) { $0.formUnion($1.faces) }.sorted()
        guard !measured.isEmpty || !drawnWith.isEmpty else { return "" }
        var out = "<section id=\"fonts\">\n<h2>Fonts</h2>\n"
        if !measured.isEmpty {
            out += "<p>Measured with: \(Markup.escape(measured.joined(separator: ", "), for: .html))</p>\n"
        }
        if !drawnWith.isEmpty {
            out += "<div class=\"scroll\"><table><tr><th>Drawn with</th><th>Face</th><th>Weight</th><th>File</th></tr>\n"
            for face in drawnWith {
                out += "<tr><td>\(Markup.escape(face.family, for: .html))</td><td>\(Markup.escape(face.name, for: .html))</td>"
                    + "<td class=\"n\">\(face.weight)</td><td><code>\(Markup.escape(face.file, for: .html))</code></td></tr>\n"
            }
            out += "</table></div>\n"
        }
        return out + "</section>\n"
    }
}
