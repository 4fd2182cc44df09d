import Foundation
import Testing

/// The files a release is made of (RELEASING.md): the licence and its SPDX lines, the changelog's
/// entry for the version `typefit --version` prints, and the binary plugin package, which must
/// depend on nothing but its artifact bundle and share its plugin sources with typefit's manifest.
@Suite struct ReleaseFilesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The comment lines a manifest starts with (before `import PackageDescription`).
    static func header(_ path: String) throws -> [Substring] {
        try text(path).split(separator: "\n").prefix { $0.hasPrefix("//") }
    }

    @Test func licenceIsTheApacheLicence() throws {
        let licence = try Self.text("LICENSE")
        // The first lines and the end of the terms of https://www.apache.org/licenses/LICENSE-2.0.txt.
        let lines = licence.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(3)) == ["Apache License", "Version 2.0, January 2004", "http://www.apache.org/licenses/"])
        #expect(licence.contains("END OF TERMS AND CONDITIONS"))
        #expect(licence.contains("9. Accepting Warranty or Additional Liability."))
        // The text alone: no runtime-library exception from another project's LICENSE file.
        #expect(!licence.contains("Runtime Library Exception"))
    }

    @Test func manifestsAndFormulaNameTheLicence() throws {
        for manifest in ["Package.swift", "Plugins/TypeFitPlugins/Package.swift"] {
            let header = try Self.header(manifest)
            #expect(header.first?.hasPrefix("// swift-tools-version:") == true, "\(manifest)")
            #expect(header.contains("// SPDX-License-Identifier: Apache-2.0"), "\(manifest)")
        }
        let formula = try Self.text("packaging/homebrew/typefit.rb").split(separator: "\n")
        #expect(formula.contains("  license \"Apache-2.0\""))
    }

    @Test func changelogHasTheVersionsEntry() throws {
        // The version as the CLI declares it (InstallCLITests checks that --version prints it).
        let command = try Self.text("Sources/typefit/TypeFitCommand.swift")
        let declaration = try #require(command.split(separator: "\n").first { $0.contains("static let string = \"") })
        let version = try #require(declaration.split(separator: "\"").dropFirst().first)
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.contains { $0 == "## \(version)" || $0.hasPrefix("## \(version) ") }, "\(headings)")
    }

    /// The binary plugin package depends on no package (so no typefit, swift-syntax or Hummingbird
    /// source), holds one binary target, and typefit's own plugin targets are its folders.
    @Test func pluginPackageDependsOnItsBinaryAlone() throws {
        let manifest = try Self.text("Plugins/TypeFitPlugins/Package.swift")
        let code = manifest.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains(".package(") })
        #expect(!code.contains { $0.contains("dependencies: [\"typefit\"]") })
        #expect(code.filter { $0.contains(".binaryTarget(") }.count == 1)
        let main = try Self.text("Package.swift")
        for plugin in ["TypeFitBuildToolPlugin", "TypeFitCommandPlugin", "TypeFitWriteCommandPlugin"] {
            #expect(code.contains { $0.contains(".plugin(name: \"\(plugin)\"") || $0.contains("name: \"\(plugin)\",") }, "\(plugin)")
            #expect(main.contains("path: \"Plugins/TypeFitPlugins/Plugins/\(plugin)\""), "\(plugin)")
            let folder = Self.repository.appendingPathComponent("Plugins/TypeFitPlugins/Plugins/\(plugin)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(plugin).swift").path))
        }
        // No second copy of the plugins' code outside that package.
        let old = Self.repository.appendingPathComponent("Plugins/TypeFitBuildToolPlugin")
        #expect(!FileManager.default.fileExists(atPath: old.path))
    }
}
