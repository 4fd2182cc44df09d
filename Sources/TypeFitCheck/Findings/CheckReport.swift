import TypeFitDiagnostics
import TypeFitCatalog

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
    public var tool = "typefit"
    public var version: String
    public var configuration: String?
    public var findings: [Finding]
    public var suppressed: Int
    public var baselined: Int
    public var problems: [InputProblem]
    public var statistics: CheckStatistics

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

    public func count(atLeast severity: FindingSeverity) -> Int { findings.filter { $0.severity >= severity }.count }
}
