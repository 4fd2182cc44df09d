import Foundation

/// Validates a document against the OASIS XLIFF 1.2 transitional schema kept in
/// Tests/Fixtures/XLIFF12 (SOURCE.md there says where it is from), with libxml2's `xmllint`
/// (Debian's `libxml2-utils`, Homebrew's `libxml2`; `make test-deps` installs it). The schema's
/// import of the W3C `xml.xsd` is read from the local copy through an XML catalog, and `--nonet`
/// keeps xmllint off the network. A missing xmllint is an error, never a skipped check.
public enum XLIFFSchema {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/XLIFF12").standardizedFileURL

    private static let candidates = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint",
                                     "/opt/homebrew/opt/libxml2/bin/xmllint", "/usr/local/opt/libxml2/bin/xmllint"]

    /// xmllint's verdict on `document`: whether it is valid, and what xmllint said.
    public static func validate(_ document: String) throws -> (valid: Bool, messages: String) {
        guard let xmllint = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Unavailable(description: "xmllint not found (looked in \(candidates.joined(separator: ", "))): "
                              + "run make test-deps (libxml2-utils on Debian/Ubuntu, libxml2 with Homebrew)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-xliff-\(UUID().uuidString).xliff")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--nonet", "--noout", "--schema", folder.appendingPathComponent("xliff-core-1.2-transitional.xsd").path,
                             file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["XML_CATALOG_FILES"] = folder.appendingPathComponent("catalog.xml").path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 0 valid, 3 and 4 invalid; anything else (the schema not compiling, 5) is not a verdict.
        guard [0, 3, 4].contains(process.terminationStatus) else {
            throw Unavailable(description: "xmllint exited with \(process.terminationStatus): \(said)")
        }
        return (process.terminationStatus == 0, said)
    }
}
