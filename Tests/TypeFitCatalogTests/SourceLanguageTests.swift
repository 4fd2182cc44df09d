import Foundation
import Testing
@testable import TypeFitCatalog

/// The source locale of `.lproj` tables: the development region the Xcode project names
/// (`developmentRegion = …;` in project.pbxproj, as Xcode writes it), else a guess that says so.
@Suite struct SourceLanguageTests {
    @Test func theDevelopmentRegionIsReadAsXcodeWritesIt() {
        #expect(XcodeProject.developmentRegion(inProjectText: "\t\t\tdevelopmentRegion = en;\n") == "en")
        #expect(XcodeProject.developmentRegion(inProjectText: "developmentRegion = \"zh-Hans\";") == "zh-Hans")
        #expect(XcodeProject.developmentRegion(inProjectText: "developmentRegion = English;") == "en")
        #expect(XcodeProject.developmentRegion(inProjectText: "knownRegions = (en, Base);") == nil)
        #expect(XcodeProject.developmentRegion(inProjectText: "developmentRegion = $(EVIL);") == nil)
    }

    /// de.lproj and fr.lproj, no en or Base: the guess is en, Xcode's default development language,
    /// with no table of its own (German is not made the source French is compared with); an Xcode
    /// project beside them naming fr settles it.
    @Test func tablesTakeTheProjectsRegionElseAGuessThatSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-region-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, text) in [("de", "Hallo"), ("fr", "Salut")] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"hello\" = \"\(text)\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let guessed = try #require(CatalogLoader.load([folder.path]).catalogs.first)
        #expect(guessed.sourceLanguage == "en" && guessed.sourceLanguageBasis == .guessed)
        #expect(guessed.entries.first?.values(for: "en").isEmpty == true)

        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("developmentRegion = fr;\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let settled = try #require(CatalogLoader.load([folder.path]).catalogs.first)
        #expect(settled.sourceLanguage == "fr")
        #expect(settled.sourceLanguageBasis == .developmentRegion(project: project.path + "/project.pbxproj"))
    }
}
