// swift-tools-version:6.2
import PackageDescription

// libFuzzer harnesses for typefit's file readers. A package of its own because the harness
// executables have no `main` until `-sanitize=fuzzer` links libFuzzer's: inside the root package
// they would break a plain `swift build`. Run them with `make fuzz` (scripts/fuzz.sh).
let readerHarnesses = ["fuzz-xcstrings", "fuzz-strings", "fuzz-stringsdict", "fuzz-xliff", "fuzz-config",
                 // Beyond the readers: the shaping core on arbitrary UTF-16, and the service's request bodies.
                 "fuzz-measure", "fuzz-request"]
// The source pass (issue #27): one Swift, storyboard or Objective-C file at a time, on a support
// module of their own.
let sourceHarnesses = ["fuzz-swift", "fuzz-interface-builder", "fuzz-objc"]

let package = Package(
    name: "typefit-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "typefit", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", .product(name: "TypeFit", package: "typefit")]),
        .target(name: "FuzzSourceSupport", dependencies: ["CLibFuzzer", .product(name: "TypeFit", package: "typefit")]),
    ] + readerHarnesses.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "TypeFit", package: "typefit")])
    } + sourceHarnesses.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSourceSupport", .product(name: "TypeFit", package: "typefit")])
    },
    swiftLanguageModes: [.v6]
)
