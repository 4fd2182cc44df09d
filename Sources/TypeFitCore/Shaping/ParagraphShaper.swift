import CHarfBuzz
import TypeFitLocale

/// What a paragraph is shaped for. Everything else (point size within the optical bucket,
/// width, line limit) is applied afterwards by scaling.
struct ShapingKey: Hashable, Sendable {
    let units: [UInt16]
    let locale: String
    let weight: Int
    let optical: OpticalKey
    let direction: TextDirection
}

enum ShapingError: Error, CustomStringConvertible {
    case noFaces(script: String)

    var description: String {
        switch self {
        case .noFaces(let script): return "the font stack has no face at all for script \(script)"
        }
    }
}

/// itemize → bidi → script runs → font runs → HarfBuzz, for one paragraph.
enum ParagraphShaper {
    /// HarfBuzz's own AAT tracking is off: typefit applies tracking per size itself.
    static let features: [hb_feature_t] = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("trak=0", -1, &feature)
        return [feature]
    }()

    static func shape(units: [UInt16], locale: LocaleTag, weight: Int, size: Double, direction: TextDirection,
                      stack: FontStack) throws -> ShapedParagraph {
        let n = units.count
        let slice = units[...]
        let bidi = BidiParagraph(units: slice, direction: direction, localeIsRightToLeft: locale.isRightToLeft)
        let localeScript = primaryScript(of: locale.script)
        let scripts = ScriptAnalysis(units: slice, fallback: hb_script_t.from(iso15924: localeScript))
        let language = locale.fontLanguageKey
        let graphemes = n == 0 ? [] : try TextBreaks.graphemeBreaks(units, locale: locale)
        let breaks = n == 0 ? [] : try TextBreaks.lineBreaks(units, locale: locale).offsets

        // Font runs: each grapheme cluster goes to the first face that covers all of it.
        var faces: [ResolvedFace] = []
        var faceIndex: [ObjectIdentifier: Int] = [:]
        var faceOfUnit = [UInt16](repeating: 0, count: n)
        var missing: [MissingCharacter] = []
        var clusterStart = 0
        for boundary in graphemes {
            let end = Int(boundary)
            let scalars = Array(String(decoding: units[clusterStart..<end], as: UTF16.self).unicodeScalars)
            let script = scripts.scripts[clusterStart].iso15924
            let emoji = isEmojiCluster(scalars)
            let candidates = stack.candidates(script: script, language: language, weight: weight, size: size, emoji: emoji)
            guard let chosen = choose(candidates, for: scalars) ?? candidates.first else {
                throw ShapingError.noFaces(script: script)
            }
            if choose(candidates, for: scalars) == nil || !covers(chosen, scalars.filter { !isIgnorable($0) }) {
                for scalar in scalars where !isIgnorable(scalar) && !candidates.contains(where: { $0.face.covers(scalar.value) }) {
                    missing.append(MissingCharacter(
                        codePoint: "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4),
                        character: String(scalar), offset: clusterStart, script: script,
                        install: stack.installHint(forScript: script)))
                }
            }
            let id = ObjectIdentifier(chosen.instance)
            let index = faceIndex[id] ?? {
                faces.append(chosen)
                faceIndex[id] = faces.count - 1
                return faces.count - 1
            }()
            for u in clusterStart..<end { faceOfUnit[u] = UInt16(index) }
            clusterStart = end
        }

        // Runs split wherever the bidi level, the script or the face changes.
        var runs: [ShapedRun] = []
        var glyphs: [ShapedGlyph] = []
        var unitAdvance = [Double](repeating: 0, count: n)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let hbLanguage = hb_language_from_string(locale.identifier, -1)
        var start = 0
        while start < n {
            var end = start + 1
            while end < n && bidi.levels[end] == bidi.levels[start] && scripts.scripts[end] == scripts.scripts[start]
                    && faceOfUnit[end] == faceOfUnit[start] { end += 1 }
            let level = bidi.levels[start]
            let face = faces[Int(faceOfUnit[start])]
            let first = glyphs.count
            hb_buffer_clear_contents(buffer)
            units.withUnsafeBufferPointer { text in
                hb_buffer_add_utf16(buffer, text.baseAddress, Int32(n), UInt32(start), Int32(end - start))
            }
            hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, scripts.scripts[start])
            hb_buffer_set_language(buffer, hbLanguage)
            var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
            if start == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
            if end == n { flags |= HB_BUFFER_FLAG_EOT.rawValue }
            hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
            hb_shape(face.instance.hbFont, buffer, features, UInt32(features.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            if let infos, let positions {
                for g in 0..<Int(count) {
                    let cluster = Int(infos[g].cluster)
                    let advance = face.instance.em(positions[g].x_advance)
                    glyphs.append(ShapedGlyph(id: infos[g].codepoint, cluster: Int32(cluster), advance: advance,
                                              xOffset: face.instance.em(positions[g].x_offset),
                                              yOffset: face.instance.em(positions[g].y_offset)))
                    if cluster >= start && cluster < end { unitAdvance[cluster] += advance }
                }
            }
            runs.append(ShapedRun(start: start, end: end, level: level, face: Int(faceOfUnit[start]),
                                  glyphs: first..<glyphs.count))
            start = end
        }

        var advancePrefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { advancePrefix[i + 1] = advancePrefix[i] + unitAdvance[i] }

        // Tracking is counted per grapheme cluster, per face (each face tracks by its own table).
        var isClusterStart = [Bool](repeating: false, count: n)
        for boundary in ([0] + graphemes.dropLast()) where Int(boundary) < n { isClusterStart[Int(boundary)] = true }
        var tracked = [[Int32]?](repeating: nil, count: faces.count)
        for (f, face) in faces.enumerated() where face.tracking != nil {
            var prefix = [Int32](repeating: 0, count: n + 1)
            for i in 0..<n {
                prefix[i + 1] = prefix[i] + (isClusterStart[i] && Int(faceOfUnit[i]) == f ? 1 : 0)
            }
            tracked[f] = prefix
        }

        var nonSpaceEnd = [Int32](repeating: 0, count: n + 1)
        var lastNonSpace: Int32 = 0
        var i = 0
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
            let width = scalar.value > 0xFFFF ? 2 : 1
            // The middle of a surrogate pair is no boundary; give it the value before the pair.
            if width == 2, i + 1 <= n { nonSpaceEnd[i + 1] = lastNonSpace }
            if !isTrailingSpace(scalar) { lastNonSpace = Int32(i + width) }
            if i + width <= n { nonSpaceEnd[i + width] = lastNonSpace }
            i += width
        }

        return ShapedParagraph(
            units: units, isRightToLeft: bidi.isRightToLeft, faces: faces, runs: runs, glyphs: glyphs,
            advancePrefix: advancePrefix, graphemeBoundaries: [0] + graphemes, trackedClusterPrefix: tracked,
            breaks: breaks, nonSpaceEnd: nonSpaceEnd, faceOfUnit: faceOfUnit, missing: missing)
    }

    /// The first face that has a glyph for every visible scalar of the cluster.
    private static func choose(_ candidates: [ResolvedFace], for scalars: [Unicode.Scalar]) -> ResolvedFace? {
        let visible = scalars.filter { !isIgnorable($0) }
        if visible.isEmpty { return candidates.first }
        if let full = candidates.first(where: { covers($0, visible) }) { return full }
        // Else the face of the base character (marks it lacks fall back to dotted forms).
        guard let base = visible.first else { return nil }
        return candidates.first { $0.face.covers(base.value) }
    }

    private static func covers(_ face: ResolvedFace, _ scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { face.face.covers($0.value) }
    }

    /// Joiners, variation selectors, bidi controls: shaped with their cluster, need no glyph.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    static func isEmojiCluster(_ scalars: [Unicode.Scalar]) -> Bool {
        if scalars.contains(where: { $0.value == 0xFE0F || $0.properties.isEmojiPresentation }) { return true }
        return scalars.count > 1 && scalars.contains { $0.value == 0x200D } && scalars.contains { $0.properties.isEmoji }
    }

    /// White space that a line drops at its end. No-break spaces are kept: they glue words.
    static func isTrailingSpace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.isWhitespace else { return false }
        return scalar.value != 0xA0 && scalar.value != 0x2007 && scalar.value != 0x202F
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
