import Foundation
import TypeFit

/// typefit's exit codes: a contract scripts rely on (see README "Exit codes").
enum TypeFitExit: Int32 {
    case success = 0
    case findings = 1
    case inputError = 2
}

/// An error that ends a command with a message and a chosen exit code.
struct CommandFailure: Error {
    let message: String
    let code: TypeFitExit

    init(_ message: String, code: TypeFitExit = .inputError) {
        self.message = message
        self.code = code
    }
}

/// Messages for people go to standard error, so standard output stays parseable.
enum Diagnostics {
    static func error(_ message: String) {
        line("typefit: error: " + message)
    }

    static func warning(_ message: String) {
        line("typefit: warning: " + message)
    }

    static func note(_ message: String) {
        line("typefit: " + message)
    }

    /// One message line on standard error, its control characters escaped: messages quote
    /// inputs (keys, file names, values), and an ESC among them would reach the terminal.
    static func line(_ text: String) {
        FileHandle.standardError.write(Data((Excerpt.terminalSafe(text) + "\n").utf8))
    }
}
