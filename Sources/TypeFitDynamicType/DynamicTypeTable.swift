import TypeFitDiagnostics

/// Replacement figures for the built-in text-style tables, e.g. from a simulator measurement
/// (apple-facts §1.1 ⚠: Caption 2 @ AX5 is 40 pt in the HIG but measured 41). Filled by configuration.
package struct DynamicTypeOverrides: Codable, Sendable, Equatable {
    package struct Entry: Codable, Sendable, Equatable {
        package var platform: ApplePlatform
        package var style: TextStyle
        /// nil for platforms without categories (macOS, tvOS) or to override every category.
        package var category: ContentSizeCategory?
        package var size: Double?
        package var leading: Double?

        package init(platform: ApplePlatform = .ios, style: TextStyle, category: ContentSizeCategory?,
                    size: Double? = nil, leading: Double? = nil) {
            self.platform = platform
            self.style = style
            self.category = category
            self.size = size
            self.leading = leading
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry] = []) { self.entries = entries }
}

/// The text-style tables of every platform, with optional overrides.
///
///     let table = DynamicTypeTable()
///     let body = try table.metrics(.body, category: .ax3)        // 40 pt / 48 pt leading
public struct DynamicTypeTable: Sendable {
    package var overrides: DynamicTypeOverrides

    /// Apple's published tables.
    public init() { self.overrides = DynamicTypeOverrides() }

    package init(overrides: DynamicTypeOverrides) { self.overrides = overrides }

    /// The styles a platform has, in the HIG's order.
    public static func styles(for platform: ApplePlatform) -> [TextStyle] {
        switch platform {
        case .ios: IOSTypeTable.styles
        case .watchos: WatchTypeTable.styles
        case .macos: MacTypeTable.rows.map(\.0)
        case .tvos: TVTypeTable.rows.map(\.0)
        }
    }

    /// The categories a platform has: 12 on iOS, 9 on watchOS (no Medium, AX1–AX3), none on macOS and tvOS.
    public static func categories(for platform: ApplePlatform) -> [ContentSizeCategory] {
        switch platform {
        case .ios: ContentSizeCategory.allCases
        case .watchos: WatchTypeTable.categories
        case .macos, .tvos: []
        }
    }

    /// The default category of a watch by case size in millimetres (apple-facts §1.2).
    public static func watchDefaultCategory(caseMillimetres: Int) -> ContentSizeCategory {
        WatchTypeTable.defaultCategory(caseMillimetres: caseMillimetres).0
    }

    /// Size, leading and weights of `style` at `category` on `platform`. macOS and tvOS ignore the category.
    /// Throws `UnknownNameError` when the platform has no such style or category.
    public func metrics(_ style: TextStyle, category: ContentSizeCategory = .large,
                        platform: ApplePlatform = .ios) throws -> TextStyleMetrics {
        var result = try builtIn(style, category: category, platform: platform)
        for entry in overrides.entries where entry.platform == platform && entry.style == style
            && (entry.category == nil || entry.category == result.category) {
            if let size = entry.size { result.size = size }
            if let leading = entry.leading { result.leading = leading }
            result.note = "overridden by configuration"
        }
        return result
    }

    /// Every style at every category of a platform (one row per style × category; one per style on macOS/tvOS).
    public func allMetrics(platform: ApplePlatform) -> [TextStyleMetrics] {
        let categories = Self.categories(for: platform)
        return Self.styles(for: platform).flatMap { style in
            (categories.isEmpty ? [ContentSizeCategory.large] : categories).compactMap {
                try? metrics(style, category: $0, platform: platform)
            }
        }
    }

    private func builtIn(_ style: TextStyle, category: ContentSizeCategory,
                         platform: ApplePlatform) throws -> TextStyleMetrics {
        let styles = Self.styles(for: platform)
        guard styles.contains(style) else {
            throw UnknownNameError(kind: .textStyle(platform: platform.rawValue), name: style.rawValue,
                                   valid: styles.map(\.rawValue))
        }
        switch platform {
        case .ios:
            let (weight, emphasized) = IOSTypeTable.weights(style)
            if style == .extraLargeTitle || style == .extraLargeTitle2 {
                let (size, leading) = IOSTypeTable.extraLargeTitle(style, category)
                return TextStyleMetrics(
                    style: style, category: category, platform: .ios, size: size, leading: leading, weight: weight,
                    emphasizedWeight: emphasized, confidence: category == .large ? .b : .c,
                    note: category == .large
                        ? "size published at Large only; leading estimated"
                        : "derived: follows Large Title proportionally (apple-facts §1.1 gives Large only)")
            }
            guard let row = IOSTypeTable.rows[style] else {
                throw UnknownNameError(kind: .textStyle(platform: "ios"), name: style.rawValue,
                                       valid: styles.map(\.rawValue))
            }
            let (size, leading) = row[category.index]
            let disputed = style == .caption2 && category == .ax5
            return TextStyleMetrics(
                style: style, category: category, platform: .ios, size: size, leading: leading, weight: weight,
                emphasizedWeight: emphasized, confidence: disputed ? .b : .a,
                note: disputed ? "HIG 40 pt; measured 41 pt on iOS 13.3 (apple-facts §1.1 ⚠)" : nil)
        case .watchos:
            guard let column = WatchTypeTable.categories.firstIndex(of: category) else {
                throw UnknownNameError(kind: .contentSizeCategory(platform: "watchOS"), name: category.rawValue,
                                       valid: WatchTypeTable.categories.map(\.rawValue))
            }
            guard let row = WatchTypeTable.rows[style] else {
                throw UnknownNameError(kind: .textStyle(platform: "watchos"), name: style.rawValue,
                                       valid: styles.map(\.rawValue))
            }
            let (weight, emphasized) = WatchTypeTable.weights(style)
            let changed = (style == .title2 && category == .large) || (style == .caption2 && category == .xxLarge)
            return TextStyleMetrics(
                style: style, category: category, platform: .watchos, size: row[column].0, leading: row[column].1,
                weight: weight, emphasizedWeight: emphasized, confidence: changed ? .b : .a,
                note: changed ? "changed between HIG revisions (apple-facts §1.2 ⚠)" : nil)
        case .macos, .tvos:
            let rows = platform == .macos ? MacTypeTable.rows : TVTypeTable.rows
            guard let row = rows.first(where: { $0.0 == style }) else {
                throw UnknownNameError(kind: .textStyle(platform: platform.rawValue), name: style.rawValue,
                                       valid: styles.map(\.rawValue))
            }
            let weightChanged = platform == .tvos && style == .caption1
            return TextStyleMetrics(
                style: style, category: nil, platform: platform, size: row.2, leading: row.3, weight: row.1,
                emphasizedWeight: row.4, confidence: weightChanged ? .b : .a,
                note: weightChanged ? "weight Regular in the 2023 HIG (apple-facts §1.3 ⚠)" : nil)
        }
    }
}
