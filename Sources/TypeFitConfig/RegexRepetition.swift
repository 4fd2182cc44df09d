/// Finds the shape that makes a backtracking regex engine take exponential time: a group that is
/// repeated while something inside it repeats or has alternatives (`(a+)+b`, `(x|xy)*z`,
/// `(a?){9}`). Foundation's NSRegularExpression (ICU's engine) backtracks and has no time limit a
/// caller can set, so on a key that almost matches such a pattern tries every way of splitting
/// the key between the two repetitions: `(a+)+b` takes seconds on 28 letters, and doubles with
/// each one more. A config's pattern of that shape is refused when it is read instead.
///
/// The scan is over the pattern's text, as ICU's syntax writes it: escapes (`\+`, `\Q…\E`),
/// character classes (`[+*]`, nested `[[a-z]&&[^q]]`), group openers (`(?:`, `(?<name>`, `(?i)`)
/// and lazy or possessive marks (`+?`, `*+`) are told apart from quantifiers.
enum RegexRepetition {
    /// The part of `pattern` that repeats a repeating group, or nil when there is none.
    static func nestedRepetition(in pattern: String) -> String? {
        let s = Array(pattern.unicodeScalars)
        struct Group {
            var start: Int
            var repeats = false
            var alternates = false
        }
        var groups = [Group(start: 0)]
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "\\":
                if i + 1 < s.count, s[i + 1] == "Q" {
                    i += 2
                    while i < s.count, !(s[i] == "\\" && i + 1 < s.count && s[i + 1] == "E") { i += 1 }
                    i += 2
                } else {
                    i += 2
                }
                continue
            case "[":
                i = classEnd(s, i)
                continue
            case "(":
                groups.append(Group(start: i))
                i += 1
                // `(?` opens a group of a kind, it is not a quantifier.
                if i < s.count, s[i] == "?" { i += 1 }
                continue
            case ")":
                guard groups.count > 1, let group = groups.popLast() else { i += 1; continue }
                i += 1
                let quantifier = repetition(s, at: i)
                if quantifier.repeats, group.repeats || group.alternates {
                    return String(String.UnicodeScalarView(s[group.start..<min(s.count, i + quantifier.length)]))
                }
                if group.repeats || quantifier.repeats || quantifier.optional { groups[groups.count - 1].repeats = true }
                i += quantifier.length
                continue
            case "|":
                groups[groups.count - 1].alternates = true
            case "*", "+", "?", "{":
                let quantifier = repetition(s, at: i)
                if quantifier.repeats || quantifier.optional { groups[groups.count - 1].repeats = true }
                i += max(1, quantifier.length)
                continue
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// The quantifier at `i`, if any: whether it lets its atom repeat (more than once), or only
    /// be left out (`?`, `{0,1}`), and its length with a lazy `?` or possessive `+` after it.
    private static func repetition(_ s: [Unicode.Scalar], at i: Int) -> (repeats: Bool, optional: Bool, length: Int) {
        guard i < s.count else { return (false, false, 0) }
        var repeats = false, optional = false, length = 0
        switch s[i] {
        case "*", "+": repeats = true; length = 1
        case "?": optional = true; length = 1
        case "{":
            var j = i + 1
            var numbers: [String] = [""]
            while j < s.count, s[j] != "}" {
                if s[j] == "," { numbers.append("") } else if s[j].properties.numericType != nil { numbers[numbers.count - 1].unicodeScalars.append(s[j]) } else { return (false, false, 0) }
                j += 1
            }
            guard j < s.count, numbers.count <= 2, let low = Int(numbers[0]) else { return (false, false, 0) }
            let high = numbers.count == 1 ? low : Int(numbers[1])
            repeats = high.map { $0 > 1 } ?? true
            optional = low == 0
            length = j - i + 1
        default: return (false, false, 0)
        }
        if i + length < s.count, s[i + length] == "?" || s[i + length] == "+" { length += 1 }
        return (repeats, optional, length)
    }

    /// The index after the character class opening at `i` (ICU's sets nest).
    private static func classEnd(_ s: [Unicode.Scalar], _ i: Int) -> Int {
        var depth = 0
        var j = i
        while j < s.count {
            switch s[j] {
            case "\\": j += 1
            case "[":
                depth += 1
                // A `]` first in a set (after an optional `^`) is a literal.
                if j + 1 < s.count, s[j + 1] == "^" { j += 1 }
                if j + 1 < s.count, s[j + 1] == "]" { j += 1 }
            case "]":
                depth -= 1
                if depth == 0 { return j + 1 }
            default: break
            }
            j += 1
        }
        return s.count
    }
}
