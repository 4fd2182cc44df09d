// swift-tools-version:6.1
// An app's package that uses typefit's binary plugins (Plugins/TypeFitPlugins) and nothing else of
// typefit: scripts/consumer-test.sh writes that package, with an artifact bundle of the typefit it
// tests, into a folder beside this one and its path over the placeholder below. Building it must
// compile no source of typefit, swift-syntax or Hummingbird.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(path: "@TYPEFIT_PLUGINS@"),
    ],
    targets: [
        // typefit's build plugin on a catalog with one string cut on any device: a warning here
        // (the root .typefit.yml), an error in PluginErrors (its own .typefit.yml).
        .target(name: "PluginWarnings", resources: [.copy("Localizable.xcstrings")],
                plugins: [.plugin(name: "TypeFitBuildToolPlugin", package: "TypeFitPlugins")]),
        .target(name: "PluginErrors", resources: [.copy("Localizable.xcstrings")],
                plugins: [.plugin(name: "TypeFitBuildToolPlugin", package: "TypeFitPlugins")]),
    ],
    swiftLanguageModes: [.v6]
)
