import CHarfBuzz

/// A stretch of a paragraph that HarfBuzz shapes in one call: one bidi level, one script, one
/// face (libraqm's `raqm_run_t`). A paragraph's runs tile it in logical order.
struct TextRun: Equatable, Sendable {
    /// UTF-16 offsets in the paragraph.
    let range: Range<Int>
    /// UAX #9 embedding level; odd levels run right to left.
    let level: UInt8
    let script: hb_script_t
    /// Index into `FontRuns.faces`.
    let face: Int

    var isRightToLeft: Bool { level % 2 == 1 }
}

enum ShapingError: Error, CustomStringConvertible {
    case noFaces(script: String)

    var description: String {
        switch self {
        case .noFaces(let script): return "the font stack has no face at all for script \(script)"
        }
    }
}

/// The second stage of shaping, between the analysis and HarfBuzz (libraqm's font itemization):
/// each grapheme cluster goes to the first face of its script's candidate list that covers all
/// of it, and the paragraph is cut into runs wherever the bidi level, the script or the face
/// changes, and inside over-long runs of marks. Nothing is shaped here.
struct FontRuns {
    let runs: [TextRun]
    /// The faces the runs use, in order of first use.
    let faces: [ResolvedFace]
    /// The characters no face covers, in offset order.
    let missing: [MissingCharacter]
    /// The candidate lists consulted, one per script (and emoji or not), with how far into each
    /// the choices looked: what another size must share to choose the same faces.
    let examined: [ExaminedCandidates]

    static func assign(_ analysis: ParagraphAnalysis, weight: Int, size: Double, stack: FontStack) throws -> FontRuns {
        let language = analysis.facts.fontLanguageKey
        let bounds = analysis.graphemeBoundaries
        let clusterScalars = analysis.clusterScalars
        let allScalars = analysis.scalars
        var faceOfUnit = [UInt16](repeating: 0, count: analysis.count)
        var faces: [ResolvedFace] = []
        var faceInstances: [FontInstance] = []
        var missing: [MissingCharacter] = []
        var lists: [ExaminedCandidates] = []
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
                    lists.append(ExaminedCandidates(
                        script: script, emoji: emoji, examined: -1,
                        list: stack.candidateList(script: script, language: language, weight: weight, size: size,
                                                  emoji: emoji)))
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
                        missing.append(MissingCharacter(scalar, offset: Int(bounds[k]), script: script,
                                                        install: stack.installHint(forScript: script)))
                    }
                }
                index = faceIndex(list, chosenIndex)
            }
            for u in Int(bounds[k])..<Int(bounds[k + 1]) { faceOfUnit[u] = UInt16(index) }
        }
        return FontRuns(runs: cut(analysis, faceOfUnit: faceOfUnit), faces: faces, missing: missing, examined: lists)
    }

    /// Runs end wherever the bidi level, the script or the face changes, and at the analysis's
    /// cuts in long runs of marks (`ParagraphAnalysis.markRunLimit`).
    private static func cut(_ analysis: ParagraphAnalysis, faceOfUnit: [UInt16]) -> [TextRun] {
        let n = analysis.count
        let levels = analysis.levels
        let scripts = analysis.scripts
        let splits = analysis.shapingSplits
        var runs: [TextRun] = []
        var nextSplit = 0
        var start = 0
        while start < n {
            while nextSplit < splits.count && Int(splits[nextSplit]) <= start { nextSplit += 1 }
            let limit = nextSplit < splits.count ? Int(splits[nextSplit]) : n
            var end = start + 1
            while end < limit && levels[end] == levels[start] && scripts[end] == scripts[start]
                    && faceOfUnit[end] == faceOfUnit[start] { end += 1 }
            runs.append(TextRun(range: start..<end, level: levels[start], script: scripts[start],
                                face: Int(faceOfUnit[start])))
            start = end
        }
        return runs
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

/// The candidate faces of one script (emoji or not) and how far into them the face choices
/// looked: up to `examined`, the last face a choice depended on. Another size whose list starts
/// with the same instances (and, when the whole list was looked at, has no more) chooses the
/// same faces.
struct ExaminedCandidates: Sendable {
    let script: String
    let emoji: Bool
    /// -1 until a cluster has chosen from the list.
    fileprivate(set) var examined: Int
    let list: CandidateList

    /// The instances the choices depended on.
    var instances: ArraySlice<FontInstance> { list.instances.prefix(examined + 1) }
    var wholeList: Bool { examined >= list.faces.count - 1 }
}
