import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout

/// What typefit knows about where each key is drawn, as `typefit layout --json` prints it: a
/// published contract (fields are only ever added).
public struct LayoutReport: Sendable, Codable, Equatable {
    public var keys: [Key]
    public var unresolved: [Unresolved]
    public var summary: Summary

    /// One catalog key.
    public struct Key: Sendable, Codable, Equatable {
        public var key: String
        public var catalog: String
        /// `placed` (drawn in an element the source names), `not-drawn` (used only where it is not
        /// UI text), `unresolved` (used where the pass cannot tell the element), `set-aside` (used
        /// only in code for a platform the check does not cover), `unused`, or `no-source` (no code
        /// was read, so whether it is used is not known).
        public var status: Status
        public var uses: [Use]
    }

    /// Where a key stands: drawn in an element the source names, used only where it is not UI text,
    /// used where the pass cannot tell the element, or not used at all — or not known, when the run
    /// read no code (a run that looked at nothing never calls a key unused).
    public enum Status: String, Sendable, Codable {
        case placed
        case notDrawn = "not-drawn"
        case unresolved
        /// Used only in code for a platform the check does not cover: `#if os(macOS)`, AppKit, a
        /// macOS target's folder, a macOS storyboard.
        case setAside = "set-aside"
        case unused
        case noSource = "no-source"
    }

    /// One use: the element and what the source says about it, and where.
    public struct Use: Sendable, Codable, Equatable {
        /// The element (`multiline-label`, `alert-button`, …); nil for a use that is not drawn.
        public var element: String?
        public var style: String?
        /// `15` (fixed), `15/body` (scales like body), with `max 30` when capped.
        public var font: String?
        public var weight: String?
        public var lines: Int?
        public var width: String?
        /// The Dynamic Type cap.
        public var maxSize: String?
        public var minimumScale: Double?
        public var file: String
        public var line: Int
        public var column: Int
        public var pattern: String
        public var grade: String
        /// The links followed, `file:line:col` each.
        public var via: [String]
        /// `drawn` or `not-drawn`.
        public var kind: String
        /// Why a not-drawn use is not drawn.
        public var reason: String?
        /// Whether the check uses it (drawn, at or above `sources.min-grade`).
        public var checked: Bool
        /// The settings the source states (`font`, `lines`, `width`, `weight`, `maxSize`,
        /// `minimumScale`); the others are the element's or the framework's defaults.
        public var read: [String]
        /// What the app passes for the key's format arguments where the key is written: each with
        /// its `position` (1 for the first argument), and a string `literal`, a `number` literal, or the
        /// expression's declared `type`, last `name` and the type it is a member of (`owner`), and its
        /// `location`. Absent when the source
        /// says nothing about them.
        public var arguments: [CallSiteArgument]? = nil
        /// An alert's or action sheet's element the app shows in the other style on iPad
        /// (`alert`, `action-sheet`); absent otherwise.
        public var ipadStyle: String? = nil
        /// The other style an alert's or action sheet's element may be shown in, by a condition
        /// typefit cannot read (the stricter is checked); absent otherwise.
        public var otherStyle: String? = nil
        /// Where a width solved from the app's layout came from (absent otherwise): each term of
        /// `width` — its `points` (negative: taken away), `what` it is, the `file` and `line` it was
        /// read at (absent for a platform figure) and whether it is `estimated`.
        public var widthTerms: [WidthTermReport]? = nil
    }

    /// One term of a solved width, with a path relative to the project.
    public struct WidthTermReport: Sendable, Codable, Equatable {
        public var points: Double
        public var what: String
        public var file: String?
        public var line: Int?
        public var estimated: Bool
        /// For a term counted in system minimum margins (an inset-grouped row's insets): how many;
        /// `points` is then its value at the compact 16 pt (20 pt in a regular-width window). Absent otherwise.
        public var systemMargins: Double? = nil
        /// For a term that is a sibling label's text, which the check measures per locale and size
        /// (its widest translation there; `points` is 0 here): the sibling's key, or its literal
        /// text in quotes. Absent otherwise.
        public var sibling: String? = nil
    }

    /// A use the pass could not place, with the wrapper declaration that would place it.
    public struct Unresolved: Sendable, Codable, Equatable {
        public var key: String?
        public var file: String
        public var line: Int
        public var column: Int
        public var expression: String
        /// A `sources.wrappers` entry, as YAML: `{call: "FormFieldCell(placeholder:)", argument: placeholder, element: text-field}`.
        public var suggestion: String?
        /// Where the text was followed to before it went out of sight: `file:line:column` and the
        /// expression there.
        public var stoppedAt: Stop?

        public struct Stop: Sendable, Codable, Equatable {
            public var file: String
            public var line: Int
            public var column: Int
            public var expression: String
        }
    }

    /// How many keys are in each status.
    public struct Summary: Sendable, Codable, Equatable {
        public var keys = 0
        public var placed = 0
        public var notDrawn = 0
        public var unresolved = 0
        public var unused = 0
        /// Keys used only in code the check does not cover (status `set-aside`).
        public var setAsideKeys = 0
        /// Keys with no use found in a run that read no code or Interface Builder file.
        public var noSource = 0
        /// Placed keys whose checked use has its font, line limit or width from the source
        /// rather than from the element's defaults.
        public var fontFromSource = 0
        public var linesFromSource = 0
        public var widthFromSource = 0
        /// Files read, by kind (`swift`, `objective-c`, `interface-builder`, `strings`).
        public var files: [String: Int] = [:]
        /// Uses in code the check does not cover (`#if os(macOS)`, AppKit).
        public var setAside = 0
        /// Files that could not be read.
        public var problems = 0
        /// Whether a source pass ran at all.
        public var sourcesRead = false
        /// Source files under the sources folders that are not the app's, left out unread, by why:
        /// `tests`, `third-party`, `build-products`, `exports`, `macos`.
        public var filesLeftOut: [String: Int] = [:]
        /// The folders left out, each with why and the source files it holds.
        public var foldersLeftOut: [LeftOutFolder] = []
        /// The app's platforms (`ios`, `ipados`, `macos`…) as the config or the project's files say;
        /// empty when nothing says.
        public var platforms: [String] = []
        /// What said so: `TARGETED_DEVICE_FAMILY = 1 (target App) at App.xcodeproj/project.pbxproj:345`.
        public var platformsFrom: [String] = []
    }

    /// A folder under the sources folders that is not the app's source.
    public struct LeftOutFolder: Sendable, Codable, Equatable {
        public var folder: String
        /// `tests`, `third-party`, `build-products` or `exports`.
        public var reason: String
        /// Source files in it, not read.
        public var files: Int
    }
}

extension Project {
    /// Where each of the project's keys is drawn, as far as its source tells. `naming` writes each
    /// file's path as the report should name it (`typefit layout` names them as `typefit check`'s
    /// reports do: relative to the project's work tree, else to its folder).
    public func layoutReport(naming: (String) -> String = { $0 }) -> LayoutReport {
        let minimumGrade = configuration.sources.minimumGrade
        var byKey: [String: [SourceUse]] = [:]
        for use in sources?.uses ?? [] { byKey[use.key, default: []].append(use) }
        var unresolvedKeys: Set<String> = []
        for item in sources?.unresolved ?? [] { if let key = item.key { unresolvedKeys.insert(key) } }
        var summary = LayoutReport.Summary()
        summary.files = sources?.files ?? [:]
        summary.setAside = sources?.setAside ?? 0
        summary.problems = sources?.problems.count ?? 0
        summary.sourcesRead = sources != nil
        for item in sources?.leftOut ?? [] {
            summary.filesLeftOut[item.reason.rawValue, default: 0] += item.files
            if item.isFolder {
                summary.foldersLeftOut.append(LayoutReport.LeftOutFolder(folder: naming(item.path), reason: item.reason.rawValue,
                                                                         files: item.files))
            }
        }
        summary.platforms = platforms?.platforms.map(\.rawValue) ?? []
        summary.platformsFrom = platforms?.evidence.map { "\($0.setting) at \(naming($0.location.file)):\($0.location.line)" } ?? []
        let readsCode = sources?.readsCode ?? false
        var keys: [LayoutReport.Key] = []
        for catalog in catalogs {
            for entry in catalog.entries {
                let uses = (byKey[entry.key] ?? []).filter { $0.table == nil || $0.table == catalog.table }
                let checked = uses.filter { $0.kind == .drawn && $0.grade <= minimumGrade }
                let status: LayoutReport.Status = if !checked.isEmpty {
                    .placed
                } else if !uses.isEmpty && uses.allSatisfy({ $0.kind == .notDrawn }) {
                    .notDrawn
                } else if !uses.isEmpty || unresolvedKeys.contains(entry.key) {
                    .unresolved
                } else if sources?.setAsideKeys.contains(entry.key) == true {
                    .setAside
                } else if readsCode {
                    .unused
                } else {
                    .noSource
                }
                summary.keys += 1
                switch status {
                case .placed:
                    summary.placed += 1
                    if checked.contains(where: { $0.read.contains(.font) }) { summary.fontFromSource += 1 }
                    if checked.contains(where: { $0.read.contains(.lines) }) { summary.linesFromSource += 1 }
                    if checked.contains(where: { $0.read.contains(.width) }) { summary.widthFromSource += 1 }
                case .notDrawn: summary.notDrawn += 1
                case .unresolved: summary.unresolved += 1
                case .setAside: summary.setAsideKeys += 1
                case .unused: summary.unused += 1
                case .noSource: summary.noSource += 1
                }
                keys.append(LayoutReport.Key(key: entry.key, catalog: catalog.nameIsPath ? naming(catalog.name) : catalog.name, status: status,
                                             uses: uses.map { Self.reported($0, checked: $0.kind == .drawn && $0.grade <= minimumGrade,
                                                                            naming: naming) }))
            }
        }
        let unresolved = (sources?.unresolved ?? []).map {
            LayoutReport.Unresolved(key: $0.key, file: naming($0.location.file), line: $0.location.line, column: $0.location.column,
                                    expression: $0.expression, suggestion: $0.suggestion.map(Self.yaml),
                                    stoppedAt: $0.stoppedAt.map {
                                        .init(file: naming($0.location.file), line: $0.location.line, column: $0.location.column,
                                              expression: $0.expression)
                                    })
        }
        return LayoutReport(keys: keys, unresolved: unresolved, summary: summary)
    }

    static func reported(_ use: SourceUse, checked: Bool, naming: (String) -> String = { $0 }) -> LayoutReport.Use {
        let s = use.settings
        let font = s.font.map { font in
            Format.exactPoints(font.size) + (font.relativeTo.map { "/\($0.rawValue)" } ?? "")
                + (font.maximumSize.map { " max \(Format.exactPoints($0))" } ?? "")
        }
        return LayoutReport.Use(
            element: use.kind == .drawn ? (s.element ?? .label).rawValue : nil, style: s.style?.rawValue, font: font,
            weight: s.weight?.rawValue, lines: s.lines, width: s.width.map(WidthSyntax.spelling),
            maxSize: s.maxSize?.rawValue, minimumScale: s.minimumScale, file: naming(use.location.file), line: use.location.line,
            column: use.location.column, pattern: use.pattern, grade: use.grade.rawValue,
            via: use.via.map { SourceLocation(file: naming($0.file), line: $0.line, column: $0.column).description },
            kind: use.kind.rawValue, reason: use.reason, checked: checked,
            read: Self.names(use.read), arguments: use.arguments?.map { Self.named($0, naming) }, ipadStyle: s.iPadStyle?.rawValue,
            otherStyle: s.otherStyle?.rawValue, widthTerms: Self.terms(of: s.width, naming: naming))
    }

    /// An argument with its file, and its parts', named as the report names files.
    static func named(_ argument: CallSiteArgument, _ naming: (String) -> String) -> CallSiteArgument {
        var named = argument
        named.location.file = naming(argument.location.file)
        named.parts = argument.parts?.map { part in
            if case .value(let inner) = part { return .value(Self.named(inner, naming)) }
            return part
        }
        return named
    }

    static func terms(of width: WidthRule?, naming: (String) -> String) -> [LayoutReport.WidthTermReport]? {
        guard case .solved(let solved)? = width else { return nil }
        return solved.terms.map {
            LayoutReport.WidthTermReport(points: $0.points, what: $0.what, file: $0.source.map { naming($0.file) },
                                         line: $0.source?.line, estimated: $0.estimated, systemMargins: $0.systemMargins,
                                         sibling: $0.sibling.map { $0.key ?? "\"\($0.literal ?? "")\"" })
        }
    }

    static func names(_ fields: SourceFields) -> [String] {
        [(SourceFields.font, "font"), (.lines, "lines"), (.width, "width"), (.weight, "weight"), (.maxSize, "maxSize"),
         (.minimumScale, "minimumScale")].filter { fields.contains($0.0) }.map(\.1)
    }

    /// A wrapper as a `sources.wrappers` entry.
    static func yaml(_ wrapper: SourceWrapper) -> String {
        "{call: \"\(wrapper.call)\", argument: \(wrapper.argument)"
            + (wrapper.element.map { ", element: \($0.rawValue)" } ?? "") + "}"
    }
}
