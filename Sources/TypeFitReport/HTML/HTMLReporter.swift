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

    package func render(_ report: CheckReport) throws -> String {
        let engine = try self.engine ?? TextEngine()
        let top = HTMLSummary(report: report)
        let layout = Self.drawingOrder(report.findings.filter { !$0.bySize.isEmpty })
        let catalog = report.findings.filter { $0.bySize.isEmpty }
        let drawn = layout.prefix(maxDrawnFindings)
        let undrawn = layout.dropFirst(maxDrawnFindings)

        var glyphs = GlyphLibrary()
        var number = 0
        var body = ""
        if !layout.isEmpty {
            body += "<section id=\"layout\">\n<h2>Layout findings (\(layout.count))</h2>\n" + HTMLSummary.legend
            for finding in drawn {
                body += FindingCard(finding: finding).card(engine: engine, glyphs: &glyphs, number: &number)
            }
            if !undrawn.isEmpty {
                body += "<h2>Not drawn (\(undrawn.count))</h2>\n<p class=\"muted\">This report draws at most "
                    + "\(maxDrawnFindings) layout findings; these \(undrawn.count) are listed without drawings.</p>\n"
                    + "<div class=\"scroll\"><table class=\"undrawn\"><tr><th>Severity</th><th>Rule</th><th>Key</th><th>Locale</th>"
                    + "<th>Message</th><th>Worst at</th><th>Catalog</th></tr>\n"
                for finding in undrawn { body += FindingCard(finding: finding).undrawnRow() }
                body += "</table></div>\n"
            }
            body += "</section>\n"
        }
        if !catalog.isEmpty {
            body += "<section id=\"catalog\">\n<h2>Catalog findings (\(catalog.count))</h2>\n"
                + "<div class=\"scroll\"><table class=\"catalog\"><tr><th>Severity</th><th>Rule</th><th>Key</th><th>Locale</th>"
                + "<th>Variant</th><th>Message</th><th>Text</th><th>Catalog</th></tr>\n"
            for finding in catalog { body += FindingCard(finding: finding).catalogRow() }
            body += "</table></div>\n</section>\n"
        }
        if report.findings.isEmpty { body += "<p>No findings.</p>\n" }
        body += problems(report.problems)
        body += fonts(report: report, drawnWith: glyphs.faces)

        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>typefit report</title>\n<style>\n\(HTMLStyle.css)\n</style>\n</head>\n<body>\n"
        // Every glyph outline once, referenced by the drawings below.
        out += "<svg class=\"glyphs\" aria-hidden=\"true\" width=\"0\" height=\"0\"><defs>\n"
        out += glyphs.definitions()
        out += "</defs></svg>\n<main>\n"
        out += top.header() + top.tables()
        if !report.findings.isEmpty { out += top.filters() }
        out += body
        out += "</main>\n<script>\n\(HTMLStyle.script)\n</script>\n</body>\n</html>\n"
        return out
    }

    /// Errors first, then warnings, then notes, each in the report's order: when the cap cuts,
    /// it cuts the least severe.
    static func drawingOrder(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
        }.map(\.element)
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
        let measured = Set(report.findings.flatMap(\.faces)).sorted()
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
