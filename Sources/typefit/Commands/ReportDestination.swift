import ArgumentParser
import Foundation
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

extension ReportDestination {
    /// Streams the report into the file (`ReplacedFile`): a reader never sees half a report and a
    /// failed write leaves the old one; folders are made as needed.
    func write(_ report: CheckReport, options: ReporterOptions) throws(CommandFailure) {
        try? FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        try ReplacedFile.write(path, what: "the \(format.name) report") { handle in
            let stream = ReportStream(writingTo: handle)
            try format.make(options).write(report, to: stream)
            try stream.flush()
        }
    }
}

/// A file written whole or not at all, never through a link (`TypeFitDiagnostics.ReplacedFile`),
/// with the command's message when it cannot be.
extension ReplacedFile {
    static func write(_ path: String, what: String, _ body: (FileHandle) throws -> Void) throws(CommandFailure) {
        do { try write(path, body) } catch {
            throw CommandFailure("cannot write \(what) to \(path): \(error)")
        }
    }
}
