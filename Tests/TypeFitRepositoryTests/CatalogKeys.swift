import Foundation

/// The keys of a localization file, read with Foundation's own readers (independent of
/// TypeFitCatalog): `.strings` and `.stringsdict` as property lists (CoreFoundation reads both the
/// old-style `"key" = "value";` text, in UTF-8 or UTF-16, and XML), `.xcstrings` as JSON, and XLIFF's
/// `trans-unit` ids.
enum CatalogKeys {
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff", "xlf"]

    /// The keys, or nil when Foundation cannot read the file.
    static func keys(of data: Data, extension ext: String) -> [String]? {
        switch ext {
        case "strings", "stringsdict":
            if data.isEmpty { return [] }
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            return (plist as? [String: Any]).map { Array($0.keys) }
        case "xcstrings":
            let json = try? JSONSerialization.jsonObject(with: data)
            return ((json as? [String: Any])?["strings"] as? [String: Any]).map { Array($0.keys) }
        case "xliff", "xlf":
            return transUnitIDs(Array(data))
        default:
            return nil
        }
    }

    /// The `id` of every `<trans-unit>`, its character references decoded. Read on bytes: the
    /// corpus has megabytes of XLIFF, and `String` searching it takes seconds in a debug build.
    static func transUnitIDs(_ bytes: [UInt8]) -> [String] {
        var ids: [String] = []
        let open = Array("<trans-unit".utf8)
        for start in NameSearch.occurrences(of: open, in: bytes) {
            var index = start + open.count
            guard index < bytes.count, NameRules.isWhitespace(bytes[index]) else { continue }  // not <trans-unit-x
            let tagEnd = bytes[index...].firstIndex(of: 0x3E) ?? bytes.count  // ">"
            if let id = attribute(Array("id".utf8), in: bytes[index..<tagEnd]) {
                ids.append(decodeReferences(Substring(String(decoding: id, as: UTF8.self))))
            }
            index = tagEnd
        }
        return ids
    }

    /// The value of the attribute `name` (`name="value"` or `name='value'`) in a tag's bytes.
    private static func attribute(_ name: [UInt8], in tag: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var index = tag.startIndex
        while index < tag.endIndex {
            let atName = index > tag.startIndex && NameRules.isWhitespace(tag[index - 1]) && tag[index...].starts(with: name)
            guard atName else { index += 1; continue }
            var after = index + name.count
            while after < tag.endIndex, tag[after] == 0x20 { after += 1 }
            guard after < tag.endIndex, tag[after] == 0x3D else { index += 1; continue }  // "="
            after += 1
            while after < tag.endIndex, tag[after] == 0x20 { after += 1 }
            guard after < tag.endIndex, tag[after] == 0x22 || tag[after] == 0x27 else { index += 1; continue }
            let quote = tag[after]
            let valueEnd = tag[(after + 1)...].firstIndex(of: quote) ?? tag.endIndex
            return tag[(after + 1)..<valueEnd]
        }
        return nil
    }

    /// XML's five named entities and numeric character references.
    static func decodeReferences(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        var out = ""
        var rest = value
        while let amp = rest.firstIndex(of: "&") {
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            out += rest[..<amp]
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)]
            if let named {
                out += named
            } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else {
                out += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
