import ArgumentParser
import Foundation
import SwiftParser
import TypeFitCatalog
import TypeFitSources

/// `typefit-bench parse-floor`: the least a source pass must do on an app — swift-syntax parsing
/// every Swift file it reads once, and reading every storyboard and xib once into elements
/// (typefit's XML reader) — on all cores, so that scripts/bench_check.py can put the pass's own
/// time (`typefit check --timings`, "source pass") beside it (issue #31: the pass ≤ 1.5× this).
/// Objective-C files are not in the floor: the pass reads them with its own tokenizer, which is
/// part of what is measured, not a library floor.
struct ParseFloorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-floor",
        abstract: "Parse every Swift file and read every storyboard/xib the source pass reads in FOLDER once; print the time as JSON.")

    @Option(help: "The app folder: the files the source pass finds there (as `typefit check` run in it without a config).")
    var app: String

    @OptionGroup var floor: FloorOptions

    func run() throws {
        let (swift, interfaceBuilder) = SourceScanner.parsedFiles(in: [app])
        // Files are read before the clock starts: the floor is parsing, not the disk.
        let swiftTexts = swift.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let documents = interfaceBuilder.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        let files = swiftTexts.count + documents.count
        var runs: [Double] = []
        var nodes = 0
        for _ in 0..<floor.repeats {
            let start = now()
            let states = parallelFold(count: files, threads: floor.threads, chunk: 1, initial: { 0 }) { count, index in
                if index < swiftTexts.count {
                    let tree = Parser.parse(source: swiftTexts[index])
                    count += tree.statements.count
                } else if let root = try? XMLReader.parse(documents[index - swiftTexts.count]) {
                    count += root.children.count
                }
            }
            runs.append(now() - start)
            nodes = states.reduce(0, +)
        }
        let report: [String: Any] = [
            "swiftFiles": swiftTexts.count, "interfaceBuilderFiles": documents.count,
            "bytes": swiftTexts.reduce(0) { $0 + $1.utf8.count } + documents.reduce(0) { $0 + $1.count },
            "topLevelNodes": nodes, "seconds": runs.min() ?? 0, "runs": runs, "threads": floor.threads,
        ]
        let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
