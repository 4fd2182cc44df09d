/// Custom-font scaling like `UIFontMetrics(forTextStyle:).scaledValue(for:)` and
/// `scaledFont(for:maximumPointSize:)` (apple-facts §9).
///
/// Apple publishes no curve, and it is *not* proportional to the text-style table. Two data points are
/// published: body/default 17 → **16.333…** at Medium, and 17 → **48** at AX5 (identity at Large). The default
/// model is a damped proportional curve, per text style:
///
///     m(cat) = 1 + k × (S(cat) / S(Large) − 1)      k = 2/3 below Large, 31/36 above Large
///
/// where S is the style's own size column (§1.1). For Body, k reproduces both anchors exactly:
/// 17 × (1 + 2/3 × (16/17 − 1)) = 16.333… and 17 × (1 + 31/36 × (53/17 − 1)) = 48. Other styles reuse the same
/// damping on their own column — an approximation (graded C). Exact multipliers captured on a simulator
/// (e.g. `scaledValue(for: 100)` / 100 for every style × category) can replace it via `multipliers`.
public struct FontMetricsScaling: Sendable, Equatable, Codable {
    /// Damping below Large: anchored on 16.333 @ Medium for 17-pt Body (jaredsinclair.com 2024, §9).
    public var dampingBelowLarge: Double
    /// Damping above Large: anchored on 48 @ AX5 for 17-pt Body (StackOverflow q. 51243804, §9).
    public var dampingAboveLarge: Double
    /// Measured multipliers that replace the curve: style → category → multiplier.
    public var multipliers: [TextStyle: [ContentSizeCategory: Double]]

    public static let defaultDampingBelowLarge = 2.0 / 3.0
    public static let defaultDampingAboveLarge = 31.0 / 36.0

    public init(dampingBelowLarge: Double = FontMetricsScaling.defaultDampingBelowLarge,
                dampingAboveLarge: Double = FontMetricsScaling.defaultDampingAboveLarge,
                multipliers: [TextStyle: [ContentSizeCategory: Double]] = [:]) {
        self.dampingBelowLarge = dampingBelowLarge
        self.dampingAboveLarge = dampingAboveLarge
        self.multipliers = multipliers
    }

    /// The factor applied to a value designed at Large.
    public func multiplier(relativeTo style: TextStyle = .body, category: ContentSizeCategory) -> Double {
        if let measured = multipliers[style]?[category] { return measured }
        if category == .large { return 1 }
        // Styles without an iOS column (watch/tv-only) scale like Body, as `UIFontMetrics.default` does.
        let row = IOSTypeTable.rows[style] ?? IOSTypeTable.rows[.body] ?? []
        guard row.count == ContentSizeCategory.allCases.count else { return 1 }
        let base = row[ContentSizeCategory.large.index].0
        let ratio = row[category.index].0 / base
        let damping = category < .large ? dampingBelowLarge : dampingAboveLarge
        return 1 + damping * (ratio - 1)
    }

    /// `UIFontMetrics(forTextStyle: style).scaledValue(for: value)` at `category`, capped at `maximumPointSize`
    /// like `scaledFont(for:maximumPointSize:)` (result = min(scaled, maximum), §9). Not rounded: UIKit
    /// returns fractional values (16.333…).
    public func scaledValue(_ value: Double, relativeTo style: TextStyle = .body,
                            category: ContentSizeCategory, maximumPointSize: Double? = nil) -> Double {
        let scaled = value * multiplier(relativeTo: style, category: category)
        guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
        return min(scaled, maximumPointSize)
    }
}
