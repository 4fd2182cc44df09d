import Synchronization

/// How long each stage of a run took (`typefit check --timings`), in the order the stages first
/// ran. A stage run once is timed on the clock; a stage that worker threads run key by key
/// (layout, rules, folding) is the sum of its time on every thread, so its seconds can exceed the
/// run's and compare with each other, not with the clock. One timer may be shared by threads.
public final class StageTimer: Sendable {
    /// One stage as recorded: its name and seconds.
    public struct Stage: Sendable, Equatable {
        public let name: String
        public var seconds: Double
        /// Seconds summed over worker threads rather than read off the clock.
        public let summedOverThreads: Bool
    }

    private let recorded = Mutex<[Stage]>([])

    public init() {}

    /// The stages so far, in the order each first ran.
    public var stages: [Stage] { recorded.withLock { $0 } }

    /// Adds `seconds` to the stage `name` (a stage met again, such as one report of several, adds up).
    public func record(_ name: String, seconds: Double, summedOverThreads: Bool = false) {
        recorded.withLock { stages in
            if let index = stages.firstIndex(where: { $0.name == name }) {
                stages[index].seconds += seconds
            } else {
                stages.append(Stage(name: name, seconds: seconds, summedOverThreads: summedOverThreads))
            }
        }
    }

    /// Runs `body` as the stage `name`.
    public func time<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        let start = ContinuousClock.now
        defer { record(name, seconds: Self.seconds(since: start)) }
        return try body()
    }

    /// Seconds from `start` to now, on the clock stages are timed with.
    public static func seconds(since start: ContinuousClock.Instant) -> Double {
        seconds(ContinuousClock.now - start)
    }

    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
