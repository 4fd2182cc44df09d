import PackagePlugin

/// `swift package typefit [check …]`: typefit on the package, reading only. Options that write
/// files (`--report`, `--write-baseline`) are refused with the `typefit-write` command to use.
@main
struct TypeFitCommandPlugin: TypeFitCommand {
    static let mayWrite = false
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeFitCommandPlugin: XcodeCommandPlugin {}
#endif
