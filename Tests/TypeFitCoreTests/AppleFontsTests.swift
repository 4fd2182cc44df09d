import Foundation
import Testing
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

/// Apple's fonts from a folder (`fonts.apple`), checked on Linux with copies of open fonts under
/// Apple's file names (`AppleFontsFixture.standard`): SF-Pro.ttf is Inter's variable face,
/// SF-Arabic.ttf Noto Sans Arabic, SFHebrew.ttf Noto Sans Hebrew, PingFang.ttc Noto Sans CJK.
/// Widths are hb-shape's sums on those files (HarfBuzz 6.0.0), tracking off:
///   hb-shape --font-size=131072 --variations=opsz=17,wght=400 --no-glyph-names SF-Pro.ttf 'AVATAR Typo, WAVE'
///     → 1265643 (units of 2048 × 64); wght=600 → 1302068; opsz=28,wght=700 → 1262449
///   hb-shape --no-glyph-names SF-Arabic.ttf 'مرحبا بالعالم' → 4818 (upem 1000)
///   hb-shape --no-glyph-names SFHebrew.ttf 'שלום עולם' → 4597 (upem 1000)
@Suite struct AppleFontsTests {
    static let latin = "AVATAR Typo, WAVE"

    /// The apple-system profile over a fixture folder, then the machine's open fonts.
    static func stack(_ folder: URL, tracking: TrackingMode = .none) throws -> FontStack {
        try FontStack(profile: .appleSystem, tracking: tracking,
                      locator: FontLocator(directories: FontLocator.defaultDirectories(),
                                           appleFolder: try AppleFontFolder(path: folder.path)))
    }

    static func withFolder<T>(_ files: [String: String] = AppleFontsFixture.standard,
                              _ body: (URL) throws -> T) throws -> T {
        let folder = try AppleFontsFixture.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test func eachScriptTakesItsAppleFaceFromTheFolder() throws {
        try Self.withFolder { folder in
            let stack = try Self.stack(folder)
            let arabic = stack.resolution(locale: LocaleTag("ar"), weight: 400, size: 17)
            let byScript = Dictionary(arabic.faces.map { ($0.script, $0) }, uniquingKeysWith: { a, _ in a })
            #expect(byScript["Arab"]?.family == "SF Arabic")
            #expect(byScript["Arab"]?.file == folder.appendingPathComponent("SF-Arabic.ttf").path)
            #expect(byScript["Arab"]?.source == .appleFolder)
            #expect(byScript["Latn"]?.family == "SF Pro")
            #expect(byScript["Latn"]?.file == folder.appendingPathComponent("SF-Pro.ttf").path)
            #expect(byScript["Latn"]?.variations == ["wght": 400, "opsz": 17])
            // No Apple Color Emoji in the folder: the open emoji font draws emoji, and it is listed missing.
            #expect(byScript["Zsye"]?.family == "Noto Color Emoji")
            #expect(byScript["Zsye"]?.source == .openSubstitute)
            #expect(arabic.missing.map(\.family) == ["Apple Color Emoji"])
            #expect(arabic.missing.first?.files == ["Apple Color Emoji.ttc", "AppleColorEmoji.ttc"])

            let hebrew = stack.resolution(locale: LocaleTag("he"), weight: 400, size: 17).faces.first
            #expect(hebrew?.family == "SF Hebrew")
            #expect(hebrew?.file == folder.appendingPathComponent("SFHebrew.ttf").path)

            // Thai: Thonburi is missing; Noto Sans Thai stands in.
            let thai = stack.resolution(locale: LocaleTag("th"), weight: 400, size: 17)
            #expect(thai.faces.first?.family == "Noto Sans Thai")
            #expect(thai.faces.first?.source == .openSubstitute)
            #expect(thai.missing.map(\.family) == ["Thonburi", "Apple Color Emoji"])
        }
    }

    @Test func hanIsDrawnWithTheLanguagesPingFangOrItsStandIn() throws {
        try Self.withFolder { folder in
            let stack = try Self.stack(folder)
            let pingFang = folder.appendingPathComponent("PingFang.ttc").path
            // No face of the copy has PingFang's PostScript names, so the profile's index is used:
            // SC 2, TC 3, HK 4 (Noto Sans CJK's order; fc-scan lists NotoSansCJKtc-Regular at 3).
            for (locale, family, index) in [("zh-Hans", "PingFang SC", 2), ("zh-Hant", "PingFang TC", 3), ("zh-HK", "PingFang HK", 4)] {
                let han = stack.resolution(locale: LocaleTag(locale), weight: 400, size: 17).faces.first
                #expect(han?.script == "Hani")
                #expect(han?.family == family, "\(locale)")
                #expect(han?.file == pingFang && han?.index == index, "\(locale): \(String(describing: han))")
            }
            // Japanese: Hiragino Sans is missing, so the open Japanese face draws Han and kana.
            let japanese = stack.resolution(locale: LocaleTag("ja"), weight: 400, size: 17)
            #expect(japanese.faces.prefix(3).map(\.family) == ["Noto Sans CJK JP", "Noto Sans CJK JP", "Noto Sans CJK JP"])
            #expect(japanese.missing.first?.family == "Hiragino Sans")
            #expect(japanese.missing.first?.files.first == "ヒラギノ角ゴシック W3.ttc")
        }
    }

    @Test func aCollectionsFaceIsFoundByItsPostScriptName() throws {
        // Noto Sans CJK's collection holds NotoSansCJKtc-Regular at 3 (fc-scan); the definition's
        // index 0 is only for a file where no face has the name.
        let profile = FontProfile(name: "by-name", families: [
            FontFamilyDefinition(name: "TC", scripts: ["Hani"], faces: [
                FaceDefinition(files: ["NotoSansCJK-Regular.ttc"], index: 0, postScriptName: "NotoSansCJKtc-Regular", weight: 400),
            ], install: "-", isSystemFont: true),
        ])
        let face = try #require(try FontStack(profile: profile, tracking: .none)
            .candidates(script: "Hani", language: "zh-Hant", weight: 400, size: 17).first)
        #expect(face.face.index == 3)
        #expect(face.face.postScriptName == "NotoSansCJKtc-Regular")
    }

    @Test(arguments: [(FontWeight.regular, 17.0, 1265643.0), (.semibold, 17, 1302068), (.bold, 28, 1262449)])
    func widthsThroughTheFolderAreHbShapes(weight: FontWeight, size: Double, advances: Double) throws {
        try Self.withFolder { folder in
            let engine = TextEngine(fonts: try Self.stack(folder))
            let m = try engine.measure(Self.latin, size: size, weight: weight)
            #expect(abs(m.width - advances * size / 131072) < 0.001, "\(weight) \(size): \(m.width)")
            #expect(m.fonts.map(\.family) == ["SF Pro"])
            #expect(m.fonts.first?.file == folder.appendingPathComponent("SF-Pro.ttf").path)
            #expect(m.fonts.first?.opticalSize == size)
            #expect(m.fonts.first?.weight == weight.value)
        }
    }

    @Test func rightToLeftWidthsThroughTheFolderAreHbShapes() throws {
        try Self.withFolder { folder in
            let engine = TextEngine(fonts: try Self.stack(folder))
            let arabic = try engine.measure("مرحبا بالعالم", size: 17, locale: "ar")
            #expect(abs(arabic.width - 4818 * 17 / 1000) < 0.001, "\(arabic.width)")
            #expect(arabic.fonts.map(\.file) == [folder.appendingPathComponent("SF-Arabic.ttf").path])
            let hebrew = try engine.measure("שלום עולם", size: 17, locale: "he")
            #expect(abs(hebrew.width - 4597 * 17 / 1000) < 0.001, "\(hebrew.width)")
            #expect(hebrew.fonts.map(\.family) == ["SF Hebrew"])
        }
    }

    @Test func theFacesOwnTrakTableTracksIt() throws {
        // The test font as the Mac's SFNS.ttf (found before SF-Pro.ttf): its trak table says −30
        // units at 17 pt. "aaaa" = 4 × 500 units = 34 pt at 17 pt, minus 4 clusters × 30 × 17 / 1000
        // = 2.04 pt: 31.96. The HIG table (−26/1000 em) would give 34 − 4 × 0.442 = 32.232.
        try Self.withFolder(["SFNS.ttf": TestFont.path, "SF-Pro.ttf": "Inter[opsz,wght].ttf"]) { folder in
            let engine = TextEngine(fonts: try Self.stack(folder, tracking: .auto))
            let m = try engine.measure("aaaa", size: 17)
            #expect(abs(m.width - 31.96) < 0.0001, "\(m.width)")
            #expect(m.fonts.first?.file == folder.appendingPathComponent("SFNS.ttf").path)
            let choice = try Self.stack(folder, tracking: .auto).resolution(locale: LocaleTag("en"), weight: 400, size: 17)
            #expect(choice.faces.first?.tracking == "font")
        }
    }

    @Test func withoutSFProTheOpenSystemFontStandsInAndSaysSo() throws {
        try Self.withFolder(["SF-Arabic.ttf": "NotoSansArabic-Regular.ttf"]) { folder in
            let stack = try Self.stack(folder)
            #expect(stack.systemFamily == "Inter")
            let note = try #require(stack.defaultFaceNote)
            #expect(note.hasPrefix("SF Pro is not installed (looked for SFNS.ttf, SF-Pro.ttf, SF-Pro-Text-Light.otf"))
            let english = stack.resolution(locale: LocaleTag("en"), weight: 400, size: 17)
            #expect(english.faces.first?.family == "Inter")
            #expect(english.faces.first?.source == .openSubstitute)
            #expect(english.missing.first?.family == "SF Pro")
            // Noto Sans Arabic has no parentheses (hb-shape: .notdef): they come from the system font's stand-in.
            let digits = try TextEngine(fonts: stack).measure("رقم (42)", size: 17, locale: "ar")
            #expect(digits.fonts.map(\.family).contains("Inter"))
        }
    }

    @Test func aFolderThatIsNotThereIsRefused() throws {
        #expect(throws: FontError.appleFolder("/nonexistent-typefit/apple", "no such folder")) {
            try AppleFontFolder(path: "/nonexistent-typefit/apple")
        }
        #expect(throws: FontError.appleFolder(TestFont.path, "a file, not a folder")) {
            try AppleFontFolder(path: TestFont.path)
        }
    }

    @Test func aFileThatIsNotAFontIsRefused() throws {
        let folder = try AppleFontsFixture.make([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SF-Pro.ttf")
        try Data("not a font".utf8).write(to: file)
        #expect(throws: FontError.unreadable(file.path, "unknown file format")) { try AppleFontFolder(path: folder.path) }
        // A file of another name is not Apple's and is not read.
        try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent("Notes.ttf"))
        #expect(try AppleFontFolder(path: folder.path).files.isEmpty)
        // A FIFO under Apple's name is refused without being opened (opening it would block).
        let fifo = folder.appendingPathComponent("SFArabic.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FontError.appleFolder(fifo, "not a regular file: not read")) { try AppleFontFolder(path: folder.path) }
    }

    @Test func aLinkOutOfTheFolderIsRefused() throws {
        let folder = try AppleFontsFixture.make(["SF-Arabic.ttf": "NotoSansArabic-Regular.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try AppleFontsFixture.source("NotoSansHebrew-Regular.ttf")
        let link = folder.appendingPathComponent("SFHebrew.ttf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
        #expect(throws: FontError.appleFolder(link, "a symbolic link to something that is not a file inside the folder: not read")) {
            try AppleFontFolder(path: folder.path)
        }
        // A link to a file inside the folder is followed.
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "SF-Arabic.ttf")
        #expect(try AppleFontFolder(path: folder.path).files["sfhebrew.ttf"] == link)
    }

    /// A valid font padded to 2 GB under Apple's name was left out without a word: HarfBuzz cannot
    /// map it, and the stack quietly took the stand-in. It is refused by name with the limit. The
    /// padding is a hole in a sparse file: no disk is used.
    @Test func aFontFilePaddedPastTheLimitIsRefusedByName() throws {
        let folder = try AppleFontsFixture.make([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SFNS.ttf")
        try FileManager.default.copyItem(atPath: TestFont.path, toPath: file.path)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let reason = "the file is 2 GB, over the 512 MB a font file may take"
        #expect(throws: FontError.unreadable(file.path, reason)) { try AppleFontFolder(path: folder.path) }
        #expect(throws: FontError.unreadable(file.path, reason)) { try FontFace(path: file.path) }
        // The same font at its own size is read.
        let small = try FileHandle(forWritingTo: file)
        try small.truncate(atOffset: UInt64(try Data(contentsOf: URL(fileURLWithPath: TestFont.path)).count))
        try small.close()
        #expect(try AppleFontFolder(path: folder.path).files["sfns.ttf"] == file.path)
    }
}
