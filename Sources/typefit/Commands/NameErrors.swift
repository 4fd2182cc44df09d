import TypeFit

/// Turns library lookup errors into command failures (exit code 2) with the library's message, which lists
/// the valid names and suggests the nearest one.
func lookup<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as UnknownDeviceError {
        throw CommandFailure(error.description)
    } catch let error as UnknownTypeNameError {
        throw CommandFailure(error.description)
    } catch let error as WindowModeError {
        throw CommandFailure(error.description)
    }
}

/// Parses a closed set of option values, failing with the valid values and the nearest one.
func choice<T>(_ text: String, option: String, _ values: [(String, T)]) throws -> T {
    let key = text.lowercased()
    if let match = values.first(where: { $0.0 == key }) { return match.1 }
    let names = values.map(\.0)
    var message = "unknown value '\(text)' for \(option)"
    if let nearest = NameSuggestion.nearest(to: key, in: names) { message += "; did you mean '\(nearest)'?" }
    throw CommandFailure(message + " Valid values: " + names.joined(separator: ", "))
}
