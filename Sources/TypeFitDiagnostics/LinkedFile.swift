import Foundation

/// Where a symbolic link named like an input really leads. Catalog discovery and `fonts.apple`
/// both read a link only when it stays inside the folder searched: a link out of it would read a
/// file the project does not hold.
package enum LinkedFile {
    /// Whether the link at `path` ends, through every link on the way, at a regular file under `root`
    /// (a path with its own links already resolved).
    package static func isRegularFile(linkedFrom path: String, inside root: String) -> Bool {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard target.hasPrefix(root == "/" ? "/" : root + "/") else { return false }
        return (try? FileManager.default.attributesOfItem(atPath: target)[.type]) as? FileAttributeType == .typeRegular
    }
}
