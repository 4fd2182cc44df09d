import Testing
@testable import TypeFitReport

@Suite struct RegistryTests {
    @Test func listsEveryFormatOnceInHelpOrder() {
        #expect(ReporterRegistry.names == ["text", "json", "sarif", "junit", "xcode", "github", "html"])
        #expect(Set(ReporterRegistry.names).count == ReporterRegistry.names.count)
    }

    @Test func makesTheReporterItNames() {
        for name in ReporterRegistry.names {
            let reporter = ReporterRegistry.reporter(named: name)
            #expect(reporter.map { type(of: $0).identifier } == name)
        }
        #expect(ReporterRegistry.reporter(named: "pdf") == nil)
    }

    @Test func passesOptionsToTheTextReporter() {
        let reporter = ReporterRegistry.reporter(named: "text", options: ReporterOptions(colour: true, width: 80)) as? TextReporter
        #expect(reporter?.colour == true)
        #expect(reporter?.width == 80)
    }
}
