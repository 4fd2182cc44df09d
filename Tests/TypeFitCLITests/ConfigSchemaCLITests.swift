import Foundation
import Testing
import TypeFitTestSupport

/// `typefit config schema`, the committed schema/typefit.schema.json, and the config files typefit
/// reads and writes, validated by an independent validator: check-jsonschema (PyPI, installed by
/// `scripts/install-deps.sh --test-tools` into .build/test-tools), as an editor's YAML language
/// server or a CI step would.
@Suite struct ConfigSchemaCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL
    static let schemaFile = repository.appendingPathComponent("schema/typefit.schema.json")

    /// check-jsonschema's verdict on a YAML file; a missing validator fails the test, not skips it.
    static func validate(_ file: String) throws -> (valid: Bool, output: String) {
        try checkJSONSchema(["--schemafile", schemaFile.path, file])
    }

    static func checkJSONSchema(_ arguments: [String]) throws -> (valid: Bool, output: String) {
        let validator = repository.appendingPathComponent(".build/test-tools/bin/check-jsonschema")
        guard FileManager.default.isExecutableFile(atPath: validator.path) else {
            throw SchemaValidator.Unavailable(description: "\(validator.path) is missing: run make test-deps")
        }
        let process = Process()
        process.executableURL = validator
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 0: valid, 1: invalid; anything else is the validator failing to run.
        guard [0, 1].contains(process.terminationStatus) else {
            throw SchemaValidator.Unavailable(description: "check-jsonschema exited \(process.terminationStatus): \(printed)")
        }
        return (process.terminationStatus == 0, printed)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func committedSchemaIsWhatTheReaderTablesGive() throws {
        let printed = try CLIRunner.run(["config", "schema"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        // The first line that differs, not two 50 KB documents.
        let printedLines = printed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let first = Array(zip(printedLines, committedLines)).firstIndex { $0 != $1 } ?? min(printedLines.count, committedLines.count)
        let same = printed.stdout == committed
        #expect(same, """
            schema/typefit.schema.json is not what `typefit config schema` prints (make schema rewrites it): line \(first + 1) \
            is \(committedLines.dropFirst(first).first.map { "'\($0)'" } ?? "missing"), typefit prints \
            \(printedLines.dropFirst(first).first.map { "'\($0)'" } ?? "nothing")
            """)
        // A draft-07 schema by draft-07's own metaschema.
        let metaschema = try Self.checkJSONSchema(["--check-metaschema", Self.schemaFile.path])
        #expect(metaschema.valid, "\(metaschema.output)")
        // The draft editors implement, and keys and values the reader takes from its own tables.
        #expect(committed.contains(#""$schema" : "http://json-schema.org/draft-07/schema#""#))
        for text in [#""fail-on" : {"#, #""multiline-label""#, #""all-iphones""#, #""locale-overflow""#, #""inset-grouped""#] {
            #expect(committed.contains(text), "\(text)")
        }
    }

    @Test func corpusConfigValidates() throws {
        let result = try Self.validate(Self.repository.appendingPathComponent("Corpus/.typefit.yml").path)
        #expect(result.valid, "\(result.output)")
        #expect(result.output.contains("ok -- validation done"), "\(result.output)")
    }

    /// Broken configs: the validator rejects each at the same place, and typefit's own reader
    /// refuses it with file:line:column and its message.
    static let broken: [(name: String, yaml: String, schemaSays: String, readerSays: String)] = [
        ("unknown-key", "catalogs: [.]\nfail_on: error\n",
         "'fail_on' was unexpected",
         ":2:1: unknown key in the config 'fail_on'; did you mean 'fail-on'?"),
        ("bad-orientation", "orientations: [portrait, upside-down]\n",
         "$.orientations[1]: 'upside-down' is not one of ['portrait', 'landscape']",
         ":1:15: unknown orientation 'upside-down'"),
        ("line-limit-out-of-range", "layout:\n  elements:\n    - glob: \"*.title\"\n      element: label\n      lines: -1\n",
         "$.layout.elements[0].lines: -1 is less than the minimum of 0",
         ":5:14: lines must be 0 (no limit) to 1000, not '-1'"),
        ("two-patterns", "layout:\n  elements:\n    - key: a.title\n      glob: \"a.*\"\n      element: label\n",
         "$.layout.elements[0]: {'key': 'a.title', 'glob': 'a.*', 'element': 'label'} is valid under each of",
         ":3:7: give only one of key, glob or regex"),
    ]

    @Test(arguments: 0..<4) func brokenConfigIsRejectedByBoth(_ index: Int) throws {
        let config = Self.broken[index]
        let file = try Self.temporaryFolder().appendingPathComponent("\(config.name).typefit.yml")
        try config.yaml.write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.validate(file.path)
        #expect(!result.valid)
        #expect(result.output.contains(config.schemaSays), "\(result.output)")
        let lint = try CLIRunner.run(["config", "lint", "--config", file.path])
        #expect(lint.status == 2)
        #expect(lint.stderr.hasPrefix("typefit: error: " + file.path + config.readerSays), "\(lint.stderr)")
        #expect(lint.stdout.isEmpty)
    }

    /// A config using every top-level key and every element setting, in each of the forms the
    /// docs show (a value or a list, a mapping or a scalar, points with or without pt): valid for
    /// both, with its catalog and baseline beside it.
    static let everyKey = """
        catalogs: [.]
        source-locale: en
        locales: [en]
        sizes: [Large...AX3, xSmall, xl]
        devices: [iphone-widths, ipad-pro-13-m4]
        platforms: [ios, ipados]
        orientations: portrait
        windows: [full, third, 700pt]
        fonts:
          profile: open-substitutes
          tracking: hig
        cjk-line-break: normal
        placeholders:
          object: iPad Pro
          max-digits: 6
          samples: {"%@": Maximilian, "%lld": 12345}
          keys:
            - glob: "*.count"
              "%lld": 99
              max-digits: 3
        fail-on: note
        rules:
          clipped: warning
          untranslated: off
        severity-by-size: {standard: error, accessibility: note}
        layout:
          default: {element: label, lines: 1, width: margins, disable: [untranslated]}
          elements:
            - key: a.title
              element: button
              style: headline
              font: {size: 15, relative-to: body, max-size: 30}
              weight: semibold
              lines: 2
              width: 50% readable
              height: 44pt
              leading-offset: 16
              trailing-offset: 8pt
              in-subview: true
              button-style: configuration
              framework: uikit
              min-scale: 0.5
              max-size: AX2
            - regex: 'b[.].*'
              element: cell
              accessory: disclosure
              list-style: inset-grouped
              disable: "clipped, untranslated"
            - glob: "t.*"
              element: tab-bar-item
              tabs: 4
              font: 12/caption1
              width: columns 3 spacing 12
            - glob: "s.*"
              element: segment
              segments: 3
              bar-item-width: 44
              width: 120
        suppress:
          - rule: [clipped]
            glob: "legal.*"
            locale: [de]
            reason: the legal text scrolls
        baseline: baseline.json
        sources:
          paths: [.]
          min-grade: b
          wrappers:
            - {call: "FormFieldCell(placeholder:)", argument: placeholder, element: text-field}
        frameworks: [uikit, swiftui]
        width-variants: {unit: pt}
        limits: {catalog-size: 64MB, catalog-keys: 5000}

        """

    @Test func aConfigUsingEveryKeyIsValidForBoth() throws {
        let folder = try Self.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try "\"a.title\" = \"Hello\";\n".write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"),
                                                atomically: true, encoding: .utf8)
        try #"{"version": 1, "fingerprints": []}"#.write(to: folder.appendingPathComponent("baseline.json"),
                                                        atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent(".typefit.yml")
        try Self.everyKey.write(to: config, atomically: true, encoding: .utf8)
        let result = try Self.validate(config.path)
        #expect(result.valid, "\(result.output)")
        let lint = try CLIRunner.run(["config", "lint", "--config", config.path])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout == config.path + ": ok (1 catalog, 1 key)\n")
        #expect(lint.stderr.isEmpty, "\(lint.stderr)")
    }

    /// `typefit init` on a copy of the demo app: what it finds (one catalog, source language en
    /// as Localizable.xcstrings declares, no app source), a file the schema and the reader accept,
    /// and no second write over it.
    @Test func initOnTheDemoApp() throws {
        let folder = try Self.temporaryFolder()
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Corpus/DemoApp"),
                                         to: folder.appendingPathComponent("DemoApp"))
        let written = try CLIRunner.run(["init", folder.path])
        #expect(written.status == 0, "\(written.stderr)")
        let config = folder.appendingPathComponent(".typefit.yml")
        let text = try String(contentsOf: config, encoding: .utf8)
        #expect(text.contains("catalogs:\n  - DemoApp\n"))
        #expect(text.contains("source-locale: en\n"))
        #expect(text.contains("# No Swift or Interface Builder file was read"))
        #expect(text.contains("# 1 catalog file found (tables: Localizable)."))
        // A team starts by failing on errors only, with the baseline that accepts today's findings one line away.
        #expect(text.contains("\nfail-on: error\n"))
        #expect(text.contains("#   typefit check --write-baseline .typefit-baseline.json\n"))
        #expect(text.contains("\n# baseline: .typefit-baseline.json\n"))
        let validated = try Self.validate(config.path)
        #expect(validated.valid, "\(validated.output)")
        let lint = try CLIRunner.run(["config", "lint", "--config", config.path])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.isEmpty, "warnings: \(lint.stderr)")

        let again = try CLIRunner.run(["init", folder.path])
        #expect(again.status == 2)
        #expect(again.stderr.contains("exists; typefit init never replaces a config"), "\(again.stderr)")
        #expect(try String(contentsOf: config, encoding: .utf8) == text)
        let printed = try CLIRunner.run(["init", folder.path, "--stdout"])
        #expect(printed.status == 0)
        #expect(printed.stdout == text)
        let forced = try CLIRunner.run(["init", folder.path, "--force", "--schema", "../schema/typefit.schema.json"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: config, encoding: .utf8)
            == "# yaml-language-server: $schema=../schema/typefit.schema.json\n" + text)
    }

    /// `typefit init` on a real app from the shared corpus, read-only: printed with --stdout into
    /// a temporary folder. geteduroam is a SwiftUI app (`grep -l "import SwiftUI"` finds its views)
    /// whose .strings tables are in .lproj folders.
    @Test func initOnASharedCorpusApp() throws {
        guard let corpus = SharedCorpus.path else {
            Issue.record(Comment(rawValue: SharedCorpus.missing))
            return
        }
        let app = corpus + "/geteduroam-apple-app"
        let printed = try CLIRunner.run(["init", app, "--stdout"])
        #expect(printed.status == 0, "\(printed.stderr)")
        // The reader takes it as it is beside the app, where its relative paths point: in a copy.
        let copy = try Self.temporaryFolder().appendingPathComponent("app")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: app), to: copy)
        let config = copy.appendingPathComponent(".typefit.yml")
        #expect(!FileManager.default.fileExists(atPath: config.path))
        try printed.stdout.write(to: config, atomically: true, encoding: .utf8)
        #expect(printed.stdout.contains("frameworks: [swiftui"), "\(printed.stdout)")
        #expect(printed.stdout.contains("source-locale: en\n"), "\(printed.stdout)")
        #expect(printed.stdout.contains("catalogs:\n  - Localizations\n  - en.lproj\n  - geteduroam\n  - getgovroam\n"), "\(printed.stdout)")
        let validated = try Self.validate(config.path)
        #expect(validated.valid, "\(validated.output)")
        let lint = try CLIRunner.run(["config", "lint", "--config", config.path])
        #expect(lint.status == 0, "\(lint.stderr)")
        // The one thing said is about the app's repository, not the config: it keeps Xcode's exports
        // (Localizations/*.xcloc) beside the catalogs they were made from.
        for line in lint.stderr.split(separator: "\n") {
            #expect(line.contains("XLIFF exports (.xcloc) of catalogs read directly not checked again"), "\(line)")
        }
        #expect(lint.stdout.hasPrefix(config.path + ": ok ("), "\(lint.stdout)")
    }
}
