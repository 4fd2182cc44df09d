import Dispatch
import Foundation
import Synchronization
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout

/// Runs the check matrix: every catalog value × every environment (device, orientation, window,
/// size category) through every rule. Shaping happens once per text and weight; environments
/// with equal geometry share one layout; keys are spread over all cores; the findings come out
/// in the same order whatever the thread timing.
public final class CheckEngine: Sendable {
    public let configuration: CheckConfiguration
    public let text: TextEngine
    let layout: LayoutEngine
    let environments: [PlacedEnvironment]
    let deviceCount: Int
    let table = DynamicTypeTable()
    let scaling = FontMetricsScaling()
    let expander: PlaceholderExpander
    let enabledRules: [any CheckRule]
    let missingGlyphs: MissingGlyphsRule?
    private let slotTables = Mutex<[ElementSettings: SlotTable]>([:])
    /// The config's folder, standardized once: every finding's fingerprint is relative to it.
    private let baseDirectory: String
    /// Catalog files relative to it. A catalog has one or a few files and every finding names
    /// one; standardizing the path again for each of 100,000 findings was a tenth of a run.
    private let relativePaths = Mutex<[String: String]>([:])

    /// Resolves the configuration's devices, windows and sizes into environments. Throws
    /// `UnknownNameError` for a name that is neither a device nor a group.
    public init(configuration: CheckConfiguration, text: TextEngine, layout: LayoutEngine = LayoutEngine()) throws {
        self.configuration = configuration
        self.text = text
        self.baseDirectory = URL(fileURLWithPath: configuration.baseDirectory).standardizedFileURL.path
        self.layout = layout
        let catalog = DeviceCatalog()
        var devices: [Device] = []
        for name in configuration.devices {
            for device in try catalog.devices(matching: name) where !devices.contains(where: { $0.id == device.id }) {
                devices.append(device)
            }
        }
        self.deviceCount = devices.count
        let matrix = LayoutEnvironment.matrix(devices: devices, orientations: configuration.orientations,
                                              windows: configuration.windows, categories: configuration.categories,
                                              directions: [.ltr], rules: layout.options.windowRules)
        var placed: [PlacedEnvironment] = []
        for environment in matrix {
            var mirrored = environment
            mirrored.direction = .rtl
            guard let ltr = try? layout.guides(for: environment), let rtl = try? layout.guides(for: mirrored) else { continue }
            placed.append(PlacedEnvironment(environment: environment, ltr: ltr, rtl: rtl))
        }
        self.environments = placed
        var samples = PlaceholderSamples()
        if let object = configuration.placeholderObject { samples.object = object }
        self.expander = PlaceholderExpander(samples: samples)
        self.enabledRules = RuleRegistry.cellRules.filter { configuration.isEnabled(type(of: $0).description) }
        self.missingGlyphs = configuration.isEnabled(MissingGlyphsRule.description) ? MissingGlyphsRule() : nil
    }

    public var environmentCount: Int { environments.count }

    /// Checks catalogs. `problems` (files that could not be read) are carried into the report;
    /// `progress` is called with (keys done, keys in all) from worker threads. Workers ask
    /// `shouldStop` before each key; once it answers true the rest are skipped (the service's
    /// time limit), and the report holds the keys done so far.
    public func run(catalogs: [Catalog], problems: [InputProblem] = [], baseline: Baseline? = nil, version: String = "",
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    shouldStop: (@Sendable () -> Bool)? = nil) -> CheckReport {
        let started = Date()
        let units = catalogs.enumerated().flatMap { c, catalog in catalog.entries.indices.map { (c, $0) } }
        let results = Mutex<[[Finding]]>(Array(repeating: [], count: units.count))
        let hintProblems = Mutex<[InputProblem]>([])
        let counters = Mutex<(texts: Int, layouts: Int, done: Int)>((0, 0, 0))
        let next = Atomic<Int>(0)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, units.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < units.count, shouldStop?() != true else { break }
                let (c, e) = units[index]
                var checker = KeyChecker(engine: self, catalog: catalogs[c], entry: catalogs[c].entries[e])
                let findings = checker.check()
                results.withLock { $0[index] = findings }
                if let problem = checker.hintProblem { hintProblems.withLock { $0.append(problem) } }
                let done = counters.withLock {
                    $0.texts += checker.texts
                    $0.layouts += checker.layouts
                    $0.done += 1
                    return $0.done
                }
                progress?(done, units.count)
            }
        }
        var findings = results.withLock { $0.flatMap { $0 } }
        for catalog in catalogs { findings += catalogFindings(catalog) }
        findings.sort(by: Self.reportOrder)

        var suppressed = 0
        var baselined = 0
        let accepted = Set(baseline?.fingerprints ?? [])
        findings.removeAll { finding in
            if configuration.suppressions.contains(where: { $0.matches(rule: finding.rule, key: finding.key, locale: finding.locale) }) {
                suppressed += 1
                return true
            }
            if accepted.contains(finding.fingerprint) {
                baselined += 1
                return true
            }
            return false
        }

        var statistics = CheckStatistics()
        let counts = counters.withLock { $0 }
        statistics.catalogs = catalogs.count
        statistics.keys = units.count
        statistics.locales = Array(Set(catalogs.flatMap { $0.locales.filter(configuration.includes) })).sorted()
        statistics.texts = counts.texts
        statistics.devices = deviceCount
        statistics.environments = environments.count
        statistics.cells = counts.texts * environments.count
        statistics.layouts = counts.layouts
        statistics.seconds = Date().timeIntervalSince(started)
        let allProblems = problems + hintProblems.withLock { $0 }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        return CheckReport(version: version, configuration: configuration.file, findings: findings, suppressed: suppressed,
                           baselined: baselined, problems: allProblems, statistics: statistics)
    }

    func slotTable(for settings: ElementSettings) -> SlotTable {
        if let table = slotTables.withLock({ $0[settings] }) { return table }
        let made = SlotTable(settings: settings, environments: environments, layout: layout, table: table, scaling: scaling)
        slotTables.withLock { $0[settings] = made }
        return made
    }

    /// The catalog's own findings (placeholders, plurals, states) as findings of the same model.
    private func catalogFindings(_ catalog: Catalog) -> [Finding] {
        CatalogLint.findings(catalog).compactMap { item in
            guard let severity = configuration.severity(of: item.rule.rawValue, default: item.severity) else { return nil }
            if let locale = item.locale, !configuration.includes(locale) { return nil }
            if let entry = catalog.entry(item.key), let disabled = keySettings(entry).settings.disabledRules,
               disabled.contains(item.rule.rawValue) || disabled.contains("all") { return nil }
            let variant = item.path?.description
            return Finding(
                rule: item.rule.rawValue, severity: severity, message: item.message, key: item.key, locale: item.locale,
                variant: variant, catalog: catalog.name, file: item.location.file, line: item.location.line,
                column: item.location.column, text: nil, sourceText: nil, element: nil, elementFrom: nil, textStyle: nil,
                weight: nil, faces: [], worst: nil, bySize: [], environments: 0, devices: [], categories: [],
                fingerprint: fingerprint(item.rule.rawValue, item.location.file, item.key, item.locale, variant))
        }
    }

    /// Settings for an entry's key and where they came from, with its comment hint applied.
    func keySettings(_ entry: CatalogEntry) -> (settings: ElementSettings, from: String, hintError: String?) {
        var hint: ElementSettings?
        var hintError: String?
        if let comment = entry.comment {
            switch LayoutHint.parse(comment: comment, ruleIDs: RuleRegistry.ids) {
            case .success(let parsed)?: hint = parsed
            case .failure(let error)?: hintError = error.message
            case nil: break
            }
        }
        var (settings, line) = configuration.settings(forKey: entry.key, hint: hint)
        // With nothing declared, a text written in several paragraphs is a text block, not a
        // one-line label: checking it as one line would only report its line breaks.
        if hint == nil, line == nil, settings.lines == 1,
           entry.localizations.values.contains(where: { $0.contains { $0.text.contains("\n") } }) {
            settings.element = .multilineLabel
            settings.lines = 0
        }
        let from: String
        if hint != nil {
            from = "comment hint"
        } else if let line {
            from = "\(configuration.file.map { ($0 as NSString).lastPathComponent } ?? "config"):\(line)"
        } else {
            from = "default"
        }
        return (settings, from, hintError)
    }

    func fingerprint(_ rule: String, _ file: String, _ key: String, _ locale: String?, _ variant: String?) -> String {
        [rule, relativePath(file), key, locale ?? "", variant ?? ""].joined(separator: "|")
    }

    /// Paths in fingerprints are relative to the config's folder so baselines move with the repository.
    func relativePath(_ file: String) -> String {
        if let known = relativePaths.withLock({ $0[file] }) { return known }
        let full = URL(fileURLWithPath: file).standardizedFileURL.path
        let relative = full.hasPrefix(baseDirectory + "/") ? String(full.dropFirst(baseDirectory.count + 1)) : file
        relativePaths.withLock { $0[file] = relative }
        return relative
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.key != b.key { return a.key < b.key }
        if a.locale != b.locale { return (a.locale ?? "") < (b.locale ?? "") }
        if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
        return (RuleRegistry.positions[a.rule] ?? .max) < (RuleRegistry.positions[b.rule] ?? .max)
    }
}

extension CheckConfiguration {
    /// The configured severity of a rule, nil when it is off.
    func severity(of id: String, default fallback: FindingSeverity) -> FindingSeverity? {
        if let configured = severities[id] { return configured }
        return fallback
    }

    func isEnabled(_ rule: RuleDescription) -> Bool { severity(of: rule.id, default: rule.defaultSeverity) != nil }

    /// Whether the configuration checks `locale` (no `locales` list: every locale).
    public func includes(_ locale: String) -> Bool {
        guard let locales else { return true }
        return locales.contains { $0.lowercased() == locale.lowercased() }
    }

}
