import Foundation
import TypeFitCatalog
import TypeFitCore
import TypeFitDiagnostics
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLocale

/// Reads `.typefit.yml`. Every key is checked: an unknown key, a wrong type or an unknown name
/// fails with file:line:column and the valid choices, never silently ignored.
package enum ConfigReader {
    package static let fileName = ".typefit.yml"
    static let topLevelKeys = ["catalogs", "source-locale", "locales", "sizes", "devices", "orientations", "windows",
                               "fonts", "placeholders", "fail-on", "rules", "severity-by-size", "layout", "suppress", "baseline", "sources",
                               "width-variants"]

    /// Reads and validates a config file. `ruleIDs` are the rules the caller knows (for
    /// `rules:`, `disable` and `suppress:`).
    package static func read(file path: String, ruleIDs: [String]) throws(InputProblem) -> CheckConfiguration {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputProblem("cannot read the config file (does it exist?)", at: start)
        }
        guard data.count <= 4 << 20 else {
            throw InputProblem("the config file is over 4 MB; that is not a config", at: start)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputProblem("the config file is not UTF-8", at: start)
        }
        let directory = (path as NSString).deletingLastPathComponent
        return try parse(text, file: path, baseDirectory: directory.isEmpty ? "." : directory, ruleIDs: ruleIDs,
                         opensFonts: true)
    }

    /// Parses config text. Unlike `read`, it touches no file: font files are checked by name only.
    package static func parse(_ text: String, file: String, baseDirectory: String = ".",
                             ruleIDs: [String]) throws(InputProblem) -> CheckConfiguration {
        try parse(text, file: file, baseDirectory: baseDirectory, ruleIDs: ruleIDs, opensFonts: false)
    }

    private static func parse(_ text: String, file: String, baseDirectory: String, ruleIDs: [String],
                              opensFonts: Bool) throws(InputProblem) -> CheckConfiguration {
        var config = CheckConfiguration(file: file, baseDirectory: baseDirectory)
        guard let root = try ConfigNode.parse(text, file: file) else { return config }
        let devices = DeviceCatalog()
        for entry in try root.entries("the config", allowed: topLevelKeys) {
            let value = entry.value
            switch entry.key {
            case "catalogs":
                config.catalogs = try value.strings("catalogs")
            case "source-locale":
                let locale = try value.string("source-locale")
                guard LocaleTag.isWellFormed(locale) else { throw value.error("'\(locale)' is not a locale (BCP 47, e.g. en, pt-BR)") }
                config.sourceLocale = locale
            case "locales":
                let locales = try value.strings("locales")
                if locales.map({ $0.lowercased() }) == ["all"] {
                    config.locales = nil
                } else {
                    for locale in locales where !LocaleTag.isWellFormed(locale) && locale != "Base" {
                        throw value.error("'\(locale)' is not a locale (BCP 47, e.g. de, zh-Hans) or 'all'")
                    }
                    config.locales = locales
                }
            case "sizes":
                do {
                    config.categories = try SizeSyntax.parse(list: try value.strings("sizes"))
                } catch let error as InputProblem {
                    throw error
                } catch {
                    throw value.error("\(error) (sizes take: \(SizeSyntax.forms.joined(separator: ", ")))")
                }
            case "devices":
                let names = try value.strings("devices")
                do { config.devices = try devices.devices(matching: names) } catch { throw value.error("\(error)") }
            case "orientations":
                config.orientations = try value.strings("orientations").map { (name: String) throws(InputProblem) in
                    guard let orientation = Orientation(rawValue: name.lowercased()) else {
                        throw value.error(UnknownNameError(kind: .orientation, name: name,
                                                           valid: Orientation.allCases.map(\.rawValue)))
                    }
                    return orientation
                }
            case "windows":
                var windows: [WindowMode] = []
                for name in try value.strings("windows") {
                    if name.lowercased() == "split" {
                        windows += WindowMode.splitModes
                    } else if let mode = WindowMode(parsing: name) {
                        windows.append(mode)
                    } else {
                        var valid = WindowMode.spellings
                        valid.insert("split", at: 1)
                        throw value.error(UnknownNameError(kind: .windowMode, name: name, valid: valid))
                    }
                }
                config.windows = windows.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            case "fonts":
                try readFonts(value, into: &config, opening: opensFonts)
            case "placeholders":
                for item in try value.entries("placeholders", allowed: ["object"]) {
                    config.placeholderObject = try item.value.string("placeholders.object")
                }
            case "fail-on":
                config.failOn = try choice(value, "fail-on", FailThreshold.allCases.map { ($0.rawValue, $0) })
            case "rules":
                for item in try value.entries("rules", allowed: ruleIDs) {
                    let levels: [(String, RuleSeverity)] = [("error", .on(.error)), ("warning", .on(.warning)),
                                                            ("note", .on(.note)), ("off", .off), ("false", .off)]
                    config.severities[item.key] = try choice(item.value, "the severity of \(item.key)", levels)
                }
            case "severity-by-size":
                config.severityBySize = try readSizeSeverities(value)
            case "layout":
                try readLayout(value, into: &config, ruleIDs: ruleIDs)
            case "suppress":
                for item in try value.items("suppress") {
                    config.suppressions.append(try readSuppression(item, ruleIDs: ruleIDs))
                }
            case "baseline":
                config.baseline = try value.string("baseline")
            case "sources":
                config.sources = try readSources(value)
            case "width-variants":
                for item in try value.entries("width-variants", allowed: ["unit"]) {
                    config.widthVariantUnit = try choice(item.value, "width-variants.unit",
                                                         WidthVariantUnit.allCases.map { ($0.rawValue, $0) })
                }
            default:
                break
            }
        }
        return config
    }

    /// What `fonts.files` takes: font files, named as such. A config is code run in CI on pull
    /// requests, so it must not be a way to make typefit open any file at all (`/etc/shadow`,
    /// `../../.ssh/id_rsa`) and print what it makes of it.
    static let fontFileExtensions = ["ttf", "otf", "ttc", "otc"]

    /// `fonts.files`: each entry must end in a font extension (else an error at the entry, before
    /// any file is touched); with `opening`, each is resolved against the config's folder and
    /// opened, so a missing file or one that is not a font is an error at the entry naming the
    /// path it resolved to — not a bare path from deep in the engine.
    private static func readFonts(_ node: ConfigNode, into config: inout CheckConfiguration,
                                  opening: Bool) throws(InputProblem) {
        for entry in try node.entries("fonts", allowed: ["profile", "files", "tracking"]) {
            switch entry.key {
            case "profile":
                config.fontProfile = try choice(entry.value, "fonts.profile", [
                    ("auto", FontProfile.platformDefault), ("open-substitutes", .openSubstitutes), ("apple-system", .appleSystem),
                ])
            case "files":
                var files: [String] = []
                for (path, item) in try entry.value.placedStrings("fonts.files") {
                    let pathExtension = (path as NSString).pathExtension.lowercased()
                    guard fontFileExtensions.contains(pathExtension) else {
                        throw item.error("fonts.files: '\(path)' is not a font file (give a "
                                         + ".ttf, .otf, .ttc or .otc file)")
                    }
                    if opening {
                        let resolved = config.resolve(path)
                        do {
                            _ = try FontFace(path: resolved)
                        } catch {
                            throw item.error("fonts.files: \(error)")
                        }
                    }
                    files.append(path)
                }
                config.fontFiles = files
            default:
                config.tracking = try choice(entry.value, "fonts.tracking", TrackingMode.allCases.map { ($0.rawValue, $0) })
            }
        }
    }

    private static func readLayout(_ node: ConfigNode, into config: inout CheckConfiguration,
                                   ruleIDs: [String]) throws(InputProblem) {
        for entry in try node.entries("layout", allowed: ["default", "elements"]) {
            if entry.key == "default" {
                let settings = try readSettings(entry.value, ruleIDs: ruleIDs, patternKeys: [])
                config.defaults = config.defaults.overridden(by: settings)
                config.defaultsDeclared = config.defaultsDeclared || settings.describesLayout()
                continue
            }
            for item in try entry.value.items("layout.elements") {
                let settings = try readSettings(item, ruleIDs: ruleIDs, patternKeys: ["key", "glob", "regex"])
                config.elementRules.append(ElementRule(pattern: try readPattern(item, required: true) ?? .glob("*"),
                                                       settings: settings, line: item.location.line))
            }
        }
    }

    /// One element's settings: the shared keys (`SettingsSyntax`), plus the pattern keys a rule has.
    private static func readSettings(_ node: ConfigNode, ruleIDs: [String], patternKeys: [String]) throws(InputProblem) -> ElementSettings {
        var settings = ElementSettings()
        for entry in try node.entries("a layout element", allowed: patternKeys + SettingsSyntax.keys) {
            guard !patternKeys.contains(entry.key) else { continue }
            let text: String
            switch (entry.key, entry.value) {
            case ("font", .map):
                settings.font = try readFont(entry.value)
                continue
            case ("disable", .list):
                text = try entry.value.strings("disable").joined(separator: ",")
            default:
                text = try entry.value.string(entry.key)
            }
            if let message = SettingsSyntax.apply(entry.key, text, to: &settings, ruleIDs: ruleIDs) {
                throw entry.value.error(message)
            }
        }
        return settings
    }

    /// `severity-by-size: off`, `on`, or `{standard: error, accessibility: warning}` (a band left
    /// out keeps its default).
    private static func readSizeSeverities(_ node: ConfigNode) throws(InputProblem) -> SizeSeverities? {
        if case .scalar = node {
            let on = try choice(node, "severity-by-size", [("off", false), ("false", false), ("on", true), ("true", true)])
            return on ? SizeSeverities() : nil
        }
        var bands = SizeSeverities()
        let levels: [(String, FindingSeverity)] = [("error", .error), ("warning", .warning), ("note", .note)]
        for entry in try node.entries("severity-by-size", allowed: ["standard", "accessibility"]) {
            let severity = try choice(entry.value, "severity-by-size.\(entry.key)", levels)
            if entry.key == "standard" { bands.standard = severity } else { bands.accessibility = severity }
        }
        return bands
    }

    /// `sources: off`, or `sources: {paths, min-grade, wrappers}`.
    private static func readSources(_ node: ConfigNode) throws(InputProblem) -> SourceSettings {
        var sources = SourceSettings()
        if case .scalar = node {
            sources.enabled = try choice(node, "sources", [("off", false), ("false", false), ("on", true), ("true", true)])
            return sources
        }
        for entry in try node.entries("sources", allowed: ["paths", "min-grade", "wrappers"]) {
            switch entry.key {
            case "paths":
                sources.paths = try entry.value.strings("sources.paths")
            case "min-grade":
                sources.minimumGrade = try choice(entry.value, "sources.min-grade", UseGrade.allCases.map { ($0.rawValue.lowercased(), $0) })
            default:
                for item in try entry.value.items("sources.wrappers") {
                    var call: String?
                    var argument = "_"
                    var element: ElementName?
                    for field in try item.entries("a wrapper", allowed: ["call", "argument", "element"]) {
                        switch field.key {
                        case "call": call = try field.value.string("call")
                        case "argument": argument = try field.value.string("argument")
                        default:
                            element = try choice(field.value, "element", ElementName.allCases.map { ($0.rawValue, $0) })
                        }
                    }
                    guard let call, call.contains("(") else {
                        throw item.error("a wrapper needs its call with argument labels, e.g. call: \"FormFieldCell(placeholder:)\"")
                    }
                    sources.wrappers.append(SourceWrapper(call: call, argument: argument, element: element))
                }
            }
        }
        return sources
    }

    private static func readFont(_ node: ConfigNode) throws(InputProblem) -> CustomFont {
        var font = CustomFont(size: 17, relativeTo: nil)
        var hasSize = false
        for entry in try node.entries("font", allowed: ["size", "relative-to", "max-size"]) {
            switch entry.key {
            case "size":
                font.size = try entry.value.number("font.size", range: 1...1000)
                hasSize = true
            case "relative-to":
                let name = try entry.value.string("font.relative-to")
                do { font.relativeTo = try TextStyle.named(name) } catch { throw entry.value.error("\(error)") }
            default:
                font.maximumSize = try entry.value.number("font.max-size", range: 1...1000)
            }
        }
        guard hasSize else { throw node.error("font needs a size (points at Large), e.g. size: 15") }
        return font
    }

    private static func readPattern(_ node: ConfigNode, required: Bool) throws(InputProblem) -> KeyPattern? {
        guard case .map(let entries, _) = node else { return nil }
        let given = entries.filter { ["key", "glob", "regex"].contains($0.key) }
        guard given.count <= 1 else { throw node.error("give only one of key, glob or regex") }
        guard let entry = given.first else {
            if required { throw node.error("a layout element needs one of key (exact), glob or regex to say which keys it is for") }
            return nil
        }
        let text = try entry.value.string(entry.key)
        switch entry.key {
        case "key": return .exact(text)
        case "glob": return .glob(text)
        default:
            do { return try KeyPattern.regex(text) } catch {
                throw entry.value.error("'\(text)' is not a valid regular expression")
            }
        }
    }

    private static func readSuppression(_ node: ConfigNode, ruleIDs: [String]) throws(InputProblem) -> Suppression {
        var suppression = Suppression(line: node.location.line)
        suppression.key = try readPattern(node, required: false)
        for entry in try node.entries("a suppression", allowed: ["rule", "key", "glob", "regex", "locale", "reason"]) {
            switch entry.key {
            case "rule":
                let rules = try entry.value.strings("rule")
                for rule in rules where !ruleIDs.contains(rule) {
                    throw entry.value.error(UnknownNameError(kind: .rule, name: rule, valid: ruleIDs))
                }
                suppression.rules = rules
            case "locale":
                suppression.locales = try entry.value.strings("locale")
            case "reason":
                suppression.reason = try entry.value.string("reason")
            default:
                break
            }
        }
        guard suppression.rules != nil || suppression.key != nil || suppression.locales != nil else {
            throw node.error("a suppression needs at least one of rule, key/glob/regex or locale")
        }
        return suppression
    }

    private static func choice<T>(_ node: ConfigNode, _ what: String, _ values: [(String, T)]) throws(InputProblem) -> T {
        let text = try node.string(what)
        if let match = values.first(where: { $0.0 == text.lowercased() }) { return match.1 }
        throw node.error(UnknownNameError(kind: .value(for: what), name: text, valid: values.map(\.0)))
    }

    /// `.typefit.yml` in `directory` or the nearest folder above it.
    package static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
