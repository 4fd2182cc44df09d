// swift-tools-version:6.2
// A package that uses typefit's library the way an app's tooling would: by version, from a git tag.
// scripts/consumer-test.sh tags a copy of typefit in a local git repository and writes its
// file:// URL over the placeholder below. (The plugins are tested over the prebuilt binary:
// Tests/Fixtures/PluginConsumer.)
import PackageDescription

let typefitURL = "@TYPEFIT_URL@"

let package = Package(
    name: "consumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        // No traits: the library never holds the server; this keeps SwiftPM from resolving the
        // executable's Server trait for a package that does not build the executable.
        .package(url: typefitURL, from: "99.0.0", traits: []),
    ],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "TypeFit", package: "typefit")]),
    ],
    swiftLanguageModes: [.v6]
)
