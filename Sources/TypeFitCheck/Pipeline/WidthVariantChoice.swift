import TypeFitCatalog
import TypeFitConfig

/// Which of a string's `.stringsdict` width variants (`NSStringVariableWidthRuleType`) the app
/// shows for a presentation width, as `NSString.variantFittingPresentationWidth(_:)` picks it: the
/// variant declared for that width, else the one with the next smaller width, else the smallest.
struct WidthVariantChoice: Sendable, Equatable {
    /// The width this variant declares.
    let declared: Int
    /// Every width the string declares in its locale, this one among them, ascending.
    let widths: [Int]

    /// The width variant `value` is, among the values of its locale that differ from it only in
    /// their width (a device's variants are chosen among that device's); nil for any other value.
    init?(of value: CatalogValue, among values: [CatalogValue]) {
        guard let declared = value.path.width else { return nil }
        let widths = Self.variants(of: value.path, in: values.filter { !$0.isFallback }).compactMap(\.path.width)
        self.declared = declared
        self.widths = Array(Set(widths + [declared])).sorted()
    }

    /// The width variants among `values` of the string `path` belongs to: the values whose path
    /// differs from it only in the width.
    static func variants(of path: VariationPath, in values: [CatalogValue]) -> [CatalogValue] {
        var plain = path
        plain.width = nil
        return values.filter { value in
            var other = value.path
            guard other.width != nil else { return false }
            other.width = nil
            return other == plain
        }
    }

    /// The declared width Foundation returns the variant of for `width`, the whole number the app
    /// passes; nil when nothing is declared.
    static func pick(_ widths: [Int], for width: Int) -> Int? {
        widths.filter { $0 <= width }.max() ?? widths.min()
    }

    /// Whether the app shows this variant where it has `presentationWidth` (in the unit's terms).
    /// The app passes a whole number: the width rounded down.
    func isPicked(for presentationWidth: Double) -> Bool {
        let bounded = min(max(presentationWidth, 0), Double(Int32.max))
        return Self.pick(widths, for: Int((bounded + 1e-9).rounded(.down))) == declared
    }
}

/// What a width variant is held to in one cell: the width it declares, converted at the cell's font
/// where the unit allows, and whether the app shows it in the cell's box at all.
package struct WidthVariantFit: Sendable, Equatable {
    package let declared: Int
    package let unit: WidthVariantUnit
    /// The declared width in points at the cell's font (`em`, `pt`); nil for `characters`.
    package let points: Double?
    /// The text's length in characters (grapheme clusters), which `characters` compares.
    package let characters: Int
    /// Whether the box is one the app picks this variant for: when it is not, only the variant's own
    /// declaration is judged there.
    package let isShown: Bool
}
