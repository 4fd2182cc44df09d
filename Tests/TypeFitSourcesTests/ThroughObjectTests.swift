import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Properties reached through other objects, each a property of the type declared for the one
/// before it: a UIKit element (`emptyStateView.infoLabel.text = …`) has the attributes its own type
/// sets on it — in its closure initializer, its `init` or its setup, in whichever file — and a
/// member holding a key (`viewModel.mode.title`) is a sure link. A receiver of unknown type keeps
/// UIKit's defaults.
@Suite struct ThroughObjectTests {
    /// Mastodon `MastodonPickServerViewController.swift:208`: `PickServerEmptyStateView.infoLabel`
    /// is `numberOfLines = 0` at a fixed 17 pt in its closure initializer: it wraps (it was a
    /// one-line label, a false finding).
    @Test func aClosureInitializerOfAnotherTypesProperty() {
        let view = """
            final class PickServerEmptyStateView: UIView {
                let infoLabel: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 17)
                    label.textAlignment = .center
                    label.numberOfLines = 0
                    return label
                }()
            }
            """
        let controller = """
            final class PickServerViewController: UIViewController {
                let emptyStateView = PickServerEmptyStateView()
                func showError() {
                    self.emptyStateView.infoLabel.text = NSLocalizedString("server.bad.network", comment: "")
                }
            }
            """
        let layout = SwiftSnippets.read([("App/PickServerEmptyStateView.swift", view), ("App/PickServerViewController.swift", controller)],
                                        keys: ["server.bad.network"])
        #expect(SwiftSnippets.lines(layout) == [
            "server.bad.network | multiline-label font=17/fixed lines=0 | PickServerViewController.swift:4 | UIKit label.text | B",
        ])
    }

    /// Mastodon `StatusView+ViewModel.swift:657`: `statusMetricView.editHistoryButton.detailLabel`,
    /// three objects deep; the label's attributes are set in `StatusMetricRowView`'s `init`, the
    /// row is a `lazy var`, the assignment is in an extension in another file.
    @Test func aPropertyThreeObjectsDeepSetUpInItsTypesInit() {
        let row = """
            final class StatusMetricRowView: UIView {
                let detailLabel: UILabel
                init(text: String) {
                    detailLabel = UILabel()
                    detailLabel.numberOfLines = 0
                    detailLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .regular))
                    super.init(frame: .zero)
                }
            }
            final class StatusMetricView: UIView {
                lazy var editHistoryButton = StatusMetricRowView(text: "")
            }
            """
        let status = """
            final class StatusView: UIView {
                let statusMetricView = StatusMetricView()
            }
            """
        let model = """
            extension StatusView {
                func configure(statusView: StatusView) {
                    statusView.statusMetricView.editHistoryButton.detailLabel.text = NSLocalizedString("status.edited", comment: "")
                }
            }
            """
        let layout = SwiftSnippets.read([("UI/StatusMetricRowView.swift", row), ("UI/StatusView.swift", status),
                                         ("UI/StatusView+ViewModel.swift", model)], keys: ["status.edited"])
        #expect(SwiftSnippets.lines(layout) == [
            "status.edited | multiline-label font=17/body weight=regular lines=0 | StatusView+ViewModel.swift:3 | UIKit label.text | B",
        ])
    }

    /// What the use itself sets decides; the other type's settings fill in the rest.
    @Test func theUsesOwnSettingsComeFirst() {
        let banner = """
            final class Banner: UIView {
                let titleLabel: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.font = .preferredFont(forTextStyle: .headline)
                    return label
                }()
            }
            """
        let screen = """
            final class Screen: UIViewController {
                let banner = Banner()
                func show() {
                    banner.titleLabel.numberOfLines = 2
                    banner.titleLabel.text = NSLocalizedString("banner.title", comment: "")
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Banner.swift", banner), ("App/Screen.swift", screen)], keys: ["banner.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "banner.title | multiline-label style=headline lines=2 | Screen.swift:5 | UIKit label.text | B",
        ])
    }

    /// A receiver whose type is not known, or a property its type does not declare, keeps UIKit's
    /// defaults: a one-line label at a fixed 17 pt.
    @Test func anUnknownReceiverKeepsTheDefaults() {
        let layout = SwiftSnippets.read("""
            final class Banner: UIView {
                let titleLabel: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    return label
                }()
            }
            final class Screen: UIViewController {
                let banner = Banner()
                func show(_ other: SomeView) {
                    other.titleLabel.text = NSLocalizedString("other.title", comment: "")
                    banner.subtitleLabel.text = NSLocalizedString("banner.subtitle", comment: "")
                }
            }
            """, keys: ["other.title", "banner.subtitle"])
        #expect(SwiftSnippets.lines(layout) == [
            "banner.subtitle | label font=17/fixed lines=1 | View.swift:12 | UIKit label.text | B",
            "other.title | label font=17/fixed lines=1 | View.swift:11 | UIKit label.text | B",
        ])
    }

    /// IceCubes `AccountsListView.swift:39`: `viewModel.mode.title`, where `mode` names nothing by
    /// itself, is a sure link through the declared types of `viewModel` and of its `mode`.
    @Test func aMemberReachedThroughDeclaredTypes() {
        let mode = """
            public enum AccountsListMode {
                case blocked
                var title: LocalizedStringKey {
                    switch self {
                    case .blocked: "account.blocked"
                    }
                }
            }
            @Observable class AccountsListViewModel {
                let mode: AccountsListMode
            }
            """
        let view = """
            public struct AccountsListView: View {
                @State private var viewModel: AccountsListViewModel
                public var body: some View {
                    List {}
                        .navigationTitle(viewModel.mode.title)
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            """
        let layout = SwiftSnippets.read([("Account/AccountsListViewModel.swift", mode), ("Account/AccountsListView.swift", view)],
                                        keys: ["account.blocked"])
        #expect(SwiftSnippets.lines(layout) == [
            "account.blocked | navigation-title | AccountsListView.swift:5 | SwiftUI .navigationTitle (inline) | C | via AccountsListViewModel.swift:5",
        ])
    }

    /// IceCubes `NotificationsListView.swift:54`: `lockedType?.menuTitle()`, a member read through
    /// an optional, is linked through the optional's declared type.
    @Test func aMemberReadThroughAnOptional() {
        let layout = SwiftSnippets.read("""
            enum NotificationType {
                case favorite
                func menuTitle() -> LocalizedStringKey {
                    switch self {
                    case .favorite: "notifications.menu-title.favorite"
                    }
                }
            }
            struct NotificationsListView: View {
                let lockedType: NotificationType?
                var body: some View {
                    List {}
                        .navigationTitle(lockedType?.menuTitle() ?? "")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            """, keys: ["notifications.menu-title.favorite"])
        #expect(SwiftSnippets.lines(layout) == [
            "notifications.menu-title.favorite | navigation-title | View.swift:13 | SwiftUI .navigationTitle (inline) | C | via View.swift:5",
        ])
    }
}
