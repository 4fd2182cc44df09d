import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file typefit writes (a report, a baseline, a starting config) is written whole or not at
/// all, and never through anything but a plain file: the bytes go into a new file beside it
/// (`.NAME.typefit-PID`, opened without following a link), which is then renamed over the path.
/// What already stands at the path is looked at first, without following it: a symbolic link is
/// refused (writing through it would change a file elsewhere, perhaps outside the project, and
/// replacing it would silently undo what its maker meant), and so is anything that is not a
/// regular file (opening a FIFO to write would wait for a reader forever).
package enum ReplacedFile {
    /// Why a file was not written.
    package enum Failure: Error, CustomStringConvertible, Sendable {
        /// Something stands at the path and the caller does not replace files.
        case exists
        /// A symbolic link or something else than a regular file stands at the path.
        case notAFile(String)
        /// The system refused (no folder, no permission, a full disk).
        case system(String)

        package var description: String {
            switch self {
            case .exists: "it exists"
            case .notAFile(let what): "it is \(what), not a regular file: not written (typefit writes only plain files)"
            case .system(let reason): reason
            }
        }
    }

    /// Writes `path` with what `body` writes into the handle. With `replacing` false, a file
    /// already at the path is not replaced (`.exists`).
    package static func write(_ path: String, replacing: Bool = true, _ body: (FileHandle) throws -> Void) throws(Failure) {
        try checkPlace(path, replacing: replacing)
        let url = URL(fileURLWithPath: path)
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).typefit-\(getpid())").path
        // A leftover of an earlier run with the same process id (a link, even) is removed, not opened.
        unlink(partial)
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .system(String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try body(handle)
            try handle.close()
        } catch {
            unlink(partial)
            throw .system(error.localizedDescription)
        }
        // Looked at again: something may have been put there while the file was written.
        do { try checkPlace(path, replacing: replacing) } catch {
            unlink(partial)
            throw error
        }
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw .system(reason)
        }
    }

    /// Refuses a link or a non-file at `path` (and anything, without `replacing`); nothing is fine.
    /// `write` does it; a command that works long before writing does it first too.
    package static func checkPlace(_ path: String, replacing: Bool) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: if !replacing { throw .exists }
        case S_IFLNK: throw .notAFile("a symbolic link")
        case S_IFIFO: throw .notAFile("a FIFO (named pipe)")
        case S_IFDIR: throw .notAFile("a folder")
        case S_IFCHR, S_IFBLK: throw .notAFile("a device")
        case S_IFSOCK: throw .notAFile("a socket")
        default: throw .notAFile("not a file")
        }
    }
}
