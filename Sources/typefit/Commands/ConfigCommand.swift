import ArgumentParser
import Foundation
import TypeFit

/// `typefit config`: the configuration file itself — its JSON Schema, and checking it without a check.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print .typefit.yml's JSON Schema, or check a config without running the check.",
        discussion: """
            Examples:
              typefit config schema > schema/typefit.schema.json   # what editors validate against
              typefit config lint                                  # .typefit.yml from here or above
              typefit config lint --config ios/.typefit.yml
            """,
        subcommands: [Schema.self, Lint.self])

    struct Schema: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print the JSON Schema (draft-07) of .typefit.yml.",
            discussion: """
                The schema is written from the tables the config reader checks keys and values against, \
                so it names every key, element, text style, device, rule and range this typefit takes. \
                Editors with the YAML language server (VS Code's YAML extension, Neovim, JetBrains, Zed) \
                complete and check .typefit.yml with it when the file's first line is

                  # yaml-language-server: $schema=PATH-OR-URL-OF-THE-SCHEMA

                The repository keeps a copy in schema/typefit.schema.json (make schema rewrites it). The \
                schema states the documented spellings; typefit itself also takes names in any letter \
                case and a few aliases.
                """)

        func run() async throws {
            print(try jsonText(ConfigSchema.document(ruleIDs: RuleRegistry.ids)))
        }
    }

    struct Lint: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Read a config and its catalogs as typefit check would, and report what is wrong.",
            discussion: """
                Reads the config (every key, value and font file is checked; an error names the file, \
                line and column, the valid choices and the nearest one), then loads its catalogs and \
                reads the app's source, printing the warnings typefit check would (a source locale \
                taken by a guess, a Swift file that does not parse). Nothing is measured.

                Exit codes: 0 the config is read (warnings may be printed), 2 an error in the config or \
                a catalog that cannot be read.
                """)

        @Option(help: "The config file (default: .typefit.yml here or in a parent folder).", completion: .configFile)
        var config: String?

        func run() async throws {
            guard let path = config ?? ConfigReader.find(from: FileManager.default.currentDirectoryPath) else {
                throw CommandFailure("no \(ConfigReader.fileName) here or in a parent folder (typefit init writes one)")
            }
            var options = Project.Options(configFile: path)
            // Linting reads the config and its catalogs; what the app's platforms mean is the check's to say.
            options.readsPlatforms = false
            let project = try Project.loadForCommand(options)
            for problem in project.problems { Diagnostics.line(project.line(problem)) }
            if !project.problems.isEmpty { throw CommandFailure("", code: .inputError) }
            let keys = project.catalogs.reduce(0) { $0 + $1.entries.count }
            let catalogs = project.catalogs.count
            print("\(path): ok (\(catalogs) catalog\(catalogs == 1 ? "" : "s"), \(keys) key\(keys == 1 ? "" : "s"))")
        }
    }
}
