import PackagePlugin

/// `swift package --allow-writing-to-package-directory typefit-write check --report …`: typefit
/// with the options that write reports and baselines, after SwiftPM has asked for permission.
@main
struct TypeFitWriteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try TypeFitCommandRun(context).perform(arguments, mayWrite: true)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeFitWriteCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try TypeFitCommandRun(context).perform(arguments, mayWrite: true)
    }
}
#endif
