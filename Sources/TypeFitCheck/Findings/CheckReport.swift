import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitDevices

/// What was checked and how long it took.
public struct CheckStatistics: Sendable, Codable, Equatable {
    public var catalogs = 0
    public var keys = 0
    public var locales: [String] = []
    /// Texts measured (key × locale × variant, placeholders expanded).
    public var texts = 0
    public var devices = 0
    /// Device × orientation × window × size combinations.
    public var environments = 0
    /// Texts × environments: what the check covered.
    public var cells = 0
    /// Distinct layouts computed (environments with equal geometry share one).
    public var layouts = 0
    /// Keys checked in typefit's guessed element because nothing says how they are drawn: no use in
    /// the app's source, no layout rule, hint or `layout.default`. They get `locale-overflow` warnings only.
    public var keysWithoutLayout = 0
    public var seconds = 0.0

    public init() {}
}

/// The result of `typefit check`: findings in a deterministic order plus what was skipped.
public struct CheckReport: Sendable, Codable, Equatable {
    /// The tool's name, for readers of the JSON report.
    public var tool = "typefit"
    /// typefit's version.
    public var version: String
    /// The configuration file checked with; nil: the defaults.
    public var configuration: String?
    /// The findings, in a deterministic order, without the suppressed and baselined ones.
    public var findings: [Finding]
    /// How many findings the configuration's `suppress` entries left out.
    public var suppressed: Int
    /// How many findings the baseline left out.
    public var baselined: Int
    /// Input that could not be read (a catalog file, with its file and line); the rest was checked.
    public var problems: [InputProblem]
    /// What was checked (catalogs, keys, locales, texts, environments, cells) and how long it took.
    public var statistics: CheckStatistics
    /// Baseline entries the run could have matched and did not (sorted): findings fixed since the
    /// baseline was written, keys removed, catalogs deleted. `typefit baseline prune` removes them.
    /// Nil when there is no baseline, or when the run does not cover what the baseline was written
    /// over (fewer sizes or devices than the configuration's, or stopped early).
    public var staleBaseline: [String]?
    /// What `--changed-since` selected; nil when every key was checked.
    public var changedSince: ChangedSince?
    /// Why the check ran on the devices it did when the app's platforms chose them (an iPhone-only
    /// app is checked on iPhones); nil when the config or the command line chose, or the app runs
    /// on iPhones and iPads alike.
    public var deviceChoice: DeviceChoice?

    /// The devices the app's platforms chose, and what said so.
    public struct DeviceChoice: Sendable, Codable, Equatable {
        /// The device families checked: `iphone`, `ipad`, `watch`, `tv`.
        public var families: [String]
        /// The app's platforms: `ios`, `ipados`, `macos`, `watchos`, `tvos`, `visionos`.
        public var platforms: [String]
        /// What said so: `TARGETED_DEVICE_FAMILY = 1 (target App)`, `UIDeviceFamily = [2]`, `platforms: [ios]`.
        public var setting: String
        public var file: String
        public var line: Int

        /// The devices left out because they cannot run the oldest system the app supports, and
        /// what set it; nil when none was. When only this chose, `setting` is empty.
        public var minimumSystem: MinimumSystem?

        public init(families: [String], platforms: [String], setting: String, file: String, line: Int,
                    minimumSystem: MinimumSystem? = nil) {
            self.families = families
            self.platforms = platforms
            self.setting = setting
            self.file = file
            self.line = line
            self.minimumSystem = minimumSystem
        }

        /// The app's deployment target and the catalog's devices that cannot run it.
        public struct MinimumSystem: Sendable, Codable, Equatable {
            /// `iOS 16`, `iOS 15.4`.
            public var system: String
            /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0 (target App)`, `platforms: .iOS(16)`.
            public var setting: String
            public var file: String
            public var line: Int
            /// Device ids not checked (`iphone-se-1`…).
            public var leftOut: [String]

            public init(system: String, setting: String, file: String, line: Int, leftOut: [String]) {
                self.system = system
                self.setting = setting
                self.file = file
                self.line = line
                self.leftOut = leftOut
            }

            /// “not checked on 4 devices that cannot run iOS 16 (iPhone SE (1st generation), …), the
            /// app's oldest system as platforms: .iOS(16) says (Package.swift:9)”.
            public var phrase: String {
                let catalog = DeviceCatalog()
                let names = leftOut.prefix(4).map { (try? catalog.device(named: $0).name) ?? $0 }
                let more = leftOut.count > 4 ? ", …" : ""
                return "not checked on \(leftOut.count) device\(leftOut.count == 1 ? "" : "s") that cannot run \(system) "
                    + "(\(names.joined(separator: ", "))\(more)), the app's oldest system as \(setting) says (\(file):\(line))"
            }
        }

        /// “iPhones”, “iPads”, “Apple Watch and Apple TV”: the families as a phrase.
        public var familiesPhrase: String {
            let names = families.map { ["iphone": "iPhones", "ipad": "iPads", "watch": "Apple Watch", "tv": "Apple TV"][$0] ?? $0 }
            return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
    }

    public init(version: String, configuration: String?, findings: [Finding], suppressed: Int, baselined: Int,
                problems: [InputProblem], statistics: CheckStatistics) {
        self.version = version
        self.configuration = configuration
        self.findings = findings
        self.suppressed = suppressed
        self.baselined = baselined
        self.problems = problems
        self.statistics = statistics
    }

    /// The keys a `--changed-since` run checked: those whose text changed since `ref` (`commit`).
    public struct ChangedSince: Sendable, Codable, Equatable {
        public var ref: String
        public var commit: String
        /// Keys checked, and keys in the catalogs read.
        public var keys: Int
        public var of: Int

        public init(ref: String, commit: String, keys: Int, of: Int) {
            self.ref = ref
            self.commit = commit
            self.keys = keys
            self.of = of
        }
    }

    /// The number of findings of `severity` or worse.
    public func count(atLeast severity: FindingSeverity) -> Int { findings.filter { $0.severity >= severity }.count }
}
