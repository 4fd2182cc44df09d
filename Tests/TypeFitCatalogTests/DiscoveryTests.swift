import Foundation
import Testing
@testable import TypeFitCatalog
import TypeFitDiagnostics

@Suite struct DiscoveryTests {
    @Test func skipsBuildFoldersAndXclocSnapshots() {
        let root = Paths.fixture("project")
        let found = CatalogDiscovery.find([root])
        #expect(found.errors.isEmpty)
        #expect(found.files.map(\.path) == [
            root + "/App/Base.lproj/Main.strings",
            root + "/App/Localizable.xcstrings",
            root + "/Export/fr.xcloc/Localized Contents/fr.xliff",
        ])
        #expect(found.files.map(\.format) == [.strings, .xcstrings, .xliff])
    }

    /// SwiftPM scratch folders (`.build`, `.build-*`) are skipped. Made at run time: a `.build*`
    /// folder may not be committed (CI builds from a fresh clone).
    @Test func skipsSwiftPMScratchFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-discovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in [".build-x", ".build/debug", "App/en.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [".build-x/Junk.strings", ".build/debug/Junk.strings", "App/en.lproj/Main.strings"] {
            try Data("\"a\" = \"b\";\n".utf8).write(to: root.appendingPathComponent(file))
        }
        let found = CatalogDiscovery.find([root.path])
        #expect(found.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Main.strings"])
    }

    @Test func explicitFilesAndMissingPaths() {
        let found = CatalogDiscovery.find([Paths.fixture("rules.stringsdict"), Paths.fixture("nope.strings"), Paths.fixture("Support.txt")])
        #expect(found.files.map(\.format) == [.stringsdict])
        #expect(found.errors.count == 2)
        #expect(found.errors.first?.message == "no such file or directory")
    }

    /// `Export/fr.xcloc` holds `<file original="App/Localizable.xcstrings">` with German, which the
    /// xcstrings itself holds: an export of it, left out. Its `App/en.lproj/Legacy.stringsdict` is
    /// read from nowhere else (no `App/en.lproj` here): kept.
    @Test func xclocExportsOfCatalogsReadDirectlyAreLeftOut() throws {
        let result = CatalogLoader.load([Paths.fixture("project")])
        #expect(result.exportsSkipped == ["App/Localizable.xcstrings"])
        #expect(result.catalogs.map(\.name).sorted() == ["App/en.lproj/Legacy.stringsdict",
                                                          Paths.fixture("project") + "/App/*.lproj/Main.strings",
                                                          Paths.fixture("project") + "/App/Localizable.xcstrings"].sorted())
        // The export alone (its project not read) is a catalog like any other.
        let alone = CatalogLoader.load([Paths.fixture("project") + "/Export"])
        #expect(alone.exportsSkipped.isEmpty && alone.catalogs.map(\.name).contains("App/Localizable.xcstrings"))
    }

    /// An export's locale the catalog lacks (a translation made in the `.xcloc`, not imported yet)
    /// is added to the catalog, at the export's lines, instead of being checked as a second catalog.
    @Test func anExportsOwnLocaleJoinsTheCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let xliffFolder = root.appendingPathComponent("Export/et.xcloc/Localized Contents")
        try FileManager.default.createDirectory(at: xliffFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"save": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Save"}},
              "de": {"stringUnit": {"state": "translated", "value": "Sichern"}}}}}}
            """.utf8).write(to: root.appendingPathComponent("App/Localizable.xcstrings"))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="et" datatype="plaintext">
                <body>
                  <trans-unit id="save" xml:space="preserve">
                    <source>Save</source>
                    <target state="translated">Salvesta</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """.utf8).write(to: xliffFolder.appendingPathComponent("et.xliff"))
        let result = CatalogLoader.load([root.path])
        #expect(result.catalogs.count == 1 && result.exportsSkipped == ["App/Localizable.xcstrings"])
        let catalog = try #require(result.catalogs.first)
        #expect(catalog.locales == ["en", "de", "et"])
        let estonian = try #require(catalog.entries.first?.values(for: "et").first)
        #expect(estonian.text == "Salvesta" && estonian.location.file.hasSuffix("/et.xliff") && estonian.location.line == 7)
    }

    /// Hostile names: a FIFO named like a catalog (reading it would block forever), a link to
    /// `/dev/zero` (endless), a link out of the folder searched (a file the project does not hold),
    /// and a link that stays inside (read, like the file it names).
    @Test func onlyRegularFilesInsideTheFolderAreRead() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("typefit-hostile-\(UUID().uuidString)")
        let outside = fm.temporaryDirectory.appendingPathComponent("typefit-outside-\(UUID().uuidString).strings")
        defer { try? fm.removeItem(at: root); try? fm.removeItem(at: outside) }
        let lproj = root.appendingPathComponent("App/en.lproj")
        try fm.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"real\" = \"Real\";\n".utf8).write(to: lproj.appendingPathComponent("Real.strings"))
        try Data("\"secret\" = \"do not print me\";\n".utf8).write(to: outside)
        #expect(mkfifo(lproj.appendingPathComponent("Pipe.strings").path, 0o600) == 0)
        try fm.createSymbolicLink(atPath: lproj.appendingPathComponent("Zero.strings").path, withDestinationPath: "/dev/zero")
        try fm.createSymbolicLink(atPath: lproj.appendingPathComponent("Out.strings").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: lproj.appendingPathComponent("Alias.strings").path, withDestinationPath: "Real.strings")

        let result = CatalogLoader.load([root.path])
        #expect(Set(result.catalogs.map(\.table)) == ["Real", "Alias"])
        let problems = result.errors.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent): \($0.message)" }.sorted()
        #expect(problems == [
            "Out.strings: a symbolic link to something that is not a file inside the folder searched: not read",
            "Pipe.strings: a FIFO (named pipe), not a regular file: not read",
            "Zero.strings: a symbolic link to something that is not a file inside the folder searched: not read",
        ])
        #expect(!result.errors.contains { $0.message.contains("do not print me") || $0.message.contains(outside.path) })

        // Named on the command line, a FIFO or a device is refused at once, not read.
        let pipe = refusal { () throws(InputProblem) in _ = try FileBytes.read(lproj.appendingPathComponent("Pipe.strings").path) }
        #expect(pipe?.message == "a FIFO (named pipe), not a regular file: not read")
        let device = refusal { () throws(InputProblem) in _ = try FileBytes.read("/dev/zero") }
        #expect(device?.message == "a device, not a regular file: not read")
        let big = refusal { () throws(InputProblem) in _ = try FileBytes.read(lproj.appendingPathComponent("Real.strings").path, limit: 8) }
        #expect(big?.message == "the file is 17 bytes, over the 8 bytes a catalog may take: not read "
                    + "(raise limits.catalog-size in .typefit.yml or --max-catalog-size)")
    }

    func refusal(_ body: () throws(InputProblem) -> Void) -> InputProblem? {
        do { try body(); return nil } catch { return error }
    }

    @Test func loaderSummaries() throws {
        let result = CatalogLoader.load([Paths.fixture("basic.xcstrings")])
        let summary = CatalogSummary(try #require(result.catalogs.first))
        #expect(summary.keyCount == 4)
        #expect(summary.variants.plural == 4)
        #expect(summary.variants.device == 2)
        #expect(summary.variants.substitution == 2)
        #expect(summary.states["needs_review"] == 1)
        #expect(summary.coverage.map(\.translatedKeys) == [4, 1, 1])
    }
}
