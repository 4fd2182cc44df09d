import Foundation
import TypeFitDiagnostics

/// A layout hint in a catalog comment, for one key: `typefit: button lines=1 width=120`.
///
/// The hint starts at `typefit:` anywhere in the comment and runs to the end of that line. An
/// optional first word names the element (`label`, `button`, `cell`, …); then `name=value`
/// settings with the same names and values as the config's layout rules; `ignore` turns every
/// rule off for the key. Values cannot contain spaces (write `width=50%` or `width=columns:3`).
package enum LayoutHint {
    package static let marker = "typefit:"

    /// The hint's settings, nil when the comment has none, or a message saying what is wrong.
    package static func parse(comment: String, ruleIDs: [String]) -> Result<ElementSettings, HintError>? {
        guard let start = comment.range(of: marker, options: .caseInsensitive) else { return nil }
        let rest = comment[start.upperBound...]
        let line = rest.prefix { $0 != "\n" && $0 != "\r" }
        var settings = ElementSettings()
        for (index, word) in line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).enumerated() {
            if let equals = word.firstIndex(of: "=") {
                let key = word[..<equals].lowercased()
                let value = String(word[word.index(after: equals)...]).replacingOccurrences(of: ":", with: " ")
                if let message = SettingsSyntax.apply(key, value, to: &settings, ruleIDs: ruleIDs) {
                    return .failure(HintError(message: "in the hint '\(Excerpt.of(marker + line))': \(message)"))
                }
            } else if word.lowercased() == "ignore" {
                settings.disabledRules = (settings.disabledRules ?? []) + ["all"]
            } else if index == 0, let element = ElementName(rawValue: word.lowercased()) {
                settings.element = element
            } else {
                let message = index == 0
                    ? UnknownNameError(kind: .element, name: word, valid: ElementName.names).description
                    : "'\(Excerpt.of(word))' is not a setting (write name=value, e.g. lines=2)"
                return .failure(HintError(message: "in the hint '\(Excerpt.of(marker + line))': \(message)"))
            }
        }
        return .success(settings)
    }

    package struct HintError: Error, Sendable, Equatable {
        package var message: String
    }
}
