import Testing
@testable import TypeFitSources

/// Texts used without being drawn as the app's UI text, and code for platforms the check does not
/// cover (set aside, counted).
@Suite struct NotDrawnAndPlatformTests {
    @Test func accessibilityHelpKeyCommandsAndNotifications() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    Image(systemName: "ellipsis")
                        .accessibilityLabel("a11y.more")
                        .help("help.more")
                }
            }
            final class C: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(title: NSLocalizedString("key.find", comment: ""), action: #selector(find), input: "f")]
                }
                func f() {
                    button.accessibilityLabel = NSLocalizedString("a11y.button", comment: "")
                    let content = UNMutableNotificationContent()
                    content.body = NSLocalizedString("notify.body", comment: "")
                }
            }
            """, keys: ["a11y.more", "help.more", "key.find", "a11y.button", "notify.body"])
        #expect(SwiftSnippets.lines(layout) == [
            "a11y.button | not drawn: accessibility | View.swift:13 | UIKit accessibilityLabel | A",
            "a11y.more | not drawn: accessibility | View.swift:4 | SwiftUI .accessibilityLabel | A",
            "help.more | not drawn: help tag | View.swift:5 | SwiftUI .help | A",
            // Drawn by the system in its own surfaces (SystemDrawnTextTests).
            "key.find | key-command | View.swift:10 | UIKeyCommand(title:) | A",
            "notify.body | notification-body | View.swift:15 | UNMutableNotificationContent.body | A",
        ])
    }

    @Test func appIntentsAndWidgetConfiguration() {
        let layout = SwiftSnippets.read("""
            struct PostIntent: AppIntent {
                static let title: LocalizedStringResource = "intent.title"
                @Parameter(title: "intent.content") var content: String
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: IntentDialog("intent.done"))
                }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PostIntent(), phrases: ["Post with \\(.applicationName)"], shortTitle: "intent.short", systemImageName: "pencil")
                }
            }
            struct LatestWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "latest", provider: Provider()) { entry in EntryView(entry: entry) }
                        .configurationDisplayName("widget.name")
                        .description("widget.description")
                }
            }
            """, keys: ["intent.title", "intent.content", "intent.done", "intent.short", "widget.name", "widget.description"])
        #expect(SwiftSnippets.lines(layout) == [
            "intent.content | not drawn: App Intents | View.swift:3 | App Intents (PostIntent) | A",
            "intent.done | not drawn: App Intents | View.swift:5 | App Intents (PostIntent) | A",
            "intent.short | not drawn: App Intents | View.swift:10 | App Intents (Shortcuts) | A",
            "intent.title | not drawn: App Intents | View.swift:2 | App Intents (PostIntent) | A",
            "widget.description | widget-description | View.swift:17 | WidgetKit .description | A",
            "widget.name | widget-name | View.swift:16 | WidgetKit .configurationDisplayName | A",
        ])
    }

    /// geteduroam's `ConnectView-Mac.swift` is all under `#if os(macOS)`.
    @Test func macOSOnlyCodeIsSetAside() {
        let layout = SwiftSnippets.read("""
            #if os(macOS)
            struct MacView: View {
                var body: some View { Text("mac.only") }
            }
            #endif
            #if os(iOS)
            struct PhoneView: View {
                var body: some View { Text("ios.only") }
            }
            #else
            struct OtherView: View {
                var body: some View { Text("other.only") }
            }
            #endif
            #if canImport(UIKit)
            let a = UIAlertAction(title: NSLocalizedString("uikit.ok", comment: ""), style: .default)
            #elseif canImport(AppKit)
            let b = NSMenuItem(title: NSLocalizedString("appkit.item", comment: ""), action: nil, keyEquivalent: "")
            #endif
            let c = NSMenuItem(title: NSLocalizedString("appkit.menu", comment: ""), action: nil, keyEquivalent: "")
            #if DEBUG
            let d = UIAlertAction(title: NSLocalizedString("debug.ok", comment: ""), style: .default)
            #endif
            """, keys: ["mac.only", "ios.only", "other.only", "uikit.ok", "appkit.item", "appkit.menu", "debug.ok"])
        #expect(SwiftSnippets.lines(layout) == [
            "debug.ok | alert-button | View.swift:22 | UIAlertAction(title:) | A",
            "ios.only | multiline-label lines=0 | View.swift:8 | SwiftUI Text | B",
            "uikit.ok | alert-button | View.swift:16 | UIAlertAction(title:) | A",
        ])
        // mac.only, other.only, appkit.item (branches never built for iOS) and appkit.menu (AppKit).
        #expect(layout.setAside == 4)
    }
}
