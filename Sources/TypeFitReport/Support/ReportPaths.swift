import Foundation
import TypeFitCheck
import TypeFitDiagnostics

/// How a report names files. Inside a git work tree every format but `xcode` names them relative
/// to its root: code scanning resolves SARIF URIs and GitHub resolves annotation paths against the
/// checkout, so a path must not depend on the folder typefit was started in or on how the config
/// was found. The work tree is the one around the project's folder (`forProject`), and outside
/// one files are named relative to that folder: a report is the same from any folder. Xcode's
/// issue navigator opens only absolute paths, so that format always gets them.
public struct ReportPaths: Sendable {
    /// How one format names files.
    public enum Style: Sendable {
        /// Relative to `root` when under it, else absolute.
        case repositoryRelative
        /// Always absolute (Xcode opens only those).
        case absolute
    }

    /// The top of the git work tree; nil outside one.
    public var root: String?
    /// The project's folder: outside a work tree, paths are named relative to it. Nil (and no
    /// `root`): paths are left as the check found them, except for `absolute`.
    public var projectFolder: String?
    /// What relative paths in the report are relative to: the folder typefit ran in.
    public var currentDirectory: String
    /// Catalog names that are not paths on this disk — an XLIFF file's `original`, named as the
    /// project that exported it names it —: left as they are written.
    public var catalogNames: Set<String> = []

    public init(root: String?, currentDirectory: String, projectFolder: String? = nil) {
        self.root = root.map(Self.standardized)
        self.projectFolder = projectFolder.map(Self.standardized)
        self.currentDirectory = currentDirectory
    }

    /// For a project in `folder` (`Project.folder`), whatever folder typefit runs in: the work tree
    /// around the project, else the project's folder, is what files are named relative to.
    public static func forProject(_ folder: String,
                                  currentDirectory: String = FileManager.default.currentDirectoryPath) -> ReportPaths {
        ReportPaths(root: repositoryRoot(containing: folder), currentDirectory: currentDirectory, projectFolder: folder)
    }

    /// What `repositoryRelative` names files relative to: the work tree's root, else the project's folder.
    private var base: String? { root ?? projectFolder }

    /// For a run in `directory`: its work tree's root, found as git does, by the nearest `.git`
    /// (a folder, or a file in a linked worktree or submodule) at or above it.
    public static func forRun(in directory: String = FileManager.default.currentDirectoryPath) -> ReportPaths {
        ReportPaths(root: repositoryRoot(containing: directory), currentDirectory: directory)
    }

    public static func repositoryRoot(containing directory: String) -> String? {
        WorkTree.root(containing: directory)
    }

    /// Every path in `report` (findings, the source views and their call chains, input problems,
    /// the config) written in `style`; a later call may change it again. A report has few distinct
    /// files, so each is worked out once.
    public mutating func apply(_ style: Style, to report: inout CheckReport) {
        if style == .repositoryRelative && base == nil { return }
        defer {
            // The report's relative paths are now relative to the root (or the project's folder).
            if style == .repositoryRelative, let base { currentDirectory = base }
        }
        var known: [String: String] = [:]
        func map(_ path: inout String) {
            guard !path.isEmpty else { return }
            if let done = known[path] { path = done; return }
            let written = self.path(path, style)
            known[path] = written
            path = written
        }
        for index in report.findings.indices {
            map(&report.findings[index].file)
            if !catalogNames.contains(report.findings[index].catalog) { map(&report.findings[index].catalog) }
            if var view = report.findings[index].view {
                map(&view.location.file)
                for step in view.via.indices { map(&view.via[step].file) }
                report.findings[index].view = view
            }
            if var samples = report.findings[index].samples {
                for sample in samples.indices {
                    if let origin = samples[sample].origin { samples[sample].origin = Self.origin(origin, naming: map) }
                }
                report.findings[index].samples = samples
            }
        }
        for index in report.problems.indices { map(&report.problems[index].location.file) }
        if var choice = report.deviceChoice {
            if !choice.file.isEmpty { map(&choice.file) }
            if var minimum = choice.minimumSystem {
                map(&minimum.file)
                choice.minimumSystem = minimum
            }
            report.deviceChoice = choice
        }
        if var configuration = report.configuration {
            map(&configuration)
            report.configuration = configuration
        }
    }

    /// A sample's origin with the file of its place named by `naming`: a call-site origin ends
    /// with ` at FILE:LINE:COLUMN` (`ArgumentKinds.Clue`); others (`config`, `default`) have none.
    static func origin(_ origin: String, naming: (inout String) -> Void) -> String {
        guard origin.hasPrefix("call-site "), let at = origin.range(of: " at ", options: .backwards) else { return origin }
        let place = origin[at.upperBound...]
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return origin }
        var file = parts.dropLast(2).joined(separator: ":")
        naming(&file)
        return origin[..<at.upperBound] + file + ":" + parts.suffix(2).joined(separator: ":")
    }

    /// One path in `style`.
    public func path(_ path: String, _ style: Style) -> String {
        let absolute = Self.standardized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        guard style == .repositoryRelative, let root = base else { return absolute }
        if let inside = Self.relative(absolute, to: root) { return inside }
        // A folder reached through a symbolic link (macOS's /tmp is /private/tmp) is still inside.
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        return Self.relative(resolved, to: resolvedRoot) ?? absolute
    }

    private static func relative(_ path: String, to root: String) -> String? {
        if root == "/" { return String(path.dropFirst()) }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : nil
    }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
