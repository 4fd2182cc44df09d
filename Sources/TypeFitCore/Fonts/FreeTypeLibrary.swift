import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

/// FreeType validates font files, reads their names and opens faces for glyph outlines. An
/// FT_Library may not be used from two threads at once, so every call goes through one lock.
final class FreeTypeLibrary: Sendable {
    static let shared = FreeTypeLibrary()

    struct FaceInfo {
        let family: String
        let style: String
        let postScriptName: String
        let weightClass: Int
        let faceCount: Int
    }

    private let library: Mutex<FT_Library?>

    private init() {
        var handle: FT_Library?
        if FT_Init_FreeType(&handle) != 0 { handle = nil }
        library = Mutex(handle)
    }

    func inspect(path: String, index: Int) throws -> FaceInfo {
        try library.withLock { handle in
            guard let handle else { throw FontError.unreadable(path, "FreeType failed to start") }
            var face: FT_Face?
            let error = FT_New_Face(handle, path, FT_Long(index), &face)
            guard error == 0, let face else { throw FontError.unreadable(path, Self.describe(error)) }
            defer { FT_Done_Face(face) }
            let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
            let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
            let ps = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? family
            var weight = 400
            if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
                weight = Int(os2.pointee.usWeightClass)
            }
            return FaceInfo(family: family, style: style, postScriptName: ps, weightClass: weight,
                            faceCount: Int(face.pointee.num_faces))
        }
    }

    /// A face kept open for loading glyph outlines, with its variation axes (tag and default,
    /// in fvar order: the order FT_Set_Var_Design_Coordinates expects). The caller owns the face
    /// and must hand it back to `close`: FreeType needs opening and closing serialized on the
    /// library, while loading glyphs only needs the face itself not to be shared.
    func open(path: String, index: Int) throws -> (face: FT_Face, axes: [(tag: String, defaultValue: FT_Fixed)]) {
        try library.withLock { handle in
            guard let handle else { throw FontError.unreadable(path, "FreeType failed to start") }
            var face: FT_Face?
            let error = FT_New_Face(handle, path, FT_Long(index), &face)
            guard error == 0, let face else { throw FontError.unreadable(path, Self.describe(error)) }
            var axes: [(tag: String, defaultValue: FT_Fixed)] = []
            var variations: UnsafeMutablePointer<FT_MM_Var>?
            if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0,
               FT_Get_MM_Var(face, &variations) == 0, let variations {
                let count = Int(variations.pointee.num_axis)
                if let list = variations.pointee.axis {
                    for i in 0..<count {
                        axes.append((tagString(hb_tag_t(truncatingIfNeeded: list[i].tag)), list[i].def))
                    }
                }
                FT_Done_MM_Var(handle, variations)
            }
            return (face, axes)
        }
    }

    func close(_ face: FT_Face) {
        library.withLock { _ in _ = FT_Done_Face(face) }
    }

    /// FreeType's words for the errors a file that is not a font, or a damaged one, gives
    /// (fterrdef.h; this FreeType may be built without FT_Error_String).
    static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x01: return "cannot open it"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x08: return "broken table"
        case 0x09: return "broken offset within table"
        case 0x8E: return "SFNT font table missing"
        default: return "FreeType error \(error)"
        }
    }

    /// How many faces the file holds (1 for a plain .ttf/.otf).
    func faceCount(path: String) throws -> Int {
        try inspect(path: path, index: 0).faceCount
    }
}
