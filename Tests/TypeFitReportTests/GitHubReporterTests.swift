import Testing
import TypeFitDiagnostics
@testable import TypeFitCheck
@testable import TypeFitReport

@Suite struct GitHubReporterTests {
    @Test func writesWorkflowCommands() throws {
        let report = Fixture.report([Fixture.finding(), Fixture.placeholder()], problems: [Fixture.problem()])
        #expect(try GitHubReporter().render(report) == """
            ::warning file=App/Localizable.xcstrings,line=12,col=7,title=typefit clipped (de)::de "settings.title" \
            plural=one: text is 412 pt wide; 343 pt fit%0Aworst on iPhone SE (3rd generation) portrait, full screen, \
            AX5 (53 pt)%0Abreaks at Large…AX5 on 31 devices%0Atext: Benachrichtigungseinstellungen
            ::error file=App/Localizable.xcstrings,line=40,col=9,title=typefit placeholder-count (fr)::fr "photos.count": \
            the translation drops %25d
            ::error file=App/Broken.strings,line=3,col=1,title=typefit input problem::expected ';' after the value

            """)
    }

    @Test func escapesPropertiesAndDataExactly() throws {
        let finding = Fixture.finding(severity: .note, message: "50% wider: a, b\r\nnext", key: "k", locale: "ar",
                                      variant: nil, file: "App/Weird, name:1.xcstrings", line: 3, column: 1, text: nil,
                                      worst: nil, categories: [])
        #expect(try GitHubReporter().render(Fixture.report([finding])) == """
            ::notice file=App/Weird%2C name%3A1.xcstrings,line=3,col=1,title=typefit clipped (ar)::ar "k": \
            50%25 wider: a, b%0D%0Anext

            """)
    }

    @Test func unknownLineLeavesLineAndColumnOut() throws {
        let problem = InputProblem("no catalogs found", at: SourceLocation(file: "App", line: 0, column: 0))
        #expect(try GitHubReporter().render(Fixture.report([], problems: [problem]))
                == "::error file=App,title=typefit input problem::no catalogs found\n")
    }

    @Test func oneCommandPerLineWithHostileText() throws {
        let report = Fixture.mixed()
        let lines = try GitHubReporter().render(report).split(separator: "\n")
        #expect(lines.count == report.findings.count + report.problems.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::") && !$0.contains("\r") })
        #expect(lines[2].hasPrefix("::notice file=App/Weird%2C name%3A1.xcstrings,line=3,col=1,title=typefit locale-overflow (ar)::"))
        // The BEL and the ESC of the translation reach the job's log as U+FFFD; the bidi controls are kept.
        #expect(lines[2].contains("text: <script>alert(\"x\")</script> & \"quotes\" ]]> \u{FFFD}%0Aline two%0D%0A"
                                  + "\u{200F}\u{202E}rtl\u{FFFD}[31m"))
    }

    /// The runner prints annotations to the job's log: an escape sequence from a catalog must not
    /// reach it. Controls other than the line breaks GitHub encodes become U+FFFD, as in the text report.
    @Test func controlCharactersNeverReachTheLog() throws {
        let finding = Fixture.finding(severity: .warning, message: "cut", key: "k\u{1B}]0;owned\u{07}", locale: "de",
                                      variant: nil, file: "App/L.xcstrings", line: 1, column: 1, text: "\u{1B}[31mrot\u{9B}2J",
                                      worst: nil, categories: [])
        #expect(try GitHubReporter().render(Fixture.report([finding])) == """
            ::warning file=App/L.xcstrings,line=1,col=1,title=typefit clipped (de)::de "k\u{FFFD}]0;owned\u{FFFD}": cut%0A\
            text: \u{FFFD}[31mrot\u{FFFD}2J

            """)
    }
}
