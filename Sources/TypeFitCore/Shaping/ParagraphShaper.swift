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

    /// Font runs, HarfBuzz and the prefix sums, for an analysed paragraph at a weight and size.
    static func shape(_ analysis: ParagraphAnalysis, weight: Int, size: Double, stack: FontStack) throws -> ShapedParagraph {
        let units = analysis.units
        let n = units.count
        let language = analysis.facts.fontLanguageKey

        // Font runs: each grapheme cluster goes to the first face that covers all of it.
        var faces: [ResolvedFace] = []
        var faceInstances: [FontInstance] = []
        var faceOfUnit = [UInt16](repeating: 0, count: n)
        var missing: [MissingCharacter] = []
        // Candidate lists by (script, emoji), looked up once per paragraph rather than per cluster,
        // with how far into each list the choices looked (what another size must share to
        // choose the same faces).
        var lists: [(script: String, emoji: Bool, list: CandidateList, examined: Int)] = []
        for k in 0..<analysis.clusterCount {
            let clusterStart = Int(analysis.graphemeBoundaries[k])
            let end = Int(analysis.graphemeBoundaries[k + 1])
            let scalars = analysis.scalars[Int(analysis.clusterScalars[k])..<Int(analysis.clusterScalars[k + 1])]
            let script = analysis.clusterScript[k]
            let emoji = analysis.clusterIsEmoji[k]
            let slot: Int
            if let known = lists.firstIndex(where: { $0.script == script && $0.emoji == emoji }) {
                slot = known
            } else {
                lists.append((script, emoji, stack.candidateList(script: script, language: language, weight: weight,
                                                                size: size, emoji: emoji), -1))
                slot = lists.count - 1
            }
            let list = lists[slot].list
            let choice = choose(list, for: scalars)
            guard let chosenIndex = choice.index ?? (list.faces.isEmpty ? nil : 0) else {
                throw ShapingError.noFaces(script: script)
            }
            // A cluster no face covers fully was tested against the whole list.
            lists[slot].examined = max(lists[slot].examined, choice.coversAll ? chosenIndex : list.faces.count)
            if !choice.coversAll {
                for scalar in scalars where !isIgnorable(scalar) && !list.coverage.contains(where: { $0.covers(scalar.value) }) {
                    missing.append(MissingCharacter(
                        codePoint: "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4),
                        character: String(scalar), offset: clusterStart, script: script,
                        install: stack.installHint(forScript: script)))
                }
            }
            let chosen = list.instances[chosenIndex]
            let index = faceInstances.firstIndex { $0 === chosen } ?? {
                faces.append(list.faces[chosenIndex])
                faceInstances.append(chosen)
                return faces.count - 1
            }()
            for u in clusterStart..<end { faceOfUnit[u] = UInt16(index) }
        }

        // Runs split wherever the bidi level, the script or the face changes.
        let levels = analysis.levels
        let scripts = analysis.scripts
        var runs: [ShapedRun] = []
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        var unitAdvance = [Double](repeating: 0, count: n)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let hbLanguage = analysis.facts.hbLanguage
        var start = 0
        while start < n {
            var end = start + 1
            while end < n && levels[end] == levels[start] && scripts[end] == scripts[start]
                    && faceOfUnit[end] == faceOfUnit[start] { end += 1 }
            let level = levels[start]
            let face = faces[Int(faceOfUnit[start])]
            let first = glyphs.count
            hb_buffer_clear_contents(buffer)
            units.withUnsafeBufferPointer { text in
                hb_buffer_add_utf16(buffer, text.baseAddress, Int32(n), UInt32(start), Int32(end - start))
            }
            hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, scripts[start])
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
        var tracked = [[Int32]?](repeating: nil, count: faces.count)
        for (f, face) in faces.enumerated() where face.tracking != nil {
            var prefix = [Int32](repeating: 0, count: n + 1)
            var k = 0
            for i in 0..<n {
                let isClusterStart = k < analysis.clusterCount && Int(analysis.graphemeBoundaries[k]) == i
                if isClusterStart { k += 1 }
                prefix[i + 1] = prefix[i] + (isClusterStart && Int(faceOfUnit[i]) == f ? 1 : 0)
            }
            tracked[f] = prefix
        }

        return ShapedParagraph(
            units: units, isRightToLeft: analysis.isRightToLeft, faces: faces, runs: runs, glyphs: glyphs,
            advancePrefix: advancePrefix, graphemeBoundaries: analysis.graphemeBoundaries, trackedClusterPrefix: tracked,
            breaks: analysis.breaks, nonSpaceEnd: analysis.nonSpaceEnd, faceOfUnit: faceOfUnit, missing: missing,
            fontChoices: lists.map {
                FontChoice(script: $0.script, emoji: $0.emoji, instances: $0.list.faces.prefix($0.examined + 1).map(\.instance),
                           wholeList: $0.examined >= $0.list.faces.count - 1)
            })
    }

    /// The index of the first face that has a glyph for every visible scalar of the cluster; else
    /// of the face of the base character (marks it lacks fall back to dotted forms). `coversAll`
    /// is false when some visible scalar has no glyph in the face chosen.
    private static func choose(_ list: CandidateList, for scalars: ArraySlice<Unicode.Scalar>)
        -> (index: Int?, coversAll: Bool) {
        let faces = list.coverage
        if scalars.count == 1, let only = scalars.first {
            if only.value < CandidateList.quickLimit && list.firstCovers[Int(only.value)] { return (0, true) }
            if isIgnorable(only) { return (faces.isEmpty ? nil : 0, true) }
            let index = faces.firstIndex { $0.covers(only.value) }
            return (index, index != nil)
        }
        let visible = scalars.filter { !isIgnorable($0) }
        if visible.isEmpty { return (faces.isEmpty ? nil : 0, true) }
        if let full = faces.firstIndex(where: { face in visible.allSatisfy { face.covers($0.value) } }) {
            return (full, true)
        }
        guard let base = visible.first else { return (nil, false) }
        return (faces.firstIndex { $0.covers(base.value) }, false)
    }

    /// Joiners, variation selectors, bidi controls: shaped with their cluster, need no glyph.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    static func isEmojiCluster(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
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
