import Foundation
import Testing
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale
@testable import TypeFitConfig
import TypeFitTestSupport

/// `fonts.apple: DIR`: a folder of Apple's fonts, relative to the config, checked when the config is
/// read (a bad one is an error at its line, naming the folder or file it resolved to); set, the
/// profile is apple-system and the engine looks for Apple's families there first.
@Suite struct AppleFontsConfigTests {
    /// project/config/.typefit.yml with `fonts:` holding `body`; project/apple a copy of the fixture folder.
    static func read(_ body: String, files: [String: String] = AppleFontsFixture.standard)
        throws -> (result: Result<CheckConfiguration, InputProblem>, project: URL) {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-apple-\(UUID().uuidString)")
        let config = project.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let fixture = try AppleFontsFixture.make(files, in: project)
        try FileManager.default.moveItem(at: fixture, to: project.appendingPathComponent("apple"))
        let file = config.appendingPathComponent(".typefit.yml")
        try Data("locales: [ar]\nfonts:\n\(body)".utf8).write(to: file)
        do {
            return (.success(try ConfigReader.read(file: file.path, ruleIDs: [])), project)
        } catch {
            return (.failure(error), project)
        }
    }

    @Test func theFolderIsResolvedAgainstTheConfigAndChoosesTheAppleProfile() throws {
        let (result, project) = try Self.read("  apple: ../apple\n")
        defer { try? FileManager.default.removeItem(at: project) }
        let config = try result.get()
        #expect(config.appleFonts == "../apple")
        #expect(config.fontProfile.name == "apple-system")
        let engine = try TextEngine(configuration: config)
        // hb-shape --no-glyph-names SF-Arabic.ttf (Noto Sans Arabic) 'مرحبا بالعالم' → 4818 of 1000.
        let m = try engine.measure(MeasureRequest(text: "مرحبا بالعالم", size: 17, locale: LocaleTag("ar")))
        let expected = 4818.0 * 17 / 1000
        #expect(abs(m.width - expected) < 0.001, "\(m.width)")
        let file = try #require(m.fonts.first?.file)
        #expect(URL(fileURLWithPath: file).standardizedFileURL.path
                == project.appendingPathComponent("apple/SF-Arabic.ttf").standardizedFileURL.path)
    }

    @Test func aMissingFolderIsAnErrorAtItsLine() throws {
        let (result, project) = try Self.read("  tracking: auto\n  apple: ../no-such-folder\n")
        defer { try? FileManager.default.removeItem(at: project) }
        let config = project.appendingPathComponent("config").path
        guard case .failure(let error) = result else { Issue.record("expected an error"); return }
        #expect(error.description == "\(config)/.typefit.yml:4:10: error: fonts.apple: Apple's fonts folder: "
                + URL(fileURLWithPath: config + "/../no-such-folder").standardizedFileURL.path + ": no such folder")
    }

    @Test func aFileThereThatIsNotAFontIsAnErrorAtTheLine() throws {
        let (_, project) = try Self.read("  apple: ../apple\n")
        defer { try? FileManager.default.removeItem(at: project) }
        let broken = project.appendingPathComponent("apple/SF-Pro.ttf")
        try FileManager.default.removeItem(at: broken)
        try Data("root:x:0:0:root:/root:/bin/bash\n".utf8).write(to: broken)
        let file = project.appendingPathComponent("config/.typefit.yml").path
        do {
            _ = try ConfigReader.read(file: file, ruleIDs: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "\(file):3:10: error: fonts.apple: not a usable font file: "
                    + URL(fileURLWithPath: broken.path).standardizedFileURL.path + " (unknown file format)")
        }
    }

    @Test func aLinkOutOfTheFolderIsAnErrorAtTheLine() throws {
        let (_, project) = try Self.read("  apple: ../apple\n")
        defer { try? FileManager.default.removeItem(at: project) }
        // A link named as Apple's Hebrew face, to a file outside the folder (here, the config itself).
        let link = project.appendingPathComponent("apple/SFHebrew.ttf")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../config/.typefit.yml")
        let file = project.appendingPathComponent("config/.typefit.yml").path
        do {
            _ = try ConfigReader.read(file: file, ruleIDs: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.location.line == 3)
            #expect(error.message.hasSuffix("SFHebrew.ttf: a symbolic link to something that is not a file inside the folder: not read"),
                    "\(error)")
        }
    }

    @Test func theOpenProfileAndAnAppleFolderContradictEachOther() throws {
        let (result, project) = try Self.read("  profile: open-substitutes\n  apple: ../apple\n")
        defer { try? FileManager.default.removeItem(at: project) }
        guard case .failure(let error) = result else { Issue.record("expected an error"); return }
        #expect(error.location.line == 3)
        #expect(error.message.hasPrefix("fonts.apple holds Apple's fonts for the apple-system profile"))
        // `auto` takes the folder.
        let (auto, other) = try Self.read("  profile: auto\n  apple: ../apple\n")
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(try auto.get().fontProfile.name == "apple-system")
    }
}
