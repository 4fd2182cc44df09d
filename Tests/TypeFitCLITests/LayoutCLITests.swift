import Foundation
import Testing
import TypeFitTestSupport

/// `typefit layout` and `typefit check` on a project whose storyboard draws its key: one label
/// (`abc-12-xyz`) in a fixed 17-pt system font, one line, its text in `Main.strings`. Widths in
/// the test font at 17 pt: "Save" = (600 + 3 × 500) / 1000 × 17 = 35.7 pt; the German text's 21
/// lower-case letters and 2 spaces are (21 × 500 + 2 × 250 + 600) / 1000 × 17 = 197.2 pt, past
/// the 100-pt box a layout rule gives the label.
@Suite struct LayoutCLITests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <label text="Save" adjustsFontSizeToFit="NO" id="abc-12-xyz">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The project, with `extra` config lines.
    static func project(_ extra: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-layout-\(UUID().uuidString)")
        for lproj in ["Base", "en", "de"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/\(lproj).lproj"),
                                                    withIntermediateDirectories: true)
        }
        func write(_ text: String, _ path: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(path))
        }
        try write(storyboard, "App/Base.lproj/Main.storyboard")
        try write(#""abc-12-xyz.text" = "Save";"# + "\n", "App/en.lproj/Main.strings")
        try write(#""abc-12-xyz.text" = "Speichern und alles";"# + "\n", "App/de.lproj/Main.strings")
        try write("""
            catalogs: [App]
            devices: [iphone-se-1]
            orientations: [portrait]
            windows: [full]
            sizes: Large
            fonts: {files: ["\(TestFont.path)"], tracking: none}
            \(extra)
            """, ".typefit.yml")
        return folder
    }

    @Test func layoutJSONSaysWhereTheKeyIsDrawn() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["layout", "--json", "--config", folder.appendingPathComponent(".typefit.yml").path])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let key = try #require((document["keys"] as? [[String: Any]])?.first)
        #expect(key["key"] as? String == "abc-12-xyz.text" && key["status"] as? String == "placed")
        let use = try #require((key["uses"] as? [[String: Any]])?.first)
        #expect(use["element"] as? String == "label" && use["font"] as? String == "17" && use["lines"] as? Int == 1)
        #expect((use["file"] as? String)?.hasSuffix("App/Base.lproj/Main.storyboard") == true && use["line"] as? Int == 9)
        #expect(use["grade"] as? String == "A" && use["checked"] as? Bool == true)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["keys"] as? Int == 1 && summary["placed"] as? Int == 1 && summary["unused"] as? Int == 0)
        #expect(document["unresolved"] as? [Any] != nil)
    }

    @Test func layoutYAMLIsARuleBlockTheConfigReads() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let run = try CLIRunner.run(["layout", "--yaml", "--config", config])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            layout:
              elements:
                # App/Base.lproj/Main.storyboard:9 (IB UILabel text), grade A
                - key: "abc-12-xyz.text"
                  element: label
                  font: {size: 17}
                  weight: regular
                  lines: 1

            """))
        // Committed under the config, the block is read back as rules.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: config))
        handle.seekToEndOfFile()
        handle.write(Data(("\n" + run.stdout).utf8))
        try handle.close()
        let check = try CLIRunner.run(["check", "--config", config, "--format", "json", "--no-sources"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func checkUsesTheStoryboardsLabelAndNamesIt() throws {
        // The source says a 17-pt one-line label; a rule narrows it to 100 pt, keeping the rest.
        let folder = try Self.project("layout: {elements: [{key: abc-12-xyz.text, width: 100}]}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".typefit.yml").path
        let run = try CLIRunner.run(["check", "--config", config, "--format", "json"])
        #expect(run.status == 1, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require((document["report"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["locale-overflow"])
        let finding = try #require(findings.first)
        #expect(finding["message"] as? String
            == "translation is 154.7 pt wide in a 100 pt box (54.7 pt cut off); the source fits (35.7 pt)")
        // The element and the view are the finding's use (formatVersion 3).
        let uses = try #require(document["uses"] as? [[String: Any]])
        let use = try #require((finding["use"] as? Int).map { uses[$0] })
        #expect(use["element"] as? String == "label font=17pt lines=1 width=100")
        let view = try #require(use["view"] as? [String: Any])
        #expect(view["pattern"] as? String == "IB UILabel text" && view["grade"] as? String == "A")
        #expect(((view["location"] as? [String: Any])?["file"] as? String)?.hasSuffix("Main.storyboard") == true)
        // Without the source the same rule gives a body-style label: no view.
        let without = try CLIRunner.run(["check", "--config", config, "--format", "json", "--no-sources"])
        #expect(!without.stdout.contains("\"view\""))
    }

    /// An alert controller that is an action sheet on iPhone and an alert on iPad: `layout --json` gives
    /// the iPhone's element and `ipadStyle`, and `--yaml` writes it as a rule; `otherStyle` is absent.
    @Test func layoutNamesAnActionSheetAndItsIPadStyle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-sheet-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/en.lproj"), withIntermediateDirectories: true)
        try Data(#""menu.title" = "Options";"#.utf8).write(to: folder.appendingPathComponent("App/en.lproj/Localizable.strings"))
        try Data("""
            final class V: UIViewController {
                func options() {
                    let menu = UIAlertController(title: NSLocalizedString("menu.title", comment: ""), message: nil,
                                                 preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
                }
            }
            """.utf8).write(to: folder.appendingPathComponent("App/View.swift"))
        try Data("catalogs: [App]\n".utf8).write(to: folder.appendingPathComponent(".typefit.yml"))
        let config = folder.appendingPathComponent(".typefit.yml").path
        let run = try CLIRunner.run(["layout", "--json", "--config", config])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let use = try #require(((document["keys"] as? [[String: Any]])?.first?["uses"] as? [[String: Any]])?.first)
        #expect(use["element"] as? String == "action-sheet-title" && use["ipadStyle"] as? String == "alert")
        #expect(use["otherStyle"] == nil)
        let yaml = try CLIRunner.run(["layout", "--yaml", "--config", config])
        #expect(yaml.stdout.contains("      element: action-sheet-title\n      ipad-style: alert\n"), "\(yaml.stdout)")
    }

    @Test func sourcesAndNoSourcesTogetherIsAUsageError() throws {
        let run = try CLIRunner.run(["check", "--sources", "App", "--no-sources"])
        #expect(run.status == 2 && run.stderr.contains("--sources or --no-sources"))
    }
}
