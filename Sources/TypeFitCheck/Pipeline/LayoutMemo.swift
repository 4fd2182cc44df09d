import Synchronization

/// Texts laid out for an element, kept across keys. Catalogs repeat texts — "Cancel" under many
/// keys, a plural's equal forms, a key's source text laid out as its own job and again beside
/// each translation — and laying a text out (shaping at every optical size, breaking lines at
/// every width) is most of a check. A repeated text in the same locale and element costs one
/// lookup instead; the benchmark's HarfBuzz floor shapes each distinct text once too.
///
/// Memory stays bounded: entries live in two generations of at most half the budget each; when
/// the young one fills, the old one is let go and the young one takes its place, and an entry
/// found in the old one moves to the young one (a cheap approximation of least-recently-used).
final class LayoutMemo: Sendable {
    struct Key: Hashable, Sendable {
        /// `ElementPlan.id`: equal settings, equal plan.
        let plan: Int
        let locale: String
        let text: String
        /// Whether missing glyphs are judged for the use (`LaidOutJob.missing`).
        let checksGlyphs: Bool
    }

    private struct Generations {
        var young: [Key: LaidOutJob] = [:]
        var old: [Key: LaidOutJob] = [:]
        var youngBytes = 0
    }

    private let generations = Mutex(Generations())
    /// Bytes of both generations together, estimated (`LaidOutJob.estimatedBytes`).
    let budget: Int

    /// 32 MB: 20,000 texts in one element (a large app's catalog) take about 12 MB, measured.
    init(budget: Int = 32 << 20) {
        self.budget = budget
    }

    /// The text's layouts, made by `make` when they are not kept. A text that cannot be laid out
    /// is not kept: each key reports its own problem.
    func laidOut(_ key: Key, make: () throws -> LaidOutJob) rethrows -> LaidOutJob {
        let found: LaidOutJob? = generations.withLock { state in
            if let young = state.young[key] { return young }
            guard let old = state.old.removeValue(forKey: key) else { return nil }
            Self.keep(old, for: key, in: &state, budget: budget)
            return old
        }
        if let found { return found }
        let made = try make()
        generations.withLock { Self.keep(made, for: key, in: &$0, budget: budget) }
        return made
    }

    private static func keep(_ job: LaidOutJob, for key: Key, in state: inout Generations, budget: Int) {
        let bytes = job.estimatedBytes + key.text.utf8.count
        if state.youngBytes + bytes > budget / 2 {
            state.old = state.young
            state.young = [:]
            state.youngBytes = 0
        }
        if state.young.updateValue(job, forKey: key) == nil { state.youngBytes += bytes }
    }
}
