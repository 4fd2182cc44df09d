import Foundation
import TypeFit

/// The report formats `typefit check` writes (temporary: json only until the reporters land).
struct ReportFormat {
    let name: String

    static let names = ["text", "json"]

    static func named(_ name: String) throws -> ReportFormat {
        try choice(name, option: "--format", names.map { ($0, ReportFormat(name: $0)) })
    }

    /// `html=reports/typefit.html` → (html, path).
    static func destination(_ text: String) throws -> (ReportFormat, String) {
        guard let equals = text.firstIndex(of: "="), !text[text.index(after: equals)...].isEmpty else {
            throw CommandFailure("--report takes FORMAT=FILE, e.g. html=reports/typefit.html; not '\(text)'")
        }
        return (try named(String(text[..<equals])), String(text[text.index(after: equals)...]))
    }

    func render(_ report: CheckReport, engine: CheckEngine, colour: Bool) throws -> String {
        switch name {
        case "json": return try jsonText(report) + "\n"
        default:
            return report.findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): [\($0.rule)] \($0.key) \($0.locale ?? "") \($0.message) @ \($0.worst.map { "\($0.device) \($0.orientation) \($0.window) \($0.category)" } ?? "")" }
                .joined(separator: "\n") + "\n\(report.findings.count) findings; \(report.statistics)\n"
        }
    }
}
