import TypeFitCore

/// Options the command line gives every reporter; each uses what applies to it.
public struct ReporterOptions: Sendable {
    /// ANSI colour in the text report.
    public var colour: Bool
    /// Terminal columns for the text report.
    public var width: Int
    /// The engine the check measured with: the HTML report draws the glyphs with the same fonts.
    public var engine: TextEngine?
    /// Text report: the summary tables only.
    public var summaryOnly: Bool
    /// Markdown report: where a repository-relative path becomes a link to its line
    /// (`https://github.com/OWNER/REPO/blob/SHA/`); nil names files without links.
    public var linkBase: String?

    public init(colour: Bool = false, width: Int = 100, engine: TextEngine? = nil, summaryOnly: Bool = false,
                linkBase: String? = nil) {
        self.colour = colour
        self.width = width
        self.engine = engine
        self.summaryOnly = summaryOnly
        self.linkBase = linkBase
    }
}

/// One `--format` choice.
public struct ReporterFormat: Sendable {
    public var name: String
    /// One line for `--help`.
    public var summary: String
    /// How it names files (`ReportPaths`): relative to the repository root, except where the
    /// reader needs absolute paths.
    public var paths: ReportPaths.Style
    public var make: @Sendable (ReporterOptions) -> any Reporter

    public init<R: Reporter>(_ type: R.Type, summary: String, paths: ReportPaths.Style = .repositoryRelative,
                             make: @escaping @Sendable (ReporterOptions) -> R) {
        self.name = R.identifier
        self.summary = summary
        self.paths = paths
        self.make = { make($0) }
    }
}

/// The report formats, by `--format` name.
public enum ReporterRegistry {
    /// Every format, in the order `--help` lists them. A new reporter (html) adds its line here.
    public static let formats: [ReporterFormat] = [
        ReporterFormat(TextReporter.self, summary: "findings grouped by file and key, then summary tables (default)") {
            TextReporter(colour: $0.colour, width: $0.width, summaryOnly: $0.summaryOnly)
        },
        ReporterFormat(JSONReporter.self, summary: "the report and its summary as one JSON document (formatVersion 3)") { _ in JSONReporter() },
        ReporterFormat(JSONReporterV2.self, summary: "the JSON report's previous shape (formatVersion 2), for one release") { _ in
            JSONReporterV2()
        },
        ReporterFormat(JSONReporterV1.self, summary: "the JSON report's first shape (formatVersion 1), for one release") { _ in
            JSONReporterV1()
        },
        ReporterFormat(SARIFReporter.self, summary: "SARIF 2.1.0 for code scanning") { _ in SARIFReporter() },
        ReporterFormat(JUnitReporter.self, summary: "JUnit XML for test dashboards") { _ in JUnitReporter() },
        // Xcode opens an issue's file only from an absolute path.
        ReporterFormat(XcodeReporter.self, summary: "file:line:col: warning: lines for Xcode's issue navigator",
                       paths: .absolute) { _ in XcodeReporter() },
        ReporterFormat(GitHubReporter.self, summary: "GitHub Actions annotations (::error file=…::)") { _ in GitHubReporter() },
        ReporterFormat(MarkdownReporter.self, summary: "a GitHub job summary: counts by rule and locale, the findings to read first") {
            MarkdownReporter(linkBase: $0.linkBase)
        },
        ReporterFormat(HTMLReporter.self, summary: "one self-contained page drawing each failing string in its box") {
            HTMLReporter(engine: $0.engine)
        },
    ]

    /// The formats' names, as `--format` takes them.
    public static var names: [String] { formats.map(\.name) }

    /// The format of that name; nil for an unknown one.
    public static func format(named name: String) -> ReporterFormat? {
        formats.first { $0.name == name }
    }

    /// A reporter of the format of that name; nil for an unknown one.
    public static func reporter(named name: String, options: ReporterOptions = ReporterOptions()) -> (any Reporter)? {
        format(named: name)?.make(options)
    }
}
