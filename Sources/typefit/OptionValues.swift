import ArgumentParser
import TypeFit

// The closed sets of option values, as argument-parser types: `--help` lists their values, shell
// completions offer them, and anything else is a usage error (exit 2) that names the valid ones.
// Matched case-insensitively, as the command line always has.

extension FontWeight: ExpressibleByArgument {}
extension TextDirection: ExpressibleByArgument {}
extension TrackingMode: ExpressibleByArgument {}
extension LineBreakStrategy: ExpressibleByArgument {}
extension CJKLineBreak: ExpressibleByArgument {}

extension FailThreshold: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension Orientation: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension BarOptions.NavigationBar: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// `--format`: the reporter registry's formats, each with its one-line summary in `--help`.
extension ReporterFormat: ExpressibleByArgument, CaseIterable {
    public init?(argument: String) {
        guard let format = ReporterRegistry.format(named: argument.lowercased()) else { return nil }
        self = format
    }

    public static var allCases: [ReporterFormat] { ReporterRegistry.formats }
    public static var allValueStrings: [String] { ReporterRegistry.names }
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: ReporterRegistry.formats.map { ($0.name, $0.summary) })
    }
    public var defaultValueDescription: String { name }
}

/// `check --color`.
enum ColourMode: String, CaseIterable, ExpressibleByArgument {
    /// On a terminal, unless NO_COLOR is set.
    case auto
    case always
    case never

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

// What shell completions offer for options that take a file or a name from a fixed list. The name
// lists are comma-separated on the command line; a shell completes the first name of one.
extension CompletionKind {
    static var configFile: CompletionKind { .file(extensions: ["yml", "yaml"]) }
    static var baselineFile: CompletionKind { .file(extensions: ["json"]) }
    static var fontFile: CompletionKind { .file(extensions: ["ttf", "otf", "ttc"]) }
    static var folder: CompletionKind { .directory }
    static var sizes: CompletionKind {
        .list(["all", "standard", "accessibility"] + ContentSizeCategory.allCases.map(\.rawValue))
    }
    static var devices: CompletionKind { .list(DeviceCatalog().validNames) }
    /// The repository's branches and tags, as git names them.
    static var gitRef: CompletionKind { .shellCommand("git for-each-ref --format='%(refname:short)' 2>/dev/null") }
}

extension ArgumentHelp {
    /// `--apple-fonts DIR` (docs/fonts.md); `configured`: the command reads a config, whose
    /// `fonts.apple` it stands for.
    static func appleFonts(configured: Bool = true) -> ArgumentHelp {
        ArgumentHelp("A folder of Apple's font files (SF-Pro.ttf…, under Apple's licence) to measure with"
                     + (configured ? " (default: the config's fonts.apple)." : "."), valueName: "dir")
    }
}

/// `pseudo --locale`: en-XA, ar-XB.
extension PseudoLocale: ExpressibleByArgument {
    public init?(argument: String) {
        guard let locale = PseudoLocale.allCases.first(where: { $0.tag.lowercased() == argument.lowercased() }) else { return nil }
        self = locale
    }
}
