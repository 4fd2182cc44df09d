import Foundation
import TypeFit

/// JSON on standard output, through the project's one JSON writer (`TypeFitReport.jsonText`).
func printJSON<T: Encodable>(_ value: T) throws {
    print(try jsonText(value))
}

/// "375", "561.5": the one point formatter, shared with the check's messages.
func points(_ value: Double) -> String { Format.points(value) }

/// Left-aligned text table with two spaces between columns.
func table(_ rows: [[String]]) -> String {
    guard let width = rows.map(\.count).max() else { return "" }
    var columns = Array(repeating: 0, count: width)
    for row in rows { for (i, cell) in row.enumerated() { columns[i] = max(columns[i], cell.count) } }
    return rows.map { row in
        row.enumerated().map { i, cell in
            i == row.count - 1 ? cell : cell.padding(toLength: columns[i], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
    }.joined(separator: "\n")
}
