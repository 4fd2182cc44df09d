import Foundation
import Testing
import TypeFitTestSupport

@Suite struct CatalogCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TypeFitCatalogTests/Fixtures").path
    static let corpus = SharedCorpus.path

    func fixture(_ name: String) -> String { Self.fixtures + "/" + name }

    @Test func textSummary() throws {
        let result = try CLIRunner.run(["catalog", fixture("basic.xcstrings")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("keys: 4, locales: 3 (en, de, ru)"))
        #expect(result.stdout.contains("format: xcstrings 1.1, source language: en"))
        #expect(result.stdout.contains("variants: plural 4 in 1 keys, device 2 in 1, substitution 2 in 1, width 0 in 0"))
        #expect(result.stdout.contains("basic.xcstrings:37:84: warning: \"items\" (device=iphone/plural=one) in ru needs review [needs-review]"))
    }

    @Test func jsonContract() throws {
        let result = try CLIRunner.run(["catalog", "--json", fixture("mismatch.xcstrings")])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let catalogs = try #require(object?["catalogs"] as? [[String: Any]])
        #expect(catalogs.count == 1)
        #expect(catalogs[0]["keyCount"] as? Int == 2)
        #expect(catalogs[0]["sourceLanguage"] as? String == "en")
        #expect((catalogs[0]["locales"] as? [String]) == ["en", "ar", "de", "es", "fr", "it", "ja"])
        let coverage = try #require(catalogs[0]["coverage"] as? [[String: Any]])
        #expect(coverage.first { $0["locale"] as? String == "ar" }?["translatedKeys"] as? Int == 1)
        #expect(coverage.first { $0["locale"] as? String == "ar" }?["percent"] as? Int == 50)
        let findings = try #require(object?["findings"] as? [[String: Any]])
        let order = try #require(findings.first { $0["ruleId"] as? String == "placeholder-order" })
        #expect(order["line"] as? Int == 7 && order["column"] as? Int == 69)
        #expect(order["severity"] as? String == "error" && order["locale"] as? String == "de" && order["key"] as? String == "count")
        #expect(order["variant"] as? String == "base")
        #expect((object?["errors"] as? [Any])?.isEmpty == true)
    }

    @Test func unreadableFilesAreReportedAndOthersStillSummarised() throws {
        let result = try CLIRunner.run(["catalog", fixture("malformed/truncated.xcstrings"), fixture("basic.xcstrings")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("malformed/truncated.xcstrings:6:73: error: unexpected end of file inside an object"))
        #expect(result.stdout.contains("keys: 4, locales: 3"))
        let json = try CLIRunner.run(["catalog", "--json", fixture("malformed/invalid-utf16.strings"), fixture("braced.strings")])
        #expect(json.status == 2)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let errors = try #require(object?["errors"] as? [[String: Any]])
        #expect(errors.count == 1 && errors[0]["line"] as? Int == 2 && errors[0]["column"] as? Int == 8)
        #expect((object?["catalogs"] as? [Any])?.count == 1)
    }

    /// A catalog the user may not read (mode 000): named with the system's reason, and the
    /// readable one beside it is still summarised.
    @Test func aFileThatMayNotBeReadIsNamedAndTheRestAreRead() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("typefit-locked-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let lproj = root.appendingPathComponent("en.lproj")
        try manager.createDirectory(at: lproj, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        try Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8).write(to: lproj.appendingPathComponent("Open.strings"))
        let locked = lproj.appendingPathComponent("Locked.strings")
        try Data("\"secret\" = \"do not print me\";\n".utf8).write(to: locked)
        try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: lproj.appendingPathComponent("Open.strings").path)
        try manager.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)

        let result = try CLIRunner.runUnprivileged(["catalog", "."], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("en.lproj/Locked.strings:1:1: error: cannot open file for reading (Permission denied)"))
        #expect(result.stdout.contains("keys: 2, locales: 1"))
        #expect(!result.stderr.contains("do not print me") && !result.stdout.contains("do not print me"))
    }

    @Test func missingPathIsAnInputError() throws {
        let result = try CLIRunner.run(["catalog", fixture("does-not-exist.xcstrings")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or directory"))
    }

    @Test(arguments: [["catalog", "--help"], ["catalog", "-h"], ["help", "catalog"]])
    func helpIsTheWholeDocumentedText(_ arguments: [String]) throws {
        // Every spelling prints the same help, word for word (as swift-argument-parser's own tests
        // assert theirs); wrapped at 80 columns, which CLIRunner sets.
        let run = try CLIRunner.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout == Self.help + "\n\n")
    }

    static let help = """
        OVERVIEW: Summarise string catalogs and report problems visible without
        measuring.

        Reads .xcstrings, .strings, .stringsdict and XLIFF files (also .xcloc bundles).
        A directory is searched for catalogs, skipping build folders (.build*,
        DerivedData, build, Pods, Carthage, .git, node_modules). Files of one table in
        sibling *.lproj folders are shown as one catalog.

        For each catalog it prints the keys, locales, variant counts (plural, device,
        substitution, width), review states and coverage per locale, then the findings:
          placeholder-count, placeholder-type, placeholder-order  (error)
          undefined-variable                                      (error)
          plural-category-missing, needs-review                   (warning)
          untranslated                                            (note)

        Findings print as file:line:col: severity: message [rule], which Xcode and most
        editors link.
        A file that cannot be read is reported the same way and the others are still
        summarised.
        Exit code: 2 if any file could not be read, else 0.

        Examples:
          typefit catalog App/Resources/Localizable.xcstrings
          typefit catalog . --json > catalogs.json
          typefit catalog Localizations/de.xcloc --limit 0

        USAGE: typefit catalog <paths> ... [--json] [--limit <limit>] [--default-locale <default-locale>]

        ARGUMENTS:
          <paths>                 Catalog files or directories to search.

        OPTIONS:
          --json                  Print one JSON document (fields are documented in
                                  docs/catalogs.md).
          --limit <limit>         Findings listed per rule in text output; 0 lists all.
                                  JSON always has all. (default: 20)
          --default-locale <default-locale>
                                  Locale of .strings/.stringsdict files outside *.lproj
                                  folders. (default: en)
          --version               Show the version.
          -h, --help              Show help information.
        """

    @Test(.enabled(if: CatalogCLITests.corpus != nil, "../shared/corpus not found: corpus CLI test skipped"))
    func iceCubesCorpus() throws {
        let path = (Self.corpus ?? "") + "/Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"
        let result = try CLIRunner.run(["catalog", "--json", path])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let catalog = try #require((object?["catalogs"] as? [[String: Any]])?.first)
        #expect(catalog["keyCount"] as? Int == 733)
        #expect((catalog["locales"] as? [String])?.count == 19)
        #expect((catalog["variants"] as? [String: Any])?["deviceKeys"] as? Int == 1)
    }
}
