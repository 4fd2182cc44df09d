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

        let (faceOfUnit, faces, missing, lists) = try assignFaces(analysis, weight: weight, size: size, stack: stack)

        // Runs split wherever the bidi level, the script or the face changes.
        let levels = analysis.levels
        let scripts = analysis.scripts
        var runs: [ShapedRun] = []
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        // Each unit's advance goes to advancePrefix[unit + 1], then the running sum makes the prefix.
        var advancePrefix = [Double](repeating: 0, count: n + 1)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let hbLanguage = analysis.facts.hbLanguage
        let splits = analysis.shapingSplits
        var nextSplit = 0
        var start = 0
        while start < n {
            while nextSplit < splits.count && Int(splits[nextSplit]) <= start { nextSplit += 1 }
            let limit = nextSplit < splits.count ? Int(splits[nextSplit]) : n
            var end = start + 1
            while end < limit && levels[end] == levels[start] && scripts[end] == scripts[start]
                    && faceOfUnit[end] == faceOfUnit[start] { end += 1 }
            // A piece cut out of a long run of marks may start inside a grapheme cluster; its
            // glyphs join that cluster, as HarfBuzz would have merged them, so widths, lines and
            // tracking see one cluster.
            let cluster = analysis.cluster(containing: start)
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
            // A piece of a cut-up mark run has no base of its own; it must not get one drawn.
            if cluster.lowerBound < start { flags |= HB_BUFFER_FLAG_DO_NOT_INSERT_DOTTED_CIRCLE.rawValue }
            hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
            hb_shape(face.instance.hbFont, buffer, features, UInt32(features.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            if let infos, let positions {
                for g in 0..<Int(count) {
                    var glyphCluster = Int(infos[g].cluster)
                    if glyphCluster < cluster.upperBound { glyphCluster = cluster.lowerBound }
                    let advance = face.instance.em(positions[g].x_advance)
                    glyphs.append(ShapedGlyph(id: infos[g].codepoint, cluster: Int32(glyphCluster), advance: advance,
                                              xOffset: face.instance.em(positions[g].x_offset),
                                              yOffset: face.instance.em(positions[g].y_offset)))
                    if glyphCluster >= cluster.lowerBound && glyphCluster < end { advancePrefix[glyphCluster + 1] += advance }
                }
            }
            runs.append(ShapedRun(start: start, end: end, level: level, face: Int(faceOfUnit[start]),
                                  glyphs: first..<glyphs.count))
            start = end
        }

        for i in 0..<n { advancePrefix[i + 1] += advancePrefix[i] }

        // Tracking is counted per grapheme cluster, per face (each face tracks by its own table).
        var tracked: [[Int32]?] = faces.contains { $0.tracking != nil } ? Array(repeating: nil, count: faces.count) : []
        for (f, face) in faces.enumerated() where face.tracking != nil {
            var prefix = [Int32](repeating: 0, count: n + 1)
            var k = 0
            for i in 0..<n {
                let isClusterStart = k < analysis.clusterCount && Int(analysis.graphemeBoundaries[k]) == i
                if isClusterStart { k += 1 }
                let counts = isClusterStart && Int(faceOfUnit[i]) == f && !analysis.clusterIsHidden[k - 1]
                prefix[i + 1] = prefix[i] + (counts ? 1 : 0)
            }
            tracked[f] = prefix
        }

        return ShapedParagraph(
            units: units, isRightToLeft: analysis.isRightToLeft, faces: faces, runs: runs, glyphs: glyphs,
            advancePrefix: advancePrefix, graphemeBoundaries: analysis.graphemeBoundaries, trackedClusterPrefix: tracked,
            breaks: analysis.breaks, nonSpaceEnd: analysis.nonSpaceEnd, faceOfUnit: faceOfUnit, missing: missing,
            fontChoices: lists)
    }

    /// Font runs: each grapheme cluster goes to the first face that covers all of it. Returns the
    /// face of every unit, the faces used, the characters no face covers, and for each candidate
    /// list consulted how far into it the choices looked (what another size must share to choose
    /// the same faces).
    private static func assignFaces(_ analysis: ParagraphAnalysis, weight: Int, size: Double, stack: FontStack) throws
        -> (faceOfUnit: [UInt16], faces: [ResolvedFace], missing: [MissingCharacter], choices: [FontChoice]) {
        let language = analysis.facts.fontLanguageKey
        let bounds = analysis.graphemeBoundaries
        let clusterScalars = analysis.clusterScalars
        let allScalars = analysis.scalars
        var faceOfUnit = [UInt16](repeating: 0, count: analysis.count)
        var faces: [ResolvedFace] = []
        var faceInstances: [FontInstance] = []
        var missing: [MissingCharacter] = []
        var lists: [(script: String, emoji: Bool, list: CandidateList, examined: Int)] = []
        // The list of the run of clusters being walked, and its first face's index in `faces`:
        // consecutive clusters of one script need no lookup, and most take the first face.
        var slot = -1
        var firstCovers: [Bool] = []
        var firstFaceIndex = -1
        func faceIndex(_ list: CandidateList, _ candidate: Int) -> Int {
            let chosen = list.instances[candidate]
            if let known = faceInstances.firstIndex(where: { $0 === chosen }) { return known }
            faces.append(list.faces[candidate])
            faceInstances.append(chosen)
            return faces.count - 1
        }
        for k in 0..<analysis.clusterCount {
            let script = analysis.clusterScript[k]
            let emoji = analysis.clusterIsEmoji[k]
            if slot < 0 || lists[slot].emoji != emoji || lists[slot].script != script {
                if let known = lists.firstIndex(where: { $0.script == script && $0.emoji == emoji }) {
                    slot = known
                } else {
                    lists.append((script, emoji, stack.candidateList(script: script, language: language, weight: weight,
                                                                    size: size, emoji: emoji), -1))
                    slot = lists.count - 1
                }
                firstCovers = lists[slot].list.firstCovers
                firstFaceIndex = -1
            }
            let first = Int(clusterScalars[k]), last = Int(clusterScalars[k + 1])
            let index: Int
            if last - first == 1, allScalars[first].value < CandidateList.quickLimit, firstCovers[Int(allScalars[first].value)] {
                if firstFaceIndex < 0 {
                    firstFaceIndex = faceIndex(lists[slot].list, 0)
                    lists[slot].examined = max(lists[slot].examined, 0)
                }
                index = firstFaceIndex
            } else {
                let list = lists[slot].list
                let scalars = allScalars[first..<last]
                let choice = choose(list, for: scalars)
                guard let chosenIndex = choice.index ?? (list.faces.isEmpty ? nil : 0) else {
                    throw ShapingError.noFaces(script: script)
                }
                // A cluster no face covers fully was tested against the whole list.
                lists[slot].examined = max(lists[slot].examined, choice.coversAll ? chosenIndex : list.faces.count)
                if !choice.coversAll {
                    // Each character once per cluster: a letter under 10,000 copies of one mark is one report.
                    var reported: Set<UInt32> = []
                    for scalar in scalars where !isIgnorable(scalar) && !list.coverage.contains(where: { $0.covers(scalar.value) }) {
                        guard reported.insert(scalar.value).inserted else { continue }
                        missing.append(MissingCharacter(
                            codePoint: "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4),
                            character: String(scalar), offset: Int(bounds[k]), script: script,
                            install: stack.installHint(forScript: script)))
                    }
                }
                index = faceIndex(list, chosenIndex)
            }
            for u in Int(bounds[k])..<Int(bounds[k + 1]) { faceOfUnit[u] = UInt16(index) }
        }
        let choices = lists.map {
            FontChoice(script: $0.script, emoji: $0.emoji, instances: $0.list.instances.prefix($0.examined + 1).map { $0 },
                       wholeList: $0.examined >= $0.list.faces.count - 1)
        }
        return (faceOfUnit, faces, missing, choices)
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
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
