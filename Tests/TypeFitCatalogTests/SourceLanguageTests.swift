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

    /// de.lproj and fr.lproj, no en or Base: the first locale is a guess; an Xcode project beside
    /// them naming fr settles it.
    @Test func tablesTakeTheProjectsRegionElseAGuessThatSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-region-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, text) in [("de", "Hallo"), ("fr", "Salut")] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"hello\" = \"\(text)\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let guessed = try #require(CatalogLoader.load([folder.path]).catalogs.first)
        #expect(guessed.sourceLanguage == "de" && guessed.sourceLanguageBasis == .guessed)

        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("developmentRegion = fr;\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let settled = try #require(CatalogLoader.load([folder.path]).catalogs.first)
        #expect(settled.sourceLanguage == "fr")
        #expect(settled.sourceLanguageBasis == .developmentRegion(project: project.path + "/project.pbxproj"))
    }
}
