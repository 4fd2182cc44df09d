import Dispatch
import Synchronization

/// Runs fit and check jobs off Swift's cooperative pool (they block a thread per core for their
/// whole run), a few at a time, with a bounded wait list and a deadline each job watches between
/// keys. The HTTP side stays responsive while the cores are busy laying out catalogs.
final class JobQueue: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let slots: Int
    private let waitLimit: Int
    private let state = Mutex(State())
    private let metrics: ServiceMetrics

    init(slots: Int, waitLimit: Int, metrics: ServiceMetrics) {
        self.slots = max(1, slots)
        self.waitLimit = max(0, waitLimit)
        self.metrics = metrics
    }

    /// Runs `work` once a slot is free. `work` gets a `shouldStop` to poll; once the deadline has
    /// passed it answers true, the job winds down, and the caller gets a 503.
    func run<T: Sendable>(deadline: ContinuousClock.Instant, timeLimit: Duration,
                          _ work: @escaping @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) -> T) async throws(APIError) -> T {
        try await acquire()
        defer { release() }
        let expired = Atomic<Bool>(false)
        let shouldStop: @Sendable () -> Bool = {
            if ContinuousClock.now < deadline { return false }
            expired.store(true, ordering: .relaxed)
            return true
        }
        if shouldStop() { throw Self.timedOut(timeLimit) }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            DispatchQueue.global().async { continuation.resume(returning: work(shouldStop)) }
        }
        if expired.load(ordering: .relaxed) { throw Self.timedOut(timeLimit) }
        return result
    }

    private static func timedOut(_ limit: Duration) -> APIError {
        APIError(503, .timeLimit, "the request ran past the server's time limit of \(limit.components.seconds) s "
                    + "(--time-limit) and was stopped; narrow it with locales, sizes or devices")
    }

    private func acquire() async throws(APIError) {
        enum Admission { case now, wait, refuse }
        let admission: Admission = state.withLock { s in
            if s.running < slots { s.running += 1; return .now }
            return s.waiting.count < waitLimit ? .wait : .refuse
        }
        switch admission {
        case .now: publish()
        case .refuse:
            throw APIError(429, .busy, "the server is running \(slots) job(s) with \(waitLimit) waiting; try again shortly")
        case .wait:
            await withCheckedContinuation { continuation in
                let admitted: Bool = state.withLock { s in
                    if s.running < slots { s.running += 1; return true }
                    s.waiting.append(continuation)
                    return false
                }
                if admitted { continuation.resume() }
                publish()
            }
        }
    }

    /// Hands the slot to the first waiter, if any, else frees it.
    private func release() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { s in
            if s.waiting.isEmpty { s.running -= 1; return nil }
            return s.waiting.removeFirst()
        }
        next?.resume()
        publish()
    }

    private func publish() {
        let (running, queued) = state.withLock { ($0.running, $0.waiting.count) }
        metrics.jobs(running: running, queued: queued)
    }
}
