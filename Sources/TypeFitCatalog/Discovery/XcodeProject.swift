import Foundation

/// What typefit reads from an Xcode project: only the development region its `.lproj` tables
/// are written in (`developmentRegion = en;` in `project.pbxproj`).
enum XcodeProject {
    /// A project file larger than this is not an Xcode project file typefit should read whole.
    static let maximumBytes = 32 << 20

    static func developmentRegion(ofProjectFile path: String) -> String? {
        // Discovery hands over regular files only; a project file that cannot be read just leaves the guess.
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes) else { return nil }
        return developmentRegion(inProjectText: String(decoding: data, as: UTF8.self))
    }

    /// The value of the first `developmentRegion = …;`, quoted or not.
    static func developmentRegion(inProjectText text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        let rest = text[range.upperBound...].prefix(64)
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        // Old projects say `English`; the `.lproj` folder is then `en` or `English`.
        return value == "English" ? "en" : value
    }
}
