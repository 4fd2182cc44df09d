import Testing
import TypeFitConfig
@testable import TypeFitSources

/// How keys are named in source: literals through localizing calls, interpolations matched by
/// shape, SwiftGen and R.swift accessors, the app's declared wrappers — and what is not a key use.
@Suite struct KeyAccessTests {
    @Test func localizingCallsAndTheirOtherArgumentsAreNotUses() {
        let layout = SwiftSnippets.read("""
            final class Screen: UIViewController {
                func f() {
                    a.text = NSLocalizedString("key.a", tableName: "Extra", bundle: .main, value: "key.b", comment: "key.c")
                    b.text = Bundle.main.localizedString(forKey: "key.d", value: "key.b", table: nil)
                    c.text = String(localized: "key.e", comment: "key.c")
                    d.text = String(format: NSLocalizedString("key.f %@", comment: ""), name)
                    e.text = String(localized: "key.g", defaultValue: "key.b")
                }
            }
            """, keys: ["key.a", "key.b", "key.c", "key.d", "key.e", "key.f %@", "key.g"])
        #expect(SwiftSnippets.lines(layout) == [
            "key.a | label font=17/fixed lines=1 | View.swift:3 | UIKit label.text | B",
            "key.d | label font=17/fixed lines=1 | View.swift:4 | UIKit label.text | B",
            "key.e | label font=17/fixed lines=1 | View.swift:5 | UIKit label.text | B",
            "key.f %@ | label font=17/fixed lines=1 | View.swift:6 | UIKit label.text | B",
            "key.g | label font=17/fixed lines=1 | View.swift:7 | UIKit label.text | B",
        ])
        #expect(layout.uses.first?.table == "Extra")
    }

    /// IceCubes `StatusRowReplyView.swift:14`: the literal meets the key by shape.
    @Test func interpolationsMeetFormatKeysByShape() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    VStack {
                        Text("status.row.was-reply \\(mention.username)")
                        Text("\\(count) posts by \\(name)")
                        Text("\\(link.title)")
                    }
                }
            }
            """, keys: ["status.row.was-reply %@", "%lld posts by %@", "%@"])
        // An interpolation alone names no key: it would meet every key that is only a placeholder.
        #expect(SwiftSnippets.lines(layout) == [
            "%lld posts by %@ | multiline-label lines=0 | View.swift:5 | SwiftUI Text | B",
            "status.row.was-reply %@ | multiline-label lines=0 | View.swift:4 | SwiftUI Text | B",
        ])
    }

    @Test func verbatimTextIsNotAUseButABundleArgumentIs() {
        let layout = SwiftSnippets.read("""
            struct V: View {
                var body: some View {
                    VStack {
                        Text(verbatim: "raw.text")
                        Text("module.text", bundle: .module)
                        Text(LocalizedStringKey("key.wrapped"))
                    }
                }
            }
            """, keys: ["raw.text", "module.text", "key.wrapped"])
        #expect(SwiftSnippets.lines(layout) == [
            "key.wrapped | multiline-label lines=0 | View.swift:6 | SwiftUI Text | B",
            "module.text | multiline-label lines=0 | View.swift:5 | SwiftUI Text | B",
        ])
    }

    /// A key built at run time is no use of any key; through `NSLocalizedString` it is reported.
    @Test func aKeyBuiltAtRunTimeIsNotAUse() {
        let layout = SwiftSnippets.read("""
            final class V: UIView {
                func f(name: String) {
                    label.text = NSLocalizedString("tab.\\(name)", comment: "")
                }
            }
            """, keys: ["tab.home", "tab.search"])
        #expect(layout.uses.isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            #"- | View.swift:3 | key built at run time: label.text = NSLocalizedString("tab.\(name)", comment: "")"#,
        ])
    }

    /// Mastodon's `Strings.swift`: a `static let` per key and a `static func` for keys with arguments.
    @Test func swiftGenAccessorsMapToTheirKeys() {
        let generated = """
            public enum L10n {
              public enum Scene {
                public enum ConfirmEmail {
                  /// Check Your Inbox
                  public static let title = L10n.tr("Localizable", "Scene.ConfirmEmail.Title", fallback: "Check Your Inbox")
                }
                public enum Thread {
                  /// %@'s Post
                  public static func title(_ p1: Any) -> String {
                    return L10n.tr("Localizable", "Scene.Thread.Title", String(describing: p1), fallback: "%@'s Post")
                  }
                }
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = Bundle.module.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """
        let screen = """
            final class ConfirmEmailViewController: UIViewController {
                override func viewDidLoad() {
                    title = L10n.Scene.ConfirmEmail.title
                    let alert = UIAlertController(title: L10n.Scene.Thread.title(name), message: nil, preferredStyle: .alert)
                }
            }
            """
        let layout = SwiftSnippets.read([("Gen/Strings.swift", generated), ("App/Confirm.swift", screen)],
                                        keys: ["Scene.ConfirmEmail.Title", "Scene.Thread.Title"])
        #expect(SwiftSnippets.lines(layout) == [
            "Scene.ConfirmEmail.Title | navigation-title | Confirm.swift:3 | SwiftGen L10n accessor → UIKit viewController.title | B",
            "Scene.Thread.Title | alert-title | Confirm.swift:4 | SwiftGen L10n accessor → UIAlertController(title:) | A",
        ])
        // SwiftGen's own `tr(_:_:…)` passes a key to `localizedString(forKey:)`; it is not the app's wrapper.
        #expect(layout.unresolved.isEmpty)
    }

    /// Mastodon: SwiftGen declares a keyword-named accessor in backticks (`` static let `prefix` ``,
    /// `` static func `left`(_:) ``), and the app reads it without them
    /// (`L10n.Scene.ConfirmEmail.DidntGetLink.prefix`, `L10n.Date.Day.left(n)`): the keys were unused.
    @Test func aKeywordNamedSwiftGenAccessor() {
        let generated = """
            public enum L10n {
              public enum Scene {
                public enum ConfirmEmail {
                  public enum DidntGetLink {
                    /// Didn’t get a link?
                    public static let `prefix` = L10n.tr("Localizable", "Scene.ConfirmEmail.DidntGetLink.Prefix", fallback: "Didn’t get a link?")
                  }
                }
              }
              public enum Date {
                public enum Day {
                  /// Plural format key: "%#@count_day_left@"
                  public static func `left`(_ p1: Int) -> String {
                    return L10n.tr("Localizable", "date.day.left", p1, fallback: "Plural format key: \"%#@count_day_left@\"")
                  }
                }
              }
            }
            """
        let screen = """
            final class ConfirmEmailViewController: UIViewController {
                let resendLabel = UILabel()
                let expiryLabel = UILabel()
                override func viewDidLoad() {
                    resendLabel.text = L10n.Scene.ConfirmEmail.DidntGetLink.prefix
                    expiryLabel.text = L10n.Date.Day.left(days)
                }
            }
            """
        let layout = SwiftSnippets.read([("Gen/Strings.swift", generated), ("App/Confirm.swift", screen)],
                                        keys: ["Scene.ConfirmEmail.DidntGetLink.Prefix", "date.day.left"])
        #expect(SwiftSnippets.lines(layout) == [
            "Scene.ConfirmEmail.DidntGetLink.Prefix | label font=17/fixed lines=1 | Confirm.swift:5 | SwiftGen L10n accessor → UIKit label.text | B",
            "date.day.left | label font=17/fixed lines=1 | Confirm.swift:6 | SwiftGen L10n accessor → UIKit label.text | B",
        ])
    }

    /// Mastodon `ActionRequestHandler.swift:153`: a localized text kept as a dictionary's value
    /// (`["alert": L10n.Extension.OpenIn.invalidLinkError]`) is used — unresolved, never unused; a
    /// plain literal there, or a dictionary's key, is data.
    @Test func aLocalizedDictionaryValueIsUsed() {
        let layout = SwiftSnippets.read("""
            final class ActionRequestHandler: NSObject {
                func fail() {
                    doneWithResults(["alert": NSLocalizedString("open.in.invalid.link", comment: "")])
                    send(["open.in.plain": "open.in.plain"])
                }
            }
            """, keys: ["open.in.invalid.link", "open.in.plain"])
        #expect(SwiftSnippets.lines(layout).isEmpty)
        #expect(SwiftSnippets.unresolved(layout) == [
            "open.in.invalid.link | View.swift:3 | doneWithResults([\"alert\": NSLocalizedString(\"open.in.invalid.link\", comment: \"\")])",
        ])
    }

    @Test func rSwiftAccessorsMapByName() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                func f() { label.text = R.string.localizable.settingsTitle() }
            }
            """, keys: ["settings.title", "settings.subtitle"])
        #expect(SwiftSnippets.lines(layout) == [
            "settings.title | label font=17/fixed lines=1 | View.swift:2 | R.swift accessor → UIKit label.text | B",
        ])
    }

    @Test func declaredWrappers() {
        let wrappers = [
            SourceWrapper(call: "Strings.localized(_:)", argument: "_", element: nil),
            SourceWrapper(call: "FormFieldCell(placeholder:)", argument: "placeholder", element: .textField),
        ]
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                func f() {
                    label.text = Strings.localized("wrapped.key")
                    let cell = FormFieldCell(placeholder: "field.key")
                    let other = Other.localized("other.key")
                }
            }
            """, keys: ["wrapped.key", "field.key", "other.key"], wrappers: wrappers)
        #expect(SwiftSnippets.lines(layout) == [
            "field.key | text-field | View.swift:4 | wrapper FormFieldCell(placeholder:) | B",
            "wrapped.key | label font=17/fixed lines=1 | View.swift:3 | wrapper Strings.localized(_:) → UIKit label.text | B",
        ])
    }

    /// The app's own localizing function: `NSLocalizedString(key, …)` on a parameter. It is
    /// followed with no config, and its table parameter's default is the table a call leaving it
    /// out reads; no wrapper is suggested for it.
    @Test func anAppLocalizingFunctionIsFollowed() {
        let layout = SwiftSnippets.read("""
            enum Strings {
                static func localized(_ key: String, table: String = "Main") -> String {
                    NSLocalizedString(key, tableName: table, comment: "")
                }
            }
            final class V: UIViewController {
                let label = UILabel()
                func f() {
                    label.text = Strings.localized("main.key")
                    navigationItem.title = Strings.localized("other.key", table: "Other")
                }
            }
            """, keys: ["main.key", "other.key"], tables: ["main.key": "Main", "other.key": "Other"])
        #expect(SwiftSnippets.lines(layout) == [
            "main.key | label font=17/fixed lines=1 | View.swift:9 | accessor Strings.localized(_:table:) → UIKit label.text | B",
            "other.key | navigation-title | View.swift:10 | accessor Strings.localized(_:table:) → UIKit navigationItem.title | B",
        ])
        #expect(layout.uses.map(\.table) == ["Main", "Other"])
        #expect(layout.unresolved.isEmpty)
    }
}
