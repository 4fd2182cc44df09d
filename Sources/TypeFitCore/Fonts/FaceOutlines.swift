import CFreeType
import Synchronization

/// A face's glyph outlines, from FreeType, as SVG path data in font units.
///
/// The FT_Face is opened on first use (most faces are only ever measured, never drawn) and
/// serves one glyph at a time behind this object's lock: FreeType allows loads on different
/// faces in parallel, but never two on the same face. Each (glyph, design coordinates) is
/// decomposed once and cached, so a report drawing thousands of strings loads each glyph once.
final class FaceOutlines: Sendable {
    private let path: String
    private let index: Int

    private struct State {
        var opened = false
        var face: FT_Face?
        var axes: [(tag: String, defaultValue: FT_Fixed)] = []
        /// The coordinates last set on the face, so a run of glyphs of one instance sets them once.
        var coordinates: [FT_Fixed]?
        var cache: [Key: String?] = [:]
    }

    private struct Key: Hashable {
        let glyph: UInt32
        let coordinates: [FT_Fixed]
    }

    private let state = Mutex(State())

    init(path: String, index: Int) {
        self.path = path
        self.index = index
    }

    deinit {
        if let face = state.withLock({ $0.face }) { FreeTypeLibrary.shared.close(face) }
    }

    /// The outline of `glyph` at a point in the face's design space (axis tag → user value;
    /// axes not named stay at their defaults, as HarfBuzz leaves them). Nil when the glyph has
    /// no outline to give: bitmap-only glyphs (CBDT/sbix emoji), or a face FreeType cannot load.
    func svgPath(glyph: UInt32, variations: [String: Double]) -> String? {
        state.withLock { state -> String? in
            if !state.opened {
                state.opened = true
                if let opened = try? FreeTypeLibrary.shared.open(path: path, index: index) {
                    state.face = opened.face
                    state.axes = opened.axes
                }
            }
            guard let face = state.face else { return nil }
            let coordinates = state.axes.map { axis in
                variations[axis.tag].map { FT_Fixed(($0 * 65536).rounded()) } ?? axis.defaultValue
            }
            let key = Key(glyph: glyph, coordinates: coordinates)
            if let hit = state.cache[key] { return hit }
            if !coordinates.isEmpty, state.coordinates != coordinates {
                var values = coordinates
                guard FT_Set_Var_Design_Coordinates(face, FT_UInt(values.count), &values) == 0 else { return nil }
                state.coordinates = coordinates
            }
            let path = Self.load(face, glyph: glyph)
            state.cache[key] = path
            return path
        }
    }

    /// Font units, no hinting: the outline as designed, which the caller scales by size / upem.
    private static func load(_ face: FT_Face, glyph: UInt32) -> String? {
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        // A bitmap or color font still "loads" an empty outline for a glyph whose picture is
        // elsewhere (CBDT, sbix, COLR layers). Blank is right for a space, wrong for an emoji that
        // takes room, so such a glyph counts as having no outline.
        let faceFlags = face.pointee.face_flags
        let pictureElsewhere = faceFlags & FT_Long(FT_FACE_FLAG_COLOR) != 0 || faceFlags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        if slot.pointee.outline.n_contours == 0 && slot.pointee.advance.x != 0 && pictureElsewhere { return nil }
        return SVGPathWriter.path(of: &slot.pointee.outline)
    }
}
