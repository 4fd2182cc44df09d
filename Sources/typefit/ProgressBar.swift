import Foundation
import Synchronization

/// A one-line progress bar on standard error, for people at a terminal. It stays silent when
/// standard error is piped or in CI, so logs and parsed output never see it.
final class ProgressBar: Sendable {
    private let enabled: Bool
    private let state = Mutex<(shown: Int, last: Date)>((-1, .distantPast))

    init(enabled: Bool) { self.enabled = enabled }

    static var terminalWantsIt: Bool {
        Terminal.isTerminal(2) && ProcessInfo.processInfo.environment["CI"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    var update: (@Sendable (Int, Int) -> Void)? {
        guard enabled else { return nil }
        return { [self] done, total in draw(done, total) }
    }

    private func draw(_ done: Int, _ total: Int) {
        guard total > 0 else { return }
        let percent = done * 100 / total
        let now = Date()
        let line: String? = state.withLock { state in
            guard percent != state.shown, now.timeIntervalSince(state.last) > 0.1 || done == total else { return nil }
            state = (percent, now)
            let filled = percent * 30 / 100
            return "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
                + "] \(percent)%  \(done)/\(total) keys"
        }
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }

    func finish() {
        guard enabled, state.withLock({ $0.shown }) >= 0 else { return }
        FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: 60) + "\r").utf8))
    }
}
