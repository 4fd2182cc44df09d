import Foundation
@testable import TypeFitCore
import TypeFitLocale

enum Fixtures {
    static func path(_ name: String, _ ext: String) -> String {
        Bundle.module.path(forResource: name, ofType: ext, inDirectory: "Fixtures")
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name).\(ext)").path
    }

    /// TypeFitTest.ttf, built by Fonts/tools/make-test-font.py: upem 1000; space 250, A–Z 600,
    /// a–z 500, digits 550, "…" 800, alef 650, bet 450, "◗" 600 (the one curved glyph);
    /// kern A+V −100; trak 9 pt +20, 17 pt −30, 28 pt +10.
    static let testFont = path("TypeFitTest", "ttf")

    static func testEngine(tracking: TrackingMode = .none) throws -> TextEngine {
        try TextEngine(fontFiles: [testFont], tracking: tracking)
    }

    /// The test font and nothing else: no fallback face, so whatever it lacks is reported
    /// missing and measured with its .notdef (700 units), whatever fonts the machine has.
    static func testFontOnly(tracking: TrackingMode = .none) throws -> TextEngine {
        TextEngine(fonts: try FontStack(profile: FontProfile(name: "test-font-only", families: []),
                                        userFonts: [testFont], tracking: tracking))
    }

    /// The default stack (Inter, Noto) with tracking off, to compare with HarfBuzz alone.
    static let plainEngine: TextEngine? = try? TextEngine(profile: .openSubstitutes, tracking: .none)
}

extension TextEngine {
    func measure(_ text: String, size: Double, locale: String = "en", width: Double? = nil, maxLines: Int? = nil,
                 weight: FontWeight = .regular, leading: Double? = nil) throws -> TextMeasurement {
        try measure(MeasureRequest(text: text, size: size, weight: weight, locale: LocaleTag(locale), width: width,
                                   maxLines: maxLines, leading: leading))
    }
}
