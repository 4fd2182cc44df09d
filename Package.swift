// swift-tools-version:6.2
// SPDX-License-Identifier: Apache-2.0
// 6.2, not 6.1: Hummingbird declares 6.2 from 2.28, and SwiftPM resolves it for library users too.
import PackageDescription

let package = Package(
    name: "typefit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TypeFit", targets: ["TypeFit"]),
        .executable(name: "typefit", targets: ["typefit"]),
        // SwiftPM plugins (docs/plugins.md): the check on every build, and `swift package typefit`.
        .plugin(name: "TypeFitBuildToolPlugin", targets: ["TypeFitBuildToolPlugin"]),
        .plugin(name: "TypeFitCommandPlugin", targets: ["TypeFitCommandPlugin"]),
        .plugin(name: "TypeFitWriteCommandPlugin", targets: ["TypeFitWriteCommandPlugin"]),
    ],
    traits: [
        // The TypeFit library never builds the server; this only decides whether the CLI has `serve`.
        .trait(name: "Server", description: "`typefit serve`: the HTTP service (Hummingbird, SwiftNIO)."),
        .default(enabledTraits: ["Server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only the HTTP server; no swift-configuration support needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.0"),
        // The server's graceful shutdown after its drain delay (Hummingbird's own dependency).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // The source pass only: the version that matches the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // System C libraries.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // ICU's compile and link flags from pkg-config (Homebrew's keg-only icu4c included), for
        // CTypeFitICU alone: its module map has no headers, so Swift can never import ICU's.
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // ICU behind a header of our own (see its header for why).
        .target(name: "CTypeFitICU", dependencies: ["CICU"]),

        // The vocabulary of messages about input: source locations, unknown names, numbers in messages.
        .target(name: "TypeFitDiagnostics"),
        // Locale services: tags, direction, break opportunities, plural rules, number formatting.
        .target(name: "TypeFitLocale", dependencies: ["CTypeFitICU"]),
        // Shaping core: fonts → itemize → bidi → shape → measure.
        .target(name: "TypeFitCore", dependencies: ["CHarfBuzz", "CFreeType", "CFriBidi", "TypeFitDiagnostics", "TypeFitLocale"]),
        // Dynamic Type: content size categories, text styles, custom-font scaling.
        .target(name: "TypeFitDynamicType", dependencies: ["TypeFitDiagnostics"]),
        // Device geometry: screens, safe areas, size classes, multitasking windows, groups.
        .target(name: "TypeFitDevices", dependencies: ["TypeFitDiagnostics", "TypeFitLocale"]),
        // Layout guides and element kinds: the frame each text may use in an environment.
        .target(name: "TypeFitLayout", dependencies: ["TypeFitDynamicType", "TypeFitDevices"]),
        // Catalog readers: .xcstrings, .strings, .stringsdict, XLIFF → one model with source locations.
        .target(name: "TypeFitCatalog", dependencies: ["TypeFitDiagnostics", "TypeFitLocale"]),
        // `.typefit.yml` and catalog-comment hints → a validated check configuration.
        .target(
            name: "TypeFitConfig",
            dependencies: ["TypeFitDiagnostics", "TypeFitCore", "TypeFitLayout", "TypeFitCatalog",
                           .product(name: "Yams", package: "Yams")]),
        // The check: rules over catalogs × locales × sizes × devices → findings, as a pipeline of stages.
        .target(name: "TypeFitCheck", dependencies: ["TypeFitDiagnostics", "TypeFitConfig"]),
        // The app's own source (Swift, Interface Builder, Info.plist strings) → where each key is drawn.
        // A target of its own so that only it builds swift-syntax.
        .target(
            name: "TypeFitSources",
            dependencies: ["TypeFitDiagnostics", "TypeFitCatalog", "TypeFitConfig",
                           .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")]),
        // One project: configuration, fonts, catalogs and baseline loaded once; answers check, fit and measure.
        .target(name: "TypeFitProject", dependencies: ["TypeFitDiagnostics", "TypeFitCheck", "TypeFitSources"]),
        // Reporters: one findings model → text, json, sarif, junit, xcode, github, html.
        .target(name: "TypeFitReport", dependencies: ["TypeFitDiagnostics", "TypeFitCheck"]),
        // The measurement service: JSON requests → limits → engine → JSON answers, metrics. No HTTP here.
        .target(name: "TypeFitService", dependencies: ["TypeFitDiagnostics", "TypeFitProject", "TypeFitReport"]),
        // `typefit serve`: the service over HTTP (Hummingbird 2), with its OpenAPI document.
        .target(
            name: "TypeFitServer",
            dependencies: ["TypeFitService", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdCore", package: "hummingbird"),
                           .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio"),
                           .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                           .product(name: "UnixSignals", package: "swift-service-lifecycle")],
            resources: [.embedInCode("openapi.yaml"), .embedInCode("Page/live.html"), .embedInCode("Page/live.js"),
                        .embedInCode("Page/live.css")]),
        // The public library: one import for every module.
        .target(
            name: "TypeFit",
            dependencies: ["TypeFitDiagnostics", "TypeFitLocale", "TypeFitCore", "TypeFitDynamicType", "TypeFitDevices",
                           "TypeFitLayout", "TypeFitCatalog", "TypeFitConfig", "TypeFitCheck", "TypeFitSources", "TypeFitProject",
                           "TypeFitReport", "TypeFitService"]),
        // The command-line tool.
        .executableTarget(
            name: "typefit",
            dependencies: ["TypeFit", .target(name: "TypeFitServer", condition: .when(traits: ["Server"])),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // The plugins run the `typefit` executable. Their one source is the binary plugin package's,
        // Plugins/TypeFitPlugins (Plugins/Shared there holds the code they share); here they run a
        // typefit built from source, for packages that depend on typefit itself (docs/plugins.md).
        .plugin(name: "TypeFitBuildToolPlugin", capability: .buildTool(), dependencies: ["typefit"],
                path: "Plugins/TypeFitPlugins/Plugins/TypeFitBuildToolPlugin"),
        .plugin(
            name: "TypeFitCommandPlugin",
            capability: .command(intent: .custom(verb: "typefit", description: "Run typefit (check by default) on this package; reads only.")),
            dependencies: ["typefit"], path: "Plugins/TypeFitPlugins/Plugins/TypeFitCommandPlugin"),
        .plugin(
            name: "TypeFitWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "typefit-write", description: "Run typefit with --report or --write-baseline, which write files."),
                permissions: [.writeToPackageDirectory(reason: "typefit writes the report and baseline files named by --report and --write-baseline.")]),
            dependencies: ["typefit"], path: "Plugins/TypeFitPlugins/Plugins/TypeFitWriteCommandPlugin"),

        // The benchmark's typefit side (`make bench` runs it with scripts/bench.py).
        .executableTarget(
            name: "typefit-bench", dependencies: ["TypeFit", "CHarfBuzz", "TypeFitCatalog", "TypeFitSources",
                                                  .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                                  .product(name: "SwiftParser", package: "swift-syntax")],
            path: "Benchmarks/TypeFitBench"),

        // What the test targets share: the test font, the default-font engine, the one-device check
        // configuration, the CLI runner and the JSON Schema validator.
        .target(name: "TypeFitTestSupport", dependencies: ["TypeFitCore", "TypeFitDevices", "TypeFitConfig"], path: "Tests/TypeFitTestSupport"),
        .testTarget(name: "TypeFitDiagnosticsTests", dependencies: ["TypeFitDiagnostics"]),
        .testTarget(name: "TypeFitLocaleTests", dependencies: ["TypeFitLocale"]),
        .testTarget(name: "TypeFitCoreTests", dependencies: ["TypeFitCore", "TypeFitLocale", "TypeFitTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "TypeFitDynamicTypeTests", dependencies: ["TypeFitDynamicType"]),
        .testTarget(name: "TypeFitDevicesTests", dependencies: ["TypeFitDevices"]),
        .testTarget(name: "TypeFitLayoutTests", dependencies: ["TypeFitLayout"]),
        // Fixtures are read from disk via #filePath; excluded so SwiftPM does not treat *.lproj as resources.
        .testTarget(name: "TypeFitCatalogTests", dependencies: ["TypeFitCatalog", "TypeFitTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TypeFitConfigTests", dependencies: ["TypeFitConfig", "TypeFitTestSupport"]),
        .testTarget(name: "TypeFitCheckTests", dependencies: ["TypeFitCheck", "TypeFitSources", "TypeFitTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "TypeFitReportTests", dependencies: ["TypeFitReport", "TypeFitTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypeFitSourcesTests", dependencies: ["TypeFitSources", "TypeFitTestSupport"]),
        .testTarget(name: "TypeFitProjectTests", dependencies: ["TypeFitProject", "TypeFitTestSupport"]),
        .testTarget(name: "TypeFitServiceTests", dependencies: ["TypeFitService", "TypeFitTestSupport"]),
        .testTarget(name: "TypeFitServerTests", dependencies: ["TypeFitServer", "typefit", "TypeFitTestSupport",
                                                               .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "TypeFitCLITests", dependencies: ["typefit", "TypeFitTestSupport"]),
        // Rules over the repository's own files: `Sources/` names no app of ../shared/corpus, none of
        // its types and none of its catalog keys.
        // Plain text scanning (no swift-syntax), so it builds and runs in seconds.
        .testTarget(name: "TypeFitRepositoryTests", dependencies: ["TypeFitTestSupport"]),
        // The code of the DocC catalog's "Getting started" article (Sources/TypeFit/TypeFit.docc), compiled and run.
        .testTarget(name: "TypeFitDocumentationTests", dependencies: ["TypeFit", "TypeFitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
