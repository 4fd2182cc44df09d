import Foundation
import Testing
import TypeFit
import TypeFitTestSupport

/// The Swift of the "Getting started" article (Sources/TypeFit/TypeFit.docc/GettingStarted.md),
/// compiled and run here: each block between `// snippet:` and `// snippet end` is, dedented, one
/// of the article's ```swift blocks, in order (`theArticleShowsThisFilesSnippets` holds them
/// together). The results are checked against hand computation on the generated test font
/// (upem 1000; A–Z 600, a–z 500, space 250, "…" 800; tracking off): at 17 pt "Settings" =
/// (600 + 7 × 500) × 17 / 1000 = 69.7 pt.
@Suite struct GettingStartedTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/TypeFit/TypeFit.docc/GettingStarted.md").standardizedFileURL

    @Test func measureAString() throws {
        let fontPath = TestFont.path
        // snippet: measure
        let engine = try TextEngine(fontFiles: [fontPath], tracking: .none)
        let settings = try engine.measure(MeasureRequest(text: "Settings", size: 17))
        print(settings.width, settings.lines)          // 69.7 (to within rounding) 1

        // The same text in a one-line label 60 points wide.
        let label = try engine.measure(MeasureRequest(text: "Settings", size: 17, width: 60, maxLines: 1))
        print(label.truncated, label.lineTexts)        // true ["Setti…"]
        // snippet end
        #expect(abs(settings.width - 69.7) < 1e-9 && settings.lines == 1)
        // Room for 60 − 13.6 ("…") = 46.4 pt: "Setti" is 2,600 units = 44.2 pt, "Settin" 52.7 pt.
        #expect(label.truncated && label.lineTexts == ["Setti…"])
        #expect(abs(label.width - (44.2 + 13.6)) < 1e-9)
    }

    /// Tests/Fixtures/GettingStarted: a `.typefit.yml` naming the check engine's fixture catalog and
    /// the test font, one iPhone SE environment, every key a one-line 10-pt label in a 100-pt box.
    /// By hand at 10 pt: "Save" 21 pt, "Speichern und schliessen" 116 pt, "Speichern" 46 pt.
    static let appFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/GettingStarted").standardizedFileURL.path

    @Test func checkACatalog() throws {
        let appFolder = Self.appFolder
        // snippet: check
        var options = Project.Options()
        options.directory = appFolder                  // .typefit.yml is found here or above
        let project = try Project.load(options)

        let report = try project.check()
        for finding in report.findings {
            print("\(finding.file):\(finding.line): \(finding.severity): [\(finding.rule)] \(finding.key) \(finding.locale ?? "")")
            if let worst = finding.worst {
                print("  \(worst.message)")            // "translation is 116 pt wide in a 100 pt box (16 pt cut off); …"
            }
        }
        // snippet end
        let located = report.findings.filter { $0.worst != nil }
        #expect(located.map { "\($0.rule) \($0.key) \($0.locale ?? "")" }.sorted() == [
            "locale-overflow body.hinted de", "locale-overflow button.save de",
            "truncated-width title.long de", "truncated-width title.long en", "truncated-width title.long he",
        ])
        let save = try #require(located.first { $0.key == "button.save" }?.worst)
        #expect(save.measured.width == 116 && save.available.width == 100)
        #expect(located.allSatisfy { URL(fileURLWithPath: $0.file).standardizedFileURL.path == OneDevice.projectCatalog && $0.line > 0 })

        // snippet: fit
        let fit = try project.fit(FitRequest(key: "button.save", locale: "de", text: "Speichern"))
        print(fit.findings.isEmpty)                    // true: it fits wherever the key is drawn
        // snippet end
        #expect(fit.findings.isEmpty)
        let longer = try project.fit(FitRequest(key: "button.save", locale: "de", text: "Speichern und schliessen"))
        #expect(longer.findings.map(\.rule) == ["locale-overflow"])
    }

    /// Every ```swift block of the article is one of the snippets above, in order, and every
    /// snippet is in the article: the article shows no code that this file does not compile.
    @Test func theArticleShowsThisFilesSnippets() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let shown = Self.blocks(in: article)
        let compiled = Self.snippets(in: source)
        #expect(compiled.count == 3)
        #expect(shown.count == compiled.count, "the article has \(shown.count) ```swift blocks, this file \(compiled.count) snippets")
        for (index, (block, snippet)) in zip(shown, compiled).enumerated() {
            #expect(block == snippet, "the article's ```swift block \(index + 1) is not this file's snippet \(index + 1)")
        }
    }

    /// The article's fenced ```swift blocks.
    static func blocks(in markdown: String) -> [String] {
        regions(of: markdown, opening: { $0 == "```swift" }, closing: { $0 == "```" })
    }

    /// This file's snippets.
    static func snippets(in source: String) -> [String] {
        regions(of: source, opening: { $0.drop { $0 == " " }.hasPrefix("// snippet: ") },
                closing: { $0.drop { $0 == " " } == "// snippet end" })
    }

    /// The lines between each opening line and the closing line after it, dedented by the least
    /// indentation among them.
    static func regions(of text: String, opening: (Substring) -> Bool, closing: (Substring) -> Bool) -> [String] {
        var regions: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if opening(line) { current = [] }
            } else if closing(line) {
                regions.append(dedent(current ?? []))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    static func dedent(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }
}
