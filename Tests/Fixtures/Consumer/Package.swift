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
        .package(url: typefitURL, from: "99.0.0"),
    ],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "TypeFit", package: "typefit")]),
    ],
    swiftLanguageModes: [.v6]
)
