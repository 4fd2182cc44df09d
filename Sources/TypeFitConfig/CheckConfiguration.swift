import Foundation
import TypeFitCatalog
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout

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

/// Everything `typefit check` needs to know, validated. Built from `.typefit.yml` by
/// `ConfigReader`, or by hand in code; every field has the default a project without a config gets.
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
    /// Device names and groups (`typefit devices` lists them).
    public var devices: [String] = ["all-iphones", "all-ipads"]
    public var orientations: [Orientation] = Orientation.allCases
    /// Window modes; Split View and Slide Over apply to iPads only.
    public var windows: [WindowMode] = [.full] + WindowMode.splitModes
    /// `auto` (the platform's), `open-substitutes` or `apple-system`.
    public var fontProfile: String = "auto"
    public var fontFiles: [String] = []
    public var tracking: TrackingMode = .auto
    /// Sample for `%@` placeholders (nil: the built-in long name).
    public var placeholderObject: String?
    public var failOn: FailThreshold = .warning
    /// Rule id → severity; a rule mapped to nil is off.
    public var severities: [String: FindingSeverity?] = [:]
    /// Settings for keys no rule matches.
    public var defaults = ElementSettings(element: .label, lines: 1, width: .margins)
    /// Tried in order; the first whose pattern matches a key applies.
    public var elementRules: [ElementRule] = []
    public var suppressions: [Suppression] = []
    /// A JSON file of accepted findings (`typefit check --write-baseline`).
    public var baseline: String?

    public init(file: String? = nil, baseDirectory: String = ".") {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// The settings for a key: defaults, then the first matching rule, then the key's comment hint.
    public func settings(forKey key: String, hint: ElementSettings? = nil) -> (settings: ElementSettings, ruleLine: Int?) {
        var settings = defaults
        var line: Int?
        if let rule = elementRules.first(where: { $0.pattern.matches(key) }) {
            settings = settings.overridden(by: rule.settings)
            line = rule.line
        }
        if let hint { settings = settings.overridden(by: hint) }
        return (settings, line)
    }

    /// A path from the config, made absolute against the config's folder.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] { return home + path.dropFirst(1) }
        return baseDirectory == "." ? path : baseDirectory + "/" + path
    }
}
