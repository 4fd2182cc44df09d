import Testing
@testable import TypeFitSources

/// Each SwiftUI view or modifier that draws a title, with the element it gives. Element defaults
/// are SwiftUI's: a `Text`, `Button` or `Label` wraps (no line limit, lineLimit docs); a `Toggle`
/// row keeps 51 pt for the UISwitch plus 12 pt of spacing at its trailing end.
@Suite struct SwiftUIElementTests {
    @Test func textWrapsByDefault() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Text("hello")
                }
            }
            """, keys: ["hello"])
        #expect(SwiftSnippets.lines(layout) == ["hello | multiline-label lines=0 | View.swift:3 | SwiftUI Text | B"])
    }

    @Test func buttonLinkAndLabelWrap() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    VStack {
                        Button("save") { save() }
                        Link("site", destination: url)
                        Label("posts", systemImage: "doc")
                        Button { save() } label: { Text("label.title") }
                    }
                }
            }
            """, keys: ["save", "site", "posts", "label.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "label.title | button lines=0 | View.swift:7 | SwiftUI Text in Button label | B",
            "posts | multiline-label lines=0 width=margins - 28.4 | View.swift:6 | SwiftUI Label(_:systemImage:) | B",
            "save | button lines=0 | View.swift:4 | SwiftUI Button(_:action:) | B",
            "site | button lines=0 | View.swift:5 | SwiftUI Link(_:destination:) | B",
        ])
    }

    @Test func toggleIsACellWithASwitch() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Form {
                        Toggle("show.column", isOn: $on)
                        Toggle(isOn: $on) { Text("show.row") }
                    }
                }
            }
            """, keys: ["show.column", "show.row"])
        #expect(SwiftSnippets.lines(layout) == [
            "show.column | cell lines=0 width=margins - 95 | View.swift:4 | SwiftUI Toggle(_:isOn:) | B",
            "show.row | cell lines=0 width=margins - 95 | View.swift:5 | SwiftUI Text in Toggle label | B",
        ])
    }

    @Test func pickerIsACellAndItsOptionsAreMenuRows() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Form {
                        Picker("browser", selection: $browser) {
                            Text("in-app").tag(0)
                            Text("system").tag(1)
                        }
                    }
                }
            }
            """, keys: ["browser", "in-app", "system"])
        #expect(SwiftSnippets.lines(layout) == [
            "browser | cell lines=0 width=50% margins - 20 | View.swift:4 | SwiftUI Picker(_:selection:) | B",
            "in-app | menu-item | View.swift:5 | SwiftUI Picker option | A",
            "system | menu-item | View.swift:6 | SwiftUI Picker option | A",
        ])
    }

    @Test func segmentedPickerOptionsAreSegments() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Picker("mode", selection: $mode) {
                        Text("day").tag(0)
                        Text("week").tag(1)
                        Text("month").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """, keys: ["day", "week", "month"])
        #expect(SwiftSnippets.lines(layout) == [
            "day | segment width=margins segments=3 | View.swift:4 | SwiftUI Picker option (.segmented) | A",
            "month | segment width=margins segments=3 | View.swift:6 | SwiftUI Picker option (.segmented) | A",
            "week | segment width=margins segments=3 | View.swift:5 | SwiftUI Picker option (.segmented) | A",
        ])
    }

    /// The study's trap: `Section("…")` inside a `Menu` titles a group of menu rows, it is not a
    /// list's section header; nor is it a row: the menu shows it as a header above them, smaller
    /// and in full.
    @Test func menuContentAndASectionInAMenuAreMenuRows() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Menu("more") {
                        Section("sort.by") {
                            Button("sort.date") { sort() }
                        }
                    }
                    List {
                        Section("accounts") { Text("row") }
                    }
                }
            }
            """, keys: ["more", "sort.by", "sort.date", "accounts", "row"])
        #expect(SwiftSnippets.lines(layout) == [
            "accounts | section-header width=margins - 32 | View.swift:9 | SwiftUI Section(_:) | B",
            "more | button lines=0 | View.swift:3 | SwiftUI Menu(_:content:) | B",
            "row | cell lines=0 width=margins - 32 | View.swift:9 | SwiftUI Text as a list row | B",
            // A section's title in a menu is the menu's section header: footnote, in full (an estimate).
            "sort.by | menu-item style=footnote lines=0 | View.swift:4 | SwiftUI Menu section title | A",
            "sort.date | menu-item | View.swift:5 | SwiftUI Menu item | A",
        ])
    }

    @Test func sectionHeadersAndFootersInBothSpellings() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Form {
                        Section { Text("a") } header: { Text("head") } footer: { Text("foot") }
                        Section(header: Text("head2"), footer: Text("foot2")) { Text("b") }
                    }
                }
            }
            """, keys: ["head", "foot", "head2", "foot2"])
        #expect(SwiftSnippets.lines(layout) == [
            "foot | section-footer width=margins - 32 | View.swift:4 | SwiftUI Section footer | A",
            "foot2 | section-footer width=margins - 32 | View.swift:5 | SwiftUI Section(footer:) | A",
            "head | section-header width=margins - 32 | View.swift:4 | SwiftUI Section header | A",
            "head2 | section-header width=margins - 32 | View.swift:5 | SwiftUI Section(header:) | A",
        ])
    }

    @Test func fieldsLabeledContentAndNavigationLinks() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Form {
                        TextField("name.placeholder", text: $name)
                        SecureField("password", text: $password)
                        TextField("", text: $x, prompt: Text("prompt"))
                        LabeledContent("version", value: "1.0")
                        NavigationLink("about") { AboutView() }
                    }
                }
            }
            """, keys: ["name.placeholder", "password", "prompt", "version", "about"])
        #expect(SwiftSnippets.lines(layout) == [
            "about | cell lines=0 width=margins - 66 | View.swift:8 | SwiftUI NavigationLink(_:destination:) | B",
            "name.placeholder | text-field width=margins - 32 | View.swift:4 | SwiftUI TextField(_:text:) | B",
            "password | text-field width=margins - 32 | View.swift:5 | SwiftUI SecureField(_:text:) | B",
            "prompt | text-field | View.swift:6 | SwiftUI TextField(prompt:) | B",
            "version | cell lines=0 width=50% margins - 20 | View.swift:7 | SwiftUI LabeledContent(_:value:) | B",
        ])
    }

    /// SwiftUI shows large titles by default (the navigation stack's root, and pushed views
    /// inherit it); `.navigationBarTitleDisplayMode(.inline)` on the chain makes it inline.
    @Test func navigationTitlesInlineOrLarge() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    List { }
                        .navigationTitle("settings.title")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            struct W: View {
                var body: some View {
                    NavigationStack {
                        List { }
                            .navigationTitle(Text("home.title"))
                    }
                }
            }
            struct Pushed: View {
                var body: some View {
                    List { }
                        .navigationTitle("pushed.title")
                }
            }
            struct X: View {
                var body: some View {
                    List { }
                        .navigationBarTitleDisplayMode(.large)
                        .navigationTitle("big.title")
                }
            }
            """, keys: ["settings.title", "home.title", "big.title", "pushed.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "big.title | large-title | View.swift:26 | SwiftUI .navigationTitle (large) | A",
            "home.title | large-title | View.swift:12 | SwiftUI .navigationTitle (large by default) | B",
            // `.automatic` inherits the pushing screen's mode, which this file does not say: the
            // smaller claim, the inline title, by convention.
            "pushed.title | navigation-title | View.swift:19 | SwiftUI .navigationTitle (display mode inherited: checked inline) | C",
            "settings.title | navigation-title | View.swift:4 | SwiftUI .navigationTitle (inline) | A",
        ])
    }

    @Test func tabItemsAndTabs() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    TabView {
                        FeedView().tabItem { Label("tab.feed", systemImage: "house") }
                        Tab("tab.search", systemImage: "magnifyingglass") { SearchView() }
                        Tab(value: 2) { InboxView() } label: { Text("tab.inbox") }
                    }
                }
            }
            """, keys: ["tab.feed", "tab.search", "tab.inbox"])
        #expect(SwiftSnippets.lines(layout) == [
            "tab.feed | tab-bar-item width=33.33333333333333% safe-area | View.swift:4 | SwiftUI .tabItem | A",
            "tab.inbox | tab-bar-item width=33.33333333333333% safe-area | View.swift:6 | SwiftUI Tab label | A",
            "tab.search | tab-bar-item width=33.33333333333333% safe-area | View.swift:5 | SwiftUI Tab(_:systemImage:value:) | A",
        ])
    }

    @Test func toolbarItemsAndACustomTitleView() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) {
                                Button { done() } label: { Text("action.done").bold() }
                            }
                            ToolbarItem(placement: .principal) {
                                Text("custom.title").font(.headline)
                            }
                            Button("action.edit") { edit() }
                        }
                }
            }
            """, keys: ["action.done", "custom.title", "action.edit"])
        #expect(SwiftSnippets.lines(layout) == [
            "action.done | bar-button | View.swift:6 | SwiftUI ToolbarItem | A",
            "action.edit | bar-button | View.swift:11 | SwiftUI .toolbar item | A",
            "custom.title | navigation-title style=headline | View.swift:9 | SwiftUI ToolbarItem(placement: .principal) | A",
        ])
    }

    @Test func alertsAndConfirmationDialogs() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Image("x")
                        .alert("alert.title", isPresented: $shown) {
                            SecureField("alert.password", text: $password)
                            Button("alert.ok") { }
                        } message: {
                            Text("alert.message")
                        }
                        .confirmationDialog("dialog.title", isPresented: $asking) {
                            Button("dialog.delete", role: .destructive) { }
                        }
                }
            }
            """, keys: ["alert.title", "alert.password", "alert.ok", "alert.message", "dialog.title", "dialog.delete"])
        // A text field among an alert's actions stays a text field. A confirmation dialog's action is
        // an action sheet's button, not a 270-pt alert's; its title, with the default titleVisibility
        // (.automatic), is hidden on iOS.
        #expect(SwiftSnippets.lines(layout) == [
            "alert.message | alert-message | View.swift:8 | SwiftUI .alert message | A",
            "alert.ok | alert-button | View.swift:6 | SwiftUI .alert action | A",
            "alert.password | text-field | View.swift:5 | SwiftUI SecureField(_:text:) in .alert action | A",
            "alert.title | alert-title | View.swift:4 | SwiftUI .alert(_:isPresented:) | A",
            "dialog.delete | action-sheet-button | View.swift:11 | SwiftUI .confirmationDialog action | A",
            "dialog.title | not drawn: confirmation dialog title (hidden on iOS unless titleVisibility is .visible) | View.swift:10 "
                + "| SwiftUI .confirmationDialog(_:isPresented:) | A",
        ])
    }

    @Test func swipeActionsAndContextMenus() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Row()
                        .swipeActions { Button("row.delete") { } }
                        .contextMenu { Button("row.copy") { } }
                }
            }
            """, keys: ["row.delete", "row.copy"])
        #expect(SwiftSnippets.lines(layout) == [
            "row.copy | menu-item | View.swift:5 | SwiftUI .contextMenu item | A",
            "row.delete | swipe-action | View.swift:4 | SwiftUI .swipeActions button | A",
        ])
    }

    /// geteduroam's TCA alerts: `AlertState(title:actions:message:)` with `TextState`s.
    @Test func composableArchitectureAlertState() {
        let layout = SwiftSnippets.read("""
            let alert = AlertState<Action>(title: {
                TextState(NSLocalizedString("Failed to load", bundle: .module, comment: "a comment"))
            }, actions: {
                ButtonState(role: .cancel, action: .send(.ok)) {
                    TextState("OK", bundle: .module)
                }
            }, message: {
                TextState("Try later")
            })
            """, keys: ["Failed to load", "OK", "Try later", "a comment"])
        #expect(SwiftSnippets.lines(layout) == [
            "Failed to load | alert-title | View.swift:2 | TCA AlertState title | A",
            "OK | alert-button | View.swift:5 | TCA AlertState button | A",
            "Try later | alert-message | View.swift:8 | TCA AlertState message | A",
        ])
    }

    /// IceCubes `NotificationsListView.swift:84`: a toolbar title menu's rows are menu rows.
    @Test func toolbarTitleMenuRows() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarTitleMenu {
                                Button { } label: { Label { Text("filter.mentions") } icon: { Image(systemName: "at") } }
                            }
                        }
                }
            }
            """, keys: ["filter.mentions"])
        // A row with an icon: 250 − 2 × 16 − 32.
        #expect(SwiftSnippets.lines(layout) == ["filter.mentions | menu-item width=186 | View.swift:6 | SwiftUI ToolbarTitleMenu item | A"])
    }

    /// IceCubes `StatusRowAccessibilityLabel.swift:113`: a `Text` handed to a function is a value,
    /// drawn (or read aloud) wherever the result goes.
    @Test func aTextPassedToAFunctionIsAValue() {
        let layout = SwiftSnippets.read("""
            struct Label {
                func pollText() -> Text {
                    options.reduce(into: Text("poll.finished")) { text, option in text = text + Text(option.title) }
                }
            }
            """, keys: ["poll.finished"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout).map { $0.components(separatedBy: " | ").prefix(2).joined(separator: " | ") }
                == ["poll.finished | View.swift:3"])
    }
}
