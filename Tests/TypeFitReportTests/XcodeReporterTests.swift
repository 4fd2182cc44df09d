import Foundation
import Testing
import TypeFitCheck
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitReport

@Suite struct XcodeReporterTests {
    @Test func writesOneIssueLinePerFindingAndProblem() throws {
        let report = Fixture.report([Fixture.finding(), Fixture.placeholder()], problems: [Fixture.problem()])
        #expect(try XcodeReporter().render(report) == """
            App/Localizable.xcstrings:12:7: warning: de "settings.title" plural=one: text is 412 pt wide; 343 pt fit; \
            worst on iPhone SE (3rd generation) portrait, full screen, AX5 (53 pt); breaks at Large…AX5 on 31 devices [clipped]
            App/Localizable.xcstrings:40:9: error: fr "photos.count": the translation drops %d [placeholder-count]
            App/Broken.strings:3:1: error: expected ';' after the value

            """)
    }

    @Test func everyLineIsOneIssueEvenWithHostileText() throws {
        let report = Fixture.mixed()
        let output = try XcodeReporter().render(report)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.hasSuffix("\n"))
        #expect(lines.count == report.findings.count + report.problems.count)
        let issue = try Regex(#"^(.+):(\d+):(\d+): (error|warning|note): (.+)$"#)
        for line in lines {
            #expect(line.wholeMatch(of: issue) != nil, "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
        }
        #expect(lines[2] == """
            App/Weird, name:1.xcstrings:3:1: note: ar "evil"key<script>& ]]>" device=ipad: 50% wider: a, b: c second line \
            <b>&amp;</b>; worst on iPhone SE (3rd generation) portrait, full screen, AX5 (53 pt); breaks at Large…AX5 on \
            31 devices [locale-overflow]
            """)
    }

    @Test func aFindingWhoseViewIsKnownPointsAtItWithANote() throws {
        var finding = Fixture.placeholder()
        finding.view = SourceView(SourceUse(key: finding.key, settings: ElementSettings(element: .label),
                                            location: SourceLocation(file: "App/PhotosView.swift", line: 31, column: 13),
                                            pattern: "SwiftUI Text", grade: .a))
        #expect(try XcodeReporter().render(Fixture.report([finding])) == """
            App/Localizable.xcstrings:40:9: error: fr "photos.count": the translation drops %d [placeholder-count]
            App/PhotosView.swift:31:13: note: "photos.count" is drawn here (SwiftUI Text, grade A)

            """)
    }

    @Test func noFindingsIsNoOutput() throws {
        #expect(try XcodeReporter().render(Fixture.report([])) == "")
    }
}
