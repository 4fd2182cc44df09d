import PackagePlugin

/// `swift package typefit [check …]`: typefit on the package, reading only. Options that write
/// files (`--report`, `--write-baseline`) are refused with the `typefit-write` command to use.
@main
struct TypeFitCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try TypeFitCommandRun(context).perform(arguments, mayWrite: false)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeFitCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try TypeFitCommandRun(context).perform(arguments, mayWrite: false)
    }
}
#endif
