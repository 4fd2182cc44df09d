import Foundation
import Synchronization
import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale
import TypeFitSources

/// One app project as typefit sees it: its configuration (resolved), fonts, catalogs and
/// baseline, loaded once. Every front end goes through it — `typefit check`, `typefit measure`,
/// `typefit serve` and library users — so each question is answered one way:
///
///     let project = try Project.load(Project.Options(configFile: ".typefit.yml"))
///     let report = try project.check()                               // every catalog, every cell
///     let fit = try project.fit(FitRequest(key: "onboarding.skip", locale: "ru", text: "Пропустить"))
///     let m = try project.measure(MeasureQuery(text: "Einstellungen", style: "headline", category: "AX3"))
///
/// A project is immutable and `Sendable`; the engines it makes for narrowed checks (fewer sizes
/// or devices) are kept and shared.
public final class Project: Sendable {
    /// The configuration as resolved: the `.typefit.yml` (or the defaults) with the options' overrides applied.
    public let configuration: CheckConfiguration
    /// The engine that measures in the project's fonts: the options' files, then the configuration's,
    /// then its profile's.
    public let text: TextEngine
    /// The project's catalogs (empty when loading them was not asked for).
    public let catalogs: [Catalog]
    /// Catalog files that could not be read; every check reports them.
    public let problems: [InputProblem]
    /// The accepted findings a check leaves out; nil when no baseline is configured or given.
    public let baseline: Baseline?
    /// What the app's source says about where each key is drawn; nil when no source was read.
    /// Its `problems` (a Swift file that does not parse) are warnings: the source only informs
    /// the layout, and the keys of a file it cannot read keep their rules and defaults.
    public let sources: SourceLayout?
    /// What the user should know before trusting the results, without an input being wrong: a
    /// source locale of `.lproj` tables taken by a guess (no `source-locale`, no Xcode project
    /// with a `developmentRegion` among the catalogs).
    public var warnings: [InputProblem] {
        var warnings: [InputProblem] = []
        if let first = exportsSkipped.first {
            warnings.append(InputProblem(
                "\(exportsSkipped.count) XLIFF export\(exportsSkipped.count == 1 ? "" : "s") (.xcloc) of catalogs read directly "
                    + "not checked again, so that no finding is told twice (locales only an export has are added to its "
                    + "catalog): " + exportsSkipped.prefix(5).joined(separator: ", ")
                    + (exportsSkipped.count > 5 ? ", …" : ""),
                at: SourceLocation(file: first, line: 0, column: 0)))
        }
        return warnings + guessedSourceLocales + platformProblems
    }

    /// The app's platforms, as the config's `platforms:` or the app's project files say; nil when
    /// nothing says, or the project's files were not looked at (a service, a measurement).
    public let platforms: AppPlatforms?
    /// The devices the app's platforms chose, when they chose them (not the config or `--devices`).
    public let deviceChoice: CheckReport.DeviceChoice?
    /// Project files that could not be read for the app's platforms (a malformed `project.pbxproj`):
    /// warnings, the rest is still read.
    let platformProblems: [InputProblem]

    /// XLIFF `<file>`s read as exports of catalogs the project reads itself (their `original`):
    /// not checked again; the locales only they have joined those catalogs.
    public let exportsSkipped: [String]

    /// The project's folder, absolute: the config's folder, else the folder the catalog PATHs
    /// share, else the folder typefit ran in. Reports name files relative to the git work tree
    /// around it (`repositoryRoot`), else relative to it, whatever folder typefit runs in.
    public let folder: String
    /// The top of the git work tree `folder` is in; nil outside one.
    public let repositoryRoot: String?

    private var guessedSourceLocales: [InputProblem] {
        guard configuration.sourceLocale == nil else { return [] }
        let guessed = catalogs.filter { $0.sourceLanguageBasis == .guessed }
        guard let first = guessed.first else { return [] }
        let languages = Set(guessed.map(\.sourceLanguage)).sorted().joined(separator: ", ")
        func named(_ catalogs: [Catalog]) -> String {
            catalogs.prefix(5).map(\.table).joined(separator: ", ") + (catalogs.count > 5 ? ", …" : "")
        }
        let sourceless = guessed.filter { catalog in catalog.entries.allSatisfy { $0.values(for: catalog.sourceLanguage).isEmpty } }
        let without = sourceless.isEmpty ? "" : "; \(sourceless.count) of them (\(named(sourceless))) have no table in that "
            + "locale, so their translations are checked without a source to compare with"
        return [InputProblem(
            "the source locale of \(guessed.count) .lproj table\(guessed.count == 1 ? "" : "s") (\(named(guessed))) is taken to be "
                + "\(languages) by a guess: no Xcode project with a developmentRegion was found with the catalogs\(without); "
                + "set source-locale in .typefit.yml to choose",
            at: SourceLocation(file: first.files.first ?? first.name, line: 1, column: 1))]
    }

    /// The project's keys for `fit`: where tables share a key, the one that has the key's source
    /// text, then the one translated into the most locales, then the first (`fitRank`).
    let keys: [String: (catalog: Catalog, entry: CatalogEntry)]

    /// How well a table stands for a key in `fit`: a table with no source-language text of its own
    /// (a stray `de.lproj` table, a one-locale leftover) must not decide the source text or the
    /// catalog a draft is checked in, whatever its place in the list.
    private static func fitRank(_ entry: CatalogEntry, in catalog: Catalog, _ configuration: CheckConfiguration) -> (Int, Int) {
        let source = configuration.sourceLocale(for: catalog)
        return (entry.isTranslated(in: source) ? 1 : 0, entry.localizations.values.filter { $0.contains { !$0.isFallback } }.count)
    }
    /// The check engine of the configuration, made on the first check (measuring needs none),
    /// and those of narrowed checks.
    private let engines = Mutex<(full: CheckEngine?, narrowed: [Narrowing: CheckEngine])>((nil, [:]))
    /// The mean character width of each locale of the catalogs, measured on the first draft's
    /// room (`characterWidths()`).
    let measuredCharacterWidths = Mutex<[String: Double]?>(nil)
    /// The run cache and what a check's key is made of besides the project (`CachedLayers.checkKey`),
    /// when the project was loaded with a cache (`Options.cache`); set once by `load`.
    let cacheInputs = Mutex<CachedLayers.CheckInputs?>(nil)
    /// The warnings of font files a kept check could not open (`skippedFontWarnings`).
    let keptFontWarnings = Mutex<[String]>([])

    /// A project from parts already in memory (tests, tools that build their own configuration).
    /// `folder` nil: the config's folder, else the current folder.
    public init(configuration: CheckConfiguration, text: TextEngine, catalogs: [Catalog] = [],
                problems: [InputProblem] = [], baseline: Baseline? = nil, sources: SourceLayout? = nil,
                exportsSkipped: [String] = [], folder: String? = nil, platforms: AppPlatforms? = nil,
                deviceChoice: CheckReport.DeviceChoice? = nil, platformProblems: [InputProblem] = []) throws(ProjectError) {
        self.configuration = configuration
        self.exportsSkipped = exportsSkipped
        self.platforms = platforms
        self.deviceChoice = deviceChoice
        self.platformProblems = platformProblems
        self.folder = ProjectFolder.absolute(folder ?? (configuration.file == nil ? FileManager.default.currentDirectoryPath
                                                                                  : configuration.baseDirectory))
        repositoryRoot = WorkTree.root(containing: self.folder)
        self.text = text
        self.catalogs = catalogs
        self.problems = problems
        self.baseline = baseline
        self.sources = sources
        var keys: [String: (catalog: Catalog, entry: CatalogEntry)] = [:]
        for catalog in catalogs {
            for entry in catalog.entries {
                guard let held = keys[entry.key] else {
                    keys[entry.key] = (catalog, entry)
                    continue
                }
                if Self.fitRank(entry, in: catalog, configuration) > Self.fitRank(held.entry, in: held.catalog, configuration) {
                    keys[entry.key] = (catalog, entry)
                }
            }
        }
        self.keys = keys
    }

    /// Loads the configuration (`options.configFile`, else `.typefit.yml` from the catalog PATHs'
    /// folders upward — from `options.directory` when no PATH is given —, else the defaults),
    /// applies the options' overrides, opens the fonts, reads the catalogs and the baseline. A
    /// catalog that cannot be read is a problem of the project, not an error: the others are still
    /// loaded.
    public static func load(_ options: Options) throws(ProjectError) -> Project {
        let timer = options.timer ?? StageTimer()
        let start = ContinuousClock.now
        let place = try ProjectFolder(options)
        var configuration = try readConfiguration(place.configFile)
        if let locales = options.locales { configuration.locales = locales.map { $0.lowercased() } == ["all"] ? nil : locales }
        if let categories = options.narrowing.categories { configuration.categories = categories }
        if let devices = options.narrowing.devices {
            configuration.devices = devices
            configuration.devicesDeclared = true
        }
        if let failOn = options.failOn { configuration.failOn = failOn }
        if let baseline = options.baseline { configuration.baseline = baseline }
        if let bytes = options.maxCatalogBytes { configuration.catalogLimits.fileBytes = bytes }
        if let keys = options.maxCatalogKeys { configuration.catalogLimits.keys = keys }
        if let apple = options.appleFonts {
            configuration.appleFonts = URL(fileURLWithPath: apple).path
            configuration.fontProfile = .appleSystem
        }

        let folder = place.folder(configuration, directory: options.directory)
        // The app's platforms choose its devices unless the config or the command line does; an
        // app typefit has no screens for stops here, before anything is measured.
        var platforms: (found: AppPlatforms?, choice: CheckReport.DeviceChoice?, problems: [InputProblem]) = (nil, nil, [])
        if options.readsProjectFiles {
            platforms = try choosePlatforms(&configuration, folders: place.defaultSources(configuration, directory: options.directory),
                                            projectFolder: folder)
        }

        let text: TextEngine
        do {
            text = try TextEngine(configuration: configuration, extraFonts: options.fonts, tracking: options.tracking,
                                  cjkLineBreak: options.cjkLineBreak)
        } catch {
            throw .font(error)
        }
        timer.record(Stage.configuration, seconds: StageTimer.seconds(since: start))

        var catalogs: [Catalog] = []
        var problems: [InputProblem] = []
        var exportsSkipped: [String] = []
        if var paths = options.catalogPaths(configuration) {
            // The catalogs a config names are the project's: one a link leads out of its folder is
            // refused unread, as catalog discovery refuses one in a folder it searches.
            var refused: [InputProblem] = []
            if options.catalogsFromConfiguration, let file = configuration.file {
                let configFolder = configuration.baseDirectory
                refused = paths.filter { LinkedFile.leaves($0, folder: configFolder) }.map {
                    InputProblem("a symbolic link out of the folder of \(file): not read", at: SourceLocation(file: $0, line: 1, column: 1))
                }
                paths.removeAll { LinkedFile.leaves($0, folder: configFolder) }
            }
            let loaded = timer.time(Stage.reading) { CatalogLoader.load(paths, options: catalogOptions(configuration)) }
            catalogs = loaded.catalogs
            problems = refused + loaded.errors
            exportsSkipped = loaded.exportsSkipped
            if catalogs.isEmpty && problems.isEmpty {
                problems.append(InputProblem("no catalogs (.xcstrings, .strings, .stringsdict, .xliff) found",
                                             at: SourceLocation(file: paths.joined(separator: ", "), line: 0, column: 0)))
            }
        }

        try checkLocalesExist(configuration, optionGiven: options.locales != nil, catalogs: catalogs)

        var baseline: Baseline?
        // A baseline named on the command line is a path as given; the config's is relative to it.
        // Either way a link out of the project's folder is not read (docs/security.md).
        if let path = options.baseline ?? configuration.baseline.map(configuration.resolve) {
            do { baseline = try Baseline.read(path, folder: folder) } catch { throw .baseline(error) }
        }
        var sourcesKey: [UInt8]?
        let sources = timer.time(Stage.inference) {
            readSources(options, configuration, place, catalogs: catalogs, cache: options.cache, key: &sourcesKey)
        }
        let project = try Project(configuration: configuration, text: text, catalogs: catalogs, problems: problems,
                                  baseline: baseline, sources: sources, exportsSkipped: exportsSkipped, folder: folder,
                                  platforms: platforms.found, deviceChoice: platforms.choice, platformProblems: platforms.problems)
        if let cache = options.cache {
            // Hashed when a check asks (a `typefit layout` never does).
            let inputs = CachedLayers.CheckInputs(cache: cache, options: options, sourcesKey: sourcesKey,
                                                  baseline: options.baseline ?? configuration.baseline.map(configuration.resolve))
            project.cacheInputs.withLock { $0 = inputs }
        }
        return project
    }

    /// The names of the stages a project times (`typefit check --timings`), in the order they run.
    public enum Stage {
        public static let configuration = "configuration and fonts"
        public static let reading = "reading catalogs"
        public static let inference = "source pass (where each key is drawn)"
        public static let environments = "environments and element plans"
        /// Hashing the inputs a check reads, for the run cache's key (`--cache-dir`).
        public static let cacheKeys = "run cache: hashing the inputs"
        /// A check's report read back from the run cache instead of checking.
        public static let keptCheck = "checking every key: kept in the run cache"
    }

    /// A locale asked for (`--locales`, `locales:`) that no catalog holds checks nothing: a typo
    /// there would otherwise pass silently with no finding.
    static func checkLocalesExist(_ configuration: CheckConfiguration, optionGiven: Bool,
                                  catalogs: [Catalog]) throws(ProjectError) {
        guard let wanted = configuration.locales, !catalogs.isEmpty else { return }
        var held: [String] = []
        for catalog in catalogs {
            for locale in catalog.locales where !held.contains(where: { $0.lowercased() == locale.lowercased() }) {
                held.append(locale)
            }
        }
        held.sort()
        for locale in wanted where !held.contains(where: { $0.lowercased() == locale.lowercased() }) {
            let unknown = UnknownNameError(kind: .catalogLocale, name: locale, valid: held)
            let source = optionGiven ? "" : "locales in \(configuration.file ?? "the configuration"): "
            throw .invalidField(.locales, .notChecked, source + unknown.summary + " The catalogs hold: " + held.joined(separator: ", "))
        }
    }

    /// The source pass over the app's code and Interface Builder files, when there are any: those
    /// `--sources` or the config's `sources.paths` name, else those of the project (the config's
    /// folder, else the catalog PATHs' folders, else the current folder).
    /// With a `cache`, the pass's reading of the files is kept there (`CachedLayers.sourcePass`)
    /// and `key` is set to the digest it was kept under.
    static func readSources(_ options: Options, _ configuration: CheckConfiguration, _ place: ProjectFolder,
                            catalogs: [Catalog], cache: RunCache? = nil, key: inout [UInt8]?) -> SourceLayout? {
        // With no catalog there is no key for a use to be of.
        guard !catalogs.isEmpty else { return nil }
        let paths: [String]
        switch options.sources {
        case .none: return nil
        case .paths(let given): paths = given
        case .configured:
            guard configuration.sources.enabled else { return nil }
            paths = configuration.sources.paths.map { $0.map(configuration.resolve) }
                ?? place.defaultSources(configuration, directory: options.directory)
        }
        let wrappers = configuration.sources.wrappers
        let layout = SourceScanner.scan(paths, keys: KeyIndex(catalogs: catalogs), wrappers: wrappers) { files, read in
            guard let cache else { return read() }
            let kept = CachedLayers.sourcePass(cache, files: files, catalogs: catalogs, wrappers: wrappers, read: read)
            key = kept.key
            return kept.layout
        }
        // A folder with no code or Interface Builder file says nothing about where keys are drawn.
        guard layout.readsCode || !layout.problems.isEmpty else { return nil }
        return layout
    }

    private static func readConfiguration(_ file: String?) throws(ProjectError) -> CheckConfiguration {
        guard let path = file else { return CheckConfiguration() }
        do {
            return try ConfigReader.read(file: path, ruleIDs: RuleRegistry.ids)
        } catch {
            throw .configuration(error)
        }
    }

    /// How catalog files become catalogs in this project: a `.strings` outside any `.lproj` is
    /// in the default source locale.
    static func catalogOptions(_ configuration: CheckConfiguration) -> CatalogLoadOptions {
        CatalogLoadOptions(defaultLocale: configuration.defaultSourceLocale, limits: configuration.catalogLimits)
    }

    /// How many environments (device × orientation × window × size) a check lays every text
    /// out in, narrowed or not.
    public func environmentCount(_ narrowing: Narrowing = Narrowing()) throws(ProjectError) -> Int {
        try engine(for: narrowing).environmentCount
    }

    /// How many keys the project's catalogs hold, counted per table as `typefit check` counts them
    /// (a key in two tables is two keys: each is translated and checked on its own).
    public var keyCount: Int { catalogs.reduce(0) { $0 + $1.entries.count } }

    // MARK: - check

    /// Checks `catalogs` (by default the project's) in every environment of the configuration,
    /// or of `narrowing`. The project's catalog problems are reported when its own catalogs are
    /// checked; its baseline always applies. See `CheckEngine.run` for `progress` and `shouldStop`.
    /// `timer` gets the time each stage took (`--timings`).
    /// `changes` (`changedKeys(since:)`) narrows the check to the keys changed since a commit. The
    /// report's `staleBaseline` is filled when the project's own catalogs are checked in every
    /// size and device of the configuration.
    public func check(_ catalogs: [Catalog]? = nil, narrowing: Narrowing = Narrowing(), changes: ChangedKeys? = nil,
                      version: String = "", timer: StageTimer? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                      shouldStop: (@Sendable () -> Bool)? = nil) throws(ProjectError) -> CheckReport {
        let start = ContinuousClock.now
        let checked = catalogs ?? self.catalogs
        // The run cache answers only the whole check of the project's own inputs: a narrowed,
        // selected or stoppable check is another question.
        let cached: (inputs: CachedLayers.CheckInputs, key: [UInt8])? =
            catalogs == nil && narrowing.isEmpty && changes == nil && shouldStop == nil
            ? cacheInputs.withLock { $0 }.map { inputs in
                let start = ContinuousClock.now
                defer { timer?.record(Stage.cacheKeys, seconds: StageTimer.seconds(since: start)) }
                return (inputs, CachedLayers.checkKey(inputs, project: self, version: version))
            } : nil
        var report: CheckReport
        let checking = ContinuousClock.now
        if let cached, let kept = cached.inputs.cache.read(KeptCheck.self, layer: CachedLayers.check, key: cached.key) {
            report = kept.report
            report.statistics.seconds = StageTimer.seconds(since: start)
            keptFontWarnings.withLock { $0 = kept.skippedFonts }
            timer?.record(Stage.keptCheck, seconds: StageTimer.seconds(since: checking))
        } else {
            let engine = try engine(for: narrowing)
            timer?.record(Stage.environments, seconds: StageTimer.seconds(since: checking))
            report = engine.run(catalogs: checked, problems: catalogs == nil ? problems : [], baseline: baseline,
                                selection: changes?.selection, coversBaseline: catalogs == nil && narrowing.isEmpty,
                                version: version, timer: timer, progress: progress, shouldStop: shouldStop)
            if let cached {
                cached.inputs.cache.write(KeptCheck(report: report, skippedFonts: text.fonts.skippedFiles.map { "\($0)" }),
                                          layer: CachedLayers.check, key: cached.key)
            }
        }
        if narrowing.devices == nil { report.deviceChoice = deviceChoice }
        if let changes {
            report.changedSince = CheckReport.ChangedSince(ref: changes.ref, commit: changes.commit, keys: report.statistics.keys,
                                                           of: checked.reduce(0) { $0 + $1.entries.count })
        }
        return report
    }

    /// Every text a check of the project's catalogs shapes, with the weights and sizes it is laid
    /// out at (`CheckEngine.textsToShape`): the benchmark's floor.
    package func textsToShape() throws(ProjectError) -> [TextToShape] {
        try engine(for: Narrowing()).textsToShape(catalogs)
    }

    /// The texts a check of `catalogs` would lay out (every value of every checked locale), to
    /// bound a request before running it.
    public func textCount(_ catalogs: [Catalog]) -> Int {
        catalogs.reduce(0) { sum, catalog in
            sum + catalog.locales.filter(configuration.includes).reduce(0) { inner, locale in
                inner + catalog.entries.reduce(0) { $0 + $1.values(for: locale).count }
            }
        }
    }

    /// Reads a catalog held in memory (an upload): `name` picks the reader and, for a `.strings`
    /// or `.stringsdict`, the locale from its `.lproj` folder; nothing is opened.
    public func readCatalog(bytes: [UInt8], name: String, format: CatalogFormat,
                            locale: String? = nil) throws(InputProblem) -> [Catalog] {
        try CatalogLoader.read(bytes: bytes, name: name, format: format, locale: locale,
                               options: Self.catalogOptions(configuration))
    }

    /// The engine for a narrowing. Engines are kept, since laying out the environments costs
    /// more than a small check; at most 32 narrowed ones (a client cycling through every size ×
    /// device list must not grow memory without end).
    func engine(for narrowing: Narrowing) throws(ProjectError) -> CheckEngine {
        if let cached = engines.withLock({ narrowing.isEmpty ? $0.full : $0.narrowed[narrowing] }) { return cached }
        var narrowedConfiguration = configuration
        if let categories = narrowing.categories { narrowedConfiguration.categories = categories }
        if let devices = narrowing.devices { narrowedConfiguration.devices = devices }
        let made: CheckEngine
        do {
            // Without a config, baselines are anchored where reports are: the project's work tree, else its folder.
            made = try CheckEngine(configuration: narrowedConfiguration, text: text, sources: sources,
                                   fingerprintBase: configuration.file == nil ? repositoryRoot ?? folder : nil)
        } catch {
            throw .invalid("the configuration cannot be laid out: \(error)")
        }
        engines.withLock { engines in
            if narrowing.isEmpty {
                engines.full = made
            } else {
                if engines.narrowed.count >= 32 { engines.narrowed.removeAll() }
                engines.narrowed[narrowing] = made
            }
        }
        return made
    }
}
