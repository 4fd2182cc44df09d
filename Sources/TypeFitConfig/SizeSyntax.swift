import Foundation
import TypeFitDynamicType

/// Content size categories as a config writes them: `all`, `standard` (xSmall…xxxLarge),
/// `accessibility` (AX1…AX5), one name (`Large`, `AX3`, `xl`), a range (`Large...AX3`), or a
/// list of those.
enum SizeSyntax {
    static let forms = ["all", "standard", "accessibility", "<category>", "<from>...<to>"]

    static func parse(_ text: String) throws -> [ContentSizeCategory] {
        let key = text.trimmingCharacters(in: .whitespaces)
        switch key.lowercased() {
        case "all": return ContentSizeCategory.allCases
        case "standard": return ContentSizeCategory.allCases.filter { !$0.isAccessibilityCategory }
        case "accessibility": return ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        default: break
        }
        for separator in ["...", "…", "..", "-"] {
            let parts = key.components(separatedBy: separator)
            guard parts.count == 2 else { continue }
            let from = try ContentSizeCategory.named(parts[0])
            let to = try ContentSizeCategory.named(parts[1])
            guard from <= to else { throw RangeOrderError(text: text) }
            return ContentSizeCategory.allCases.filter { $0 >= from && $0 <= to }
        }
        return [try ContentSizeCategory.named(key)]
    }

    struct RangeOrderError: Error, CustomStringConvertible {
        let text: String
        var description: String { "the range '\(text)' goes from larger to smaller; write the smaller size first" }
    }
}
