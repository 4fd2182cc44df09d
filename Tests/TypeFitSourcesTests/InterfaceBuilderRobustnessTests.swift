import Foundation
import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitSources

/// A file that cannot be read is a problem at its place and the rest is still read; the result
/// does not depend on the order files come in; nothing is written.
@Suite struct InterfaceBuilderRobustnessTests {
    let label = "<label text=\"Hi\" adjustsFontSizeToFit=\"NO\" id=\"lbl-00-001\"/>"

    @Test func aStoryboardThatDoesNotParseIsAProblemAndTheOthersAreRead() {
        let broken = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n"
        let layout = IBSnippet.read([("App/Base.lproj/Broken.storyboard", broken), (IBSnippet.main, IBSnippet.storyboard(label))],
                                    keys: ["lbl-00-001.text": ["Main"], "abc.text": ["Broken"]])
        // `</document>` (line 4, column 1) closes an element opened as <scenes>.
        #expect(layout.problems == [InputProblem(
            "not a readable Interface Builder file: mismatched end tag: expected </scenes>, found </document>",
            at: IBSnippet.at("App/Base.lproj/Broken.storyboard", 4, 1))])
        #expect(layout.uses.map(\.key) == ["lbl-00-001.text"])
    }

    @Test func aFileThatIsNotAnInterfaceBuilderDocumentIsAProblem() {
        // The xib format before Xcode 5.
        let old = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>\n"
        let layout = IBSnippet.read([("App/Old.xib", old)], keys: [:])
        #expect(layout.problems == [InputProblem("not an Interface Builder document: the root element is <archive>, not <document>",
                                                 at: IBSnippet.at("App/Old.xib", 2, 1))])
    }

    @Test func aMacStoryboardIsSetAside() {
        let mac = IBSnippet.storyboard("<textField id=\"mac-tf-001\"/>\n<textField id=\"mac-tf-002\"/>",
                                       type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        let layout = IBSnippet.read([("Mac/Base.lproj/Main.storyboard", mac)],
                                    keys: ["mac-tf-001.placeholder": ["Main"], "mac-tf-002.title": ["Main"], "gone-00-001.title": ["Main"]])
        #expect(layout.uses.isEmpty)
        #expect(layout.setAside == 2)
    }

    @Test func aFileOverEightMegabytesIsSkipped() {
        let big = String(repeating: " ", count: 8 * 1024 * 1024 + 1)
        let layout = IBSnippet.read([("App/Huge.xib", big), (IBSnippet.main, IBSnippet.storyboard(label))], keys: ["lbl-00-001.text": ["Main"]])
        #expect(layout.problems == [InputProblem("larger than 8 MB: not read", at: IBSnippet.at("App/Huge.xib", 1, 1))])
        #expect(layout.uses.map(\.key) == ["lbl-00-001.text"])
    }

    @Test func aStringsTableThatDoesNotParseIsAProblem() {
        let layout = IBSnippet.read([("App/de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\"\n\"NSCameraUsageDescription\" = \"x\";\n"),
                                     ("App/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")],
                                    keys: ["CFBundleName": ["InfoPlist"], "NSCameraUsageDescription": ["InfoPlist"]])
        #expect(layout.problems.map(\.location.file) == ["App/de.lproj/InfoPlist.strings"])
        #expect(layout.uses.map(\.key) == ["CFBundleName"])
    }

    @Test func theOrderFilesComeInDoesNotMatter() {
        let files = [(IBSnippet.main, IBSnippet.storyboard(label)),
                     ("App/Base.lproj/Other.storyboard", IBSnippet.storyboard("<label text=\"B\" adjustsFontSizeToFit=\"NO\" id=\"lbl-00-002\"/>")),
                     ("App/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n")]
        let keys: [String: Set<String>] = ["lbl-00-001.text": ["Main"], "lbl-00-002.text": ["Other"], "CFBundleDisplayName": ["InfoPlist"]]
        let forward = IBSnippet.read(files, keys: keys)
        let backward = IBSnippet.read(files.reversed(), keys: keys)
        #expect(forward.uses == backward.uses)
        #expect(forward.uses.count == 3)
    }

    @Test func xclocSnapshotsAreNotTheAppsSource() {
        let layout = IBSnippet.read([("L10n/de.xcloc/Source Contents/App/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n")],
                                    keys: ["CFBundleDisplayName": ["InfoPlist"]])
        #expect(layout.uses.isEmpty)
    }

    @Test func filesOnDiskAreReadNotWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-ib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let storyboard = base.appendingPathComponent("Main.storyboard")
        try Data(IBSnippet.storyboard(label).utf8).write(to: storyboard)
        // Past the limit without writing 8 MB: a sparse file.
        let huge = base.appendingPathComponent("Huge.xib")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 9 * 1024 * 1024)
        try handle.close()
        let before = try FileManager.default.attributesOfItem(atPath: storyboard.path)[.modificationDate] as? Date

        let files = [SourceFile(path: huge.path, kind: .interfaceBuilder), SourceFile(path: storyboard.path, kind: .interfaceBuilder)]
        let layout = InterfaceBuilderSources.read(files, keys: KeyIndex(tables: ["lbl-00-001.text": ["Main"]]))

        #expect(layout.uses.map(\.location) == [TypeFitDiagnostics.SourceLocation(file: storyboard.path, line: 4, column: 1)])
        #expect(layout.problems == [InputProblem("larger than 8 MB: not read", at: TypeFitDiagnostics.SourceLocation(file: huge.path, line: 1, column: 1))])
        #expect(try Data(contentsOf: storyboard) == Data(IBSnippet.storyboard(label).utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: storyboard.path)[.modificationDate] as? Date == before)
    }
}
