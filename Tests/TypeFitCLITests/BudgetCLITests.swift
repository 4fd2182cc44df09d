import Foundation
import Testing
import TypeFitTestSupport

/// `typefit budget`: its table, JSON and exports on a small XLIFF, what it refuses, and that it
/// changes no input.
@Suite struct BudgetCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TypeFitCatalogTests/Fixtures")

    /// A folder with a copy of plural.xliff (two `<file>`s, six units), and the options that
    /// budget it on one iPhone at Large without reading any app source.
    static func project() throws -> (folder: URL, input: URL, options: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("de.xliff")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("plural.xliff"), to: input)
        return (folder, input, [input.path, "--no-sources", "--devices", "iphone-se-1", "--sizes", "large"])
    }

    @Test func theTableNamesEachKeysBoxAndRoom() throws {
        let (folder, _, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["budget"] + options, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Save & quit  de.xliff:8  label lines=1 width=margins (default), layout not known"), "\(run.stdout)")
        #expect(run.stdout.contains("box 288 pt × 1 line at large on iPhone SE (1st generation), portrait, full"), "\(run.stdout)")
        #expect(run.stdout.contains("4 budgets (key × use) over 2 environments; 0 of 9 texts lack room."), "\(run.stdout)")
    }

    @Test func jsonIsTheReport() throws {
        let (folder, _, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["budget", "--json"] + options, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let budgets = try #require(object["budgets"] as? [[String: Any]])
        #expect(budgets.map { $0["key"] as? String } == ["Save & quit", "%lld items", "Platform", "%d files"])
        let box = try #require(budgets.first?["box"] as? [String: Any])
        // The iPhone SE (1st generation) is 320 pt wide with 16-pt layout margins (docs/geometry.md): 288 pt.
        #expect(box["width"] as? Double == 288 && box["lines"] as? Int == 1 && box["device"] as? String == "iphone-se-1")
    }

    @Test func eachExportIsWrittenAndNoInputChanges() throws {
        let (folder, input, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: input)
        for format in ["xliff", "weblate", "csv"] {
            let output = folder.appendingPathComponent("budgets.\(format)")
            let run = try CLIRunner.run(["budget", "--export", format, "--output", output.path] + options, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("wrote the \(format) export of 4 budgets to \(output.path)"), "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: output.path))
        }
        #expect(try Data(contentsOf: input) == before)
        let xliff = try String(contentsOf: folder.appendingPathComponent("budgets.xliff"), encoding: .utf8)
        // Every unit of the input is there, in order.
        func ids(_ text: String) -> [String] {
            text.components(separatedBy: "<trans-unit id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(ids(xliff) == ids(String(decoding: before, as: UTF8.self)) && ids(xliff).count == 6)
        let verdict = try XLIFFSchema.validate(xliff)
        #expect(verdict.valid, "\(verdict.messages)")
    }

    @Test func anUnknownExportFormatIsAUsageError() throws {
        let (folder, _, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["budget", "--export", "pdf", "--output", "x.pdf"] + options, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("pdf") && run.stderr.contains("--export"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.pdf").path))
    }

    @Test func exportAndOutputComeTogether() throws {
        let (folder, _, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let noOutput = try CLIRunner.run(["budget", "--export", "csv"] + options, in: folder)
        #expect(noOutput.status == 2 && noOutput.stderr.contains("--export needs --output FILE"), "\(noOutput.stderr)")
        let noExport = try CLIRunner.run(["budget", "--output", "x.csv"] + options, in: folder)
        #expect(noExport.status == 2 && noExport.stderr.contains("--output needs --export"), "\(noExport.stderr)")
    }

    @Test func anUnwritableOutputIsNamedAndNothingIsWritten() throws {
        let (folder, _, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("missing/budgets.csv").path
        let run = try CLIRunner.run(["budget", "--export", "csv", "--output", output] + options, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write the csv export to \(output)"), "\(run.stderr)")
    }

    @Test func anInputCatalogIsNeverTheOutput() throws {
        let (folder, input, options) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: input)
        let run = try CLIRunner.run(["budget", "--export", "xliff", "--output", input.path] + options, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("is an input catalog: not written"), "\(run.stderr)")
        #expect(try Data(contentsOf: input) == before)
    }
}
