import Foundation
import TypeFit

/// How `typefit measure` prints a measurement.
enum MeasurementFormat {
    static func json(_ m: TextMeasurement) throws -> String {
        try jsonText(m)
    }

    static func text(_ m: TextMeasurement) -> String {
        func pt(_ v: Double) -> String { String(format: "%.3f pt", v) }
        var out = [
            "width:      \(pt(m.width))" + (m.naturalWidth != m.width ? "  (natural \(pt(m.naturalWidth)))" : ""),
            "lines:      \(m.lines)",
            "height:     \(pt(m.height))",
            "direction:  \(m.direction)",
            "truncated:  \(m.truncated ? "yes, at offset \(m.ellipsisOffset ?? 0)" : "no")",
        ]
        for (i, text) in m.lineTexts.enumerated() {
            out.append(String(format: "  line %d  %9.3f pt  ", i + 1, m.lineWidths[i]) + text)
        }
        out.append("fonts:")
        for f in m.fonts {
            let asked: String = f.requestedWeight.map { " (asked \($0))" } ?? ""
            let index: String = f.index > 0 ? "#\(f.index)" : ""
            out.append("  \(f.family) — \(f.name), weight \(f.weight)\(asked)  \(f.file)\(index)")
        }
        if !m.missingCharacters.isEmpty {
            out.append("missing characters: " + m.missingCharacters.map { "\($0.codePoint) at \($0.offset)" }.joined(separator: ", "))
        }
        for w in m.warnings { out.append("warning: \(w)") }
        return out.joined(separator: "\n")
    }
}
