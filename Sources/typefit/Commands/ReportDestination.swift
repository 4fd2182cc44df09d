import ArgumentParser
import TypeFit

/// `--report FORMAT=FILE` of `typefit check`: a format of the reporter registry (as `--format`
/// takes) and the file to write it to.
struct ReportDestination {
    var format: ReporterFormat
    var path: String

    /// `html=reports/typefit.html` → (html, reports/typefit.html). Thrown errors become
    /// argument-parser usage errors naming the option.
    static func parse(_ text: String) throws -> ReportDestination {
        guard let equals = text.firstIndex(of: "="), !text[text.index(after: equals)...].isEmpty else {
            throw ValidationError("--report takes FORMAT=FILE, e.g. html=reports/typefit.html; not '\(text)'")
        }
        let name = String(text[..<equals])
        guard let format = ReporterFormat(argument: name) else {
            throw UnknownNameError(kind: .reportFormat, name: name, valid: ReporterFormat.allValueStrings)
        }
        return ReportDestination(format: format, path: String(text[text.index(after: equals)...]))
    }
}
