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
    /// The largest config read: the largest real one is a few KB.
    package static let maxFileBytes = 4 << 20

    /// Reads and validates a config file. `ruleIDs` are the rules the caller knows (for
    /// `rules:`, `disable` and `suppress:`).
    package static func read(file path: String, ruleIDs: [String]) throws(InputProblem) -> CheckConfiguration {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let directory = (path as NSString).deletingLastPathComponent
        // The config's folder is the project: a committed `.typefit.yml` that links out of it
        // would have typefit read, and quote in its errors, a file the project does not hold.
        guard !LinkedFile.leaves(path, folder: directory.isEmpty ? "." : directory) else {
            throw InputProblem("the config file is a symbolic link out of its folder: not read", at: start)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputProblem("cannot read the config file (does it exist?)", at: start)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0
        guard size <= maxFileBytes else {
            throw InputProblem("the config file is over \(Format.bytes(maxFileBytes)); that is not a config", at: start)
        }
        // A FIFO or a device is refused before a byte is read.
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, limit: maxFileBytes) } catch {
            throw InputProblem("the config file: \(error.message)", at: start)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputProblem("the config file is not UTF-8", at: start)
        }
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
        var declaredDefault = ElementSettings()
        for entry in try root.entries("the config", ConfigSyntax.root) {
            let value = entry.value
            switch entry.key {
            case "catalogs":
                config.catalogs = try value.strings("catalogs")
            case "source-locale":
                let locale = try value.string("source-locale")
                guard LocaleTag.isWellFormed(locale) else { throw value.error("'\(Excerpt.of(locale))' is not a locale (BCP 47, e.g. en, pt-BR)") }
                config.sourceLocale = locale
            case "locales":
                let locales = try value.strings("locales")
                if locales.map({ $0.lowercased() }) == ["all"] {
                    config.locales = nil
                } else {
                    for locale in locales where !LocaleTag.isWellFormed(locale) && locale != "Base" {
                        throw value.error("'\(Excerpt.of(locale))' is not a locale (BCP 47, e.g. de, zh-Hans) or 'all'")
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
                config.devicesDeclared = true
            case "platforms":
                var platforms: [AppPlatform] = []
                for (name, node) in try value.placedStrings("platforms") {
                    guard let platform = AppPlatform(rawValue: name.lowercased()) else {
                        throw node.error(UnknownNameError(kind: .value(for: "platforms"), name: name,
                                                          valid: AppPlatform.allCases.map(\.rawValue)))
                    }
                    if !platforms.contains(platform) { platforms.append(platform) }
                }
                config.platforms = platforms
                config.platformsLocation = value.location
            case "orientations":
                config.orientationsDeclared = true
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
            case "cjk-line-break":
                config.cjkLineBreak = try choice(value, "cjk-line-break", ConfigSyntax.cjkLineBreaks)
            case "placeholders":
                config.placeholders = try readPlaceholders(value)
            case "fail-on":
                config.failOn = try choice(value, "fail-on", ConfigSyntax.failThresholds)
            case "rules":
                for item in try value.entries("rules", allowed: ruleIDs) {
                    config.severities[item.key] = try choice(item.value, "the severity of \(item.key)", ConfigSyntax.ruleSeverities)
                }
            case "severity-by-size":
                config.severityBySize = try readSizeSeverities(value)
            case "layout":
                declaredDefault = try readLayout(value, into: &config, ruleIDs: ruleIDs)
            case "suppress":
                for item in try value.items("suppress") {
                    config.suppressions.append(try readSuppression(item, ruleIDs: ruleIDs))
                }
            case "baseline":
                config.baseline = try value.string("baseline")
            case "sources":
                config.sources = try readSources(value)
            case "frameworks":
                config.frameworks = []
                for (name, node) in try value.placedStrings("frameworks") {
                    guard let framework = UIFramework(rawValue: name.lowercased()) else {
                        throw node.error("frameworks lists swiftui and/or uikit (the first decides the defaults), not '\(Excerpt.of(name))'")
                    }
                    if !config.frameworks.contains(framework) { config.frameworks.append(framework) }
                }
            case "limits":
                config.catalogLimits = try readLimits(value)
            case "width-variants":
                for item in try value.entries("width-variants", ConfigSyntax.widthVariants) {
                    config.widthVariantUnit = try choice(item.value, "width-variants.unit",
                                                         ConfigSyntax.widthVariantUnits)
                }
            default:
                break
            }
        }
        // The guess under `layout.default` depends on the framework, which may come later in the file.
        config.defaults = CheckConfiguration.guessedDefaults(for: config.defaultFramework).overridden(by: declaredDefault)
        return config
    }

    /// `fonts.files`: each entry must end in a font extension (else an error at the entry, before
    /// any file is touched); with `opening`, each is resolved against the config's folder and
    /// opened, so a missing file or one that is not a font is an error at the entry naming the
    /// path it resolved to — not a bare path from deep in the engine.
    private static func readFonts(_ node: ConfigNode, into config: inout CheckConfiguration,
                                  opening: Bool) throws(InputProblem) {
        var profile: (name: String, node: ConfigNode)?
        for entry in try node.entries("fonts", ConfigSyntax.fonts) {
            switch entry.key {
            case "profile":
                config.fontProfile = try choice(entry.value, "fonts.profile", ConfigSyntax.fontProfiles)
                profile = ((try? entry.value.string("fonts.profile"))?.lowercased() ?? "", entry.value)
            case "apple":
                let path = try entry.value.string("fonts.apple")
                if opening {
                    do { _ = try AppleFontFolder(path: config.resolve(path)) } catch { throw entry.value.error("fonts.apple: \(error)") }
                }
                config.appleFonts = path
            case "files":
                var files: [String] = []
                for (path, item) in try entry.value.placedStrings("fonts.files") {
                    let pathExtension = (path as NSString).pathExtension.lowercased()
                    guard ConfigSyntax.fontFileExtensions.contains(pathExtension) else {
                        throw item.error("fonts.files: '\(Excerpt.of(path))' is not a font file (give a "
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
                config.tracking = try choice(entry.value, "fonts.tracking", ConfigSyntax.trackingModes)
            }
        }
        // Apple's folder is searched for Apple's families: the apple-system profile's.
        if config.appleFonts != nil {
            if let profile, !["auto", FontProfile.appleSystem.name].contains(profile.name) {
                throw profile.node.error("fonts.apple holds Apple's fonts for the apple-system profile; "
                                         + "fonts.profile \(profile.name) does not use them (remove one, or say auto)")
            }
            config.fontProfile = .appleSystem
        }
    }

    /// Reads the element rules into `config` and returns what `layout.default` declares.
    private static func readLayout(_ node: ConfigNode, into config: inout CheckConfiguration,
                                   ruleIDs: [String]) throws(InputProblem) -> ElementSettings {
        var declaredDefault = ElementSettings()
        for entry in try node.entries("layout", ConfigSyntax.layout) {
            if entry.key == "default" {
                let settings = try readSettings(entry.value, ruleIDs: ruleIDs, patternKeys: [])
                declaredDefault = declaredDefault.overridden(by: settings)
                config.defaultsDeclared = config.defaultsDeclared || settings.describesLayout()
                continue
            }
            for item in try entry.value.items("layout.elements") {
                let settings = try readSettings(item, ruleIDs: ruleIDs, patternKeys: ConfigSyntax.patternKeys)
                config.elementRules.append(ElementRule(pattern: try readPattern(item, required: true) ?? .glob("*"),
                                                       settings: settings, line: item.location.line))
            }
        }
        return declaredDefault
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
            let on = try choice(node, "severity-by-size", ConfigSyntax.onOff)
            return on ? SizeSeverities() : nil
        }
        var bands = SizeSeverities()
        for entry in try node.entries("severity-by-size", ConfigSyntax.severityBySize) {
            let severity = try choice(entry.value, "severity-by-size.\(entry.key)", ConfigSyntax.findingSeverities)
            if entry.key == "standard" { bands.standard = severity } else { bands.accessibility = severity }
        }
        return bands
    }

    /// `limits: {catalog-size: 64MB, catalog-keys: 100000}`: how large one catalog file may be.
    private static func readLimits(_ node: ConfigNode) throws(InputProblem) -> CatalogLimits {
        var limits = CatalogLimits()
        for entry in try node.entries("limits", ConfigSyntax.limits) {
            if entry.key == "catalog-size" {
                let text = try entry.value.string("limits.catalog-size")
                guard let bytes = CatalogLimits.size(parsing: text), CatalogLimits.fileBytesRange.contains(bytes) else {
                    throw entry.value.error("limits.catalog-size must be a size from 1 KB to 2 GB (64MB, 512KB, or bytes), "
                                            + "not '\(Excerpt.of(text))'")
                }
                limits.fileBytes = bytes
            } else {
                limits.keys = try entry.value.integer("limits.catalog-keys", range: CatalogLimits.keysRange)
            }
        }
        return limits
    }

    /// `sources: off`, or `sources: {paths, min-grade, wrappers}`.
    private static func readSources(_ node: ConfigNode) throws(InputProblem) -> SourceSettings {
        var sources = SourceSettings()
        if case .scalar = node {
            sources.enabled = try choice(node, "sources", ConfigSyntax.onOff)
            return sources
        }
        for entry in try node.entries("sources", ConfigSyntax.sources) {
            switch entry.key {
            case "paths":
                sources.paths = try entry.value.strings("sources.paths")
            case "min-grade":
                sources.minimumGrade = try choice(entry.value, "sources.min-grade", ConfigSyntax.grades)
            default:
                for item in try entry.value.items("sources.wrappers") {
                    var call: String?
                    var argument = "_"
                    var element: ElementName?
                    for field in try item.entries("a wrapper", ConfigSyntax.wrapper) {
                        switch field.key {
                        case "call": call = try field.value.string("call")
                        case "argument": argument = try field.value.string("argument")
                        default:
                            element = try choice(field.value, "element", ConfigSyntax.elements)
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

    /// `placeholders: {object, max-digits, samples, keys}`.
    private static func readPlaceholders(_ node: ConfigNode) throws(InputProblem) -> PlaceholderSettings {
        var settings = PlaceholderSettings()
        for entry in try node.entries("placeholders", ConfigSyntax.placeholders) {
            switch entry.key {
            case "object":
                settings.object = try entry.value.string("placeholders.object")
            case "max-digits":
                settings.maxDigits = try entry.value.integer("placeholders.max-digits", range: PlaceholderSamples.digitRange)
            case "samples":
                guard case .map(let samples, _) = entry.value else {
                    throw entry.value.error("placeholders.samples must be a mapping, not \(entry.value.kindName)")
                }
                for sample in samples {
                    try checkSpecifier(sample, in: "placeholders.samples")
                    settings.samples[sample.key] = try sample.value.string("the sample for \(sample.key)")
                }
            default:
                for item in try entry.value.items("placeholders.keys") {
                    settings.keys.append(try readKeySamples(item))
                }
            }
        }
        return settings
    }

    /// One `placeholders.keys` entry: `key`, `glob` or `regex`, then samples by specifier and `max-digits`.
    private static func readKeySamples(_ node: ConfigNode) throws(InputProblem) -> PlaceholderKeySamples {
        let what = "a placeholders.keys entry"
        guard case .map(let fields, _) = node else { throw node.error("\(what) must be a mapping, not \(node.kindName)") }
        let pattern = try readPattern(node, required: true, what: what) ?? .glob("*")
        var entry = PlaceholderKeySamples(pattern: pattern, line: node.location.line)
        for field in fields where !ConfigSyntax.patternKeys.contains(field.key) {
            if field.key == "max-digits" {
                entry.maxDigits = try field.value.integer("max-digits", range: PlaceholderSamples.digitRange)
                continue
            }
            try checkSpecifier(field, in: what, also: ConfigSyntax.keySamples.names.joined(separator: ", "))
            entry.samples[field.key] = try field.value.string("the sample for \(field.key)")
        }
        guard entry.maxDigits != nil || !entry.samples.isEmpty else {
            throw node.error("\(what) needs a sample by specifier (\"%@\": iPad Pro) or max-digits")
        }
        return entry
    }

    /// A sample is given for one format specifier, written as the strings write it.
    private static func checkSpecifier(_ entry: ConfigEntry, in what: String, also: String? = nil) throws(InputProblem) {
        let found = FormatParser.placeholders(in: entry.key)
        guard found.count == 1, let specifier = found.first, specifier.spelling == entry.key,
              specifier.kind != .percent, specifier.kind != .substitution else {
            let others = also.map { "; besides them it takes \($0)" } ?? ""
            throw entry.error("\(what): '\(Excerpt.of(entry.key))' is not a format specifier: samples are given by the specifier "
                              + "as the strings write it, in quotes (\"%@\", \"%lld\", \"%1$@\")\(others)")
        }
    }

    private static func readFont(_ node: ConfigNode) throws(InputProblem) -> CustomFont {
        var font = CustomFont(size: 17, relativeTo: nil)
        var hasSize = false
        for entry in try node.entries("font", ConfigSyntax.font) {
            switch entry.key {
            case "size":
                font.size = try entry.value.number("font.size", range: ConfigSyntax.fontSizeRange)
                hasSize = true
            case "relative-to":
                let name = try entry.value.string("font.relative-to")
                do { font.relativeTo = try TextStyle.named(name) } catch { throw entry.value.error("\(error)") }
            default:
                font.maximumSize = try entry.value.number("font.max-size", range: ConfigSyntax.fontSizeRange)
            }
        }
        guard hasSize else { throw node.error("font needs a size (points at Large), e.g. size: 15") }
        return font
    }

    private static func readPattern(_ node: ConfigNode, required: Bool,
                                    what: String = "a layout element") throws(InputProblem) -> KeyPattern? {
        guard case .map(let entries, _) = node else { return nil }
        let given = entries.filter { ConfigSyntax.patternKeys.contains($0.key) }
        guard given.count <= 1 else { throw node.error("give only one of key, glob or regex") }
        guard let entry = given.first else {
            if required { throw node.error("\(what) needs one of key (exact), glob or regex to say which keys it is for") }
            return nil
        }
        let text = try entry.value.string(entry.key)
        switch entry.key {
        case "key": return .exact(text)
        case "glob": return .glob(text)
        default:
            do { return try KeyPattern.regex(text) } catch {
                throw entry.value.error("\(error)")
            }
        }
    }

    private static func readSuppression(_ node: ConfigNode, ruleIDs: [String]) throws(InputProblem) -> Suppression {
        var suppression = Suppression(line: node.location.line)
        suppression.key = try readPattern(node, required: false)
        for entry in try node.entries("a suppression", ConfigSyntax.suppression) {
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
            // Anything by the name counts, a link included (dangling or not): `read` then refuses a
            // link out of the folder by name, rather than the search going on to a parent's config.
            if (try? FileManager.default.attributesOfItem(atPath: candidate)) != nil { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
