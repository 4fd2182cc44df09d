import ArgumentParser
import Foundation
import TypeFit

/// `typefit budget`: the room each string gets, for the people who write and translate it.
struct BudgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Show the room each string gets in its tightest box, and export it for translation tools.",
        discussion: """
            Reads the project as typefit check does and, for each key and each place it is drawn, \
            finds the tightest box over the configured matrix: the environment (device, orientation, \
            window, Dynamic Type size) where the element's width × lines is smallest for the size \
            of its type. It prints that box (width in points, lines, the size and device, the font) \
            and, for every checked locale, the room the current text leaves or lacks there: in points \
            and in an estimated number of characters of that locale (points over the mean width of \
            the locale's characters in its own texts). docs/budget.md explains each figure.

            --export writes the budgets for a translation tool to --output: xliff (XLIFF 1.2 with \
            maxwidth in size-unit="pixel", one pixel per point, the font, and a note per unit; an \
            XLIFF input is copied through with every unit kept), weblate (Weblate's flags per key, \
            max-size, font-family, font-size, font-weight, with the font file each font group \
            needs), or csv (a row per key and locale with a max-length column, for Crowdin's or \
            Lokalise's CSV import). Input files are never changed.

            Examples:
              typefit budget                                   # the table, from .typefit.yml
              typefit budget App/Localizable.xcstrings --json > budgets.json
              typefit budget --export xliff --output build/budgets.xliff
              typefit budget --export weblate --output build/weblate-flags.json
              typefit budget --export csv --output build/budgets.csv --locales de,fr

            Exit codes: 0 budgets written, 2 usage, configuration or input errors (a catalog that \
            cannot be read, a text that cannot be laid out: reported, the others still budgeted).
            """)

    @OptionGroup var inputs: ProjectInputs

    @OptionGroup var cacheOptions: CacheOptions

    @Flag(help: "Print the JSON document (budgets, characterWidths, fontFiles, problems) instead of the table.")
    var json = false

    @Option(help: "Write the budgets for a translation tool: xliff, weblate or csv (needs --output).")
    var export: BudgetExportFormat?

    @Option(help: "The file --export writes (replaced whole; never an input catalog).", completion: .file())
    var output: String?

    @Option(help: "Locales to budget, comma-separated (default: config, else all).")
    var locales: String?

    @Option(help: "Sizes: all, Large...AX5, or a comma-separated list (default: config, else all).", completion: .sizes)
    var sizes: String?

    @Option(help: "Devices and groups, comma-separated (default: config, else all-iphones,all-ipads).", completion: .devices)
    var devices: String?

    func validate() throws {
        if export != nil && output == nil { throw ValidationError("--export needs --output FILE") }
        if output != nil && export == nil { throw ValidationError("--output needs --export xliff|weblate|csv") }
    }

    func run() async throws {
        var options = inputs.projectOptions
        options.cache = cacheOptions.cache()
        options.locales = locales.map(commaList)
        do { options.narrowing = try Narrowing.parse(sizes: sizes.map(commaList), devices: devices.map(commaList)) } catch {
            throw CommandFailure(error)
        }
        let project = try Project.loadForCommand(options)
        var report: BudgetReport
        do { report = try project.budgets(version: TypeFitVersion.string) } catch { throw CommandFailure(error) }
        project.warnSkippedFonts()
        for problem in report.problems { Diagnostics.line(project.line(problem)) }
        // Files are named as typefit check's reports name them, whatever folder typefit runs in.
        let paths = ReportPaths.forProject(project.folder)
        let exportReport = report
        Self.name(&report) { paths.path($0, .repositoryRelative) }
        if json {
            try printJSON(report)
        } else {
            // Keys and texts are the project's: no control character of theirs reaches the terminal as itself.
            print(Excerpt.terminalSafe(BudgetTable.text(report)), terminator: "")
        }
        if let export, let output {
            try write(export, of: exportReport, to: output, project: project)
            Diagnostics.note("wrote the \(export.rawValue) export of \(report.budgets.count) budgets to \(output)")
        }
        if !report.problems.isEmpty { throw CommandFailure("", code: .inputError) }
    }

    /// The report with its files (and catalogs named by their path) named by `naming`.
    static func name(_ report: inout BudgetReport, _ naming: (String) -> String) {
        for b in report.budgets.indices {
            report.budgets[b].file = naming(report.budgets[b].file)
            if report.budgets[b].catalog.hasPrefix("/") { report.budgets[b].catalog = naming(report.budgets[b].catalog) }
            if let view = report.budgets[b].view, let colon = view.lastIndex(of: ":") {
                report.budgets[b].view = naming(String(view[..<colon])) + view[colon...]
            }
            for t in report.budgets[b].texts.indices { report.budgets[b].texts[t].file = naming(report.budgets[b].texts[t].file) }
        }
    }

    /// Writes the export, refusing a path that is one of the project's catalogs (an input is
    /// never replaced, even by its own copy).
    private func write(_ format: BudgetExportFormat, of report: BudgetReport, to output: String, project: Project) throws {
        let target = URL(fileURLWithPath: output).resolvingSymlinksInPath().standardizedFileURL.path
        let inputs = Set(project.catalogs.flatMap(\.files).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path })
        if inputs.contains(target) {
            throw CommandFailure("\(output) is an input catalog: not written (typefit budget never changes its inputs; choose another --output)")
        }
        let text: String
        switch format {
        case .xliff:
            do {
                text = try BudgetXLIFF.text(report, catalogs: project.catalogs,
                                            sourceLocale: project.configuration.sourceLocale(for:),
                                            includes: project.configuration.includes)
            } catch {
                throw CommandFailure("the XLIFF export was not written: \(project.line(error))")
            }
        case .weblate: text = try jsonText(BudgetWeblate.document(report)) + "\n"
        case .csv: text = BudgetCSV.text(report)
        }
        try ReplacedFile.write(output, what: "the \(format.rawValue) export") { $0.write(Data(text.utf8)) }
    }
}

/// `budget --export`: the translation tools' formats.
enum BudgetExportFormat: String, CaseIterable, ExpressibleByArgument {
    case xliff
    case weblate
    case csv

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
