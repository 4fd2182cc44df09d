import Testing
import TypeFitCore
import TypeFitTestSupport

/// The suites that measure with the default fonts fail when they are missing, naming them: a
/// machine without fonts (no folder to search) must get that error, not a skipped suite.
@Test func missingDefaultFontsAreNamedWithWhatInstallsThem() {
    let absent = DefaultFonts.missing(locator: FontLocator(directories: []))
    #expect(absent.map(\.name) == ["Inter variable (Inter[opsz,wght].ttf)", "Inter", "Noto Sans Arabic", "Noto Sans Hebrew",
                                   "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans CJK SC", "Noto Sans CJK JP",
                                   "Noto Sans CJK KR", "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Color Emoji", "Noto Sans"])
    let message = DefaultFonts.Missing(families: Array(absent.prefix(3))).description
    #expect(message == "the default fonts these tests measure with are not installed (Inter variable (Inter[opsz,wght].ttf), "
        + "Inter, Noto Sans Arabic): run `make test-deps`, which does scripts/install-inter-variable.sh, which make deps "
        + "runs (or `pip download --no-deps fontpkg-inter==4.1.post1` and copy fontpkg_inter/files/Inter[opsz,wght].ttf "
        + "from the wheel into a font folder; Homebrew: brew install --cask font-inter); apt-get install "
        + "fonts-inter (Homebrew: brew install --cask font-inter); apt-get install fonts-noto-core (Homebrew: brew "
        + "install --cask font-noto-sans)")
}
