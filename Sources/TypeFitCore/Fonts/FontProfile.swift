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
            tracking: .table(.sfProHIG)),
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

    /// The Mac's own fonts: SF Pro (variable, with `opsz` and its own `trak` table) and its
    /// companions, then the open substitutes for anything they lack.
    public static let appleSystem = FontProfile(name: "apple-system", families: [
        FontFamilyDefinition(name: "SF Pro", scripts: ["Latn", "Grek", "Cyrl"],
                             faces: [FaceDefinition(files: ["SFNS.ttf"], weight: 400)],
                             install: "macOS system font", tracking: .table(.sfProHIG)),
        FontFamilyDefinition(name: "SF Arabic", scripts: ["Arab"],
                             faces: [FaceDefinition(files: ["SFArabic.ttf"], weight: 400)], install: "macOS system font"),
        FontFamilyDefinition(name: "SF Hebrew", scripts: ["Hebr"],
                             faces: [FaceDefinition(files: ["SFHebrew.ttf"], weight: 400)], install: "macOS system font"),
        FontFamilyDefinition(name: "Thonburi", scripts: ["Thai"],
                             faces: [FaceDefinition(files: ["Thonburi.ttc"], weight: 400),
                                     FaceDefinition(files: ["Thonburi.ttc"], index: 1, weight: 700)],
                             install: "macOS system font"),
        FontFamilyDefinition(name: "Kohinoor Devanagari", scripts: ["Deva"],
                             faces: [FaceDefinition(files: ["Kohinoor.ttc"], weight: 400)], install: "macOS system font"),
        FontFamilyDefinition(name: "Hiragino Sans", scripts: ["Hani", "Hira", "Kana"], languages: ["ja"],
                             faces: [FaceDefinition(files: ["ヒラギノ角ゴシック W3.ttc"], weight: 400),
                                     FaceDefinition(files: ["ヒラギノ角ゴシック W6.ttc"], weight: 600),
                                     FaceDefinition(files: ["ヒラギノ角ゴシック W7.ttc"], weight: 700)],
                             install: "macOS system font"),
        FontFamilyDefinition(name: "PingFang SC", scripts: ["Hani", "Bopo"], languages: ["zh-Hans"],
                             faces: [FaceDefinition(files: ["PingFang.ttc"], index: 0, weight: 400)],
                             install: "macOS system font"),
        FontFamilyDefinition(name: "Apple SD Gothic Neo", scripts: ["Hang", "Hani"], languages: ["ko"],
                             faces: [FaceDefinition(files: ["AppleSDGothicNeo.ttc"], weight: 400)],
                             install: "macOS system font"),
        FontFamilyDefinition(name: "Apple Color Emoji", faces: [FaceDefinition(files: ["Apple Color Emoji.ttc"], weight: 400)],
                             install: "macOS system font", isEmoji: true),
    ] + openSubstitutes.families)

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
