import Testing
import TypeFitConfig
import TypeFitDiagnostics
@testable import TypeFitSources

/// Tables the system shows rather than the app: intent definitions, App Shortcuts, a Settings
/// bundle, App Store listing text — and the app's own tables, which are left to the Swift pass.
@Suite struct SystemStringTablesTests {
    let intentReason = "a Siri intent definition string: Siri, Shortcuts and widget configuration show it, not the app"

    @Test func anIntentsTableIsNotDrawn() {
        let file = "MastodonIntent/en.lproj/Intents.strings"
        let layout = IBSnippet.read([(file, "\"16wxgf\" = \"Post on Mastodon\";\n\n\"apSxMG-dYQ5NN\" = \"There are ${count} options.\";\n")],
                                    keys: ["16wxgf": ["Intents"], "apSxMG-dYQ5NN": ["Intents"]])
        #expect(layout.uses == [
            SourceUse(key: "16wxgf", table: "Intents", kind: .notDrawn, settings: ElementSettings(), location: IBSnippet.at(file, 1, 1),
                      pattern: "intent definition", grade: .a, reason: intentReason),
            SourceUse(key: "apSxMG-dYQ5NN", table: "Intents", kind: .notDrawn, settings: ElementSettings(),
                      location: IBSnippet.at(file, 3, 1), pattern: "intent definition", grade: .a, reason: intentReason),
        ])
    }

    @Test func aTableOfIntentDefinitionIdsIsAnIntentTableByItsKeys() {
        // Mastodon's WidgetExtension.strings: the strings of WidgetExtension.intentdefinition.
        let file = "WidgetExtension/en.lproj/WidgetExtension.strings"
        let keys = ["3d6HSO", "7DZrRA", "ZLZ6sg"]
        let text = "\"3d6HSO\" = \"Enter username\";\n\"7DZrRA\" = \"Username\";\n\"ZLZ6sg\" = \"Latest Followers\";\n"
        let layout = IBSnippet.read([(file, text)], keys: Dictionary(uniqueKeysWithValues: keys.map { ($0, ["WidgetExtension"]) }))
        #expect(layout.uses.map(\.key) == keys)
        #expect(layout.uses.allSatisfy { $0.kind == .notDrawn && $0.grade == .b && $0.reason == intentReason })
    }

    @Test func sixLetterWordsOrTheLocalizableTableAreTheAppsOwn() {
        let words = "\"cancel\" = \"Cancel\";\n\"delete\" = \"Delete\";\n"
        let ids = "\"16wxgf\" = \"Post\";\n"
        let layout = IBSnippet.read([("App/en.lproj/Actions.strings", words), ("App/en.lproj/Localizable.strings", ids)],
                                    keys: ["cancel": ["Actions"], "delete": ["Actions"], "16wxgf": ["Localizable"]])
        #expect(layout.uses.isEmpty && layout.unresolved.isEmpty && layout.problems.isEmpty)
    }

    @Test func appShortcutsAreNotDrawn() {
        // AppShortcuts.xcstrings: placed where the catalog writes the phrase.
        let place = IBSnippet.at("App/AppShortcuts.xcstrings", 5, 5)
        let layout = IBSnippet.read([], keys: ["Start a workout in ${applicationName}": ["AppShortcuts"]],
                                    places: ["AppShortcuts": ["Start a workout in ${applicationName}": place]])
        #expect(layout.uses == [SourceUse(
            key: "Start a workout in ${applicationName}", table: "AppShortcuts", kind: .notDrawn, settings: ElementSettings(),
            location: place, pattern: "App Shortcuts", grade: .a,
            reason: "an App Shortcuts phrase or title: Siri, Spotlight and Shortcuts show it, not the app")])
    }

    @Test func aSettingsBundleTitleIsARowOfTheSettingsApp() {
        let file = "Mastodon/Supporting Files/Settings.bundle/en.lproj/Root.strings"
        let layout = IBSnippet.read([(file, "\"Group\" = \"Group\";\n\"Enabled\" = \"Enabled\";\n")],
                                    keys: ["Group": ["Root"], "Enabled": ["Root"]])
        #expect(layout.uses == [
            SourceUse(key: "Group", table: "Root", settings: ElementSettings(element: .cell), location: IBSnippet.at(file, 1, 1),
                      pattern: "Settings.bundle", grade: .c),
            SourceUse(key: "Enabled", table: "Root", settings: ElementSettings(element: .cell), location: IBSnippet.at(file, 2, 1),
                      pattern: "Settings.bundle", grade: .c),
        ])
    }

    @Test func anAppStoreTableIsNotDrawn() {
        let place = IBSnippet.at("geteduroam/AppStore.xcstrings", 117, 5)
        let layout = IBSnippet.read([], keys: ["Keywords": ["AppStore"]], places: ["AppStore": ["Keywords": place]])
        #expect(layout.uses.map(\.kind) == [.notDrawn])
        #expect(layout.uses.map(\.pattern) == ["App Store listing"])
        #expect(layout.uses.map(\.location) == [place])
    }
}
