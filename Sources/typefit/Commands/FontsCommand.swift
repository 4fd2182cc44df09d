import ArgumentParser
import Foundation
import TypeFit

struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the fonts each locale is measured with: files, faces, axes, where they come from, what is missing.",
        discussion: """
            For every locale and weight, the face each of the locale's scripts is drawn with: its own script \
            (Arab, Hani, Thai…), Latn (the system font, which also draws digits, punctuation and Latin words) and \
            Zsye (emoji). Each face is shown with its file, its place in a collection, the variation axes set \
            (wght = the weight, opsz = the size on SF Pro and Inter's variable faces), its source and where its \
            tracking comes from. A family the profile wants that is not installed is listed as missing, with \
            what installs it; a character of that script is then drawn with the next face that has it.

            Sources: user (--font, fonts.files), apple-folder (fonts.apple, --apple-fonts), system (Apple's \
            fonts found in the Mac's font folders), open-substitute (the open fonts that stand in for Apple's: \
            the Linux default). On a Mac Apple's fonts are used when present; elsewhere point fonts.apple at a \
            folder of the files you downloaded from https://developer.apple.com/fonts under Apple's licence \
            (typefit ships and downloads none). Fonts/README.md lists the files looked for.

            Locales: --locale, else the config's locales, else the configured catalogs' locales, else en.

            Examples:
              typefit fonts
              typefit fonts --locale ar,ja,zh-Hant --weights regular,bold
              typefit fonts --apple-fonts ~/AppleFonts --locale he --json
            """)

    @Option(help: "The config file (default: .typefit.yml here or in a parent folder).", completion: .configFile)
    var config: String?

    @Option(name: .customLong("locale"), help: "Locales, comma-separated (default: the config's, else the catalogs', else en).")
    var locales: String?

    @Option(help: "Weights, comma-separated: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")).")
    var weights: String = "regular,semibold,bold"

    @Option(help: "Point size: a variable face's opsz follows it (default 17, Body at Large).")
    var size: Double = 17

    @Option(name: .customLong("font"), help: "A font file to use before the defaults (repeatable).", completion: .fontFile)
    var fonts: [String] = []

    @Option(name: .customLong("apple-fonts"), help: .appleFonts(), completion: .folder)
    var appleFonts: String?

    @Flag(name: .long, help: "Print JSON (fields listed in docs/fonts.md).")
    var json = false

    func validate() throws {
        guard size.isFinite, size > 0, size <= 1000 else { throw ValidationError("--size takes points above 0 and at most 1000") }
    }

    func run() throws {
        let weights = try commaList(self.weights).map { name in
            guard let weight = FontWeight(rawValue: name.lowercased()) else {
                throw UnknownNameError(kind: .fontWeight, name: name, valid: FontWeight.allCases.map(\.rawValue))
            }
            return weight
        }
        var options = Project.Options(configFile: config)
        options.fonts = fonts
        options.appleFonts = appleFonts
        options.sources = .none
        let given = locales.map(commaList)
        if let given {
            for locale in given where !LocaleTag.isWellFormed(locale) {
                throw CommandFailure("--locale: '\(locale)' is not a locale (BCP 47, e.g. de, zh-Hans)")
            }
            options.catalogs = .none
        } else {
            options.catalogs = .configuredIfAny
        }
        let project = try Project.loadForCommand(options)
        let locales = given ?? project.configuration.locales
            ?? Array(Set(project.catalogs.flatMap(\.locales))).sorted()
        let document = FontsJSON(project: project, locales: locales.isEmpty ? ["en"] : locales, weights: weights, size: size)
        if json { try printJSON(document) } else { print(document.text) }
    }
}

/// `typefit fonts --json` (docs/fonts.md): a contract, only ever added to.
struct FontsJSON: Encodable {
    struct LocaleFonts: Encodable {
        let locale: String
        let weights: [WeightFaces]
        /// Families the profile wants for the locale's scripts that are not installed.
        let missing: [MissingFamily]
    }

    struct WeightFaces: Encodable {
        let weight: String
        let faces: [FaceChoice]
    }

    let profile: String
    /// The `fonts.apple` folder, absolute; absent when none is set.
    let appleFolder: String?
    let size: Double
    /// What to know before trusting widths (a variable face or the system font missing).
    let notes: [String]
    let locales: [LocaleFonts]

    init(project: Project, locales: [String], weights: [FontWeight], size: Double) {
        let stack = project.text.fonts
        profile = stack.profile.name
        appleFolder = stack.locator.appleFolder?.path
        self.size = size
        var notes: [String] = []
        if let note = stack.defaultFaceNote { notes.append(note) }
        var entries: [LocaleFonts] = []
        for name in locales {
            let tag = LocaleTag(name)
            var missing: [MissingFamily] = []
            var rows: [WeightFaces] = []
            for weight in weights {
                let resolved = stack.resolution(locale: tag, weight: weight.value, size: size)
                rows.append(WeightFaces(weight: weight.rawValue, faces: resolved.faces))
                for family in resolved.missing where !missing.contains(family) { missing.append(family) }
                for face in resolved.faces {
                    if let note = stack.fallbackNotes[face.family], !notes.contains(note) { notes.append(note) }
                }
            }
            entries.append(LocaleFonts(locale: tag.identifier, weights: rows, missing: missing))
        }
        self.notes = notes
        self.locales = entries
    }

    var text: String {
        var lines = ["profile \(profile)" + (appleFolder.map { " · Apple's fonts from \($0)" } ?? "")
                     + " · \(Format.points(size)) pt"]
        for locale in locales {
            lines.append("")
            lines.append(locale.locale)
            var rows: [[String]] = []
            for weight in locale.weights {
                for face in weight.faces {
                    let axes = face.variations.sorted { $0.key < $1.key }.map { "\($0.key) \(Format.points($0.value))" }
                    rows.append([weight.weight, face.script, face.family,
                                 face.postScriptName + (face.requestedWeight.map { " (for \($0))" } ?? ""),
                                 face.file + (face.index > 0 ? "#\(face.index)" : ""),
                                 axes.isEmpty ? "-" : axes.joined(separator: ", "), face.source.rawValue, face.tracking])
                }
            }
            lines.append(TextTable(header: ["WEIGHT", "SCRIPT", "FAMILY", "FACE", "FILE", "AXES", "SOURCE", "TRACKING"],
                                   rows: rows, alignment: .left).text)
            // One line a family, naming every script it was wanted for.
            var families: [String] = []
            for family in locale.missing where !families.contains(family.family) { families.append(family.family) }
            for name in families {
                let wanted = locale.missing.filter { $0.family == name }
                guard let family = wanted.first else { continue }
                lines.append("missing: \(name) for \(wanted.map(\.script).joined(separator: ", ")) (looked for "
                             + family.files.joined(separator: ", ") + "); " + family.install)
            }
        }
        for note in notes { lines.append("note: \(note)") }
        return lines.joined(separator: "\n")
    }
}
