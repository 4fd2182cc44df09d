import Foundation

/// Where the shared real-world corpus is: `../shared/corpus` next to the repository, found from
/// this file so any worktree depth or working directory works.
enum CorpusPaths {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let corpus: String? = {
        var dir = repoRoot
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("shared/corpus").path
            if FileManager.default.fileExists(atPath: candidate + "/Dimillian-IceCubesApp/SOURCE.md") { return candidate }
            let sibling = dir.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
            if FileManager.default.fileExists(atPath: sibling + "/Dimillian-IceCubesApp/SOURCE.md") { return sibling }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    static func app(_ name: String) -> String { (corpus ?? "") + "/" + name }
}
