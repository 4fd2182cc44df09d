import Foundation
import Synchronization
import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout

/// What every stage of the check reads and none changes: the configuration, the engines, the
/// environments of the matrix and the rules that are on. Built once per configuration; the
/// caches inside only remember work already done (element plans, texts laid out, relative paths).
struct CheckContext: Sendable {
    let configuration: CheckConfiguration
    let text: TextEngine
    let layout: LayoutEngine
    let environments: [PlacedEnvironment]
    let deviceCount: Int
    private(set) var expander: PlaceholderExpander
    /// Cell rules that are on, in report order.
    let rules: [any CheckRule]
    let missingGlyphs: MissingGlyphsRule?
    let plans: ElementPlans
    let layouts: LayoutMemo
    let paths: RelativePaths
    /// What the app's source says about each key; nil when no source was read.
    let sources: SourceUseIndex?
    /// The project's target languages (every locale its catalogs have or the configuration
    /// names, that it checks, pseudo-locales left out) and how much longer than the source each
    /// is: what `source-headroom` holds a source text to. Empty until `measuringTranslations`.
    private(set) var targetLocales: [String] = []
    private(set) var expansion = TranslationExpansion()

    init(configuration: CheckConfiguration, text: TextEngine, layout: LayoutEngine, sources: SourceLayout?,
         fingerprintBase: String? = nil) throws {
        self.configuration = configuration
        self.text = text
        self.layout = layout
        deviceCount = configuration.devices.count
        let matrix = LayoutEnvironment.matrix(devices: configuration.devices, orientations: configuration.orientations,
                                              familyOrientations: configuration.familyOrientations, windows: configuration.windows, categories: configuration.categories,
                                              directions: [.ltr], rules: layout.options.windowRules)
        var placed: [PlacedEnvironment] = []
        for environment in matrix {
            var mirrored = environment
            mirrored.direction = .rtl
            placed.append(PlacedEnvironment(environment: environment, ltr: try layout.guides(for: environment),
                                            rtl: try layout.guides(for: mirrored)))
        }
        environments = placed
        expander = PlaceholderExpander(samples: configuration.placeholders.expanderSamples)
        rules = RuleRegistry.cellRules.filter { configuration.isEnabled(type(of: $0).description) }
        missingGlyphs = configuration.isEnabled(MissingGlyphsRule.description) ? MissingGlyphsRule() : nil
        plans = ElementPlans()
        layouts = LayoutMemo()
        paths = RelativePaths(base: fingerprintBase ?? configuration.baseDirectory)
        self.sources = sources.map { SourceUseIndex($0, minimumGrade: configuration.sources.minimumGrade) }
    }

    /// This context with what it reads from every catalog: the texts call-site arguments hold
    /// (`LocalizedTexts`), and the target languages and their expansion.
    func measuringTranslations(_ catalogs: [Catalog]) -> CheckContext {
        var measured = self
        if let keys = sources?.argumentKeys, !keys.isEmpty { measured.expander.localizedTexts = LocalizedTexts(catalogs, keys: keys) }
        guard rules.contains(where: { $0 is SourceHeadroomRule }) else { return measured }
        let pseudo = Set(PseudoLocale.allCases.map(\.tag))
        var locales = Set(catalogs.flatMap(\.locales))
        locales.formUnion(configuration.locales ?? [])
        measured.targetLocales = locales.filter { $0 != "Base" && !pseudo.contains($0) && configuration.includes($0) }.sorted()
        measured.expansion = TranslationExpansion.measure(catalogs)
        return measured
    }

    /// The plan of an element over the whole matrix, made once per distinct settings. Throws when
    /// its text style has no size at a category of the matrix.
    func plan(for settings: ElementSettings) throws -> ElementPlan {
        try plans.plan(for: settings) {
            try ElementPlan(settings: settings, environments: environments, layout: layout, table: DynamicTypeTable(),
                            scaling: FontMetricsScaling())
        }
    }

    /// A stable id for baselines: rule, file (relative to the config, or to the base the engine was
    /// given), key, locale and variant.
    func fingerprint(_ rule: String, _ file: String, _ key: String, _ locale: String?, _ variant: String?) -> String {
        [rule, paths.relative(file), key, locale ?? "", variant ?? ""].joined(separator: "|")
    }

    /// The mark a variant carries when its key is drawn in several places: ` @file:line:column`
    /// of the place, the file named as `fingerprint` names files, so a baseline recorded in one
    /// clone matches in another (a CI checkout, a colleague's folder).
    func placeMark(_ location: SourceLocation) -> String {
        " @\(paths.relative(location.file)):\(location.line):\(location.column)"
    }

    /// `fingerprint` as this context writes it today. Before 0.2.0 the place mark held the
    /// source file's absolute path: such an entry of a baseline, under this project's folder,
    /// reads as the same entry with the path made relative; any other entry is returned as it is.
    func portable(_ fingerprint: String) -> String {
        guard let mark = fingerprint.range(of: " @/", options: .backwards) else { return fingerprint }
        let place = fingerprint[fingerprint.index(mark.lowerBound, offsetBy: 2)...]
        // file:line:column — the file is what is left of the last two colons.
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return fingerprint
        }
        let file = parts.dropLast(2).joined(separator: ":")
        let relative = paths.relative(file)
        guard relative != file else { return fingerprint }
        return String(fingerprint[..<mark.lowerBound]) + placeMark(SourceLocation(file: relative, line: line, column: column))
    }
}

/// One environment of the matrix with its guides in both directions (RTL locales mirror the
/// placement; the widths are the same).
struct PlacedEnvironment: Sendable {
    let environment: LayoutEnvironment
    let ltr: LayoutGuides
    let rtl: LayoutGuides
}

/// Element plans by settings: keys with equal settings share one.
final class ElementPlans: Sendable {
    private let made = Mutex<(plans: [ElementSettings: ElementPlan], count: Int)>(([:], 0))

    func plan(for settings: ElementSettings, make: () throws -> ElementPlan) rethrows -> ElementPlan {
        if let plan = made.withLock({ $0.plans[settings] }) { return plan }
        var plan = try make()
        return made.withLock { made in
            // Two threads may make the same plan at once: the first one kept is everyone's.
            if let kept = made.plans[settings] { return kept }
            made.count += 1
            plan.id = made.count
            made.plans[settings] = plan
            return plan
        }
    }
}

/// Catalog paths relative to the config's folder, so baselines move with the repository.
package final class RelativePaths: Sendable {
    /// The config's folder, standardized once.
    private let base: String
    /// A catalog has one or a few files and every finding names one; standardizing the path
    /// again for each of 100,000 findings was a tenth of a run.
    private let known = Mutex<[String: String]>([:])

    package init(base: String) {
        self.base = URL(fileURLWithPath: base).standardizedFileURL.path
    }

    package func relative(_ file: String) -> String {
        if let relative = known.withLock({ $0[file] }) { return relative }
        let full = URL(fileURLWithPath: file).standardizedFileURL.path
        let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : file
        known.withLock { $0[file] = relative }
        return relative
    }

    /// A path as `relative` gives it, made absolute again.
    package func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : base + "/" + path
    }
}
