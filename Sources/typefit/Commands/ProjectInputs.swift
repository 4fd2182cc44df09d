import ArgumentParser
import Foundation
import TypeFit

/// What a check reads, for `typefit check` and `typefit baseline prune` alike: the config, the
/// catalogs, fonts, the baseline, the app's source and the catalog limits.
struct ProjectInputs: ParsableArguments {
    @Argument(help: "Catalog files or folders, read as their project's wherever typefit runs (default: the config's catalogs, else the current folder).")
    var paths: [String] = []

    @Option(help: "The config file (default: .typefit.yml in the PATHs' folder or above; with no PATH, here or above).",
            completion: .configFile)
    var config: String?

    @Option(name: .customLong("font"), help: "A font file to use before the defaults (repeatable).", completion: .fontFile)
    var fonts: [String] = []

    @Option(name: .customLong("apple-fonts"), help: .appleFonts(), completion: .folder)
    var appleFonts: String?

    @Option(help: "A baseline file of accepted findings (overrides the config's).", completion: .baselineFile)
    var baseline: String?

    @Option(name: .customLong("cjk-line-break"),
            help: "Which characters may start a line in Chinese and Japanese: strict (not ー or small kana), normal, loose, auto (ICU's rules for the locale). Default: the config's cjk-line-break, else strict.")
    var cjkLineBreak: CJKLineBreak?

    @Option(name: .customLong("sources"),
            help: "App source to read for where each key is drawn, instead of the config's (repeatable).")
    var sources: [String] = []

    @Flag(name: .customLong("no-sources"), help: "Read no app source: keys are checked as the layout rules and hints say.")
    var noSources = false

    @Option(name: .customLong("max-catalog-size"),
            help: "Largest catalog file checked, e.g. 64MB or 512KB (default: the config's limits.catalog-size, else 64MB).")
    var maxCatalogSize: String?

    @Option(name: .customLong("max-catalog-keys"),
            help: "Most keys a catalog file may have (default: the config's limits.catalog-keys, else 100000).")
    var maxCatalogKeys: Int?

    func validate() throws {
        if noSources && !sources.isEmpty { throw ValidationError("give --sources or --no-sources, not both") }
        if let maxCatalogSize, !(CatalogLimits.size(parsing: maxCatalogSize).map(CatalogLimits.fileBytesRange.contains) ?? false) {
            throw ValidationError("--max-catalog-size takes a size from 1 KB to 2 GB (64MB, 512KB, or bytes), not '\(maxCatalogSize)'")
        }
        if let maxCatalogKeys, !CatalogLimits.keysRange.contains(maxCatalogKeys) {
            throw ValidationError("--max-catalog-keys takes a whole number from \(CatalogLimits.keysRange.lowerBound) to "
                                  + "\(CatalogLimits.keysRange.upperBound), not \(maxCatalogKeys)")
        }
    }

    /// The project these inputs name; the command adds its own overrides.
    var projectOptions: Project.Options {
        var options = Project.Options(configFile: config)
        options.fonts = fonts
        options.appleFonts = appleFonts
        options.catalogs = .paths(paths)
        options.baseline = baseline
        options.cjkLineBreak = cjkLineBreak
        options.maxCatalogBytes = maxCatalogSize.flatMap(CatalogLimits.size(parsing:))
        options.maxCatalogKeys = maxCatalogKeys
        if noSources {
            options.sources = .none
        } else if !sources.isEmpty {
            options.sources = .paths(sources)
        }
        return options
    }
}
