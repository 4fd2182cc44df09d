import Foundation
import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitSources

/// Issue #27: a hundred bytes of deeply nested source must not stop or kill the source pass. Each
/// case runs through the public entry (`SourceScanner.scan`, files on disk) on a Dispatch worker
/// thread, whose stack is small; the call must come back with the deep file refused at its
/// place, and the normal file next to it read. On main before the fix: `[`×100 never returned,
/// `[`×10 000 and ×50 000 and the `.a`×20 000 chain crashed the process (SIGSEGV), and the valid
/// literal 26 deep took about a minute.
@Suite struct DeepNestingTests {
    static let good = "import SwiftUI\nstruct G: View { var body: some View { Text(\"good\") } }\n"

    /// Writes `Deep.<ext>` (`deep`) and `Good.swift` into a new folder, scans it on a worker
    /// thread and waits up to two minutes (a hang fails instead of blocking the run).
    static func scan(deep: String, named name: String = "Deep.swift", extra: [(String, String)] = [],
                     keys: [String] = ["good"]) throws -> SourceLayout? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try deep.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        try good.write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        for (file, text) in extra { try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8) }
        let index = KeyIndex(tables: Dictionary(uniqueKeysWithValues: keys.map { ($0, ["Localizable"]) }))
        let path = folder.path
        let result = Box()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            result.layout = SourceScanner.scan([path], keys: index)
            done.signal()
        }
        guard done.wait(timeout: .now() + 120) == .success else { return nil }
        return result.layout
    }

    private final class Box: @unchecked Sendable { var layout: SourceLayout? }

    /// `file:line:col: message` with the file's name only.
    static func problems(_ layout: SourceLayout) -> [String] {
        layout.problems.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func placed(_ layout: SourceLayout) -> [String] {
        layout.uses.map { "\($0.key) \(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
    }

    /// `let y = ` then `[` N times, closed or not. The 13th `[` (column 8 + 13) is the first
    /// over `SwiftNesting.chainLimit` (12): the file is refused there before swift-syntax sees it.
    @Test(arguments: [(100, false), (10_000, false), (50_000, false), (100, true), (10_000, true), (50_000, true)])
    func nestedSquareBracketsAreRefusedAndTheNextFileIsRead(_ depth: Int, _ closed: Bool) throws {
        let deep = "let y = " + String(repeating: "[", count: depth) + (closed ? "1" + String(repeating: "]", count: depth) : "") + "\n"
        let layout = try #require(try Self.scan(deep: deep), "the source pass did not return")
        #expect(Self.placed(layout) == ["good Good.swift:2"])
        #expect(Self.problems(layout) == [
            "Deep.swift:1:21: `[` nested 13 deep with only a type's tokens between them (the limit is 12): "
                + "swift-syntax's look-ahead doubles its work at each: this Swift file was not read",
        ])
    }

    /// The valid literal of the issue, 26 deep (54 s on main): refused at its 13th `[` too.
    @Test func aValidLiteralTwentySixDeepIsRefused() throws {
        let deep = "let y = " + String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26) + "\n"
        let layout = try #require(try Self.scan(deep: deep), "the source pass did not return")
        #expect(Self.placed(layout) == ["good Good.swift:2"])
        #expect(Self.problems(layout).map { $0.prefix(22) } == ["Deep.swift:1:21: `[` n"])
    }

    /// Negative case: twelve deep, the limit, is read (and its key found inside it).
    @Test func twelveDeepIsRead() throws {
        let deep = "import SwiftUI\nlet y = " + String(repeating: "[", count: 12) + "Text(\"deep\")" + String(repeating: "]", count: 12) + "\n"
        let layout = try #require(try Self.scan(deep: deep, keys: ["good", "deep"]), "the source pass did not return")
        #expect(Self.problems(layout) == [])
        #expect(Self.placed(layout).contains("good Good.swift:2"))
        #expect(Self.placed(layout).contains("deep Deep.swift:2"))
    }

    /// Parentheses, braces and interpolations are not doubled by the look-ahead but recurse:
    /// the 101st level is refused (`let y = ` is 8 columns, so column 8 + 101).
    @Test(arguments: ["(", "{", "\"\\("])
    func otherBracketsDeeperThanAHundredAreRefused(_ opener: String) throws {
        let deep = "let y = " + String(repeating: opener, count: 50_000) + "\n"
        let layout = try #require(try Self.scan(deep: deep), "the source pass did not return")
        #expect(Self.placed(layout) == ["good Good.swift:2"])
        let column = 8 + (opener.count == 1 ? 101 : 100 * 3 + 2)
        #expect(Self.problems(layout) == [
            "Deep.swift:1:\(column): nesting deeper than 100 levels (brackets, generic `<`, `#if` and `else if` counted together): "
                + "this Swift file was not read",
        ])
    }

    /// What recursed without brackets on main (each crashed at 10 000): a chain of `else if`s,
    /// `try`s, `#if`s, curried function types, and trees as deep as the file is long; and
    /// 20 000 ternaries in one statement (quadratic: minutes). The place: `let y = ` is 8 columns,
    /// `try ` 4 (the 101st at 9 + 400), `let y: ` 7 and `() -> ` 6 (the 101st `->` at 7 + 600 + 4).
    static let chains: [String: (text: String, place: String, message: String)] = [
        "else if": ("func f() {\n if a {}" + String(repeating: " else if a {}", count: 20_000) + "\n}\n", "Deep.swift:2:", "nesting deeper than 100"),
        "try": ("let y = " + String(repeating: "try ", count: 20_000) + "f()\n", "Deep.swift:1:409:", "more than 100 `try`-like keywords in a row"),
        "#if": (String(repeating: "#if A\n", count: 20_000) + "let x = 1\n", "Deep.swift:101:1:", "nesting deeper than 100"),
        "->": ("let y: " + String(repeating: "() -> ", count: 20_000) + "Int\n", "Deep.swift:1:611:", "more than 100 `->` in one statement"),
        ".a": ("let y = a" + String(repeating: ".a", count: 20_000) + "\n", "Deep.swift:1:", "syntax nested deeper than 1000 levels"),
        "()": ("let y = f" + String(repeating: "()", count: 20_000) + "\n", "Deep.swift:1:", "syntax nested deeper than 1000 levels"),
        "? :": ("let y = " + String(repeating: "a ? b : ", count: 20_000) + "c\n", "Deep.swift:1:", "more than 100 `? :` in one statement"),
    ]

    @Test(arguments: chains.keys.sorted())
    func chainsWithoutBracketsAreRefused(_ name: String) throws {
        let chain = try #require(Self.chains[name])
        let layout = try #require(try Self.scan(deep: chain.text), "the source pass did not return")
        #expect(Self.placed(layout) == ["good Good.swift:2"])
        let problems = Self.problems(layout)
        #expect(problems.count == 1)
        #expect(problems.allSatisfy { $0.hasPrefix(chain.place) && $0.contains(chain.message) && $0.hasSuffix("this Swift file was not read") },
                "\(problems)")
    }

    /// 100 000 nested `(` in Objective-C and 100 000 nested `<view>`s in a xib: the readers' own
    /// limits (100 and 256 levels) hold, and the Swift file next to them is read.
    @Test func deepObjectiveCAndInterfaceBuilderAreProblemsNotCrashes() throws {
        let objectiveC = "@implementation Deep\n- (void)run {\n    x = " + String(repeating: "(", count: 100_000) + "\n}\n@end\n"
        let xib = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n"
            + String(repeating: "<view>", count: 100_000) + "\n</document>\n"
        let layout = try #require(try Self.scan(deep: objectiveC, named: "Deep.m", extra: [("Deep.xib", xib)]),
                                  "the source pass did not return")
        #expect(Self.placed(layout) == ["good Good.swift:2"])
        let problems = Self.problems(layout)
        #expect(problems.contains { $0.hasPrefix("Deep.m:3:") && $0.contains("nesting deeper than 100 levels") })
        // The 256th `<view>` (256 levels under `<document>`) opens at column 1 + 255 × 6 of line 3.
        #expect(problems.contains("Deep.xib:3:1531: not a readable Interface Builder file: elements nested deeper than 256 levels"))
    }
}

/// The pre-scan's measures on small inputs, counted by hand.
@Suite struct SwiftNestingTests {
    static func measures(_ text: String) -> SwiftNesting.Measures? {
        try? SwiftNesting.measures(of: text).get()
    }

    static func refusal(_ text: String) -> String? {
        SwiftNesting.problem(in: text, path: "A.swift").map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func aNestedCollectionTypeIsOneChain() {
        // `[` at chain 1, 2, 3: 2 + 4 + 8; then `[:]`, a new chain: 2.
        #expect(Self.measures("let x: [[String: [Int]]] = [:]") == .init(depth: 3, chain: 3, cost: 16))
    }

    /// A value between two `[`s ends the chain: the look-ahead fails at it at once.
    @Test func aDataTableIsNotAChain() {
        // `[` chains 1, 2, then 1 and 1: 2 + 4 + 2 + 2.
        #expect(Self.measures("let t = [[1, 2], [3, 4], [5]]") == .init(depth: 2, chain: 2, cost: 10))
        #expect(Self.measures("let d = [\"a\": [\"b\": [\"c\": 1]]]") == .init(depth: 3, chain: 1, cost: 6))
    }

    @Test func stringsAndCommentsHideTheirBrackets() {
        let text = """
            let s = "[[[(" // [[[ (
            /* [ /* nested ] */ [ */
            let r = #"\\("[")"#
            let m = \"\"\"
                [[[ \\( [1][0] ) ]]]
                \"\"\"
            let e = /[(]+/
            let q = a / b / c
            """
        // The interpolation of the multi-line string nests: `\\(` then `[1]` and `[0]`; and the
        // regex's `[(` counts (`aRegexHidesNoBrackets`); the division is no regex.
        #expect(Self.measures(text) == .init(depth: 2, chain: 1, cost: 2 + 2 + 2))
    }

    @Test func interpolationsNestLikeParentheses() {
        #expect(Self.measures(#"let s = "\("\("\(1)")")""#) == .init(depth: 3, chain: 0, cost: 0))
    }

    /// An `else if` nests in the parser; a new statement ends the chain.
    @Test func elseIfChainsNestUntilTheStatementEnds() {
        #expect(Self.measures("if a {} else if b {} else if c {}") == .init(depth: 3, chain: 0, cost: 0))
        #expect(Self.measures("if a {} else if b {}\nif c {} else if d {}") == .init(depth: 2, chain: 0, cost: 0))
    }

    /// Generic `<` nest; a `<` that compares is dropped at the end of its statement.
    @Test func genericAnglesNestAndComparisonsDoNot() {
        #expect(Self.measures("let d: Dictionary<String, Array<Int>> = [:]") == .init(depth: 2, chain: 1, cost: 2))
        // Each `a<b` opens an angle the `{` drops: the deepest is `{` then `(`.
        let comparisons = String(repeating: "if a<b { f() }\n", count: 200)
        #expect(Self.measures(comparisons) == .init(depth: 2, chain: 0, cost: 0))
    }

    @Test func runsOfAHundredAreReadAndOneMoreIsNot() {
        #expect(Self.refusal("let y = " + String(repeating: "try ", count: 100) + "f()") == nil)
        #expect(Self.refusal("let y = " + String(repeating: "try ", count: 101) + "f()")
            == "1:409: more than 100 `try`-like keywords in a row: this Swift file was not read")
        // A hundred statements each with a ternary are not one run.
        #expect(Self.refusal(String(repeating: "x = a ? b : c\n", count: 150)) == nil)
        #expect(Self.refusal(String(repeating: "case .a: return a ? b : c\n", count: 150)) == nil)
    }

    /// Found by `make fuzz` (fuzz-swift, a 297-byte input that ran past 10 s): a backtick with no
    /// closing one on its line is punctuation to swift-syntax's lexer, and the code after it is
    /// parsed; the scan read the rest of the line as a raw identifier and missed its `[`s.
    @Test func anUnclosedBacktickHidesNothing() {
        #expect(Self.refusal("struct`V: V -> " + String(repeating: "[", count: 40) + "iew {")
            == "1:28: `[` nested 13 deep with only a type's tokens between them (the limit is 12): "
            + "swift-syntax's look-ahead doubles its work at each: this Swift file was not read")
        // Closed on its line, it is one identifier: `let` then the raw identifier, no bracket.
        #expect(Self.measures("let `a [[[[ b` = 1") == .init(depth: 0, chain: 0, cost: 0))
    }

    /// Found by `make fuzz` too (110 bytes past 10 s): NUL bytes between two runs of `[` are
    /// trivia to swift-syntax's lexer, so the look-ahead's chain goes on through them.
    @Test func controlCharactersDoNotEndAChain() {
        #expect(Self.refusal("let y: V -> [[[[[[i: \u{0}\u{0}V -> [[[[[[[")?.hasPrefix("1:35: `[` nested 13") == true)
        // A value still ends one: `1` after `i:` in the sixth `[`; the next run starts at 1 again
        // (2 + … + 64, then 2 + … + 128).
        #expect(Self.measures("let y = [[[[[[i: \u{0}\u{0}1, [[[[[[[i]]]]]]]]]]]]]") == .init(depth: 13, chain: 7, cost: 126 + 254))
    }

    /// A regex's brackets count (the scan never hides from itself what swift-syntax may parse
    /// as code), and its quotes start no string.
    @Test func aRegexHidesNoBrackets() {
        #expect(Self.measures("let r = /\"[(]/") == .init(depth: 2, chain: 1, cost: 2))
        #expect(Self.refusal("let r = /\"/; let y = " + String(repeating: "[", count: 13))?.hasPrefix("1:34: `[` nested 13") == true)
    }

    /// The budget: 2^12 per `[` at chain 12; the 17th such literal brings the total past 2^16.
    @Test func theLookaheadBudgetIsPerFile() {
        let literal = "let y = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n"
        // Each literal costs 2 + 4 + … + 4096 = 8190; eight of them are 65 520, within 65 536.
        #expect(Self.refusal(String(repeating: literal, count: 8)) == nil)
        #expect(Self.refusal(String(repeating: literal, count: 9))?.hasPrefix("9:") == true)
    }
}
