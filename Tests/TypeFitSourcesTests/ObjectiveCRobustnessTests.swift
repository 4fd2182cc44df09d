import Foundation
import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Hostile or broken Objective-C: a problem at the file and line, the rest read, nothing hangs or
/// overflows the stack.
@Suite struct ObjectiveCRobustnessTests {
    static let after = """
        @implementation After
        - (void)run {
            UILabel *label = [UILabel new];
            label.text = NSLocalizedString(@"after", nil);
        }
        @end
        """

    /// Ten thousand `[`, `(` or `^{` nested: the reader stops at its depth limit with a problem at
    /// the line, in well under a second on any machine, and the next file is read.
    @Test(arguments: ["[", "(", "^{"])
    func deepNestingIsAProblemNotACrash(_ opener: String) {
        let deep = "@implementation Deep\n- (void)run {\n    x = " + String(repeating: opener, count: 10_000) + "\n}\n@end\n"
        let clock = ContinuousClock()
        let start = clock.now
        let layout = ObjectiveCSnippets.read([("App/Deep.m", deep), ("App/After.m", Self.after)], keys: ["after"])
        #expect(clock.now - start < .seconds(10))
        #expect(ObjectiveCSnippets.lines(layout) == [
            "after | label font=17/fixed lines=1 | After.m:4 | Objective-C label.text | B",
        ])
        #expect(ObjectiveCSnippets.problems(layout).contains {
            $0.hasPrefix("Deep.m:3:") && $0.contains("nesting deeper than 100 levels")
        })
    }

    /// The literal ends at its line; the call it was in runs to the next `;` (its `)` is inside
    /// the literal), and the statements after that are read.
    @Test func anUnterminatedStringIsAProblemAndTheNextStatementIsRead() {
        let layout = ObjectiveCSnippets.read("""
            @implementation V
            - (void)run {
                UILabel *label = [UILabel new];
                label.text = NSLocalizedString(@"open, nil);
                [label sizeToFit];
                label.text = NSLocalizedString(@"closed", nil);
            }
            @end
            """, keys: ["closed"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "closed | label font=17/fixed lines=1 | View.m:6 | Objective-C label.text | B",
        ])
        #expect(ObjectiveCSnippets.problems(layout) == [
            "View.m:4:36: unterminated string literal: it ends at the end of its line",
            "View.m:4:35: unbalanced brackets: '(' is not closed by ')'",
        ])
    }

    @Test func anUnterminatedCommentIsAProblemAndWhatCameBeforeIsRead() {
        let layout = ObjectiveCSnippets.read("""
            @implementation V
            - (void)run {
                UILabel *label = [UILabel new];
                label.text = NSLocalizedString(@"before", nil);
            }
            @end
            /* never closed
            @implementation W
            """, keys: ["before"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "before | label font=17/fixed lines=1 | View.m:4 | Objective-C label.text | B",
        ])
        #expect(ObjectiveCSnippets.problems(layout) == [
            "View.m:7:1: unterminated comment: the rest of the file is inside it",
        ])
    }

    @Test func unbalancedBracketsAndBracesAreProblemsAtTheirLines() {
        let layout = ObjectiveCSnippets.read("""
            @implementation V
            - (void)run {
                UILabel *label = [UILabel new];
                [label setText:NSLocalizedString(@"first", nil);
                label.text = NSLocalizedString(@"second", nil);
            @end
            """, keys: ["first", "second"])
        // The message left open still reads as one: its text is the label's.
        #expect(ObjectiveCSnippets.lines(layout) == [
            "first | label font=17/fixed lines=1 | View.m:4 | Objective-C label.text | B",
            "second | label font=17/fixed lines=1 | View.m:5 | Objective-C label.text | B",
        ])
        #expect(ObjectiveCSnippets.problems(layout) == [
            "View.m:2:13: unbalanced braces: this '{' is not closed before the end of its class or file; its body was read up to there",
            "View.m:4:5: unbalanced brackets: '[' is not closed by ']'",
        ])
    }

    /// Binary garbage (NUL bytes, bytes that are not UTF-8) is reported at its line; the text
    /// around it is read.
    @Test func binaryBytesAreAProblemAndTheRestIsRead() {
        var bytes = Array("@implementation V\n- (void)run {\n    UILabel *label = [UILabel new];\n".utf8)
        bytes += [0x00, 0xFF, 0xFE, 0x01, 0x0A]
        bytes += Array("    label.text = NSLocalizedString(@\"after.garbage\", nil);\n}\n@end\n".utf8)
        let layout = ObjectiveCSources.read([ObjectiveCSources.Input(path: "App/Binary.m", bytes: bytes)],
                                            keys: KeyIndex(tables: ["after.garbage": ["Localizable"]]),
                                            outlets: InterfaceBuilderOutlets(), usedElsewhere: [])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "after.garbage | label font=17/fixed lines=1 | Binary.m:5 | Objective-C label.text | B",
        ])
        #expect(ObjectiveCSnippets.problems(layout) == [
            "Binary.m:4:2: not valid UTF-8 text from here: read with replacement characters",
            "Binary.m:4:1: unexpected control byte 0 (binary data?): skipped",
        ])
    }

    @Test func filesOnDiskAreFoundCountedAndAHugeOneIsSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "@interface Alert : NSObject\n@end\n".write(to: folder.appendingPathComponent("Alert.h"), atomically: true, encoding: .utf8)
        try """
            @implementation Alert
            - (void)show {
                UIAlertAction *ok = [UIAlertAction actionWithTitle:NSLocalizedString(@"ok", nil) style:UIAlertActionStyleDefault handler:nil];
            }
            @end
            """.write(to: folder.appendingPathComponent("Alert.m"), atomically: true, encoding: .utf8)
        try "int main() { return 0; }\n".write(to: folder.appendingPathComponent("Main.mm"), atomically: true, encoding: .utf8)
        try Data(repeating: UInt8(ascii: " "), count: ObjectiveCSources.sizeLimit + 1)
            .write(to: folder.appendingPathComponent("Huge.m"))

        let layout = SourceScanner.scan([folder.path], keys: KeyIndex(tables: ["ok": ["Localizable"]]))
        #expect(layout.uses.map { "\($0.key) \($0.settings.element?.rawValue ?? "-") \($0.pattern)" } == [
            "ok alert-button Objective-C UIAlertAction actionWithTitle:",
        ])
        #expect(layout.files["objective-c"] == 4)
        #expect(layout.problems.map { "\(($0.location.file as NSString).lastPathComponent): \($0.message)" } == [
            "Huge.m: skipped: an Objective-C file larger than 2 MB is not read",
        ])
    }
}
