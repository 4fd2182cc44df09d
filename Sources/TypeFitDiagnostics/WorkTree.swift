import Foundation

/// The git work tree a folder is in, found as git finds it — the nearest `.git` (a folder, or the
/// file of a linked worktree or a submodule) at or above the folder — from the file system alone,
/// without running git. Reports name files relative to it, and baselines written without a config
/// are anchored at it.
package enum WorkTree {
    /// The top of the work tree `directory` is in; nil outside one.
    package static func root(containing directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
