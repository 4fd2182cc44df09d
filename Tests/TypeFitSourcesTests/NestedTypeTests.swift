import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Types found as Swift finds them: two nested types may share a simple name, and a name means
/// the innermost type's nested type first, then outwards, then the top level; a name that stays
/// ambiguous links nothing.
@Suite struct NestedTypeTests {
    /// Mastodon: `ReportReasonViewModel.Reason.title` (`Scene.Report.StepOne.ItsSomethingElse`) was
    /// placed in `TimelineStatusPill`'s button, whose `update(with reason: Reason)` means its own
    /// nested `TimelineStatusPill.Reason`. Each key is drawn only where its own type is read;
    /// `Banner`, outside both types, names `Reason` ambiguously and links neither.
    @Test func aNestedTypeIsTheOneInScope() {
        let report = """
            final class ReportReasonViewModel {}
            extension ReportReasonViewModel {
                enum Reason {
                    case other
                    var title: String {
                        switch self {
                        case .other: return NSLocalizedString("report.other", comment: "")
                        }
                    }
                }
            }
            """
        let pill = """
            final class TimelineStatusPill: UIButton {
                var reason: Reason?
                func update(with reason: Reason) {
                    var configuration = UIButton.Configuration.filled()
                    configuration.title = reason.title
                }
                enum Reason {
                    case newPosts
                    var title: String {
                        switch self {
                        case .newPosts: return NSLocalizedString("pill.new.posts", comment: "")
                        }
                    }
                }
            }
            """
        let view = """
            struct ReportReasonView: View {
                let reason: ReportReasonViewModel.Reason
                var body: some View {
                    Text(reason.title)
                }
            }
            """
        let banner = """
            final class Banner: UIView {
                let label = UILabel()
                func show(_ reason: Reason) {
                    label.text = reason.title
                }
            }
            """
        let layout = SwiftSnippets.read([("App/ReportReasonViewModel.swift", report), ("App/TimelineStatusPill.swift", pill),
                                         ("App/ReportReasonView.swift", view), ("App/Banner.swift", banner)],
                                        keys: ["report.other", "pill.new.posts"])
        #expect(SwiftSnippets.lines(layout) == [
            "pill.new.posts | button lines=0 | TimelineStatusPill.swift:5 | UIKit UIButton.Configuration title | C | via TimelineStatusPill.swift:11",
            "report.other | multiline-label lines=0 | ReportReasonView.swift:4 | SwiftUI Text | C | via ReportReasonViewModel.swift:7",
        ])
        #expect(SwiftSnippets.unresolved(layout).isEmpty)
    }

    /// A key reached only through an ambiguous name stays unresolved rather than placed on a guess;
    /// the same name written inside one of the types, or qualified, is linked.
    @Test func anAmbiguousNameLinksNothing() {
        let kinds = """
            struct Inbox {
                enum Kind {
                    case mail
                    var title: String { NSLocalizedString("inbox.mail", comment: "") }
                }
            }
            struct Outbox {
                enum Kind {
                    case draft
                    var title: String { NSLocalizedString("outbox.draft", comment: "") }
                }
                func show(_ kind: Kind, in label: UILabel) {
                    label.text = kind.title
                }
            }
            """
        let screen = """
            final class Screen: UIViewController {
                let label = UILabel()
                func show(_ kind: Kind) {
                    label.text = kind.title
                }
                func alert(_ kind: Inbox.Kind) {
                    let alert = UIAlertController(title: kind.title, message: nil, preferredStyle: .alert)
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Kinds.swift", kinds), ("App/Screen.swift", screen)],
                                        keys: ["inbox.mail", "outbox.draft"])
        #expect(SwiftSnippets.lines(layout) == [
            "inbox.mail | alert-title | Screen.swift:7 | UIAlertController(title:) | C | via Kinds.swift:4",
            "outbox.draft | label font=17/fixed lines=1 | Kinds.swift:13 | UIKit label.text | C | via Kinds.swift:10",
        ])
    }

    /// A type named through its module (`MastodonSDK.Mastodon.Entity.Visibility`) is the one the
    /// app declares at that path, not another `Visibility`.
    @Test func aModuleQualifiedPathIsTheDeclaredType() {
        let entity = """
            public enum Mastodon {}
            extension Mastodon {
                public enum Entity {}
            }
            extension Mastodon.Entity {
                public enum Visibility {
                    case direct
                }
            }
            extension Mastodon.Entity.Visibility {
                public var title: String { NSLocalizedString("visibility.direct", comment: "") }
            }
            """
        let cell = """
            final class VisibilityCell: UITableViewCell {
                func configure(_ visibility: MastodonSDK.Mastodon.Entity.Visibility) {
                    textLabel?.text = visibility.title
                }
            }
            """
        let privacy = """
            struct PrivacySettings {
                enum Visibility {
                    case everyone
                    var title: String { NSLocalizedString("privacy.everyone", comment: "") }
                }
            }
            struct PrivacyView: View {
                let visibility: PrivacySettings.Visibility
                var body: some View {
                    Text(visibility.title)
                }
            }
            """
        let layout = SwiftSnippets.read([("SDK/Entity.swift", entity), ("App/VisibilityCell.swift", cell), ("App/Privacy.swift", privacy)],
                                        keys: ["visibility.direct", "privacy.everyone"])
        #expect(SwiftSnippets.lines(layout) == [
            "privacy.everyone | multiline-label lines=0 | Privacy.swift:10 | SwiftUI Text | C | via Privacy.swift:4",
            "visibility.direct | cell lines=1 | VisibilityCell.swift:3 | UIKit cell.textLabel.text | C | via Entity.swift:11",
        ])
    }

    /// Mastodon `HashtagWidgetView.swift:28`: `var entry: HashtagWidgetProvider.Entry`, a typealias
    /// of `HashtagWidgetTimelineEntry`, whose `hashtag` is a `HashtagEntry` built with the key: the
    /// memberwise initializer's `accountName` is read through `entry.hashtag`.
    @Test func aTypealiasIsTheTypeItNames() {
        let widget = """
            struct HashtagWidgetProvider {
                typealias Entry = HashtagWidgetTimelineEntry
            }
            struct HashtagWidgetTimelineEntry {
                var hashtag: HashtagEntry
                static var placeholder: Self {
                    HashtagWidgetTimelineEntry(hashtag: HashtagEntry(accountName: NSLocalizedString("widget.placeholder.name", comment: "")))
                }
            }
            struct HashtagEntry {
                var accountName: String
            }
            """
        let view = """
            struct HashtagWidgetView: View {
                var entry: HashtagWidgetProvider.Entry
                var body: some View {
                    Text(entry.hashtag.accountName)
                        .lineLimit(1)
                }
            }
            """
        let layout = SwiftSnippets.read([("Widget/HashtagWidget.swift", widget), ("Widget/HashtagWidgetView.swift", view)],
                                        keys: ["widget.placeholder.name"])
        #expect(SwiftSnippets.lines(layout) == [
            "widget.placeholder.name | multiline-label lines=1 | HashtagWidgetView.swift:4 | SwiftUI Text | C | via HashtagWidget.swift:7",
        ])
    }
}
