import Foundation
import Testing
import TypeFitTestSupport

/// `typefit pseudo`: the files it writes, what it refuses, and `typefit check` on its output.
@Suite struct PseudoCLITests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = here.deletingLastPathComponent().appendingPathComponent("TypeFitCatalogTests/Fixtures").path
    static let repository = here.deletingLastPathComponent().deletingLastPathComponent()

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func eachFormatIsWrittenBesideItsKindAndReadsBack() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let inputs = ["basic.xcstrings", "lproj", "rules.stringsdict", "plural.xliff"].map { Self.fixtures + "/" + $0 }
        let run = try CLIRunner.run(["pseudo"] + inputs + ["--output", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let written = run.stdout.split(separator: "\n").map { String($0.dropFirst(out.path.count + 1)) }
        #expect(written == ["basic.xcstrings", "en-XA.lproj/Main.strings", "ar-XB.lproj/Main.strings",
                            "en-XA.lproj/rules.stringsdict", "ar-XB.lproj/rules.stringsdict", "en-XA.xliff", "ar-XB.xliff"])
        // The longest: ru "%lld предметов" in basic.xcstrings, " предметов" 10 characters against
        // " items" 6 (its one key in ru) → 166.7 → 167%; no other language there is as long.
        #expect(run.stderr.contains("en-XA expansion 167% (longest target language ru: 167% of the source's characters over 1 key)"),
                "\(run.stderr)")
        // typefit's own catalog command reads every file back without an error.
        let catalog = try CLIRunner.run(["catalog", "--json", out.path])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(catalog.stdout.utf8)) as? [String: Any]
        let summaries = try #require(object?["catalogs"] as? [[String: Any]])
        let locales = summaries.map { ($0["name"] as? String ?? "", ($0["locales"] as? [String]) ?? []) }
        #expect(locales.contains { $0.0.hasSuffix("basic.xcstrings") && $0.1 == ["en", "ar-XB", "de", "en-XA", "ru"] })
        #expect(locales.contains { $0.0.hasSuffix("*.lproj/Main.strings") && Set($0.1).isSuperset(of: ["en-XA", "ar-XB"]) })
    }

    @Test func aCatalogThatDoesNotParseIsNamedAndTheOthersAreWritten() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CLIRunner.run(["pseudo", Self.fixtures + "/malformed/truncated.xcstrings", Self.fixtures + "/basic.xcstrings",
                                     "--output", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("malformed/truncated.xcstrings:6:73: error: unexpected end of file inside an object"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("basic.xcstrings").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("truncated.xcstrings").path))
    }

    @Test func anOutputFolderThatIsASymbolicLinkIsRefused() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let real = scratch.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = scratch.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let run = try CLIRunner.run(["pseudo", Self.fixtures + "/basic.xcstrings", "--output", link.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("link:1:1: error: the output folder is a symbolic link: nothing written"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).isEmpty)
        // A link on the way to a file inside the output folder is refused too.
        let out = scratch.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("en-XA.lproj"), withDestinationURL: real)
        let lproj = try CLIRunner.run(["pseudo", Self.fixtures + "/lproj", "--output", out.path, "--locale", "en-XA"])
        #expect(lproj.status == 2 && lproj.stderr.contains("en-XA.lproj is a symbolic link"), "\(lproj.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).isEmpty)
    }

    @Test func anInputIsNeverReplaced() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(atPath: Self.fixtures + "/basic.xcstrings", toPath: catalog.path)
        let before = try Data(contentsOf: catalog)
        let run = try CLIRunner.run(["pseudo", folder.path, "--output", folder.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Localizable.xcstrings:1:1: error: not written: it is an input catalog"), "\(run.stderr)")
        #expect(try Data(contentsOf: catalog) == before)
    }

    @Test func badOptionsAreUsageErrors() throws {
        let locale = try CLIRunner.run(["pseudo", Self.fixtures + "/basic.xcstrings", "--output", "/tmp/x", "--locale", "fr-XA"])
        #expect(locale.status == 2 && locale.stderr.contains("en-XA"), "\(locale.stderr)")
        let expansion = try CLIRunner.run(["pseudo", Self.fixtures + "/basic.xcstrings", "--output", "/tmp/x", "--expansion", "50"])
        #expect(expansion.status == 2 && expansion.stderr.contains("--expansion takes a percent from 100 to 400"), "\(expansion.stderr)")
    }

    /// The demo's catalog made pseudo, then checked as `make demo` checks it (its config, the
    /// whole matrix) in English and en-XA: en-XA breaks more layouts than the source.
    @Test func checkFindsMoreBreakingLayoutsInTheDemosPseudoLocale() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let demo = Self.repository.appendingPathComponent("Corpus/DemoApp").path
        let pseudo = try CLIRunner.run(["pseudo", demo, "--output", out.path])
        #expect(pseudo.status == 0, "\(pseudo.stderr)")
        // The demo's longest language measured, not the floor.
        #expect(pseudo.stderr.contains("longest target language"), "\(pseudo.stderr)")
        let config = Self.repository.appendingPathComponent("Corpus/.typefit.yml").path
        let run = try CLIRunner.run(["check", "--config", config, "--locales", "en,en-XA", "--format", "json",
                                     out.appendingPathComponent("Localizable.xcstrings").path])
        #expect(run.status == 1, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let report = try #require(object?["report"] as? [String: Any])
        #expect((report["problems"] as? [Any])?.isEmpty == true)
        let findings = try #require(report["findings"] as? [[String: Any]])
        let layout: Set<String> = ["truncated-width", "locale-overflow", "clipped", "margin"]
        func count(_ locale: String) -> Int {
            findings.filter { $0["locale"] as? String == locale && layout.contains($0["rule"] as? String ?? "") }.count
        }
        #expect(count("en-XA") > count("en"), "en-XA \(count("en-XA")), en \(count("en"))")
        #expect(!findings.contains { $0["locale"] as? String == "en-XA" && $0["rule"] as? String == "missing-glyphs" })
    }
}
