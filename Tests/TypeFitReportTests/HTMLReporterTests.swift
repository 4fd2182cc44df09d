import Foundation
import Testing
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitCore
@testable import TypeFitReport

// Expected numbers are worked out by hand from the test font (see HTMLFixtures): at 10 pt a
// glyph scales by 10/1000 = 0.01, "A" advances 6 pt, the baseline is 8 pt below the line top
// and a line is 10 pt tall. The element's top is drawn 40 pt below the safe area (y 20): y 60.
@Suite struct HTMLReporterTests {
    func render(_ findings: [Finding], maxDrawn: Int = 400) throws -> String {
        try HTMLReporter(engine: HTMLFixtures.engine(), maxDrawnFindings: maxDrawn)
            .render(HTMLFixtures.report(findings))
    }

    /// A glyph as the page's script places it.
    struct Placement: Equatable {
        var id: String, x: Double, y: Double, scale: Double
    }

    /// The glyphs of text group `tN`, read from its `data-glyphs` as docs/check.md ("Reports")
    /// describes them: `id x [y [scale]]` joined by `;`, a missing y or scale being the previous one's.
    static func placements(in html: String, group: Int) -> [Placement] {
        let start = "<g id=\"t\(group)\" "
        guard let g = html.range(of: start), let data = html[g.upperBound...].range(of: "data-glyphs=\""),
              let end = html[data.upperBound...].firstIndex(of: "\""),
              html[g.upperBound..<data.lowerBound].firstIndex(of: ">") == nil else { return [] }
        var y = 0.0, scale = 1.0, out: [Placement] = []
        for entry in html[data.upperBound..<end].split(separator: ";") {
            let f = entry.split(separator: " ")
            if f.count > 2, let v = Double(f[2]) { y = v }
            if f.count > 3, let v = Double(f[3]) { scale = v }
            out.append(Placement(id: String(f[0]), x: Double(f[1]) ?? .nan, y: y, scale: scale))
        }
        return out
    }

    @Test func glyphsThatShareAnOutlineShareOneDefinition() throws {
        // Glyphs 2 and 33 have the same outline (a letter and its alternate); glyph 4 another.
        let json = """
            {"width": 10, "height": 10, "size": 10, "truncated": false, "lines": [],
             "faces": [{"family": "T", "name": "T", "file": "t.ttf", "index": 0, "weight": 400}],
             "outlines": {"f0g2": {"path": "M0 0L1 1Z", "unitsPerEm": 1000},
                          "f0g33": {"path": "M0 0L1 1Z", "unitsPerEm": 1000},
                          "f0g4": {"path": "M0 0L2 2Z", "unitsPerEm": 1000}}}
            """
        let drawing = try JSONDecoder().decode(TextDrawing.self, from: Data(json.utf8))
        var library = GlyphLibrary()
        #expect(library.key(for: GlyphKey(face: 0, glyph: 2), in: drawing)?.id == "f0g2")
        #expect(library.key(for: GlyphKey(face: 0, glyph: 33), in: drawing)?.id == "f0g2")
        #expect(library.key(for: GlyphKey(face: 0, glyph: 4), in: drawing)?.id == "f0g4")
        #expect(library.definitions() == "<path id=\"f0g2\" d=\"M0 0L1 1Z\"/>\n<path id=\"f0g4\" d=\"M0 0L2 2Z\"/>\n")
    }

    @Test func truncatedWidthDrawsGlyphsBoxAndClip() throws {
        let html = try render([HTMLFixtures.truncatedWidth])
        // One definition of "A" (glyph 3 of face 0) for the whole document, as the font draws it.
        #expect(html.contains("<path id=\"f0g3\" d=\"M50 0L50 -700L550 -700L550 0Z\"/>"))
        #expect(html.components(separatedBy: "<path id=\"f0g3\"").count == 2)
        // The text group sits at the box's top-left; glyphs at x 0, 6, 12, 18 on the 8-pt baseline.
        #expect(html.contains("<g id=\"t1\" transform=\"translate(16 60)\" data-glyphs=\""))
        #expect(Self.placements(in: html, group: 1) == [
            .init(id: "f0g3", x: 0, y: 8, scale: 0.01), .init(id: "f0g3", x: 6, y: 8, scale: 0.01),
            .init(id: "f0g3", x: 12, y: 8, scale: 0.01), .init(id: "f0g3", x: 18, y: 8, scale: 0.01),
        ])
        // A line of one face at one size is written as ids and x positions only.
        #expect(html.contains("data-glyphs=\"f0g3 0 8 0.01;f0g3 6;f0g3 12;f0g3 18\">\n</g>"))
        // Box: x 16, 20 wide, one 10-pt line; the near-black copy is clipped to it, the red one is not.
        #expect(html.contains("<clipPath id=\"c1\"><rect x=\"16\" y=\"60\" width=\"20\" height=\"10\"/></clipPath>"))
        #expect(html.contains("<rect class=\"box\" x=\"16\" y=\"60\" width=\"20\" height=\"10\"/>"))
        #expect(html.contains("<use href=\"#t1\" class=\"over\"/>\n<use href=\"#t1\" class=\"fit\" clip-path=\"url(#c1)\"/>"))
        // Window 320 wide at 360 px: 1.125 px/pt. Shown down to max(box bottom 70 + 24, 0.3 × 320)
        // = 96 pt, plus 6 pt of padding around: 332 × 108 pt → 373.5 × 121.5 px, rounded.
        #expect(html.contains("<svg class=\"scene\" viewBox=\"-6 -6 332 108\" width=\"374\" height=\"122\""))
        // Status bar (outside the safe area) and the margins as even-odd rings.
        #expect(html.contains("<path class=\"unsafe\" fill-rule=\"evenodd\" d=\"M0 0H320V96H0ZM0 20H320V96H0Z\"/>"))
        #expect(html.contains("<path class=\"margin\" fill-rule=\"evenodd\" d=\"M0 20H320V96H0ZM16 20H304V96H16Z\"/>"))
        // The window is cut below the drawing: open at the bottom, with a dotted edge.
        #expect(html.contains("<path class=\"window\" d=\"M0 96V0H320V96\"/>\n<path class=\"cut\" d=\"M0 96H320\"/>"))
        // Readable guide equals the margins on a compact phone: not drawn.
        #expect(!html.contains("class=\"readable\""))
        #expect(html.contains("<b>AX3 · 10 pt</b> · iPhone SE (3rd generation) · portrait · full window (compact width)"))
        #expect(html.contains("measured 24 pt wide, available 20 pt wide · <b>4 pt over</b>"))
    }

    @Test func rightToLeftLineEndsAtTheBoxRightEdge() throws {
        let html = try render([HTMLFixtures.rightToLeft])
        // Visual order bet alef bet alef: 0, 4.5, 11, 15.5; 22 pt wide, right edge on the box's
        // right edge 284 + 20 = 304, so the text starts at 282 and 2 pt stick out on the left.
        #expect(html.contains("<g id=\"t1\" transform=\"translate(282 60)\" data-glyphs=\""))
        #expect(Self.placements(in: html, group: 1) == [
            .init(id: "f0g66", x: 0, y: 8, scale: 0.01), .init(id: "f0g65", x: 4.5, y: 8, scale: 0.01),
            .init(id: "f0g66", x: 11, y: 8, scale: 0.01), .init(id: "f0g65", x: 15.5, y: 8, scale: 0.01),
        ])
        #expect(html.contains("<rect class=\"box\" x=\"284\" y=\"60\" width=\"20\" height=\"10\"/>"))
        #expect(html.contains("<td lang=\"he\" dir=\"auto\">\u{05D0}\u{05D1}\u{05D0}\u{05D1}</td>"))
    }

    @Test func linesPastTheLimitFallOutsideTheClip() throws {
        let html = try render([HTMLFixtures.clippedLines])
        // Wrapped at 30 pt into "aaaa " / "aaaa" / "aaaa": baselines 8, 18, 28; the box holds two
        // 10-pt lines, so the third line is outside the clip and only its red copy shows.
        #expect(html.contains("<clipPath id=\"c1\"><rect x=\"16\" y=\"60\" width=\"30\" height=\"20\"/></clipPath>"))
        let placed = Self.placements(in: html, group: 1)
        #expect(placed.count == 12 && placed.allSatisfy { $0.id == "f0g29" && $0.scale == 0.01 })
        #expect(placed.map(\.y) == [8, 8, 8, 8, 18, 18, 18, 18, 28, 28, 28, 28])
        #expect(placed.last == .init(id: "f0g29", x: 15, y: 28, scale: 0.01))
        // The space has an empty outline: nothing is placed for it.
        #expect(!html.contains("#f0g1\""))
    }

    @Test func readableWidthOverrunIsMeasuredFromTheLeadingEdge() throws {
        // Six "aaaa" words on one 132.5-pt line (6 × 20 + 5 × 2.5) in a 288-pt box whose readable
        // guide is 120 wide: the clip keeps the first 120 pt from the box's left edge.
        var scene = HTMLFixtures.scene(boxX: 16, boxWidth: 288, available: 288, lineLimit: 0)
        scene.readable = HTMLFixtures.box(100, 20, 120, 548)
        let occurrence = HTMLFixtures.occurrence(scene, measured: Figures(width: 132.5), available: Figures(width: 120),
                                                 overflow: 12.5, message: "longest line is 132.5 pt")
        let html = try render([HTMLFixtures.finding(rule: "readable-width", key: "para", locale: "en",
                                                    text: "aaaa aaaa aaaa aaaa aaaa aaaa", occurrences: [occurrence])])
        #expect(html.contains("<clipPath id=\"c1\"><rect x=\"16\" y=\"60\" width=\"120\" height=\"10\"/></clipPath>"))
        #expect(html.contains("<rect class=\"box\" x=\"16\" y=\"60\" width=\"288\" height=\"10\"/>"))
        #expect(html.contains("<path class=\"readable\" d=\"M100 20V96M220 20V96\"/>"))
    }

    @Test func checkerCatchesBrokenMarkup() {
        #expect(HTMLChecker.problem(in: "<p><b>x</p>") != nil)
        #expect(HTMLChecker.problem(in: "<p>a & b</p>") != nil)
        #expect(HTMLChecker.problem(in: "<p title=\"<x>\">a</p>") != nil)
        #expect(HTMLChecker.problem(in: "<p>1 < 2</p>") != nil)
        #expect(HTMLChecker.problem(in: "<div><p>") != nil)
        #expect(HTMLChecker.problem(in: "<p title=\"a &amp; b\">x<br></p><svg><use href=\"#a\"/></svg>") == nil)
        #expect(HTMLChecker.problem(in: "<script>if(a<b&&c){}</script><p>ok</p>") == nil)
    }

    @Test func outsideStringsOnlyAppearEscaped() throws {
        let hostile = "<script>alert(\"x\")</script> & \"quotes\" 'single'"
        var finding = HTMLFixtures.truncatedWidth
        finding.text = hostile
        finding.sourceText = hostile
        finding.key = "key<img src=x onerror=alert(1)>"
        finding.locale = "de\"><script>alert(2)</script>"
        finding.message = hostile
        finding.file = "App/<b>Localizable</b>.xcstrings"
        finding.bySize[0].deviceName = "iPhone \"SE\" <x>"
        finding.bySize[0].category = "AX3\" onmouseover=\"alert(3)"
        finding.categories = [finding.bySize[0].category]
        var untranslated = HTMLFixtures.untranslated
        untranslated.text = hostile
        untranslated.key = "'&'"
        let html = try render([finding, untranslated])

        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>Localizable"))
        #expect(!html.contains("\" onmouseover=\""))
        #expect(html.components(separatedBy: "<script").count == 2, "only the report's own script")
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;"))
        #expect(html.contains("data-locale=\"de&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;\""))
        #expect(html.contains("<td>&#39;&amp;&#39;</td>"))
        #expect(HTMLChecker.problem(in: html) == nil, "\(HTMLChecker.problem(in: html) ?? "")")
        // The script and style are constants: no report text is ever put into them.
        let script = try #require(html.range(of: "<script>").map { html[$0.upperBound...] })
        #expect(script.hasPrefix("\n" + HTMLStyle.script + "\n</script>"))
    }

    @Test func escapeHandlesEveryCharacterThatMatters() {
        #expect(Markup.escape("a&b<c>d\"e'f", for: .html) == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(Markup.escape("\u{0}x\u{7}\ty\n\u{FFFF}", for: .html) == "\u{FFFD}x\u{FFFD}\ty\n\u{FFFD}")
        #expect(Markup.escape("Größe ليس 日本", for: .html) == "Größe ليس 日本")
    }

    @Test func filterControlsAndDataAttributes() throws {
        let html = try render([HTMLFixtures.truncatedWidth, HTMLFixtures.rightToLeft, HTMLFixtures.clippedLines,
                               HTMLFixtures.untranslated])
        // Hidden until the script shows it: without script every finding stays visible.
        #expect(html.contains("<form id=\"filters\" class=\"filters\" hidden>"))
        #expect(html.contains("<select data-filter=\"locale\"><option value=\"\">all</option><option value=\"de\">de</option>"
            + "<option value=\"fr\">fr</option><option value=\"he\">he</option><option value=\"ja\">ja</option></select>"))
        #expect(html.contains("<select data-filter=\"rule\"><option value=\"\">all</option>"
            + "<option value=\"clipped\">clipped</option><option value=\"truncated-width\">truncated-width</option>"
            + "<option value=\"untranslated\">untranslated</option></select>"))
        #expect(html.contains("<option value=\"warning\">warning and worse</option>"))
        #expect(html.contains("<select data-filter=\"size\"><option value=\"\">any</option>"
            + "<option value=\"AX3\">AX3</option><option value=\"AX5\">AX5</option></select>"))
        #expect(html.contains("<input type=\"search\" data-filter=\"search\""))
        #expect(html.contains("<article class=\"finding\" data-f=\"\" data-locale=\"de\" data-rule=\"truncated-width\""
            + " data-severity=\"warning\" data-sizes=\"AX3\">"))
        #expect(html.contains("<figure data-size=\"AX5\">"))
        // Catalog findings are table rows that filter the same way.
        #expect(html.contains("<tr data-f=\"\" data-locale=\"ja\" data-rule=\"untranslated\" data-severity=\"warning\" data-sizes=\"\">"))
        #expect(HTMLChecker.problem(in: html) == nil, "\(HTMLChecker.problem(in: html) ?? "")")
    }

    @Test func capDrawsTheMostSevereAndListsTheRest() throws {
        var error = HTMLFixtures.clippedLines
        error.severity = .error
        let html = try render([HTMLFixtures.truncatedWidth, HTMLFixtures.rightToLeft, error, HTMLFixtures.untranslated],
                              maxDrawn: 1)
        #expect(html.components(separatedBy: "<article").count == 2)
        #expect(html.contains("data-rule=\"clipped\" data-severity=\"error\" data-sizes=\"AX5\">\n<header>"))
        #expect(html.contains("<h2>Not drawn (2)</h2>"))
        #expect(html.contains("these 2 are listed without drawings"))
        #expect(html.components(separatedBy: "<svg class=\"scene\"").count == 2)
        // Only glyphs that were drawn are defined: "a" yes, "A" and the Hebrew letters no.
        #expect(html.contains("<path id=\"f0g29\""))
        #expect(!html.contains("<path id=\"f0g3\""))
        #expect(html.contains("<td>title.four</td><td>de</td><td>is 24 pt wide in a 20 pt box (4 pt cut off)</td>"))
        #expect(HTMLChecker.problem(in: html) == nil, "\(HTMLChecker.problem(in: html) ?? "")")
    }

    @Test func glyphDefinitionsAreSharedAcrossFindings() throws {
        var again = HTMLFixtures.truncatedWidth
        again.locale = "nl"
        let html = try render([HTMLFixtures.truncatedWidth, again])
        #expect(html.components(separatedBy: "<path id=\"f0g3\"").count == 2)
        #expect(Self.placements(in: html, group: 1).count + Self.placements(in: html, group: 2).count == 8)
        #expect(html.contains("<g id=\"t2\" transform=\"translate(16 60)\" data-glyphs="))
    }

    /// Two sizes at the same point size in the same scene are the same drawing: one figure, drawn
    /// once, whose caption and filter name both sizes. A third size at another point size is another.
    @Test func sizesThatDrawAlikeShareOneFigure() throws {
        var finding = HTMLFixtures.truncatedWidth
        var large = finding.bySize[0]
        large.category = "large"
        var ax5 = finding.bySize[0]
        ax5.category = "AX5"
        ax5.pointSize = 20
        finding.bySize = [large, finding.bySize[0], ax5]
        finding.categories = ["large", "AX3", "AX5"]
        let html = try render([finding])
        #expect(html.components(separatedBy: "<svg class=\"scene\"").count == 3)
        #expect(html.components(separatedBy: "<figure ").count == 3)
        #expect(html.contains("<figure data-size=\"large AX3\">"))
        #expect(html.contains("<figure data-size=\"AX5\">"))
        #expect(html.contains("<b>large, AX3 · 10 pt</b> · iPhone SE (3rd generation) · portrait · full window (compact width)"))
        #expect(html.contains("<b>AX5 · 20 pt</b>"))
        #expect(!html.contains("<b>AX3 · 10 pt</b>"))
        // The filter finds a size among a figure's several.
        #expect(html.contains("(' '+figures[j].dataset.size+' ').indexOf(' '+size+' ')<0"))
        #expect(HTMLChecker.problem(in: html) == nil, "\(HTMLChecker.problem(in: html) ?? "")")
    }

    /// A drawing another finding already made (same text, locale, size, scene and rule) is drawn
    /// once: the second figure shows the first's group by reference. Another locale is drawn anew.
    @Test func aSharedDrawingIsDrawnOnce() throws {
        var twin = HTMLFixtures.truncatedWidth
        twin.key = "title.four.again"
        var other = HTMLFixtures.truncatedWidth
        other.locale = "nl"
        let html = try render([HTMLFixtures.truncatedWidth, twin, other])
        #expect(html.components(separatedBy: "<article").count == 4)
        #expect(html.components(separatedBy: "<svg class=\"scene\"").count == 4)
        // Two drawings made (t1, t2), the twin's figure refers to the first.
        #expect(html.components(separatedBy: "<g id=\"t").count == 3)
        #expect(html.components(separatedBy: "<g id=\"d1\">").count == 2)
        #expect(html.contains("<svg class=\"scene\" viewBox=\"-6 -6 332 108\" width=\"374\" height=\"122\" role=\"img\""
            + " aria-label=\"title.four.again (de) on iPhone SE (3rd generation), AX3\" data-ref=\"1\"><use href=\"#d1\"/></svg>"))
        #expect(html.components(separatedBy: "data-ref=").count == 2)
        #expect(html.contains("<g id=\"t2\" transform=\"translate(16 60)\" data-glyphs="))
        // The script places the original's glyphs when a reference comes into view.
        #expect(html.contains("var ref=svg.getAttribute('data-ref'),original=ref&&document.getElementById('d'+ref);"))
        #expect(HTMLChecker.problem(in: html) == nil, "\(HTMLChecker.problem(in: html) ?? "")")
    }

    @Test func catalogFindingsAndSummary() throws {
        let html = try render([HTMLFixtures.truncatedWidth, HTMLFixtures.untranslated])
        #expect(html.contains("<h2>Catalog findings (1)</h2>"))
        #expect(html.contains("<td>settings.title</td><td>ja</td><td>base</td>"))
        #expect(html.contains("<td lang=\"ja\" dir=\"auto\">Settings</td>"))
        #expect(html.contains("typefit 0.1.0-test · configuration <code>.typefit.yml</code>"))
        #expect(html.contains("<b>2 findings</b>: 2 warnings · 1 suppressed · 0 baselined"))
        #expect(html.contains("<tr><th><code>truncated-width</code></th><td class=\"n\">1</td><td class=\"n\"></td><td class=\"n\">1</td></tr>"))
        #expect(html.contains("<tr><th>AX3</th><td class=\"n\">1</td><td class=\"n\">1</td></tr>"))
        #expect(html.contains("<tr><th>Cells checked</th><td class=\"n\">144</td></tr>"))
        #expect(html.contains("<td>TypeFitTest</td>") || html.contains("TypeFitTest"))
    }

    @Test func sameReportSameBytes() throws {
        let findings = [HTMLFixtures.truncatedWidth, HTMLFixtures.rightToLeft, HTMLFixtures.clippedLines,
                        HTMLFixtures.untranslated]
        let first = try render(findings)
        let second = try render(findings)
        #expect(first == second)
        #expect(first.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!first.contains("http://") && !first.contains("https://"), "no external resources")
    }

    @Test func emptyReport() throws {
        let html = try render([])
        #expect(html.contains("<p>No findings.</p>"))
        #expect(!html.contains("<form id=\"filters\""))
        #expect(HTMLChecker.problem(in: html) == nil)
    }

    @Test func numbersAreFormattedWithoutFloatNoise() {
        #expect(SVGNumber.format(6) == "6")
        #expect(SVGNumber.format(4.5) == "4.5")
        #expect(SVGNumber.format(0.1 + 0.2) == "0.3")
        #expect(SVGNumber.format(-0.001) == "0")
        #expect(SVGNumber.format(-12.345) == "-12.35")
        #expect(SVGNumber.format(17.0 / 2048, places: 6) == "0.008301")
        #expect(SVGNumber.format(0.05, places: 2) == "0.05")
        #expect(SVGNumber.format(.nan) == "0")
    }
}
