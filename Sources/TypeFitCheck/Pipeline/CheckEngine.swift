import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitLayout

/// Runs the check matrix: every catalog value × every environment (device, orientation, window,
/// size category) through every rule (`CheckPipeline` has the stages). Shaping happens once per
/// text and weight; environments with equal geometry share one layout; keys are spread over all
/// cores; the findings come out in the same order whatever the thread timing. One engine serves
/// any number of runs and keeps the element plans it made.
package final class CheckEngine: Sendable {
    let context: CheckContext

    /// Lays the configuration's devices, windows and sizes out into environments. `sources` is
    /// what the app's source says about each key (nil: no source was read).
    package init(configuration: CheckConfiguration, text: TextEngine, layout: LayoutEngine = LayoutEngine(),
                 sources: SourceLayout? = nil) throws {
        context = try CheckContext(configuration: configuration, text: text, layout: layout, sources: sources)
    }

    package var configuration: CheckConfiguration { context.configuration }
    package var text: TextEngine { context.text }
    package var environmentCount: Int { context.environments.count }

    /// Checks catalogs. `problems` (files that could not be read) are carried into the report;
    /// `progress` is called with (keys done, keys in all) from worker threads. Workers ask
    /// `shouldStop` before each key; once it answers true the rest are skipped (the service's
    /// time limit), and the report holds the keys done so far.
    package func run(catalogs: [Catalog], problems: [InputProblem] = [], baseline: Baseline? = nil, version: String = "",
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    shouldStop: (@Sendable () -> Bool)? = nil) -> CheckReport {
        CheckPipeline.run(context, catalogs: catalogs, problems: problems, baseline: baseline, version: version,
                          progress: progress, shouldStop: shouldStop)
    }
}

extension CheckConfiguration {
    /// The configured severity of a rule, nil when it is off.
    func severity(of id: String, default fallback: FindingSeverity) -> FindingSeverity? {
        guard let configured = severities[id] else { return fallback }
        return configured.severity
    }

    func isEnabled(_ rule: RuleDescription) -> Bool { severity(of: rule.id, default: rule.defaultSeverity) != nil }

    /// Whether the configuration checks `locale` (no `locales` list: every locale).
    package func includes(_ locale: String) -> Bool {
        guard let locales else { return true }
        return locales.contains { $0.lowercased() == locale.lowercased() }
    }
}
