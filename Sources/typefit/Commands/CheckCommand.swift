import ArgumentParser
import Foundation
import TypeFit

/// `typefit check`: the main job — every string × locale × Dynamic Type size × device.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find strings that will be cut off, overflow or run past the readable width.",
        discussion: """
            Reads the catalogs named in .typefit.yml (searched upward from the PATHs' folder, else from \
            the current folder; --config overrides) or given as PATHs, and lays every translation out in \
            its element — at every Dynamic Type size, on every device, orientation and Split View width \
            the config lists (by default those the app's Xcode project targets) — \
            then reports what does not fit. Without a config every key is checked as a one-line label \
            between the layout margins on every iPhone and iPad the app targets; locale-overflow then shows the strings \
            that fit in the source language but not in a translation.

            Rules (typefit rules describes each): clipped, truncated-width, locale-overflow, \
            readable-width, margin, touch-target, width-variant, missing-glyphs, and the catalog rules \
            (placeholders, plural categories, translation state).

            Examples:
              typefit check                                  # .typefit.yml from here or above
              typefit check App/Localizable.xcstrings --locales de,ar --sizes Large...AX5
              typefit check --format sarif > typefit.sarif  # for code scanning
              typefit check --format xcode                   # in an Xcode build phase
              typefit check --format markdown >> "$GITHUB_STEP_SUMMARY"   # a GitHub job summary
              typefit check --report html=reports/typefit.html --report junit=reports/typefit.xml
              typefit check --write-baseline typefit-baseline.json   # accept today's findings
              typefit check --changed-since origin/main      # only the keys a branch changed
              typefit check --summary --report html=reports/typefit.html   # tables here, drawings there

            With --changed-since REF only new keys and keys whose text (or comment) changed since REF \
            are checked: a key whose source text changed is checked in every locale, the others in \
            the locales whose translation changed; catalog rules are narrowed the same way. The catalogs as they \
            were at REF are read with git (nothing in the repository is changed).

            Exit codes: 0 no findings at or above --fail-on, 1 findings, 2 usage, config or input \
            errors (a catalog that cannot be read is reported and the others are still checked; \
            --changed-since outside a git repository or with a ref that names no commit).
            """)

    @OptionGroup var inputs: ProjectInputs

    @OptionGroup var cacheOptions: CacheOptions

    @Option(help: "Output format on standard output.")
    var format: ReporterFormat = ReporterRegistry.formats[0]  // text, the registry's first

    @Option(name: .customLong("report"), help: "Also write FORMAT=FILE (repeatable), e.g. html=reports/typefit.html.",
            transform: ReportDestination.parse)
    var reports: [ReportDestination] = []

    @Option(name: .customLong("fail-on"), help: "Lowest severity that exits 1 (default: config, else warning).")
    var failOn: FailThreshold?

    @Option(help: "Locales to check, comma-separated (default: config, else all).")
    var locales: String?

    @Option(help: "Sizes: all, Large...AX5, or a comma-separated list (default: config, else all).", completion: .sizes)
    var sizes: String?

    @Option(help: "Devices and groups, comma-separated (default: config, else all-iphones,all-ipads).", completion: .devices)
    var devices: String?

    @Option(name: .customLong("changed-since"),
            help: "Check only the keys whose text changed since this git ref (a branch, tag or commit), e.g. origin/main.",
            completion: .gitRef)
    var changedSince: String?

    @Option(name: .customLong("write-baseline"), help: "Write every current finding to this baseline file and exit 0 (exit 2, writing nothing, when an input could not be read).", completion: .baselineFile)
    var writeBaseline: String?

    @Option(help: "Colour in text output: auto is on a terminal, unless NO_COLOR is set.")
    var color: ColourMode = .auto

    @Flag(help: "Text format: print only the summary tables (findings by rule × locale and by size).")
    var summary = false

    @Flag(help: "No progress bar (it is also off when standard error is not a terminal, or CI is set).")
    var noProgress = false

    @Flag(help: "Print the time each stage took to standard error: reading, source pass, layout, rules, folding, reporting.")
    var timings = false

    func validate() throws {
        // A baseline written from the changed keys alone would drop every other accepted finding.
        if changedSince != nil && writeBaseline != nil { throw ValidationError("give --changed-since or --write-baseline, not both") }
    }

    func run() async throws {
        let started = ContinuousClock.now
        let timer = StageTimer()
        var options = try projectOptions()
        options.timer = timer
        options.cache = cacheOptions.cache()
        let project = try Project.loadForCommand(options)
        if let choice = project.deviceChoice {
            let paths = ReportPaths.forProject(project.folder)
            if !choice.setting.isEmpty {
                let file = paths.path(choice.file, .repositoryRelative)
                Diagnostics.note("checked on \(choice.familiesPhrase) only, as the app's \(choice.setting) says (\(file):\(choice.line)); "
                                 + "devices: in .typefit.yml or --devices chooses otherwise")
            }
            if var minimum = choice.minimumSystem {
                minimum.file = paths.path(minimum.file, .repositoryRelative)
                Diagnostics.note(minimum.phrase + "; devices: in .typefit.yml or --devices chooses otherwise")
            }
        }
        let progress = ProgressBar(enabled: !noProgress && ProgressBar.terminalWantsIt)
        var report: CheckReport
        do {
            let changes = try changedSince.map { ref throws(ProjectError) in
                try project.changedKeys(since: ref, in: project.folder)
            }
            for note in changes?.notes ?? [] { Diagnostics.note("\(note.location.file): note: \(note.message)") }
            report = try project.check(changes: changes, version: TypeFitVersion.string, timer: timer, progress: progress.update)
        } catch {
            throw CommandFailure(error)
        }
        progress.finish()
        project.warnSkippedFonts()
        // Printed last, whichever way the command ends: an exit 1 for findings still ran every stage.
        defer { if timings { StageTable.print(timer, total: StageTimer.seconds(since: started), cache: options.cache) } }

        if let writeBaseline {
            // A baseline written from a partial read would drop the accepted findings of the
            // catalogs it could not read; the next run would report them all again as new.
            guard report.problems.isEmpty else {
                for problem in report.problems { Diagnostics.line(problem.description) }
                throw CommandFailure("the baseline \(writeBaseline) was not written: \(report.problems.count) input problem(s) above",
                                     code: .inputError)
            }
            let bytes = try Baseline(findings: report.findings).encoded()
            try ReplacedFile.write(writeBaseline, what: "the baseline") { try $0.write(contentsOf: bytes) }
            Diagnostics.note("wrote \(report.findings.count) findings to the baseline \(writeBaseline)")
            return
        }
        for problem in report.problems { Diagnostics.line(problem.description) }
        // Each format names files as its readers need: relative to the project's repository (else
        // to its folder), or absolute; never by the folder typefit runs in.
        var paths = ReportPaths.forProject(project.folder)
        paths.catalogNames = Set(project.catalogs.filter { !$0.nameIsPath }.map(\.name))
        var style: ReportPaths.Style?
        func present(_ format: ReporterFormat) {
            guard style != format.paths else { return }
            paths.apply(format.paths, to: &report)
            style = format.paths
        }
        let linkBase = paths.root == nil ? nil : Self.gitHubLinkBase(ProcessInfo.processInfo.environment)
        let colour = color == .always || (color == .auto && Terminal.isTerminal(1) && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let columns = Terminal.columns(of: 1).map { max(60, $0) } ?? TextReporter.unlimited
        // Each format streams its findings; none holds the report a second time as text.
        let output = ReportStream(writingTo: FileHandle.standardOutput)
        let reporterOptions = ReporterOptions(colour: colour, width: columns, engine: project.text,
                                              summaryOnly: summary, linkBase: linkBase)
        present(format)
        try timer.time("report: \(format.name), standard output") { () throws in
            try format.make(reporterOptions).write(report, to: output)
            try output.flush()
        }
        for destination in reports {
            present(destination.format)
            try timer.time("report: \(destination.format.name)") { () throws(CommandFailure) in
                try destination.write(report, options: ReporterOptions(engine: project.text, linkBase: linkBase))
            }
            Diagnostics.note("wrote the \(destination.format.name) report to \(destination.path)")
        }
        if let hint = Self.baselineHint(report, project: project) { Diagnostics.note(hint) }
        if !report.problems.isEmpty {
            throw CommandFailure("", code: .inputError)
        }
        if report.findings.contains(where: { project.configuration.failOn.fails($0.severity) }) {
            throw CommandFailure("", code: .findings)
        }
    }

    /// A first run on an app finds hundreds of strings that break today; a team adopts typefit by
    /// accepting them and failing only on new ones. With more than `baselineHintThreshold` findings
    /// and no baseline, the run ends with the one command that records them.
    static func baselineHint(_ report: CheckReport, project: Project) -> String? {
        guard project.baseline == nil, report.changedSince == nil, report.findings.count > baselineHintThreshold else { return nil }
        // The baseline goes beside the config (its `baseline:` is relative to it), named from
        // where this run was started; the command is this run's own, so it reads the same inputs.
        let folder = project.configuration.file.map { ($0 as NSString).deletingLastPathComponent } ?? project.folder
        let here = RelativePaths(base: FileManager.default.currentDirectoryPath)
        let file = here.relative((folder as NSString).appendingPathComponent(baselineFileName))
        let config = here.relative(project.configuration.file ?? (folder as NSString).appendingPathComponent(".typefit.yml"))
        let command = (["typefit"] + CommandLine.arguments.dropFirst() + ["--write-baseline", file]).map(shellQuoted)
        return "\(report.findings.count) findings and no baseline. To accept them and fail only on new ones, record them:\n"
            + "  " + command.joined(separator: " ") + "\n"
            + "and add `baseline: \(baselineFileName)` to \(config)."
    }

    static let baselineFileName = ".typefit-baseline.json"

    /// A word as a POSIX shell reads it back: bare when it holds only safe characters, else in
    /// single quotes.
    static func shellQuoted(_ word: String) -> String {
        if !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=,:@%+".contains($0)) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static let baselineHintThreshold = 100

    /// In a GitHub Actions job, where the checked-out commit's files are shown
    /// (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA/`): the Markdown report links
    /// each finding's line there.
    static func gitHubLinkBase(_ environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
              let sha = environment["GITHUB_SHA"], server.hasPrefix("https://"),
              !repository.isEmpty, repository.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }),
              !sha.isEmpty, sha.allSatisfy(\.isHexDigit),
              !server.contains(where: { $0.isWhitespace || "()<>\"'".contains($0) })
        else { return nil }
        return server + "/" + repository + "/blob/" + sha + "/"
    }

    /// The command line's say over the project: its config, fonts, catalogs and overrides.
    private func projectOptions() throws -> Project.Options {
        var options = inputs.projectOptions
        options.locales = locales.map(commaList)
        do { options.narrowing = try Narrowing.parse(sizes: sizes.map(commaList), devices: devices.map(commaList)) } catch {
            throw CommandFailure(error)
        }
        options.failOn = failOn
        return options
    }
}
