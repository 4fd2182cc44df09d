import Foundation

/// Runs one file's parse and reading on a thread of its own with a large stack: swift-syntax's
/// parser and the readers recurse once per level of nesting, and a Dispatch worker's default
/// stack is not enough for the depths `SwiftNesting` and `SyntaxDepth` allow, in a debug build
/// least of all. The stack is reserved address space: pages are only touched as deep as the
/// recursion goes.
enum SwiftParseThread {
    static let stackSize = 256 << 20

    /// The caller's work and its result. The caller blocks until the thread is done, so the
    /// work never runs at the same time as the code that made it: it may capture what it likes.
    private final class Job<Result>: @unchecked Sendable {
        let work: () -> Result
        var result: Result?
        let done = DispatchSemaphore(value: 0)

        init(_ work: @escaping () -> Result) { self.work = work }
    }

    /// `work`'s result, computed on a large-stack thread while the caller waits.
    static func run<Result>(_ work: @escaping () -> Result) -> Result {
        let job = Job(work)
        let thread = Thread {
            job.result = job.work()
            job.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        job.done.wait()
        guard let result = job.result else { preconditionFailure("the parse thread ended without a result") }
        return result
    }
}
