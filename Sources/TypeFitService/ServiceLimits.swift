/// What one request may ask of the service. Every limit answers with a 4xx naming the limit, so
/// a client learns what to change; `typefit serve` flags set them.
public struct ServiceLimits: Sendable, Equatable {
    /// Largest request body, in bytes (413 above it). A catalog upload is the big case.
    public var maxBodyBytes: Int = 8 << 20
    /// Longest text in one field, in Unicode scalars. UI strings are short; 10,000 covers a
    /// long paragraph and keeps one measurement in the millisecond range.
    public var maxTextLength: Int = 10_000
    /// Most cells (texts × environments) one /v1/fit or /v1/check may lay out.
    public var maxCells: Int = 20_000_000
    /// Most wall-clock time a request may spend queued and running before it is abandoned (503).
    public var timeLimit: Duration = .seconds(30)
    /// Check jobs (`/v1/check`, the heavy lane) run at once; each already uses every core, so more
    /// only adds memory.
    public var concurrentJobs: Int = 1
    /// Check jobs that may wait for a free slot before new ones are turned away (429).
    public var queuedJobs: Int = 16
    /// Fit jobs (`/v1/fit`, the quick lane) run at once. Fits have a lane of their own so that a
    /// flood of catalog checks never makes a translator's fit wait behind it; one fit is one key.
    public var concurrentFits: Int = 2
    /// Fit jobs that may wait for a free slot before new ones are turned away (429).
    public var queuedFits: Int = 64
    /// Deepest JSON nesting a request body may have; the API's own documents need 4.
    public var maxJSONDepth: Int = 32
    /// Most entries in one list of a request body (`sizes`, `devices`, `locales`): there are 12
    /// sizes and a few dozen devices, so a longer list is refused (422) before it is decoded.
    public var maxListEntries: Int = 1_000

    public init() {}
}
