import Foundation
import TypeFit

/// `--format` and `--report FORMAT=FILE` of `typefit check`: names from the reporter registry.
enum ReportFormat {
    static var names: [String] { ReporterRegistry.names }

    static func named(_ name: String) throws -> ReporterFormat {
        try choice(name, option: "--format", ReporterRegistry.formats.map { ($0.name, $0) })
    }

    /// `html=reports/typefit.html` → (html, path).
    static func destination(_ text: String) throws -> (ReporterFormat, String) {
        guard let equals = text.firstIndex(of: "="), !text[text.index(after: equals)...].isEmpty else {
            throw CommandFailure("--report takes FORMAT=FILE, e.g. html=reports/typefit.html; not '\(text)'")
        }
        return (try named(String(text[..<equals])), String(text[text.index(after: equals)...]))
    }
}
