import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One lane of jobs (the service has one for fits and one for checks): runs them on threads of
/// their own, off Swift's cooperative pool (on Linux, Dispatch's global pool: a job there would
/// hold a thread /v1/measure is answered on for its whole run), a few at a time, with a bounded
/// wait list and a deadline each job watches between keys. A background lane's threads run at a
/// lowered priority, so a catalog check takes the cores only when quick requests leave them
/// idle. A full lane refuses at once (429 with Retry-After) instead of making anyone wait.
final class JobQueue: Sendable {
    private struct State {
        var running = 0
        /// Admitted, still reading their input (a request body): they hold a place in the lane
        /// so that a burst of uploads is refused before it is read, not after.
        var reading = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
        /// Seconds a job of this lane has taken lately (a moving average), for Retry-After.
        var typicalSeconds = 1.0
    }

    let lane: String
    /// Lowers the job threads' priority (Linux nice 5, Darwin utility QoS).
    private let background: Bool
    private let slots: Int
    private let waitLimit: Int
    private let state = Mutex(State())
    private let metrics: ServiceMetrics

    init(lane: String, slots: Int, waitLimit: Int, background: Bool = false, metrics: ServiceMetrics) {
        self.lane = lane
        self.background = background
        self.slots = max(1, slots)
        self.waitLimit = max(0, waitLimit)
        self.metrics = metrics
        publish()
    }

    /// Takes a place in the lane (or refuses with 429 when every slot and place is taken), reads
    /// `input`, then runs `work` on it once a slot is free. `work` gets a `shouldStop` to poll;
    /// once `timeLimit` has passed since `input` was read, it answers true, the job winds down,
    /// and the caller gets a 503.
    func run<Input: Sendable, T: Sendable>(
        timeLimit: Duration, input: () async throws(APIError) -> Input,
        _ work: @escaping @Sendable (Input, _ shouldStop: @escaping @Sendable () -> Bool) throws(APIError) -> T
    ) async throws(APIError) -> T {
        try admit()
        let value: Input
        do {
            value = try await input()
        } catch {
            state.withLock { $0.reading -= 1 }
            publish()
            throw error
        }
        let deadline = ContinuousClock.now + timeLimit
        await acquire()
        let started = ContinuousClock.now
        defer { release(ran: ContinuousClock.now - started) }
        let expired = Atomic<Bool>(false)
        let shouldStop: @Sendable () -> Bool = {
            if ContinuousClock.now < deadline { return false }
            expired.store(true, ordering: .relaxed)
            return true
        }
        if shouldStop() { throw Self.timedOut(timeLimit) }
        let background = self.background
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, APIError>, Never>) in
            let thread = Thread {
                #if os(Linux)
                // Per thread on Linux (and inherited by the threads the check starts); the thread ends with the job.
                if background { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 5) }
                #endif
                continuation.resume(returning: Result { () throws(APIError) in try work(value, shouldStop) })
            }
            if background { thread.qualityOfService = .utility }
            thread.start()
        }
        if expired.load(ordering: .relaxed) { throw Self.timedOut(timeLimit) }
        return try result.get()
    }

    private static func timedOut(_ limit: Duration) -> APIError {
        APIError(503, .timeLimit, "the request ran past the server's time limit of \(limit.components.seconds) s "
                    + "(--time-limit) and was stopped; narrow it with locales, sizes or devices")
    }

    private func admit() throws(APIError) {
        let refusal: (ahead: Int, seconds: Double)? = state.withLock { s in
            let admitted = s.running + s.reading + s.waiting.count
            if admitted < slots + waitLimit {
                s.reading += 1
                return nil
            }
            return (admitted, s.typicalSeconds)
        }
        guard let refusal else {
            publish()
            return
        }
        // Long enough for the jobs ahead to make room at the pace this lane has been going.
        let retryAfter = max(1, Int((refusal.seconds * Double(refusal.ahead) / Double(slots)).rounded(.up)))
        throw APIError(429, .busy, "the server is running \(slots) \(lane) job(s) with \(waitLimit) waiting; "
                           + "try again in \(retryAfter) s", retryAfter: retryAfter)
    }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted: Bool = state.withLock { s in
                s.reading -= 1
                if s.running < slots { s.running += 1; return true }
                s.waiting.append(continuation)
                return false
            }
            if admitted { continuation.resume() }
            publish()
        }
    }

    /// Hands the slot to the first waiter, if any, else frees it.
    private func release(ran: Duration) {
        let seconds = Double(ran.components.seconds) + Double(ran.components.attoseconds) / 1e18
        let next: CheckedContinuation<Void, Never>? = state.withLock { s in
            s.typicalSeconds = 0.8 * s.typicalSeconds + 0.2 * seconds
            if s.waiting.isEmpty { s.running -= 1; return nil }
            return s.waiting.removeFirst()
        }
        next?.resume()
        publish()
    }

    private func publish() {
        let (running, queued) = state.withLock { ($0.running, $0.waiting.count) }
        metrics.jobs(lane: lane, running: running, queued: queued)
    }
}
