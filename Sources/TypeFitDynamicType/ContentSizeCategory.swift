import Foundation
import TypeFitDiagnostics

/// The twelve iOS/iPadOS content size categories (`UIContentSizeCategory`, SwiftUI `DynamicTypeSize`),
/// smallest first. Raw values are typefit's canonical names (CLI, JSON, config). apple-facts §1.
public enum ContentSizeCategory: String, CaseIterable, Codable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The system default (apple-facts §1.1, "Large = system default").
    public static let `default`: ContentSizeCategory = .large

    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.ax1.index }

    /// Position in the ordered list; tables are stored in this order.
    public var index: Int {
        // A switch, not `allCases.firstIndex`: folding asks this of every violation.
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// UIKit's constant names, accepted as aliases so people can paste what Xcode shows.
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .ax1: "accessibilityMedium"
        case .ax2: "accessibilityLarge"
        case .ax3: "accessibilityExtraLarge"
        case .ax4: "accessibilityExtraExtraLarge"
        case .ax5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// Short forms, accepted by `named` in any letter case.
    public static let shortForms: KeyValuePairs<String, ContentSizeCategory> = [
        "xs": .xSmall, "s": .small, "m": .medium, "l": .large, "xl": .xLarge, "xxl": .xxLarge, "xxxl": .xxxLarge,
    ]

    /// Parses canonical names, UIKit names and short forms (`XS`, `L`, `XXXL`, `ax3`), case-insensitively.
    /// Throws `UnknownNameError` listing the valid names and the nearest one.
    public static func named(_ name: String) throws -> ContentSizeCategory {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        for category in allCases where category.rawValue.lowercased() == key || category.uiKitName.lowercased() == key {
            return category
        }
        let uiKitShortened: [String: ContentSizeCategory] = [
            "extrasmall": .xSmall, "extralarge": .xLarge, "extraextralarge": .xxLarge, "extraextraextralarge": .xxxLarge,
        ]
        if let category = shortForms.first(where: { $0.key == key })?.value ?? uiKitShortened[key] { return category }
        throw UnknownNameError(kind: .contentSizeCategory(platform: nil), name: name, valid: allCases.map(\.rawValue))
    }
}
