import Foundation
import Testing
import TypeFitCheck
@testable import TypeFitProject
import TypeFitTestSupport

/// A config's catalogs and its baseline are the project's files: a symbolic link that takes one
/// out of the config's folder is refused by name and never read (docs/security.md). The files
/// outside are made by the test in a folder of its own, standing in for a secret elsewhere.
@Suite struct LinkedInputsTests {
    let project: URL
    let outside: URL

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-links-\(UUID().uuidString)")
        project = root.appendingPathComponent("project")
        outside = root.appendingPathComponent("outside")
        for folder in [project, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // A real catalog and a baseline, outside the project.
        try FileManager.default.copyItem(atPath: OneDevice.projectCatalog, toPath: outside.appendingPathComponent("Outside.xcstrings").path)
        try Data(#"{"version": 1, "fingerprints": ["secret|baseline|entry"]}"#.utf8)
            .write(to: outside.appendingPathComponent("baseline.json"))
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: project.appendingPathComponent(name))
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent(name).path, withDestinationPath: target)
    }

    func config(catalogs: String, baseline: String? = nil) throws {
        try write(".typefit.yml", """
            catalogs: [\(catalogs)]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: [Large]
            fonts: {files: [\(TestFont.path)], tracking: none}
            \(baseline.map { "baseline: \($0)" } ?? "")
            """)
    }

    func load() throws(ProjectError) -> Project {
        var options = Project.Options()
        options.directory = project.path
        options.sources = .none
        return try Project.load(options)
    }

    @Test func aNamedCatalogLinkedOutOfTheProjectIsRefusedUnread() throws {
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try link("Localizable.xcstrings", to: outside.appendingPathComponent("Outside.xcstrings").path)
        try config(catalogs: "Localizable.xcstrings")
        let loaded = try load()
        #expect(loaded.catalogs.isEmpty)
        #expect(loaded.problems.map(\.description) == [
            project.appendingPathComponent("Localizable.xcstrings").path
                + ":1:1: error: a symbolic link out of the folder of \(project.appendingPathComponent(".typefit.yml").path): not read",
        ])
    }

    @Test func aNamedFolderLinkedOutOfTheProjectIsRefusedToo() throws {
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try link("Strings", to: outside.path)
        try config(catalogs: "Strings")
        let loaded = try load()
        #expect(loaded.catalogs.isEmpty && loaded.problems.count == 1)
        #expect(loaded.problems.first?.message.contains("a symbolic link out of the folder of") == true)
    }

    @Test func aLinkThatStaysInsideTheProjectIsRead() throws {
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try FileManager.default.copyItem(atPath: OneDevice.projectCatalog, toPath: project.appendingPathComponent("Real.xcstrings").path)
        try link("Localizable.xcstrings", to: "Real.xcstrings")
        try config(catalogs: "Localizable.xcstrings")
        let loaded = try load()
        #expect(loaded.problems.isEmpty && loaded.catalogs.count == 1 && loaded.keyCount == 3)
    }

    @Test func aBaselineLinkedOutOfTheProjectIsRefusedUnread() throws {
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try FileManager.default.copyItem(atPath: OneDevice.projectCatalog, toPath: project.appendingPathComponent("Real.xcstrings").path)
        try link("typefit-baseline.json", to: outside.appendingPathComponent("baseline.json").path)
        try config(catalogs: "Real.xcstrings", baseline: "typefit-baseline.json")
        let error = refusal { () throws(ProjectError) in _ = try load() }
        #expect(error?.description == project.appendingPathComponent("typefit-baseline.json").path
                    + ": error: baseline: a symbolic link out of the project's folder: not read")
        // The same file inside the project is read.
        try FileManager.default.removeItem(at: project.appendingPathComponent("typefit-baseline.json"))
        try FileManager.default.copyItem(atPath: outside.appendingPathComponent("baseline.json").path,
                                         toPath: project.appendingPathComponent("typefit-baseline.json").path)
        #expect(try load().baseline?.fingerprints == ["secret|baseline|entry"])
    }

    @Test func aMalformedBaselineIsNamedAtItsLineAndColumn() throws {
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try FileManager.default.copyItem(atPath: OneDevice.projectCatalog, toPath: project.appendingPathComponent("Real.xcstrings").path)
        // Line 3, column 5: the second entry lacks its closing quote before the comma's line ends.
        try write("typefit-baseline.json", "{\n  \"fingerprints\": [\"a\",\n    b\"],\n  \"version\": 1\n}\n")
        try config(catalogs: "Real.xcstrings", baseline: "typefit-baseline.json")
        let error = refusal { () throws(ProjectError) in _ = try load() }
        #expect(error?.description.hasPrefix(project.appendingPathComponent("typefit-baseline.json").path + ":3:5: error: baseline: ")
                    == true, "\(error?.description ?? "")")
    }
}
