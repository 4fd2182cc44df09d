import Foundation
import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale

/// The lowest severity that makes `typefit check` exit 1.
public enum FailThreshold: String, Sendable, CaseIterable, Codable {
    case error, warning, note, never

    public func fails(_ severity: FindingSeverity) -> Bool {
        switch self {
        case .never: false
        case .error: severity >= .error
        case .warning: severity >= .warning
        case .note: true
        }
    }
}

/// What the configuration says about one rule: off, or on at a severity.
public enum RuleSeverity: Sendable, Equatable {
    case off
    case on(FindingSeverity)

    /// The severity, nil when the rule is off.
    public var severity: FindingSeverity? {
        switch self {
        case .off: nil
        case .on(let severity): severity
        }
    }
}

/// `severity-by-size:` in `.typefit.yml`: the severity of a cut (`clipped`, `truncated-width`,
/// `locale-overflow`) by the first size it happens at. Most people read at a standard size, so a
/// cut there is an error; one that starts only at the accessibility sizes a few choose is a warning.
public struct SizeSeverities: Sendable, Equatable {
    /// A cut that starts at xSmall…xxxLarge.
    public var standard: FindingSeverity = .error
    /// A cut that starts at AX1…AX5 only.
    public var accessibility: FindingSeverity = .warning

    public init(standard: FindingSeverity = .error, accessibility: FindingSeverity = .warning) {
        self.standard = standard
        self.accessibility = accessibility
    }

    /// The severity of a cut first met at `category`.
    public func severity(from category: ContentSizeCategory) -> FindingSeverity {
        category.isAccessibilityCategory ? accessibility : standard
    }
}

/// `sources:` in `.typefit.yml`: the app's Swift and Interface Builder files that say where each
/// key is drawn.
public struct SourceSettings: Sendable, Equatable {
    /// False: no source is read (`sources: off`, `--no-sources`).
    public var enabled = true
    /// Files and folders to read, relative to the config; nil: the config's folder when it holds
    /// Swift or Interface Builder files (with no config, the current folder).
    public var paths: [String]?
    /// Uses less certain than this are left out (`min-grade: B` keeps A and B).
    public var minimumGrade: UseGrade = .c
    /// The app's own localizing functions and views.
    public var wrappers: [SourceWrapper] = []

    public init() {}
}

/// A layout rule: the keys it applies to and what it says about their element.
public struct ElementRule: Sendable {
    public var pattern: KeyPattern
    public var settings: ElementSettings
    /// Line in the config file, for reports ("matched by the rule on line 12").
    public var line: Int

    public init(pattern: KeyPattern, settings: ElementSettings, line: Int = 0) {
        self.pattern = pattern
        self.settings = settings
        self.line = line
    }
}

/// Everything `typefit check` needs to know, validated and resolved: devices, not device names;
/// a font profile, not its name. Built from `.typefit.yml` by `ConfigReader`, or by hand in code;
/// every field has the default a project without a config gets.
public struct CheckConfiguration: Sendable {
    /// The config file it came from (nil: defaults only).
    public var file: String?
    /// Relative paths in the config are resolved against this directory.
    public var baseDirectory: String
    /// Catalog files or folders to search.
    public var catalogs: [String] = ["."]
    /// The language layouts were designed for; nil: each catalog's own source language.
    public var sourceLocale: String?
    /// Locales to check; nil: every locale in the catalogs.
    public var locales: [String]?
    public var categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    /// The devices to check on (`typefit devices` lists them and their groups).
    public var devices: [Device] = DeviceCatalog().defaultDevices
    /// Whether the config's `devices:` chose them; else the app's platforms may narrow the default
    /// (an iPhone-only app is checked on iPhones).
    public var devicesDeclared = false
    /// The platforms the app is built for (`platforms:`), instead of what typefit reads from its
    /// Xcode project, Info.plists and package manifest; nil: read them.
    public var platforms: [AppPlatform]?
    /// Where `platforms:` is written, for messages.
    public var platformsLocation: SourceLocation?
    public var orientations: [Orientation] = Orientation.allCases
    /// Whether the config's `orientations:` chose them; else the app's Info.plist may narrow them per
    /// kind of device (`familyOrientations`).
    public var orientationsDeclared = false
    /// The orientations the app's Info.plist supports on each kind of device
    /// (`UISupportedInterfaceOrientations~iphone`, `~ipad`); a kind not listed keeps `orientations`.
    public var familyOrientations: [DeviceFamily: [Orientation]] = [:]
    /// Window modes; Split View and Slide Over apply to iPads only.
    public var windows: [WindowMode] = [.full] + WindowMode.splitModes
    /// The faces text is shaped in after `fontFiles` (the config's `auto`: the platform's).
    public var fontProfile: FontProfile = .platformDefault
    public var fontFiles: [String] = []
    /// `fonts.apple`: a folder of Apple's font files, relative to the config; set, the profile is
    /// `apple-system` and Apple's families are looked for there first.
    public var appleFonts: String?
    public var tracking: TrackingMode = .auto
    /// Which characters may start a line in Chinese and Japanese (`cjk-line-break`).
    public var cjkLineBreak: CJKLineBreak = .standard
    /// What placeholders are measured as (`placeholders:`).
    public var placeholders = PlaceholderSettings()
    /// Sample for `%@` placeholders (nil: the built-in long name): `placeholders.object`.
    public var placeholderObject: String? {
        get { placeholders.object }
        set { placeholders.object = newValue }
    }
    public var failOn: FailThreshold = .warning
    /// Rule id → what the config says about it; rules not listed keep their default severity.
    public var severities: [String: RuleSeverity] = [:]
    /// The severity of a cut by the size it starts at; nil (`severity-by-size: off`): each rule's own.
    /// A rule's severity under `rules:` wins over it.
    public var severityBySize: SizeSeverities? = SizeSeverities()
    /// Settings for keys no rule matches.
    public var defaults = CheckConfiguration.guessedDefaults
    /// What typefit assumes for a key when nothing says how it is drawn: a one-line label between
    /// the margins. A guess, not a layout: with it typefit compares translations with their source only.
    public static let guessedDefaults = ElementSettings(element: .label, lines: 1, width: .margins)
    /// The guess in a project that says its framework: a SwiftUI `Text` has no line limit.
    public static func guessedDefaults(for framework: UIFramework?) -> ElementSettings {
        var guess = guessedDefaults
        if framework == .swiftui { guess.lines = 0 }
        return guess
    }
    /// The frameworks the app draws its text with (`frameworks:`); the first decides the defaults
    /// of an element a layout rule, a hint or `layout.default` declares without saying its line
    /// limit or font. Empty: each element's own defaults. A use the source pass finds carries its
    /// own framework's defaults whatever this says.
    public var frameworks: [UIFramework] = []
    public var defaultFramework: UIFramework? { frameworks.first }

    /// True when the config's `layout.default` sets more than `disable`: the project says how the
    /// keys nothing else speaks about are drawn, even when that is the guess.
    public var defaultsDeclared = false

    /// Whether `defaults` say how keys are drawn: declared in the config, or made in code to differ
    /// from the guess in more than the rules they turn off.
    public var declaresDefaultLayout: Bool {
        defaultsDeclared || defaults.describesLayout(beyond: Self.guessedDefaults(for: defaultFramework))
    }
    /// Tried in order; the first whose pattern matches a key applies.
    public var elementRules: [ElementRule] = []
    public var suppressions: [Suppression] = []
    /// A JSON file of accepted findings (`typefit check --write-baseline`).
    public var baseline: String?
    /// The source pass: where the app's own source is, and how much of what it says to trust.
    public var sources = SourceSettings()
    /// What a `.stringsdict` width variant's declared width counts (`width-variants.unit`).
    public var widthVariantUnit: WidthVariantUnit = .em
    /// How large one catalog file may be (`limits:`); a file past it is reported and not checked.
    public var catalogLimits = CatalogLimits()

    public init(file: String? = nil, baseDirectory: String = ".") {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// The settings declared for a key that the app's source does not place: the first matching
    /// rule, then the key's comment hint, over the element's and the framework's defaults;
    /// `layout.default` when neither speaks about the key. `ruleLine` is the rule's line.
    public func settings(forKey key: String, hint: ElementSettings? = nil) -> (settings: ElementSettings, ruleLine: Int?) {
        let rule = elementRules.first { $0.pattern.matches(key) }
        let declared = rule == nil && hint == nil
            ? defaults : (rule?.settings ?? ElementSettings()).overridden(by: hint ?? ElementSettings())
        return (declared.filledByFramework(defaultFramework), rule?.line)
    }

    /// The locale of a text no catalog gives one to: a `.strings` file outside any `.lproj`
    /// folder, a key `/v1/fit` does not find in the project.
    public var defaultSourceLocale: String { sourceLocale ?? "en" }

    /// The locale a catalog's translations are compared with: the config's `source-locale`
    /// (the language the layouts were designed in) when it sets one, else the catalog's own.
    public func sourceLocale(for catalog: Catalog) -> String { sourceLocale ?? catalog.sourceLanguage }

    /// A path from the config, made absolute against the config's folder.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] { return home + path.dropFirst(1) }
        return baseDirectory == "." ? path : baseDirectory + "/" + path
    }
}
