/// `width-variants.unit` in `.typefit.yml`: what the number a `.stringsdict` width variant declares
/// (`NSStringVariableWidthRuleType`) counts. Foundation leaves the unit to the app — the app passes
/// `variantFittingPresentationWidth(_:)` a number it chose — so the project says which it uses.
public enum WidthVariantUnit: String, Sendable, CaseIterable {
    /// Ems of the element's font: a declared 20 is 20 × the point size at each size category.
    case em
    /// Points.
    case pt
    /// Characters (grapheme clusters) of the text.
    case characters
}
