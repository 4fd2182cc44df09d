// swift-tools-version:6.1
// SPDX-License-Identifier: Apache-2.0
// typefit's SwiftPM plugins over a prebuilt typefit (an SE-0305 artifact bundle): an app that uses them
// compiles the plugins' few hundred lines and nothing of typefit, swift-syntax or Hummingbird, and is
// free to pin any swift-syntax of its own. docs/plugins.md says how to use them; RELEASING.md how a
// release publishes this folder as its own repository with the `url:`/`checksum:` form below.
import PackageDescription

let package = Package(
    name: "TypeFitPlugins",
    products: [
        .plugin(name: "TypeFitBuildToolPlugin", targets: ["TypeFitBuildToolPlugin"]),
        .plugin(name: "TypeFitCommandPlugin", targets: ["TypeFitCommandPlugin"]),
        .plugin(name: "TypeFitWriteCommandPlugin", targets: ["TypeFitWriteCommandPlugin"]),
    ],
    targets: [
        // The `typefit` executable. Here: the bundle `make artifactbundle` copies beside this manifest
        // (not in git). In a release (scripts/plugin-package.sh --url):
        //   .binaryTarget(name: "TypeFitBinary",
        //                 url: "https://github.com/<org>/typefit/releases/download/0.2.0/typefit.artifactbundle.zip",
        //                 checksum: "<swift package compute-checksum typefit.artifactbundle.zip>"),
        .binaryTarget(name: "TypeFitBinary", path: "typefit.artifactbundle.zip"),

        // The same plugins as typefit's own package (whose manifest points at these folders).
        .plugin(name: "TypeFitBuildToolPlugin", capability: .buildTool(), dependencies: ["TypeFitBinary"]),
        .plugin(
            name: "TypeFitCommandPlugin",
            capability: .command(intent: .custom(verb: "typefit", description: "Run typefit (check by default) on this package; reads only.")),
            dependencies: ["TypeFitBinary"]),
        .plugin(
            name: "TypeFitWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "typefit-write", description: "Run typefit with --report or --write-baseline, which write files."),
                permissions: [.writeToPackageDirectory(reason: "typefit writes the report and baseline files named by --report and --write-baseline.")]),
            dependencies: ["TypeFitBinary"]),
    ]
)
