import ArgumentParser
import Foundation
import TypeFit

/// Full measurements of chosen cells, for classifying where typefit and Pango disagree.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Read cells as JSON lines {locale, text, weight, size, width} on standard input; "
            + "print one measurement per line (lines, lineWidths, lineTexts, naturalWidth, fonts).")

    /// One measurement asked for: a text at a weight, size and wrap width.
    @OptionGroup var strategy: StrategyOption

    struct Question: Decodable {
        let locale: String
        let text: String
        let weight: FontWeight
        let size: Double
        let width: Double
    }

    struct Answer: Encodable {
        let lines: Int
        let lineWidths: [Double]
        let lineTexts: [String]
        let naturalWidth: Double
        let fonts: [String]
        let error: String?
    }

    func run() throws {
        let engine = try benchEngine()
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            let answer: Answer
            do {
                let cell = try decoder.decode(Question.self, from: Data(line.utf8))
                let m = try engine.measure(MeasureRequest(text: cell.text, size: cell.size, weight: cell.weight,
                                                          locale: LocaleTag(cell.locale), width: cell.width,
                                                          lineBreakStrategy: strategy.lineBreakStrategy))
                answer = Answer(lines: m.lines, lineWidths: m.lineWidths, lineTexts: m.lineTexts,
                                naturalWidth: m.naturalWidth, fonts: m.fonts.map(\.name), error: nil)
            } catch {
                answer = Answer(lines: 0, lineWidths: [], lineTexts: [], naturalWidth: 0, fonts: [], error: "\(error)")
            }
            print(String(decoding: try encoder.encode(answer), as: UTF8.self))
        }
    }
}
