import TypeFitDiagnostics
import TypeFitCheck
import TypeFitConfig
import TypeFitCore

/// Why a project could not be loaded or a question about it could not be answered. Each case
/// says what is wrong in words a user can act on (`description`); `field` names the request
/// field or option at fault where there is one.
public enum ProjectError: Error, Sendable, CustomStringConvertible {
    case configuration(InputProblem)
    case font(any Error)
    case baseline(any Error)
    /// A value of a named field (an option, a request field) is wrong, in the way `FieldProblem` says.
    case invalidField(Field, FieldProblem, String)
    case invalid(String)

    /// The fields of a question to the project, as requests and options name them.
    public enum Field: String, Sendable, CaseIterable {
        case text, locale, size, style, category, weight, width, maxLines, leading, direction
        case key, variant, sizes, devices, locales
    }

    /// How a field's value is wrong: what a service turns into its error codes.
    public enum FieldProblem: Sendable {
        /// Absent, or empty where something is needed.
        case missing
        /// A name that is not one of the known ones (the message suggests the nearest).
        case unknownName
        case notALocale
        /// A locale the project's configuration does not check.
        case notChecked
        /// Out of range, or not what the field takes.
        case invalidValue
    }

    public var field: Field? {
        if case .invalidField(let field, _, _) = self { return field }
        return nil
    }

    public var description: String {
        switch self {
        case .configuration(let problem): "\(problem.location): \(problem.message)"
        case .font(let error): "\(error)"
        case .baseline(let error): "\(error)"
        case .invalidField(_, _, let message): message
        case .invalid(let message): message
        }
    }
}
