import ArgumentParser
import CHarfBuzz
import Foundation
import TypeFit

/// `typefit-bench check-floor`: the raw-HarfBuzz floor of a `typefit check` — every distinct
/// text the check lays out, shaped once with each face it is drawn in (one per weight and
/// optical cut) — so that scripts/bench.py can put the check's own time beside it.
struct CheckFloorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-floor",
        abstract: "Shape every text `typefit check` lays out in FOLDER once per face with raw HarfBuzz; print the time as JSON.")

    @Option(help: "The app folder `typefit check` is run in (its .typefit.yml, else every catalog in it; no source pass unless --sources).")
    var app: String

    @Flag(name: .customLong("sources"), help: "Read the app's source as `typefit check` does by default (its elements' fonts decide the faces); without it, no source pass, as `--no-sources`.")
    var withSources = false

    @OptionGroup var floor: FloorOptions

    func run() throws {
        // As `typefit check` run in the folder: its config and catalogs resolve from there.
        guard FileManager.default.changeCurrentDirectoryPath(app) else { throw BenchFailure("cannot enter \(app)") }
        var options = Project.Options()
        if !withSources { options.sources = .none }
        let project = try Project.load(options)
        let engine = project.text
        // Distinct (locale, text) with the distinct faces of its fonts: what shaping costs at least.
        var faces: [String: RawFont] = [:]
        var units: [(language: String, utf16: [UInt16], fonts: [RawFont])] = []
        var seen = Set<String>()
        for text in try project.textsToShape() {
            var ids: [String] = []
            for font in text.fonts {
                guard let instance = engine.primaryFace(locale: text.locale, weight: font.weight.value, size: font.size)?.instance
                else { throw BenchFailure("no face for \(text.locale)") }
                let id = RawFont.id(of: instance)
                if !ids.contains(id) { ids.append(id) }
                if faces[id] == nil {
                    guard let raw = RawFont(instance: instance) else { throw BenchFailure("HarfBuzz cannot open \(id)") }
                    faces[id] = raw
                }
            }
            guard seen.insert(text.locale.description + "\u{0}" + text.text + "\u{0}" + ids.joined(separator: ",")).inserted
            else { continue }
            units.append((text.locale.description, Array(text.text.utf16), ids.compactMap { faces[$0] }))
        }
        let texts = units
        var runs: [Double] = []
        var shapings = 0
        for _ in 0..<floor.repeats {
            let start = now()
            let states = parallelFold(count: texts.count, threads: floor.threads, initial: { (RawBuffer(), 0) }) { state, index in
                let buffer = state.0.buffer
                let language = hb_language_from_string(texts[index].language, -1)
                for font in texts[index].fonts {
                    hb_buffer_clear_contents(buffer)
                    texts[index].utf16.withUnsafeBufferPointer {
                        hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
                    }
                    hb_buffer_set_language(buffer, language)
                    hb_buffer_guess_segment_properties(buffer)
                    hb_shape(font.font, buffer, nil, 0)
                    state.1 += 1
                }
            }
            runs.append(now() - start)
            shapings = states.reduce(0) { $0 + $1.1 }
        }
        let report: [String: Any] = ["texts": units.count, "shapings": shapings, "seconds": runs.min() ?? 0,
                                     "runs": runs, "threads": floor.threads]
        let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}

/// What both floors (`check-floor`, `parse-floor`) take: the threads they run on and how many
/// times they are timed.
struct FloorOptions: ParsableArguments {
    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("repeat"), help: "Time the floor this many times and report the fastest.")
    var repeats: Int = 3

    func validate() throws {
        guard threads >= 1 else { throw ValidationError("--threads must be 1 or more") }
        guard repeats >= 1 else { throw ValidationError("--repeat must be 1 or more") }
    }
}
