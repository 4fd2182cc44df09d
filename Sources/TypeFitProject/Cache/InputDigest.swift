import Foundation
import TypeFitCatalog

/// The digest of everything one cached result was made from: each input is added as a tagged,
/// length-prefixed field, so that two different lists of inputs can never run together into the
/// same bytes ("ab" + "c" and "a" + "bc" differ). Files are added by their bytes, never by their
/// modification times: a checkout, a copy or a `touch` changes times without changing content, and
/// an edit within the clock's resolution changes content without changing the time.
struct InputDigest: Sendable {
    private var hash = SHA256()

    init(_ kind: String) { add("kind", kind) }

    mutating func add(_ label: String, _ text: String) {
        field(label, UInt64(text.utf8.count))
        hash.update(text)
    }

    mutating func add(_ label: String, _ number: Int) { add(label, String(number)) }

    mutating func add(_ label: String, bytes: [UInt8]) {
        field(label, UInt64(bytes.count))
        hash.update(bytes)
    }

    /// A file by its path and bytes; a file that cannot be read, or is not a regular file (a FIFO
    /// would block the read), is added as missing: its error is reported where the run reads it.
    mutating func add(file path: String) {
        add("path", path)
        guard let bytes = try? FileBytes.read(path, limit: 1 << 32) else { return add("missing", "") }
        add("bytes", bytes: bytes)
    }

    /// A value by its JSON (keys sorted): for settings that are `Encodable` already.
    mutating func add<Value: Encodable>(_ label: String, encoded value: Value) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        add(label, bytes: (try? encoder.encode(value)).map { [UInt8]($0) } ?? [])
    }

    private mutating func field(_ label: String, _ length: UInt64) {
        hash.update(label)
        var bytes: [UInt8] = [0]
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt64(shift))) }
        hash.update(bytes)
    }

    /// The digest, 32 bytes.
    var digest: [UInt8] { hash.finalize() }
}
