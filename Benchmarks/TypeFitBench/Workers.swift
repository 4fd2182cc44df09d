import Dispatch
import Synchronization

/// Runs `body` over [0, count) on `threads` threads. Items are handed out in small chunks from
/// a shared counter, so a thread that drew long strings does not hold up the others.
/// Each thread folds its items into its own `State`; the states come back in thread order.
func parallelFold<State: Sendable>(count: Int, threads: Int, chunk: Int = 16, initial: @Sendable () -> State,
                                   _ body: @Sendable (inout State, Int) -> Void) -> [State] {
    let next = Atomic<Int>(0)
    let results = Mutex<[Int: State]>([:])
    let workers = max(1, threads)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var state = initial()
        while true {
            let start = next.add(chunk, ordering: .relaxed).oldValue
            if start >= count { break }
            for item in start..<min(start + chunk, count) { body(&state, item) }
        }
        results.withLock { $0[worker] = state }
    }
    return results.withLock { all in (0..<workers).compactMap { all[$0] } }
}
