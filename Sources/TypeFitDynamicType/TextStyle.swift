import TypeFitDiagnostics

/// Apple's text styles across platforms. Not every platform has every style: iOS has no Footnote 1/2 or
/// Subtitle 1; watchOS has no Callout/Subheadline but Footnote 1/2; tvOS has Subtitle 1 and no Large Title.
/// apple-facts §1.1–§1.3.
public enum TextStyle: String, CaseIterable, Codable, Sendable {
    case extraLargeTitle, extraLargeTitle2
    case largeTitle, title1, title2, title3, headline, subtitle1, body, callout, subheadline, footnote
    case footnote1, footnote2, caption1, caption2

    /// The HIG's display name (apple-facts uses these; "Subhead" = UIKit `.subheadline`).
    public var displayName: String {
        switch self {
        case .extraLargeTitle: "Extra Large Title 1"
        case .extraLargeTitle2: "Extra Large Title 2"
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .subtitle1: "Subtitle 1"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .footnote1: "Footnote 1"
        case .footnote2: "Footnote 2"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// Accepts canonical names, HIG names with or without spaces, and SwiftUI/UIKit spellings
    /// (`title` = Title 1, `caption` = Caption 1, `subhead`), case-insensitively.
    public static func named(_ name: String, among styles: [TextStyle] = TextStyle.allCases) throws -> TextStyle {
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        let aliases: [String: TextStyle] = [
            "title": .title1, "caption": .caption1, "subhead": .subheadline, "extralargetitle1": .extraLargeTitle,
        ]
        for style in styles {
            if style.rawValue.lowercased() == key
                || style.displayName.lowercased().filter({ $0.isLetter || $0.isNumber }) == key {
                return style
            }
        }
        if let style = aliases[key], styles.contains(style) { return style }
        throw UnknownNameError(kind: .textStyle(platform: nil), name: name, valid: styles.map(\.rawValue))
    }
}

/// Font weights that appear in Apple's text-style tables.
public enum TextStyleWeight: String, Codable, Sendable, CaseIterable {
    case regular, medium, semibold, bold, heavy

    /// OpenType `wght` axis value, for the shaping core.
    public var openTypeWeight: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        }
    }
}

/// Platforms with their own text-style tables.
public enum ApplePlatform: String, CaseIterable, Codable, Sendable {
    case ios, watchos, macos, tvos

    public static func named(_ name: String) throws -> ApplePlatform {
        let key = name.lowercased().filter { $0.isLetter }
        if key == "ipados" { return .ios }
        if let platform = ApplePlatform(rawValue: key) { return platform }
        throw UnknownNameError(kind: .platform, name: name, valid: allCases.map(\.rawValue))
    }
}

/// How far a figure can be trusted, using apple-facts' grades: A = Apple-published and cross-checked,
/// B = Apple-published single copy or agreeing third-party measurement, C = third-party only, derived
/// or estimated (always overridable).
public enum TypeConfidence: String, Codable, Sendable, Comparable {
    case a = "A", b = "B", c = "C"

    public static func < (lhs: TypeConfidence, rhs: TypeConfidence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One text style at one content size category.
public struct TextStyleMetrics: Codable, Sendable, Equatable {
    public var style: TextStyle
    public var category: ContentSizeCategory?
    public var platform: ApplePlatform
    /// Point size.
    public var size: Double
    /// The HIG's designed line spacing (not UILabel's font line height; apple-facts §1.1 ⚠).
    public var leading: Double
    public var weight: TextStyleWeight
    /// Weight with the bold trait (`.bold()`, `traitBold`).
    public var emphasizedWeight: TextStyleWeight
    public var confidence: TypeConfidence
    /// Why the figure is not grade A, when it is not.
    public var note: String?

    public init(style: TextStyle, category: ContentSizeCategory?, platform: ApplePlatform, size: Double,
                leading: Double, weight: TextStyleWeight, emphasizedWeight: TextStyleWeight,
                confidence: TypeConfidence, note: String? = nil) {
        self.style = style
        self.category = category
        self.platform = platform
        self.size = size
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
        self.confidence = confidence
        self.note = note
    }

    /// `traitTightLeading` subtracts 2 pt (1 pt on watchOS, SwiftUI `.tight`); apple-facts §1.1.
    public var tightLeading: Double { leading - (platform == .watchos ? 1 : 2) }
    /// SwiftUI `.loose` adds the same amount; apple-facts §1.1.
    public var looseLeading: Double { leading + (platform == .watchos ? 1 : 2) }
}
