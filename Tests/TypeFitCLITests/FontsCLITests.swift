import Foundation
import Testing
import TypeFitTestSupport

/// `typefit fonts`: the resolved stack per locale and weight, as a script reads it (docs/fonts.md).
/// Apple's fonts are the fixture folder of copies under Apple's names (`AppleFontsFixture`).
@Suite struct FontsCLITests {
    /// A project folder with `.typefit.yml` (`fonts.apple: apple`, the locales given) and the fixture as `apple/`.
    static func project(locales: String = "[ar, zh-Hant, ja]") throws -> URL {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fonts-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: try AppleFontsFixture.make(in: project), to: project.appendingPathComponent("apple"))
        try Data("locales: \(locales)\nfonts:\n  apple: apple\n".utf8).write(to: project.appendingPathComponent(".typefit.yml"))
        return project
    }

    static func json(_ stdout: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }

    @Test func jsonListsEachLocalesFacesWithTheirFilesAndWhatIsMissing() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let apple = project.appendingPathComponent("apple").standardizedFileURL.path
        let run = try CLIRunner.run(["fonts", "--json", "--weights", "regular,bold"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try Self.json(run.stdout)
        #expect(json["profile"] as? String == "apple-system")
        #expect(json["appleFolder"] as? String == apple)
        #expect(json["size"] as? Double == 17)
        #expect(json["notes"] is [String])
        let locales = try #require(json["locales"] as? [[String: Any]])
        #expect(locales.map { $0["locale"] as? String } == ["ar", "zh-Hant", "ja"])

        func faces(_ locale: Int, weight: Int = 0) throws -> [[String: Any]] {
            let weights = try #require(locales[locale]["weights"] as? [[String: Any]])
            return try #require(weights[weight]["faces"] as? [[String: Any]])
        }
        func face(_ faces: [[String: Any]], _ script: String) throws -> [String: Any] {
            try #require(faces.first { $0["script"] as? String == script }, "no \(script)")
        }
        let arabic = try face(try faces(0), "Arab")
        #expect(arabic["family"] as? String == "SF Arabic")
        #expect(arabic["file"] as? String == apple + "/SF-Arabic.ttf")
        #expect(arabic["index"] as? Int == 0)
        #expect(arabic["source"] as? String == "apple-folder")
        #expect(arabic["tracking"] as? String == "none")
        let latin = try face(try faces(0), "Latn")
        #expect(latin["family"] as? String == "SF Pro")
        #expect(latin["file"] as? String == apple + "/SF-Pro.ttf")
        #expect(latin["variations"] as? [String: Double] == ["wght": 400, "opsz": 17])
        // Inter has no trak table, so the SF Pro stand-in file is tracked with the HIG's table.
        #expect(latin["tracking"] as? String == "hig")
        let boldLatin = try face(try faces(0, weight: 1), "Latn")
        #expect(boldLatin["variations"] as? [String: Double] == ["wght": 700, "opsz": 17])
        #expect(boldLatin["weight"] as? Int == 700)
        let emoji = try face(try faces(0), "Zsye")
        #expect(emoji["family"] as? String == "Noto Color Emoji")
        #expect(emoji["source"] as? String == "open-substitute")
        let missing = try #require(locales[0]["missing"] as? [[String: Any]])
        #expect(missing.map { $0["family"] as? String } == ["Apple Color Emoji"])
        #expect(missing.first?["files"] as? [String] == ["Apple Color Emoji.ttc", "AppleColorEmoji.ttc"])
        #expect((missing.first?["install"] as? String)?.contains("fonts.apple") == true)

        // zh-Hant: PingFang TC from the folder's collection; the copy has no PingFang names, so face 3.
        let han = try face(try faces(1), "Hani")
        #expect(han["family"] as? String == "PingFang TC")
        #expect(han["file"] as? String == apple + "/PingFang.ttc")
        #expect(han["index"] as? Int == 3)
        // Bold: PingFang's heaviest face is Semibold; it stands in and says what was asked.
        let boldHan = try face(try faces(1, weight: 1), "Hani")
        #expect(boldHan["requestedWeight"] as? Int == 700)

        // ja: no Hiragino Sans in the folder.
        let kana = try face(try faces(2), "Hira")
        #expect(kana["family"] as? String == "Noto Sans CJK JP")
        #expect(kana["source"] as? String == "open-substitute")
        let jaMissing = try #require(locales[2]["missing"] as? [[String: Any]])
        #expect(jaMissing.first?["family"] as? String == "Hiragino Sans")
        #expect(jaMissing.first?["script"] as? String == "Hani")
    }

    @Test func theLocaleOptionAndTheFlagOverTheConfig() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        // --apple-fonts relative to the current folder; --locale instead of the config's locales.
        let run = try CLIRunner.run(["fonts", "--locale", "he", "--apple-fonts", "apple", "--json",
                                     "--weights", "regular", "--size", "28"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        let locales = try #require(try Self.json(run.stdout)["locales"] as? [[String: Any]])
        #expect(locales.count == 1)
        let faces = try #require((locales[0]["weights"] as? [[String: Any]])?.first?["faces"] as? [[String: Any]])
        #expect(faces.first?["family"] as? String == "SF Hebrew")
        #expect(faces.first?["file"] as? String == project.appendingPathComponent("apple/SFHebrew.ttf").standardizedFileURL.path)
        #expect(faces.first { $0["script"] as? String == "Latn" }?["variations"] as? [String: Double] == ["wght": 400, "opsz": 28])
    }

    @Test func measureThroughTheFlagIsHbShapes() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        // hb-shape --font-size=131072 --variations=opsz=17,wght=400 apple/SF-Pro.ttf (Inter's variable
        // face) 'AVATAR Typo, WAVE' → 1265643 units of 2048 × 64: 164.154 pt at 17 pt.
        let run = try CLIRunner.run(["measure", "AVATAR Typo, WAVE", "--size", "17", "--tracking", "none",
                                     "--apple-fonts", "apple", "--json"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try Self.json(run.stdout)
        #expect(abs((json["width"] as? Double ?? 0) - 1265643 * 17 / 131072) < 0.001, "\(run.stdout)")
        let fonts = try #require(json["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["file"] as? String } == [project.appendingPathComponent("apple/SF-Pro.ttf").standardizedFileURL.path])
        #expect(fonts.first?["family"] as? String == "SF Pro")
    }

    @Test func textNamesTheFilesAndTheMissing() throws {
        let project = try Self.project(locales: "[th]")
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try CLIRunner.run(["fonts", "--weights", "regular"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("SF-Pro.ttf"))
        #expect(run.stdout.contains("NotoSansThai-Regular.ttf"))
        #expect(run.stdout.contains("missing: Thonburi for Thai (looked for Thonburi.ttc)"))
    }

    @Test func aFolderThatIsNotThereExitsTwoNamingIt() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let flag = try CLIRunner.run(["fonts", "--apple-fonts", "no-such-folder"], in: project)
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("no-such-folder: no such folder"), "\(flag.stderr)")
        try Data("fonts:\n  apple: elsewhere\n".utf8).write(to: project.appendingPathComponent(".typefit.yml"))
        let config = try CLIRunner.run(["fonts"], in: project)
        #expect(config.status == 2)
        #expect(config.stderr.contains(".typefit.yml:2:10: fonts.apple: Apple's fonts folder: "), "\(config.stderr)")
        #expect(config.stderr.contains("elsewhere: no such folder"), "\(config.stderr)")
    }
}
