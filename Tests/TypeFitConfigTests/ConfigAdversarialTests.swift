import Testing
import TypeFitDiagnostics
@testable import TypeFitConfig

private let rules = ["clipped", "untranslated"]

private func failure(_ yaml: String) -> InputProblem? {
    do {
        _ = try ConfigReader.parse(yaml, file: "app/.typefit.yml", baseDirectory: "app", ruleIDs: rules)
        return nil
    } catch {
        return error
    }
}

/// Hostile `.typefit.yml` files (issue #7): each fails at once with a located error, before Yams
/// builds a tree. Positions were counted by hand.
@Suite struct ConfigAdversarialTests {
    /// "Billion laughs": each line repeats the one above ten times. `e` stands for 111 111 values
    /// (1 + 10 × 11 111); its running count passes 100 000 at the tenth `*d` (1 + 10 × 11 111),
    /// which starts at column 8 + 4 × 9 = 44 of line 5. Without the check Yams and the converter
    /// walk every copy; one line more is a million, three more a billion.
    @Test func aliasesOfAliasesAreCountedNotExpanded() {
        let yaml = """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            locales: *f

            """
        let error = failure(yaml)
        #expect(error?.location.line == 5 && error?.location.column == 44, "\(String(describing: error))")
        #expect(error?.message == "the config has more than 100000 values (each alias counts as a copy of what it names)")
    }

    /// Aliases as mapping keys make Yams hash the whole aliased tree for its duplicate-key check.
    /// Same count: each `? *d : n` adds 11 111 + 1 values; the ninth key (line 14) takes the
    /// mapping from 1 + 8 × 11 112 = 88 897 to 100 008, at its alias in column 5.
    @Test func aliasKeysAreCountedBeforeYamsHashesThem() {
        let lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]",
                     "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
                     "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
                     "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]",
                     "k: {"]
            + (1...12).map { "  ? *d : \($0)," } + ["}"]
        let error = failure(lines.joined(separator: "\n"))
        #expect(error?.location.line == 5 + 9 && error?.location.column == 5, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("the config has more than 100000 values") == true)
    }

    @Test func aFewAliasesStillWork() throws {
        let config = try ConfigReader.parse("""
            locales: &langs [de, fr]
            suppress:
              - rule: clipped
                locale: *langs
            """, file: "app/.typefit.yml", ruleIDs: rules)
        #expect(config.locales == ["de", "fr"])
        #expect(config.suppressions.first?.locales == ["de", "fr"])
    }

    /// 100 nested flow sequences: the 64th `[` (depth 64; the root mapping is depth 0, the first
    /// `[` in column 8 depth 1) is refused at column 8 + 63 = 71.
    @Test func deepFlowNestingFailsAtDepth64() {
        let error = failure("sizes: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
        #expect(error?.location.line == 1 && error?.location.column == 71, "\(String(describing: error))")
        #expect(error?.message == "nested more than 64 levels deep")
    }

    /// 10 000: libyaml opens the first `[`, then scans ahead through every bracket to learn whether
    /// the second starts a key, counts 10 000 levels, over its own limit of 1000, and refuses the
    /// second `[` (column 9) before any deeper event reaches us. Same message, no recursion.
    @Test func tenThousandFlowLevelsFailCleanly() {
        let error = failure("sizes: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        #expect(error?.location.line == 1 && error?.location.column == 9, "\(String(describing: error))")
        #expect(error?.message == "nested more than 64 levels deep")
    }

    /// Block mappings, one level per line: line k holds `a:` indented k - 1 spaces, so the mapping
    /// at depth d starts on line d + 1, column d + 1 and its key `a` is at depth d + 1. The first
    /// node at depth 64 is the key of the depth-63 mapping: line 64, column 64.
    @Test func deepBlockNestingFailsAtDepth64() {
        let yaml = (0..<200).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n") + " x\n"
        let error = failure(yaml)
        #expect(error?.location.line == 64 && error?.location.column == 64, "\(String(describing: error))")
        #expect(error?.message == "nested more than 64 levels deep")
    }

    /// An alias can carry nesting too: `b` is 40 levels deep, used 30 levels down.
    @Test func nestingThroughAnAliasCounts() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let yaml = "b: &b \(deep)\nc: " + String(repeating: "[", count: 30) + "*b" + String(repeating: "]", count: 30) + "\n"
        let error = failure(yaml)
        // `*b` sits at depth 31 (root 0, `c`'s 30 brackets 1…30) in column 4 + 30 = 34 of line 2.
        #expect(error?.location.line == 2 && error?.location.column == 34, "\(String(describing: error))")
        #expect(error?.message == "nested more than 64 levels deep (through an alias)")
    }
}
