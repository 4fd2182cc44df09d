import TypeFitCore

/// The glyph outlines and glyph runs of a whole document. Each drawing numbers its faces from
/// zero; the library renumbers them document-wide so every (face, glyph) is written once, in one
/// `<defs>` block, and each drawing refers to it by id. A drawing's placed glyphs (a run) are
/// written there too, once per distinct run: the same text drawn at several sizes in the same
/// lines, or by several findings, is one definition that each drawing scales into place.
struct GlyphLibrary {
    private var faceIndex: [FaceUse: Int] = [:]
    private var paths: [GlyphKey: String] = [:]
    /// Each distinct run's markup, by its id's number (`r1`, `r2`, … in the order first drawn).
    private var runIndex: [String: Int] = [:]
    private var runs: [String] = []

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
        if paths[key] == nil { paths[key] = path }
        return key
    }

    /// True when a glyph has no outline and should be drawn as a box of its advance.
    static func isBitmap(_ glyph: GlyphKey, in drawing: TextDrawing) -> Bool {
        guard let outline = drawing.outlines[glyph] else { return true }
        return outline.path == nil
    }

    var isEmpty: Bool { paths.isEmpty }

    /// The id of the run whose markup (the inside of its `<g>`) is `body`, defined on first use.
    mutating func run(_ body: String) -> String {
        if let known = runIndex[body] { return "r\(known)" }
        runs.append(body)
        runIndex[body] = runs.count
        return "r\(runs.count)"
    }

    /// The `<path>` definitions, sorted by id so the bytes do not depend on hashing, then the
    /// runs in the order they were first drawn.
    func definitions() -> String {
        var out = ""
        for key in paths.keys.sorted() {
            guard let path = paths[key] else { continue }
            out += "<path id=\"\(key.id)\" d=\"\(Markup.escape(path, for: .html))\"/>\n"
        }
        for (index, body) in runs.enumerated() {
            out += "<g id=\"r\(index + 1)\">\n\(body)</g>\n"
        }
        return out
    }

    /// Faces in the order they were first drawn with, for the report's font list.
    var faces: [FaceUse] { faceIndex.sorted { $0.value < $1.value }.map(\.key) }
}
