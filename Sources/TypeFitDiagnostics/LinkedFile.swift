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
        let realBase = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        return !isInside(resolved(written), realBase)
    }

    /// `path` with every link on it followed, a dangling last link included (Foundation's
    /// `resolvingSymlinksInPath` leaves one of those as it is: a link to a file not made yet
    /// must not pass for a file inside the folder). At most 40 links, as the kernel allows.
    static func resolved(_ path: String) -> String {
        var current = URL(fileURLWithPath: path).standardizedFileURL.path
        for _ in 0..<40 {
            let parent = URL(fileURLWithPath: (current as NSString).deletingLastPathComponent).resolvingSymlinksInPath().path
            let joined = (parent as NSString).appendingPathComponent((current as NSString).lastPathComponent)
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: joined) else { return joined }
            current = URL(fileURLWithPath: target.hasPrefix("/") ? target : (parent as NSString).appendingPathComponent(target))
                .standardizedFileURL.path
        }
        return current
    }

    /// Whether `path` is strictly under `folder` (both absolute and standardized).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
    }
}
