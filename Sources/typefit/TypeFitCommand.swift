import ArgumentParser
import Foundation
import TypeFit

/// `typefit`: will these translated strings fit, at every Dynamic Type size, on every device?
@main
struct TypeFitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typefit",
        abstract: "Find translated UI strings that will be cut off, overflow or run past the readable width.",
        discussion: """
            typefit shapes text with HarfBuzz, FreeType and FriBidi, breaks lines with ICU and lays \
            the result into a model of Apple's layout guides — without running the app.

            Exit codes: 0 success (no findings at or above --fail-on), 1 findings, \
            2 usage, configuration or input errors.
            """,
        version: TypeFitVersion.string,
        // The commands a team runs, in the order it meets them; then the tools to look up the
        // model's pieces.
        subcommands: [
            CheckCommand.self,
            InitCommand.self,
            BaselineCommand.self,
            LayoutCommand.self,
            ConfigCommand.self,
            RulesCommand.self,
            CatalogCommand.self,
            MeasureCommand.self,
            DevicesCommand.self,
            FontsCommand.self,
            StylesCommand.self,
            EnvCommand.self,
            ServeCommand.self,
            PseudoCommand.self,
            BudgetCommand.self,
        ]
    )

    /// ArgumentParser exits with 64 on usage errors; typefit promises 2 for every usage, config
    /// or input error, so errors are mapped here instead of in each command.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            if let finished = error as? CommandFailure {
                if !finished.message.isEmpty { Diagnostics.error(finished.message) }
                Foundation.exit(finished.code.rawValue)
            }
            // The library's refusals of a name or a window say all there is: no usage text.
            if error is UnknownNameError || error is WindowModeError {
                Diagnostics.error("\(error)")
                Foundation.exit(TypeFitExit.inputError.rawValue)
            }
            if let exitCode = error as? ExitCode {
                Foundation.exit(exitCode.rawValue)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { Diagnostics.error(message) }
            Foundation.exit(TypeFitExit.inputError.rawValue)
        }
    }
}

enum TypeFitVersion {
    static let string = "0.2.0"
}
