import Foundation
import Testing
import TypeFitTestSupport

/// `typefit check` as a script runs it: exit codes, formats on standard output, report files,
/// config errors and unreadable catalogs.
@Suite struct CheckCLITests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let catalog = OneDevice.projectCatalog
    static let font = TestFont.path

    /// A project folder with a config that checks the fixture catalog on one iPhone SE at Large,
    /// every key a one-line label of 100 pt in a fixed 10-pt font.
    static func project(_ extra: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let yaml = """
            catalogs: ["\(catalog)"]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: Large
            fonts: {files: ["\(font)"], tracking: none}
            layout:
              default: {element: label, lines: 1, width: 100, font: "10"}
            \(extra)
            """
        try Data(yaml.utf8).write(to: folder.appendingPathComponent(".typefit.yml"))
        return folder
    }

    @Test func findingsExitOneAndTheFormatsAreParseable() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let xcode = try CLIRunner.run(["check", "--config", config, "--format", "xcode"])
        #expect(xcode.status == 1)
        let lines = xcode.stdout.split(separator: "\n").map(String.init)
        let pattern = try Regex(#"^(.+):(\d+):(\d+): (error|warning|note): (.+)$"#)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.wholeMatch(of: pattern) != nil })
        #expect(lines.contains { $0.contains("translation is 116 pt wide in a 100 pt box (16 pt cut off); the source fits (21 pt)") })

        let json = try CLIRunner.run(["check", "--config", config, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let report = object?["report"] as? [String: Any]
        #expect((report?["findings"] as? [Any])?.count == lines.count)
    }

    @Test func failOnDecidesTheExitCode() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        #expect(try CLIRunner.run(["check", "--config", config, "--fail-on", "never"]).status == 0)
        // English has one error (title.long truncated) and nothing else.
        let english = try CLIRunner.run(["check", "--config", config, "--locales", "en", "--format", "xcode"])
        #expect(english.status == 1 && english.stdout.split(separator: "\n").count == 1)
        // The needs-review warning alone (German, layout rules off) fails at warning but not at error.
        let yaml = "rules: {truncated-width: off, locale-overflow: off, clipped: off, touch-target: off}"
        let reviewOnly = try Self.project(yaml)
        defer { try? FileManager.default.removeItem(at: reviewOnly) }
        let reviewConfig = reviewOnly.appendingPathComponent(".typefit.yml").path
        #expect(try CLIRunner.run(["check", "--config", reviewConfig, "--locales", "de"]).status == 1)
        #expect(try CLIRunner.run(["check", "--config", reviewConfig, "--locales", "de", "--fail-on", "error"]).status == 0)
    }

    @Test func timingsNameEveryStageOnStandardError() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let junit = folder.appendingPathComponent("out/typefit.xml").path
        // Without the run cache: its rows are `CacheCLITests`'.
        let run = try CLIRunner.run(["check", "--config", config, "--format", "xcode", "--timings", "--report", "junit=\(junit)",
                                     "--no-cache"])
        let plain = try CLIRunner.run(["check", "--config", config, "--format", "xcode"])
        // The table goes to standard error, after the findings; standard output is what it was.
        #expect(run.status == 1 && run.stdout == plain.stdout)
        let rows = run.stderr.split(separator: "\n").map(String.init)
        let table = rows.drop { !$0.hasPrefix("typefit: timings") }.dropFirst()
        let stages = table.map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? "" }
        #expect(stages == ["configuration and fonts", "reading catalogs", "source pass (where each key is drawn)",
                           "environments and element plans", "checking every key", "planning", "layout", "rules",
                           "folding", "catalog rules", "sorting, suppressions, baseline",
                           "report: xcode, standard output", "report: junit", "total"])
        // Worker stages are shares of the thread time; the others of the run.
        #expect(table.filter { $0.hasSuffix("of thread time") }.count == 4)
        let seconds = try Regex(#"\s(\d+\.\d{3}) s"#)
        #expect(table.allSatisfy { $0.firstMatch(of: seconds) != nil })
        #expect(!plain.stderr.contains("timings"))
    }

    @Test func reportsAreWrittenToFiles() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let sarif = folder.appendingPathComponent("out/typefit.sarif").path
        let junit = folder.appendingPathComponent("out/typefit.xml").path
        let run = try CLIRunner.run(["check", "--config", config, "--format", "xcode", "--report", "sarif=\(sarif)",
                                     "--report", "junit=\(junit)"])
        #expect(run.status == 1)
        let log = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        #expect(FileManager.default.fileExists(atPath: junit))
    }

    @Test func baselinesAcceptTodaysFindings() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let baseline = folder.appendingPathComponent("typefit-baseline.json").path
        #expect(try CLIRunner.run(["check", "--config", config, "--write-baseline", baseline]).status == 0)
        let again = try CLIRunner.run(["check", "--config", config, "--baseline", baseline, "--format", "xcode"])
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    /// A first run with more than 100 findings and no baseline ends with the command that records
    /// them; run as printed, it writes the baseline that makes the next run pass.
    @Test func aFirstRunWithManyFindingsEndsWithTheBaselineCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 101 keys whose German text (116 pt in the test font at 10 pt) overflows a 100-pt label.
        let entries = (0...100).map { index in
            #""k\#(index)": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Benachrichtigungseinstellungen"}}}}"#
        }
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + entries.joined(separator: ", ") + "}}"
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        var yaml = """
            catalogs: [Localizable.xcstrings]
            locales: [de]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: Large
            fonts: {files: ["\(Self.font)"], tracking: none}
            layout:
              default: {element: label, lines: 1, width: 100, font: "10"}

            """
        let config = folder.appendingPathComponent(".typefit.yml")
        try Data(yaml.utf8).write(to: config)
        let first = try CLIRunner.run(["check", "--no-progress"], in: folder)
        #expect(first.status == 1)
        #expect(first.stderr.contains("101 findings and no baseline"), "\(first.stderr)")
        let command = first.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("typefit check") }
        #expect(command == "typefit check --no-progress --write-baseline .typefit-baseline.json")
        let arguments = (command ?? "").split(separator: " ").dropFirst().map(String.init)
        #expect(try CLIRunner.run(arguments, in: folder).status == 0)
        yaml += "baseline: .typefit-baseline.json\n"
        try Data(yaml.utf8).write(to: config)
        let second = try CLIRunner.run(["check", "--no-progress"], in: folder)
        #expect(second.status == 0 && !second.stderr.contains("no baseline"), "\(second.stderr)")
    }

    @Test func aLocaleNoCatalogHoldsIsAnErrorListingTheirs() throws {
        // Engine.xcstrings holds en, de and he: a typo in --locales or `locales:` would check nothing.
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let option = try CLIRunner.run(["check", "--config", config, "--locales", "de,ja"])
        #expect(option.status == 2)
        #expect(option.stderr.contains("--locales: unknown locale 'ja'. The catalogs hold: de, en, he"))
        #expect(try CLIRunner.run(["check", "--config", config, "--locales", "DE", "--format", "xcode"]).status == 1)
        let configured = try Self.project("locales: [de, hee]")
        defer { try? FileManager.default.removeItem(at: configured) }
        let file = configured.appendingPathComponent(".typefit.yml").path
        let run = try CLIRunner.run(["check", "--config", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("locales in \(file): unknown locale 'hee'; did you mean 'he'? The catalogs hold: de, en, he"))
    }

    @Test func aBaselineIsNotWrittenFromCatalogsThatCouldNotBeRead() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("\"a\" = \"A\"\n".utf8).write(to: broken.appendingPathComponent("Broken.strings"))
        let config = folder.appendingPathComponent(".typefit.yml").path
        let yaml = try String(contentsOfFile: config, encoding: .utf8)
            .replacingOccurrences(of: "catalogs: [\"\(Self.catalog)\"]", with: "catalogs: [\"\(Self.catalog)\", de.lproj]")
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: config))
        let baseline = folder.appendingPathComponent("typefit-baseline.json").path
        let run = try CLIRunner.run(["check", "--config", config, "--write-baseline", baseline])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Broken.strings:2:1: error: expected ';' after the entry for \"a\", found the end of the file"))
        #expect(run.stderr.contains("the baseline \(baseline) was not written: 1 input problem(s) above"))
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    @Test func aGuessedSourceLocaleIsAWarningNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-guess-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for locale in ["de", "fr"] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"hello\" = \"Hallo\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let run = try CLIRunner.run(["check", "--devices", "iphone-se-1", "--sizes", "large", "--font", Self.font,
                                     "--format", "xcode", folder.path])
        // Named as the reports name files: relative to the project's folder, whatever folder typefit runs in.
        #expect(run.stderr.contains("warning: de.lproj/Localizable.strings:1:1: the source locale of 1 .lproj table (Localizable) "
                                    + "is taken to be en by a guess: no Xcode project with a developmentRegion was found "
                                    + "with the catalogs; 1 of them (Localizable) have no table in that locale, so their "
                                    + "translations are checked without a source to compare with"))
        let yaml = "source-locale: fr\n"
        try Data(yaml.utf8).write(to: folder.appendingPathComponent(".typefit.yml"))
        let chosen = try CLIRunner.run(["check", "--config", folder.appendingPathComponent(".typefit.yml").path,
                                        "--devices", "iphone-se-1", "--sizes", "large", "--font", Self.font, "--format", "xcode"])
        #expect(chosen.status != 2 && !chosen.stderr.contains("by a guess"), "\(chosen.stderr)")
    }

    @Test func configErrorsExitTwoWithFileAndLine() throws {
        let folder = try Self.project("devise: [all-iphones]")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let run = try CLIRunner.run(["check", "--config", config])
        #expect(run.status == 2)
        #expect(run.stderr.contains(".typefit.yml:9:1: unknown key in the config 'devise'; did you mean 'devices'?"))
        let bad = try CLIRunner.run(["check", "--config", config.replacingOccurrences(of: ".yml", with: ".yaml")])
        #expect(bad.status == 2 && bad.stderr.contains("cannot read the config file"))
        let format = try CLIRunner.run(["check", "--config", config, "--format", "pdf"])
        #expect(format.status == 2 && format.stderr.contains("The value 'pdf' is invalid for '--format <format>'"))
        #expect(format.stderr.contains("\n  - text\n  - json\n  - json-v2\n  - json-v1\n  - sarif\n  - junit\n  - xcode\n  - github\n  - markdown\n  - html\n"))
    }

    @Test func closedOptionSetsAreListedInHelp() throws {
        let help = try CLIRunner.run(["check", "--help"])
        #expect(help.status == 0)
        // Help wraps to the terminal: compare with runs of white space made one space.
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("(values: auto, always, never; default: auto)"), "\(help.stdout)")
        #expect(text.contains("(values: error, warning, note, never)"), "\(help.stdout)")
        // Each format with its line, as README's table of formats names them.
        for format in ["text", "json", "json-v2", "json-v1", "sarif", "junit", "xcode", "github", "markdown", "html"] {
            #expect(text.contains(" \(format) - "), "\(format) in \(help.stdout)")
        }
    }

    @Test func anUnknownOptionValueIsAUsageErrorNamingTheValidOnes() throws {
        // `--color alwys` used to mean "never" without a word.
        let colour = try CLIRunner.run(["check", "--color", "alwys", Self.catalog])
        #expect(colour.status == 2 && colour.stdout.isEmpty)
        #expect(colour.stderr.contains("The value 'alwys' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'."),
                "\(colour.stderr)")
        let failOn = try CLIRunner.run(["check", "--fail-on", "warn", Self.catalog])
        #expect(failOn.status == 2 && failOn.stderr.contains("'error', 'warning', 'note' or 'never'"), "\(failOn.stderr)")
        let report = try CLIRunner.run(["check", "--report", "pdf=out.pdf", Self.catalog])
        #expect(report.status == 2)
        #expect(report.stderr.contains("unknown format 'pdf'. Valid: text, json, json-v2, json-v1, sarif, junit, xcode, github, markdown, html"), "\(report.stderr)")
        // Values are matched whatever their case, as before.
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let upper = try CLIRunner.run(["check", "--color", "NEVER", "--fail-on", "Never", "--format", "JSON", "--config",
                                       folder.appendingPathComponent(".typefit.yml").path])
        #expect(upper.status == 0 && upper.stdout.hasPrefix("{"), "\(upper.stderr)")
    }

    @Test func aFontFileThatIsNotThereNamesTheConfigLineAndThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        try Data("catalogs: [\"\(Self.catalog)\"]\nfonts:\n  files:\n    - ../Fonts/Missing.ttf\n".utf8)
            .write(to: URL(fileURLWithPath: config))
        let run = try CLIRunner.run(["check", "--config", config])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(config):4:7: fonts.files: font file not found: \(folder.path)/../Fonts/Missing.ttf"),
                "\(run.stderr)")
        try Data("catalogs: [\"\(Self.catalog)\"]\nfonts: {files: [/etc/passwd]}\n".utf8).write(to: URL(fileURLWithPath: config))
        let passwd = try CLIRunner.run(["check", "--config", config])
        #expect(passwd.status == 2)
        #expect(passwd.stderr.contains("\(config):2:17: fonts.files: '/etc/passwd' is not a font file"), "\(passwd.stderr)")
        #expect(!passwd.stderr.contains("root:"))
    }

    @Test func anUnreadableCatalogIsReportedAndTheOthersAreChecked() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xcstrings")
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n".utf8).write(to: broken)
        let before = try Data(contentsOf: broken)
        let run = try CLIRunner.run(["check", "--config", folder.appendingPathComponent(".typefit.yml").path,
                                     Self.catalog, broken.path, "--format", "xcode"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Broken.xcstrings:"))
        #expect(run.stdout.contains("button.save") || run.stdout.contains("116 pt"))
        #expect(try Data(contentsOf: broken) == before)
    }
}

extension CheckCLITests {
    /// A catalog file past `limits:` (or `--max-catalog-keys`, `--max-catalog-size`) is an input
    /// problem naming it (exit 2); the fixture catalog (3 keys, 1,220 bytes) is still checked.
    @Test func aCatalogOverALimitIsReportedAndTheOthersAreChecked() throws {
        let folder = try Self.project("limits: {catalog-keys: 3}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let many = lproj.appendingPathComponent("Many.strings")
        try Data((0..<4).map { "\"k\($0)\" = \"K\";\n" }.joined().utf8).write(to: many)
        let config = folder.appendingPathComponent(".typefit.yml").path
        let run = try CLIRunner.run(["check", "--config", config, Self.catalog, many.path, "--format", "xcode"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(many.path):1:1: error: the file has 4 keys, over the 3 a catalog may have: not checked "
                                    + "(raise limits.catalog-keys in .typefit.yml or --max-catalog-keys)"), "\(run.stderr)")
        #expect(run.stdout.contains("116 pt"))
        // The flag overrides the config: with room for 4 keys every catalog is read.
        let raised = try CLIRunner.run(["check", "--config", config, Self.catalog, many.path, "--format", "xcode",
                                        "--max-catalog-keys", "4"])
        #expect(raised.status == 1 && !raised.stderr.contains("a catalog may have"), "\(raised.stderr)")
        let small = try CLIRunner.run(["check", "--config", config, Self.catalog, "--format", "xcode", "--max-catalog-size", "1KB"])
        #expect(small.status == 2 && small.stderr.contains("over the 1 KB a catalog may take: not read"), "\(small.stderr)")
        let bad = try CLIRunner.run(["check", "--config", config, "--max-catalog-size", "lots"])
        #expect(bad.status == 2 && bad.stderr.contains("--max-catalog-size takes a size from 1 KB to 2 GB"), "\(bad.stderr)")
    }
}

/// The bundled demo app, checked as `make demo` checks it: every locale, 12 sizes, all iPhones
/// and iPads with Split View.
@Suite struct DemoCheckTests {
    @Test func theDemoAppIsCheckedOverTheWholeMatrix() throws {
        let config = CheckCLITests.here.appendingPathComponent("../../Corpus/.typefit.yml").standardizedFileURL.path
        let run = try CLIRunner.run(["check", "--config", config, "--format", "json"])
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let report = try #require(object?["report"] as? [String: Any])
        let statistics = try #require(report["statistics"] as? [String: Any])
        #expect((statistics["locales"] as? [String])?.count == 11)
        #expect(statistics["keys"] as? Int == 60)
        // 62 devices: iPhones in 2 orientations, iPads in 2 orientations × full + Split View + Slide Over, × 12 sizes.
        #expect(statistics["environments"] as? Int == 3000)
        #expect((report["problems"] as? [Any])?.isEmpty == true)
        let findings = try #require(report["findings"] as? [[String: Any]])
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        for rule in ["clipped", "truncated-width", "locale-overflow", "readable-width", "margin", "touch-target", "needs-review"] {
            #expect(rules.contains(rule), "no \(rule) finding in the demo")
        }
        // The hinted 120-pt Start Recording button overflows in German while English fits (the
        // element's origin is in the finding's use, formatVersion 3).
        let uses = try #require(object?["uses"] as? [[String: Any]])
        #expect(findings.contains {
            $0["rule"] as? String == "locale-overflow" && $0["key"] as? String == "recording.button.start"
                && $0["locale"] as? String == "de"
                && ($0["use"] as? Int).map { uses[$0]["elementFrom"] as? String } == "comment hint"
        })
    }
}
