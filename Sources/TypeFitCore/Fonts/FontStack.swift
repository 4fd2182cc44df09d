import Foundation
import Synchronization
import TypeFitLocale

/// A face picked for a (script, language, weight, size), with what is needed to report it.
package struct ResolvedFace: Sendable {
    package let instance: FontInstance
    package let familyName: String
    package let requestedWeight: Int
    /// Tracking per grapheme cluster at a size: the face's `trak`, else the family's table.
    package let tracking: (any TrackingSource)?
    package let isEmoji: Bool

    package var face: FontFace { instance.face }
    /// The static face's weight when it differs from the one asked for (e.g. Bold for Semibold).
    package var substitutedWeight: Int? {
        let actual = face.hasWeightAxis ? instance.weight : face.weightClass
        return actual == requestedWeight ? nil : actual
    }
}

/// The fonts typefit measures with: the user's own files first (when given), then the profile's
/// families in order. Faces are opened on first use and shared.
package final class FontStack: Sendable {
    package let profile: FontProfile
    package let tracking: TrackingMode
    package let userFaces: [FontFace]
    package let locator: FontLocator
    private let opened = Mutex<[String: FontFace?]>([:])
    /// Font files a family names that are installed but could not be opened (over the size a font
    /// may take, not a font, unreadable), by path: the next family draws what they would have,
    /// which a user must be told rather than find in the widths.
    private let skipped = Mutex<[String: FontError]>([:])
    private let candidateCache = Mutex<[CandidateKey: CandidateList]>([:])
    /// Candidate lists kept at most; past it the cache starts again (sizes come from requests, and
    /// every optical size of a variable face is a key of its own).
    static let candidateCacheLimit = 4096
    /// The primary face's `opsz` axis, when it has one: shaping then depends on the point size
    /// itself (to 1/100 pt); otherwise only on the Text/Display cut.
    let opticalAxis: VariationAxis?
    /// Per family, what is told when its variable face is missing and its static faces stand in,
    /// or when it stands in for a system font that is missing.
    package let fallbackNotes: [String: String]
    /// The family in the system font's role (SF Pro, else Inter): it draws digits and punctuation
    /// inside other scripts, as SF does on a phone.
    package let systemFamily: String?

    package init(profile: FontProfile = .platformDefault, userFonts: [String] = [], tracking: TrackingMode = .auto,
                locator: FontLocator = .system) throws {
        self.profile = profile
        self.tracking = tracking
        self.locator = locator
        var faces: [FontFace] = []
        for path in userFonts {
            try FontFace.checkFile(path)
            let count = try FreeTypeLibrary.shared.faceCount(path: path)
            guard count > 0 else { throw FontError.noFaces(path) }
            for index in 0..<count { faces.append(try FontFace(path: path, index: index)) }
        }
        self.userFaces = faces
        // The system font's role goes to the first of its families that is installed (SF Pro, else
        // Inter); a profile that marks none gives it to its first family.
        let roles = profile.families.filter(\.isSystemFont)
        let contenders = roles.isEmpty ? Array(profile.families.prefix(1)) : roles
        var system: FontFamilyDefinition?
        var systemFaces: [FontFace] = []
        for family in contenders {
            systemFaces = Self.faces(of: family, locator: locator, cache: opened, skipped: skipped).map(\.0)
            if !systemFaces.isEmpty {
                system = family
                break
            }
        }
        systemFamily = system?.name ?? contenders.first?.name
        var primary: [FontFace] = faces
        if faces.isEmpty, let first = contenders.first {
            guard system != nil else {
                throw FontError.missingDefaultFonts(family: contenders.map(\.name).joined(separator: " or "),
                                                    install: contenders.last?.install ?? first.install)
            }
            primary = systemFaces
        }
        opticalAxis = primary.lazy.compactMap { $0.axes.first { $0.tag == "opsz" } }.first
        var notes: [String: String] = [:]
        for family in profile.families {
            guard let variable = family.variableFace, let note = family.variableFaceNote,
                  Self.open(variable, locator: locator, cache: opened, skipped: skipped) == nil,
                  !Self.faces(of: family, locator: locator, cache: opened, skipped: skipped).isEmpty else { continue }
            notes[family.name] = note
        }
        if let system, let wanted = contenders.first, wanted.name != system.name {
            let missing = "\(wanted.name) is not installed (looked for \(wanted.fileNames.joined(separator: ", "))): "
                + "the system font is measured with \(system.name); install it as \(wanted.install)"
            notes[system.name] = notes[system.name].map { missing + "; " + $0 } ?? missing
        }
        fallbackNotes = notes
    }

    /// What the user should know about the default face before trusting widths (its variable
    /// face missing); nil when the user's own files come first or nothing is amiss.
    package var defaultFaceNote: String? {
        guard userFaces.isEmpty, let systemFamily else { return nil }
        return fallbackNotes[systemFamily]
    }

    /// The faces to try, in order, for a character of `script` ("Latn", "Arab"…) in `language`
    /// (a `fontLanguageKey`), at a weight and size.
    package func candidates(script: String, language: String, weight: Int, size: Double, emoji: Bool = false) -> [ResolvedFace] {
        candidateList(script: script, language: language, weight: weight, size: size, emoji: emoji).faces
    }

    /// The same, shared rather than copied, with the bare faces for coverage tests.
    func candidateList(script: String, language: String, weight: Int, size: Double, emoji: Bool) -> CandidateList {
        let key = CandidateKey(script: script, language: language, weight: weight, optical: opticalKey(size), emoji: emoji)
        if let cached = candidateCache.withLock({ $0[key] }) { return cached }
        let resolved = CandidateList(faces: resolve(key, size: size))
        candidateCache.withLock { cache in
            if cache.count >= Self.candidateCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = resolved
        }
        return resolved
    }

    /// The part of the size that shaping depends on.
    package func opticalKey(_ size: Double) -> OpticalKey {
        OpticalKey(display: size >= OpticalCut.displayThreshold, opticalSize: opticalAxis?.opticalSize(forPointSize: size))
    }

    private func resolve(_ key: CandidateKey, size: Double) -> [ResolvedFace] {
        var result: [ResolvedFace] = []
        if !userFaces.isEmpty, let user = pick(userFaces.map { ($0, $0.weightClass, Self.cut(of: $0)) }, key, size: size) {
            result.append(resolved(user, family: user.face.familyName, policy: .none, key: key, emoji: false))
        }
        let families = profile.families
        let matchesScript = { (f: FontFamilyDefinition) in f.scripts.contains(key.script) }
        let isSystem = { (f: FontFamilyDefinition) in f.name == self.systemFamily }
        let ordered = families.filter { $0.isEmoji && key.emoji }
            + families.filter { matchesScript($0) && $0.languages.contains(key.language) }
            + families.filter { matchesScript($0) && $0.languages.isEmpty }
            + families.filter { matchesScript($0) && !$0.languages.isEmpty && !$0.languages.contains(key.language) }
            // Then the system font's stand-in, which covers digits and punctuation as SF does.
            + families.filter { isSystem($0) && !matchesScript($0) }
            + families.filter { $0.scripts.isEmpty && !$0.isEmoji }
            + families.filter { !isSystem($0) && !$0.scripts.isEmpty && !matchesScript($0) }
            + families.filter { $0.isEmoji && !key.emoji }
        for family in ordered {
            if let choice = pick(Self.faces(of: family, locator: locator, cache: opened, skipped: skipped), key, size: size) {
                result.append(resolved(choice, family: family.name, policy: family.tracking, key: key, emoji: family.isEmoji))
            }
        }
        return result
    }

    private func resolved(_ choice: (instance: FontInstance, face: FontFace), family: String, policy: TrackingPolicy,
                          key: CandidateKey, emoji: Bool) -> ResolvedFace {
        let source: (any TrackingSource)?
        switch tracking {
        case .none: source = nil
        case .hig: source = EmTrackingTable.sfProHIG
        case .font: source = choice.face.trackTable
        case .auto:
            if let table = choice.face.trackTable { source = table }
            else if case .table(let table) = policy { source = table }
            else { source = nil }
        }
        return ResolvedFace(instance: choice.instance, familyName: family, requestedWeight: key.weight,
                            tracking: source, isEmoji: emoji)
    }

    /// Picks the face for the weight (CSS matching order) among those cut for this size.
    private func pick(_ faces: [(FontFace, Int, OpticalCut)], _ key: CandidateKey, size: Double)
        -> (instance: FontInstance, face: FontFace)? {
        guard !faces.isEmpty else { return nil }
        let forSize = faces.filter { $0.2.serves(size: size) }
        let pool = forSize.isEmpty ? faces : forSize
        let order = FontWeight.preference(for: key.weight, among: pool.map(\.1))
        guard let weight = order.first, let chosen = pool.first(where: { $0.1 == weight }) else { return nil }
        let face = chosen.0
        var wght = key.weight
        if let axis = face.axes.first(where: { $0.tag == "wght" }) {
            wght = Int(min(max(Double(key.weight), axis.minimum), axis.maximum))
        }
        return (face.instance(weight: wght, opticalSize: key.optical.opticalSize), face)
    }

    /// A family's installed faces with their weights and cuts: its variable face alone when it
    /// is there, else its static faces.
    private static func faces(of family: FontFamilyDefinition, locator: FontLocator,
                              cache: borrowing Mutex<[String: FontFace?]>,
                              skipped: borrowing Mutex<[String: FontError]>) -> [(FontFace, Int, OpticalCut)] {
        if let variable = family.variableFace, let face = open(variable, locator: locator, cache: cache, skipped: skipped) {
            return [(face, variable.weight, variable.cut)]
        }
        return family.faces.compactMap { definition in
            open(definition, locator: locator, cache: cache, skipped: skipped).map { ($0, definition.weight, definition.cut) }
        }
    }

    private static func open(_ definition: FaceDefinition, locator: FontLocator,
                             cache: borrowing Mutex<[String: FontFace?]>,
                             skipped: borrowing Mutex<[String: FontError]>) -> FontFace? {
        for name in definition.files {
            guard let path = locator.path(named: name) else { continue }
            let id = "\(path)#\(definition.postScriptName ?? "")#\(definition.index)"
            if let known = cache.withLock({ $0[id] }) { return known }
            var face: FontFace?
            do {
                face = try FontFace(path: path, index: try faceIndex(path: path, definition: definition))
            } catch let error as FontError {
                skipped.withLock { $0[path] = error }
            } catch {
                skipped.withLock { $0[path] = .unreadable(path, "\(error)") }
            }
            cache.withLock { $0[id] = face }
            if let face { return face }
        }
        return nil
    }

    /// The installed font files that were skipped so far, by path, with why: faces open on first
    /// use, so this grows as texts in more scripts are measured.
    package var skippedFiles: [FontError] {
        skipped.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// The face of `path` a definition means: in a collection, the one with its PostScript name,
    /// else (no face has it) its index.
    private static func faceIndex(path: String, definition: FaceDefinition) throws -> Int {
        guard let name = definition.postScriptName else { return definition.index }
        let names = try collectionNames.withLock { known in
            if let names = known[path] { return names }
            let count = try FreeTypeLibrary.shared.faceCount(path: path)
            let names = count > 1 ? (0..<count).map { (try? FreeTypeLibrary.shared.inspect(path: path, index: $0))?.postScriptName } : []
            known[path] = names
            return names
        }
        return names.firstIndex(of: name) ?? definition.index
    }

    /// The PostScript names of a collection's faces by path (empty for a plain file), read once.
    private static let collectionNames = Mutex<[String: [String?]]>([:])

    /// User files: "Display" or "Text" in a face's names marks its optical cut.
    private static func cut(of face: FontFace) -> OpticalCut {
        let names = (face.familyName + " " + face.styleName + " " + face.postScriptName).lowercased()
        if names.contains("display") { return .display }
        if names.contains("text") { return .text }
        return .any
    }

    /// What to install for a script no face covers, when the profile knows.
    package func installHint(forScript script: String) -> String? {
        profile.families.first { $0.scripts.contains(script) }?.install
    }
}

/// A resolved candidate list, held once per key: the faces in order and, for the per-cluster
/// coverage loop, the bare faces (cheap to walk, unlike `ResolvedFace` copies).
final class CandidateList: Sendable {
    let faces: [ResolvedFace]
    let coverage: [FontFace]
    let instances: [FontInstance]
    /// For scalars below `quickLimit`, whether the first face covers it (and it is visible): the
    /// usual answer for a one-scalar cluster, known without a coverage test per cluster.
    let firstCovers: [Bool]
    static let quickLimit = FontFace.lowCoverageLimit

    init(faces: [ResolvedFace]) {
        self.faces = faces
        coverage = faces.map(\.face)
        instances = faces.map(\.instance)
        let first = coverage.first?.lowCoverage ?? []
        firstCovers = (0..<Int(Self.quickLimit)).map { value in
            !first.isEmpty && !Self.ignorable[value] && first[value]
        }
    }

    /// Default-ignorable and control scalars below `quickLimit`.
    static let ignorable: [Bool] = (0..<quickLimit).map { value in
        Unicode.Scalar(value).map(FontRuns.isIgnorable) ?? false
    }
}

package struct OpticalKey: Hashable, Sendable {
    package let display: Bool
    package let opticalSize: Double?
}

struct CandidateKey: Hashable {
    let script: String
    let language: String
    let weight: Int
    let optical: OpticalKey
    let emoji: Bool
}

extension LocaleTag {
    /// The key font stacks use to choose among Han designs: "ja", "ko", "zh-Hans", "zh-Hant",
    /// "zh-HK"; other languages are their primary subtag.
    package var fontLanguageKey: String {
        guard language == "zh" || language == "yue" else { return language }
        let subtags = identifier.split(separator: "-").map(String.init)
        if subtags.contains(where: { $0 == "HK" || $0 == "MO" }) { return "zh-HK" }
        return script == "Hant" ? "zh-Hant" : "zh-Hans"
    }
}
