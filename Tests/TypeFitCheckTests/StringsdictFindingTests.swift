import Foundation
import Testing
import TypeFitCatalog
import TypeFitCheck
import TypeFitTestSupport

/// A `.stringsdict` finding points at the plural form measured and shows the source sentence
/// with the same plural choice, not the `%#@name@` format key. On the test font at 10 pt in the
/// 100-pt box of the one-device configuration: German "mehrere dateien und ordner" is 23 letters
/// × 5 + 3 spaces × 2.5 = 122.5 pt (cut); English "some files" is 9 × 5 + 2.5 = 47.5 pt (fits).
@Suite struct StringsdictFindingTests {
    static func plist(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>\(one)</string>
        \t\t\t<key>other</key>
        \t\t\t<string>\(other)</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }

    @Test func theFindingIsAtThePluralFormWithTheSourceSentence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-sd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, one, other) in [("en", "a file", "some files"), ("de", "eine datei", "mehrere dateien und ordner")] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(Self.plist(one: one, other: other).utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        }
        let loaded = CatalogLoader.load([folder.path])
        #expect(loaded.errors.isEmpty)
        let report = try CheckEngine(configuration: OneDevice.configuration(), text: try TestFont.engine()).run(catalogs: loaded.catalogs)
        let cut = report.findings.filter { $0.worst != nil }
        #expect(cut.map(\.rule) == ["locale-overflow"])
        let finding = try #require(cut.first)
        #expect(finding.text == "mehrere dateien und ordner" && finding.sourceText == "some files")
        // Line 17 of de.lproj is `<string>mehrere dateien und ordner</string>`, its text at column 12 (three tabs and `<string>`).
        #expect(finding.file.hasSuffix("/de.lproj/Localizable.stringsdict") && finding.line == 17, "\(finding.column)")
        #expect(finding.column == 12)
    }
}
