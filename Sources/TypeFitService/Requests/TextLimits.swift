import TypeFitCheck
import TypeFitCore
import TypeFitDiagnostics

/// The checks every text from a request passes before it reaches the shaper. Each refuses input
/// no UI string has, with the published limit it breaks where there is one, so that the cost of
/// a request stays proportional to its size.
enum TextLimits {
    /// Unicode's Stream-Safe Text Format (UAX #15 §13) allows 30 non-starters in a row; beyond
    /// that no text in any script needs them, and cluster-level work grows with the run.
    static let combiningRun = 30
    /// The Unicode Bidirectional Algorithm's max_depth (UAX #9 BD2): deeper embeddings and
    /// isolates are ignored by every conforming renderer, so deeper nesting is never meaningful.
    static let bidiDepth = ExplicitBidi.maxDepth

    static func check(_ text: String, field: String, limits: ServiceLimits, location: SourceLocation? = nil,
                      allowEmpty: Bool = false) throws(APIError) {
        var count = 0
        var run = 0
        var runStart = 0
        var depth = 0
        for scalar in text.unicodeScalars {
            count += 1
            if scalar.properties.canonicalCombiningClass.rawValue == 0 {
                run = 0
                runStart = count
            } else {
                run += 1
                if run > combiningRun {
                    let base = text.unicodeScalars.dropFirst(max(0, runStart - 1)).first.map { Format.codePoint($0.value) } ?? "the start"
                    throw APIError.badText(
                        .tooManyCombiningMarks,
                        "field '\(field)' has more than \(combiningRun) combining marks in a row after \(base) "
                            + "(at character \(Format.count(runStart + 1))); Unicode's Stream-Safe Text Format "
                            + "(UAX #15) allows \(combiningRun)",
                        field: field, location: location)
                }
            }
            switch ExplicitBidi.role(of: scalar.value) {
            case .opens:
                depth += 1
                if depth > bidiDepth {
                    throw APIError.badText(
                        .bidiTooDeep,
                        "field '\(field)' nests bidi embeddings or isolates deeper than \(bidiDepth) "
                            + "(at character \(Format.count(count))); the Unicode Bidirectional Algorithm stops at \(bidiDepth)",
                        field: field, location: location)
                }
            case .closes: depth = max(0, depth - 1)
            case .endsParagraph: depth = 0
            case nil: break
            }
            if count > limits.maxTextLength {
                let total = text.unicodeScalars.count
                throw APIError.badText(
                    .textTooLong,
                    "field '\(field)' is \(Format.count(total)) characters long; the limit is "
                        + "\(Format.count(limits.maxTextLength)) (the server's --max-text)",
                    field: field, location: location)
            }
        }
        if count == 0 && !allowEmpty {
            throw APIError.badText(.emptyText, "field '\(field)' is empty: give the text to measure", field: field, location: location)
        }
    }
}
