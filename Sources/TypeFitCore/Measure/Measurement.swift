import TypeFitLocale

/// What to measure: a text, a font (weight and size), a locale, and optionally a width, a line
/// limit and a designed line spacing.
public struct MeasureRequest: Sendable {
    /// The text; paragraphs are separated by line breaks.
    public var text: String
    /// The point size.
    public var size: Double
    /// The weight asked for; a family without it is drawn in its nearest weight (a warning says so).
    public var weight: FontWeight
    /// The locale: it picks line-break rules, the fonts of its script and the direction.
    public var locale: LocaleTag
    /// The width lines must fit in, in points. Nil: no wrapping (each paragraph is one line).
    public var width: Double?
    /// The most lines shown; the last shown line is tail-truncated with "…". Nil or 0: no limit.
    public var maxLines: Int?
    /// A designed line spacing in points (the HIG's "leading"). Nil: the fonts' own line
    /// metrics, which is what a UILabel uses.
    public var leading: Double?
    /// The base direction; `natural` takes it from the first strong character, else the locale's.
    public var direction: TextDirection
    /// How lines are chosen; `standard` is a `UILabel`'s.
    public var lineBreakStrategy: LineBreakStrategy

    /// A request for `text` at `size` points; with no `width` each paragraph is one line.
    public init(text: String, size: Double, weight: FontWeight = .regular, locale: LocaleTag = LocaleTag("en"),
                width: Double? = nil, maxLines: Int? = nil, leading: Double? = nil, direction: TextDirection = .natural,
                lineBreakStrategy: LineBreakStrategy = .standard) {
        self.text = text
        self.size = size
        self.weight = weight
        self.locale = locale
        self.width = width
        self.maxLines = maxLines
        self.leading = leading
        self.direction = direction
        self.lineBreakStrategy = lineBreakStrategy
    }
}

/// A rectangle in points, origin top-left, y growing down.
public struct Rect: Sendable, Codable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    /// The text's height in points.
    public var height: Double

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    func union(_ other: Rect) -> Rect {
        if width == 0 && height == 0 { return other }
        if other.width == 0 && other.height == 0 { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A piece of a line in one direction and one face, placed left to right as it is drawn.
public struct VisualRun: Sendable, Codable, Equatable {
    public let text: String
    public let family: String
    /// "ltr" or "rtl".
    public let direction: String
    /// Left edge in points from the box's left edge.
    public let x: Double
    public let width: Double
}

/// A face that drew part of the text.
public struct FaceUse: Sendable, Codable, Equatable, Hashable {
    public let family: String
    /// PostScript name of the face.
    public let name: String
    public let file: String
    public let index: Int
    /// The weight drawn with (the axis value on a variable font).
    public let weight: Int
    /// Set when the family had no face of the requested weight and the nearest one was used.
    public let requestedWeight: Int?
    public let opticalSize: Double?
}

extension ResolvedFace {
    /// How a report names this face.
    var use: FaceUse {
        FaceUse(family: familyName, name: face.postScriptName, file: face.file, index: face.index,
                weight: face.hasWeightAxis ? instance.weight : face.weightClass,
                requestedWeight: substitutedWeight == nil ? nil : requestedWeight, opticalSize: instance.opticalSize)
    }
}

/// The result of measuring: the figures a layout needs, and how they were arrived at.
public struct TextMeasurement: Sendable, Codable, Equatable {
    /// The widest laid-out line, in points (the ellipsis included when truncated).
    public var width: Double
    /// The widest paragraph with no width limit: the width the text would like to have.
    public var naturalWidth: Double
    /// The number of lines shown.
    public var lines: Int
    /// Each shown line's width in points.
    public var lineWidths: [Double]
    /// The text of each line as shown (trailing spaces dropped, "…" added where truncated).
    public var lineTexts: [String]
    /// Each shown line's height in points.
    public var lineHeights: [Double]
    public var height: Double
    /// The union of the glyphs' outlines' bounding boxes, lines placed top to bottom, LTR lines
    /// flush left and RTL lines flush right in a box of `width` (or the given width).
    public var inkBounds: Rect
    /// Each line's runs in visual order (UAX #9 L2), with their positions.
    public var visualRuns: [[VisualRun]]
    /// Whether the line limit cut the text (the last shown line ends with "…").
    public var truncated: Bool
    /// UTF-16 offset in the text where the visible text stops and "…" begins.
    public var ellipsisOffset: Int?
    /// Which line (0-based) carries the ellipsis.
    public var ellipsisLine: Int?
    /// "ltr" or "rtl": the first paragraph's base direction.
    public var direction: String
    public var size: Double
    /// The faces that drew the text.
    public var fonts: [FaceUse]
    /// Characters no font of the stack has.
    public var missingCharacters: [MissingCharacter]
    /// Things worth knowing: a substituted weight, a script with no installed font.
    public var warnings: [String]
}

extension TextMeasurement {
    /// Whether every figure is a finite number: what JSON can carry. The inputs' bounds keep it
    /// so; this is the last check before an answer is written.
    public var isFinite: Bool {
        let figures = [width, naturalWidth, height, size, inkBounds.x, inkBounds.y, inkBounds.width, inkBounds.height]
            + lineWidths + lineHeights + visualRuns.flatMap { $0.flatMap { [$0.x, $0.width] } }
        return figures.allSatisfy(\.isFinite)
    }
}

/// Why a text cannot be measured: a size, width, line limit or leading out of range, or a text
/// that is empty, too long or holds an unpaired surrogate.
public enum MeasureError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSize(Double)
    case invalidWidth(Double)
    case invalidMaxLines(Int)
    case invalidLeading(Double)
    case text(TextInputError)

    public var description: String {
        switch self {
        case .invalidSize(let v): return "the size must be a number of points above 0 and at most 10000, not \(v)"
        case .invalidWidth(let v): return "the width must be a number of points above 0, not \(v)"
        case .invalidMaxLines(let v): return "the line limit must be 0 (no limit) or more, not \(v)"
        case .invalidLeading(let v): return "the leading must be a number of points above 0 and at most 10000, not \(v)"
        case .text(let error): return error.description
        }
    }
}
