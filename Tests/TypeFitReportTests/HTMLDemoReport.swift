import Foundation
import Testing
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale
import TypeFitReport

/// Writes a report of German, Arabic and Japanese findings drawn with the default fonts (Inter,
/// Noto) to the path in TYPEFIT_HTML_DEMO, for looking at in a browser:
///   TYPEFIT_HTML_DEMO=/tmp/report.html swift test --filter HTMLDemoReport
/// Off otherwise: it depends on the installed fonts and checks nothing a test could assert.
@Suite struct HTMLDemoReport {
    static let output = ProcessInfo.processInfo.environment["TYPEFIT_HTML_DEMO"]

    /// iPhone SE (3rd generation) portrait: 320 × 568, status bar 20, margins 16.
    func phone(boxX: Double = 16, boxWidth: Double?, lineLimit: Int, rtl: Bool = false) -> Scene {
        Scene(windowWidth: 320, windowHeight: 568, safeArea: HTMLFixtures.box(0, 20, 320, 548),
              margins: HTMLFixtures.box(16, 20, 288, 548), readable: HTMLFixtures.box(16, 20, 288, 548),
              boxX: boxX, boxWidth: boxWidth, boxHeight: nil, available: 288, lineLimit: lineLimit,
              direction: rtl ? "rtl" : "ltr")
    }

    /// 13-inch iPad landscape: 1366 × 1024, margins 20, readable 672 centred.
    func pad(boxWidth: Double?, lineLimit: Int) -> Scene {
        Scene(windowWidth: 1366, windowHeight: 1024, safeArea: HTMLFixtures.box(0, 24, 1366, 980),
              margins: HTMLFixtures.box(20, 24, 1326, 980), readable: HTMLFixtures.box(347, 24, 672, 980),
              boxX: 20, boxWidth: boxWidth, boxHeight: nil, available: 1326, lineLimit: lineLimit, direction: "ltr")
    }

    func occurrence(_ scene: Scene, _ category: String, _ size: Double, device: String = "iPhone SE (3rd generation)",
                           orientation: String = "portrait", measured: Figures, available: Figures, overflow: Double,
                           message: String) -> Occurrence {
        Occurrence(device: "iphone-se-3", deviceName: device, orientation: orientation, window: "full",
                   category: category, horizontalSizeClass: scene.windowWidth > 1000 ? "regular" : "compact",
                   pointSize: size, measured: measured, available: available, overflow: overflow, message: message,
                   scene: scene)
    }

    func finding(_ rule: String, _ severity: FindingSeverity, key: String, locale: String, text: String,
                        source: String, element: String, _ occurrences: [Occurrence]) -> Finding {
        Finding(rule: rule, severity: severity, message: occurrences.last?.message ?? "", key: key, locale: locale,
                variant: "base", catalog: "Localizable", file: "Trailhead/Localizable.xcstrings", line: 120, column: 9,
                text: text, sourceText: source, element: element, elementFrom: "catalog comment", textStyle: "body",
                weight: "regular", faces: [], worst: occurrences.last, bySize: occurrences,
                environments: occurrences.count * 4, devices: ["iphone-se-3"], categories: occurrences.map(\.category),
                fingerprint: "\(rule)/\(key)/\(locale)")
    }

    @Test(.enabled(if: output != nil)) func writeDemo() throws {
        let engine = try TextEngine()
        func width(_ text: String, _ locale: String, _ size: Double) throws -> Double {
            try engine.measure(engine.prepare(text, locale: LocaleTag(locale)), size: size).width
        }
        func lines(_ text: String, _ locale: String, _ size: Double, _ wrap: Double) throws -> Int {
            try engine.measure(engine.prepare(text, locale: LocaleTag(locale)), size: size, width: wrap).lines
        }

        let german = "Benachrichtigungseinstellungen"
        var germanSizes: [Occurrence] = []
        for (category, size) in [("xxxLarge", 23.0), ("AX1", 28.0), ("AX3", 40.0)] {
            let w = try width(german, "de", size)
            germanSizes.append(occurrence(phone(boxWidth: 288, lineLimit: 1), category, size,
                                          measured: Figures(width: w), available: Figures(width: 288), overflow: w - 288,
                                          message: "is \(Format.points(w)) pt wide in a 288 pt box"))
        }

        let arabic = "تعذر تحميل الإشعارات. تحقق من اتصالك بالإنترنت وحاول مرة أخرى."
        var arabicSizes: [Occurrence] = []
        for (category, size) in [("AX1", 28.0), ("AX2", 33.0)] {
            let n = try lines(arabic, "ar", size, 288)
            arabicSizes.append(occurrence(phone(boxWidth: 288, lineLimit: 2, rtl: true), category, size,
                                          measured: Figures(lines: n), available: Figures(lines: 2),
                                          overflow: Double(n - 2) * size * 1.2,
                                          message: "needs \(n) lines, 2 shown"))
        }

        let arabicTitle = "الإعدادات المتقدمة للحساب"
        let titleWidth = try width(arabicTitle, "ar", 33)
        let arabicIntrinsic = occurrence(phone(boxX: 16, boxWidth: nil, lineLimit: 1, rtl: true), "AX2", 33,
                                         measured: Figures(width: titleWidth), available: Figures(width: 288),
                                         overflow: titleWidth - 288, message: "element is \(Format.points(titleWidth)) pt wide")

        let japanese = "通知設定を変更するにはここをタップしてください"
        let jaWidth = try width(japanese, "ja", 17)
        let japaneseMargin = occurrence(phone(boxWidth: nil, lineLimit: 1), "large", 17,
                                        measured: Figures(width: jaWidth), available: Figures(width: 288),
                                        overflow: jaWidth - 288,
                                        message: "element is \(Format.points(jaWidth)) pt wide: past the layout margins")

        let french = "Les itinéraires enregistrés restent disponibles hors connexion : téléchargez les cartes de la région avant de partir en randonnée pour ne jamais perdre le sentier."
        let readable = occurrence(pad(boxWidth: 1326, lineLimit: 0), "AX1", 28, device: "iPad Pro 13-inch (M4)",
                                  orientation: "landscape", measured: Figures(width: 1290), available: Figures(width: 672),
                                  overflow: 600, message: "longest line is past the readable width of 672 pt")

        let findings = [
            finding("truncated-width", .warning, key: "settings.notifications", locale: "de", text: german,
                    source: "Notification Settings", element: "button lines=1 width=margins", germanSizes),
            finding("clipped", .error, key: "feed.error.offline", locale: "ar", text: arabic,
                    source: "Couldn’t load notifications. Check your connection and try again.",
                    element: "label lines=2 width=margins", arabicSizes),
            finding("margin", .warning, key: "account.advanced", locale: "ar", text: arabicTitle,
                    source: "Advanced Account Settings", element: "label lines=1 width=intrinsic", [arabicIntrinsic]),
            finding("margin", .warning, key: "settings.hint", locale: "ja", text: japanese,
                    source: "Tap here to change notification settings", element: "label lines=1 width=intrinsic",
                    [japaneseMargin]),
            finding("readable-width", .note, key: "offline.explainer", locale: "fr", text: french,
                    source: "Saved routes stay available offline.", element: "paragraph width=margins", [readable]),
            Finding(rule: "untranslated", severity: .warning, message: "no Japanese translation: the source text is shown",
                    key: "trail.difficulty", locale: "ja", variant: "base", catalog: "Localizable",
                    file: "Trailhead/Localizable.xcstrings", line: 300, column: 9, text: "Difficulty", sourceText: nil,
                    element: nil, elementFrom: nil, textStyle: nil, weight: nil, faces: [], worst: nil, bySize: [],
                    environments: 0, devices: [], categories: [], fingerprint: "u"),
        ]
        let html = try HTMLReporter(engine: engine).render(HTMLFixtures.report(findings))
        try html.write(toFile: try #require(Self.output), atomically: true, encoding: .utf8)
    }
}
