import Foundation
import TypeFitDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file without ever opening it for writing: typefit only looks at catalogs. Only a
/// regular file is read, and only up to `limit` bytes: a FIFO named `Localizable.strings` would
/// block the read forever, a link to `/dev/zero` would never end, so the file is opened without
/// blocking and its kind and size are checked on the open descriptor before a byte is read.
package enum FileBytes {
    /// The largest catalog file read unless the project says otherwise (`limits.catalog-size`).
    package static let limit = CatalogLimits.defaultFileBytes

    package static func read(_ path: String, limit: Int = FileBytes.limit) throws(InputProblem) -> [UInt8] {
        let place = SourceLocation(file: path, line: 1, column: 1)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputProblem("cannot open file for reading (\(String(cString: strerror(errno))))", at: place)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw InputProblem("cannot read file (\(String(cString: strerror(errno))))", at: place)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else { throw InputProblem("\(Self.kindName(kind)), not a regular file: not read", at: place) }
        try CatalogLimits(fileBytes: limit).checkBytes(Int(info.st_size), in: path)
        do {
            // A file that grows while it is read stops at the limit too.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            return [UInt8](data.prefix(limit))
        } catch {
            throw InputProblem("cannot read file: \(error.localizedDescription)", at: place)
        }
    }

    /// "a FIFO", "a device", "a socket", "a folder": what a path named like a catalog really is.
    static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "not a file"
        }
    }
}
