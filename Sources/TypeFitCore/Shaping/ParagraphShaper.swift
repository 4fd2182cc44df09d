import CHarfBuzz

/// What a paragraph is shaped for. Everything else (point size within the optical bucket,
/// width, line limit) is applied afterwards by scaling.
struct ShapingKey: Hashable, Sendable {
    let units: [UInt16]
    let locale: String
    let weight: Int
    let optical: OpticalKey
    let direction: TextDirection
    /// The analysis's line breaks depend on it (`LineBreakStrategy.keepsHangulWords`).
    let keepsHangulWords: Bool
}

/// The last stage of shaping, libraqm's `_raqm_shape`: a paragraph's `FontRuns` shaped with
/// one HarfBuzz call per run, then the prefix sums of advances and of tracked clusters that
/// layout reads at any size and width. The stages before it are `ParagraphAnalysis` (done once
/// per paragraph) and `FontRuns` (once per weight and optical bucket, as this).
enum ParagraphShaper {
    /// HarfBuzz's own AAT tracking is off: typefit applies tracking per size itself.
    static let features: [hb_feature_t] = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("trak=0", -1, &feature)
        return [feature]
    }()

    /// An analysed paragraph at a weight and size: its font runs, shaped.
    static func shape(_ analysis: ParagraphAnalysis, weight: Int, size: Double, stack: FontStack) throws -> ShapedParagraph {
        shape(try FontRuns.assign(analysis, weight: weight, size: size, stack: stack), of: analysis)
    }

    /// One HarfBuzz buffer per run, then the prefix sums and tracking.
    static func shape(_ fontRuns: FontRuns, of analysis: ParagraphAnalysis) -> ShapedParagraph {
        let units = analysis.units
        let n = units.count
        let faces = fontRuns.faces
        var runs: [ShapedRun] = []
        runs.reserveCapacity(fontRuns.runs.count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        // Each unit's advance goes to advancePrefix[unit + 1], then the running sum makes the prefix.
        var advancePrefix = [Double](repeating: 0, count: n + 1)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let hbLanguage = analysis.facts.hbLanguage
        for run in fontRuns.runs {
            let start = run.range.lowerBound, end = run.range.upperBound
            // A piece cut out of a long run of marks may start inside a grapheme cluster; its
            // glyphs join that cluster, as HarfBuzz would have merged them, so widths, lines and
            // tracking see one cluster.
            let cluster = analysis.cluster(containing: start)
            let face = faces[run.face]
            let first = glyphs.count
            hb_buffer_clear_contents(buffer)
            units.withUnsafeBufferPointer { text in
                hb_buffer_add_utf16(buffer, text.baseAddress, Int32(n), UInt32(start), Int32(end - start))
            }
            hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, run.script)
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
            runs.append(ShapedRun(text: run, glyphs: first..<glyphs.count))
        }

        for i in 0..<n { advancePrefix[i + 1] += advancePrefix[i] }

        return ShapedParagraph(
            units: units, isRightToLeft: analysis.isRightToLeft, faces: faces, runs: runs, glyphs: glyphs,
            advancePrefix: advancePrefix, graphemeBoundaries: analysis.graphemeBoundaries,
            trackedClusterPrefix: trackedClusterPrefix(fontRuns, analysis), breaks: analysis.breaks,
            nonSpaceEnd: analysis.nonSpaceEnd, missing: fontRuns.missing, examinedCandidates: fontRuns.examined)
    }

    /// Tracking is counted per grapheme cluster, per face (each face tracks by its own table): for
    /// each face that tracks, its visible clusters in units [0, i). Empty when no face tracks.
    private static func trackedClusterPrefix(_ fontRuns: FontRuns, _ analysis: ParagraphAnalysis) -> [[Int32]?] {
        let faces = fontRuns.faces
        let n = analysis.count
        var tracked: [[Int32]?] = faces.contains { $0.tracking != nil } ? Array(repeating: nil, count: faces.count) : []
        for (f, face) in faces.enumerated() where face.tracking != nil {
            var prefix = [Int32](repeating: 0, count: n + 1)
            var k = 0
            for run in fontRuns.runs {
                let ofFace = run.face == f
                for i in run.range {
                    let isClusterStart = k < analysis.clusterCount && Int(analysis.graphemeBoundaries[k]) == i
                    if isClusterStart { k += 1 }
                    let counts = isClusterStart && ofFace && !analysis.clusterIsHidden[k - 1]
                    prefix[i + 1] = prefix[i] + (counts ? 1 : 0)
                }
            }
            tracked[f] = prefix
        }
        return tracked
    }
}
