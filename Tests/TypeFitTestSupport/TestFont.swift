import Foundation
import TypeFitCore

/// The generated test font, Tests/TypeFitCoreTests/Fixtures/TypeFitTest.ttf (built by
/// Fonts/tools/make-test-font.py), whose every figure is known by construction so tests can
/// check typefit's arithmetic against numbers worked out by hand:
///
/// - upem 1000; ascender 800, descender −200, no line gap: a line is exactly the point size;
/// - advances: space 250, A–Z 600, a–z 500, digits 550, "…" 800, .notdef 700, Hebrew alef
///   U+05D0 650 and bet U+05D1 450, "◗" U+25D7 600 (the one curved glyph); nothing outside the BMP;
/// - a `kern` pair A+V −100; `trak`: 9 pt +20, 17 pt −30, 28 pt +10 (font units).
///
/// At 10 pt with tracking off: "aaaa" = 20 pt, a space 2.5 pt, "OK" = 12 pt, a line 10 pt.
public enum TestFont {
    public static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TypeFitCoreTests/Fixtures/TypeFitTest.ttf").standardizedFileURL.path

    /// Advances in font units (of 1000).
    public enum Advance {
        public static let space = 250.0
        public static let capital = 600.0
        public static let lowercase = 500.0
        public static let digit = 550.0
        public static let ellipsis = 800.0
        public static let notdef = 700.0
    }

    /// The test font first, then the platform's default stack for what it lacks.
    public static func engine(tracking: TrackingMode = .none) throws -> TextEngine {
        try TextEngine(fontFiles: [path], tracking: tracking)
    }

    /// The test font and nothing else: no fallback face, so whatever it lacks is reported
    /// missing and measured with its .notdef (700 units), whatever fonts the machine has.
    public static func onlyEngine(tracking: TrackingMode = .none) throws -> TextEngine {
        TextEngine(fonts: try FontStack(profile: FontProfile(name: "test-font-only", families: []),
                                        userFonts: [path], tracking: tracking))
    }
}
