import Testing
@testable import TypeFitSources

/// The modifier chain on a view and on its containers in the same expression. Semantics from
/// Apple's SwiftUI docs: `Font.system(size:)` and `custom(_:fixedSize:)` are fixed;
/// `custom(_:size:)` scales relative to body; `lineLimit(nil)` is unlimited; the environment's
/// nearest value wins.
@Suite struct SwiftUIModifierTests {
    private func body(_ views: String) -> String {
        "struct V: View {\n    var body: some View {\n" + views + "\n    }\n}"
    }

    @Test func textStylesAndWeights() {
        let layout = SwiftSnippets.read(body("""
                    VStack {
                        Text("a").font(.headline)
                        Text("b").font(.title)
                        Text("c").font(.caption2).bold()
                        Text("d").fontWeight(.semibold).font(.system(.title3, weight: .bold))
                    }
            """), keys: ["a", "b", "c", "d"])
        #expect(SwiftSnippets.lines(layout) == [
            "a | multiline-label style=headline lines=0 | View.swift:4 | SwiftUI Text | A",
            "b | multiline-label style=title1 lines=0 | View.swift:5 | SwiftUI Text | A",
            "c | multiline-label style=caption2 weight=bold lines=0 | View.swift:6 | SwiftUI Text | A",
            "d | multiline-label style=title3 weight=semibold lines=0 | View.swift:7 | SwiftUI Text | A",
        ])
    }

    @Test func fixedAndScalingSizes() {
        let layout = SwiftSnippets.read(body("""
                    VStack {
                        Text("system").font(.system(size: 13, weight: .medium))
                        Text("custom").font(.custom("Inter", size: 15))
                        Text("relative").font(.custom("Inter", size: 15, relativeTo: .footnote))
                        Text("fixed").font(.custom("Inter", fixedSize: 11))
                    }
            """), keys: ["system", "custom", "relative", "fixed"])
        #expect(SwiftSnippets.lines(layout) == [
            "custom | multiline-label font=15/body lines=0 | View.swift:5 | SwiftUI Text | A",
            "fixed | multiline-label font=11/fixed lines=0 | View.swift:7 | SwiftUI Text | A",
            "relative | multiline-label font=15/footnote lines=0 | View.swift:6 | SwiftUI Text | A",
            "system | multiline-label font=13/fixed weight=medium lines=0 | View.swift:4 | SwiftUI Text | A",
        ])
    }

    @Test func lineLimitsWidthsShrinkAndCaps() {
        let layout = SwiftSnippets.read(body("""
                    VStack {
                        Text("one").lineLimit(1).frame(width: 120)
                        Text("free").lineLimit(nil).fixedSize()
                        Text("range").lineLimit(1...3).frame(maxWidth: 200)
                        Text("shrink").lineLimit(1).minimumScaleFactor(0.5).truncationMode(.middle)
                        Text("capped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                        Text("pinned").dynamicTypeSize(.large)
                        Text("wide").frame(maxWidth: .infinity)
                    }
            """), keys: ["one", "free", "range", "shrink", "capped", "pinned", "wide"])
        #expect(SwiftSnippets.lines(layout) == [
            "capped | multiline-label lines=0 max=xxxLarge | View.swift:8 | SwiftUI Text | B",
            "free | multiline-label lines=0 width=intrinsic | View.swift:5 | SwiftUI Text | B",
            "one | multiline-label lines=1 width=fixed(120.0) | View.swift:4 | SwiftUI Text | B",
            "pinned | multiline-label lines=0 max=large | View.swift:9 | SwiftUI Text | B",
            "range | multiline-label lines=3 width=fixed(200.0) | View.swift:6 | SwiftUI Text | B",
            "shrink | multiline-label lines=1 min-scale=0.5 | View.swift:7 | SwiftUI Text | B",
            "wide | multiline-label lines=0 | View.swift:10 | SwiftUI Text | B",
        ])
    }

    /// IceCubes `AccountPopoverView.swift:65`: a `Text` in an `HStack` that gets `.font(.footnote)`.
    @Test func containersPassTheirEnvironmentAndTheNearestValueWins() {
        let layout = SwiftSnippets.read(body("""
                    HStack {
                        Text("joined")
                        Text("title").font(.title2)
                        Text("themed").font(theme.font)
                    }
                    .font(.footnote)
                    .lineLimit(2)
                    .frame(width: 300)
            """), keys: ["joined", "title", "themed"])
        // The stack's 300-pt frame is shared by its three texts, 8 pt apart: (300 − 2 × 8) / 3 each
        // (the HStack's proposal); an app theme's font is unknown but still stops the stack's font
        // from applying.
        let each = "width=\((300.0 - 16) / 3)"
        #expect(SwiftSnippets.lines(layout) == [
            "joined | multiline-label style=footnote lines=2 \(each) | View.swift:4 | SwiftUI Text | A",
            "themed | multiline-label lines=2 \(each) | View.swift:6 | SwiftUI Text | B",
            "title | multiline-label style=title2 lines=2 \(each) | View.swift:5 | SwiftUI Text | A",
        ])
    }

    @Test func aSystemElementKeepsNoneOfTheTextsModifiers() {
        let layout = SwiftSnippets.read(body("""
                    Menu("more") {
                        Button { } label: { Text("menu.row").font(.largeTitle).lineLimit(1) }
                    }
            """), keys: ["menu.row"])
        #expect(SwiftSnippets.lines(layout) == ["menu.row | menu-item | View.swift:4 | SwiftUI Menu item | A"])
    }

    /// IceCubes `Font.swift`: `.scaledFootnote` scales with footnote. Read one level into the app's
    /// definition, so grade B: the user's own font scale on top of it is not known.
    @Test func anAppsOwnFontIsReadOneLevelDeep() {
        let fonts = """
            extension Font {
              private static let footnote = 13.0
              public static var scaledFootnote: Font {
                customFont(size: userScaledFontSize(baseSize: footnote), relativeTo: .footnote)
              }
              public static var scaledHeadline: Font {
                customFont(size: userScaledFontSize(baseSize: 17), relativeTo: .headline).weight(.semibold)
              }
              public static var compact: Font { .system(size: 11) }
            }
            """
        let view = body("""
                    VStack {
                        Text("a").font(.scaledFootnote)
                        Text("b").font(.scaledHeadline)
                        Text("c").font(.compact)
                        Text("d").font(.unknownFont)
                    }
            """)
        let layout = SwiftSnippets.read([("UI/Font.swift", fonts), ("App/View.swift", view)], keys: ["a", "b", "c", "d"])
        #expect(SwiftSnippets.lines(layout) == [
            "a | multiline-label style=footnote lines=0 | View.swift:4 | SwiftUI Text | B",
            "b | multiline-label style=headline weight=semibold lines=0 | View.swift:5 | SwiftUI Text | B",
            "c | multiline-label font=11/fixed lines=0 | View.swift:6 | SwiftUI Text | B",
            "d | multiline-label lines=0 | View.swift:7 | SwiftUI Text | B",
        ])
    }

    /// DuckDuckGo `SettingsRootView.swift:152`: `.navigationBarTitle(_:displayMode:)` is inline or
    /// large as its own argument says; a mode passed in from elsewhere leaves the title unresolved
    /// rather than large by default.
    @Test func aNavigationBarTitlesOwnDisplayMode() {
        let layout = SwiftSnippets.read("""
            struct ListModifiers: ViewModifier {
                let displayMode: NavigationBarItem.TitleDisplayMode
                func body(content: Content) -> some View {
                    content.navigationBarTitle("settings.passed", displayMode: displayMode)
                }
            }
            struct AboutView: View {
                var body: some View {
                    List { }.navigationBarTitle("settings.about", displayMode: .inline)
                }
            }
            """, keys: ["settings.passed", "settings.about"])
        #expect(SwiftSnippets.lines(layout) == [
            "settings.about | navigation-title | View.swift:9 | SwiftUI .navigationBarTitle(_:displayMode: .inline) | A",
        ])
        #expect(SwiftSnippets.unresolved(layout) == [
            #"settings.passed | View.swift:4 | content.navigationBarTitle("settings.passed", displayMode: displayMode)"#,
        ])
    }
}
