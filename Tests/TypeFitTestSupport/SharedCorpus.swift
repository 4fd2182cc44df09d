import Foundation

/// The shared real-world corpus (`../shared/corpus` beside the repository: the four apps' catalogs
/// and sources, which CI has and the repository does not copy), found from this file so any
/// worktree depth or working directory works.
public enum SharedCorpus {
    public static let path: String? = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            dir = dir.deletingLastPathComponent()
            let candidate = dir.appendingPathComponent("shared/corpus").path
            if FileManager.default.fileExists(atPath: candidate + "/Dimillian-IceCubesApp/SOURCE.md") { return candidate }
        }
        return nil
    }()

    /// One app's folder (`duckduckgo-iOS`).
    public static func app(_ name: String) -> String { (path ?? "") + "/" + name }

    public static let missing = "../shared/corpus not found next to the repository: corpus tests skipped"
}
