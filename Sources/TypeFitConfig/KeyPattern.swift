import Foundation
import TypeFitDiagnostics

/// How a layout rule or suppression picks keys: the exact key, a glob (`*` any run, `?` one
/// character, `[abc]` a set), or a regular expression that must match the whole key.
public enum KeyPattern: Sendable, CustomStringConvertible {
    case exact(String)
    case glob(String)
    /// NSRegularExpression is immutable and documented thread-safe.
    case regex(String, NSRegularExpression)

    /// A pattern that must match the whole key. Refused: one that does not compile, and one that
    /// repeats a group which itself repeats or has alternatives (`RegexRepetition`), whose
    /// matching can take exponential time.
    public static func regex(_ pattern: String) throws -> KeyPattern {
        if let part = RegexRepetition.nestedRepetition(in: pattern) {
            throw RegexError(pattern: pattern, description: "regex '\(Excerpt.of(pattern))': '\(Excerpt.of(part))' repeats a "
                             + "group that itself repeats or has alternatives, which can take exponential time to match; "
                             + "write it without the nested repetition (e.g. (a+)+ as a+), or use a glob")
        }
        do {
            return .regex(pattern, try NSRegularExpression(pattern: pattern))
        } catch {
            throw RegexError(pattern: pattern, description: "'\(Excerpt.of(pattern))' is not a valid regular expression")
        }
    }

    /// Why a regex was refused.
    public struct RegexError: Error, CustomStringConvertible, Sendable {
        public let pattern: String
        public let description: String
    }

    public func matches(_ key: String) -> Bool {
        switch self {
        case .exact(let exact): return key == exact
        case .glob(let glob): return Glob.matches(Array(glob.unicodeScalars), Array(key.unicodeScalars))
        case .regex(_, let expression):
            let range = NSRange(key.startIndex..., in: key)
            guard let match = expression.firstMatch(in: key, options: [.anchored], range: range) else { return false }
            return match.range.location == 0 && match.range.length == range.length
        }
    }

    public var description: String {
        switch self {
        case .exact(let key): "key \(key)"
        case .glob(let glob): "glob \(glob)"
        case .regex(let pattern, _): "regex \(pattern)"
        }
    }
}

enum Glob {
    /// Iterative wildcard matching with one backtrack point: linear-ish, no recursion to blow up.
    static func matches(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
                continue
            }
            if p < pattern.count, let consumed = single(pattern, p, text[t]) {
                p = consumed
                t += 1
                continue
            }
            guard star >= 0 else { return false }
            p = star + 1
            mark += 1
            t = mark
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Matches one pattern element (a literal, `?` or `[set]`) against a character; returns the index after it.
    private static func single(_ pattern: [Unicode.Scalar], _ p: Int, _ c: Unicode.Scalar) -> Int? {
        switch pattern[p] {
        case "?": return p + 1
        case "[":
            var i = p + 1
            let negated = i < pattern.count && (pattern[i] == "!" || pattern[i] == "^")
            if negated { i += 1 }
            var found = false
            var first = true
            while i < pattern.count, pattern[i] != "]" || first {
                first = false
                if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i].value <= c.value && c.value <= pattern[i + 2].value { found = true }
                    i += 3
                } else {
                    if pattern[i] == c { found = true }
                    i += 1
                }
            }
            guard i < pattern.count else { return pattern[p] == c ? p + 1 : nil }  // unclosed: a literal "["
            return found != negated ? i + 1 : nil
        default:
            return pattern[p] == c ? p + 1 : nil
        }
    }
}
