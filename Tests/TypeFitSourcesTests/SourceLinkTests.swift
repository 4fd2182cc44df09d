import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Keys reached through one or two hops (grade C, with the hops in `via`), and what stays
/// unresolved: links guessed by name that disagree, custom calls the pass cannot follow.
@Suite struct SourceLinkTests {
    /// Mastodon `Tab.swift:22` → `Tab.swift:64`: a computed property drawn elsewhere.
    @Test func aComputedPropertyDrawnElsewhere() {
        let model = """
            enum Tab: CaseIterable {
                case home, search
                var title: String {
                    switch self {
                    case .home: return NSLocalizedString("tab.home", comment: "")
                    case .search: return NSLocalizedString("tab.search", comment: "")
                    }
                }
            }
            """
        let controller = """
            final class TabController: UITabBarController {
                func setUp() {
                    for tab in Tab.allCases {
                        let item = UITabBarItem(title: tab.title, image: nil, tag: 0)
                    }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Tab.swift", model), ("App/TabController.swift", controller)],
                                        keys: ["tab.home", "tab.search"])
        #expect(SwiftSnippets.lines(layout) == [
            "tab.home | tab-bar-item | TabController.swift:4 | UITabBarItem(title:) | C | via Tab.swift:5",
            "tab.search | tab-bar-item | TabController.swift:4 | UITabBarItem(title:) | C | via Tab.swift:6",
        ])
    }

    /// IceCubes `Tabs.swift:196` → `Tabs.swift:192` `Label(title, …)` in a view-valued property →
    /// `AppView.swift` `Tab(value:) { … } label: { tab.label }`: two hops.
    @Test func twoHopsThroughAViewValuedProperty() {
        let tabs = """
            enum AppTab: CaseIterable {
                case timeline
                var label: some View {
                    Label(title, systemImage: "house")
                }
                var title: LocalizedStringKey {
                    switch self {
                    case .timeline: "tab.timeline"
                    }
                }
            }
            """
        let app = """
            struct AppView: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.allCases) { tab in
                            Tab(value: tab) { Content() } label: { tab.label }
                        }
                    }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Tabs.swift", tabs), ("App/AppView.swift", app)], keys: ["tab.timeline"])
        #expect(SwiftSnippets.lines(layout) == [
            "tab.timeline | tab-bar-item | AppView.swift:5 | SwiftUI Tab label | C | via Tabs.swift:8 Tabs.swift:4",
        ])
    }

    /// IceCubes `ErrorView(title:message:buttonTitle:)` drawing `Text(title)` with `.font(.scaledTitle)`.
    @Test func aCustomViewsParameterDrawnByAKnownElement() {
        let errorView = """
            struct ErrorView: View {
                let title: LocalizedStringKey
                let buttonTitle: LocalizedStringKey
                var body: some View {
                    VStack {
                        Text(title).font(.title2)
                        Button(buttonTitle) { retry() }
                    }
                }
            }
            """
        let list = """
            struct ListView: View {
                var body: some View {
                    ErrorView(title: "error.title", buttonTitle: "action.retry")
                }
            }
            """
        let layout = SwiftSnippets.read([("UI/ErrorView.swift", errorView), ("App/ListView.swift", list)],
                                        keys: ["error.title", "action.retry"])
        #expect(SwiftSnippets.lines(layout) == [
            "action.retry | button lines=0 | ErrorView.swift:7 | SwiftUI Button(_:action:) | C | via ListView.swift:3",
            "error.title | multiline-label style=title2 lines=0 | ErrorView.swift:6 | SwiftUI Text | C | via ListView.swift:3",
        ])
    }

    @Test func aLocalVariableAndAFunctionsParameter() {
        let layout = SwiftSnippets.read("""
            final class Screen: UIViewController {
                func showError() {
                    let message = NSLocalizedString("error.message", comment: "")
                    present(title: NSLocalizedString("error.title", comment: ""), message: message)
                }
                func present(title: String, message: String) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                }
            }
            """, keys: ["error.message", "error.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "error.message | alert-message | View.swift:7 | UIAlertController(message:) | C | via View.swift:3 View.swift:4",
            "error.title | alert-title | View.swift:7 | UIAlertController(title:) | C | via View.swift:4",
        ])
    }

    /// The study's wrong link (Mastodon `SearchResultOverviewSection.swift:35` against
    /// `SettingsTableViewCell.swift:73`): a receiver whose type is declared links to that type only.
    @Test func aDeclaredTypeKeepsALinkFromTheWrongType() {
        let search = """
            enum DefaultSectionEntry {
                case posts
                var title: String { NSLocalizedString("search.posts", comment: "") }
            }
            """
        let settings = """
            final class SettingsCell: UITableViewCell {
                func update(with entry: SettingsEntry) {
                    titleLabel.text = entry.title
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Search.swift", search), ("App/Settings.swift", settings)], keys: ["search.posts"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"search.posts | Search.swift:3 | NSLocalizedString("search.posts", comment: "")"#,
        ])
    }

    /// With no declared type, a receiver's name links only when exactly one type fits it, and
    /// name-guessed links that disagree on the element leave the key unresolved.
    @Test func linksGuessedByNameMustAgree() {
        let layout = SwiftSnippets.read("""
            enum RepliesPolicy {
                case all
                var title: String { NSLocalizedString("policy.all", comment: "") }
            }
            final class A: UIViewController {
                func f() { button.setTitle(policy.title, for: .normal) }
                func g() { let action = UIAction(title: policy.title) { _ in } }
            }
            """, keys: ["policy.all"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"policy.all | View.swift:3 | NSLocalizedString("policy.all", comment: "") (linked by name to different elements: button, menu-item)"#,
        ])
    }

    /// geteduroam: 28 keys in `errorDescription`, shown where the error is presented — by
    /// convention an alert's message.
    @Test func errorDescriptionsAreAlertMessagesByConvention() {
        let layout = SwiftSnippets.read("""
            enum ConnectError: LocalizedError {
                case noNetwork
                var errorDescription: String? {
                    NSLocalizedString("error.no-network", bundle: .module, comment: "")
                }
            }
            """, keys: ["error.no-network"])
        #expect(SwiftSnippets.lines(layout) == [
            "error.no-network | alert-message | View.swift:4 | LocalizedError.errorDescription (an alert message by convention) | C",
        ])
    }

    /// What UIKit does with members an app overrides: a `UIActivity` subclass's `activityTitle`
    /// is a row of the share sheet (Apple: "a user-readable string that describes the service");
    /// `LocalizedError.helpAnchor` is shown nowhere on iOS. The same name on another type is
    /// neither: it stays unresolved until something reads it.
    @Test func membersTheSystemReads() {
        let layout = SwiftSnippets.read("""
            final class OpenInBrowserActivity: UIActivity {
                override var activityTitle: String? { NSLocalizedString("activity.open", comment: "") }
            }
            enum LoadError: LocalizedError {
                case offline
                var helpAnchor: String? { NSLocalizedString("error.help", comment: "") }
            }
            struct Shortcut {
                var activityTitle: String { NSLocalizedString("shortcut.title", comment: "") }
            }
            """, keys: ["activity.open", "error.help", "shortcut.title"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "activity.open | menu-item | View.swift:2 | UIActivity.activityTitle (share sheet row) | A",
            "error.help | not drawn: help anchor | View.swift:6 | LocalizedError.helpAnchor | A",
        ])
        #expect(SwiftSnippets.unresolved(layout).map { $0.components(separatedBy: " | ")[0] } == ["shortcut.title"])
    }

    /// A custom call the pass cannot follow, with the wrapper declaration it suggests.
    @Test func anUnresolvedCustomCallSuggestsAWrapper() {
        let layout = SwiftSnippets.read("""
            final class Login: UIViewController {
                func f() {
                    let field = FormFieldCell(placeholder: NSLocalizedString("login.email", comment: ""), secure: false)
                    toast.show(message: NSLocalizedString("login.sent", comment: ""))
                }
            }
            """, keys: ["login.email", "login.sent"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"login.email | View.swift:3 | let field = FormFieldCell(placeholder: NSLocalizedString("login.email", comment: ""), secure: false) | suggest FormFieldCell(placeholder:secure:) placeholder text-field"#,
            #"login.sent | View.swift:4 | toast.show(message: NSLocalizedString("login.sent", comment: "")) | suggest show(message:) message label"#,
        ])
        // Declaring the suggestion places the key.
        let suggested = SourceWrapper(call: "FormFieldCell(placeholder:secure:)", argument: "placeholder", element: .textField)
        let declared = SwiftSnippets.read("""
            final class Login: UIViewController {
                func f() {
                    let field = FormFieldCell(placeholder: NSLocalizedString("login.email", comment: ""), secure: false)
                }
            }
            """, keys: ["login.email"], wrappers: [suggested])
        #expect(SwiftSnippets.lines(declared) == [
            "login.email | text-field | View.swift:3 | wrapper FormFieldCell(placeholder:secure:) | B",
        ])
    }

    /// Mastodon `PlaintextMetaContent(string: L10n…)`: a key passed into a general-purpose type
    /// is followed to where that type draws it, not to every reader of its property found by name.
    @Test func aKeyPassedIntoADataTypeIsNotFollowedByName() {
        let layout = SwiftSnippets.read("""
            public struct PlaintextMetaContent: MetaContent {
                public let string: String
                public init(string: String) {
                    self.string = string
                }
            }
            final class UserView: UIView {
                func configure() {
                    label.configure(content: PlaintextMetaContent(string: NSLocalizedString("user.no-link", comment: "")))
                }
            }
            final class PollView: UIView {
                func update(metaContent: MetaContent?) {
                    guard let metaContent = metaContent else { return }
                    optionLabel.text = metaContent.string
                }
            }
            """, keys: ["user.no-link"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"user.no-link | View.swift:9 | label.configure(content: PlaintextMetaContent(string: NSLocalizedString("user.no-link", comment: ""))) | suggest PlaintextMetaContent(string:) string label"#,
        ])
    }

    /// IceCubes `StatusRowContextMenu`: a custom view whose `body` is a `Section` of buttons, returned
    /// from `var contextMenu: some View` and placed in `.contextMenu { contextMenu }`. Its buttons
    /// are menu rows, not list rows.
    @Test func aCustomViewPlacedInAContextMenu() {
        let menu = """
            struct RowMenu: View {
                var body: some View {
                    Section {
                        Button("row.edit") { edit() }
                    }
                }
            }
            """
        let row = """
            struct RowView: View {
                var contextMenu: some View {
                    RowMenu()
                }
                var body: some View {
                    Text("row.body")
                        .contextMenu { contextMenu }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/RowMenu.swift", menu), ("App/RowView.swift", row)], keys: ["row.edit", "row.body"])
        #expect(SwiftSnippets.lines(layout) == [
            "row.body | multiline-label lines=0 | RowView.swift:6 | SwiftUI Text | B",
            "row.edit | menu-item | RowView.swift:7 | SwiftUI .contextMenu item | C | via RowMenu.swift:4 RowView.swift:3",
        ])
    }

    /// IceCubes `StatusRowSwipeView`: a label made in one function, put in a button by another,
    /// returned from a member of a custom view whose `body` is placed in `.swipeActions`. Views
    /// composed within their types are followed past two hops; the text is a swipe action.
    @Test func aSwipeActionComposedThroughSeveralViews() {
        let swipe = """
            struct SwipeView: View {
                var body: some View {
                    trailing
                }
                private var trailing: some View {
                    makeButton()
                }
                private func makeButton() -> some View {
                    Button { act() } label: { makeLabel() }
                }
                private func makeLabel() -> some View {
                    Text("swipe.bookmark")
                }
            }
            """
        let row = """
            struct RowView: View {
                var body: some View {
                    Text("row.text")
                        .swipeActions(edge: .trailing) { SwipeView() }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/SwipeView.swift", swipe), ("App/RowView.swift", row)],
                                        keys: ["swipe.bookmark", "row.text"])
        #expect(SwiftSnippets.lines(layout) == [
            "row.text | multiline-label lines=0 | RowView.swift:3 | SwiftUI Text | B",
            "swipe.bookmark | swipe-action | RowView.swift:4 | SwiftUI .swipeActions button | C | via SwipeView.swift:12 SwipeView.swift:9 SwipeView.swift:6 SwipeView.swift:3",
        ])
    }

    /// IceCubes: `viewModel.mode.title` in the accounts list is the list's mode, not the editor's
    /// `Mode` that returns `status.editor.mode.edit`. A receiver named `mode`, `item`, `entry` fits
    /// too many types to link by its name.
    @Test func aGenericReceiverNameLinksToNothing() {
        let layout = SwiftSnippets.read("""
            struct Editor {
                enum Mode {
                    case edit
                    var title: LocalizedStringKey { "editor.mode.edit" }
                }
            }
            struct AccountsList: View {
                var body: some View {
                    List { }.navigationTitle(viewModel.mode.title)
                }
            }
            """, keys: ["editor.mode.edit"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [#"editor.mode.edit | View.swift:4 | "editor.mode.edit""#])
    }
}
