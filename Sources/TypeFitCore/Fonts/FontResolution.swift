import Foundation
import TypeFitLocale

/// Where a face a stack uses came from (`typefit fonts`, docs/fonts.md).
package enum FontSource: String, Sendable, Encodable {
    /// `--font` or `fonts.files`.
    case user
    /// `fonts.apple` / `--apple-fonts`.
    case appleFolder = "apple-folder"
    /// One of Apple's fonts found in the platform's font folders (a Mac's own).
    case system
    /// An open font standing in for Apple's (the Linux default).
    case openSubstitute = "open-substitute"
}

/// The face a stack draws one script of a locale with, at one weight and size.
package struct FaceChoice: Sendable, Encodable, Equatable {
    /// ISO 15924: the locale's script(s), `Latn` for the system font's digits and Latin words,
    /// `Zsye` for emoji.
    package let script: String
    package let family: String
    package let file: String
    /// The face's place in a collection (0 for a plain file).
    package let index: Int
    package let postScriptName: String
    /// The weight drawn: the `wght` value of a variable face, else the face's own weight class.
    package let weight: Int
    /// The weight asked for, when the family has no face of it and another stands in.
    package let requestedWeight: Int?
    /// The variation axes set on the face (`wght`, `opsz`); empty for a static face.
    package let variations: [String: Double]
    package let source: FontSource
    /// `font` (the face's own `trak` table), `hig` (the HIG's SF Pro table) or `none`.
    package let tracking: String
}

/// A family the profile would use for a script that is not installed, and what installs it.
package struct MissingFamily: Sendable, Encodable, Equatable {
    package let script: String
    package let family: String
    /// The file names looked for, in order.
    package let files: [String]
    package let install: String
}

extension FontStack {
    /// A character each script is tested with: a face that lacks it does not draw the script.
    static let scriptSamples: [String: UInt32] = [
        "Latn": 0x61, "Grek": 0x3B1, "Cyrl": 0x430, "Arab": 0x627, "Hebr": 0x5D0, "Armn": 0x561, "Geor": 0x10D0,
        "Thai": 0xE01, "Laoo": 0xE81, "Khmr": 0x1780, "Mymr": 0x1000, "Deva": 0x915, "Beng": 0x995, "Taml": 0xB95,
        "Telu": 0xC15, "Knda": 0xC95, "Mlym": 0xD15, "Gujr": 0xA95, "Guru": 0xA15, "Sinh": 0xD9A, "Ethi": 0x1200,
        "Hani": 0x4E00, "Hira": 0x3042, "Kana": 0x30A2, "Hang": 0xAC00, "Bopo": 0x3105, "Zsye": 0x1F600,
    ]

    /// The scripts a locale's text is drawn in: its own, then Latin (digits, punctuation, Latin
    /// words come from the system font), then emoji.
    package static func scripts(of locale: LocaleTag) -> [String] {
        var scripts: [String]
        switch locale.script {
        case "Jpan": scripts = ["Hani", "Hira", "Kana"]
        case "Kore": scripts = ["Hang", "Hani"]
        case "Hans", "Hant": scripts = ["Hani"]
        case let script?: scripts = [script]
        case nil: scripts = ["Latn"]
        }
        if !scripts.contains("Latn") { scripts.append("Latn") }
        return scripts + ["Zsye"]
    }

    /// What the stack draws `locale` with at a weight and size, script by script, and the families
    /// the profile wants for those scripts that are not installed.
    package func resolution(locale: LocaleTag, weight: Int, size: Double) -> (faces: [FaceChoice], missing: [MissingFamily]) {
        let language = locale.fontLanguageKey
        var faces: [FaceChoice] = []
        var missing: [MissingFamily] = []
        for script in Self.scripts(of: locale) {
            let emoji = script == "Zsye"
            let list = candidates(script: script, language: language, weight: weight, size: size, emoji: emoji)
            let sample = Self.scriptSamples[script]
            let chosen = list.first { face in
                if let sample { return face.face.covers(sample) }
                return profile.families.first { $0.name == face.familyName }?.scripts.contains(script) ?? false
            }
            if let chosen { faces.append(choice(chosen, script: script)) }
            if let wanted = wantedFamily(script: script, language: language),
               chosen?.familyName != wanted.name, !isInstalled(wanted) {
                missing.append(MissingFamily(script: script, family: wanted.name, files: wanted.fileNames,
                                             install: wanted.install))
            }
        }
        return (faces, missing)
    }

    /// The profile's first choice for a script: the system font for Latin, the emoji family for
    /// emoji, else the family made for the script (and the language, when several are).
    func wantedFamily(script: String, language: String) -> FontFamilyDefinition? {
        let families = profile.families
        if script == "Zsye" { return families.first(where: \.isEmoji) }
        if script == "Latn", let system = families.first(where: \.isSystemFont) { return system }
        let serving = families.filter { $0.scripts.contains(script) }
        return serving.first { $0.languages.contains(language) } ?? serving.first { $0.languages.isEmpty } ?? serving.first
    }

    func isInstalled(_ family: FontFamilyDefinition) -> Bool {
        ([family.variableFace].compactMap { $0 } + family.faces).contains { face in
            face.files.contains { locator.path(named: $0) != nil }
        }
    }

    private func choice(_ resolved: ResolvedFace, script: String) -> FaceChoice {
        let face = resolved.face
        let source: FontSource
        if userFaces.contains(where: { $0 === face }) {
            source = .user
        } else if locator.appleFolder?.holds(face.file) == true {
            source = .appleFolder
        } else if profile.families.first(where: { $0.name == resolved.familyName })?.isApple == true {
            source = .system
        } else {
            source = .openSubstitute
        }
        let tracking = resolved.tracking is TrackTable ? "font" : resolved.tracking is EmTrackingTable ? "hig" : "none"
        var variations: [String: Double] = [:]
        for (tag, value) in resolved.instance.designCoordinates { variations[tag] = value }
        let weight = face.hasWeightAxis ? resolved.instance.weight : face.weightClass
        return FaceChoice(script: script, family: resolved.familyName, file: face.file, index: face.index,
                          postScriptName: face.postScriptName, weight: weight,
                          // Emoji come in one weight: nothing stands in for another.
                          requestedWeight: resolved.substitutedWeight == nil || resolved.isEmoji ? nil : resolved.requestedWeight,
                          variations: variations, source: source, tracking: tracking)
    }
}
