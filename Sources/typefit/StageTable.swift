import Foundation
import TypeFit

/// `--timings`: the stages of a run as a table on standard error, the clock's stages with their
/// share of the run, and the worker threads' stages (summed over threads) with their share of
/// the time spent on keys.
enum StageTable {
    /// `cache`: the run cache the run used, whose hits and misses end the table.
    static func print(_ timer: StageTimer, total: Double, cache: RunCache? = nil) {
        let stages = timer.stages
        let threadTotal = stages.filter(\.summedOverThreads).reduce(0) { $0 + $1.seconds }
        let width = max(28, stages.map(\.name.count).max() ?? 0) + 2
        func row(_ name: String, _ seconds: Double, _ share: String) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: "%9.3f s  ", seconds) + share + "\n"
        }
        var out = "typefit: timings (\(ProcessInfo.processInfo.activeProcessorCount) cores)\n"
        for stage in stages {
            if stage.summedOverThreads {
                let share = threadTotal > 0 ? String(format: "%5.1f %% of thread time", 100 * stage.seconds / threadTotal) : ""
                out += row("  " + stage.name, stage.seconds, share)
            } else {
                out += row(stage.name, stage.seconds, total > 0 ? String(format: "%5.1f %%", 100 * stage.seconds / total) : "")
            }
        }
        out += row("total", total, "")
        if let cache {
            let outcome = cache.outcome
            let looked = outcome.hits.map { $0 + " hit" } + outcome.misses.map { $0 + " miss" }
            out += "run cache: " + (looked.isEmpty ? "nothing looked up" : looked.joined(separator: ", ")) + " (\(cache.directory))\n"
        }
        FileHandle.standardError.write(Data(out.utf8))
    }
}
