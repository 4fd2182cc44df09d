import Foundation
import TypeFitDiagnostics
@testable import TypeFitCatalog
@testable import TypeFitCheck
@testable import TypeFitReport

/// Tiny hand-built reports (HarfBuzz-test style: small input, exact output). The model types
/// have no public initialisers, hence `@testable`.
enum Fixture {
    static let hostileText = "<script>alert(\"x\")</script> & \"quotes\" ]]> \u{0007}\nline two\r\n\u{200F}\u{202E}rtl\u{1B}[31m"

    static func scene() -> Scene {
        let box = Scene.Box(x: 0, y: 0, width: 375, height: 667)
        return Scene(windowWidth: 375, windowHeight: 667, safeArea: box, margins: box, readable: box, boxX: 16,
                     boxWidth: 343, boxHeight: nil, available: 343, lineLimit: 1, direction: "ltr")
    }

    static func occurrence(category: String = "AX5", message: String = "text is 412 pt wide; 343 pt fit") -> Occurrence {
        Occurrence(device: "iphone-se-3", deviceName: "iPhone SE (3rd generation)", orientation: "portrait", window: "full",
                   category: category, horizontalSizeClass: "compact", pointSize: 53, measured: Figures(width: 412, lines: 1),
                   available: Figures(width: 343, lines: 1), overflow: 69, message: message, scene: scene())
    }

    static func finding(rule: String = "clipped", severity: FindingSeverity = .warning,
                        message: String = "text is 412 pt wide; 343 pt fit", key: String = "settings.title",
                        locale: String? = "de", variant: String? = "plural=one", file: String = "App/Localizable.xcstrings",
                        line: Int = 12, column: Int = 7, text: String? = "Benachrichtigungseinstellungen",
                        sourceText: String? = "Notification settings", worst: Occurrence? = occurrence(),
                        categories: [String] = ["large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"],
                        devices: Int = 31) -> Finding {
        Finding(rule: rule, severity: severity, message: message, key: key, locale: locale, variant: variant,
                catalog: "Localizable", file: file, line: line, column: column, text: text, sourceText: sourceText,
                element: "label lines=1", elementFrom: "default", textStyle: "body", weight: "regular",
                faces: ["Inter"], worst: worst, bySize: worst.map { [$0] } ?? [], environments: devices * 8,
                devices: (0..<devices).map { "device-\($0)" }, categories: categories,
                fingerprint: [rule, file, key, locale ?? "", variant ?? ""].joined(separator: "|"))
    }

    /// A catalog finding: no measurement, no sizes.
    static func placeholder() -> Finding {
        finding(rule: "placeholder-count", severity: .error, message: "the translation drops %d", key: "photos.count",
                locale: "fr", variant: "base", line: 40, column: 9, text: nil, sourceText: nil, worst: nil,
                categories: [], devices: 0)
    }

    /// Everything a translation from outside may hold, in every field that is printed.
    static func hostile() -> Finding {
        finding(rule: "locale-overflow", severity: .note, message: "50% wider: a, b: c\r\nsecond line <b>&amp;</b>",
                key: "evil\"key<script>&\n]]>", locale: "ar", variant: "device=ipad", file: "App/Weird, name:1.xcstrings",
                line: 3, column: 1, text: hostileText, sourceText: "Fine", worst: occurrence(message: "bad\nmessage"))
    }

    static func statistics() -> CheckStatistics {
        var statistics = CheckStatistics()
        statistics.catalogs = 1
        statistics.keys = 2
        statistics.locales = ["de", "fr"]
        statistics.texts = 4
        statistics.devices = 31
        statistics.environments = 248
        statistics.cells = 992
        statistics.layouts = 120
        statistics.seconds = 1.5
        return statistics
    }

    static func report(_ findings: [Finding], problems: [InputProblem] = [], suppressed: Int = 0,
                       baselined: Int = 0) -> CheckReport {
        CheckReport(version: "0.1.0", configuration: nil, findings: findings, suppressed: suppressed, baselined: baselined,
                    problems: problems, statistics: statistics())
    }

    static func problem() -> InputProblem {
        InputProblem("expected ';' after the value", at: SourceLocation(file: "App/Broken.strings", line: 3, column: 1))
    }

    /// A report with one of each kind, and the hostile one.
    static func mixed() -> CheckReport {
        report([finding(), placeholder(), hostile()], problems: [problem()], suppressed: 2, baselined: 1)
    }
}
