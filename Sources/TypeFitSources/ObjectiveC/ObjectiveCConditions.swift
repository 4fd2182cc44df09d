/// Which `#if` branches of an Objective-C file are built for iOS and iPadOS, the platform the check
/// covers: the rest — `#if TARGET_OS_OSX`, `#if !TARGET_OS_IPHONE`, watchOS, tvOS, visionOS, Mac
/// Catalyst, `#if 0` — is set aside, as the Swift side sets aside `#if os(macOS)`. A condition the
/// pass cannot decide (`DEBUG`, an app's flag) is read, since it may be built for iOS.
struct ObjectiveCConditions {
    private struct Branch {
        /// This branch is read.
        var active: Bool
        /// An earlier branch of the same `#if` is certainly taken, so no later one is.
        var taken: Bool
        var line: Int
        var column: Int
    }

    private var stack: [Branch] = []
    /// Deeper nesting is counted but not evaluated (read as active), so hostile input stays bounded.
    private static let depthLimit = 256
    private var ignoredDepth = 0

    var isActive: Bool { stack.allSatisfy(\.active) }

    /// The innermost `#if` still open at the end of the file.
    var unclosed: (line: Int, column: Int)? { stack.last.map { ($0.line, $0.column) } }

    /// Applies one conditional directive; returns a problem to report, if any.
    mutating func directive(_ name: String, _ condition: String, line: Int, column: Int) -> String? {
        switch name {
        case "if", "ifdef", "ifndef":
            guard stack.count < Self.depthLimit else {
                ignoredDepth += 1
                return ignoredDepth == 1 ? "#if nested more than \(Self.depthLimit) deep: the deeper ones are read as built" : nil
            }
            let value = name == "if" ? Self.evaluate(condition) : Self.defined(condition, negated: name == "ifndef")
            stack.append(Branch(active: value != 0, taken: value.map { $0 != 0 } ?? false, line: line, column: column))
        case "elif", "elifdef", "elifndef", "else":
            if ignoredDepth > 0 { return nil }
            guard var branch = stack.popLast() else { return "#\(name) without #if" }
            if branch.taken {
                branch.active = false
            } else if name == "else" {
                branch.active = true
            } else {
                let value = name == "elif" ? Self.evaluate(condition) : Self.defined(condition, negated: name == "elifndef")
                branch.active = value != 0
                branch.taken = value.map { $0 != 0 } ?? false
            }
            stack.append(branch)
        case "endif":
            if ignoredDepth > 0 {
                ignoredDepth -= 1
                return nil
            }
            guard stack.popLast() != nil else { return "#endif without #if" }
        default:
            break
        }
        return nil
    }

    // MARK: Evaluating

    /// What the SDK's `TargetConditionals.h` defines when building for an iOS device or simulator:
    /// `TARGET_OS_MAC` is 1 on every Apple platform, `TARGET_OS_IPHONE` on every embedded one
    /// (iOS, tvOS, watchOS, visionOS), `TARGET_OS_IOS` on iOS and iPadOS (and Mac Catalyst, which the
    /// check does not cover: `TARGET_OS_MACCATALYST` is read as 0). The simulator's macros depend on
    /// the build and are left unknown.
    static let known: [String: Int] = [
        "TARGET_OS_MAC": 1, "TARGET_OS_IPHONE": 1, "TARGET_OS_IOS": 1, "TARGET_OS_OSX": 0, "TARGET_OS_WATCH": 0,
        "TARGET_OS_TV": 0, "TARGET_OS_VISION": 0, "TARGET_OS_XR": 0, "TARGET_OS_MACCATALYST": 0, "TARGET_OS_UIKITFORMAC": 0,
        "TARGET_OS_BRIDGE": 0, "TARGET_OS_DRIVERKIT": 0, "__APPLE__": 1, "__OBJC__": 1,
    ]

    /// Macros that tell the platform by being defined at all: the iOS SDK defines
    /// `__IPHONE_OS_VERSION_MIN_REQUIRED`, never the macOS, watchOS or tvOS one.
    static let definedness: [String: Bool] = [
        "__IPHONE_OS_VERSION_MIN_REQUIRED": true, "__MAC_OS_X_VERSION_MIN_REQUIRED": false,
        "__WATCH_OS_VERSION_MIN_REQUIRED": false, "__TV_OS_VERSION_MIN_REQUIRED": false, "__APPLE__": true, "__OBJC__": true,
    ]

    private static func defined(_ name: String, negated: Bool) -> Int? {
        let name = name.split(separator: " ").first.map(String.init) ?? name
        guard let isDefined = definedness[name] ?? (known[name] != nil ? true : nil) else { return nil }
        return isDefined != negated ? 1 : 0
    }

    /// The value of an `#if` expression: nil when it depends on something the pass does not know.
    static func evaluate(_ condition: String) -> Int? {
        var parser = Parser(tokens: lex(condition))
        let value = parser.expression(depth: 0)
        return parser.failed || parser.position != parser.tokens.count ? nil : value
    }

    private static func lex(_ text: String) -> [String] {
        var tokens: [String] = []
        var chars = Array(text.unicodeScalars)
        chars.append(" ")
        var i = 0
        while i < chars.count - 1 {
            let c = chars[i]
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            if c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) {
                var word = ""
                while i < chars.count - 1, chars[i].properties.isAlphabetic || chars[i] == "_" || ("0"..."9").contains(chars[i]) {
                    word.unicodeScalars.append(chars[i])
                    i += 1
                }
                tokens.append(word)
                continue
            }
            let pair = String(String.UnicodeScalarView([c, chars[i + 1]]))
            if ["&&", "||", "==", "!=", "<=", ">="].contains(pair) {
                tokens.append(pair)
                i += 2
            } else {
                tokens.append(String(c))
                i += 1
            }
        }
        return tokens
    }

    /// A small recursive-descent reader of `#if` expressions, bounded in depth.
    private struct Parser {
        let tokens: [String]
        var position = 0
        var failed = false

        init(tokens: [String]) { self.tokens = tokens }

        private var current: String? { position < tokens.count ? tokens[position] : nil }

        mutating func expression(depth: Int) -> Int? {
            var value = conjunction(depth: depth)
            while current == "||" {
                position += 1
                let right = conjunction(depth: depth)
                if value.map({ $0 != 0 }) == true || right.map({ $0 != 0 }) == true {
                    value = 1
                } else if value == 0 && right == 0 {
                    value = 0
                } else {
                    value = nil
                }
            }
            return value
        }

        private mutating func conjunction(depth: Int) -> Int? {
            var value = comparison(depth: depth)
            while current == "&&" {
                position += 1
                let right = comparison(depth: depth)
                if value == 0 || right == 0 {
                    value = 0
                } else if value != nil && right != nil {
                    value = 1
                } else {
                    value = nil
                }
            }
            return value
        }

        private mutating func comparison(depth: Int) -> Int? {
            let left = unary(depth: depth)
            guard let op = current, ["==", "!=", "<", ">", "<=", ">="].contains(op) else { return left }
            position += 1
            let right = unary(depth: depth)
            guard let left, let right else { return nil }
            switch op {
            case "==": return left == right ? 1 : 0
            case "!=": return left != right ? 1 : 0
            case "<": return left < right ? 1 : 0
            case ">": return left > right ? 1 : 0
            case "<=": return left <= right ? 1 : 0
            default: return left >= right ? 1 : 0
            }
        }

        private mutating func unary(depth: Int) -> Int? {
            guard depth < 64, let token = current else {
                failed = true
                return nil
            }
            position += 1
            switch token {
            case "!":
                return unary(depth: depth + 1).map { $0 == 0 ? 1 : 0 }
            case "(":
                let value = expression(depth: depth + 1)
                if current == ")" { position += 1 } else { failed = true }
                return value
            case "defined":
                let parenthesized = current == "("
                if parenthesized { position += 1 }
                guard let name = current else {
                    failed = true
                    return nil
                }
                position += 1
                if parenthesized {
                    if current == ")" { position += 1 } else { failed = true }
                }
                return ObjectiveCConditions.defined(name, negated: false)
            default:
                if let number = Int(String(token.reversed().drop { "uUlL".contains($0) }.reversed())) { return number }
                return ObjectiveCConditions.known[token]
            }
        }
    }
}
