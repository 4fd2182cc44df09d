import ArgumentParser
import Foundation
import TypeFit

/// `typefit check`: the main job — every string × locale × Dynamic Type size × device.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find strings that will be cut off, overflow or run past the readable width.",
        discussion: """
            Reads the catalogs named in .typefit.yml (searched upward from the current folder; --config \
            overrides) or given as arguments, and lays every translation out in its element — at every \
            Dynamic Type size, on every device, orientation and Split View width the config lists — \
            then reports what does not fit. Without a config every key is checked as a one-line label \
            between the layout margins on all iPhones and iPads; locale-overflow then shows the strings \
            that fit in the source language but not in a translation.

            Rules (typefit rules describes each): clipped, truncated-width, locale-overflow, \
            readable-width, margin, touch-target, missing-glyphs, and the catalog rules (placeholders, \
            plural categories, translation state).

            Examples:
              typefit check                                  # .typefit.yml from here or above
              typefit check App/Localizable.xcstrings --locales de,ar --sizes Large...AX5
              typefit check --format sarif > typefit.sarif  # for code scanning
              typefit check --format xcode                   # in an Xcode build phase
              typefit check --report html=reports/typefit.html --report junit=reports/typefit.xml
              typefit check --write-baseline typefit-baseline.json   # accept today's findings
              typefit check --summary --report html=reports/typefit.html   # tables here, drawings there

            Exit codes: 0 no findings at or above --fail-on, 1 findings, 2 usage, config or input \
            errors (a catalog that cannot be read is reported and the others are still checked).
            """)

    @Argument(help: "Catalog files or folders (default: the config's catalogs, else the current folder).")
    var paths: [String] = []

    @Option(help: "The config file (default: .typefit.yml here or in a parent folder).")
    var config: String?

    @Option(help: "Output format on standard output.")
    var format: ReporterFormat = ReporterRegistry.formats[0]  // text, the registry's first

    @Option(name: .customLong("report"), help: "Also write FORMAT=FILE (repeatable), e.g. html=reports/typefit.html.",
            transform: ReportDestination.parse)
    var reports: [ReportDestination] = []

    @Option(name: .customLong("fail-on"), help: "Lowest severity that exits 1 (default: config, else warning).")
    var failOn: FailThreshold?

    @Option(help: "Locales to check, comma-separated (default: config, else all).")
    var locales: String?

    @Option(help: "Sizes: all, Large...AX5, or a comma-separated list (default: config, else all).")
    var sizes: String?

    @Option(help: "Devices and groups, comma-separated (default: config, else all-iphones,all-ipads).")
    var devices: String?

    @Option(name: .customLong("font"), help: "A font file to use before the defaults (repeatable).")
    var fonts: [String] = []

    @Option(help: "A baseline file of accepted findings (overrides the config's).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write every current finding to this baseline file and exit 0.")
    var writeBaseline: String?

    @Option(help: "Colour in text output: auto is on a terminal, unless NO_COLOR is set.")
    var color: ColourMode = .auto

    @Flag(help: "Text format: print only the summary tables (findings by rule × locale and by size).")
    var summary = false

    @Flag(help: "No progress bar (it is also off when standard error is not a terminal, or CI is set).")
    var noProgress = false

    func run() async throws {
        var configuration = try ProjectConfiguration.load(config)
        try applyOverrides(to: &configuration)

        let engine = try makeEngine(configuration)
        let catalogPaths = paths.isEmpty ? configuration.catalogs.map(configuration.resolve) : paths
        let loaded = CatalogLoader.load(catalogPaths, options: CatalogLoadOptions(defaultLocale: configuration.sourceLocale ?? "en"))
        var problems = loaded.errors.map {
            InputProblem(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
        }
        if loaded.catalogs.isEmpty && loaded.errors.isEmpty {
            problems.append(InputProblem(file: catalogPaths.joined(separator: ", "), line: 0, column: 0,
                                         message: "no catalogs (.xcstrings, .strings, .stringsdict, .xliff) found"))
        }
        let accepted = try ProjectConfiguration.baseline(configuration, given: baseline)
        let progress = ProgressBar(enabled: !noProgress && ProgressBar.terminalWantsIt)
        let report = engine.run(catalogs: loaded.catalogs, problems: problems, baseline: accepted,
                                version: TypeFitVersion.string, progress: progress.update)
        progress.finish()

        if let writeBaseline {
            try Baseline(findings: report.findings).write(writeBaseline)
            Diagnostics.note("wrote \(report.findings.count) findings to the baseline \(writeBaseline)")
            return
        }
        for problem in report.problems { FileHandle.standardError.write(Data((problem.description + "\n").utf8)) }
        let colour = color == .always || (color == .auto && ProgressBar.isTerminal(1) && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 100
        print(try format.make(ReporterOptions(colour: colour, width: max(60, columns), engine: engine.text, summaryOnly: summary)).render(report), terminator: "")
        for (extraFormat, path) in reports.map({ ($0.format, $0.path) }) {
            let text = try extraFormat.make(ReporterOptions(engine: engine.text)).render(report)
            let url = URL(fileURLWithPath: path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
                throw CommandFailure("cannot write the \(extraFormat.name) report to \(path): \(error.localizedDescription)")
            }
            Diagnostics.note("wrote the \(extraFormat.name) report to \(path)")
        }
        if !report.problems.isEmpty {
            throw CommandFailure("", code: .inputError)
        }
        if report.findings.contains(where: { configuration.failOn.fails($0.severity) }) {
            throw CommandFailure("", code: .findings)
        }
    }

    private func applyOverrides(to configuration: inout CheckConfiguration) throws {
        func list(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if let failOn {
            configuration.failOn = failOn
        }
        if let locales {
            configuration.locales = list(locales).map { $0.lowercased() } == ["all"] ? nil : list(locales)
        }
        if let sizes {
            do {
                configuration.categories = try SizeSyntax.parse(list: list(sizes))
            } catch {
                throw CommandFailure("--sizes: \(error) (sizes take: \(SizeSyntax.forms.joined(separator: ", ")))")
            }
        }
        if let devices {
            let names = list(devices)
            _ = try names.map { try DeviceCatalog().devices(matching: $0) }
            configuration.devices = names
        }
        if let baseline { configuration.baseline = baseline }
    }

    private func makeEngine(_ configuration: CheckConfiguration) throws -> CheckEngine {
        do {
            let text = try TextEngine(configuration: configuration, extraFonts: fonts)
            return try CheckEngine(configuration: configuration, text: text)
        } catch let error as FontError {
            throw CommandFailure(error.description)
        }
    }
}
