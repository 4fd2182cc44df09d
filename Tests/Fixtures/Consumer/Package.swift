// swift-tools-version:6.2
// A package that uses typefit the way an app's tooling would: by version, from a git tag.
// scripts/consumer-test.sh tags a copy of typefit in a local git repository and writes its
// file:// URL over the placeholder below.
import PackageDescription

let typefitURL = "@TYPEFIT_URL@"

let package = Package(
    name: "consumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        // No traits: the plugins build the typefit tool, and without its Server trait that leaves
        // out Hummingbird and SwiftNIO (with the default traits the tool would build them).
        .package(url: typefitURL, from: "99.0.0", traits: []),
    ],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "TypeFit", package: "typefit")]),
        // typefit's build plugin on a catalog with one string cut on any device: a warning here
        // (the root .typefit.yml), an error in PluginErrors (its own .typefit.yml).
        .target(name: "PluginWarnings", resources: [.copy("Localizable.xcstrings")],
                plugins: [.plugin(name: "TypeFitBuildToolPlugin", package: "typefit")]),
        .target(name: "PluginErrors", resources: [.copy("Localizable.xcstrings")],
                plugins: [.plugin(name: "TypeFitBuildToolPlugin", package: "typefit")]),
    ],
    swiftLanguageModes: [.v6]
)
