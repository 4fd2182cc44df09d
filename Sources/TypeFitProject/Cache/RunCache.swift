import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Results of earlier runs kept on disk, so that a run over inputs that have not changed reads
/// them back instead of computing them again (`typefit check --cache-dir`). Each result is one
/// file named by its layer and the digest of its inputs (`InputDigest`): a changed input is a new
/// name, so nothing is ever invalidated in place, and old entries go when the folder passes its
/// size limit, least recently used first.
///
/// Nothing read from the folder is trusted: a file must be a regular file (not a link, a FIFO or
/// a device), start with the cache's magic, carry this cache format and typefit version, name the
/// layer and key it was looked up by, and hold a payload of the length and SHA-256 its header
/// states. Anything else is ignored with one warning naming the file, and the result is computed
/// again (and written over it). Files are written to a temporary name in the same folder and
/// renamed into place (rename(2) is atomic within a file system), so a second typefit running at
/// the same time sees either the whole file or none.
public final class RunCache: Sendable {
    /// The folder, absolute.
    public let directory: String
    /// Bytes the folder's entries may take together; past it the least recently used go.
    public let limitBytes: Int
    private let warn: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var hits: [String] = []
        var misses: [String] = []
        var writesFailed = false
    }

    /// Bumped whenever the file layout or the meaning of a payload changes.
    static let formatVersion = 1
    static let magic: [UInt8] = Array("typefit-cache\n".utf8)
    static let fileExtension = "tfcache"
    /// 512 MB: the layers of a large app (its source pass and its report) take tens of MB.
    public static let defaultLimitBytes = 512 << 20
    /// A temporary file older than this was left by a run that died before renaming it.
    static let staleTemporarySeconds: TimeInterval = 600

    /// The cache in `directory` (created when missing, readable by its owner only); nil, after a
    /// warning, when the path is something else than a folder or cannot be made one: the run
    /// then goes on without a cache. `version` is typefit's: results of another version are
    /// never read.
    public init?(directory: String, limitBytes: Int = RunCache.defaultLimitBytes, version: String,
                 warn: @escaping @Sendable (String) -> Void) {
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        var info = stat()
        if stat(absolute, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                warn("the cache folder \(absolute) is not a folder: running without a cache")
                return nil
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                warn("the cache folder \(absolute) cannot be made (\(error.localizedDescription)): running without a cache")
                return nil
            }
        }
        self.directory = absolute
        self.limitBytes = max(0, limitBytes)
        self.version = version
        self.warn = warn
    }

    let version: String

    /// The layers found and not found so far, in the order they were looked up: `--timings`
    /// shows them.
    public var outcome: (hits: [String], misses: [String]) { state.withLock { ($0.hits, $0.misses) } }

    func path(layer: String, key: [UInt8]) -> String {
        directory + "/" + layer + "-" + SHA256.hex(key) + "." + Self.fileExtension
    }

    // MARK: reading

    /// The value kept for `key` in `layer`, or nil (a miss) when there is none or the file is not
    /// to be trusted.
    func read<Value: Decodable>(_ type: Value.Type, layer: String, key: [UInt8]) -> Value? {
        let path = path(layer: layer, key: key)
        let value: Value?
        switch readPayload(path, layer: layer, key: key) {
        case .missing:
            value = nil
        case .ignored(let reason):
            warn("cache file \(path): \(reason); ignored, computed again")
            value = nil
        case .payload(let bytes):
            do {
                value = try JSONDecoder().decode(Value.self, from: Data(bytes))
            } catch {
                warn("cache file \(path): its payload does not decode (\(error)); ignored, computed again")
                value = nil
            }
        }
        state.withLock { value == nil ? $0.misses.append(layer) : $0.hits.append(layer) }
        return value
    }

    enum ReadResult {
        case missing
        case ignored(String)
        case payload([UInt8])
    }

    /// The header as written before the payload: what a file must say to be read.
    struct Header: Codable, Equatable {
        var format: Int
        var version: String
        var layer: String
        var key: String
        var payloadBytes: Int
        var payloadSHA256: String
    }

    func readPayload(_ path: String, layer: String, key: [UInt8]) -> ReadResult {
        // O_NOFOLLOW: a link planted in the folder is not followed; O_NONBLOCK: a FIFO does not hang
        // the open. The kind and size are then checked on the open descriptor.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            if code == ELOOP { return .ignored("a symbolic link, not a cache file") }
            return .ignored("cannot be opened (\(String(cString: strerror(code))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .ignored("cannot be read (\(String(cString: strerror(errno))))") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .ignored("not a regular file") }
        guard Int(info.st_size) <= limitBytes else { return .ignored("larger than the cache's limit") }
        let bytes: [UInt8]
        do { bytes = [UInt8](try handle.read(upToCount: Int(info.st_size) + 1) ?? Data()) } catch {
            return .ignored("cannot be read (\(error.localizedDescription))")
        }
        let result = Self.parse(bytes, layer: layer, key: key, version: version)
        // A hit makes the entry the most recently used one: its modification time is what
        // eviction orders by.
        if case .payload = result { _ = futimens(handle.fileDescriptor, nil) }
        return result
    }

    /// Checks a file's bytes against what the lookup expects, and gives its payload.
    static func parse(_ bytes: [UInt8], layer: String, key: [UInt8], version: String) -> ReadResult {
        guard bytes.count >= magic.count + 4, Array(bytes[0..<magic.count]) == magic else {
            return .ignored("not a typefit cache file")
        }
        var offset = magic.count
        let headerLength = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        offset += 4
        guard headerLength <= bytes.count - offset,
              let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[offset..<offset + headerLength])) else {
            return .ignored("its header is damaged")
        }
        offset += headerLength
        guard header.format == formatVersion else { return .ignored("cache format \(header.format), not \(formatVersion)") }
        guard header.version == version else { return .ignored("written by typefit \(header.version), not \(version)") }
        guard header.layer == layer, header.key == SHA256.hex(key) else {
            return .ignored("holds another result than its name says")
        }
        guard header.payloadBytes == bytes.count - offset else { return .ignored("cut short or grown: not the length its header states") }
        let payload = Array(bytes[offset...])
        guard SHA256.hex(SHA256.digest(payload)) == header.payloadSHA256 else {
            return .ignored("its content does not match its checksum")
        }
        return .payload(payload)
    }

    // MARK: writing

    /// Keeps `value` for `key` in `layer`. A failure to write is one warning for the run; the run
    /// goes on.
    func write<Value: Encodable>(_ value: Value, layer: String, key: [UInt8]) {
        guard let payload = try? JSONEncoder().encode(value) else { return }
        let bytes = Self.file(payload: [UInt8](payload), layer: layer, key: key, version: version)
        guard bytes.count <= limitBytes else { return }
        let final = path(layer: layer, key: key)
        let temporary = directory + "/." + layer + "-" + String(ProcessInfo.processInfo.processIdentifier) + "-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 16) + ".tmp"
        do {
            try Self.writeNew(temporary, bytes)
            guard rename(temporary, final) == 0 else {
                let message = String(cString: strerror(errno))
                unlink(temporary)
                throw WriteFailure(message: message)
            }
        } catch {
            let first = state.withLock { state in
                defer { state.writesFailed = true }
                return !state.writesFailed
            }
            if first { warn("the cache folder \(directory) cannot be written (\(error.localizedDescription)): results not kept") }
            return
        }
        evict()
    }

    /// The bytes of a cache file: magic, header length (4 bytes, big-endian), header, payload.
    static func file(payload: [UInt8], layer: String, key: [UInt8], version: String) -> [UInt8] {
        let header = Header(format: formatVersion, version: version, layer: layer, key: SHA256.hex(key),
                            payloadBytes: payload.count, payloadSHA256: SHA256.hex(SHA256.digest(payload)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let headerBytes = (try? encoder.encode(header)).map { [UInt8]($0) } ?? []
        let length = headerBytes.count
        return magic + [UInt8(truncatingIfNeeded: length >> 24), UInt8(truncatingIfNeeded: length >> 16),
                        UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length)] + headerBytes + payload
    }

    /// Creates `path` (never an existing file or a link) readable by its owner only, and writes `bytes`.
    private static func writeNew(_ path: String, _ bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw WriteFailure(message: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            unlink(path)
            throw error
        }
    }

    /// Why a file could not be written, as the system says it.
    struct WriteFailure: Error, LocalizedError {
        let message: String
        var errorDescription: String? { message }
    }

    // MARK: the size limit

    /// Removes the least recently used entries until the folder's entries fit in `limitBytes`, and
    /// temporary files a dead run left. Only this cache's own files are touched: names it writes,
    /// regular files, never links or folders.
    func evict() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var entries: [(path: String, bytes: Int, used: TimeInterval)] = []
        let now = Date().timeIntervalSince1970
        for name in names {
            let isEntry = name.hasSuffix("." + Self.fileExtension) && !name.hasPrefix(".")
            let isTemporary = name.hasPrefix(".") && name.hasSuffix(".tmp")
            guard isEntry || isTemporary else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = TimeInterval(info.st_mtimespec.tv_sec)
            #else
            let modified = TimeInterval(info.st_mtim.tv_sec)
            #endif
            if isTemporary {
                if now - modified > Self.staleTemporarySeconds { unlink(path) }
                continue
            }
            entries.append((path, Int(info.st_size), modified))
        }
        var total = entries.reduce(0) { $0 + $1.bytes }
        guard total > limitBytes else { return }
        for entry in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) where total > limitBytes {
            if unlink(entry.path) == 0 || errno == ENOENT { total -= entry.bytes }
        }
    }
}
