import CHarfBuzz
import TypeFit

/// A HarfBuzz font opened straight from a file, as a program using HarfBuzz alone would.
/// HarfBuzz fonts are immutable once made and safe to shape with from many threads.
final class RawFont: @unchecked Sendable {
    let font: OpaquePointer

    /// `variations`: axis values ("wght", "opsz") for a variable face's instance.
    init?(file: String, index: Int, variations: [(tag: String, value: Double)]) {
        guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        let settings = variations.map { variation in
            hb_variation_t(tag: variation.tag.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }, value: Float(variation.value))
        }
        if !settings.isEmpty { hb_font_set_variations(font, settings, UInt32(settings.count)) }
        hb_font_make_immutable(font)
        self.font = font
    }

    /// The instance a resolved face draws with: a static face, or a variable one at its weight
    /// and optical size, as typefit shapes it.
    convenience init?(instance: FontInstance) {
        self.init(file: instance.face.file, index: instance.face.index, variations: Self.variations(of: instance))
    }

    /// What tells instances apart: file, face index and axis values.
    static func id(of instance: FontInstance) -> String {
        "\(instance.face.file)#\(instance.face.index)" + variations(of: instance).map { " \($0.tag)=\($0.value)" }.joined()
    }

    private static func variations(of instance: FontInstance) -> [(tag: String, value: Double)] {
        var axes: [(tag: String, value: Double)] = []
        if instance.face.hasWeightAxis { axes.append((tag: "wght", value: Double(instance.weight))) }
        if let opsz = instance.opticalSize { axes.append((tag: "opsz", value: opsz)) }
        return axes
    }

    deinit { hb_font_destroy(font) }
}

/// One shaping buffer per thread, reused for every string.
final class RawBuffer: @unchecked Sendable {
    let buffer: OpaquePointer

    init() { buffer = hb_buffer_create() }
    deinit { hb_buffer_destroy(buffer) }
}

/// The floor: shaping every distinct (string, face) once with raw HarfBuzz — one buffer per
/// string, the face typefit starts the locale's text with, no itemization, no line breaking,
/// no layout. Nothing that lays the strings out in every cell can take less.
struct HarfBuzzFloor: Sendable {
    /// The faces each locale's strings are shaped with: one per weight and optical cut (on a
    /// variable face, per instance: weight and optical size), merged when they are the same
    /// file and instance (Noto has no Display cut, so Arabic gets 2 not 4).
    let facesByLocale: [String: [RawFont]]

    init(engine: TextEngine, cells: BenchCells, locales: some Sequence<String>) throws {
        var opened: [String: RawFont] = [:]
        var byLocale: [String: [RawFont]] = [:]
        for locale in Set(locales) {
            var ids: [String] = []
            for group in cells.groups {
                var buckets: [OpticalKey: Double] = [:]
                for size in group.sizes where buckets[engine.fonts.opticalKey(size)] == nil {
                    buckets[engine.fonts.opticalKey(size)] = size
                }
                for size in buckets.values.sorted() {
                    guard let instance = engine.primaryFace(locale: LocaleTag(locale), weight: group.weight.value,
                                                            size: size)?.instance
                    else { throw BenchFailure("no face for \(locale)") }
                    let id = RawFont.id(of: instance)
                    if !ids.contains(id) { ids.append(id) }
                    if opened[id] == nil {
                        guard let font = RawFont(instance: instance) else {
                            throw BenchFailure("HarfBuzz cannot open \(id)")
                        }
                        opened[id] = font
                    }
                }
            }
            byLocale[locale] = ids.compactMap { opened[$0] }
        }
        facesByLocale = byLocale
    }

    var shapingsPerLocale: [String: Int] { facesByLocale.mapValues(\.count) }

    /// Shapes every string with each of its locale's faces; returns the glyph count (a checksum).
    func run(_ strings: [BenchString], threads: Int) -> (shapings: Int, glyphs: Int) {
        let units = strings.map { Array($0.text.utf16) }
        let states = parallelFold(count: strings.count, threads: threads, initial: { (RawBuffer(), 0, 0) }) {
            state, index in
            let buffer = state.0.buffer
            let language = hb_language_from_string(strings[index].locale, -1)
            for font in facesByLocale[strings[index].locale] ?? [] {
                hb_buffer_clear_contents(buffer)
                units[index].withUnsafeBufferPointer {
                    hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
                }
                hb_buffer_set_language(buffer, language)
                hb_buffer_guess_segment_properties(buffer)
                hb_shape(font.font, buffer, nil, 0)
                state.1 += 1
                state.2 += Int(hb_buffer_get_length(buffer))
            }
        }
        return states.reduce((0, 0)) { ($0.0 + $1.1, $0.1 + $1.2) }
    }
}
