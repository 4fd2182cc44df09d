import Testing
@testable import TypeFitSources

/// The app's own localizing accessors, found by what their code does, with no config: a function,
/// method, subscript, initializer or computed property whose input reaches `NSLocalizedString` (or
/// `Bundle.localizedString(forKey:value:table:)`, `String(localized:)`, …) as the key and comes back
/// as its result. Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` reads the table
/// named `tableName`, `Localizable` when none is given (Apple, "NSLocalizedString"), so a use keeps
/// the table its accessor names.
@Suite struct LocalizingAccessorTests {
    /// A global function wrapping `NSLocalizedString`: its callers' literals are keys, drawn where
    /// the result goes.
    @Test func aGlobalFunctionThatLooksItsArgumentUp() {
        let layout = SwiftSnippets.read([
            ("App/Helpers/Localized.swift", """
                func localized(_ string: String) -> String {
                    return NSLocalizedString(string, comment: "")
                }
                """),
            ("App/ConnectViewController.swift", """
                final class ConnectViewController: UIViewController {
                    let certificateLabel = UILabel()
                    func viewDidLoad() {
                        certificateLabel.text = localized("auth.certificate")
                    }
                }
                """),
        ], keys: ["auth.certificate"])
        #expect(SwiftSnippets.lines(layout) == [
            "auth.certificate | label font=17/fixed lines=1 | ConnectViewController.swift:4 | accessor localized(_:) → UIKit label.text | B",
        ])
        #expect(layout.unresolved.isEmpty)
    }

    /// `static func localized(_ stringID: String)` in an extension of `String`, called on the type
    /// and as an implicit member where a `String` is expected.
    @Test func aStaticMethodOfString() {
        let layout = SwiftSnippets.read([
            ("App/String+Localized.swift", """
                extension String {
                    static func localized(_ stringID: String) -> String {
                        NSLocalizedString(stringID, comment: "")
                    }
                }
                """),
            ("App/SettingsViewController.swift", """
                final class SettingsViewController: UIViewController {
                    func setUp() {
                        title = String.localized("settings.title")
                        let alert = UIAlertController(title: .localized("settings.reset"), message: nil, preferredStyle: .alert)
                    }
                }
                """),
        ], keys: ["settings.title", "settings.reset"])
        #expect(SwiftSnippets.lines(layout) == [
            "settings.reset | alert-title | SettingsViewController.swift:4 | accessor String.localized(_:) → UIAlertController(title:) | A",
            "settings.title | navigation-title | SettingsViewController.swift:3 | accessor String.localized(_:) → UIKit viewController.title | B",
        ])
    }

    /// `extension String { var localized: String { NSLocalizedString(self, comment: "") } }`: the
    /// text the property is read on is the key.
    @Test func aPropertyReadOnTheKey() {
        let layout = SwiftSnippets.read("""
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            final class Cell: UITableViewCell {
                func configure() {
                    textLabel?.text = "cell.subscribe".localized
                }
            }
            """, keys: ["cell.subscribe"])
        #expect(SwiftSnippets.lines(layout) == [
            "cell.subscribe | cell lines=1 | View.swift:6 | accessor String.localized → UIKit cell.textLabel.text | B",
        ])
    }

    /// The same name bound to two tables: a protocol extension's `localized(_:)` reading table
    /// `Emoji` is what a conforming type's unqualified call means (Swift looks members up before
    /// globals); elsewhere the global one, reading the default table, is.
    @Test func theSameNameInAProtocolExtensionReadsItsOwnTable() {
        let layout = SwiftSnippets.read([
            ("App/Localized.swift", """
                func localized(_ string: String) -> String {
                    NSLocalizedString(string, comment: "")
                }
                """),
            ("App/Emoji/EmojiLocalizable.swift", """
                protocol EmojiLocalizable {
                    func localized(_ string: String) -> String
                }
                extension EmojiLocalizable {
                    func localized(_ string: String) -> String {
                        return NSLocalizedString(string, tableName: "Emoji", bundle: Bundle.main, value: "", comment: "")
                    }
                }
                """),
            ("App/Emoji/EmojiPicker.swift", """
                final class EmojiPicker: UIView, EmojiLocalizable {
                    let searchField = UITextField()
                    func setUp() {
                        searchField.placeholder = localized("searchbar.placeholder")
                    }
                }
                """),
            ("App/SearchViewController.swift", """
                final class SearchViewController: UIViewController {
                    let searchField = UITextField()
                    func setUp() {
                        searchField.placeholder = localized("search.placeholder")
                    }
                }
                """),
        ], keys: ["searchbar.placeholder", "search.placeholder"],
           tables: ["searchbar.placeholder": "Emoji"])
        #expect(SwiftSnippets.lines(layout) == [
            "search.placeholder | text-field | SearchViewController.swift:4 | accessor localized(_:) → UIKit textField.placeholder | B",
            "searchbar.placeholder | text-field | EmojiPicker.swift:4 | accessor EmojiLocalizable.localized(_:) → UIKit textField.placeholder | B",
        ])
        #expect(layout.uses.map(\.table) == [nil, "Emoji"])
    }

    /// An accessor calling an accessor is one too, across files; and one keeping the looked-up
    /// text in a local before returning it (compared on the way, and `nil` when empty).
    @Test func accessorsThroughAccessorsAndLocals() {
        let layout = SwiftSnippets.read([
            ("App/A.swift", """
                func voiceOverString(_ key: String) -> String? {
                    let string = NSLocalizedString(key, tableName: "VoiceOver", bundle: Bundle.main, value: "", comment: "")
                    return string != "" ? string : nil
                }
                """),
            ("App/B.swift", """
                enum Texts {
                    static func spoken(_ id: String) -> String { voiceOverString(id) ?? "" }
                }
                """),
            ("App/C.swift", """
                final class Badge: UIView {
                    func setUp() {
                        accessibilityLabel = Texts.spoken("badge.label")
                    }
                }
                """),
        ], keys: ["badge.label"], tables: ["badge.label": "VoiceOver"])
        #expect(SwiftSnippets.lines(layout) == [
            "badge.label | not drawn: accessibility | C.swift:3 | accessor Texts.spoken(_:) → UIKit accessibilityLabel | A",
        ])
        #expect(layout.uses.map(\.table) == ["VoiceOver"])
    }

    /// A subscript and a table passed as a parameter: the table is the literal the caller writes.
    @Test func aSubscriptAndATableParameter() {
        let layout = SwiftSnippets.read("""
            enum Strings {
                static subscript(key: String) -> String { NSLocalizedString(key, comment: "") }
                static func text(_ table: String, _ key: String) -> String {
                    Bundle.main.localizedString(forKey: key, value: nil, table: table)
                }
            }
            final class ProfileViewController: UIViewController {
                func setUp() {
                    navigationItem.title = Strings["profile.title"]
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: Strings.text("Settings", "profile.edit"), style: .plain, target: nil, action: nil)
                }
            }
            """, keys: ["profile.title", "profile.edit"], tables: ["profile.edit": "Settings"])
        #expect(SwiftSnippets.lines(layout) == [
            "profile.edit | bar-button | View.swift:10 | accessor Strings.text(_:_:) → UIBarButtonItem(title:) | A",
            "profile.title | navigation-title width=safe-area - 102 | View.swift:9 | accessor Strings.subscript(_:) → UIKit navigationItem.title | B",
        ])
        #expect(layout.uses.map(\.table) == ["Settings", nil])
    }

    /// A function that looks its argument up and draws the text itself: its callers' keys land
    /// where it draws them.
    @Test func aFunctionThatDrawsWhatItLooksUp() {
        let layout = SwiftSnippets.read("""
            final class Banner: UIView {
                let messageLabel = UILabel()
                func show(messageKey: String) {
                    messageLabel.text = NSLocalizedString(messageKey, comment: "")
                }
            }
            final class HomeViewController: UIViewController {
                let banner = Banner()
                func offline() {
                    banner.show(messageKey: "banner.offline")
                }
            }
            """, keys: ["banner.offline"])
        #expect(SwiftSnippets.lines(layout) == [
            "banner.offline | label font=17/fixed lines=1 | View.swift:4 | UIKit label.text | C | via View.swift:10",
        ])
    }

    /// Not accessors: a function that only logs what it looks up, one that composes its argument
    /// into a longer text, and a `String` property that hands the text back without looking it up.
    /// Their callers' literals are plain text, not keys.
    @Test func functionsThatDoNotHandBackALookedUpText() {
        let layout = SwiftSnippets.read("""
            func log(_ event: String) {
                print(NSLocalizedString(event, comment: ""))
            }
            func decorated(_ text: String) -> String {
                "★ " + NSLocalizedString(text, comment: "")
            }
            extension String {
                var serverName: String {
                    switch lowercased() {
                    case "featured": return "Featured"
                    default: return self
                    }
                }
            }
            final class FeedViewController: UIViewController {
                let headerLabel = UILabel()
                func load() {
                    log("feed.loaded")
                    headerLabel.text = decorated("feed.header")
                    title = "feed.title".serverName
                }
            }
            """, keys: ["feed.loaded", "feed.header", "feed.title"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.isEmpty)
    }

    /// A key built at run time and passed to an accessor names no key: it stays unresolved.
    @Test func aKeyBuiltAtRunTimeStaysUnresolved() {
        let layout = SwiftSnippets.read("""
            func localized(_ string: String) -> String { NSLocalizedString(string, comment: "") }
            final class CategoryHeader: UICollectionReusableView {
                let textLabel = UILabel()
                func configure(category: String) {
                    textLabel.text = localized("categories.\\(category)")
                }
            }
            """, keys: ["categories.people", "categories.travel"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(SwiftSnippets.unresolved(layout) == [
            "- | View.swift:5 | key built at run time: textLabel.text = localized(\"categories.\\(category)\")",
        ])
    }
}
