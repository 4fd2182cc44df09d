import CFreeType
import CHarfBuzz
import Foundation
import Synchronization
import TypeFitDiagnostics

/// One face of a font file (a file holds several when it is a collection such as
/// NotoSansCJK-Regular.ttc), opened once and shared by every measurement.
///
/// HarfBuzz faces and immutable fonts are safe to use from many threads at once, which is
/// what makes the `@unchecked Sendable` sound: nothing here changes after `init` except the
/// instance cache, which is behind a mutex.
package final class FontFace: @unchecked Sendable, CustomStringConvertible {
    package let file: String
    package let index: Int
    package let familyName: String
    package let styleName: String
    package let postScriptName: String
    package let unitsPerEm: Int
    /// OS/2 usWeightClass (400 regular, 600 semibold, 700 bold).
    package let weightClass: Int
    package let axes: [VariationAxis]
    /// Ascender, descender (negative) and line gap in em, as the platform's text stack uses them
    /// (OS/2 typo metrics when the font asks for them, else hhea).
    package let lineMetrics: LineMetrics
    /// The font's own AAT tracking table, when it has one (Apple's system fonts do).
    package let trackTable: TrackTable?

    let hbFace: OpaquePointer
    /// The face at its default instance, for cmap lookups: coverage is asked per grapheme
    /// cluster and candidate face, so it must not go through the instance cache's lock.
    private let coverageFont: OpaquePointer
    private let instances = Mutex<[InstanceKey: FontInstance]>([:])
    /// Instances kept at most; past it the cache starts again (every optical size is one).
    static let instanceCacheLimit = 2048
    /// FreeType's view of the same face, for drawing glyphs.
    let outlines: FaceOutlines

    package var description: String { "\(postScriptName) (\(URL(fileURLWithPath: file).lastPathComponent)#\(index))" }

    package var hasOpticalSizeAxis: Bool { axes.contains { $0.tag == "opsz" } }
    package var hasWeightAxis: Bool { axes.contains { $0.tag == "wght" } }

    /// Opens face `index` of the font file at `path`. FreeType validates the file first, so a
    /// file that is not a font gets a clear error instead of an empty face.
    package init(path: String, index: Int = 0) throws {
        try Self.checkFile(path)
        let info = try FreeTypeLibrary.shared.inspect(path: path, index: index)
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw FontError.unreadable(path, "cannot read file") }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { throw FontError.unreadable(path, "HarfBuzz cannot open face \(index)") }
        hb_face_make_immutable(face)
        self.hbFace = face
        // hb_font_create never returns NULL (it returns the empty font on failure).
        let coverage = hb_font_create(face)!
        hb_font_make_immutable(coverage)
        self.coverageFont = coverage
        self.outlines = FaceOutlines(path: path, index: index)
        self.file = path
        self.index = index
        self.familyName = info.family
        self.styleName = info.style
        self.postScriptName = info.postScriptName
        self.unitsPerEm = Int(hb_face_get_upem(face))
        self.weightClass = info.weightClass
        self.axes = VariationAxis.read(face)
        self.trackTable = TrackTable(face: face)
        self.lineMetrics = LineMetrics.read(face: face, unitsPerEm: Double(hb_face_get_upem(face)))
        self.lowCoverage = (0..<FontFace.lowCoverageLimit).map { value in
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(coverage, value, &glyph) != 0 && glyph != 0
        }
        guard unitsPerEm > 0 else { throw FontError.unreadable(path, "unitsPerEm is 0") }
    }

    deinit {
        hb_font_destroy(coverageFont)
        hb_face_destroy(hbFace)
    }

    /// The instance for a weight and optical size: variable fonts set `wght` and `opsz`;
    /// static fonts ignore both (weights and optical cuts are separate faces there).
    package func instance(weight: Int, opticalSize: Double?) -> FontInstance {
        let key = InstanceKey(
            weight: hasWeightAxis ? weight : 0,
            opticalSize: hasOpticalSizeAxis ? opticalSize.map { clampedOpticalSize($0) } : nil)
        return instances.withLock { cache in
            if let existing = cache[key] { return existing }
            let created = FontInstance(face: self, key: key)
            if cache.count >= Self.instanceCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = created
            return created
        }
    }

    /// The optical size actually used for `size` (see `VariationAxis.opticalSize(forPointSize:)`).
    func clampedOpticalSize(_ size: Double) -> Double {
        axes.first { $0.tag == "opsz" }?.opticalSize(forPointSize: size) ?? size
    }

    /// `covers` for every scalar below `lowCoverageLimit` (Latin, Greek, Cyrillic), read once when
    /// the face opens: candidate lists build their quick tables from it.
    let lowCoverage: [Bool]
    static let lowCoverageLimit: UInt32 = 0x530

    /// Whether the face maps `scalar` to a glyph of its own.
    package func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(coverageFont, scalar, &glyph) != 0 && glyph != 0
    }

}

struct InstanceKey: Hashable {
    let weight: Int
    let opticalSize: Double?
}

/// A face at one point in its design space, ready for HarfBuzz. Positions come back in
/// 1/64 font units: sub-unit precision for variable fonts, exact for static ones.
package final class FontInstance: @unchecked Sendable, Hashable {
    package let face: FontFace
    package let weight: Int
    package let opticalSize: Double?
    /// The axis values set on this instance (tag → user value); axes not named stay at their
    /// defaults. Shaping and outlines both read them, so glyphs are drawn as they were measured.
    let designCoordinates: [(tag: String, value: Double)]
    let hbFont: OpaquePointer
    static let subunits: Double = 64

    init(face: FontFace, key: InstanceKey) {
        self.face = face
        self.weight = key.weight
        self.opticalSize = key.opticalSize
        // hb_font_create never returns NULL (it returns the empty font on failure).
        let font = hb_font_create(face.hbFace)!
        let scale = Int32(face.unitsPerEm) * Int32(FontInstance.subunits)
        hb_font_set_scale(font, scale, scale)
        var coordinates: [(tag: String, value: Double)] = []
        if face.hasWeightAxis, key.weight > 0 { coordinates.append(("wght", Double(key.weight))) }
        if let opsz = key.opticalSize { coordinates.append(("opsz", opsz)) }
        self.designCoordinates = coordinates
        let variations = coordinates.map { hb_variation_t(tag: hbTag($0.tag), value: Float($0.value)) }
        if !variations.isEmpty { hb_font_set_variations(font, variations, UInt32(variations.count)) }
        // ptem is the instance's optical size. It only matters to HarfBuzz's own AAT tracking,
        // which typefit switches off (feature trak=0) and applies per size itself.
        hb_font_set_ptem(font, Float(key.opticalSize ?? 0))
        hb_font_make_immutable(font)
        self.hbFont = font
    }

    deinit { hb_font_destroy(hbFont) }

    /// Converts a HarfBuzz position of this instance to em.
    @inline(__always) func em(_ position: Int32) -> Double {
        Double(position) / (Double(face.unitsPerEm) * FontInstance.subunits)
    }

    /// The glyph's outline as this instance draws it: SVG path data in font units, y down.
    /// Nil for a glyph with no outline (a bitmap emoji).
    func svgPath(glyph: UInt32) -> String? {
        face.outlines.svgPath(glyph: glyph, variations: Dictionary(designCoordinates, uniquingKeysWith: { $1 }))
    }

    package static func == (a: FontInstance, b: FontInstance) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

package struct VariationAxis: Sendable, Codable, Equatable {
    package let tag: String
    package let minimum: Double
    package let defaultValue: Double
    package let maximum: Double

    /// The `opsz` value for a point size, as SF Pro's variable font is drawn on Apple's platforms:
    /// the size itself, clamped to the axis, to 1/100 pt. HarfBuzz resolves an axis to 1/16384
    /// of its range (Inter's 14–32 to 0.0011 pt); rounding to a hundredth moves a width by at most
    /// 2/100,000 of itself (Inter: 0.2 % per half point), keeps Dynamic Type's sizes exact, and
    /// bounds the optical sizes a long-running server can be asked for, each a shaping of its own.
    func opticalSize(forPointSize size: Double) -> Double {
        (min(max(size, minimum), maximum) * 100).rounded() / 100
    }

    static func read(_ face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map {
            VariationAxis(tag: tagString($0.tag), minimum: Double($0.min_value),
                          defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
    }
}

package struct LineMetrics: Sendable, Codable, Equatable {
    package let ascender: Double
    package let descender: Double
    package let lineGap: Double

    /// The line height UIKit gives a label in this font: ascender − descender + line gap.
    package var lineHeight: Double { ascender - descender + lineGap }

    static func read(face: OpaquePointer, unitsPerEm: Double) -> LineMetrics {
        let font = hb_font_create(face)!
        defer { hb_font_destroy(font) }
        func position(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &value)
            return Double(value) / unitsPerEm
        }
        return LineMetrics(ascender: position(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
                           descender: position(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
                           lineGap: position(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }
}

extension FontFace {
    /// A path to open as a font must be a readable file: a folder or a file without read
    /// permission is told as such, not as a format FreeType does not know.
    static func checkFile(_ path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw FontError.fileNotFound(path) }
        guard !isFolder.boolValue else { throw FontError.unreadable(path, "a folder, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw FontError.unreadable(path, "no permission to read it") }
        // HarfBuzz maps the file whole and cannot open one of 2 GB or more; a font that large is
        // padded or not a font, and would be left out without a word where a face is optional.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0
        guard size <= maxFileBytes else {
            throw FontError.unreadable(path, "the file is \(Format.bytes(size)), over the \(Format.bytes(maxFileBytes)) "
                                       + "a font file may take")
        }
    }

    /// The largest font file opened. Apple's largest (its colour emoji) is under 200 MB.
    package static let maxFileBytes = 512 << 20
}

/// A font file that cannot be used: missing, unreadable, or holding no face.
public enum FontError: Error, CustomStringConvertible, Sendable, Equatable {
    case fileNotFound(String)
    case unreadable(String, String)
    case noFaces(String)
    case missingDefaultFonts(family: String, install: String)
    /// `fonts.apple`: the folder (or a file in it) and what is wrong.
    case appleFolder(String, String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "font file not found: \(path)"
        case .unreadable(let path, let why): return "not a usable font file: \(path) (\(why))"
        case .noFaces(let path): return "font file holds no faces: \(path)"
        case .missingDefaultFonts(let family, let install):
            return "the default font \(family) is not installed; install it with: \(install) (or pass your own files with --font)"
        case .appleFolder(let path, let why): return "Apple's fonts folder: \(path): \(why)"
        }
    }
}

func hbTag(_ string: String) -> hb_tag_t {
    var bytes = Array(string.utf8.prefix(4))
    while bytes.count < 4 { bytes.append(0x20) }
    return (UInt32(bytes[0]) << 24) | (UInt32(bytes[1]) << 16) | (UInt32(bytes[2]) << 8) | UInt32(bytes[3])
}

func tagString(_ tag: hb_tag_t) -> String {
    var bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
    // Tags are padded with spaces ("cv1 "); Foundation's trimming is slow enough to show in profiles.
    while let last = bytes.last, last == 0x20 { bytes.removeLast() }
    while let first = bytes.first, first == 0x20 { bytes.removeFirst() }
    return String(decoding: bytes, as: UTF8.self)
}
