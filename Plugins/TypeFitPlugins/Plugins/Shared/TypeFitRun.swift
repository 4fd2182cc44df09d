// Shared by the three plugins (a symbolic link in each plugin's folder): a plugin can depend on
// executables only, not on a library, so what they have in common is this one file.
import Foundation
import PackagePlugin

/// One `typefit check` over one target's catalogs: which files, which config, which threshold.
struct TypeFitTargetCheck {
    /// The catalog formats `typefit check` reads (docs/catalogs.md); `.xcloc` bundles show up
    /// as the `.xliff` files inside them.
    static let catalogExtensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "xlf"]
    /// The files typefit's source pass reads to learn where and how each key is drawn.
    static let sourceExtensions: Set<String> = ["swift", "storyboard", "xib"]

    let targetName: String
    let catalogs: [URL]
    /// The target's Swift and Interface Builder files.
    let sources: [URL]
    /// The nearest `.typefit.yml` from the target's folder up to the package (or project) folder.
    let config: URL?

    init(targetName: String, files: [URL], searchFrom start: URL, upTo root: URL) {
        self.targetName = targetName
        let sorted = files.sorted { $0.path < $1.path }
        catalogs = sorted.filter { Self.catalogExtensions.contains($0.pathExtension.lowercased()) }
        sources = sorted.filter { Self.sourceExtensions.contains($0.pathExtension.lowercased()) }
        config = Self.nearestConfig(from: start, upTo: root)
    }

    /// typefit's own search (`.typefit.yml` here or in a folder above), stopped at the package's
    /// folder so that nothing outside the package decides how it is checked.
    static func nearestConfig(from start: URL, upTo root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(".typefit.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if folder.path == rootPath || !folder.path.hasPrefix(rootPath) || folder.path == "/" { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// The threshold for a build: warnings and notes never fail it, errors do unless the config
    /// says `fail-on: never`. The plugin cannot link typefit's config reader (a plugin depends on
    /// executables only), so it looks for the one top-level scalar it needs; anything else in the
    /// file, including a wrong `fail-on`, is typefit's to read and report.
    static func buildThreshold(config: URL) -> String {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return "error" }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("fail-on:") {
            let value = line.dropFirst("fail-on:".count).split(separator: "#", maxSplits: 1).first ?? ""
            let bare = value.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\"'")))
            return bare.lowercased() == "never" ? "never" : "error"
        }
        return "error"
    }

    /// The arguments of `typefit check` for this target, standard output in FORMAT.
    func arguments(format: String, failOn: String) -> [String] {
        var arguments = ["check", "--no-progress", "--format", format, "--fail-on", failOn]
        if let config { arguments += ["--config", config.path] }
        return arguments + catalogs.map(\.path)
    }
}

/// Runs typefit in FOLDER with the plugin's standard streams; returns its exit status.
func runTypeFit(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// `swift package typefit …` and `swift package typefit-write …`: the arguments go to typefit as
/// they are, run in the package's folder (so `.typefit.yml` is found there and relative paths are
/// the package's). `--target NAME` (repeatable) checks that target's catalogs with its nearest
/// config, as the build plugin would. Ends the plugin with typefit's exit status.
struct TypeFitCommandRun {
    /// The options of `typefit check` that write files: only the plugin that asked for
    /// permission to write into the package runs them.
    static let writingOptions = ["--report", "--write-baseline"]

    let tool: URL
    let root: URL
    /// Finds a target by name: its name, files and folder (nil: not a target with files).
    let target: (String) -> (files: [URL], folder: URL)?

    func perform(_ arguments: [String], mayWrite: Bool) throws -> Never {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.isEmpty { rest = ["check"] }
        if !mayWrite, let option = rest.first(where: { argument in
            Self.writingOptions.contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }) {
            Diagnostics.error("\(option) writes into the package, which `swift package typefit` may not: run "
                              + "`swift package --allow-writing-to-package-directory typefit-write \(arguments.joined(separator: " "))`")
            exit(2)
        }
        guard !targetNames.isEmpty else { exit(try runTypeFit(tool, rest, in: root)) }
        guard rest.first == "check" else {
            Diagnostics.error("--target goes with check only: `swift package typefit check --target NAME`")
            exit(2)
        }
        var status: Int32 = 0
        for name in targetNames {
            guard let (files, folder) = target(name) else {
                Diagnostics.error("no target '\(name)' with source files in \(root.path)")
                exit(2)
            }
            let check = TypeFitTargetCheck(targetName: name, files: files, searchFrom: folder, upTo: root)
            guard !check.catalogs.isEmpty else {
                Diagnostics.warning("typefit: target '\(name)' has no catalogs: nothing to check")
                continue
            }
            let given = rest.contains { $0 == "--config" || $0.hasPrefix("--config=") }
            let config = given ? [] : check.config.map { ["--config", $0.path] } ?? []
            // The worst status wins: 2 (input errors) over 1 (findings) over 0.
            status = max(status, try runTypeFit(tool, ["check"] + config + rest.dropFirst() + check.catalogs.map(\.path), in: root))
        }
        exit(status)
    }
}

extension TypeFitCommandRun {
    init(_ context: PluginContext) throws {
        let package = context.package
        self.init(tool: try context.tool(named: "typefit").url, root: package.directoryURL) { name in
            guard let target = package.targets.first(where: { $0.name == name }) as? SourceModuleTarget else { return nil }
            return (target.sourceFiles.map(\.url), target.directoryURL)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeFitCommandRun {
    init(_ context: XcodePluginContext) throws {
        let project = context.xcodeProject
        self.init(tool: try context.tool(named: "typefit").url, root: project.directoryURL) { name in
            guard let target = project.targets.first(where: { $0.displayName == name }) else { return nil }
            let files = target.inputFiles.map(\.url)
            let first = files.filter { TypeFitTargetCheck.catalogExtensions.contains($0.pathExtension.lowercased()) }
                .min { $0.path < $1.path }
            return (files, first?.deletingLastPathComponent() ?? project.directoryURL)
        }
    }
}
#endif

/// A command plugin that runs typefit: `typefit` may not write files, `typefit-write` may.
protocol TypeFitCommand: CommandPlugin {
    static var mayWrite: Bool { get }
}

extension TypeFitCommand {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try TypeFitCommandRun(context).perform(arguments, mayWrite: Self.mayWrite)
    }
}

#if canImport(XcodeProjectPlugin)
extension TypeFitCommand {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try TypeFitCommandRun(context).perform(arguments, mayWrite: Self.mayWrite)
    }
}
#endif
