import Testing
@testable import TypeFitSources

/// Texts an app hands the system, which the system draws in its own surfaces: the notification
/// banner (Apple, UNMutableNotificationContent, UNNotificationCategory.actions), the iPad's
/// keyboard-shortcut overlay (Apple, UIKeyCommand.discoverabilityTitle: shown in the HUD, else
/// `title`) and the widget gallery (Apple, WidgetConfiguration.configurationDisplayName/description).
@Suite struct SystemDrawnTextTests {
    @Test func notificationTitleSubtitleBodyAndActions() {
        let layout = SwiftSnippets.read("""
            func schedule() {
                let content = UNMutableNotificationContent()
                content.title = NSLocalizedString("notify.title", comment: "")
                content.subtitle = NSLocalizedString("notify.subtitle", comment: "")
                content.body = NSLocalizedString("notify.body", comment: "")
                content.threadIdentifier = NSLocalizedString("notify.thread", comment: "")
                let reply = UNNotificationAction(identifier: "reply", title: NSLocalizedString("notify.reply", comment: ""), options: [])
                let category = UNNotificationCategory(identifier: "c", actions: [reply], intentIdentifiers: [],
                                                      hiddenPreviewsBodyPlaceholder: NSLocalizedString("notify.hidden", comment: ""),
                                                      options: [])
            }
            """, keys: ["notify.title", "notify.subtitle", "notify.body", "notify.thread", "notify.reply", "notify.hidden"])
        #expect(SwiftSnippets.lines(layout) == [
            "notify.body | notification-body | View.swift:5 | UNMutableNotificationContent.body | A",
            "notify.hidden | notification-body | View.swift:9 | UNNotificationCategory(hiddenPreviewsBodyPlaceholder:) | A",
            "notify.reply | notification-action | View.swift:7 | UNNotificationAction(title:) | A",
            "notify.subtitle | notification-subtitle | View.swift:4 | UNMutableNotificationContent.subtitle | A",
            // An identifier is not drawn.
            "notify.thread | not drawn: notification content | View.swift:6 | UNMutableNotificationContent.threadIdentifier | A",
            "notify.title | notification-title | View.swift:3 | UNMutableNotificationContent.title | A",
        ])
    }

    /// The overlay shows `discoverabilityTitle` when it is set, else `title`; a title beside a
    /// discoverability title is the one menus show.
    @Test func keyCommandsWithAndWithoutDiscoverabilityTitle() {
        let layout = SwiftSnippets.read("""
            final class C: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(title: NSLocalizedString("key.find", comment: ""), action: #selector(find), input: "f"),
                     UIKeyCommand(title: NSLocalizedString("key.new", comment: ""), action: #selector(add), input: "n",
                                  discoverabilityTitle: NSLocalizedString("key.new.long", comment: "")),
                     UIKeyCommand(title: NSLocalizedString("key.back", comment: ""), action: #selector(back), input: "[",
                                  discoverabilityTitle: nil)]
                }
            }
            """, keys: ["key.find", "key.new", "key.new.long", "key.back"])
        #expect(SwiftSnippets.lines(layout) == [
            // `discoverabilityTitle: nil`: the overlay shows the title.
            "key.back | key-command | View.swift:6 | UIKeyCommand(title:) | A",
            "key.find | key-command | View.swift:3 | UIKeyCommand(title:) | A",
            "key.new | key-command | View.swift:4 | UIKeyCommand(title:) (menus; the shortcut overlay shows discoverabilityTitle) | A",
            "key.new.long | key-command | View.swift:5 | UIKeyCommand(discoverabilityTitle:) | A",
        ])
    }

    @Test func widgetNameAndDescriptionAreTheGallerys() {
        let layout = SwiftSnippets.read("""
            struct LatestWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "latest", provider: Provider()) { entry in EntryView(entry: entry) }
                        .configurationDisplayName("widget.name")
                        .description("widget.description")
                }
            }
            """, keys: ["widget.name", "widget.description"])
        #expect(SwiftSnippets.lines(layout) == [
            "widget.description | widget-description | View.swift:5 | WidgetKit .description | A",
            "widget.name | widget-name | View.swift:4 | WidgetKit .configurationDisplayName | A",
        ])
    }

    /// Still not drawn: an accessibility label and an App Intent's title, beside a drawn notification.
    @Test func accessibilityAndAppIntentsStayNotDrawn() {
        let layout = SwiftSnippets.read("""
            struct PostIntent: AppIntent {
                static let title: LocalizedStringResource = "intent.title"
                func perform() async throws -> some IntentResult { .result() }
            }
            func f(button: UIButton) {
                button.accessibilityLabel = NSLocalizedString("a11y.button", comment: "")
            }
            """, keys: ["intent.title", "a11y.button"])
        #expect(SwiftSnippets.lines(layout) == [
            "a11y.button | not drawn: accessibility | View.swift:6 | UIKit accessibilityLabel | A",
            "intent.title | not drawn: App Intents | View.swift:2 | App Intents (PostIntent) | A",
        ])
    }
}
