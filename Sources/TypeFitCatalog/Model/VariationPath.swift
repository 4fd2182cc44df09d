import TypeFitLocale

/// Which variant of a key a value is: the plain string, or one branch of its plural, device,
/// substitution or width variations. Xcode nests these (device → plural), so every part is
/// independent and may be set together.
public struct VariationPath: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    /// The plural branch of the whole string (`variations.plural`).
    public var plural: PluralCategory?
    /// The device branch (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
    public var device: String?
    /// The `%#@name@` substitution this value belongs to.
    public var substitution: String?
    /// The plural branch inside that substitution.
    public var substitutionPlural: PluralCategory?
    /// A legacy `NSStringVariableWidthRuleType` variant: the width (in "ems") it declares it fits.
    public var width: Int?

    public init(plural: PluralCategory? = nil, device: String? = nil, substitution: String? = nil,
                substitutionPlural: PluralCategory? = nil, width: Int? = nil) {
        self.plural = plural
        self.device = device
        self.substitution = substitution
        self.substitutionPlural = substitutionPlural
        self.width = width
    }

    /// The plain string: no variation at all.
    public static let base = VariationPath()

    public var isBase: Bool { self == .base }

    /// The plural this value is one form of, with its category left out: the forms of one plural
    /// share it (`substitution=count` for each `substitution=count/plural=…`).
    public var pluralGroup: VariationPath {
        var group = self
        if group.substitution != nil { group.substitutionPlural = nil } else { group.plural = nil }
        return group
    }

    /// A stable, readable spelling used in reports and JSON: `device=ipad/plural=one`,
    /// `substitution=count/plural=few`, `width=20`, or `base`.
    public var description: String {
        var parts: [String] = []
        if let device { parts.append("device=\(device)") }
        if let plural { parts.append("plural=\(plural.rawValue)") }
        if let substitution {
            parts.append("substitution=\(substitution)")
            if let substitutionPlural { parts.append("plural=\(substitutionPlural.rawValue)") }
        }
        if let width { parts.append("width=\(width)") }
        return parts.isEmpty ? "base" : parts.joined(separator: "/")
    }

    /// Reads the spelling `description` writes (`base`, `device=ipad/plural=one`,
    /// `substitution=count/plural=few`, `width=20`); nil for anything else.
    public init?(parsing text: String) {
        self.init()
        guard text != "base" else { return }
        for part in text.split(separator: "/", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, !pair[1].isEmpty else { return nil }
            switch pair[0] {
            case "device" where device == nil && plural == nil && substitution == nil: device = pair[1]
            case "plural":
                guard let category = PluralCategory(rawValue: pair[1]) else { return nil }
                if substitution != nil, substitutionPlural == nil { substitutionPlural = category }
                else if plural == nil, substitution == nil { plural = category }
                else { return nil }
            case "substitution" where substitution == nil: substitution = pair[1]
            case "width" where width == nil:
                guard let value = Int(pair[1]) else { return nil }
                width = value
            default: return nil
            }
        }
    }

    public static func < (a: VariationPath, b: VariationPath) -> Bool { a.description < b.description }
}
