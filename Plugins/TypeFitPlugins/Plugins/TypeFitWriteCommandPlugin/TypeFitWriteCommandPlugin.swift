import PackagePlugin

/// `swift package --allow-writing-to-package-directory typefit-write check --report …`: typefit
/// with the options that write reports and baselines, after SwiftPM has asked for permission.
@main
struct TypeFitWriteCommandPlugin: TypeFitCommand {
    static let mayWrite = true
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeFitWriteCommandPlugin: XcodeCommandPlugin {}
#endif
