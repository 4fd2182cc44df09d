import Foundation
import Testing
import TypeFitConfig
@testable import TypeFitSources

/// A broken, huge or unreadable file is a problem at its place; the other files are still read,
/// in a reproducible order.
@Suite struct SwiftRobustnessTests {
    @Test func aSyntaxErrorIsReportedAndTheRestOfTheFileIsRead() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Text("before")
                }
                func broken( {
            }
            struct W: View {
                var body: some View { Text("after") }
            }
            """, keys: ["before", "after"])
        #expect(SwiftSnippets.lines(layout) == [
            "after | multiline-label lines=0 | View.swift:8 | SwiftUI Text | B",
            "before | multiline-label lines=0 | View.swift:3 | SwiftUI Text | B",
        ])
        #expect(layout.problems.map(\.description) == [
            "App/View.swift:5:18: error: Swift syntax error; the rest of this file was read as far as it parses",
        ])
    }

    @Test func filesOnDiskHugeAndNonUTF8OnesAreSkippedWithAProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("Good.swift")
        try "let a = UIAlertAction(title: NSLocalizedString(\"ok\", comment: \"\"), style: .default)\n"
            .write(to: good, atomically: true, encoding: .utf8)
        let huge = folder.appendingPathComponent("Huge.swift")
        try Data(repeating: UInt8(ascii: " "), count: SwiftSources.sizeLimit + 1).write(to: huge)
        let binary = folder.appendingPathComponent("Binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)

        let layout = SourceScanner.scan([folder.path], keys: KeyIndex(tables: ["ok": ["Localizable"]]))
        #expect(layout.uses.map { "\($0.key) \($0.settings.element?.rawValue ?? "-")" } == ["ok alert-button"])
        #expect(layout.files["swift"] == 3)
        let problems = layout.problems.map { "\(($0.location.file as NSString).lastPathComponent): \($0.message)" }.sorted()
        #expect(problems == [
            "Binary.swift: not UTF-8 text: this Swift file was not read",
            "Huge.swift: skipped: a Swift file larger than 2 MB is not read",
        ])
    }

    /// Files are read in parallel; the result does not depend on which finishes first.
    @Test func theOrderIsReproducible() {
        let files = (0..<40).map { index in
            ("App/File\(index).swift", """
                struct V\(index): View {
                    var body: some View {
                        Button("shared") { }
                        Text("key\(index % 5)")
                    }
                }
                """)
        }
        let keys = ["shared"] + (0..<5).map { "key\($0)" }
        let first = SwiftSnippets.read(files, keys: keys)
        let second = SwiftSnippets.read(files.reversed(), keys: keys)
        #expect(first.uses.count == 80)
        #expect(first.uses == second.uses)
        #expect(first.uses.map(\.key) == first.uses.map(\.key).sorted())
    }
}
