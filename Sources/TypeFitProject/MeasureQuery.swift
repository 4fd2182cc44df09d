import TypeFitCore
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLocale

/// One text to measure, as `typefit measure` and `/v1/measure` ask: at a point size, or at a
/// Dynamic Type style and content size category — an explicit size or weight wins over the style's.
public struct MeasureQuery: Sendable {
    /// The text as UTF-16, so a caller holding raw units (a request body) can have unpaired
    /// surrogates refused rather than repaired.
    public var text: [UInt16]
    /// A BCP 47 tag: it picks line-break rules, fonts and direction.
    public var locale: String
    /// The point size; nil: the style's at the category.
    public var size: Double?
    /// A Dynamic Type text style (`body`, `headline`, `largeTitle`).
    public var style: String?
    /// Default: Large.
    public var category: String?
    /// The weight; nil: the style's, else regular.
    public var weight: FontWeight?
    /// Nil: each paragraph is one line.
    public var width: Double?
    /// The last shown line is truncated with "…"; nil or 0: no limit.
    public var maxLines: Int?
    /// A designed line spacing; nil: the fonts' own line metrics, as UILabel uses.
    public var leading: Double?
    /// The base direction; `natural` takes it from the text.
    public var direction: TextDirection
    /// How lines are chosen; `standard` is a `UILabel`'s.
    public var lineBreakStrategy: LineBreakStrategy

    /// A query on raw UTF-16 (a request body), so that unpaired surrogates are refused, not repaired.
    public init(text: [UInt16], locale: String = "en", size: Double? = nil, style: String? = nil, category: String? = nil,
                weight: FontWeight? = nil, width: Double? = nil, maxLines: Int? = nil, leading: Double? = nil,
                direction: TextDirection = .natural, lineBreakStrategy: LineBreakStrategy = .standard) {
        self.text = text
        self.locale = locale
        self.size = size
        self.style = style
        self.category = category
        self.weight = weight
        self.width = width
        self.maxLines = maxLines
        self.leading = leading
        self.direction = direction
        self.lineBreakStrategy = lineBreakStrategy
    }

    /// A query on a string: give `size`, or `style` and `category`.
    public init(text: String, locale: String = "en", size: Double? = nil, style: String? = nil, category: String? = nil,
                weight: FontWeight? = nil, width: Double? = nil, maxLines: Int? = nil, leading: Double? = nil,
                direction: TextDirection = .natural, lineBreakStrategy: LineBreakStrategy = .standard) {
        self.init(text: Array(text.utf16), locale: locale, size: size, style: style, category: category, weight: weight,
                  width: width, maxLines: maxLines, leading: leading, direction: direction,
                  lineBreakStrategy: lineBreakStrategy)
    }

    /// The point size and weight asked for.
    public func font(table: DynamicTypeTable = DynamicTypeTable()) throws(ProjectError) -> (size: Double, weight: FontWeight) {
        guard let style else {
            guard let size else { throw .invalidField(.size, .missing, "give a point size, or a text style (and a content size category)") }
            return (size, weight ?? .regular)
        }
        let textStyle: TextStyle
        let sizeCategory: ContentSizeCategory
        do { textStyle = try TextStyle.named(style) } catch { throw .invalidField(.style, .unknownName, "\(error)") }
        do { sizeCategory = try ContentSizeCategory.named(category ?? "large") } catch { throw .invalidField(.category, .unknownName, "\(error)") }
        do {
            let metrics = try table.metrics(textStyle, category: sizeCategory)
            return (size ?? metrics.size, weight ?? FontWeight(rawValue: metrics.weight.rawValue) ?? .regular)
        } catch {
            throw .invalidField(.style, .unknownName, "\(error)")
        }
    }

    /// The locale, if it is a well-formed BCP 47 tag (at most 64 ASCII characters): subtags of 1 to
    /// 8 letters and digits, joined by `-` (or `_`, as catalogs write them). ICU alone is lenient
    /// (it reads `xx-<script>` as a language), so the syntax is checked first.
    public static func locale(_ tag: String, field: ProjectError.Field = .locale) throws(ProjectError) -> LocaleTag {
        guard tag.unicodeScalars.count <= 64, isTagSyntax(tag), LocaleTag.isWellFormed(tag) else {
            throw .invalidField(field, .notALocale,
                                "'\(Excerpt.of(tag, limit: 64))' is not a locale: use a BCP 47 tag such as en, de-CH, zh-Hans")
        }
        return LocaleTag(tag)
    }

    /// BCP 47's shape (RFC 5646 §2.1): alphanumeric subtags of 1 to 8 ASCII characters.
    static func isTagSyntax(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        return subtags.allSatisfy { subtag in
            (1...8).contains(subtag.utf8.count)
                && subtag.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        }
    }
}

extension Project {
    /// Measures one text the way a phone lays it out, in the project's fonts.
    public func measure(_ query: MeasureQuery) throws(ProjectError) -> TextMeasurement {
        let locale = try MeasureQuery.locale(query.locale)
        let font = try query.font()
        do {
            let prepared = try text.prepare(utf16: query.text, locale: locale, weight: font.weight, direction: query.direction,
                                            lineBreakStrategy: query.lineBreakStrategy)
            let result = try text.measure(prepared, size: font.size, width: query.width, maxLines: query.maxLines,
                                          leading: query.leading)
            // JSON has no infinity: an answer that is not finite is refused by the field that made it.
            guard result.isFinite else {
                let field: ProjectError.Field = query.leading != nil ? .leading : query.width != nil ? .width : .size
                throw ProjectError.invalidField(field, .invalidValue,
                                                "the \(field.rawValue) given makes the measurement too large for a number; give a smaller one")
            }
            return result
        } catch let error as ProjectError {
            throw error
        } catch let error as MeasureError {
            throw .invalidField(Self.field(of: error), .invalidValue, error.description)
        } catch {
            throw .invalidField(.text, .invalidValue, "\(error)")
        }
    }

    private static func field(of error: MeasureError) -> ProjectError.Field {
        switch error {
        case .invalidSize: .size
        case .invalidWidth: .width
        case .invalidMaxLines: .maxLines
        case .invalidLeading: .leading
        case .text: .text
        }
    }
}
