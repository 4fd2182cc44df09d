import Foundation
import TypeFitDiagnostics
import TypeFitDynamicType

/// Content size categories as a config writes them: `all`, `standard` (xSmall…xxxLarge),
/// `accessibility` (AX1…AX5), one name (`Large`, `AX3`, `xl`), a range (`Large...AX3`), or a
/// list of those.
package enum SizeSyntax {
    package static let forms = ["all", "standard", "accessibility", "<category>", "<from>...<to>"]

    /// Every category `items` names, in size order. Throws `UnknownNameError` or `RangeOrderError`.
    package static func parse(list items: [String]) throws -> [ContentSizeCategory] {
        var chosen = Set<ContentSizeCategory>()
        for item in items { chosen.formUnion(try parse(item)) }
        return ContentSizeCategory.allCases.filter(chosen.contains)
    }

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

    package struct RangeOrderError: Error, CustomStringConvertible {
        let text: String
        package var description: String { "the range '\(Excerpt.of(text))' goes from larger to smaller; write the smaller size first" }
    }
}
