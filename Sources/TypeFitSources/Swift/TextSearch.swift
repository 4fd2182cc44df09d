/// Whether a file's text holds a word, looked for in its UTF-8 bytes: the quick tests that decide
/// whether a file is worth a reader's walk (`CodeConstraints.mayHold`, `AppFonts.mayDeclare`).
/// Foundation's `String.contains(_:)` bridges each call to `NSString` and compares by canonical
/// equivalence; these tests only need the ASCII bytes, and a byte match is at least as often true,
/// so no file a reader would find something in is skipped.
enum TextSearch {
    static func contains(_ text: String, _ word: String) -> Bool {
        var text = text
        var word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                var start = 0
                let last = haystack.count - needle.count
                while start <= last {
                    if haystack[start] == first {
                        var matched = 1
                        while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
