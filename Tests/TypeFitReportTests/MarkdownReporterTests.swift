import Foundation
import Testing
import TypeFitDiagnostics
import TypeFitTestSupport
@testable import TypeFitCheck
@testable import TypeFitReport

/// `--format markdown`, read back as GitHub reads it: rendered with cmark-gfm (GitHub's cmark),
/// not by looking for our own strings.
@Suite struct MarkdownReporterTests {
    /// The cells of each row of the `index`-th table in the rendered HTML (header row first).
    static func table(_ html: String, _ index: Int) throws -> [[String]] {
        let tables = html.components(separatedBy: "<table>").dropFirst()
        let table = try #require(tables.dropFirst(index).first?.components(separatedBy: "</table>").first)
        return table.components(separatedBy: "<tr>").dropFirst().map { row in
            row.components(separatedBy: "</tr>")[0].components(separatedBy: "<t").dropFirst().map { cell in
                let body = cell.drop { $0 != ">" }.dropFirst()
                return String(body).components(separatedBy: "</t")[0]
            }
        }
    }

    /// The text of rendered HTML with the references GitHub's renderer writes turned back.
    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func countsErrorsWarningsAndNotesByRuleAndByLocale() throws {
        // By hand: clipped 2 errors (de, fr) + 1 warning (de); locale-overflow 1 note (fr);
        // placeholder-count 1 error (fr). So de: 1 error, 1 warning; fr: 2 errors, 1 note.
        let report = Fixture.report([
            Fixture.finding(severity: .error, locale: "de"), Fixture.finding(severity: .error, locale: "fr"),
            Fixture.finding(severity: .warning, locale: "de"),
            Fixture.finding(rule: "locale-overflow", severity: .note, locale: "fr"), Fixture.placeholder(),
        ])
        let html = try GFMRenderer.html(try MarkdownReporter().render(report))
        #expect(html.contains("<strong>5 findings</strong>: 3 errors, 1 warning, 1 note"))
        #expect(try Self.table(html, 0) == [["Rule", "Errors", "Warnings", "Notes"], ["clipped", "2", "1", "–"],
                                            ["locale-overflow", "–", "–", "1"], ["placeholder-count", "1", "–", "–"]])
        #expect(try Self.table(html, 1) == [["Locale", "Errors", "Warnings", "Notes"], ["de", "1", "1", "–"],
                                            ["fr", "2", "–", "1"]])
    }

    @Test func errorsComeFirstThenTheSmallestSizeThatBreaks() throws {
        let report = Fixture.report([
            Fixture.finding(severity: .note, key: "a.note"),
            Fixture.finding(severity: .warning, key: "b.warning"),
            Fixture.finding(severity: .error, key: "c.breaks.at.ax1", categories: ["AX1", "AX2"]),
            Fixture.finding(severity: .error, key: "d.breaks.at.large", categories: ["large", "AX1"]),
        ])
        let rows = try Self.table(try GFMRenderer.html(try MarkdownReporter().render(report)), 2)
        #expect(rows.dropFirst().map { $0[1] } == ["d.breaks.at.large (plural=one)", "c.breaks.at.ax1 (plural=one)",
                                                   "b.warning (plural=one)", "a.note (plural=one)"])
        let first = try #require(rows.dropFirst().first)
        #expect(first == ["🛑 error", "d.breaks.at.large (plural=one)", "de", "Benachrichtigungseinstellungen",
                          "text is 412 pt wide; 343 pt fit", "label lines=1",
                          "iPhone SE (3rd generation) portrait, full screen, AX5 (53 pt); breaks at Large, AX1 on 31 devices",
                          "App/Localizable.xcstrings:12"])
    }

    /// A translation holding every character that means something to Markdown or HTML stays one
    /// cell of one row, shown as it is, and opens no tag.
    @Test func aHostileTranslationStaysInItsCell() throws {
        let text = "a | b <script>alert(1)</script> `code` *em* _u_ [x](http://e.test) ![i](y) $x^2$ ~~s~~ &amp; \\| line1\nline2"
        let finding = Fixture.finding(severity: .error, key: "k|<b>`key`</b>", text: text)
        let markdown = try MarkdownReporter().render(Fixture.report([finding, Fixture.hostile()]))
        let html = try GFMRenderer.html(markdown)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>") && !html.contains("<code>") && !html.contains("<em>") && !html.contains("<a ")
                && !html.contains("<img") && !html.contains("<del>"))
        let rows = try Self.table(html, 2)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.count == 8 })
        // Line breaks show as ⏎ (a raw one would end the row); everything else as written.
        #expect(Self.unescaped(rows[1][3]) == text.replacingOccurrences(of: "\n", with: "⏎"))
        #expect(Self.unescaped(rows[1][1]) == "k|<b>`key`</b> (plural=one)")
        #expect(Self.unescaped(rows[2][3]).hasPrefix("<script>alert(\"x\")</script> & \"quotes\" ]]> \u{FFFD}⏎line two⏎⟨RLM⟩⟨RLO⟩rtl"))
    }

    /// GitHub drops a step summary over 1 MiB whole; however many findings, and however long
    /// their texts, the document stays under it and says how many it left out.
    @Test func staysUnderGitHubsStepSummaryLimitWithManyFindings() throws {
        let long = String(repeating: "<&|`", count: 5_000)
        let findings = (0..<10_000).map { Fixture.finding(severity: $0 % 3 == 0 ? .error : .warning, key: "key.\($0).<&|`", text: long) }
        // As many rows as fit, not just the row cap: the byte limit must be what stops the list.
        let markdown = try MarkdownReporter(maximumFindings: 10_000).render(Fixture.report(findings, problems: Array(
            repeating: InputProblem(long, at: SourceLocation(file: long, line: 1, column: 1)), count: 500)))
        #expect(markdown.utf8.count < 1_048_576)
        let shown = markdown.split(separator: "\n").filter { $0.hasPrefix("| 🛑") || $0.hasPrefix("| ⚠️") }.count
        #expect(shown > 100 && shown < 3_334)
        #expect(markdown.contains("\n_\(Format.count(10_000 - shown)) more findings not shown; see the SARIF/JSON report._\n"))
        // Errors (every third finding, 3,334) come first, and fill what is shown.
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| ⚠️") }.isEmpty)
        #expect(try GFMRenderer.html(markdown).contains("more findings not shown"))
    }

    @Test func theRowCapLeavesTheRestToTheOtherReports() throws {
        let findings = (0..<1_000).map { Fixture.finding(key: "key.\($0)") }
        let markdown = try MarkdownReporter().render(Fixture.report(findings))
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| ⚠️") }.count == 300)
        #expect(markdown.contains("_700 more findings not shown; see the SARIF/JSON report._"))
        #expect(!(try MarkdownReporter().render(Fixture.report(Array(findings.prefix(5))))).contains("not shown"))
    }

    @Test func linksEachFindingToItsLineInTheRepository() throws {
        let inside = Fixture.finding(file: "ios/App (Main)/Localizable.xcstrings", line: 12)
        let outside = Fixture.finding(key: "outside", file: "/elsewhere/Localizable.xcstrings", line: 3)
        let reporter = MarkdownReporter(linkBase: "https://github.com/acme/app/blob/0123abc/")
        let html = try GFMRenderer.html(try reporter.render(Fixture.report([inside, outside])))
        #expect(html.contains(#"<a href="https://github.com/acme/app/blob/0123abc/ios/App%20%28Main%29/Localizable.xcstrings#L12">ios/App (Main)/Localizable.xcstrings:12</a>"#))
        #expect(html.contains("<td>/elsewhere/Localizable.xcstrings:3</td>"))
        #expect(!(try GFMRenderer.html(try MarkdownReporter().render(Fixture.report([inside])))).contains("<a "))
    }

    @Test func noFindingsSaysSoAndListsInputProblems() throws {
        let html = try GFMRenderer.html(try MarkdownReporter().render(Fixture.report([], problems: [Fixture.problem()], suppressed: 2)))
        #expect(html.contains("<strong>No findings.</strong> · 2 suppressed · 1 input problem"))
        #expect(html.contains("<li>App/Broken.strings:3:1: expected ';' after the value</li>"))
        #expect(!html.contains("<table>"))
    }
}
