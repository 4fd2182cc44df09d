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
    let nearest = names.min { distance($0, key) < distance($1, key) }
    var message = "unknown value '\(text)' for \(option)"
    if let nearest, distance(nearest, key) <= max(2, nearest.count / 2) { message += "; did you mean '\(nearest)'?" }
    throw CommandFailure(message + " Valid values: " + names.joined(separator: ", "))
}

private func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1] + Array(repeating: 0, count: b.count)
        for (j, cb) in b.enumerated() {
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
