import Foundation

/// One place where a file names a corpus app, one of its types or one of its keys.
struct NameHit: Hashable, Comparable, Sendable {
    enum Kind: Int, Sendable { case app, type, key }
    var file: String
    var line: Int
    var kind: Kind
    var name: String
    var apps: [String]

    var message: String { "\(file):\(line): names \(kind) '\(name)' (from \(apps.joined(separator: ", ")))" }

    static func < (lhs: NameHit, rhs: NameHit) -> Bool {
        (lhs.file, lhs.line, lhs.kind.rawValue, lhs.name) < (rhs.file, rhs.line, rhs.kind.rawValue, rhs.name)
    }
}

/// Searches files for ``CorpusNames``: app names as words in any case-insensitive spelling
/// (case-sensitive for ``CorpusApp/exactNames``), where a word may also be a camelCase part
/// (`Mastodon` in `MastodonLocalization`); type names as whole identifiers anywhere, code included;
/// keys inside comments and string literals (a whole file that is not source code), as a substring
/// that starts and ends at a word boundary (`settings.title` in `"settings.title.short"`, not in
/// `mysettings.titles`). A name is reported once a line, as the first of app, type, key it is.
enum NameSearch {
    /// Every hit in the files under `folder`, named relative to `base`.
    static func hits(under folder: URL, relativeTo base: URL, names: CorpusNames) -> [NameHit] {
        let prefix = base.standardizedFileURL.path + "/"
        var hits: [NameHit] = []
        let prefilter = Prefilter(names)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        for case let url as URL in files ?? FileManager.DirectoryEnumerator() {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            let path = url.standardizedFileURL.path
            let name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            hits += self.hits(in: Array(data), file: name, language: SourceLexer.language(ofExtension: url.pathExtension),
                               names: names, prefilter: prefilter)
        }
        return hits.sorted()
    }

    /// The hits in one file's bytes; `language` nil reads all of it as text. `prefilter` is
    /// `Prefilter(names)`, built once for many files.
    static func hits(in bytes: [UInt8], file: String, language: SourceLexer.Language?, names: CorpusNames,
                     prefilter prebuilt: Prefilter? = nil) -> [NameHit] {
        let prefilter = prebuilt ?? Prefilter(names)
        let lines = LineTable(bytes)
        var hits: [NameHit] = []
        var seen: Set<String> = []
        func add(_ kind: NameHit.Kind, _ name: String, _ apps: [String], at offset: Int) {
            let line = lines.line(of: offset)
            if seen.insert("\(line) \(name)").inserted {
                hits.append(NameHit(file: file, line: line, kind: kind, name: name, apps: apps))
            }
        }
        // Apps.
        let lowered = bytes.withUnsafeBufferPointer { buffer in buffer.map { NameRules.isUpper($0) ? $0 + 0x20 : $0 } }
        for app in names.apps {
            for (spelling, exact) in app.names.map({ ($0, false) }) + app.exactNames.map({ ($0, true) }) {
                let needle = Array((exact ? spelling : spelling.lowercased()).utf8)
                for offset in occurrences(of: needle, in: exact ? bytes : lowered)
                where isWordBoundary(bytes, start: offset, end: offset + needle.count) {
                    add(.app, String(decoding: bytes[offset..<offset + needle.count], as: UTF8.self), [app.folder], at: offset)
                }
            }
        }
        // Types: every identifier-like word of the file.
        let words = bytes.withUnsafeBufferPointer { buffer in
            var words: [Range<Int>] = []
            var index = 0
            while index < buffer.count {
                guard isWordByte(buffer[index]) else { index += 1; continue }
                let start = index
                while index < buffer.count, isWordByte(buffer[index]) { index += 1 }
                if prefilter.typePrefixes.contains(Prefilter.prefix(buffer[start..<index])) { words.append(start..<index) }
            }
            return words
        }
        for word in words {
            let name = String(decoding: bytes[word], as: UTF8.self)
            if let apps = names.types[name] { add(.type, name, apps, at: word.lowerBound) }
        }
        // Keys: in comments and string literals.
        let regions = language.map { language in
            SourceLexer.tokens(bytes, language: language)
                .filter { $0.kind == .comment || $0.kind == .string }.map { $0.start..<$0.end }
        } ?? [0..<bytes.count]
        for region in regions {
            forEachKeyCandidate(bytes, in: region, prefilter: prefilter) { range in
                let candidate = String(decoding: bytes[range], as: UTF8.self)
                if let apps = names.keys[candidate] { add(.key, candidate, apps, at: range.lowerBound) }
            }
        }
        return hits.sorted()
    }

    /// What makes looking fast: most words of a file are no type name and most places start no
    /// key, which the first 8 bytes tell without making a `String` of each.
    struct Prefilter {
        /// The first 8 bytes of every type name (all of a shorter one), packed.
        var typePrefixes: Set<UInt64> = []
        /// The first 8 bytes of every key, packed.
        var keyPrefixes: Set<UInt64> = []
        var longestKey = 0

        init(_ names: CorpusNames) {
            for type in names.types.keys { typePrefixes.insert(Self.prefix(type.utf8)) }
            for key in names.keys.keys {
                let bytes = Array(key.utf8)
                longestKey = max(longestKey, bytes.count)
                keyPrefixes.insert(Self.prefix(bytes))
            }
        }

        /// The first 8 bytes of `bytes` (fewer if it is shorter) as one number.
        static func prefix<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var packed: UInt64 = 0
            for byte in bytes.prefix(8) { packed = packed << 8 | UInt64(byte) }
            return packed
        }
    }

    /// Calls `body` with every range of `region` that has no whitespace, starts and ends at a word
    /// boundary, has a key's length and starts as a key does.
    private static func forEachKeyCandidate(_ bytes: [UInt8], in region: Range<Int>, prefilter: Prefilter,
                                            _ body: (Range<Int>) -> Void) {
        let minimum = NameRules.minimumKeyLength
        var candidates: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var runStart = region.lowerBound
            for start in region {
                if NameRules.isWhitespace(buffer[start]) { runStart = start + 1; continue }
                guard start == runStart || !NameRules.isAlphanumeric(buffer[start - 1]),
                      start + minimum <= region.upperBound,
                      prefilter.keyPrefixes.contains(Prefilter.prefix(buffer[start..<(start + 8)])) else { continue }
                var end = start + 1
                while end <= region.upperBound, end - start <= prefilter.longestKey {
                    if end == region.upperBound || NameRules.isWhitespace(buffer[end]) {
                        if end - start >= minimum { candidates.append(start..<end) }
                        break
                    }
                    if end - start >= minimum, !NameRules.isAlphanumeric(buffer[end]) { candidates.append(start..<end) }
                    end += 1
                }
            }
        }
        candidates.forEach(body)
    }

    /// Offsets where `needle` starts in `haystack`.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard let first = needle.first, needle.count <= haystack.count else { return [] }
        var found: [Int] = []
        haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                for offset in 0...(hay.count - pin.count) where hay[offset] == first {
                    var matched = 1
                    while matched < pin.count, hay[offset + matched] == pin[matched] { matched += 1 }
                    if matched == pin.count { found.append(offset) }
                }
            }
        }
        return found
    }

    /// Whether `start..<end` is a word: not inside a longer word, though it may be a camelCase
    /// part (`Mastodon` in `MastodonSDK`, `IceCubes` in `IceCubesApp`).
    static func isWordBoundary(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        let startsWord = start == 0 || !NameRules.isAlphanumeric(bytes[start - 1])
            || (NameRules.isUpper(bytes[start]) && (NameRules.isLower(bytes[start - 1]) || NameRules.isDigit(bytes[start - 1])))
        let endsWord = end == bytes.count || !(NameRules.isLower(bytes[end]) || NameRules.isDigit(bytes[end]))
        return startsWord && endsWord
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { NameRules.isAlphanumeric(byte) || byte == 0x5F }
}

/// Line numbers (1-based) of byte offsets.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        // Through the buffer: an indexed loop over an Array is slow in a debug build.
        bytes.withUnsafeBufferPointer { buffer in
            for offset in buffer.indices where buffer[offset] == 0x0A { starts.append(offset + 1) }
        }
    }

    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }
}
