import ArgumentParser
import Foundation
import TypeFit

/// `make fidelity`'s measurements (scripts/fidelity.py prints the tables): every corpus string's
/// natural width in two stacks, as ratios by the locale's script.
struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Measure every corpus string in the default stack and in another; print width ratios by script as JSON.")

    @OptionGroup var corpus: CorpusOption

    @Option(name: .customLong("font"), help: "A font file for the other stack, tried first as with typefit --font (repeatable).")
    var fonts: [String] = []

    @Flag(help: "The other stack is the default with Inter's static cuts in place of its variable face.")
    var staticInter = false

    @Option(help: "Point size.")
    var size: Double = 17

    func validate() throws {
        guard staticInter != !fonts.isEmpty else { throw ValidationError("give --font files or --static-inter, not both") }
        guard size > 0 else { throw ValidationError("--size must be above 0") }
    }

    struct Report: Encodable {
        let size: Double
        let reference: String
        let other: String
        /// Script → other width ÷ reference width, one per string both measured above 0.
        let ratios: [String: [Double]]
        let skipped: Int
    }

    func run() throws {
        // HIG tracking on Inter, the fonts' own `trak` on Apple's: each stack as a check draws it.
        let reference = try TextEngine(profile: .openSubstitutes, tracking: .auto)
        let other = staticInter
            ? try TextEngine(profile: FontProfile.openSubstitutes.withoutVariableFaces, tracking: .auto)
            : try TextEngine(fontFiles: fonts, profile: .openSubstitutes, tracking: .auto)
        var ratios: [String: [Double]] = [:]
        var skipped = 0
        for string in try corpus.strings() {
            let locale = LocaleTag(string.locale)
            let a = try? reference.measure(MeasureRequest(text: string.text, size: size, locale: locale)).naturalWidth
            let b = try? other.measure(MeasureRequest(text: string.text, size: size, locale: locale)).naturalWidth
            guard let a, let b, a > 0, b > 0 else { skipped += 1; continue }
            ratios[locale.script ?? "Zyyy", default: []].append(b / a)
        }
        let report = Report(size: size, reference: "open-substitutes (Inter variable)",
                            other: staticInter ? "open-substitutes, Inter static" : fonts.joined(separator: ", "),
                            ratios: ratios, skipped: skipped)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
