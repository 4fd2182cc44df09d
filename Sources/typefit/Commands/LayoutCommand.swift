import ArgumentParser
import Foundation
import TypeFit

/// `typefit layout`: what the app's own source says about where each key is drawn.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Show where each key is drawn, as the app's Swift and Interface Builder source tells.",
        discussion: """
            Reads the catalogs (as typefit check does) and the app's source (the config's sources:, else \
            the config's folder; with no config, the PATHs' folders, else the current folder): Swift \
            (SwiftUI, UIKit, SwiftGen and R.swift accessors), storyboards and xibs, InfoPlist.strings; test \
            targets, vendored code, build products and macOS-only files are left out and counted. For each \
            key it prints where it is drawn — the element, its font, line limit and width, the file and \
            line, the pattern and a grade (A: read at the use; B: element defaults filled in; C: through \
            indirection) — or that it is not drawn (an accessibility label, an intent), unresolved (a custom \
            view the pass cannot follow), unused, or not known (no code was read). Unresolved uses come with \
            the sources.wrappers entry that would place them.

            Examples:
              typefit layout                         # keys, their elements, and a summary
              typefit layout --json > layout.json    # the contract: keys[].uses[], unresolved[], summary
              typefit layout --yaml >> .typefit.yml  # a reviewable layout.elements block to commit
              typefit layout App/Localizable.xcstrings --sources App
            """)

    @Argument(help: "Catalog files or folders, read as their project's wherever typefit runs (default: the config's catalogs, else the current folder).")
    var paths: [String] = []

    @Option(help: "The config file (default: .typefit.yml in the PATHs' folder or above; with no PATH, here or above).",
            completion: .configFile)
    var config: String?

    @Option(name: .customLong("sources"), help: "App source to read instead of the config's (repeatable).")
    var sources: [String] = []

    @OptionGroup var cacheOptions: CacheOptions

    @Flag(help: "Print the JSON document (keys, unresolved, summary).")
    var json = false

    @Flag(help: "Print a layout.elements block for .typefit.yml, one rule per placed key.")
    var yaml = false

    func validate() throws {
        if json && yaml { throw ValidationError("give --json or --yaml, not both") }
    }

    func run() async throws {
        var options = Project.Options(configFile: config)
        options.catalogs = .paths(paths)
        if !sources.isEmpty { options.sources = .paths(sources) }
        options.cache = cacheOptions.cache()
        let project = try Project.loadForCommand(options)
        for problem in project.problems { Diagnostics.line(project.line(problem)) }
        // Files are named as typefit check's reports name them, whatever folder typefit runs in.
        let paths = ReportPaths.forProject(project.folder)
        let report = project.layoutReport { paths.path($0, .repositoryRelative) }
        if json {
            print(try jsonText(report))
        } else if yaml {
            print(Self.yaml(report), terminator: "")
        } else {
            // Keys and source expressions are the project's text: no control character of theirs
            // reaches the terminal as itself.
            print(Excerpt.terminalSafe(Self.text(report)), terminator: "")
        }
        if !project.problems.isEmpty { throw CommandFailure("", code: .inputError) }
    }

    /// One line per key with its checked uses, then the unresolved uses and the summary.
    static func text(_ report: LayoutReport) -> String {
        var out = ""
        for key in report.keys {
            out += "\(key.key)  \(key.status.rawValue)\n"
            for use in key.uses {
                let what = use.element.map { element in
                    ([element] + [use.style, use.font.map { "font=\($0)" }, use.lines.map { "lines=\($0)" },
                                  use.width.map { "width=\($0)" }, use.maxSize.map { "max-size=\($0)" },
                                  use.ipadStyle.map { "ipad-style=\($0)" }, use.otherStyle.map { "other-style=\($0)" }].compactMap { $0 })
                        .joined(separator: " ")
                } ?? "not drawn (\(use.reason ?? use.pattern))"
                let via = use.via.isEmpty ? "" : " via " + use.via.joined(separator: " → ")
                out += "    \(what)  \(use.file):\(use.line) \(use.pattern), grade \(use.grade)\(via)"
                    + (use.checked || use.kind != "drawn" ? "" : " (below sources.min-grade)") + "\n"
            }
        }
        if !report.unresolved.isEmpty {
            out += "\nUnresolved uses (\(report.unresolved.count)):\n"
            for item in report.unresolved {
                out += "  \(item.file):\(item.line)  \(item.expression)"
                    + (item.stoppedAt.map { "\n      followed to \($0.file):\($0.line): \($0.expression)" } ?? "")
                    + (item.suggestion.map { "\n      declare: sources: {wrappers: [\($0)]}" } ?? "") + "\n"
            }
        }
        let s = report.summary
        guard s.sourcesRead else {
            return out + "\nNo app source was read (no Swift, Objective-C or Interface Builder file under the sources folders): "
                + "every key is checked as the layout rules, hints and layout.default say.\n"
        }
        let files = s.files.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        out += "\n\(s.keys) keys: \(s.placed) placed, \(s.notDrawn) not drawn, \(s.unresolved) unresolved, \(s.unused) unused"
            + (s.setAsideKeys > 0 ? ", \(s.setAsideKeys) only in code for other platforms" : "")
            + (s.noSource > 0 ? ", \(s.noSource) not known (no code read)" : "")
            + " (\(files) read; \(s.setAside) uses in code for other platforms set aside)\n"
        out += "placed keys with their font from the source: \(s.fontFromSource), line limit: \(s.linesFromSource), "
            + "width: \(s.widthFromSource)\n"
        out += leftOut(s)
        if !s.platforms.isEmpty {
            out += "platforms: \(s.platforms.joined(separator: ", ")) (\(s.platformsFrom.prefix(3).joined(separator: "; "))"
                + (s.platformsFrom.count > 3 ? "; …" : "") + ")\n"
        }
        return out
    }

    /// The files not read as the app's source, by why, with the first folders of each kind.
    static func leftOut(_ s: LayoutReport.Summary) -> String {
        guard !s.filesLeftOut.isEmpty else { return "" }
        let total = s.filesLeftOut.values.reduce(0, +)
        let parts = s.filesLeftOut.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { reason, count in
            let folders = s.foldersLeftOut.filter { $0.reason == reason }.map(\.folder)
            return "\(count) \(reason)" + (folders.isEmpty ? "" : " (" + folders.prefix(3).joined(separator: ", ")
                                                                      + (folders.count > 3 ? ", …" : "") + ")")
        }
        return "\(total) source file\(total == 1 ? "" : "s") left out as not the app's: " + parts.joined(separator: "; ") + "\n"
    }

    /// Placed keys as exact-key layout rules, each with where it came from.
    static func yaml(_ report: LayoutReport) -> String {
        var out = "# Written by typefit layout --yaml: where the app's source draws each key. Review, then commit\n"
            + "# under layout.elements; a rule here wins over what typefit reads from the source.\n"
            + "layout:\n  elements:\n"
        for key in report.keys where key.status == .placed {
            guard let use = key.uses.first(where: \.checked), let element = use.element else { continue }
            out += "    # \(use.file):\(use.line) (\(use.pattern)), grade \(use.grade)"
                + (key.uses.filter(\.checked).count > 1 ? "; drawn in \(key.uses.filter(\.checked).count) places" : "") + "\n"
            out += "    - key: \(quoted(key.key))\n      element: \(element)\n"
            if let style = use.style { out += "      style: \(style)\n" }
            if let font = use.font {
                // "15", "15/body" or "15/body max 30".
                let capped = font.components(separatedBy: " max ")
                let parts = capped[0].split(separator: "/")
                out += "      font: {size: \(parts[0])" + (parts.count > 1 ? ", relative-to: \(parts[1])" : "")
                    + (capped.count > 1 ? ", max-size: \(capped[1])" : "") + "}\n"
            }
            if let weight = use.weight { out += "      weight: \(weight)\n" }
            if let lines = use.lines { out += "      lines: \(lines)\n" }
            if let width = use.width { out += "      width: \(quoted(width))\n" }
            if let maxSize = use.maxSize { out += "      max-size: \(maxSize)\n" }
            if let scale = use.minimumScale { out += "      min-scale: \(scale)\n" }
            if let style = use.ipadStyle { out += "      ipad-style: \(style)\n" }
            if let style = use.otherStyle { out += "      other-style: \(style)\n" }
        }
        return out
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += String(format: "\\x%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
