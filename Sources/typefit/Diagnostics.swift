import Foundation

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
        FileHandle.standardError.write(Data(("typefit: error: " + message + "\n").utf8))
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data(("typefit: warning: " + message + "\n").utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data(("typefit: " + message + "\n").utf8))
    }
}
