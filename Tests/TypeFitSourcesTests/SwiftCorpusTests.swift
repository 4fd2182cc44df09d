import Foundation
import Testing
import TypeFitCatalog
import TypeFitConfig
@testable import TypeFitSources

/// The Swift pass over the corpus apps' own sources (`../shared/corpus`), with their catalogs'
/// keys: known uses from layout-from-source.md §4 are found exactly, and no file stops the pass.
/// The four apps are scanned once; the time and a coverage table are printed.
@Suite(.enabled(if: CorpusPaths.corpus != nil, "../shared/corpus not found next to the repository"))
struct SwiftCorpusTests {
    struct App: Sendable {
        var name: String
        var keys: KeyIndex
        var result: SourceLayout
        var files: Int
    }

    /// The catalogs the study counted: IceCubes' Localizable, Mastodon's main table (en), the 12
    /// geteduroam/getgovroam String Catalogs, and DuckDuckGo's en tables (timing only).
    static let catalogs: [(app: String, paths: [String])] = [
        ("Dimillian-IceCubesApp", ["IceCubesApp/Resources/Localization/Localizable.xcstrings"]),
        ("mastodon-mastodon-ios", ["MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj"]),
        ("geteduroam-apple-app", ["geteduroam", "getgovroam"]),
        ("duckduckgo-iOS", ["DuckDuckGo/en.lproj", "Core/en.lproj", "Widgets/en.lproj", "ShareExtension/en.lproj"]),
    ]

    static let apps: [String: App] = {
        var inputs: [(String, KeyIndex, [String])] = []
        for (app, paths) in catalogs {
            let root = CorpusPaths.app(app)
            let keys = KeyIndex(catalogs: CatalogLoader.load(paths.map { root + "/" + $0 }).catalogs)
            let swift = SourceDiscovery.find([root]).files.filter { $0.kind == .swift }.map(\.path)
            inputs.append((app, keys, swift))
        }
        let start = Date()
        var apps: [String: App] = [:]
        for (name, keys, files) in inputs {
            let result = SwiftSources.scan(SwiftSources.load(files), keys: keys, wrappers: [])
            apps[name] = App(name: name, keys: keys, result: result, files: files.count)
        }
        let seconds = Date().timeIntervalSince(start)
        print("Swift source pass: \(inputs.map(\.2.count).reduce(0, +)) files of 4 apps read and linked in "
              + String(format: "%.2f", seconds) + " s")
        for (app, _) in catalogs.prefix(3) { if let found = apps[app] { print(Coverage(found).row) } }
        return apps
    }()

    private func uses(_ app: String, key: String) -> [String] {
        let root = CorpusPaths.app(app) + "/"
        return (Self.apps[app]?.result.uses ?? []).filter { $0.key == key }.map { use in
            var line = SwiftSnippets.line(use)
            line = line.replacingOccurrences(of: SwiftSnippets.place(use.location), with: use.location.file.replacingOccurrences(of: root, with: "") + ":\(use.location.line)")
            return line
        }
    }

    /// The one file that is not Swift (a Sourcery template fragment) is reported at its first
    /// error, and the pass goes on.
    @Test func noFileStopsThePass() {
        for (app, _) in Self.catalogs {
            let found = Self.apps[app]
            let root = CorpusPaths.app(app) + "/"
            let problems = (found?.result.problems ?? []).map { $0.description.replacingOccurrences(of: root, with: "") }
            #expect(problems == (app == "mastodon-mastodon-ios"
                ? ["Mastodon/Generated/AutoGenerateProtocolDelegate.generated.swift:4:20: error: Swift syntax error; the rest of this file was read as far as it parses"]
                : []), "\(app)")
            #expect((found?.result.uses.count ?? 0) > 0, "\(app)")
        }
    }

    @Test func iceCubesKnownUses() {
        #expect(uses("Dimillian-IceCubesApp", key: "settings.display.show-ipad-column") == [
            "settings.display.show-ipad-column | cell lines=0 width=margins - 95 | IceCubesApp/App/Tabs/Settings/DisplaySettingsView.swift:277 | SwiftUI Toggle(_:isOn:) | B",
        ])
        let done = uses("Dimillian-IceCubesApp", key: "action.done")
        #expect(done.contains("action.done | bar-button | IceCubesApp/App/Tabs/Settings/SettingsTab.swift:59 | SwiftUI ToolbarItem | A"))
        let settings = uses("Dimillian-IceCubesApp", key: "settings.title")
        // Its toolbar's Done button (`if isModal { ToolbarItem { Button … Text("action.done") } }`, line 59),
        // taken as shown: a text item, 70 pt (estimate), twice beside the centred title, and the bar's margins.
        #expect(settings.contains("settings.title | navigation-title width=safe-area - 102 | IceCubesApp/App/Tabs/Settings/SettingsTab.swift:51 | SwiftUI .navigationTitle (inline) | A"))
        // Two hops (study §5.1): `Tabs.swift` returns the key, `Label(title, …)` draws it in a
        // view-valued property, `AppView.swift` places that view as a tab.
        let timeline = uses("Dimillian-IceCubesApp", key: "tab.timeline")
        #expect(timeline.contains("tab.timeline | tab-bar-item | IceCubesApp/App/Main/AppView.swift:95 | SwiftUI Tab label | C | via Tabs.swift:201 Tabs.swift:192"))
        #expect(timeline.contains("tab.timeline | menu-item width=186 | IceCubesApp/App/Tabs/Settings/TabbarEntriesSettingsView.swift:19 | SwiftUI Picker option | C | via Tabs.swift:201 Tabs.swift:192"))
    }

    @Test func mastodonKnownUses() {
        #expect(uses("mastodon-mastodon-ios", key: "Scene.ConfirmEmail.Title") == [
            "Scene.ConfirmEmail.Title | navigation-title | Mastodon/Scene/Onboarding/ConfirmEmail/MastodonConfirmEmailViewController.swift:139 | SwiftGen L10n accessor → UIKit viewController.title | B",
        ])
        #expect(uses("mastodon-mastodon-ios", key: "Common.Controls.Status.Card.By") == [
            "Common.Controls.Status.Card.By | label font=15/subheadline weight=regular lines=1 | MastodonSDK/Sources/MastodonUI/View/Content/StatusCardControl.swift:98 | SwiftGen L10n accessor → UIKit label.text | A",
        ])
        #expect(uses("mastodon-mastodon-ios", key: "Scene.AccountList.AddAccount") == [
            "Scene.AccountList.AddAccount | cell font=17/headline max=22 weight=regular lines=0 | Mastodon/Scene/Account/Cell/AddAccountTableViewCell.swift:16 | SwiftGen L10n accessor → UIKit cell content configuration text | A",
        ])
    }

    @Test func geteduroamKnownUses() {
        #expect(uses("geteduroam-apple-app", key: "App Configuration") == [
            "App Configuration | large-title | geteduroam/GeteduroamPackage/Sources/Main/MainView.swift:248 | SwiftUI .navigationTitle (large by default) | B",
        ])
        #expect(uses("geteduroam-apple-app", key: "Failed to load organizations") == [
            "Failed to load organizations | alert-title | geteduroam/GeteduroamPackage/Sources/Main/MainFeature.swift:207 | TCA AlertState title | A",
            // `.font(theme.errorFont)`: a runtime theme, so the font is the default's. Its HStack: a
            // symbol and an icon button (20.4 pt each at 17 pt, estimates), 8 pt apart twice, padded 20
            // a side: margins − 96.8.
            "Failed to load organizations | multiline-label lines=0 width=margins - 96.8 | geteduroam/GeteduroamPackage/Sources/Main/MainView.swift:168 | SwiftUI Text | B",
        ])
    }
}

/// One app's row of the coverage table: of its keys, how many the source places in an element,
/// uses without drawing, leaves unresolved or never names; and of the placed, how many have a
/// font, line limit and width stated in the source rather than filled from the element's defaults.
struct Coverage {
    var app: String
    var keys = 0, referenced = 0, placed = 0, notDrawn = 0, unresolved = 0, unused = 0
    var font = 0, lines = 0, width = 0

    init(_ found: SwiftCorpusTests.App) {
        app = found.name
        let all = Set(found.keys.tables.keys)
        var drawn = Set<String>(), used = Set<String>(), fonts = Set<String>(), limits = Set<String>(), widths = Set<String>()
        for placed in found.result.uses where all.contains(placed.key) {
            used.insert(placed.key)
            guard placed.kind == .drawn else { continue }
            drawn.insert(placed.key)
            if placed.read.contains(.font) { fonts.insert(placed.key) }
            if placed.read.contains(.lines) { limits.insert(placed.key) }
            if placed.read.contains(.width) { widths.insert(placed.key) }
        }
        let unplaced = Set(found.result.unresolved.compactMap(\.key)).intersection(all).subtracting(used)
        keys = all.count
        placed = drawn.count
        notDrawn = used.subtracting(drawn).count
        unresolved = unplaced.count
        referenced = used.count + unplaced.count
        unused = keys - referenced
        font = fonts.count
        lines = limits.count
        width = widths.count
    }

    var row: String {
        "| \(app) | \(keys) | \(referenced) | \(placed) | \(notDrawn) | \(unresolved) | \(unused) | \(font) | \(lines) | \(width) |"
    }
}
