import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitCheck
@testable import TypeFitReport

@Suite struct TextReporterTests {
    @Test func listsFindingsThenTheSummary() throws {
        let report = Fixture.report([Fixture.finding(), Fixture.placeholder()], problems: [Fixture.problem()],
                                    suppressed: 2, baselined: 1)
        #expect(try TextReporter().render(report) == """
            App/Localizable.xcstrings
              settings.title
                warning  clipped  de  plural=one: text is 412 pt wide; 343 pt fit
                         text: "Benachrichtigungseinstellungen"
                         source: "Notification settings"
                         worst: iPhone SE (3rd generation) portrait, full screen, AX5 (53 pt)
                         breaks at: Large…AX5 on 31 devices
              photos.count
                error    placeholder-count  fr: the translation drops %d

            Findings by rule and locale
              rule               de  fr  total
              clipped             1   -      1
              placeholder-count   -   1      1
              total               1   1      2

            Worst sizes
              size      findings  first break
              Large            1            1
              xLarge           1            -
              xxLarge          1            -
              xxxLarge         1            -
              AX1              1            -
              AX2              1            -
              AX3              1            -
              AX4              1            -
              AX5              1            -
              Most strings first break at Large (1 of 1).

            2 findings: 1 error, 1 warning; 2 suppressed; 1 in the baseline
            Input problems (1)
              App/Broken.strings:3:1: error: expected ';' after the value
            Checked 4 texts (2 keys in 1 catalog, 2 locales) in 248 environments on 31 devices:
            992 cells, 120 layouts computed, 1.50 s.

            """)
    }

    @Test func aFindingSaysWhereTheSourceDrawsIt() throws {
        var finding = Fixture.finding()
        finding.view = SourceView(SourceUse(key: finding.key, settings: ElementSettings(element: .label),
                                            location: SourceLocation(file: "App/SettingsView.swift", line: 42, column: 9),
                                            pattern: "SwiftUI Text", grade: .a))
        let lines = try TextReporter().render(Fixture.report([finding])).split(separator: "\n").map(String.init)
        #expect(lines.contains("             drawn at: App/SettingsView.swift:42:9 (SwiftUI Text, grade A)"))
    }

    /// Past ten keys with errors or warnings, the report leads with the ten to fix first: most
    /// errors, then most warnings, in report order when equal.
    @Test func aLongReportLeadsWithTheKeysToFixFirst() throws {
        var findings: [Finding] = []
        for index in 0..<12 {
            var finding = Fixture.finding(severity: index == 5 ? .error : .warning, key: "key.\(index)")
            finding.firstBreaks = index == 5 ? "xSmall" : "AX2"
            findings.append(finding)
            if index == 7 { findings.append(Fixture.finding(severity: .warning, key: "key.7", locale: "fr")) }
        }
        let lines = try TextReporter().render(Fixture.report(findings)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(12)) == [
            "Fix first (10 of 12 keys with errors or warnings; all findings by file below)",
            "  key.5: 1 error in de; breaks from xSmall",
            "  key.7: 2 warnings in de, fr; breaks from AX2",
            "  key.0: 1 warning in de; breaks from AX2",
            "  key.1: 1 warning in de; breaks from AX2",
            "  key.2: 1 warning in de; breaks from AX2",
            "  key.3: 1 warning in de; breaks from AX2",
            "  key.4: 1 warning in de; breaks from AX2",
            "  key.6: 1 warning in de; breaks from AX2",
            "  key.8: 1 warning in de; breaks from AX2",
            "  key.9: 1 warning in de; breaks from AX2",
            "",
        ])
        #expect(lines[12] == "App/Localizable.xcstrings")
    }

    /// A `.strings` table has a file per locale; its key is still one key, listed once with the
    /// locales it breaks in, and counted once in "of N keys".
    @Test func fixFirstCountsKeysNotLprojFiles() throws {
        var findings: [Finding] = []
        for index in 0..<11 {
            for locale in ["de", "fr"] {
                findings.append(Fixture.finding(severity: .warning, key: "key.\(index)", locale: locale,
                                                file: "App/\(locale).lproj/Localizable.strings"))
            }
        }
        let lines = try TextReporter().render(Fixture.report(findings)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Fix first (10 of 11 keys with errors or warnings; all findings by file below)")
        #expect(lines[1] == "  key.0: 2 warnings in de, fr")
        #expect(lines.prefix(12).filter { $0.hasPrefix("  key.0:") }.count == 1)
    }

    /// Output that is not a terminal is not cut: a long text is printed whole.
    @Test func anUnlimitedWidthCutsNothing() throws {
        let long = String(repeating: "Benachrichtigungseinstellungen ", count: 8)
        let finding = Fixture.finding(text: long)
        let cut = try TextReporter(width: 100).render(Fixture.report([finding]))
        let whole = try TextReporter(width: TextReporter.unlimited).render(Fixture.report([finding]))
        #expect(!cut.contains(String(long.dropLast())))
        #expect(whole.contains("\"" + long + "\""))
    }

    /// A run that read no catalog checked nothing, and does not say "No findings."
    @Test func aRunWithNoCatalogSaysNothingWasChecked() throws {
        var report = Fixture.report([])
        report.statistics.catalogs = 0
        let text = try TextReporter().render(report)
        #expect(text.hasPrefix("Nothing was checked: no catalog was read.") && !text.contains("No findings."))
    }

    @Test func noFindings() throws {
        #expect(try TextReporter().render(Fixture.report([], baselined: 3)) == """
            No findings.
            3 in the baseline
            Checked 4 texts (2 keys in 1 catalog, 2 locales) in 248 environments on 31 devices:
            992 cells, 120 layouts computed, 1.50 s.

            """)
    }

    @Test func saysHowManyKeysHaveNoLayoutAndHowToGiveThemOne() throws {
        var report = Fixture.report([])
        report.statistics.keysWithoutLayout = 1
        #expect(try TextReporter().render(report) == """
            No findings.
            Keys with no known layout: 1 of 2. Their translations were only compared with the source in a guessed element (locale-overflow warnings, no cut claimed).
              Give them one: layout.elements rules in .typefit.yml, sources: pointing at the app's code, or typefit layout --yaml >> .typefit.yml.
            Checked 4 texts (2 keys in 1 catalog, 2 locales) in 248 environments on 31 devices:
            992 cells, 120 layouts computed, 1.50 s.

            """)
    }

    @Test func fitsOneHundredColumnsAndCutsLongTexts() throws {
        let long = String(repeating: "Einstellungen ", count: 20)
        let report = Fixture.report([Fixture.finding(message: String(repeating: "too wide ", count: 20), key: long, text: long),
                                     Fixture.hostile()])
        let lines = try TextReporter().render(report).split(separator: "\n").map(String.init)
        for line in lines { #expect(PlainText.width(line) <= 100, "\(line)") }
        #expect(lines.contains { $0.hasPrefix("             text: \"Einstellungen") && $0.hasSuffix("…\"") })
    }

    @Test func neutralisesControlCharactersAndBidiOverrides() throws {
        let output = try TextReporter().render(Fixture.report([Fixture.hostile()]))
        #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" || $0 == "\u{1B}" })
        #expect(output.contains("""
            text: "<script>alert("x")</script> & "quotes" ]]> \u{FFFD}⏎line two⏎⟨RLM⟩⟨RLO⟩rtl\u{FFFD}[31m"
            """))
    }

    @Test func coloursOnlyWhenAsked() throws {
        let report = Fixture.report([Fixture.finding()])
        #expect(try !TextReporter(colour: false).render(report).contains("\u{1B}"))
        let coloured = try TextReporter(colour: true).render(report)
        #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1mApp/Localizable.xcstrings\u{1B}[0m"))
    }

    @Test func splitsAWideLocaleTableInsteadOfWrapping() throws {
        let locales = (0..<40).map { String(format: "l%02d", $0) }
        let findings = locales.map { Fixture.finding(locale: $0) }
        let output = try TextReporter().render(Fixture.report(findings))
        let lines = output.split(separator: "\n")
        for line in lines { #expect(PlainText.width(String(line)) <= 100, "\(line)") }
        let headers = lines.filter { $0.hasPrefix("  rule ") }
        #expect(headers.count > 1)
        for locale in locales { #expect(headers.contains { $0.contains(locale) }) }
        #expect(headers.last?.hasSuffix("total") == true)
    }
}
