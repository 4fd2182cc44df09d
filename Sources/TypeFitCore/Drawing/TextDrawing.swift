/// A text laid out for drawing: every glyph placed in its box, and each distinct glyph's
/// outline once. Reporters turn it into SVG (a `<path>` per outline, a placement per glyph);
/// assembling the document is theirs.
package struct TextDrawing: Sendable, Codable, Equatable {
    /// The box: the given width (else the widest line) and the lines' total height, in points.
    package let width: Double
    package let height: Double
    package let size: Double
    package let truncated: Bool
    package let lines: [DrawnLine]
    /// The faces drawn with; `GlyphKey.face` indexes this list.
    package let faces: [FaceUse]
    /// Each distinct (face, glyph) drawn, once.
    package let outlines: [GlyphKey: GlyphOutline]
}

/// One line, top to bottom, with its glyphs left to right.
package struct DrawnLine: Sendable, Codable, Equatable {
    /// Top of the line and its baseline, in points from the top of the box.
    package let top: Double
    package let baseline: Double
    package let height: Double
    /// Left edge of the line's text (RTL lines sit flush right in the box) and its width,
    /// the ellipsis included.
    package let x: Double
    package let width: Double
    package let isRightToLeft: Bool
    package let glyphs: [PlacedGlyph]
}

/// A glyph where it is drawn: its outline's origin (on the baseline, offsets applied) in points
/// from the box's top-left corner. Draw the outline translated to (x, y) and scaled by `scale`.
package struct PlacedGlyph: Sendable, Codable, Equatable {
    package let key: GlyphKey
    package let x: Double
    package let y: Double
    /// Points per font unit: size / unitsPerEm.
    package let scale: Double
    /// The pen's advance after this glyph, in points (tracking not included).
    package let advance: Double
    /// UTF-16 offset in the text of the character the glyph draws; nil for the ellipsis that a
    /// truncated line ends with.
    package let offset: Int?
}

/// A glyph of one face instance (a variable font's weights are separate faces here).
package struct GlyphKey: Hashable, Sendable, Codable, Comparable, CodingKeyRepresentable {
    /// Index into `TextDrawing.faces`.
    package let face: Int
    package let glyph: UInt32

    package init(face: Int, glyph: UInt32) {
        self.face = face
        self.glyph = glyph
    }

    /// "f0g36": usable as an SVG/XML id and as a JSON object key.
    package var id: String { "f\(face)g\(glyph)" }

    package init?(id: String) {
        guard id.hasPrefix("f"), let g = id.firstIndex(of: "g"),
              let face = Int(id[id.index(after: id.startIndex)..<g]), face >= 0,
              let glyph = UInt32(id[id.index(after: g)...]) else { return nil }
        self.init(face: face, glyph: glyph)
    }

    package static func < (a: GlyphKey, b: GlyphKey) -> Bool { (a.face, a.glyph) < (b.face, b.glyph) }

    private struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    package var codingKey: any CodingKey { Key(stringValue: id) }
    package init?<T: CodingKey>(codingKey: T) { self.init(id: codingKey.stringValue) }
}

/// A glyph's outline in font units, y pointing down (font y negated), as SVG path data.
package struct GlyphOutline: Sendable, Codable, Equatable {
    /// The `d` attribute: M/L/Q/C/Z in whole font units, "" for a blank glyph (a space). Nil
    /// when the glyph has no outline (bitmap emoji): draw a box of its advance instead.
    package let path: String?
    package let unitsPerEm: Int
}
