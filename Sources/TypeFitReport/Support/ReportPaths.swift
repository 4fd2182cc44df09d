import Foundation
import TypeFitCheck
import TypeFitDiagnostics

/// How a report names files. Inside a git work tree every format but `xcode` names them relative
/// to its root: code scanning resolves SARIF URIs and GitHub resolves annotation paths against the
/// checkout, so a path must not depend on the folder typefit was started in or on how the config
/// was found. Xcode's issue navigator opens only absolute paths, so that format always gets them.
public struct ReportPaths: Sendable {
    /// How one format names files.
    public enum Style: Sendable {
        /// Relative to `root` when under it, else absolute.
        case repositoryRelative
        /// Always absolute (Xcode opens only those).
        case absolute
    }

    /// The top of the git work tree; nil outside one (paths are then left as the check found them,
    /// except for `absolute`).
    public var root: String?
    /// What relative paths in the report are relative to: the folder typefit ran in.
    public var currentDirectory: String

    public init(root: String?, currentDirectory: String) {
        self.root = root.map(Self.standardized)
        self.currentDirectory = currentDirectory
    }

    /// For a run in `directory`: its work tree's root, found as git does, by the nearest `.git`
    /// (a folder, or a file in a linked worktree or submodule) at or above it.
    public static func forRun(in directory: String = FileManager.default.currentDirectoryPath) -> ReportPaths {
        ReportPaths(root: repositoryRoot(containing: directory), currentDirectory: directory)
    }

    public static func repositoryRoot(containing directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Every path in `report` (findings, the source views and their call chains, input problems,
    /// the config) written in `style`; a later call may change it again. A report has few distinct
    /// files, so each is worked out once.
    public mutating func apply(_ style: Style, to report: inout CheckReport) {
        if style == .repositoryRelative && root == nil { return }
        defer {
            // The report's relative paths are now relative to the root.
            if style == .repositoryRelative, let root { currentDirectory = root }
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
            map(&report.findings[index].catalog)
            if var view = report.findings[index].view {
                map(&view.location.file)
                for step in view.via.indices { map(&view.via[step].file) }
                report.findings[index].view = view
            }
        }
        for index in report.problems.indices { map(&report.problems[index].location.file) }
        if var configuration = report.configuration {
            map(&configuration)
            report.configuration = configuration
        }
    }

    /// One path in `style`.
    public func path(_ path: String, _ style: Style) -> String {
        let absolute = Self.standardized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        guard style == .repositoryRelative, let root else { return absolute }
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
