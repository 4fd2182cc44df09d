import Foundation
import TypeFitCore
import TypeFitLocale

/// What identifies the fonts a check measures with, for the run cache: every file the font stack
/// may open (the user's files, then each family's files as the font folders resolve them) and,
/// for each, its size and its table directories.
///
/// A font's own table directory is a digest of its content made by the font's tools: every table
/// record carries the table's checksum, offset and length (OpenType specification, "Table
/// Directory"; a collection's `ttcf` header lists the directory of each face: "Font Collections").
/// Reading those few hundred bytes instead of hashing every byte keeps a run on a CJK stack
/// (tens of MB of fonts) from paying a second for its key. A file that is not an sfnt font is
/// hashed whole. What this cannot see: an edit that keeps every table's length, offset and 32-bit
/// checksum — no font tool writes one.
enum FontFingerprint {
    /// The stack's files, in the order they are tried, each with its fingerprint.
    static func add(_ text: TextEngine, to digest: inout InputDigest) {
        let fonts = text.fonts
        for face in fonts.userFaces {
            digest.add("user-face", face.index)
            add(file: face.file, to: &digest)
        }
        digest.add("profile", fonts.profile.name)
        digest.add("tracking", String(describing: fonts.tracking))
        digest.add("cjk-line-break", String(describing: text.cjkLineBreak))
        for family in fonts.profile.families {
            digest.add("family", family.name)
            for name in family.fileNames {
                guard let path = fonts.locator.path(named: name) else {
                    digest.add("missing", name)
                    continue
                }
                add(file: path, to: &digest)
            }
        }
    }

    /// The libraries that shape and break lines: another HarfBuzz or ICU may measure otherwise.
    static func addEngineVersions(to digest: inout InputDigest) {
        digest.add("harfbuzz", TextEngine.harfBuzzVersion)
        digest.add("icu", LocaleTag.icuVersion)
    }

    static func add(file path: String, to digest: inout InputDigest) {
        digest.add("font", path)
        guard let handle = FileHandle(forReadingAtPath: path) else { return digest.add("missing", path) }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? -1
        digest.add("size", size)
        guard let directories = tableDirectories(handle, size: size) else {
            try? handle.seek(toOffset: 0)
            digest.add("bytes", bytes: [UInt8]((try? handle.readToEnd()) ?? Data()))
            return
        }
        digest.add("directories", bytes: directories)
    }

    /// The offset table and table records of each face in the file, or nil when it is not an
    /// sfnt font or a collection of them.
    static func tableDirectories(_ handle: FileHandle, size: Int) -> [UInt8]? {
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, count >= 0, offset + count <= size else { return nil }
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        }
        func number(_ bytes: [UInt8], _ at: Int, _ width: Int) -> Int { bytes[at..<at + width].reduce(0) { $0 << 8 | Int($1) } }
        guard let head = read(0, 12) else { return nil }
        var offsets = [0]
        var out = head
        if head[0..<4] == [0x74, 0x74, 0x63, 0x66] {  // 'ttcf'
            let count = number(head, 8, 4)
            guard count > 0, count <= 10_000, let list = read(12, 4 * count) else { return nil }
            out += list
            offsets = (0..<count).map { number(list, 4 * $0, 4) }
        }
        for offset in offsets {
            guard let table = read(offset, 12) else { return nil }
            let tag = number(table, 0, 4)
            // 0x00010000 (TrueType outlines), 'OTTO' (CFF), 'true' (Apple's TrueType).
            guard tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565 else { return nil }
            let tables = number(table, 4, 2)
            guard let records = read(offset + 12, 16 * tables) else { return nil }
            out += table + records
        }
        return out
    }
}
