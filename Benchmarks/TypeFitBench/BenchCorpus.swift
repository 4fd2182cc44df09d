import ArgumentParser
import Foundation
import TypeFit

/// `--corpus`, which every subcommand that reads the corpus takes.
struct CorpusOption: ParsableArguments {
    @Option(help: "The shared corpus folder.")
    var corpus: String = defaultCorpus

    func strings() throws -> [BenchString] { try BenchCorpus.load(corpus: corpus) }
}

/// `--line-break-strategy`, which every subcommand that lays corpus strings out takes: `standard`
/// (the default) is UILabel's, `hangul-word-priority` typefit's lines before push-out.
struct StrategyOption: ParsableArguments {
    @Option(name: .customLong("line-break-strategy"), help: "standard, push-out, hangul-word-priority or none.")
    var lineBreakStrategy: LineBreakStrategy = .standard
}

extension LineBreakStrategy: ExpressibleByArgument {}

/// One string to lay out: a translation and the locale it is in.
struct BenchString: Sendable, Hashable {
    let locale: String
    let text: String
}

/// The benchmark's strings: every distinct (locale, text) the IceCubes and Mastodon catalogs
/// hold, read from the shared corpus at run time.
enum BenchCorpus {
    static let apps = ["Dimillian-IceCubesApp", "mastodon-mastodon-ios"]

    static func load(corpus: String) throws -> [BenchString] {
        let paths = apps.map { (corpus as NSString).appendingPathComponent($0) }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw BenchFailure("corpus folder not found: \(path)")
        }
        let result = CatalogLoader.load(paths)
        var seen = Set<BenchString>()
        var strings: [BenchString] = []
        for catalog in result.catalogs {
            for value in catalog.allValues where !value.isFallback && !value.text.isEmpty {
                // "Base" is the development language's folder.
                let locale = value.locale == "Base" ? catalog.sourceLanguage : value.locale
                guard LocaleTag.isWellFormed(locale) else { continue }
                let string = BenchString(locale: locale, text: value.text)
                if seen.insert(string).inserted { strings.append(string) }
            }
        }
        return strings.sorted { ($0.locale, $0.text) < ($1.locale, $1.text) }
    }

    /// The corpus `factor` times over, with distinct strings of the same length distribution:
    /// copy i of a string is the string rotated left by i × 7 grapheme clusters (same characters,
    /// same scripts, same length, different words at the line ends). A rotation that gives a
    /// string already present (short or periodic strings) gets " #i" appended instead.
    static func scaled(_ strings: [BenchString], factor: Int) -> [BenchString] {
        guard factor > 1 else { return strings }
        var seen = Set(strings)
        var out = strings
        out.reserveCapacity(strings.count * factor)
        for copy in 1..<factor {
            for string in strings {
                let clusters = Array(string.text)
                let shift = (copy * 7) % max(clusters.count, 1)
                var variant = BenchString(locale: string.locale,
                                          text: String(clusters[shift...] + clusters[..<shift]))
                if seen.contains(variant) { variant = BenchString(locale: string.locale, text: string.text + " #\(copy)") }
                seen.insert(variant)
                out.append(variant)
            }
        }
        return out
    }

    /// The strings Pango also lays out: every `step`-th string of the 1× corpus in (locale, text)
    /// order, so every locale is represented and the choice is the same on every run.
    static func pangoSubset(_ strings: [BenchString], step: Int) -> [BenchString] {
        stride(from: 0, to: strings.count, by: max(step, 1)).map { strings[$0] }
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
