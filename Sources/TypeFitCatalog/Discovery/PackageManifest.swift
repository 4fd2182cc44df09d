import Foundation
import TypeFitDiagnostics

/// The `platforms:` of a Swift package manifest (`Package.swift`), read from its text without
/// running it: “the list of minimum versions for platforms supported by the package” (Apple,
/// PackageDescription, `Package.platforms`), e.g. `platforms: [.iOS(.v17), .macOS(.v14)]`. A
/// package that lists none supports every platform at its default minimum.
package enum PackageManifest {
    /// Each platform the list names (`iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`,
    /// `driverKit`…) where it is written; nil when the manifest has no `platforms:` list.
    package static func platforms(file path: String, bytes: [UInt8]) -> [(name: String, location: SourceLocation)]? {
        minimums(file: path, bytes: bytes)?.map { ($0.name, $0.location) }
    }

    /// Each platform of the manifest's `platforms:` list with the version it names: `.iOS(.v16)`
    /// is 16, `.iOS(.v15_4)` and `.iOS("15.4")` are 15.4 (SwiftPM's `SupportedPlatform`); nil for
    /// a version written some other way. Nil when there is no such list.
    package static func minimums(file path: String, bytes: [UInt8]) -> [(name: String, location: SourceLocation, version: String?)]? {
        let lines = LineIndex(file: path, bytes: bytes)
        // Line comments blanked (same length, so offsets stay): a commented-out platform is not one.
        var text = bytes
        var index = 0
        var inString = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            if byte == 0x0A { inString = false }
            if !inString, byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                while index < text.count, text[index] != 0x0A { text[index] = 0x20; index += 1 }
                continue
            }
            index += 1
        }
        let source = String(decoding: text, as: UTF8.self)
        guard let label = source.range(of: #"platforms\s*:\s*\["#, options: .regularExpression) else { return nil }
        // The list runs to its matching bracket.
        var depth = 1
        var end = label.upperBound
        while end < source.endIndex, depth > 0 {
            if source[end] == "[" { depth += 1 } else if source[end] == "]" { depth -= 1 }
            if depth > 0 { end = source.index(after: end) }
        }
        var found: [(name: String, location: SourceLocation, version: String?)] = []
        var searchFrom = label.upperBound
        while let match = source.range(of: #"\.([A-Za-z]+)\s*\("#, options: .regularExpression, range: searchFrom..<end) {
            let name = source[match].dropFirst().prefix { $0.isLetter }
            let offset = source.utf8.distance(from: source.startIndex, to: match.lowerBound)
            let close = source[match.upperBound..<end].firstIndex(of: ")") ?? end
            found.append((String(name), lines.location(offset), version(source[match.upperBound..<close])))
            searchFrom = match.upperBound
        }
        return found
    }

    /// `.v16` → 16, `.v15_4` → 15.4, `"15.4"` → 15.4; nil for anything else.
    private static func version(_ argument: Substring) -> String? {
        let text = argument.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix(".v") {
            let digits = text.dropFirst(2).replacingOccurrences(of: "_", with: ".")
            return digits.first?.isNumber == true && digits.allSatisfy({ $0.isNumber || $0 == "." }) ? digits : nil
        }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            return inner.first?.isNumber == true && inner.allSatisfy({ $0.isNumber || $0 == "." }) ? String(inner) : nil
        }
        return nil
    }
}
