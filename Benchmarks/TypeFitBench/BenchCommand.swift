import ArgumentParser
import Foundation
import TypeFit

/// `typefit-bench`: typefit's side of `make bench` (scripts/bench.py runs it and Pango, and
/// prints the comparison).
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typefit-bench",
        abstract: "Time typefit's full matrix and the raw-HarfBuzz floor on the shared corpus.",
        subcommands: [MatrixCommand.self, SubsetCommand.self, ExplainCommand.self, CheckFloorCommand.self,
                      ParseFloorCommand.self, FidelityCommand.self])
}

/// The corpus next to the repository (../shared/corpus), found from this file's place.
let defaultCorpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus").path

/// The engine every part of the benchmark uses: the open fonts Pango is given too, and no
/// tracking, because Pango applies none.
func benchEngine() throws -> TextEngine {
    try TextEngine(profile: .openSubstitutes, tracking: .none)
}

struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Lay out every corpus string in every cell; print timings, cell counts and peak memory as JSON.")

    @OptionGroup var corpus: CorpusOption

    @OptionGroup var strategy: StrategyOption

    @Option(help: "Corpus multiple: 1 is the corpus, N adds N-1 rotated copies of every string.")
    var scale: Int = 1

    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("repeat"), help: "Time the floor and the matrix this many times each (alternating) and report the fastest.")
    var repeats: Int = 3

    @Option(help: "Use only every Nth corpus string (for profiling).")
    var sample: Int = 1

    func validate() throws {
        guard scale >= 1 else { throw ValidationError("--scale must be 1 or more") }
        guard threads >= 1 else { throw ValidationError("--threads must be 1 or more") }
        guard repeats >= 1 else { throw ValidationError("--repeat must be 1 or more") }
    }

    func run() throws {
        let loadStart = now()
        let corpusStrings = try corpus.strings()
        let strings = BenchCorpus.scaled(BenchCorpus.pangoSubset(corpusStrings, step: sample), factor: scale)
        let cells = try BenchCells()
        let locales = Set(strings.map(\.locale))
        let loadSeconds = now() - loadStart

        var report = MatrixReport(scale: scale, threads: threads, strings: strings.count,
                                  locales: locales.count, widths: cells.widths,
                                  sizes: cells.groups.map { MatrixReport.Group(weight: $0.weight.rawValue, sizes: $0.sizes) },
                                  distinctCellsPerString: cells.distinctCellsPerString,
                                  matrixCellsPerString: cells.matrixCellsPerString, loadSeconds: loadSeconds)

        // Floor and matrix alternate, so that both see the same noise from other work on the
        // machine; each matrix run starts from a fresh engine (no shaped text carried over).
        let floor = try HarfBuzzFloor(engine: try benchEngine(), cells: cells, locales: locales)
        var floorTimes: [Double] = []
        var matrixTimes: [Double] = []
        var shaped = (shapings: 0, glyphs: 0)
        var tally = MatrixTally()
        for _ in 0..<repeats {
            let floorStart = now()
            shaped = floor.run(strings, threads: threads)
            floorTimes.append(now() - floorStart)
            let matrix = try timedMatrix(strings, cells: cells, locales: locales, threads: threads,
                                         strategy: strategy.lineBreakStrategy)
            matrixTimes.append(matrix.seconds)
            tally = matrix.tally
        }
        report.floor = .init(seconds: floorTimes.min() ?? 0, runs: floorTimes, shapings: shaped.shapings,
                             glyphs: shaped.glyphs)
        report.matrix = .init(seconds: matrixTimes.min() ?? 0, runs: matrixTimes, cells: tally.cells,
                              matrixCells: strings.count * cells.matrixCellsPerString,
                              multiLineCells: tally.multiLineCells, lines: tally.lines,
                              widthChecksum: tally.widthSum, failures: tally.failures)
        report.peakRSSBytes = PeakMemory.bytes()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}

/// `typefit-bench matrix`'s output.
struct MatrixReport: Encodable {
    struct Group: Encodable {
        let weight: String
        let sizes: [Double]
    }
    struct Floor: Encodable {
        /// The fastest of `runs`.
        let seconds: Double
        let runs: [Double]
        let shapings: Int
        let glyphs: Int
    }
    struct Matrix: Encodable {
        /// The fastest of `runs`.
        let seconds: Double
        let runs: [Double]
        /// Distinct (string, weight, size, width) layouts.
        let cells: Int
        /// String × style × category × width, before identical cells are merged.
        let matrixCells: Int
        let multiLineCells: Int
        let lines: Int
        let widthChecksum: Double
        let failures: Int
    }

    let scale: Int
    let threads: Int
    let strings: Int
    let locales: Int
    let widths: [Double]
    let sizes: [Group]
    let distinctCellsPerString: Int
    let matrixCellsPerString: Int
    let loadSeconds: Double
    var floor: Floor?
    var matrix: Matrix?
    var peakRSSBytes = 0
}

/// Lays out `strings` in every cell with a fresh engine (no shaped text carried over from
/// another run) on `threads` threads; the time covers preparing, shaping and fitting only.
func timedMatrix(_ strings: [BenchString], cells: BenchCells, locales: Set<String>, threads: Int,
                 strategy: LineBreakStrategy) throws -> (seconds: Double, tally: MatrixTally) {
    let runner = try MatrixRunner(engine: try benchEngine(), cells: cells, locales: locales, strategy: strategy)
    let start = now()
    let tally = runner.run(strings, threads: threads)
    return (now() - start, tally)
}
