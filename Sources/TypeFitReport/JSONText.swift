import Foundation

/// The project's one JSON encoder configuration: sorted keys and pretty printing, so output is
/// stable across runs and machines and diffs well. Every `--json` output and the json and
/// sarif reporters go through here.
package func jsonText<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
