/// The font stacks typefit ships with. Apple's SF fonts may not be redistributed, so on Linux
/// the default is a documented set of open substitutes; on a Mac the installed system fonts
/// come first. Fonts/README.md describes both.
public struct FontProfile: Sendable {
    public var name: String
    package var families: [FontFamilyDefinition]

    package init(name: String, families: [FontFamilyDefinition]) {
        self.name = name
        self.families = families
    }

    /// The default for the platform typefit runs on.
    public static var platformDefault: FontProfile {
        #if os(macOS)
        return appleSystem
        #else
        return openSubstitutes
        #endif
    }

    /// Inter in place of SF Pro, tracked like SF Pro: its variable face with `opsz` = the point
    /// size and `wght` = the weight, as SF Pro's variable font is drawn; without it the static
    /// cuts (Inter below 20 pt, Inter Display from 20 pt). Noto Sans for every other script;
    /// Noto Sans CJK with the face for the language.
    public static let openSubstitutes = FontProfile(name: "open-substitutes", families: [
        FontFamilyDefinition(
            name: "Inter", scripts: ["Latn", "Grek", "Cyrl"],
            faces: interFaces(prefix: "Inter", cut: .text) + interFaces(prefix: "InterDisplay", cut: .display),
            install: "apt-get install fonts-inter (Homebrew: brew install --cask font-inter)",
            // The PyPI file (Google Fonts' build) first: the tests pin its hb-shape widths. The
            // release's own name for the same face, which Homebrew's font-inter installs, second.
            variableFace: FaceDefinition(files: ["Inter[opsz,wght].ttf", "InterVariable.ttf"], weight: 400),
            variableInstall: "scripts/install-inter-variable.sh, which make deps runs (or `pip download --no-deps "
                + "fontpkg-inter==4.1.post1` and copy fontpkg_inter/files/Inter[opsz,wght].ttf from the wheel into a font "
                + "folder; Homebrew: brew install --cask font-inter)",
            tracking: .table(.sfProHIG), isSystemFont: true),
        notoScript("Arabic", ["Arab"]),
        notoScript("Hebrew", ["Hebr"]),
        notoScript("Thai", ["Thai"]),
        notoScript("Lao", ["Laoo"]),
        notoScript("Khmer", ["Khmr"]),
        notoScript("Myanmar", ["Mymr"]),
        notoScript("Devanagari", ["Deva"]),
        notoScript("Bengali", ["Beng"]),
        notoScript("Tamil", ["Taml"]),
        notoScript("Telugu", ["Telu"]),
        notoScript("Kannada", ["Knda"]),
        notoScript("Malayalam", ["Mlym"]),
        notoScript("Gujarati", ["Gujr"]),
        notoScript("Gurmukhi", ["Guru"]),
        notoScript("Sinhala", ["Sinh"]),
        notoScript("Armenian", ["Armn"]),
        notoScript("Georgian", ["Geor"]),
        notoScript("Ethiopic", ["Ethi"]),
        notoCJK("SC", index: 2, languages: ["zh-Hans"]),
        notoCJK("JP", index: 0, languages: ["ja"]),
        notoCJK("KR", index: 1, languages: ["ko"]),
        notoCJK("TC", index: 3, languages: ["zh-Hant"]),
        notoCJK("HK", index: 4, languages: ["zh-HK"]),
        FontFamilyDefinition(
            name: "Noto Color Emoji", faces: [FaceDefinition(files: ["NotoColorEmoji.ttf"], weight: 400)],
            install: "apt-get install fonts-noto-color-emoji (Homebrew: brew install --cask font-noto-color-emoji)",
            isEmoji: true),
        FontFamilyDefinition(
            name: "Noto Sans", faces: [
                FaceDefinition(files: ["NotoSans-Regular.ttf", "NotoSans-Regular.otf"], weight: 400),
                FaceDefinition(files: ["NotoSans-Bold.ttf", "NotoSans-Bold.otf"], weight: 700),
            ], install: notoCoreInstall),
        FontFamilyDefinition(
            name: "Noto Sans Symbols", faces: [
                FaceDefinition(files: ["NotoSansSymbols-Regular.ttf"], weight: 400),
                FaceDefinition(files: ["NotoSansSymbols-Bold.ttf"], weight: 700),
            ], install: notoCoreInstall),
        FontFamilyDefinition(
            name: "Noto Sans Symbols 2", faces: [FaceDefinition(files: ["NotoSansSymbols2-Regular.ttf"], weight: 400)],
            install: notoCoreInstall),
        FontFamilyDefinition(
            name: "Noto Sans Math", faces: [FaceDefinition(files: ["NotoSansMath-Regular.ttf"], weight: 400)],
            install: notoCoreInstall),
    ])

    /// Apple's fonts for iOS's system font and its companions by script and language, then the open
    /// substitutes for anything they lack. On a Mac they are found in its font folders; elsewhere in
    /// `fonts.apple`, a folder of the files a team downloaded from Apple under Apple's licence
    /// (typefit ships and downloads none of them). Each family is found under the Mac's file name
    /// first, then under the name Apple's downloads (developer.apple.com/fonts) give it.
    public static let appleSystem = FontProfile(name: "apple-system", families: appleFamilies + openSubstitutes.families)

    /// Where a missing Apple font comes from, for `typefit fonts` and the notes.
    static func appleInstall(_ family: String, download: String?) -> String {
        "a macOS system font" + (download.map { "; elsewhere put \($0) from https://developer.apple.com/fonts (Apple's licence) in fonts.apple" }
            ?? "; elsewhere copy it from a Mac (Apple's licence) into fonts.apple")
    }

    static let appleFamilies: [FontFamilyDefinition] = [
        // SF Pro: the Mac's SFNS.ttf or the download's SF-Pro.ttf, variable in wght and opsz, with its
        // own trak table; the download's static Text (below 20 pt) and Display cuts stand in.
        FontFamilyDefinition(
            name: "SF Pro", scripts: ["Latn", "Grek", "Cyrl"],
            faces: sfProStatic("SF-Pro-Text", cut: .text) + sfProStatic("SF-Pro-Display", cut: .display),
            install: appleInstall("SF Pro", download: "SF-Pro.ttf"),
            variableFace: FaceDefinition(files: ["SFNS.ttf", "SF-Pro.ttf"], weight: 400),
            variableInstall: appleInstall("SF Pro", download: "SF-Pro.ttf"),
            tracking: .table(.sfProHIG), isSystemFont: true, isApple: true),
        sfScript("Arabic", ["Arab"]),
        sfScript("Hebrew", ["Hebr"]),
        sfScript("Armenian", ["Armn"]),
        sfScript("Georgian", ["Geor"]),
        appleCollection("Thonburi", ["Thai"], file: "Thonburi.ttc",
                        faces: [("Thonburi", 400, 0), ("Thonburi-Bold", 700, 1), ("Thonburi-Light", 300, 2)]),
        appleCollection("Kohinoor Devanagari", ["Deva"], file: "Kohinoor.ttc", faces: kohinoor("KohinoorDevanagari")),
        appleCollection("Kohinoor Bangla", ["Beng"], file: "KohinoorBangla.ttc", faces: kohinoor("KohinoorBangla")),
        appleCollection("Kohinoor Gujarati", ["Gujr"], file: "KohinoorGujarati.ttc", faces: kohinoor("KohinoorGujarati")),
        appleCollection("Kohinoor Telugu", ["Telu"], file: "KohinoorTelugu.ttc", faces: kohinoor("KohinoorTelugu")),
        FontFamilyDefinition(
            name: "Hiragino Sans", scripts: ["Hani", "Hira", "Kana"], languages: ["ja"],
            faces: [("W3", 400), ("W6", 600), ("W7", 700)].map {
                FaceDefinition(files: ["ヒラギノ角ゴシック \($0.0).ttc", "Hiragino Sans \($0.0).ttc"],
                               postScriptName: "HiraginoSans-\($0.0)", weight: $0.1)
            },
            install: appleInstall("Hiragino Sans", download: nil), isApple: true),
        // The order of PingFang.ttc's faces is not documented: each is found by its PostScript name,
        // and the index is used only when no face has it (SC, TC, HK as Noto Sans CJK orders them).
        pingFang("SC", index: 2, languages: ["zh-Hans"]),
        pingFang("TC", index: 3, languages: ["zh-Hant"]),
        pingFang("HK", index: 4, languages: ["zh-HK"]),
        appleCollection("Apple SD Gothic Neo", ["Hang", "Hani"], languages: ["ko"], file: "AppleSDGothicNeo.ttc",
                        faces: [("AppleSDGothicNeo-Regular", 400, 0), ("AppleSDGothicNeo-Medium", 500, 2),
                                ("AppleSDGothicNeo-SemiBold", 600, 4), ("AppleSDGothicNeo-Bold", 700, 6)]),
        FontFamilyDefinition(
            name: "Apple Color Emoji",
            faces: [FaceDefinition(files: ["Apple Color Emoji.ttc", "AppleColorEmoji.ttc"],
                                   postScriptName: "AppleColorEmoji", weight: 400)],
            install: appleInstall("Apple Color Emoji", download: nil), isEmoji: true, isApple: true),
    ]

    /// SF Pro's static cuts as the download names them.
    static func sfProStatic(_ prefix: String, cut: OpticalCut) -> [FaceDefinition] {
        [("Light", 300), ("Regular", 400), ("Medium", 500), ("Semibold", 600), ("Bold", 700), ("Heavy", 800)].map {
            FaceDefinition(files: ["\(prefix)-\($0.0).otf"], weight: $0.1, cut: cut)
        }
    }

    /// SF Arabic, SF Hebrew…: one variable file, `SFArabic.ttf` on a Mac, `SF-Arabic.ttf` in the download.
    static func sfScript(_ name: String, _ scripts: Set<String>) -> FontFamilyDefinition {
        let download = "SF-\(name).ttf"
        return FontFamilyDefinition(
            name: "SF \(name)", scripts: scripts, faces: [],
            install: appleInstall("SF \(name)", download: download),
            variableFace: FaceDefinition(files: ["SF\(name).ttf", download], weight: 400),
            variableInstall: appleInstall("SF \(name)", download: download), isApple: true)
    }

    static func kohinoor(_ prefix: String) -> [(postScriptName: String, weight: Int, index: Int)] {
        [("\(prefix)-Regular", 400, 0), ("\(prefix)-Medium", 500, 1), ("\(prefix)-Semibold", 600, 2),
         ("\(prefix)-Bold", 700, 3)]
    }

    static func appleCollection(_ name: String, _ scripts: Set<String>, languages: Set<String> = [], file: String,
                                faces: [(postScriptName: String, weight: Int, index: Int)]) -> FontFamilyDefinition {
        FontFamilyDefinition(
            name: name, scripts: scripts, languages: languages,
            faces: faces.map { FaceDefinition(files: [file], index: $0.index, postScriptName: $0.postScriptName, weight: $0.weight) },
            install: appleInstall(name, download: nil), isApple: true)
    }

    static func pingFang(_ region: String, index: Int, languages: Set<String>) -> FontFamilyDefinition {
        appleCollection("PingFang \(region)", ["Hani", "Bopo"], languages: languages, file: "PingFang.ttc",
                        faces: [("PingFang\(region)-Regular", 400, index), ("PingFang\(region)-Medium", 500, index),
                                ("PingFang\(region)-Semibold", 600, index)])
    }

    /// The same stack as a machine without the variable faces has it (Inter's static cuts): for
    /// the tests that pin those files and for `make fidelity`'s static-against-variable table.
    package var withoutVariableFaces: FontProfile {
        var profile = self
        for index in profile.families.indices { profile.families[index].variableFace = nil }
        return profile
    }

    static let notoCoreInstall = "apt-get install fonts-noto-core (Homebrew: brew install --cask font-noto-sans)"

    static func interFaces(prefix: String, cut: OpticalCut) -> [FaceDefinition] {
        [("Light", 300), ("Regular", 400), ("Medium", 500), ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800)].map {
            FaceDefinition(files: ["\(prefix)-\($0.0).otf", "\(prefix)-\($0.0).ttf"], weight: $0.1, cut: cut)
        }
    }

    static func notoScript(_ name: String, _ scripts: Set<String>) -> FontFamilyDefinition {
        FontFamilyDefinition(
            name: "Noto Sans \(name)", scripts: scripts,
            faces: [FaceDefinition(files: ["NotoSans\(name)-Regular.ttf", "NotoSans\(name)-Regular.otf"], weight: 400),
                    FaceDefinition(files: ["NotoSans\(name)-Bold.ttf", "NotoSans\(name)-Bold.otf"], weight: 700)],
            install: notoCoreInstall)
    }

    static func notoCJK(_ variant: String, index: Int, languages: Set<String>) -> FontFamilyDefinition {
        FontFamilyDefinition(
            name: "Noto Sans CJK \(variant)", scripts: ["Hani", "Hira", "Kana", "Hang", "Bopo"], languages: languages,
            faces: [FaceDefinition(files: ["NotoSansCJK-Regular.ttc", "NotoSansCJK.ttc"], index: index, weight: 400),
                    FaceDefinition(files: ["NotoSansCJK-Bold.ttc"], index: index, weight: 700)],
            install: "apt-get install fonts-noto-cjk (Homebrew: brew install --cask font-noto-sans-cjk)")
    }
}
