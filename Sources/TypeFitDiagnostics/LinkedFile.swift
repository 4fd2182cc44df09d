import Foundation

/// Where a symbolic link named like an input really leads. Catalog discovery and `fonts.apple`
/// both read a link only when it stays inside the folder searched: a link out of it would read a
/// file the project does not hold. The config, the baseline and the catalogs a config names
/// follow the same rule (`leaves`), with the project's folder as the folder.
package enum LinkedFile {
    /// Whether the link at `path` ends, through every link on the way, at a regular file under `root`
    /// (a path with its own links already resolved).
    package static func isRegularFile(linkedFrom path: String, inside root: String) -> Bool {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard target.hasPrefix(root == "/" ? "/" : root + "/") else { return false }
        return (try? FileManager.default.attributesOfItem(atPath: target)[.type]) as? FileAttributeType == .typeRegular
    }

    /// Whether `path`, written as a place inside `folder`, leads out of it once its symbolic links
    /// are followed (the file itself, or a folder on the way, a link to elsewhere). A path written
    /// outside `folder` (`../shared/x`) is the writer's explicit choice and does not count; a path
    /// with no link on it never leaves. Both are taken relative to the current folder when relative.
    package static func leaves(_ path: String, folder: String) -> Bool {
        let written = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard isInside(written, base) else { return false }
        let real = URL(fileURLWithPath: written).resolvingSymlinksInPath().path
        let realBase = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        return !isInside(real, realBase)
    }

    /// Whether `path` is strictly under `folder` (both absolute and standardized).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
    }
}
