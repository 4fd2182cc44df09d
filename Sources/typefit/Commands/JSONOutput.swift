import Foundation
import TypeFit

/// JSON on standard output, through the project's one JSON writer (`TypeFitReport.jsonText`).
func printJSON<T: Encodable>(_ value: T) throws {
    print(try jsonText(value))
}
