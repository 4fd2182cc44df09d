import Foundation

/// The project's one JSON encoder configuration: sorted keys and pretty printing, so output is
/// stable across runs and machines and diffs well. Every `--json` output and the json and
/// sarif reporters go through here.
package func jsonEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
}

/// The same configuration on one line: the elements of a report's long arrays (`JSONArraySplice`
/// with `oneLine`), one element a line, so a large report stays readable line by line.
package func jsonLineEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}

package func jsonText<T: Encodable>(_ value: T) throws -> String {
    String(decoding: try jsonEncoder().encode(value), as: UTF8.self)
}

/// A large JSON document written with one of its arrays streamed: the document is encoded with
/// that array empty (every other field as `jsonText` writes it, new fields included), and the
/// elements are encoded one at a time into its place, indented to its depth. The bytes are those
/// `jsonText` gives for the whole document, without the encoder's tree of it in memory.
package struct JSONArraySplice {
    /// The document, with the array empty.
    let document: String
    /// `"key" : [` of the array, at the start of a line indented `level` steps of two spaces.
    let key: String
    let level: Int
    /// Each element on one line (`jsonLineEncoder`) instead of pretty-printed over several.
    let oneLine: Bool

    package enum SpliceError: Error { case arrayNotFound(String) }

    package init(document: String, arrayKey key: String, level: Int, oneLine: Bool = false) {
        self.document = document
        self.key = key
        self.level = level
        self.oneLine = oneLine
    }

    /// The document with `elements` in the array, as text: for the short arrays of a document
    /// whose long one is then streamed.
    package func text<S: Sequence>(_ elements: S) throws -> String where S.Element: Encodable {
        let stream = ReportStream()
        try write(elements, to: stream)
        return stream.text
    }

    /// Writes the document with `elements` in the array. A raw line break only ever separates
    /// JSON's own tokens (strings escape theirs), so the key found at the start of a line at
    /// `level` is the array's and not some text.
    package func write<S: Sequence>(_ elements: S, to stream: ReportStream) throws where S.Element: Encodable {
        let indent = String(repeating: "  ", count: level)
        let opening = "\n" + indent + "\"" + key + "\" : ["
        guard let open = document.range(of: opening),
              let close = document[open.upperBound...].firstIndex(where: { !$0.isWhitespace }),
              document[close] == "]" else { throw SpliceError.arrayNotFound(key) }
        let encoder = oneLine ? jsonLineEncoder() : jsonEncoder()
        let inner = indent + "  "
        var first = true
        for element in elements {
            if first {
                try stream.write(String(document[..<open.upperBound]) + "\n")
                first = false
            } else {
                try stream.write(",\n")
            }
            try stream.write(indenting: try encoder.encode(element), by: inner)
        }
        if first {
            try stream.write(document)
        } else {
            try stream.write("\n" + indent + String(document[close...]))
        }
    }
}
