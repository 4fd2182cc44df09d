extension TextEngine {
    /// Lays `prepared` out exactly as `measure` does (same lines, widths, truncation) and places
    /// every glyph, with the outlines needed to draw them. A truncated line gets the ellipsis
    /// glyphs at its end in the paragraph's direction: the right for LTR, the left for RTL.
    package func draw(_ prepared: PreparedText, size: Double, width: Double? = nil, maxLines: Int? = nil,
                     leading: Double? = nil) throws -> TextDrawing {
        let laid = try prepared.lay(size: size, width: width, maxLines: maxLines, leading: leading)
        let boxWidth = width ?? (laid.lines.map(\.width).max() ?? 0)
        var table = OutlineTable()
        var lines: [DrawnLine] = []
        var top = 0.0
        for line in laid.lines {
            let paragraph = laid.shaped[line.paragraph]
            let base = prepared.paragraphRanges[line.paragraph].lowerBound
            let baseline = top + line.ascent
            let origin = paragraph.isRightToLeft ? boxWidth - line.width : 0
            let end = line.cut ?? line.span.contentEnd
            var glyphs: [PlacedGlyph] = []
            var x = origin
            if line.cut != nil && paragraph.isRightToLeft {
                x = table.place(laid.ellipsis, from: 0, to: laid.ellipsis.count, size: size, originX: x,
                                baseline: baseline, textOffset: nil, into: &glyphs)
            }
            x = table.place(paragraph, from: line.span.start, to: end, size: size, originX: x, baseline: baseline,
                            textOffset: base, into: &glyphs)
            if line.cut != nil && !paragraph.isRightToLeft {
                _ = table.place(laid.ellipsis, from: 0, to: laid.ellipsis.count, size: size, originX: x,
                                baseline: baseline, textOffset: nil, into: &glyphs)
            }
            lines.append(DrawnLine(top: top, baseline: baseline, height: line.height, x: origin, width: line.width,
                                   isRightToLeft: paragraph.isRightToLeft, glyphs: glyphs))
            top += line.height
        }
        return TextDrawing(width: boxWidth, height: top, size: size, truncated: laid.truncated, lines: lines,
                           faces: table.faces, outlines: table.outlines)
    }
}

/// The faces and outlines a drawing has used so far: each face instance and each (face, glyph)
/// enters once, however often it is drawn.
private struct OutlineTable {
    var faces: [FaceUse] = []
    var outlines: [GlyphKey: GlyphOutline] = [:]
    private var faceIndex: [ObjectIdentifier: Int] = [:]

    /// Places the glyphs of [start, end) from `originX` and returns where the pen stops.
    /// `textOffset` maps the paragraph's offsets to the text's; nil marks inserted glyphs.
    mutating func place(_ paragraph: ShapedParagraph, from start: Int, to end: Int, size: Double, originX: Double,
                        baseline: Double, textOffset: Int?, into glyphs: inout [PlacedGlyph]) -> Double {
        var pen = originX
        for positioned in paragraph.visualRuns(from: start, to: end, size: size, originX: originX) {
            let resolved = paragraph.faces[positioned.run.face]
            let face = index(of: resolved)
            let scale = size / Double(resolved.face.unitsPerEm)
            for (g, penX) in positioned.glyphs {
                let glyph = paragraph.glyphs[g]
                let key = GlyphKey(face: face, glyph: glyph.id)
                if outlines[key] == nil {
                    outlines[key] = GlyphOutline(path: resolved.instance.svgPath(glyph: glyph.id),
                                                 unitsPerEm: resolved.face.unitsPerEm)
                }
                glyphs.append(PlacedGlyph(key: key, x: penX + glyph.xOffset * size, y: baseline - glyph.yOffset * size,
                                          scale: scale, advance: glyph.advance * size,
                                          offset: textOffset.map { $0 + Int(glyph.cluster) }))
            }
            pen = positioned.x + positioned.width
        }
        return pen
    }

    private mutating func index(of resolved: ResolvedFace) -> Int {
        let id = ObjectIdentifier(resolved.instance)
        if let known = faceIndex[id] { return known }
        faces.append(resolved.use)
        faceIndex[id] = faces.count - 1
        return faces.count - 1
    }
}
