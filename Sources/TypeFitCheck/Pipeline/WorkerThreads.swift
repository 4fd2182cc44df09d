import Foundation

/// The check's workers as threads of their own rather than Dispatch's global pool. On Linux
/// Swift's concurrency runs on that same pool, one thread per core, so a check spread over it
/// with `concurrentPerform` held every thread the server answers requests on for its whole run.
/// New threads also inherit their starter's priority: a check started from a lowered thread
/// (the server's check lane) runs lowered throughout.
enum WorkerThreads {
    /// Runs `body(i)` for i in 0..<count, one on the calling thread and the rest on new threads,
    /// and returns when all have.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for index in 1..<max(1, count) {
            done.enter()
            Thread.detachNewThread {
                body(index)
                done.leave()
            }
        }
        body(0)
        done.wait()
    }
}
