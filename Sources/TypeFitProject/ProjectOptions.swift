import Foundation
import TypeFitConfig
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale

extension Project {
    /// What a front end may say about the project before it is loaded: where the configuration
    /// is, and the command line's overrides of it.
    public struct Options: Sendable {
        /// The config file; nil: `.typefit.yml` in `directory` or the nearest folder above it.
        public var configFile: String?
        /// Whether to look for `.typefit.yml` when no `configFile` is given.
        public var searchesForConfig = true
        /// The folder typefit runs in (the current folder by default): where the config search
        /// starts, and the project's folder, when no catalog PATH is given.
        public var directory: String = FileManager.default.currentDirectoryPath
        /// Font files tried before the configuration's and the profile's (paths as given).
        public var fonts: [String] = []
        /// A folder of Apple's font files (`--apple-fonts`), as given: instead of the configuration's
        /// `fonts.apple`, and the profile becomes `apple-system`.
        public var appleFonts: String?
        /// Tracking instead of the configuration's.
        public var tracking: TrackingMode?
        /// Chinese and Japanese line starts instead of the configuration's `cjk-line-break`.
        public var cjkLineBreak: CJKLineBreak?
        /// Which catalogs to load.
        public var catalogs: CatalogChoice = .configured
        /// Locales to check instead of the configuration's; `["all"]`: every locale.
        public var locales: [String]?
        /// Sizes and devices instead of the configuration's.
        public var narrowing = Narrowing()
        /// The lowest severity that fails the run, instead of the configuration's `fail-on`.
        public var failOn: FailThreshold?
        /// A baseline file, as given (the configuration's is relative to the configuration).
        public var baseline: String?
        /// Which app source to read for where keys are drawn.
        public var sources: SourceChoice = .configured
        /// Bytes and keys one catalog file may have, instead of the configuration's `limits:`.
        public var maxCatalogBytes: Int?
        public var maxCatalogKeys: Int?
        /// Where loading records its stages (`--timings`); nil: not timed.
        public var timer: StageTimer?
        /// Where the source pass and the check keep their results for the next run over the same
        /// inputs (`--cache-dir`); nil: nothing is kept or read back.
        public var cache: RunCache?

        /// Options that load `configFile`, or search for `.typefit.yml` from `directory` when it is nil.
        public init(configFile: String? = nil) {
            self.configFile = configFile
        }

        /// Whether the app's platforms are read from its project files and choose its devices (an
        /// iPhone-only app on iPhones; an app typefit has no screens for is refused). Only for a run
        /// over the project's own catalogs: never for a service or a measurement.
        public var readsPlatforms = true

        var readsProjectFiles: Bool {
            switch catalogs {
            case .configured, .paths: readsPlatforms
            case .configuredIfAny, .none: false
            }
        }

        /// Whether `catalogPaths` are the configuration's `catalogs` (not PATHs of the command line).
        var catalogsFromConfiguration: Bool {
            switch catalogs {
            case .configured, .configuredIfAny: true
            case .paths(let paths): paths.isEmpty
            case .none: false
            }
        }

        func catalogPaths(_ configuration: CheckConfiguration) -> [String]? {
            switch catalogs {
            case .configured: configuration.catalogs.map(configuration.resolve)
            case .configuredIfAny: configuration.file == nil ? nil : configuration.catalogs.map(configuration.resolve)
            case .paths(let paths): paths.isEmpty ? configuration.catalogs.map(configuration.resolve) : paths
            case .none: nil
            }
        }
    }

    /// Which app source a project reads.
    public enum SourceChoice: Sendable, Equatable {
        /// The configuration's `sources` (by default its folder; with no configuration, the current folder).
        case configured
        /// These files and folders (`--sources`).
        case paths([String])
        /// None (`--no-sources`, or measuring only).
        case none
    }

    /// Which catalogs a project loads.
    public enum CatalogChoice: Sendable, Equatable {
        /// The configuration's `catalogs` (without a configuration: the current folder).
        case configured
        /// The configuration's `catalogs` when there is a configuration file, else none (the service).
        case configuredIfAny
        /// These files and folders (none given: as `.configured`).
        case paths([String])
        /// None (measuring only).
        case none
    }
}
