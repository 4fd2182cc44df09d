import Foundation
import TypeFitDiagnostics
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitCore
import TypeFitTestSupport

/// Hand-made findings in an iPhone SE-shaped window (320 × 568, status bar 20, margins 16),
/// measured with the generated test font so every glyph position can be worked out by hand.
enum HTMLFixtures {
    /// The test font (`TestFont`): A 600, a–z 500, space 250, alef 650, bet 450; ascender 800
    /// (baseline 8 pt below the line top at 10 pt), line height 1 em.
    static func engine() throws -> TextEngine { try TestFont.engine() }

    static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Scene.Box {
        Scene.Box(x: x, y: y, width: width, height: height)
    }

    static func scene(boxX: Double, boxWidth: Double?, available: Double, lineLimit: Int, rtl: Bool = false) -> Scene {
        Scene(windowWidth: 320, windowHeight: 568, safeArea: box(0, 20, 320, 548), margins: box(16, 20, 288, 548),
              readable: box(16, 20, 288, 548), boxX: boxX, boxWidth: boxWidth, boxHeight: nil, available: available,
              lineLimit: lineLimit, direction: rtl ? "rtl" : "ltr")
    }

    static func occurrence(_ scene: Scene, category: String = "AX3", size: Double = 10, measured: Figures,
                           available: Figures, overflow: Double, message: String) -> Occurrence {
        Occurrence(device: "iphone-se-3", deviceName: "iPhone SE (3rd generation)", orientation: "portrait",
                   window: "full", category: category, horizontalSizeClass: "compact", pointSize: size,
                   measured: measured, available: available, overflow: overflow, message: message, scene: scene)
    }

    static func finding(rule: String, severity: FindingSeverity = .warning, key: String, locale: String?, text: String?,
                        source: String? = nil, file: String = "App/Localizable.xcstrings", line: Int = 12,
                        occurrences: [Occurrence]) -> Finding {
        Finding(rule: rule, severity: severity, message: occurrences.first?.message ?? "\(rule) in \(key)", key: key,
                locale: locale, variant: "base", catalog: "Localizable", file: file, line: line, column: 5, text: text,
                sourceText: source, element: occurrences.isEmpty ? nil : "label lines=1 width=20",
                elementFrom: occurrences.isEmpty ? nil : "config", textStyle: occurrences.isEmpty ? nil : "body",
                weight: occurrences.isEmpty ? nil : "regular", faces: ["TypeFitTest-Regular"],
                worst: occurrences.last, bySize: occurrences, environments: occurrences.count,
                devices: occurrences.isEmpty ? [] : ["iphone-se-3"], categories: occurrences.map(\.category),
                fingerprint: "\(rule)/\(key)/\(locale ?? "")")
    }

    /// "AAAA" at 10 pt: 24 pt wide on one line in a 20-pt box at x 16.
    static var truncatedWidth: Finding {
        let occurrence = occurrence(scene(boxX: 16, boxWidth: 20, available: 20, lineLimit: 1),
                                    measured: Figures(width: 24), available: Figures(width: 20), overflow: 4,
                                    message: "is 24 pt wide in a 20 pt box (4 pt cut off)")
        return finding(rule: "truncated-width", key: "title.four", locale: "de", text: "AAAA", source: "AA",
                       occurrences: [occurrence])
    }

    /// Hebrew "אבאב" (22 pt at 10 pt) in a 20-pt one-line box on the mirrored side (x 284).
    static var rightToLeft: Finding {
        let occurrence = occurrence(scene(boxX: 284, boxWidth: 20, available: 20, lineLimit: 1, rtl: true),
                                    measured: Figures(width: 22), available: Figures(width: 20), overflow: 2,
                                    message: "is 22 pt wide in a 20 pt box (2 pt cut off)")
        return finding(rule: "truncated-width", key: "title.hebrew", locale: "he",
                       text: "\u{05D0}\u{05D1}\u{05D0}\u{05D1}", occurrences: [occurrence])
    }

    /// "aaaa aaaa aaaa" wraps into three lines at 30 pt; two are shown.
    static var clippedLines: Finding {
        let occurrence = occurrence(scene(boxX: 16, boxWidth: 30, available: 30, lineLimit: 2), category: "AX5",
                                    measured: Figures(lines: 3), available: Figures(lines: 2), overflow: 10,
                                    message: "needs 3 lines, 2 shown (10 pt cut off)")
        return finding(rule: "clipped", key: "body.wrap", locale: "fr", text: "aaaa aaaa aaaa",
                       occurrences: [occurrence])
    }

    static var untranslated: Finding {
        finding(rule: "untranslated", key: "settings.title", locale: "ja", text: "Settings",
                occurrences: [])
    }

    static func report(_ findings: [Finding]) -> CheckReport {
        var statistics = CheckStatistics()
        statistics.catalogs = 1
        statistics.keys = 4
        statistics.locales = ["de", "fr", "he", "ja"]
        statistics.texts = 12
        statistics.devices = 1
        statistics.environments = 12
        statistics.cells = 144
        statistics.layouts = 30
        statistics.seconds = 0.25
        return CheckReport(version: "0.1.0-test", configuration: ".typefit.yml", findings: findings, suppressed: 1,
                           baselined: 0, problems: [], statistics: statistics)
    }
}

/// A strict-ish well-formedness check of the generated HTML: every non-void element closed in
/// order, `<script>`/`<style>` bodies skipped, attribute values quoted and free of `<`, and every
/// `&` starting a character reference. Returns the first problem, nil when the document is fine.
enum HTMLChecker {
    static let void: Set<String> = ["meta", "input", "br", "img", "link", "hr", "col", "source", "wbr", "area", "base"]
    static let references: Set<String> = ["amp", "lt", "gt", "quot", "#39"]

    static func problem(in html: String) -> String? {
        let s = Array(html.unicodeScalars)
        var i = 0
        var stack: [String] = []
        func starts(_ prefix: String, at index: Int) -> Bool {
            let p = Array(prefix.unicodeScalars)
            guard index + p.count <= s.count else { return false }
            return (0..<p.count).allSatisfy { String(s[index + $0]).lowercased() == String(p[$0]).lowercased() }
        }
        func checkReference(at index: Int) -> Bool {
            var j = index + 1
            var name = ""
            while j < s.count, s[j] != ";", name.count < 8 { name.unicodeScalars.append(s[j]); j += 1 }
            return j < s.count && s[j] == ";" && references.contains(name)
        }
        while i < s.count {
            let c = s[i]
            if c == "&" {
                guard checkReference(at: i) else { return "bare & at \(i)" }
                i += 1
                continue
            }
            guard c == "<" else { i += 1; continue }
            if starts("<!DOCTYPE", at: i) {
                while i < s.count, s[i] != ">" { i += 1 }
                i += 1
                continue
            }
            let closing = i + 1 < s.count && s[i + 1] == "/"
            var j = i + (closing ? 2 : 1)
            var name = ""
            while j < s.count, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || s[j] == "-" {
                name.unicodeScalars.append(s[j])
                j += 1
            }
            guard !name.isEmpty else { return "'<' not starting a tag at \(i)" }
            name = name.lowercased()
            // Attributes: name="value" with no raw < or " inside the value.
            var selfClosing = false
            while j < s.count, s[j] != ">" {
                if s[j] == "\"" {
                    j += 1
                    while j < s.count, s[j] != "\"" {
                        if s[j] == "<" { return "'<' inside an attribute of <\(name)> at \(j)" }
                        if s[j] == "&", !checkReference(at: j) { return "bare & in an attribute of <\(name)> at \(j)" }
                        j += 1
                    }
                } else if s[j] == "'" || s[j] == "<" {
                    return "unexpected \(s[j]) in <\(name)> at \(j)"
                } else if s[j] == "/", j + 1 < s.count, s[j + 1] == ">" {
                    selfClosing = true
                }
                j += 1
            }
            guard j < s.count else { return "unterminated tag <\(name)>" }
            i = j + 1
            if closing {
                guard stack.last == name else { return "</\(name)> closes <\(stack.last ?? "nothing")> at \(j)" }
                stack.removeLast()
            } else if name == "script" || name == "style" {
                let end = "</\(name)>"
                while i < s.count, !starts(end, at: i) { i += 1 }
                guard i < s.count else { return "unterminated <\(name)>" }
                i += end.unicodeScalars.count
            } else if !selfClosing && !void.contains(name) {
                stack.append(name)
            }
        }
        return stack.isEmpty ? nil : "unclosed: \(stack.joined(separator: " "))"
    }
}
