import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Keys held in `static let` constants (DuckDuckGo's `UserText`) and followed through more than
/// two sure links; constants nothing reads; a custom view placed only where the call passing the
/// text is; overrides read by their superclass.
@Suite struct SourceLinkDepthTests {
    /// DuckDuckGo `Theme.swift:36`: `UserText.themeNameDark` returned from `descriptionText`,
    /// returned from `description`, drawn by a label: three hops, each through a known type.
    /// `UserText.neverShown` is named by no expression: the app never shows it.
    @Test func threeHopsThroughComputedProperties() {
        let text = """
            enum UserText {
                static let themeNameDark = NSLocalizedString("theme.name.dark", value: "Dark", comment: "")
                static let neverShown = NSLocalizedString("theme.never.shown", value: "Never", comment: "")
            }
            """
        let theme = """
            enum ThemeName {
                case dark
                var description: String {
                    return descriptionText
                }
                var descriptionText: String {
                    switch self {
                    case .dark: return UserText.themeNameDark
                    }
                }
            }
            """
        let cell = """
            final class ThemeCell: UITableViewCell {
                let nameLabel = UILabel()
                func show(_ theme: ThemeName) {
                    nameLabel.text = theme.description
                }
            }
            """
        let layout = SwiftSnippets.read([("App/UserText.swift", text), ("App/Theme.swift", theme), ("App/ThemeCell.swift", cell)],
                                        keys: ["theme.name.dark", "theme.never.shown"])
        #expect(SwiftSnippets.lines(layout) == [
            "theme.name.dark | label font=17/fixed lines=1 | ThemeCell.swift:4 | UIKit label.text | C | via UserText.swift:2 Theme.swift:8 Theme.swift:4",
        ])
        #expect(SwiftSnippets.unresolved(layout).isEmpty)
    }

    /// A static constant read only by a name the pass cannot follow stays unresolved: the name is
    /// still mentioned, so it is not taken for unused.
    @Test func aMentionedStaticIsNotUnused() {
        let layout = SwiftSnippets.read("""
            enum UserText {
                static let shown = NSLocalizedString("menu.shown", comment: "")
            }
            final class Menu {
                func entries() -> [Entry] {
                    [Entry.regular(name: UserText.shown)]
                }
            }
            """, keys: ["menu.shown"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"menu.shown | View.swift:2 | static let shown = NSLocalizedString("menu.shown", comment: "")"#,
        ])
    }

    /// DuckDuckGo `SettingsCellView(label:)`: the label is drawn in a `Button` in the cell's `body`,
    /// placed where each call is; a key passed at one call is not placed at the other.
    @Test func aCustomViewIsPlacedOnlyWhereItsCallIs() {
        let cell = """
            struct SettingsCellView: View {
                let label: String
                var body: some View {
                    Button { } label: { content }
                }
                private var content: some View {
                    Text(label)
                }
            }
            """
        let settings = """
            struct SettingsView: View {
                var body: some View {
                    List {
                        NavigationLink(destination: GeneralView()) {
                            SettingsCellView(label: NSLocalizedString("settings.general", comment: ""))
                        }
                        NavigationLink(destination: PrivacyView()) {
                            SettingsCellView(label: NSLocalizedString("settings.privacy", comment: ""))
                        }
                    }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/SettingsCell.swift", cell), ("App/SettingsView.swift", settings)],
                                        keys: ["settings.general", "settings.privacy"])
        #expect(SwiftSnippets.lines(layout) == [
            "settings.general | button lines=0 | SettingsView.swift:5 | SwiftUI Text in Button label | C | via SettingsView.swift:5 SettingsCell.swift:7 SettingsCell.swift:4",
            "settings.privacy | button lines=0 | SettingsView.swift:8 | SwiftUI Text in Button label | C | via SettingsView.swift:8 SettingsCell.swift:7 SettingsCell.swift:4",
        ])
    }

    /// DuckDuckGo `OnboardingWidgetsViewController.swift:30`: an `override var` returning a
    /// `UserText` constant, read by the superclass's own code.
    @Test func anOverrideIsReadByItsSuperclass() {
        let layout = SwiftSnippets.read("""
            enum UserText {
                static let widgetsHeader = NSLocalizedString("onboarding.widgets.header", comment: "")
            }
            class OnboardingScreen: UIViewController {
                let headerLabel = UILabel()
                var header: String { "" }
                func show() {
                    headerLabel.text = header
                }
            }
            final class WidgetsScreen: OnboardingScreen {
                override var header: String {
                    return UserText.widgetsHeader
                }
            }
            """, keys: ["onboarding.widgets.header"])
        #expect(SwiftSnippets.lines(layout) == [
            "onboarding.widgets.header | label font=17/fixed lines=1 | View.swift:8 | UIKit label.text | C | via View.swift:2 View.swift:13",
        ])
    }

    /// `UIAlertAction.init(title:)` is `UIAlertAction(title:)`; `UIMenuItem(title:)` is an edit-menu item.
    @Test func explicitInitAndMenuItem() {
        let layout = SwiftSnippets.read("""
            final class SitesController: UIViewController {
                func add() {
                    let confirm = NSLocalizedString("action.add", comment: "")
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction.init(title: confirm, style: .default, handler: nil))
                    let item = UIMenuItem(title: NSLocalizedString("action.copy", comment: ""), action: #selector(copyText))
                }
            }
            """, keys: ["action.add", "action.copy"])
        #expect(SwiftSnippets.lines(layout) == [
            "action.add | alert-button | View.swift:5 | UIAlertAction(title:) | C | via View.swift:3",
            "action.copy | menu-item | View.swift:6 | UIMenuItem(title:) | A",
        ])
    }

    /// DuckDuckGo `ActionMessageView.present(message:)`: past the second hop a function called on
    /// another receiver is not linked by its name (it has overloads, and a copy in another target).
    @Test func aFunctionNamedOnlyByItsNameIsNotFollowedPastTwoHops() {
        let layout = SwiftSnippets.read("""
            final class DetailsModel {
                func copied() {
                    let message = NSLocalizedString("toast.copied", comment: "")
                    presentConfirmation(message: message)
                }
                func presentConfirmation(message: String) {
                    presenter.present(message: message)
                }
            }
            final class MessageView: UIView {
                let label = UILabel()
                func present(message: String) {
                    label.text = message
                }
            }
            """, keys: ["toast.copied"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"toast.copied | View.swift:3 | let message = NSLocalizedString("toast.copied", comment: "")"#,
        ])
    }

    /// A static method called on its type (`MessageView.present(message:)`) is that type's: a
    /// sure link at any depth.
    @Test func aStaticMethodCalledOnItsTypeIsFollowed() {
        let layout = SwiftSnippets.read("""
            final class DetailsModel {
                func copied() {
                    let message = NSLocalizedString("toast.copied", comment: "")
                    presentConfirmation(message: message)
                }
                func presentConfirmation(message: String) {
                    MessageView.present(message: message)
                }
            }
            final class MessageView: UIView {
                let label = UILabel()
                static func present(message: String) {
                    let view = MessageView()
                    view.label.text = message
                }
            }
            """, keys: ["toast.copied"])
        #expect(SwiftSnippets.lines(layout) == [
            "toast.copied | label font=17/fixed lines=1 | View.swift:14 | UIKit label.text | C | via View.swift:3 View.swift:4 View.swift:7",
        ])
    }

    /// DuckDuckGo `NumberedParagraphConfig.init(text:)`: `self.text = text` in a struct is the
    /// struct's property, read where the struct is drawn, not a UIKit label's text; so is a view
    /// model's (`OmniBarNotificationViewModel: ObservableObject`), which nothing here reads.
    @Test func aValueTypesTextPropertyIsNotALabel() {
        let layout = SwiftSnippets.read("""
            struct ParagraphConfig {
                let text: String
                init(text: String) {
                    self.text = text
                }
            }
            struct ParagraphView: View {
                let config: ParagraphConfig
                var body: some View {
                    Text(config.text)
                }
            }
            final class Screen {
                func make() -> ParagraphConfig {
                    ParagraphConfig(text: NSLocalizedString("paragraph.first", comment: ""))
                }
                func notification() -> NotificationModel {
                    NotificationModel(text: NSLocalizedString("notification.hidden", comment: ""))
                }
            }
            final class NotificationModel: ObservableObject {
                @Published var text: String
                init(text: String) {
                    self.text = text
                }
            }
            """, keys: ["paragraph.first", "notification.hidden"])
        #expect(SwiftSnippets.lines(layout) == [
            "paragraph.first | multiline-label lines=0 | View.swift:10 | SwiftUI Text | C | via View.swift:15 View.swift:4",
        ])
        #expect(SwiftSnippets.unresolved(layout) == [
            #"notification.hidden | View.swift:18 | NotificationModel(text: NSLocalizedString("notification.hidden", comment: "")) | suggest NotificationModel(text:) text label"#,
        ])
    }

    /// DuckDuckGo `LockScreenWidgets.swift:50`: each widget's `let displayName = UserText.x` is
    /// read as the protocol's `displayName` in the protocol extension's `body`. The member holds
    /// the key its own declaration names, so it is followed through the protocol one hop from
    /// `UserText` as well as where the key is written.
    @Test func aMemberHoldingAConstantIsReadThroughItsProtocol() {
        let text = """
            enum UserText {
                static let lockScreenSearchTitle = NSLocalizedString("lock.search.title", value: "Search", comment: "")
                static let lockScreenSearchDescription = NSLocalizedString("lock.search.description", value: "Search", comment: "")
            }
            """
        let widgets = """
            protocol LockScreenWidget: Widget {
                var displayName: String { get }
                var description: String { get }
            }
            extension LockScreenWidget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "lock", provider: Provider()) { _ in LockView() }
                    .configurationDisplayName(displayName)
                    .description(self.description)
                    .supportedFamilies([.accessoryCircular])
                }
            }
            struct SearchLockScreenWidget: LockScreenWidget {
                let displayName = UserText.lockScreenSearchTitle
                let description = UserText.lockScreenSearchDescription
            }
            """
        let layout = SwiftSnippets.read([("App/UserText.swift", text), ("Widgets/LockScreenWidgets.swift", widgets)],
                                        keys: ["lock.search.title", "lock.search.description"])
        #expect(SwiftSnippets.lines(layout) == [
            "lock.search.description | widget-description | LockScreenWidgets.swift:9 | WidgetKit .description | C | via UserText.swift:3 LockScreenWidgets.swift:15",
            "lock.search.title | widget-name | LockScreenWidgets.swift:8 | WidgetKit .configurationDisplayName | C | via UserText.swift:2 LockScreenWidgets.swift:14",
        ])
        #expect(SwiftSnippets.unresolved(layout).isEmpty)
    }

    /// DuckDuckGo `Feedback.swift:76`: `UserText.browserFeatureIssuesEntry` returned from the
    /// enum's `userText`, read as the protocol `FeedbackEntry`'s `userText` from an array of them
    /// and set into a cell's label. A constant passed into a data type's initializer is still not
    /// followed to the readers of the protocol that type conforms to.
    @Test func aConstantReturnedByAMemberIsReadThroughItsProtocol() {
        let text = """
            enum UserText {
                static let browserFeatureIssuesEntry = NSLocalizedString("feedback.browser.entry", value: "Browser", comment: "")
                static let noLink = NSLocalizedString("user.no-link", value: "None", comment: "")
            }
            """
        let feedback = """
            protocol FeedbackEntry {
                var userText: String { get }
            }
            enum Category: FeedbackEntry {
                case browserFeatures
                var userText: String {
                    switch self {
                    case .browserFeatures: return UserText.browserFeatureIssuesEntry
                    }
                }
            }
            final class FeedbackPickerViewController: UITableViewController {
                private var entries = [FeedbackEntry]()
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = entries[indexPath.row].userText
                    return cell
                }
            }
            """
        let content = """
            protocol MetaContent { var string: String { get } }
            public struct PlaintextMetaContent: MetaContent {
                public let string: String
                public init(string: String) {
                    self.string = string
                }
            }
            final class UserView: UIView {
                func configure() {
                    label.configure(content: PlaintextMetaContent(string: UserText.noLink))
                }
            }
            final class PollView: UIView {
                func update(metaContent: MetaContent) {
                    optionLabel.text = metaContent.string
                }
            }
            """
        let layout = SwiftSnippets.read([("App/UserText.swift", text), ("App/Feedback.swift", feedback), ("App/Content.swift", content)],
                                        keys: ["feedback.browser.entry", "user.no-link"])
        #expect(SwiftSnippets.lines(layout) == [
            "feedback.browser.entry | cell lines=1 | Feedback.swift:16 | UIKit cell.textLabel.text | C | via UserText.swift:2 Feedback.swift:8",
        ])
        #expect(SwiftSnippets.unresolved(layout).map { $0.components(separatedBy: " | ")[0] } == ["user.no-link"])
    }

    /// DuckDuckGo's text-zoom menu item, five sure links from where the key is written: a local in
    /// `UserText.textZoomWithPercentForMenuItem`, returned from it, kept in a local `label`, carried
    /// by the `.regular(name:)` payload, passed on as `configure(with:label:)`'s `label`, drawn by a label.
    @Test func fiveSureLinksFromAFunctionsLocalToALabel() {
        let text = """
            enum UserText {
                static func textZoomWithPercentForMenuItem(_ percent: Int) -> String {
                    let message = NSLocalizedString("action.text-zoom-menu-item", value: "Zoom (%d%%)", comment: "")
                    return String(format: message, percent)
                }
            }
            """
        let menu = """
            enum BrowsingMenuEntry {
                case regular(name: String, image: UIImage)
            }
            final class TextZoomCoordinator {
                func menuEntry() -> BrowsingMenuEntry {
                    let label: String
                    label = UserText.textZoomWithPercentForMenuItem(120)
                    return BrowsingMenuEntry.regular(name: label, image: UIImage())
                }
            }
            final class BrowsingMenuButton: UIView {
                let label = UILabel()
                func configure(with entry: BrowsingMenuEntry) {
                    guard case .regular(let name, let image) = entry else { return }
                    configure(with: image, label: name)
                }
                func configure(with icon: UIImage, label: String) {
                    self.label.text = label
                }
            }
            """
        let layout = SwiftSnippets.read([("App/UserText.swift", text), ("App/Menu.swift", menu)],
                                        keys: ["action.text-zoom-menu-item"])
        #expect(SwiftSnippets.lines(layout) == [
            "action.text-zoom-menu-item | label font=17/fixed lines=1 | Menu.swift:18 | UIKit label.text | C | via UserText.swift:3 UserText.swift:4 Menu.swift:7 Menu.swift:8 Menu.swift:15",
        ])
    }
}
