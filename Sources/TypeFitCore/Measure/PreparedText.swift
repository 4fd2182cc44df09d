import Synchronization
import TypeFitLocale

/// The lines of a text at one size and width: the cheap part of a measurement, for running a
/// whole matrix of sizes and widths over text that was shaped once.
public struct TextLayout: Sendable, Equatable {
    public let lineWidths: [Double]
    public let lineHeights: [Double]
    public let truncated: Bool
    public var lines: Int { lineWidths.count }
    public var width: Double { lineWidths.max() ?? 0 }
    public var height: Double { lineHeights.reduce(0, +) }

    public init(lineWidths: [Double], lineHeights: [Double], truncated: Bool) {
        self.lineWidths = lineWidths
        self.lineHeights = lineHeights
        self.truncated = truncated
    }
}

/// The font-independent analysis of a text's paragraphs, made once and shared by every weight.
final class SharedAnalyses: Sendable {
    private let made = Mutex<[ParagraphAnalysis]?>(nil)

    func get(_ make: () throws -> [ParagraphAnalysis]) rethrows -> [ParagraphAnalysis] {
        if let done = made.withLock({ $0 }) { return done }
        let fresh = try make()
        made.withLock { $0 = fresh }
        return fresh
    }
}

/// A text split into paragraphs and shaped lazily, once per optical bucket (Text/Display cut,
/// or `opsz` value on a variable font). Laying it out at any size and width only scales and
/// sums: no reshaping.
public final class PreparedText: Sendable {
    /// The text as UTF-16.
    public let units: [UInt16]
    /// The locale its lines are broken and its fonts chosen for.
    public let locale: LocaleTag
    /// The weight it is shaped in.
    public let weight: FontWeight
    public let direction: TextDirection
    /// How its lines are chosen (push-out, Hangul word priority).
    public let lineBreakStrategy: LineBreakStrategy
    let paragraphRanges: [Range<Int>]
    /// Paragraphs with the same text share one analysis and one shaping: `distinctRanges` holds
    /// each text once (its first paragraph), `distinctIndex[p]` where paragraph p's text is.
    /// A text of many equal lines (a file of newlines) then costs what its distinct lines cost.
    let distinctRanges: [Range<Int>]
    let distinctIndex: [Int]
    let engine: TextEngine

    struct Shaped {
        /// One per distinct paragraph text.
        let distinct: [ShapedParagraph]
        /// One per paragraph (shared with its equals).
        let paragraphs: [ShapedParagraph]
        let ellipsis: ShapedParagraph
    }
    private let buckets = Mutex<[OpticalKey: Shaped]>([:])
    private let analyses: SharedAnalyses
    /// Whether shaping goes through the engine's cache (one-shot measurements) or not.
    private let sharesShaping: Bool

    init(units: [UInt16], locale: LocaleTag, weight: FontWeight, direction: TextDirection,
         lineBreakStrategy: LineBreakStrategy, engine: TextEngine, sharesShaping: Bool) {
        self.sharesShaping = sharesShaping
        self.lineBreakStrategy = lineBreakStrategy
        self.units = units
        self.locale = locale
        self.weight = weight
        self.direction = direction
        self.paragraphRanges = TextInput.paragraphs(units)
        (distinctRanges, distinctIndex) = Self.distinct(paragraphRanges, of: units)
        self.engine = engine
        self.analyses = SharedAnalyses()
    }

    private init(_ other: PreparedText, weight: FontWeight) {
        units = other.units
        locale = other.locale
        self.weight = weight
        direction = other.direction
        lineBreakStrategy = other.lineBreakStrategy
        paragraphRanges = other.paragraphRanges
        distinctRanges = other.distinctRanges
        distinctIndex = other.distinctIndex
        engine = other.engine
        analyses = other.analyses
        sharesShaping = other.sharesShaping
    }

    /// The same text at another weight. It shares the work that does not depend on the font
    /// (bidi, scripts, grapheme and line-break analysis), so a second weight costs only shaping.
    public func withWeight(_ weight: FontWeight) -> PreparedText {
        weight == self.weight ? self : PreparedText(self, weight: weight)
    }

    private static func distinct(_ ranges: [Range<Int>], of units: [UInt16]) -> ([Range<Int>], [Int]) {
        guard ranges.count > 1 else { return (ranges, Array(ranges.indices)) }
        var seen: [ArraySlice<UInt16>: Int] = [:]
        var distinct: [Range<Int>] = []
        let index = ranges.map { range in
            if let known = seen[units[range]] { return known }
            seen[units[range]] = distinct.count
            distinct.append(range)
            return distinct.count - 1
        }
        return (distinct, index)
    }

    /// The analysis of distinct paragraph `index`.
    private func analysis(_ index: Int) throws -> ParagraphAnalysis {
        try analyses.get {
            try distinctRanges.map {
                try ParagraphAnalysis(units: Array(units[$0]), locale: locale, direction: direction,
                                      cjkLineBreak: engine.cjkLineBreak, keepsHangulWords: lineBreakStrategy.keepsHangulWords)
            }
        }[index]
    }

    func shaped(size: Double) throws -> Shaped {
        let key = engine.fonts.opticalKey(size)
        let known = buckets.withLock { $0 }
        if let existing = known[key] { return existing }
        // A bucket whose faces are the same as another's (Noto has no Display cut, so Arabic at
        // 17 and 28 pt) reuses that shaping instead of repeating it.
        let language = LocaleFacts.of(locale).fontLanguageKey
        func reuse(_ pick: (Shaped) -> ShapedParagraph) -> ShapedParagraph? {
            known.values.lazy.map(pick).first {
                $0.shapesTheSame(atSize: size, language: language, weight: weight.value, stack: engine.fonts)
            }
        }
        let distinct = try distinctRanges.enumerated().map { index, range in
            try reuse { $0.distinct[index] } ?? engine.shapeParagraph(
                Array(units[range]), locale: locale, weight: weight.value, size: size, direction: direction,
                keepsHangulWords: lineBreakStrategy.keepsHangulWords, cached: sharesShaping
            ) { try analysis(index) }
        }
        let ellipsis = try reuse(\.ellipsis) ?? engine.shapeParagraph(
            [0x2026], locale: locale, weight: weight.value, size: size, direction: direction, keepsHangulWords: true,
            cached: true
        ) { try ParagraphAnalysis(units: [0x2026], locale: locale, direction: direction, cjkLineBreak: engine.cjkLineBreak) }
        let made = Shaped(distinct: distinct, paragraphs: distinctIndex.map { distinct[$0] }, ellipsis: ellipsis)
        buckets.withLock { $0[key] = made }
        return made
    }

    /// Lines, widths and heights at a size, width and line limit.
    public func layout(size: Double, width: Double? = nil, maxLines: Int? = nil, leading: Double? = nil) throws -> TextLayout {
        let result = try lay(size: size, width: width, maxLines: maxLines, leading: leading)
        return TextLayout(lineWidths: result.lines.map(\.width), lineHeights: result.lines.map(\.height),
                          truncated: result.truncated)
    }

    /// The layouts at one size for each of `widths`, as `layout(size:width:)` gives them width by
    /// width, with the text shaped once and its lines broken again only when a width leaves the
    /// range in which the layout before it stays the same (`StableRange`): a check lays a text out
    /// in hundreds of boxes, and most widths give the lines their neighbours gave.
    package func layouts(size: Double, widths: [Double]) throws -> [TextLayout] {
        for width in widths { try MeasureValidation.check(size: size, width: width, maxLines: nil, leading: nil) }
        let shaped = try shaped(size: size)
        let tracking = shaped.paragraphs.map { $0.trackingPerFace(size: size) }
        var out = [TextLayout](repeating: TextLayout(lineWidths: [], lineHeights: [], truncated: false), count: widths.count)
        var stable = StableRange(low: 0, high: -1)
        var current = TextLayout(lineWidths: [], lineHeights: [], truncated: false)
        for w in widths.indices.sorted(by: { (widths[$0], $0) < (widths[$1], $1) }) {
            let limit = widths[w] + ShapedParagraph.widthSlack
            if !stable.contains(limit) {
                var lineWidths: [Double] = []
                var lineHeights: [Double] = []
                stable = StableRange()
                for (p, paragraph) in shaped.paragraphs.enumerated() {
                    var lines = SpanCollector()
                    stable.formIntersection(paragraph.fill(limit: limit, size: size, tracking: tracking[p],
                                                           pushOut: lineBreakStrategy.pushesOut, into: &lines))
                    for span in lines.spans {
                        lineWidths.append(span.width)
                        lineHeights.append(lineMetrics(paragraph, span.start, max(span.end, span.contentEnd), size: size,
                                                       leading: nil).height)
                    }
                }
                current = TextLayout(lineWidths: lineWidths, lineHeights: lineHeights, truncated: false)
            }
            out[w] = current
        }
        return out
    }

    struct PlacedLine {
        let paragraph: Int
        let span: LineSpan
        /// Where the ellipsis goes, when this line is truncated (paragraph offset of the cut).
        let cut: Int?
        let width: Double
        let height: Double
        let ascent: Double
    }

    struct Laid {
        let lines: [PlacedLine]
        let truncated: Bool
        let shaped: [ShapedParagraph]
        let ellipsis: ShapedParagraph
        let naturalWidth: Double
    }

    func lay(size: Double, width: Double?, maxLines: Int?, leading: Double?) throws -> Laid {
        try MeasureValidation.check(size: size, width: width, maxLines: maxLines, leading: leading)
        let shaped = try shaped(size: size)
        var placed: [PlacedLine] = []
        var natural = 0.0
        let limit = (maxLines ?? 0) > 0 ? maxLines : nil
        var truncated = false
        paragraphs: for (p, paragraph) in shaped.paragraphs.enumerated() {
            let tracking = paragraph.trackingPerFace(size: size)
            natural = max(natural, paragraph.width(0, paragraph.trimmedEnd(0, paragraph.count), size: size, tracking: tracking))
            let spans = paragraph.lines(size: size, maxWidth: width, tracking: tracking, pushOut: lineBreakStrategy.pushesOut)
            for (i, span) in spans.enumerated() {
                let isLastAllowed = limit.map { placed.count == $0 - 1 } ?? false
                let moreFollows = i < spans.count - 1 || p < shaped.paragraphs.count - 1
                let metrics = lineMetrics(paragraph, span.start, max(span.end, span.contentEnd), size: size, leading: leading)
                if isLastAllowed && moreFollows {
                    let ellipsisTracking = shaped.ellipsis.trackingPerFace(size: size)
                    let ellipsisWidth = shaped.ellipsis.width(0, shaped.ellipsis.count, size: size, tracking: ellipsisTracking)
                    let paragraphEnd = paragraph.count
                    let cut = paragraph.truncate(start: span.start, end: paragraphEnd, maxWidth: width,
                                                 ellipsisWidth: ellipsisWidth, size: size, tracking: tracking)
                    placed.append(PlacedLine(paragraph: p, span: span, cut: cut.cut, width: cut.width,
                                             height: metrics.height, ascent: metrics.ascent))
                    truncated = true
                    break paragraphs
                }
                placed.append(PlacedLine(paragraph: p, span: span, cut: nil, width: span.width,
                                         height: metrics.height, ascent: metrics.ascent))
            }
        }
        return Laid(lines: placed, truncated: truncated, shaped: shaped.paragraphs, ellipsis: shaped.ellipsis,
                    naturalWidth: natural)
    }

    /// A line is as tall as its tallest face (ascender − descender + line gap), as CoreText
    /// lays out a line that mixes fonts — or exactly the designed leading when one is given.
    private func lineMetrics(_ paragraph: ShapedParagraph, _ start: Int, _ end: Int, size: Double,
                             leading: Double?) -> (height: Double, ascent: Double) {
        var ascender = 0.0, descender = 0.0, gap = 0.0
        var seen = false
        for run in paragraph.runs(overlapping: start, end) {
            let m = paragraph.faces[run.face].face.lineMetrics
            ascender = max(ascender, m.ascender)
            descender = min(descender, m.descender)
            gap = max(gap, m.lineGap)
            seen = true
        }
        if !seen, let first = paragraph.faces.first ?? engine.primaryFace(locale: locale, weight: weight.value, size: size) {
            let m = first.face.lineMetrics
            ascender = m.ascender
            descender = m.descender
            gap = m.lineGap
        }
        let natural = (ascender - descender + gap) * size
        if let leading { return (leading, ascender * size + (leading - natural) / 2) }
        return (natural, ascender * size + gap * size / 2)
    }
}

enum MeasureValidation {
    static func check(size: Double, width: Double?, maxLines: Int?, leading: Double?) throws {
        guard size.isFinite, size > 0, size <= 10_000 else { throw MeasureError.invalidSize(size) }
        if let width { guard width.isFinite, width > 0 else { throw MeasureError.invalidWidth(width) } }
        if let maxLines { guard maxLines >= 0 else { throw MeasureError.invalidMaxLines(maxLines) } }
        // A line is never taller than the largest size: 1e308 would make the height infinite.
        if let leading { guard leading.isFinite, leading > 0, leading <= 10_000 else { throw MeasureError.invalidLeading(leading) } }
    }
}
