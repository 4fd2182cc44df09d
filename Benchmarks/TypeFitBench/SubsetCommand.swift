import ArgumentParser
import Foundation
import TypeFit

/// The Pango subset: typefit timed on exactly the cells Pango lays out, and typefit's answer for
/// each cell written out for scripts/bench.py to compare.
struct SubsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subset",
        abstract: "Time typefit on every Nth corpus string (the cells Pango also lays out) and write its results.",
        discussion: """
            Output (--out) is JSON lines: first {"widths": [...], "groups": [{"weight", "weightValue", "sizes"}]}, \
            then one {"locale", "text", "lines": [...], "widths": [...]} per string, cells group by group, size \
            by size, width by width; -1 lines marks a cell typefit refused. Timings go to standard output as JSON.
            """)

    @OptionGroup var corpus: CorpusOption

    @OptionGroup var strategy: StrategyOption

    @Option(help: "Every Nth string of the corpus, in (locale, text) order, is in the subset.")
    var every: Int = 8

    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Where to write typefit's results.")
    var out: String

    func validate() throws {
        guard every >= 1 else { throw ValidationError("--every must be 1 or more") }
        guard threads >= 1 else { throw ValidationError("--threads must be 1 or more") }
    }

    struct Timing: Encodable {
        let strings: Int
        let cells: Int
        let multiLineCells: Int
        let secondsOneThread: Double
        let seconds: Double
        let threads: Int
    }

    func run() throws {
        let subset = BenchCorpus.pangoSubset(try corpus.strings(), step: every)
        let cells = try BenchCells()
        let locales = Set(subset.map(\.locale))
        // Best of three each, as for the full matrix.
        let chosen = strategy.lineBreakStrategy
        let one = try (0..<3).map { _ in try timedMatrix(subset, cells: cells, locales: locales, threads: 1, strategy: chosen) }
        let all = try (0..<3).map { _ in
            try timedMatrix(subset, cells: cells, locales: locales, threads: threads, strategy: chosen)
        }
        let tally = all[0].tally
        try write(subset, cells: cells, locales: locales)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let timing = Timing(strings: subset.count, cells: tally.cells, multiLineCells: tally.multiLineCells,
                            secondsOneThread: one.map(\.seconds).min() ?? 0, seconds: all.map(\.seconds).min() ?? 0,
                            threads: threads)
        print(String(decoding: try encoder.encode(timing), as: UTF8.self))
    }

    private struct Header: Encodable {
        struct Group: Encodable {
            let weight: String
            let weightValue: Int
            let sizes: [Double]
        }
        let widths: [Double]
        let groups: [Group]
    }

    private struct Entry: Encodable {
        let locale: String
        let text: String
        let lines: [Int]
        /// Widest line in points, to 1/10000 pt.
        let widths: [Double]
    }

    /// One line per string, written as it is made, so memory stays flat.
    private func write(_ subset: [BenchString], cells: BenchCells, locales: Set<String>) throws {
        guard FileManager.default.createFile(atPath: out, contents: nil), let file = FileHandle(forWritingAtPath: out) else {
            throw BenchFailure("cannot write \(out)")
        }
        defer { try? file.close() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        func line(_ value: some Encodable) throws {
            try file.write(contentsOf: try encoder.encode(value) + Data("\n".utf8))
        }
        try line(Header(widths: cells.widths, groups: cells.groups.map {
            Header.Group(weight: $0.weight.rawValue, weightValue: $0.weight.value, sizes: $0.sizes)
        }))
        let runner = try MatrixRunner(engine: try benchEngine(), cells: cells, locales: locales,
                                      strategy: strategy.lineBreakStrategy)
        var buffer: [LineFit] = []
        for string in subset {
            var lines: [Int] = []
            var widths: [Double] = []
            for (weight, grid) in runner.grids {
                do {
                    try runner.prepare(string, weight: weight).fit(grid, into: &buffer)
                    lines += buffer.map(\.lines)
                    widths += buffer.map { ($0.width * 10_000).rounded() / 10_000 }
                } catch {
                    lines += Array(repeating: -1, count: grid.cellCount)
                    widths += Array(repeating: 0, count: grid.cellCount)
                }
            }
            try line(Entry(locale: string.locale, text: string.text, lines: lines, widths: widths))
        }
    }
}
