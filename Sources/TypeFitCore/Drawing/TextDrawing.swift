/// A text laid out for drawing: every glyph placed in its box, and each distinct glyph's
/// outline once. Reporters turn it into SVG (a `<path>` per outline, a placement per glyph);
/// assembling the document is theirs.
public struct TextDrawing: Sendable, Codable, Equatable {
    /// The box: the given width (else the widest line) and the lines' total height, in points.
    public let width: Double
    public let height: Double
    public let size: Double
    public let truncated: Bool
    public let lines: [DrawnLine]
    /// The faces drawn with; `GlyphKey.face` indexes this list.
    public let faces: [FaceUse]
    /// Each distinct (face, glyph) drawn, once.
    public let outlines: [GlyphKey: GlyphOutline]
}

/// One line, top to bottom, with its glyphs left to right.
public struct DrawnLine: Sendable, Codable, Equatable {
    /// Top of the line and its baseline, in points from the top of the box.
    public let top: Double
    public let baseline: Double
    public let height: Double
    /// Left edge of the line's text (RTL lines sit flush right in the box) and its width,
    /// the ellipsis included.
    public let x: Double
    public let width: Double
    public let isRightToLeft: Bool
    public let glyphs: [PlacedGlyph]
}

/// A glyph where it is drawn: its outline's origin (on the baseline, offsets applied) in points
/// from the box's top-left corner. Draw the outline translated to (x, y) and scaled by `scale`.
public struct PlacedGlyph: Sendable, Codable, Equatable {
    public let key: GlyphKey
    public let x: Double
    public let y: Double
    /// Points per font unit: size / unitsPerEm.
    public let scale: Double
    /// The pen's advance after this glyph, in points (tracking not included).
    public let advance: Double
    /// UTF-16 offset in the text of the character the glyph draws; nil for the ellipsis that a
    /// truncated line ends with.
    public let offset: Int?
}

/// A glyph of one face instance (a variable font's weights are separate faces here).
public struct GlyphKey: Hashable, Sendable, Codable, Comparable, CodingKeyRepresentable {
    /// Index into `TextDrawing.faces`.
    public let face: Int
    public let glyph: UInt32

    public init(face: Int, glyph: UInt32) {
        self.face = face
        self.glyph = glyph
    }

    /// "f0g36": usable as an SVG/XML id and as a JSON object key.
    public var id: String { "f\(face)g\(glyph)" }

    public init?(id: String) {
        guard id.hasPrefix("f"), let g = id.firstIndex(of: "g"),
              let face = Int(id[id.index(after: id.startIndex)..<g]), face >= 0,
              let glyph = UInt32(id[id.index(after: g)...]) else { return nil }
        self.init(face: face, glyph: glyph)
    }

    public static func < (a: GlyphKey, b: GlyphKey) -> Bool { (a.face, a.glyph) < (b.face, b.glyph) }

    private struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public var codingKey: any CodingKey { Key(stringValue: id) }
    public init?<T: CodingKey>(codingKey: T) { self.init(id: codingKey.stringValue) }
}

/// A glyph's outline in font units, y pointing down (font y negated), as SVG path data.
public struct GlyphOutline: Sendable, Codable, Equatable {
    /// The `d` attribute: M/L/Q/C/Z in whole font units, "" for a blank glyph (a space). Nil
    /// when the glyph has no outline (bitmap emoji): draw a box of its advance instead.
    public let path: String?
    public let unitsPerEm: Int
}
