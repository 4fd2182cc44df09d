import TypeFitDynamicType

/// `readableContentGuide` width per content size category (apple-facts §3).
///
/// Apple publishes one value: **672 pt at Large** (iPad landscape, grade B). The guide grows with the text
/// size (§3 rule 3), so the other categories are *derived* by scaling 672 with the Body size of the category
/// (§1.1): R(cat) = 672 × body(cat) / 17, rounded to whole points — graded C, replace via
/// `LayoutOptions.readableWidths` once measured on a simulator (§10 gap 1).
package enum ReadableWidth {
    package static let atLarge: Double = 672

    package static func width(for category: ContentSizeCategory, overrides: [ContentSizeCategory: Double] = [:])
        -> Double {
        if let measured = overrides[category] { return measured }
        guard category != .large, let body = try? DynamicTypeTable().metrics(.body, category: category) else {
            return atLarge
        }
        return (atLarge * body.size / 17).rounded()
    }

    package static func confidence(for category: ContentSizeCategory,
                                  overrides: [ContentSizeCategory: Double] = [:]) -> TypeConfidence {
        overrides[category] != nil ? .b : (category == .large ? .b : .c)
    }
}
