import Foundation
import TypeFit

extension Project {
    /// The project for a command: a `ProjectError` ends the command with its message (exit 2),
    /// the option at fault named where the message does not name it itself.
    static func loadForCommand(_ options: Options) throws -> Project {
        let project: Project
        do { project = try Project.load(options) } catch {
            if case .invalidField(.locales, _, let message) = error, options.locales != nil { throw CommandFailure("--locales: " + message) }
            throw CommandFailure(error)
        }
        if let note = project.text.fonts.defaultFaceNote { Diagnostics.warning(note) }
        for warning in project.warnings { Diagnostics.warning("\(project.named(warning.location)): \(warning.message)") }
        for problem in project.sources?.problems ?? [] {
            Diagnostics.warning("\(project.named(problem.location)): \(problem.message) (source pass)")
        }
        return project
    }

    /// Warns of the installed font files that could not be opened while measuring (faces open on
    /// first use): what they would have drawn was measured with the next font in the stack.
    func warnSkippedFonts() {
        for error in skippedFontWarnings {
            Diagnostics.warning("\(error); skipped: text it would draw was measured with the next font")
        }
    }

    /// A place as the reports name it: relative to the repository (else the project's folder),
    /// whatever folder typefit runs in.
    func named(_ location: SourceLocation) -> SourceLocation {
        var named = location
        if !named.file.isEmpty { named.file = ReportPaths.forProject(folder).path(named.file, .repositoryRelative) }
        return named
    }

    /// An input problem's line, its file named as the reports name it.
    func line(_ problem: InputProblem) -> String {
        InputProblem(problem.message, at: named(problem.location)).description
    }
}

extension CommandFailure {
    init(_ error: ProjectError) {
        switch error {
        case .invalidField(.sizes, _, let message): self.init("--sizes: " + message)
        default: self.init(error.description)
        }
    }
}

/// A comma-separated option value as a list, blanks dropped.
func commaList(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
