/// A family in a font stack: which scripts and languages it serves, its faces, and how its
/// letter spacing changes with size.
package struct FontFamilyDefinition: Sendable {
    package var name: String
    /// ISO 15924 codes ("Latn", "Arab", "Hani"…). Empty: a fallback for any script.
    package var scripts: Set<String>
    /// Language keys this family is the right choice for ("ja", "ko", "zh-Hans", "zh-Hant",
    /// "zh-HK"): Han characters are drawn differently in each. Empty: any language.
    package var languages: Set<String>
    package var faces: [FaceDefinition]
    /// What to install when the family is missing ("apt-get install fonts-inter").
    package var install: String
    /// A variable face that serves every weight (`wght`) and size (`opsz`) of the family. When it is
    /// installed `faces` are not used; when it is missing they stand in and `variableFaceNote` says so.
    package var variableFace: FaceDefinition?
    /// What installs `variableFace`.
    package var variableInstall: String
    /// Tracking for faces that carry no `trak` table of their own.
    package var tracking: TrackingPolicy
    /// Emoji families are tried first for clusters with emoji presentation.
    package var isEmoji: Bool
    /// The system font's role (SF Pro, or Inter in its place): the first of these families that is
    /// installed draws Latin, Greek and Cyrillic, and digits and punctuation inside other scripts.
    package var isSystemFont: Bool
    /// One of Apple's fonts (found in `fonts.apple` or the Mac's font folders), not an open one.
    package var isApple: Bool

    package init(name: String, scripts: Set<String> = [], languages: Set<String> = [], faces: [FaceDefinition],
                install: String, variableFace: FaceDefinition? = nil, variableInstall: String = "",
                tracking: TrackingPolicy = .none, isEmoji: Bool = false, isSystemFont: Bool = false,
                isApple: Bool = false) {
        self.name = name
        self.scripts = scripts
        self.languages = languages
        self.faces = faces
        self.install = install
        self.variableFace = variableFace
        self.variableInstall = variableInstall
        self.tracking = tracking
        self.isEmoji = isEmoji
        self.isSystemFont = isSystemFont
        self.isApple = isApple
    }

    /// Every file name the family may be found under, variable face first.
    package var fileNames: [String] {
        var names: [String] = []
        for name in (variableFace.map { [$0] } ?? []).flatMap(\.files) + faces.flatMap(\.files) where !names.contains(name) {
            names.append(name)
        }
        return names
    }
}

extension FontFamilyDefinition {
    /// Told when `variableFace` is missing and the static faces are measured instead.
    package var variableFaceNote: String? {
        guard let variable = variableFace?.files.first else { return nil }
        return "\(name)'s variable face (\(variable)) is not installed: measured with the static \(name) faces "
            + "(one design below 20 pt, another from 20 pt) instead of opsz = the point size; install it with: \(variableInstall)"
    }
}

/// One face of a family: the file names it may have (the first one found is used), the face
/// inside a collection, its weight and the range of sizes it is drawn for.
package struct FaceDefinition: Sendable {
    package var files: [String]
    /// The face's place in a collection; with `postScriptName`, only where no face has that name.
    package var index: Int
    /// The face's PostScript name: in a collection (PingFang.ttc, AppleSDGothicNeo.ttc) the face is
    /// found by it, since Apple does not document the order of the faces and may change it.
    package var postScriptName: String?
    package var weight: Int
    package var cut: OpticalCut

    package init(files: [String], index: Int = 0, postScriptName: String? = nil, weight: Int, cut: OpticalCut = .any) {
        self.files = files
        self.index = index
        self.postScriptName = postScriptName
        self.weight = weight
        self.cut = cut
    }
}

/// Static families cut separate designs for text and display sizes; Apple switched SF Pro
/// Text to SF Pro Display at 20 pt (apple-facts §1.1, "Which optical design is used").
package enum OpticalCut: String, Sendable {
    case any, text, display

    package static let displayThreshold = 20.0

    func serves(size: Double) -> Bool {
        switch self {
        case .any: true
        case .text: size < OpticalCut.displayThreshold
        case .display: size >= OpticalCut.displayThreshold
        }
    }
}

/// How tracking is chosen for a family.
package enum TrackingPolicy: Sendable {
    /// No tracking unless the face has its own `trak` table.
    case none
    /// The face's `trak` table when present, else this table.
    case table(EmTrackingTable)
}
