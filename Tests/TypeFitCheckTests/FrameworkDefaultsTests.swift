import Testing
import TypeFitCheck
import TypeFitConfig
import TypeFitDynamicType

// The framework decides what an element declared without a line limit or a font does. Same set-up
// as CutOnceTests: iPhone SE (1st generation), portrait, the test font (a–z half an em, a space a
// quarter), body by size xSmall 14, Small 15, Medium 16, Large 17, xLarge 19, xxLarge 21 pt, …
// A 100-pt box; English "a" × 10 is 5 em, German "b" × 14 is 7 em.
@Suite struct FrameworkDefaultsTests {
    static let key = ("k", nil as String?, String(repeating: "a", count: 10), String(repeating: "b", count: 14))

    static func findings(_ yaml: String, _ keys: [(String, String?, String, String)] = [key],
                         categories: [ContentSizeCategory]? = nil) throws -> [String] {
        var configuration = try CutOnceTests.configuration(yaml)
        if let categories { configuration.categories = categories }
        return try CutOnceTests.check(keys, configuration).findings
            .map { "\($0.key) \($0.locale ?? "") \($0.rule) \($0.firstBreaks ?? "") \($0.categories.count)" }
    }

    static let labelRule = "layout: {elements: [{glob: \"*\", element: label, width: 100}]}"

    @Test func aUIKitLabelDeclaredWithoutAFontIsOneLineAtAFixed17Points() throws {
        // UILabel's default font: 17 pt at every size. English 5 × 17 = 85 pt fits everywhere; German
        // 7 × 17 = 119 pt is cut at every one of the 12 sizes, where the source fits: one locale-overflow.
        let uikit = try Self.findings("frameworks: uikit\n" + Self.labelRule)
        #expect(uikit == ["k de locale-overflow xSmall 12"])
        var configuration = try CutOnceTests.configuration("frameworks: uikit\n" + Self.labelRule)
        configuration.categories = [.ax5]
        let finding = try #require(CutOnceTests.check([Self.key], configuration).findings.first)
        #expect(finding.bySize.first?.message == "translation is 119 pt wide in a 100 pt box (19 pt cut off); the source fits (85 pt)")
        // With no framework the label follows body: German 7 em is first past 100 pt at Small (105 pt;
        // English 75 pt fits), English 5 em at xxLarge (105 pt).
        #expect(try Self.findings(Self.labelRule)
            == ["k de locale-overflow small 11", "k en truncated-width xxLarge 7"])
    }

    @Test func aSwiftUITextDeclaredWithoutALineLimitWraps() throws {
        // `Text` has no line limit and grows in height: at no size is anything cut, not even at AX5
        // where each 2-em word (106 pt) is wider than the box and breaks inside itself.
        let words = ("w", nil as String?, "aaaa aaaa", "bbbb bbbb bbbb")
        #expect(try Self.findings("frameworks: [swiftui, uikit]\n" + Self.labelRule, [words]).isEmpty)
        // Without the framework, one line: German (6.5 em) is 104 pt at Medium, English (4.25 em) 72.25 pt.
        #expect(try Self.findings(Self.labelRule, [words], categories: [.medium]) == ["w de locale-overflow medium 1"])
    }

    @Test func aRuleNamesItsOwnFramework() throws {
        let rules = """
            frameworks: swiftui
            layout:
              elements:
                - {key: uikit.label, width: 100, framework: uikit}
                - {glob: "*", width: 100}
            """
        let keys = [("uikit.label", nil as String?, Self.key.2, Self.key.3), ("swiftui.text", nil, Self.key.2, Self.key.3)]
        #expect(try Self.findings(rules, keys, categories: [.large]) == ["uikit.label de locale-overflow large 1"])
    }

    @Test func aSwiftUIButtonWraps() throws {
        // At Large: a legacy button keeps German "bbbb bbbb bbbb" (110.5 pt) on one line in 100 pt;
        // a SwiftUI button wraps it inside its 12-pt insets ("bbbb bbbb" 72.25 pt ≤ 76 pt, then "bbbb").
        let words = ("b", nil as String?, "aaaa aaaa", "bbbb bbbb bbbb")
        // (touch-target is off: a one-line button is under 44 pt tall, which is another finding.)
        let buttonRule = "rules: {touch-target: off}\nlayout: {elements: [{glob: \"*\", element: button, width: 100}]}"
        #expect(try Self.findings(buttonRule, [words], categories: [.large]) == ["b de locale-overflow large 1"])
        #expect(try Self.findings("frameworks: uikit\n" + buttonRule, [words], categories: [.large])
            == ["b de locale-overflow large 1"])
        #expect(try Self.findings("frameworks: swiftui\n" + buttonRule, [words], categories: [.large]).isEmpty)
    }

    @Test func theGuessForAKeyWithNoLayoutFollowsTheFramework() throws {
        // No rule, no hint, no source: the guessed label between the margins (288 pt). At Large German
        // "b" × 40 (340 pt) needs more than English "a" × 20 (170 pt) on one line; a SwiftUI Text
        // would wrap both, so nothing is compared.
        let guessed = ("guessed", nil as String?, String(repeating: "a", count: 20), String(repeating: "b", count: 40))
        #expect(try Self.findings("", [guessed], categories: [.large]) == ["guessed de locale-overflow large 1"])
        #expect(try Self.findings("frameworks: swiftui", [guessed], categories: [.large]).isEmpty)
        // A declared `layout.default` line limit wins over the framework's.
        #expect(try Self.findings("frameworks: swiftui\nlayout: {default: {lines: 1}}", [guessed], categories: [.large])
            == ["guessed de locale-overflow large 1"])
    }
}
