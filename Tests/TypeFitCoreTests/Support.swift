import Foundation
@testable import TypeFitCore
import TypeFitLocale
import TypeFitTestSupport

enum Fixtures {
    static func path(_ name: String, _ ext: String) -> String {
        Bundle.module.path(forResource: name, ofType: ext, inDirectory: "Fixtures")
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name).\(ext)").path
    }

    /// TypeFitTest.ttf: its figures are documented in TypeFitTestSupport's `TestFont`.
    static let testFont = TestFont.path

    static func testEngine(tracking: TrackingMode = .none) throws -> TextEngine {
        try TestFont.engine(tracking: tracking)
    }

    /// The test font and nothing else (missing characters get its .notdef, 700 units).
    static func testFontOnly(tracking: TrackingMode = .none) throws -> TextEngine {
        try TestFont.onlyEngine(tracking: tracking)
    }
}

extension TextEngine {
    func measure(_ text: String, size: Double, locale: String = "en", width: Double? = nil, maxLines: Int? = nil,
                 weight: FontWeight = .regular, leading: Double? = nil) throws -> TextMeasurement {
        try measure(MeasureRequest(text: text, size: size, weight: weight, locale: LocaleTag(locale), width: width,
                                   maxLines: maxLines, leading: leading))
    }
}
