import ArgumentParser
import Foundation
import TypeFit

/// `typefit init`: a starting `.typefit.yml` from what the project's folder holds.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starting .typefit.yml from the catalogs and app source a folder holds.",
        discussion: """
            Looks through FOLDER (default: the current folder) as typefit check would with no config: \
            it finds the catalogs (.xcstrings, .strings, .stringsdict, .xliff) and their source locale \
            and locales, and reads the app's Swift, storyboards and xibs to learn which frameworks draw \
            the text and where each key is drawn (typefit layout tells the same in full). It then writes \
            FOLDER/.typefit.yml: those findings, the sizes, devices, orientations and windows typefit \
            checks by default written out so you can narrow them, and comments saying where each value \
            came from. The file validates against typefit's JSON Schema (typefit config schema) and \
            typefit reads it without a warning.

            It never replaces a config: when FOLDER/.typefit.yml exists it stops with exit 2, unless \
            --force is given. --stdout prints the config instead of writing it; --output writes it \
            elsewhere (paths in it stay relative to FOLDER, so put it there to use it).

            Examples:
              typefit init                          # ./.typefit.yml from this folder
              typefit init ios --stdout | less      # look before writing
              typefit init --schema schema/typefit.schema.json   # add the editors' schema line
              typefit config lint                   # then check it, and typefit check
            """)

    @Argument(help: "The project folder to look through (. is the current folder).")
    var folder: String = "."

    @Flag(help: "Replace an existing .typefit.yml.")
    var force = false

    @Flag(help: "Print the config on standard output instead of writing it.")
    var stdout = false

    @Option(help: "Write the config to this file instead of FOLDER/.typefit.yml.")
    var output: String?

    @Option(help: "The JSON Schema for the `# yaml-language-server: $schema=` line (a path relative to the config, or a URL).")
    var schema: String?

    func validate() throws {
        if stdout && output != nil { throw ValidationError("give --stdout or --output, not both") }
    }

    func run() async throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(folder): not a folder")
        }
        let destination = output ?? (folder as NSString).appendingPathComponent(ConfigReader.fileName)
        // Looked at without following a link: a dangling `.typefit.yml` link exists too.
        if !stdout { try Self.checkDestination(destination, force: force) }
        var options = Project.Options()
        options.searchesForConfig = false
        options.directory = folder
        options.catalogs = .paths([folder])
        options.sources = .paths([folder])
        // A starting config is written for any app; the check it configures says what it makes of the platforms.
        options.readsPlatforms = false
        // The warnings a check would print (a source locale taken by a guess) are what the config
        // answers, in its comments; unreadable catalogs are still said.
        let project: Project
        do { project = try Project.load(options) } catch { throw CommandFailure(error) }
        for problem in project.problems { Diagnostics.warning("\(problem.location): \(problem.message)") }
        let text = StartingConfig(project: project, folder: folder, schema: schema).text
        if stdout {
            print(text, terminator: "")
            return
        }
        // Through a new file in the folder renamed over the path: a reader never sees half a
        // config, and nothing is written through a link or into a FIFO.
        do {
            try ReplacedFile.write(destination, replacing: force) { try $0.write(contentsOf: Data(text.utf8)) }
        } catch .exists {
            try Self.checkDestination(destination, force: force)
        } catch {
            throw CommandFailure("cannot write \(destination): \(error)")
        }
        Diagnostics.note("wrote \(destination); check it with: typefit config lint --config \(destination)")
    }

    /// Refuses a destination that is a link or not a regular file, and, without `force`, any.
    static func checkDestination(_ destination: String, force: Bool) throws(CommandFailure) {
        do { try ReplacedFile.checkPlace(destination, replacing: force) } catch .exists {
            throw CommandFailure("\(destination) exists; typefit init never replaces a config (--force replaces it, "
                                 + "--stdout prints the new one)")
        } catch {
            throw CommandFailure("\(destination): \(error)")
        }
    }
}

/// The config `typefit init` writes for a loaded project.
struct StartingConfig {
    let project: Project
    let folder: String
    let schema: String?

    var text: String {
        var out = ""
        if let schema { out += "# yaml-language-server: $schema=\(schema)\n" }
        out += """
            # typefit configuration, written by typefit init. Paths are relative to this file; every key is
            # described in docs/check.md, and typefit config schema prints the JSON Schema editors use.

            """
        out += catalogs() + sourceLocale() + locales()
        out += """

            # Content size categories: all, standard (xSmall…xxxLarge), accessibility (AX1…AX5), Large...AX3.
            sizes: all
            # typefit devices lists the devices and groups (iphone-widths and ipad-widths keep the matrix small).
            devices: [all-iphones, all-ipads]
            orientations: [portrait, landscape]
            # iPad windows: full screen, and split (1/3, 1/2, 2/3 and Slide Over).
            windows: [full, split]
            fonts:
              profile: auto             # the system fonts on a Mac, open substitutes elsewhere
            # The lowest severity that makes typefit check exit 1: error, warning, note or never. Errors
            # are texts cut at the default size; warnings break only at larger sizes or are estimates.
            fail-on: error
            # Findings accepted for now, so that a check fails only on new ones. Record today's with
            #   typefit check --write-baseline \(CheckCommand.baselineFileName)
            # then uncomment this line (typefit baseline prune drops the entries fixed since).
            # baseline: \(CheckCommand.baselineFileName)

            """
        out += frameworks() + layout()
        return out
    }

    /// What `catalogs:` lists: the folders holding the catalogs, relative to the project folder (an
    /// `.lproj` folder stands for its parent, an Xcode export `.xcloc` for the folder holding it), or
    /// the files and `.lproj` folders themselves when they lie in the project folder, so that its
    /// other folders are not searched.
    private func catalogs() -> String {
        let paths = RelativePaths(base: folder)
        var units: [String] = []
        var files: Set<String> = []
        for file in project.catalogs.flatMap(\.files) {
            let relative = paths.relative(file)
            files.insert(relative)
            var directory = (relative as NSString).deletingLastPathComponent
            if let export = relative.range(of: ".xcloc/") {
                directory = (String(relative[..<export.lowerBound]) as NSString).deletingLastPathComponent
            } else if directory.hasSuffix(".lproj"), !(directory as NSString).deletingLastPathComponent.isEmpty {
                directory = (directory as NSString).deletingLastPathComponent
            }
            let unit = directory.isEmpty ? relative : directory
            if !units.contains(unit) { units.append(unit) }
        }
        // A folder inside another listed one is searched already.
        let kept = units.sorted().filter { unit in !units.contains { unit.hasPrefix($0 + "/") } }
        guard !kept.isEmpty else {
            return "# No catalog was found here: name the .xcstrings, .strings or .xliff files or their folders.\ncatalogs: [.]\n"
        }
        let tables = Set(project.catalogs.map(\.table)).sorted()
        let exports = project.exportsSkipped.count
        let note = exports == 0 ? "" : " \(exports) of the catalogs in Xcode exports (.xcloc) repeat ones read directly: "
            + "typefit takes only the locales the exports alone hold, and says so when it checks."
        return Self.comment("\(files.count) catalog file\(files.count == 1 ? "" : "s") found (tables: \(Self.listed(tables))).\(note)")
            + "catalogs:\n" + kept.map { "  - \(Self.scalar($0))\n" }.joined()
    }

    private func sourceLocale() -> String {
        var counts: [String: Int] = [:]
        for catalog in project.catalogs { counts[catalog.sourceLanguage, default: 0] += 1 }
        guard let (locale, _) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return "" }
        let declared = project.catalogs.contains { $0.sourceLanguageBasis != .guessed && $0.sourceLanguage == locale }
        let why = !declared ? "a guess from the .lproj folders (no Xcode project with a developmentRegion was found): check it"
            : counts.count > 1 ? "the most common of the catalogs' (\(Self.listed(counts.keys.sorted())))"
            : "as the catalogs declare"
        return Self.comment("The language the layouts were designed for: \(why).") + "source-locale: \(Self.scalar(locale))\n"
    }

    private func locales() -> String {
        var found: Set<String> = []
        for catalog in project.catalogs { found.formUnion(catalog.locales) }
        // `Base.lproj` holds the development language's Interface Builder texts: not a locale.
        found.remove("Base")
        let list = found.sorted()
        guard !list.isEmpty else { return "locales: all\n" }
        return "# \(list.count) locale\(list.count == 1 ? "" : "s") in the catalogs: \(Self.listed(list)).\nlocales: all\n"
    }

    /// The frameworks whose views draw the keys, most uses first.
    private func frameworks() -> String {
        guard let sources = project.sources else {
            return "# No Swift or Interface Builder file was read: say which framework draws the text.\n"
                + "# frameworks: [swiftui]\n"
        }
        var swiftUI = 0, uiKit = 0
        for use in sources.uses where use.kind == .drawn {
            // A use reached through an accessor names it first ("SwiftGen L10n accessor → UIKit
            // label.text"): the view that draws it is the last step.
            let drawn = use.pattern.components(separatedBy: " → ").last ?? use.pattern
            if drawn.hasPrefix("SwiftUI") || drawn.hasPrefix("WidgetKit") { swiftUI += 1 }
            if drawn.hasPrefix("UI") || drawn.hasPrefix("IB") || drawn.hasPrefix("Objective-C") { uiKit += 1 }
        }
        let interfaceBuilder = (sources.files["storyboard"] ?? 0) + (sources.files["xib"] ?? 0)
            + (sources.files["interface-builder"] ?? 0)
        let chosen = [(UIFramework.swiftui, swiftUI), (.uikit, uiKit)].filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        let evidence = "\(swiftUI) SwiftUI and \(uiKit) UIKit uses of keys found in the source"
            + (interfaceBuilder > 0 ? " (\(interfaceBuilder) storyboard/xib file\(interfaceBuilder == 1 ? "" : "s"))" : "")
        guard !chosen.isEmpty else { return "# \(evidence): say which framework draws the text.\n# frameworks: [swiftui]\n" }
        return Self.comment("\(evidence); the first decides what an element declared without a font or line limit does.")
            + "frameworks: [\(chosen.map(\.0.rawValue).joined(separator: ", "))]\n"
    }

    /// What the source pass tells about where keys are drawn (typefit layout), and the wrappers it suggests.
    private func layout() -> String {
        let report = project.layoutReport()
        let s = report.summary
        let paragraph = s.sourcesRead
            ? "Layout. typefit reads the app's source for where each key is drawn: of \(s.keys) keys, \(s.placed) are placed "
                + "by the source, \(s.notDrawn) are not drawn (accessibility labels, intents), \(s.unresolved) are unresolved "
                + "and \(s.unused) unused. typefit layout lists them; typefit layout --yaml writes a rule per placed key to "
                + "review and commit under layout.elements."
            : "Layout. No app source was read: every key is checked as layout.default says, a one-line label between the "
                + "margins unless you say otherwise."
        var out = "\n" + Self.comment(paragraph)
        out += """
            # Keys the source does not place take layout.default, then the first matching rule:
            # layout:
            #   default: {element: label, lines: 1, width: margins}
            #   elements:
            #     - glob: "*.button.*"
            #       element: button

            """
        var suggestions: [String] = []
        for item in report.unresolved { if let suggestion = item.suggestion, !suggestions.contains(suggestion) { suggestions.append(suggestion) } }
        if !suggestions.isEmpty {
            out += "# Views of the app's own that draw a text and that the source pass could not follow; declare the\n"
                + "# ones that are right (typefit layout shows where each is used):\n# sources:\n#   wrappers:\n"
            out += suggestions.prefix(10).map { "#     - \($0)\n" }.joined()
        }
        return out
    }

    /// A YAML scalar, quoted where YAML would read it as something else than the text.
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "._/-".contains($0) }
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
            && Double(text) == nil && !text.hasPrefix("-") && !text.hasPrefix(".")
        return plain || text == "." ? text : LayoutCommand.quoted(text)
    }

    /// Up to eight names, then how many more.
    static func listed(_ names: [String]) -> String {
        names.prefix(8).joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
    }

    /// A paragraph as comment lines of at most about 110 columns.
    static func comment(_ paragraph: String) -> String {
        var out = ""
        var line = "#"
        for word in paragraph.split(separator: " ") {
            if line.count > 1 && line.count + word.count + 1 > 110 {
                out += line + "\n"
                line = "#"
            }
            line += " " + word
        }
        return out + line + "\n"
    }
}
