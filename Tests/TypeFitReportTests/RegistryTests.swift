import Testing
@testable import TypeFitReport

@Suite struct RegistryTests {
    @Test func listsEveryFormatOnceInHelpOrder() {
        #expect(ReporterRegistry.names == ["text", "json", "json-v2", "json-v1", "sarif", "junit", "xcode", "github", "markdown", "html"])
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

    /// Xcode opens issues only from absolute paths; every other format names files from the
    /// repository root, as code scanning and annotations resolve them.
    @Test func onlyXcodeAsksForAbsolutePaths() {
        for format in ReporterRegistry.formats {
            #expect(format.paths == (format.name == "xcode" ? .absolute : .repositoryRelative), "\(format.name)")
        }
    }

    @Test func passesTheLinkBaseToTheMarkdownReporter() {
        let options = ReporterOptions(linkBase: "https://github.com/acme/app/blob/abc/")
        #expect((ReporterRegistry.reporter(named: "markdown", options: options) as? MarkdownReporter)?.linkBase
                == "https://github.com/acme/app/blob/abc/")
    }
}
