import CHarfBuzz
import Synchronization
import TypeFitLocale

/// The measuring engine: a font stack and a cache of shaped paragraphs, shared by every
/// measurement and safe to use from many threads.
public final class TextEngine: Sendable {
    package let fonts: FontStack
    /// Which characters may start a line in Chinese and Japanese, for every text of the engine.
    public let cjkLineBreak: CJKLineBreak
    private let cache = Mutex<ShapeCache>(ShapeCache())

    package init(fonts: FontStack, cjkLineBreak: CJKLineBreak = .standard) {
        self.fonts = fonts
        self.cjkLineBreak = cjkLineBreak
    }

    /// An engine on the platform's default fonts plus the given files (tried first).
    public convenience init(fontFiles: [String] = [], profile: FontProfile = .platformDefault,
                            tracking: TrackingMode = .auto, cjkLineBreak: CJKLineBreak = .standard) throws {
        self.init(fonts: try FontStack(profile: profile, userFonts: fontFiles, tracking: tracking),
                  cjkLineBreak: cjkLineBreak)
    }

    /// Splits and validates a text for layout at many sizes and widths. The text keeps its own
    /// shaping (once per optical bucket) for as long as it lives.
    public func prepare(_ text: String, locale: LocaleTag = LocaleTag("en"), weight: FontWeight = .regular,
                        direction: TextDirection = .natural, lineBreakStrategy: LineBreakStrategy = .standard) throws -> PreparedText {
        try prepare(utf16: Array(text.utf16), locale: locale, weight: weight, direction: direction,
                    lineBreakStrategy: lineBreakStrategy)
    }

    /// The same from raw UTF-16 (a .strings file, a request body): unpaired surrogates are refused.
    public func prepare(utf16 units: [UInt16], locale: LocaleTag = LocaleTag("en"), weight: FontWeight = .regular,
                        direction: TextDirection = .natural, lineBreakStrategy: LineBreakStrategy = .standard) throws -> PreparedText {
        try prepare(utf16: units, locale: locale, weight: weight, direction: direction, lineBreakStrategy: lineBreakStrategy,
                    sharesShaping: false)
    }

    private func prepare(utf16 units: [UInt16], locale: LocaleTag, weight: FontWeight, direction: TextDirection,
                         lineBreakStrategy: LineBreakStrategy, sharesShaping: Bool) throws -> PreparedText {
        guard !units.isEmpty else { throw MeasureError.text(.empty) }
        do { try TextInput.validate(units) } catch let error as TextInputError { throw MeasureError.text(error) }
        return PreparedText(units: units, locale: locale, weight: weight, direction: direction,
                            lineBreakStrategy: lineBreakStrategy, engine: self, sharesShaping: sharesShaping)
    }

    /// Measures one text completely: lines, widths, height, ink, truncation, faces used.
    /// One-shot measurements of the same text (a server asked again and again) share shaping
    /// through the engine's cache; prepared texts keep their own and skip it, as filling a
    /// cache nobody reads costs a matrix run a fifth of its time.
    public func measure(_ request: MeasureRequest) throws -> TextMeasurement {
        let prepared = try prepare(utf16: Array(request.text.utf16), locale: request.locale, weight: request.weight,
                                   direction: request.direction, lineBreakStrategy: request.lineBreakStrategy,
                                   sharesShaping: true)
        return try measure(prepared, size: request.size, width: request.width, maxLines: request.maxLines,
                           leading: request.leading)
    }

    /// Measures a prepared text at one size and width: for many sizes and widths, shaping once.
    public func measure(_ prepared: PreparedText, size: Double, width: Double? = nil, maxLines: Int? = nil,
                        leading: Double? = nil) throws -> TextMeasurement {
        let laid = try prepared.lay(size: size, width: width, maxLines: maxLines, leading: leading)
        let widest = laid.lines.map(\.width).max() ?? 0
        let boxWidth = width ?? widest
        var ink = Rect.zero
        var texts: [String] = []
        var faces: [FaceUse] = []
        var warnings: [String] = []
        var missing: [MissingCharacter] = []
        var top = 0.0
        var ellipsisOffset: Int?
        var ellipsisLine: Int?
        var emojiFamilies: Set<String> = []
        var runs: [[VisualRun]] = []
        for (index, line) in laid.lines.enumerated() {
            let paragraph = laid.shaped[line.paragraph]
            let base = prepared.paragraphRanges[line.paragraph].lowerBound
            let end = line.cut ?? line.span.contentEnd
            var text = String(decoding: paragraph.units[line.span.start..<end], as: UTF16.self)
            if let cut = line.cut {
                text += "…"
                ellipsisOffset = base + cut
                ellipsisLine = index
            }
            texts.append(text)
            let origin = paragraph.isRightToLeft ? boxWidth - line.width : 0
            let drawn = place(paragraph, from: line.span.start, to: end, size: size, originX: origin,
                             baseline: top + line.ascent)
            ink = ink.union(drawn.ink)
            runs.append(drawn.runs)
            top += line.height
            Self.collect(paragraph, from: line.span.start, to: end, base: base, faces: &faces, missing: &missing,
                         emoji: &emojiFamilies)
        }
        if laid.truncated, let use = laid.ellipsis.faces.first?.use, !faces.contains(use) { faces.append(use) }
        for use in faces where !emojiFamilies.contains(use.family) {
            if let requested = use.requestedWeight {
                warnings.append("\(use.family) has no face of weight \(requested); measured with weight \(use.weight)")
            }
            if let note = fonts.fallbackNotes[use.family] { warnings.append(note) }
        }
        for m in missing {
            warnings.append("no installed font covers \(m.codePoint) (\(m.script)); measured as the missing-glyph box"
                            + (m.install.map { "; install: \($0)" } ?? ""))
        }
        return TextMeasurement(
            width: widest, naturalWidth: laid.naturalWidth, lines: laid.lines.count, lineWidths: laid.lines.map(\.width),
            lineTexts: texts, lineHeights: laid.lines.map(\.height), height: laid.lines.reduce(0) { $0 + $1.height },
            inkBounds: ink, visualRuns: runs, truncated: laid.truncated, ellipsisOffset: ellipsisOffset, ellipsisLine: ellipsisLine,
            direction: (laid.shaped.first?.isRightToLeft ?? false) ? "rtl" : "ltr", size: size, fonts: faces,
            missingCharacters: missing, warnings: Array(Set(warnings)).sorted())
    }

    /// The faces `prepared` is drawn in at `size`, in the order first met, and the characters no
    /// face covers: the `fonts` and `missingCharacters` of `measure(prepared, size:)` with no width
    /// (one line per paragraph), without placing a glyph. A check reads them for every text.
    package func coverage(_ prepared: PreparedText, size: Double) throws -> (fonts: [FaceUse], missing: [MissingCharacter]) {
        try MeasureValidation.check(size: size, width: nil, maxLines: nil, leading: nil)
        let shaped = try prepared.shaped(size: size)
        var faces: [FaceUse] = []
        var missing: [MissingCharacter] = []
        var emoji: Set<String> = []
        for (p, paragraph) in shaped.paragraphs.enumerated() {
            Self.collect(paragraph, from: 0, to: paragraph.trimmedEnd(0, paragraph.count),
                         base: prepared.paragraphRanges[p].lowerBound, faces: &faces, missing: &missing, emoji: &emoji)
        }
        return (faces, missing)
    }

    /// The faces and missing characters of [start, end) of a paragraph (text offset `base`), added
    /// to those of the lines before it; the emoji faces' families, whose weight is not asked for.
    private static func collect(_ paragraph: ShapedParagraph, from start: Int, to end: Int, base: Int,
                                faces: inout [FaceUse], missing: inout [MissingCharacter], emoji: inout Set<String>) {
        for run in paragraph.runs(overlapping: start, end) {
            let face = paragraph.faces[run.face]
            let use = face.use
            if !faces.contains(use) { faces.append(use) }
            if face.isEmoji { emoji.insert(face.familyName) }
        }
        missing += paragraph.missing(from: start, to: end)
            .map { MissingCharacter(codePoint: $0.codePoint, character: $0.character, offset: base + $0.offset,
                                    script: $0.script, install: $0.install) }
    }

    /// Places [start, end) of a paragraph: its runs in visual order and its glyphs' ink box.
    private func place(_ paragraph: ShapedParagraph, from start: Int, to end: Int, size: Double, originX: Double,
                       baseline: Double) -> (ink: Rect, runs: [VisualRun]) {
        var box = Rect.zero
        var placed: [VisualRun] = []
        for positioned in paragraph.visualRuns(from: start, to: end, size: size, originX: originX) {
            let run = positioned.run
            let font = paragraph.faces[run.face].instance
            for (g, penX) in positioned.glyphs {
                let glyph = paragraph.glyphs[g]
                var extents = hb_glyph_extents_t()
                if hb_font_get_glyph_extents(font.hbFont, glyph.id, &extents) != 0, extents.width != 0 || extents.height != 0 {
                    let x = penX + (glyph.xOffset + font.em(extents.x_bearing)) * size
                    let top = baseline - (glyph.yOffset + font.em(extents.y_bearing)) * size
                    box = box.union(Rect(x: x, y: top, width: font.em(extents.width) * size,
                                         height: -font.em(extents.height) * size))
                }
            }
            let from = max(run.start, start), to = min(run.end, end)
            placed.append(VisualRun(text: String(decoding: paragraph.units[from..<to], as: UTF16.self),
                                    family: paragraph.faces[run.face].familyName,
                                    direction: run.level % 2 == 1 ? "rtl" : "ltr", x: positioned.x, width: positioned.width))
        }
        return (box, placed)
    }

    /// The face a locale's own text starts with (for the metrics of an empty line).
    package func primaryFace(locale: LocaleTag, weight: Int, size: Double) -> ResolvedFace? {
        fonts.candidates(script: primaryScript(of: locale.script), language: locale.fontLanguageKey, weight: weight,
                         size: size).first
    }

    /// A paragraph shaped at a weight and size: from the cache when the same text was shaped
    /// for the same bucket before, else from its analysis (made only then).
    func shapeParagraph(_ units: [UInt16], locale: LocaleTag, weight: Int, size: Double, direction: TextDirection,
                        keepsHangulWords: Bool, cached: Bool,
                        analysis: () throws -> ParagraphAnalysis) throws -> ShapedParagraph {
        guard cached else { return try ParagraphShaper.shape(try analysis(), weight: weight, size: size, stack: fonts) }
        let key = ShapingKey(units: units, locale: locale.identifier, weight: weight, optical: fonts.opticalKey(size),
                             direction: direction, keepsHangulWords: keepsHangulWords)
        if let hit = cache.withLock({ $0.get(key) }) { return hit }
        let shaped = try ParagraphShaper.shape(try analysis(), weight: weight, size: size, stack: fonts)
        cache.withLock { $0.put(key, shaped) }
        return shaped
    }
}

/// Shaped paragraphs by key, bounded by an estimate of the memory they hold.
struct ShapeCache {
    private var entries: [ShapingKey: ShapedParagraph] = [:]
    private var bytes = 0
    static let byteBudget = 64 << 20

    func get(_ key: ShapingKey) -> ShapedParagraph? { entries[key] }

    mutating func put(_ key: ShapingKey, _ value: ShapedParagraph) {
        let size = value.approximateBytes
        guard size < ShapeCache.byteBudget / 4 else { return }
        if bytes + size > ShapeCache.byteBudget {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        entries[key] = value
        bytes += size
    }
}
