import TypeFitCatalog
import TypeFitCore
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale

/// What a value in `.typefit.yml` may be. The reader takes its keys and its named values from the
/// tables below, and `ConfigSchema` writes the same tables as the JSON Schema editors use
/// (schema/typefit.schema.json), so the two cannot disagree about what a key is or takes.
package indirect enum ConfigValue: Sendable {
    /// Any scalar: a path, a glob, a sample text.
    case text
    /// A scalar the reader checks with a regular expression's worth of syntax (a locale, a file
    /// name), written for the schema as that expression.
    case pattern(String)
    /// One of these names (the reader also takes them in any letter case).
    case name([String])
    /// A rule's id (the rules are the caller's: `ruleIDs` of the reader and of `ConfigSchema`).
    case rule
    case integer(ClosedRange<Int>)
    /// Points or a scale: `above` excludes the lower bound, `below` the upper one; `points` also takes `12pt`.
    case number(ClosedRange<Double>, above: Bool = false, below: Bool = false, points: Bool = false)
    /// true/false, yes/no, on/off.
    case flag
    /// A value, or a list of them (`ConfigNode.strings`).
    case oneOrMore(ConfigValue)
    /// Several of `names`, as a list or in one value separated by commas.
    case commaList(ConfigValue)
    /// A list (`ConfigNode.items`).
    case list(ConfigValue)
    /// A mapping with these keys only.
    case map(ConfigKeys)
    /// A mapping from each rule's id to a value.
    case byRule(ConfigValue)
    case anyOf([ConfigValue])
}

/// One key of a mapping, with what it takes and a line for the editor's hover.
package struct ConfigKey: Sendable {
    package let name: String
    package let value: ConfigValue
    package let help: String

    init(_ name: String, _ value: ConfigValue, _ help: String) {
        self.name = name
        self.value = value
        self.help = help
    }
}

/// The keys of one mapping, and which of them it needs.
package struct ConfigKeys: Sendable {
    package enum Need: Sendable {
        /// Exactly one of these (a rule's `key`, `glob` or `regex`).
        case one([String])
        /// At most one of the first and at least one of the second (a suppression).
        case someOf(atMostOne: [String], atLeastOne: [String])
        case all([String])
    }

    package let keys: [ConfigKey]
    package let needs: [Need]
    /// Keys written as format specifiers (`"%@"`), each taking this value.
    package let specifiers: ConfigValue?

    init(_ keys: [ConfigKey], needs: [Need] = [], specifiers: ConfigValue? = nil) {
        self.keys = keys
        self.needs = needs
        self.specifiers = specifiers
    }

    package var names: [String] { keys.map(\.name) }

    package subscript(name: String) -> ConfigKey? { keys.first { $0.name == name } }
}

/// `.typefit.yml`'s keys and values (docs/check.md, "Configuration").
package enum ConfigSyntax {
    // Named values the reader maps to its types; the first spelling of each is the one documented.
    static let onOff: [(String, Bool)] = [("off", false), ("false", false), ("on", true), ("true", true)]
    static let ruleSeverities: [(String, RuleSeverity)] = [("error", .on(.error)), ("warning", .on(.warning)),
                                                           ("note", .on(.note)), ("off", .off), ("false", .off)]
    static let findingSeverities: [(String, FindingSeverity)] = [("error", .error), ("warning", .warning), ("note", .note)]
    static let fontProfiles: [(String, FontProfile)] = [("auto", .platformDefault), ("open-substitutes", .openSubstitutes),
                                                        ("apple-system", .appleSystem)]
    static let failThresholds = FailThreshold.allCases.map { ($0.rawValue, $0) }
    static let trackingModes = TrackingMode.allCases.map { ($0.rawValue, $0) }
    static let cjkLineBreaks = CJKLineBreak.allCases.map { ($0.rawValue, $0) }
    static let grades = UseGrade.allCases.map { ($0.rawValue.lowercased(), $0) }
    static let elements = ElementName.allCases.map { ($0.rawValue, $0) }
    static let widthVariantUnits = WidthVariantUnit.allCases.map { ($0.rawValue, $0) }

    /// What `fonts.files` takes: font files, named as such. A config is code run in CI on pull
    /// requests, so it must not be a way to make typefit open any file at all (`/etc/shadow`,
    /// `../../.ssh/id_rsa`) and print what it makes of it.
    static let fontFileExtensions = ["ttf", "otf", "ttc", "otc"]

    /// Locales as `LocaleTag.isWellFormed` takes them, for the schema: ICU decides in the reader.
    static let localePattern = "^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$"

    static func names<T>(_ table: [(String, T)]) -> ConfigValue { .name(table.map(\.0)) }

    /// Content size categories by their canonical names, as the docs also write them (`Large`), and
    /// their short forms (`xl`).
    static var sizeNames: [String] {
        ContentSizeCategory.allCases.flatMap { category in
            let name = category.rawValue
            // `large` is also `Large`; `xSmall` stays as it is.
            let capitalized = name.dropFirst().first?.isLowercase == true ? name.prefix(1).uppercased() + name.dropFirst() : name
            return capitalized == name ? [name] : [capitalized, name]
        } + ContentSizeCategory.shortForms.map(\.key)
    }

    /// `all`, `standard`, `accessibility`, a category, or a range `Large...AX3` (SizeSyntax).
    static var size: ConfigValue {
        let one = "(" + sizeNames.joined(separator: "|") + ")"
        return .anyOf([.name(["all", "standard", "accessibility"] + sizeNames),
                       .pattern("^" + one + " *(\\.\\.\\.|…|\\.\\.|-) *" + one + "$")])
    }

    static let pattern = [ConfigKey("key", .text, "The exact key this is for."),
                          ConfigKey("glob", .text, "The keys this is for, as a glob: * any run of characters, ? one."),
                          ConfigKey("regex", .text, "The keys this is for, as a regular expression matching the whole key.")]
    static var patternKeys: [String] { pattern.map(\.name) }

    /// `font.size` and `font.max-size` in points.
    static let fontSizeRange: ClosedRange<Double> = 1...1000

    static let font = ConfigKeys([
        ConfigKey("size", .number(fontSizeRange), "Points at the Large size."),
        ConfigKey("relative-to", .name(TextStyle.allCases.map(\.rawValue)),
                  "The text style it scales like (UIFontMetrics); left out, the size is fixed."),
        ConfigKey("max-size", .number(fontSizeRange), "The largest it grows to, in points."),
    ], needs: [.all(["size"])])

    static let fonts = ConfigKeys([
        ConfigKey("profile", names(fontProfiles),
                  "Which fonts stand for Apple's: auto (the system fonts on a Mac, open substitutes elsewhere)."),
        ConfigKey("files", .oneOrMore(.pattern("\\.(" + fontFileExtensions.map(caseless).joined(separator: "|") + ")$")),
                  "The app's own font files (.ttf, .otf, .ttc, .otc), relative to this file; tried first."),
        ConfigKey("tracking", names(trackingModes), "Where letter spacing comes from."),
        ConfigKey("apple", .text,
                  "A folder of Apple's font files (SF-Pro.ttf, SF-Arabic.ttf…, under Apple's licence), relative to this "
                      + "file: measured with them, apple-system profile."),
    ])

    static let keySamples = ConfigKeys(pattern + [
        ConfigKey("max-digits", .integer(PlaceholderSamples.digitRange), "The digits a number in these keys may have."),
    ], needs: [.one(patternKeys)], specifiers: .text)

    static let placeholders = ConfigKeys([
        ConfigKey("object", .text, "The text that stands for %@ where no sample says otherwise."),
        ConfigKey("max-digits", .integer(PlaceholderSamples.digitRange), "The digits a number may have."),
        ConfigKey("samples", .map(ConfigKeys([], specifiers: .text)),
                  "Sample text by format specifier, written in quotes as the strings write it (\"%@\", \"%lld\")."),
        ConfigKey("keys", .list(.map(keySamples)), "Samples for some keys: key, glob or regex, then samples by specifier."),
    ])

    static let severityBySize = ConfigKeys([
        ConfigKey("standard", names(findingSeverities), "The severity of a cut first seen at xSmall…xxxLarge."),
        ConfigKey("accessibility", names(findingSeverities), "The severity of a cut first seen at AX1…AX5 only."),
    ])

    static let layout = ConfigKeys([
        ConfigKey("default", .map(ConfigKeys(SettingsSyntax.table)), "The element of keys no rule below matches."),
        ConfigKey("elements", .list(.map(ConfigKeys(pattern + SettingsSyntax.table, needs: [.one(patternKeys)]))),
                  "Element rules, first match wins: key, glob or regex, then the element's settings."),
    ])

    static let suppression = ConfigKeys([
        ConfigKey("rule", .oneOrMore(.rule), "The rules suppressed."),
    ] + pattern + [
        ConfigKey("locale", .oneOrMore(.text), "The locales suppressed."),
        ConfigKey("reason", .text, "Why, for the next person."),
    ], needs: [.someOf(atMostOne: patternKeys, atLeastOne: ["rule"] + patternKeys + ["locale"])])

    static let wrapper = ConfigKeys([
        ConfigKey("call", .pattern("\\("), "The call with its argument labels, e.g. FormFieldCell(placeholder:)."),
        ConfigKey("argument", .text, "The label of the argument that carries the text (_ for none)."),
        ConfigKey("element", names(elements), "The element the call draws."),
    ], needs: [.all(["call"])])

    static let sources = ConfigKeys([
        ConfigKey("paths", .oneOrMore(.text), "The app's source folders, relative to this file (default: its folder)."),
        ConfigKey("min-grade", names(grades), "The least certain use the check trusts (a, b or c)."),
        ConfigKey("wrappers", .list(.map(wrapper)), "The app's own views that draw a text, by call."),
    ])

    static let widthVariants = ConfigKeys([
        ConfigKey("unit", names(widthVariantUnits), "What a .stringsdict width variant's number counts."),
    ])

    static let limits = ConfigKeys([
        ConfigKey("catalog-size", .anyOf([.integer(CatalogLimits.fileBytesRange),
                                          .pattern("^ *[0-9]+ *([KkMmGg]?[Bb])? *$")]),
                  "The largest catalog file read: 64MB, 512KB, or bytes (1 KB to 2 GB)."),
        ConfigKey("catalog-keys", .integer(CatalogLimits.keysRange), "The most keys one catalog file may have."),
    ])

    /// The top level, in the order the docs present it.
    static let root = ConfigKeys([
        ConfigKey("catalogs", .oneOrMore(.text),
                  "Catalog files or folders (.xcstrings, .strings, .stringsdict, .xliff), relative to this file."),
        ConfigKey("source-locale", .pattern(localePattern), "The development language (BCP 47), when the catalogs do not say."),
        ConfigKey("locales", .oneOrMore(.anyOf([.name(["all", "Base"]), .pattern(localePattern)])),
                  "The locales to check, or all."),
        ConfigKey("sizes", .oneOrMore(size), "Content size categories: all, standard, accessibility, Large, Large...AX3."),
        ConfigKey("devices", .oneOrMore(.name(DeviceCatalog().validNames)), "Device groups or ids (typefit devices)."),
        ConfigKey("platforms", .oneOrMore(.name(AppPlatform.allCases.map(\.rawValue))),
                  "The platforms the app is built for, instead of what its Xcode project says: ios (iPhone), ipados "
                      + "(iPad), macos, watchos, tvos, visionos. Without devices:, they choose the devices."),
        ConfigKey("orientations", .oneOrMore(.name(Orientation.allCases.map(\.rawValue))), "portrait, landscape."),
        ConfigKey("windows", .oneOrMore(.anyOf([.name(["full", "split"] + WindowMode.splitModes.map(\.description)),
                                                .pattern("^[0-9]+(\\.[0-9]+)?(pt)?$")])),
                  "iPad window modes: full, split (every Split View and Slide Over width), or a width in points."),
        ConfigKey("fonts", .map(fonts), "Which fonts stand for Apple's, the app's own, and tracking."),
        ConfigKey("cjk-line-break", names(cjkLineBreaks),
                  "Which characters may start a line in Chinese and Japanese: strict (default; not ー or small kana), "
                  + "normal, loose, or auto (ICU's rules for the locale)."),
        ConfigKey("placeholders", .map(placeholders), "What format specifiers are measured with."),
        ConfigKey("fail-on", names(failThresholds), "The lowest severity that makes typefit check exit 1."),
        ConfigKey("rules", .byRule(names(ruleSeverities)), "A severity (error, warning, note) or off, by rule id."),
        ConfigKey("severity-by-size", .anyOf([names(onOff), .map(severityBySize)]),
                  "The severity of a cut by the first size it happens at: on, off, or by band."),
        ConfigKey("layout", .map(layout), "Which element draws each key."),
        ConfigKey("suppress", .list(.map(suppression)), "Findings not to report: rule, key/glob/regex, locale, and a reason."),
        ConfigKey("baseline", .text, "A baseline file (typefit check --write-baseline): its findings are not reported."),
        ConfigKey("sources", .anyOf([names(onOff), .map(sources)]), "The app's source that says where keys are drawn, or off."),
        ConfigKey("frameworks", .oneOrMore(.name(UIFramework.allCases.map(\.rawValue))),
                  "swiftui and/or uikit: the first decides what an element without a font or line limit does."),
        ConfigKey("width-variants", .map(widthVariants), "How .stringsdict width variants are chosen."),
        ConfigKey("limits", .map(limits), "How large one catalog file may be."),
    ])

    /// A name in any letter case, as a regular expression (`ttf` → `[tT][tT][fF]`).
    static func caseless(_ name: String) -> String {
        name.map { character in
            let lower = character.lowercased(), upper = character.uppercased()
            return lower == upper ? String(character) : "[\(lower)\(upper)]"
        }.joined()
    }
}
