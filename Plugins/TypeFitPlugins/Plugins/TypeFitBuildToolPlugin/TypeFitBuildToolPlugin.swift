import Foundation
import PackagePlugin

/// `typefit check` on the target's catalogs as a build command: its findings become Xcode and
/// `swift build` diagnostics. A build command, not a prebuild command: a prebuild command may not
/// run an executable built from source. It runs when one of its inputs changed (the catalogs, the
/// config, the target's Swift and Interface Builder files). It declares no output: SwiftPM would
/// take any file it declared for a resource of the target and copy it into its bundle. See
/// docs/plugins.md.
@main
struct TypeFitBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let check = TypeFitTargetCheck(targetName: target.name, files: target.sourceFiles.map(\.url),
                                       searchFrom: target.directoryURL, upTo: context.package.directoryURL)
        return try command(check, root: context.package.directoryURL, tool: context.tool(named: "typefit").url)
    }
}

/// The build command for one target, or none (with a warning that says why).
func command(_ check: TypeFitTargetCheck, root: URL, tool: URL) -> [Command] {
    guard !check.catalogs.isEmpty else {
        Diagnostics.warning("typefit: target '\(check.targetName)' has no catalogs (.xcstrings, .strings, .stringsdict, .xliff): nothing to check")
        return []
    }
    guard let config = check.config else {
        // Without one, every key of every catalog would be laid out on every device at every
        // size on each change, and typefit would look for a config outside the package.
        Diagnostics.warning("typefit: no .typefit.yml between target '\(check.targetName)' and \(root.path): "
                            + "not checked (add one; docs/check.md lists its keys)")
        return []
    }
    return [.buildCommand(
        displayName: "typefit check \(check.targetName) (\(check.catalogs.count) catalog(s))",
        executable: tool,
        arguments: check.arguments(format: "xcode", failOn: TypeFitTargetCheck.buildThreshold(config: config)),
        inputFiles: check.catalogs + check.sources + [config],
        outputFiles: [])]
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeFitBuildToolPlugin: XcodeBuildToolPlugin {
    /// An Xcode target has no folder of its own: the config is the nearest one above its first
    /// catalog, up to the project's folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let root = context.xcodeProject.directoryURL
        let first = files.filter { TypeFitTargetCheck.catalogExtensions.contains($0.pathExtension.lowercased()) }
            .min { $0.path < $1.path }
        let check = TypeFitTargetCheck(targetName: target.displayName, files: files,
                                       searchFrom: first?.deletingLastPathComponent() ?? root, upTo: root)
        return try command(check, root: root, tool: context.tool(named: "typefit").url)
    }
}
#endif
