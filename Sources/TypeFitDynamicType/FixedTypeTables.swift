/// macOS built-in text styles, fixed sizes (macOS has no Dynamic Type); apple-facts §1.3, grade A.
/// (style, weight, size, line height, emphasized weight).
enum MacTypeTable {
    static let rows: [(TextStyle, TextStyleWeight, Double, Double, TextStyleWeight)] = [
        (.largeTitle, .regular, 26, 32, .bold),
        (.title1, .regular, 22, 26, .bold),
        (.title2, .regular, 17, 22, .bold),
        (.title3, .regular, 15, 20, .semibold),
        (.headline, .bold, 13, 16, .heavy),
        (.body, .regular, 13, 16, .semibold),
        (.callout, .regular, 12, 15, .semibold),
        (.subheadline, .regular, 11, 14, .semibold),
        (.footnote, .regular, 10, 13, .semibold),
        (.caption1, .regular, 10, 13, .medium),
        (.caption2, .medium, 10, 13, .semibold),
    ]
}

/// tvOS text styles, fixed sizes; apple-facts §1.3 ("tvOS … HIG-T current"), grade A, except Caption 1's
/// weight, which the 2023 HIG listed as Regular (graded B here). Emphasized is Bold; Subtitle 1 → Medium.
enum TVTypeTable {
    static let rows: [(TextStyle, TextStyleWeight, Double, Double, TextStyleWeight)] = [
        (.title1, .medium, 76, 96, .bold),
        (.title2, .medium, 57, 66, .bold),
        (.title3, .medium, 48, 56, .bold),
        (.headline, .medium, 38, 46, .bold),
        (.subtitle1, .regular, 38, 46, .medium),
        (.callout, .medium, 31, 38, .bold),
        (.body, .medium, 29, 36, .bold),
        (.caption1, .medium, 25, 32, .bold),
        (.caption2, .medium, 23, 30, .bold),
    ]
}

/// Default and minimum legible sizes per platform (apple-facts §1.1, "Ensuring legibility").
package enum LegibleSize {
    package static func defaultSize(for platform: ApplePlatform) -> Double {
        switch platform {
        case .ios: 17
        case .macos: 13
        case .tvos: 29
        case .watchos: 16
        }
    }

    package static func minimumSize(for platform: ApplePlatform) -> Double {
        switch platform {
        case .ios: 11
        case .macos: 10
        case .tvos: 23
        case .watchos: 12
        }
    }
}
