import Foundation
import Testing
import TypeFitTestSupport

/// What the install paths ship besides the binary: `--version`, shell completions that offer option
/// values, and docs/man/typefit.1 (scripts/man.py, `make man`), read back through groff.
@Suite struct InstallCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL
    static let manPage = repository.appendingPathComponent("docs/man/typefit.1")

    @Test func versionIsTheRelease() throws {
        let run = try CLIRunner.run(["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "0.2.0\n")
        // The service's description states the same version (its info block's `version:` line).
        let openAPI = try String(contentsOf: Self.repository.appendingPathComponent("Sources/TypeFitServer/openapi.yaml"),
                                 encoding: .utf8)
        let info = openAPI.split(separator: "\n").drop { $0 != "info:" }.prefix { $0 == "info:" || $0.hasPrefix(" ") }
        #expect(info.contains("  version: \(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))"))
    }

    /// bash's completion for one option of `check`: the lines from its `case` label to its `return`.
    static func bashCompletion(of option: String) throws -> String {
        let run = try CLIRunner.run(["--generate-completion-script", "bash"])
        #expect(run.status == 0, "\(run.stderr)")
        let script = run.stdout
        guard let check = script.range(of: "_typefit_check()"),
              let label = script.range(of: "'\(option)')", range: check.upperBound..<script.endIndex),
              let end = script.range(of: "return", range: label.upperBound..<script.endIndex) else {
            return ""
        }
        return String(script[label.upperBound..<end.lowerBound])
    }

    @Test func bashCompletionOffersCheckValues() throws {
        // The reporter formats (docs/check.md), the severities and the colour modes.
        #expect(try Self.bashCompletion(of: "--format").contains("'text'$'\\n''json'$'\\n''json-v2'$'\\n''json-v1'$'\\n''sarif'"))
        #expect(try Self.bashCompletion(of: "--fail-on").contains("'error'$'\\n''warning'$'\\n''note'$'\\n''never'"))
        #expect(try Self.bashCompletion(of: "--color").contains("'auto'$'\\n''always'$'\\n''never'"))
        // Size keywords and categories (docs/check.md), device groups and ids (`typefit devices`).
        let sizes = try Self.bashCompletion(of: "--sizes")
        for name in ["all", "accessibility", "xSmall", "AX5"] { #expect(sizes.contains("'\(name)'"), "--sizes: \(sizes)") }
        let devices = try Self.bashCompletion(of: "--devices")
        for name in ["all-iphones", "all-ipads", "iphone-se-1"] { #expect(devices.contains("'\(name)'"), "--devices: \(devices)") }
        // Files by extension: a config is YAML, a baseline JSON, a font TrueType/OpenType.
        #expect(try Self.bashCompletion(of: "--config").contains("yml"))
        #expect(try Self.bashCompletion(of: "--baseline").contains("json"))
        #expect(try Self.bashCompletion(of: "--font").contains("ttf"))
    }

    @Test func zshAndFishCompletionsOfferFormats() throws {
        let zsh = try CLIRunner.run(["--generate-completion-script", "zsh"])
        #expect(zsh.status == 0, "\(zsh.stderr)")
        #expect(zsh.stdout.contains("sarif"))
        let fish = try CLIRunner.run(["--generate-completion-script", "fish"])
        #expect(fish.status == 0, "\(fish.stderr)")
        #expect(fish.stdout.contains("sarif"))
    }

    /// Runs a tool, failing (not skipping) when it is missing.
    static func output(of tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailed(description: "\(tool) exited \(process.terminationStatus): "
                                + String(decoding: complaints, as: UTF8.self))
        }
        return String(decoding: printed, as: UTF8.self)
    }

    struct CommandFailed: Error, CustomStringConvertible { let description: String }

    @Test func committedPageIsWhatTheScriptWrites() throws {
        let written = try Self.output(of: "python3", [Self.repository.appendingPathComponent("scripts/man.py").path,
                                                      try CLIRunner.binary().path])
        let committed = try String(contentsOf: Self.manPage, encoding: .utf8)
        #expect(written == committed, "docs/man/typefit.1 is not what scripts/man.py writes: run make man")
    }

    /// Every abstract of every command and option, as groff renders the page (`man` does the same),
    /// with no character dropped: the page itself is ASCII, so non-ASCII comes back only from escapes.
    @Test func groffRendersEveryAbstract() throws {
        let page = try Data(contentsOf: Self.manPage)
        #expect(page.allSatisfy { $0 < 128 }, "docs/man/typefit.1 should be ASCII, with \\[uXXXX] escapes")
        let rendered = Self.squeezed(try Self.output(of: "groff", ["-mdoc", "-Tutf8", "-P-cbou", "-rLL=4000n",
                                                                   Self.manPage.path]))
        // Written here from the help's source (TypeFitCommand.swift, ServeCommand.swift, MeasureCommand.swift).
        #expect(rendered.contains("a model of Apple's layout guides — without running the app."))
        #expect(rendered.contains("Most cells (texts × environments) one fit or check may lay out."))
        #expect(rendered.contains("Most lines shown; the last is truncated with …. 0: no limit."))

        let dump = try CLIRunner.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let info = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        var abstracts: [String] = []
        func collect(_ command: [String: Any]) {
            if let abstract = command["abstract"] as? String { abstracts.append(abstract) }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool ?? true {
                if let abstract = argument["abstract"] as? String { abstracts.append(abstract) }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] where sub["shouldDisplay"] as? Bool ?? true {
                collect(sub)
            }
        }
        collect(info?["command"] as? [String: Any] ?? [:])
        #expect(abstracts.count > 100, "the help describes every command and option: \(abstracts.count)")
        for abstract in abstracts where !abstract.isEmpty {
            #expect(rendered.contains(Self.squeezed(abstract)), "the man page lacks: \(abstract)")
        }
    }

    /// Runs of blanks as one space: groff fills lines, the help wraps its own.
    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
