import TypeFitCore

/// The glyph outlines of a whole document. Each drawing numbers its faces from zero; the
/// library renumbers them document-wide so every outline is written once, in one
/// `<defs>` block, and each drawing refers to it by id. That keeps a report of thousands of
/// findings to a few megabytes.
struct GlyphLibrary {
    private var faceIndex: [FaceUse: Int] = [:]
    private var paths: [GlyphKey: String] = [:]
    /// A font's glyphs often share an outline (a letter and its alternates, a full-width form):
    /// each outline is written once, under the first glyph drawn with it.
    private var keyOfPath: [String: GlyphKey] = [:]
    /// Each glyph drawn → the key its outline is written under: a glyph placed again (most are)
    /// is looked up by its key, not by hashing its outline's text.
    private var written: [GlyphKey: GlyphKey] = [:]

    /// The document-wide key of a glyph of `drawing`; nil when there is nothing to draw (a
    /// space) or no outline at all (bitmap emoji, which the caller draws as a box).
    mutating func key(for glyph: GlyphKey, in drawing: TextDrawing) -> GlyphKey? {
        guard let outline = drawing.outlines[glyph], let path = outline.path, !path.isEmpty,
              drawing.faces.indices.contains(glyph.face) else { return nil }
        let face = drawing.faces[glyph.face]
        let global: Int
        if let known = faceIndex[face] {
            global = known
        } else {
            global = faceIndex.count
            faceIndex[face] = global
        }
        let key = GlyphKey(face: global, glyph: glyph.glyph)
        if let known = written[key] { return known }
        let shared = keyOfPath[path] ?? key
        if shared == key {
            paths[key] = path
            keyOfPath[path] = key
        }
        written[key] = shared
        return shared
    }

    /// True when a glyph has no outline and should be drawn as a box of its advance.
    static func isBitmap(_ glyph: GlyphKey, in drawing: TextDrawing) -> Bool {
        guard let outline = drawing.outlines[glyph] else { return true }
        return outline.path == nil
    }

    var isEmpty: Bool { paths.isEmpty }

    /// The `<path>` definitions, sorted by id so the bytes do not depend on hashing.
    func definitions() -> String {
        var out = ""
        for key in paths.keys.sorted() {
            guard let path = paths[key] else { continue }
            out += "<path id=\"\(key.id)\" d=\"\(Markup.escape(path, for: .html))\"/>\n"
        }
        return out
    }

    /// Faces in the order they were first drawn with, for the report's font list.
    var faces: [FaceUse] { faceIndex.sorted { $0.value < $1.value }.map(\.key) }
}
