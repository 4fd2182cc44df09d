import Testing
@testable import TypeFitSources

/// UIKit's places for text and the attributes set on the same object. Defaults from Apple's
/// UIKit docs: a `UILabel` is one line (`numberOfLines` 1) in the system font at 17 pt, which does
/// not follow Dynamic Type; `UIFontMetrics.scaledFont(for:maximumPointSize:)` scales a size
/// relative to a style up to a maximum.
@Suite struct UIKitElementTests {
    @Test func aLabelWithNothingSetIsOneLineAtAFixed17Points() {
        let layout = SwiftSnippets.read("""
            final class Cell: UITableViewCell {
                let titleLabel = UILabel()
                func configure() {
                    titleLabel.text = NSLocalizedString("cell.title", comment: "")
                }
            }
            """, keys: ["cell.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "cell.title | label font=17/fixed lines=1 | View.swift:4 | UIKit label.text | B",
        ])
    }

    /// Mastodon `NotificationPolicyFilterTableViewCell`: its `subtitleLabel` is its superclass
    /// `ToggleTableViewCell`'s, whose initializer sets `numberOfLines = 0`; the subclass sets the
    /// font. A field the subclass sets wins over its superclass's.
    @Test func aSubclassesLabelKeepsWhatItsSuperclassSets() {
        let layout = SwiftSnippets.read("""
            class ToggleTableViewCell: UITableViewCell {
                let subtitleLabel: UILabel
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    subtitleLabel = UILabel()
                    subtitleLabel.numberOfLines = 0
                    subtitleLabel.font = .systemFont(ofSize: 12)
                }
            }
            class NotificationPolicyFilterTableViewCell: ToggleTableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    subtitleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .regular))
                }
                func configure() {
                    subtitleLabel.text = NSLocalizedString("policy.subtitle", comment: "")
                }
            }
            """, keys: ["policy.subtitle"])
        #expect(SwiftSnippets.lines(layout) == [
            "policy.subtitle | multiline-label font=15/subheadline weight=regular lines=0 | View.swift:14 | UIKit label.text | B",
        ])
    }

    /// DuckDuckGo `UserAuthenticator.swift:71`: the reason given to `LAContext.evaluatePolicy` is
    /// shown in the system's authentication dialog, and its `localizedCancelTitle` is that dialog's
    /// button (Apple's LAContext documentation): an alert's message and button.
    @Test func theAuthenticationDialogsReasonAndButton() {
        let layout = SwiftSnippets.read("""
            final class UserAuthenticator {
                func authenticate() {
                    let context = LAContext()
                    context.localizedCancelTitle = NSLocalizedString("auth.cancel", comment: "")
                    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: NSLocalizedString("auth.reason", comment: "")) { _, _ in }
                }
            }
            """, keys: ["auth.cancel", "auth.reason"])
        #expect(SwiftSnippets.lines(layout) == [
            "auth.cancel | alert-button | View.swift:4 | LAContext.localizedCancelTitle | A",
            "auth.reason | alert-message | View.swift:5 | LAContext.evaluatePolicy(_:localizedReason:) | A",
        ])
    }

    /// DuckDuckGo `ActionMessageView.present(message:numberOfLines:…)`: the line limit is the
    /// parameter's default, 0; a parameter without a literal default says nothing (UILabel's 1).
    @Test func aLineLimitFromAParameterTakesItsDefault() {
        let layout = SwiftSnippets.read("""
            final class Toast: UIView {
                let message = UILabel()
                let other = UILabel()
                func present(numberOfLines: Int = 0) {
                    message.text = NSLocalizedString("toast.message", comment: "")
                    message.numberOfLines = numberOfLines
                }
                func show(lines: Int) {
                    other.text = NSLocalizedString("toast.other", comment: "")
                    other.numberOfLines = lines
                }
            }
            """, keys: ["toast.message", "toast.other"])
        #expect(SwiftSnippets.lines(layout) == [
            "toast.message | multiline-label font=17/fixed lines=0 | View.swift:5 | UIKit label.text | B",
            "toast.other | label font=17/fixed lines=1 | View.swift:9 | UIKit label.text | B",
        ])
    }

    /// Mastodon `StatusCardControl.swift:98-99`, with its SwiftGen accessor.
    @Test func attributesOnTheSameReceiverInTheSameScope() {
        let generated = """
            public enum L10n {
              public enum Common {
                public enum Controls {
                  public enum Status {
                    public enum Card {
                      /// by
                      public static let by = L10n.tr("Localizable", "Common.Controls.Status.Card.By", fallback: "by")
                    }
                  }
                }
              }
            }
            """
        let card = """
            final class Card: UIControl {
                let byLabel: UILabel
                init() {
                    byLabel = UILabel()
                    byLabel.text = L10n.Common.Controls.Status.Card.by
                    byLabel.numberOfLines = 1
                    byLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .regular), maximumPointSize: 22)
                }
            }
            """
        let layout = SwiftSnippets.read([("Gen/Strings.swift", generated), ("App/Card.swift", card)],
                                        keys: ["Common.Controls.Status.Card.By", "by"])
        #expect(SwiftSnippets.lines(layout) == [
            "Common.Controls.Status.Card.By | label font=15/subheadline max=22 weight=regular lines=1 | Card.swift:5 | SwiftGen L10n accessor → UIKit label.text | A",
        ])
        #expect(layout.uses.first?.table == "Localizable")
    }

    @Test func closureInitializersForEachAndShrinking() {
        let layout = SwiftSnippets.read("""
            final class Header: UIView {
                let nameLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .headline)
                    label.numberOfLines = 0
                    return label
                }()
                let countLabel = UILabel()
                let dateLabel = UILabel()
                let fieldLabel = UITextField()
                func setUp() {
                    [countLabel, dateLabel].forEach {
                        $0.font = .systemFont(ofSize: 13, weight: .semibold)
                        $0.adjustsFontSizeToFitWidth = true
                        $0.minimumScaleFactor = 0.7
                    }
                    dateLabel.maximumContentSizeCategory = .extraExtraLarge
                    dateLabel.widthAnchor.constraint(equalToConstant: 80).isActive = true
                }
                func update() {
                    nameLabel.text = NSLocalizedString("header.name", comment: "")
                    countLabel.text = NSLocalizedString("header.count", comment: "")
                    dateLabel.text = NSLocalizedString("header.date", comment: "")
                    fieldLabel.placeholder = NSLocalizedString("header.field", comment: "")
                }
            }
            """, keys: ["header.name", "header.count", "header.date", "header.field"])
        #expect(SwiftSnippets.lines(layout) == [
            "header.count | label font=13/fixed weight=semibold lines=1 min-scale=0.7 | View.swift:22 | UIKit label.text | B",
            "header.date | label font=13/fixed weight=semibold lines=1 width=80 max=xxLarge min-scale=0.7 | View.swift:23 | UIKit label.text | B",
            "header.field | text-field | View.swift:24 | UIKit textField.placeholder | B",
            "header.name | multiline-label style=headline lines=0 | View.swift:21 | UIKit label.text | A",
        ])
    }

    @Test func contentConfigurationsAndLegacyCells() {
        let layout = SwiftSnippets.read("""
            final class AddCell: UITableViewCell {
                func setUp() {
                    var configuration = defaultContentConfiguration()
                    configuration.text = NSLocalizedString("add.account", comment: "")
                    configuration.textProperties.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .regular), maximumPointSize: 22)
                    contentConfiguration = configuration
                }
            }
            final class Source: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = NSLocalizedString("legacy.row", comment: "")
                    return cell
                }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    return NSLocalizedString("section.head", comment: "")
                }
            }
            """, keys: ["add.account", "legacy.row", "section.head"])
        #expect(SwiftSnippets.lines(layout) == [
            "add.account | cell font=17/headline max=22 weight=regular lines=0 | View.swift:4 | UIKit cell content configuration text | A",
            "legacy.row | cell lines=1 | View.swift:12 | UIKit cell.textLabel.text | B",
            "section.head | section-header | View.swift:16 | UIKit tableView(_:titleForHeaderInSection:) | A",
        ])
    }

    @Test func buttonsBarsAlertsMenusAndSegments() {
        let layout = SwiftSnippets.read("""
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("screen.title", comment: "")
                    button.setTitle(NSLocalizedString("button.go", comment: ""), for: .normal)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("bar.done", comment: ""), style: .done, target: self, action: #selector(done))
                    tabBarItem.title = NSLocalizedString("tab.home", comment: "")
                    let control = UISegmentedControl(items: [NSLocalizedString("seg.a", comment: ""), NSLocalizedString("seg.b", comment: "")])
                    let menu = UIMenu(title: NSLocalizedString("menu.title", comment: ""), children: [
                        UIAction(title: NSLocalizedString("menu.copy", comment: "")) { _ in },
                    ])
                }
                func ask() {
                    let alert = UIAlertController(title: NSLocalizedString("alert.title", comment: ""), message: NSLocalizedString("alert.message", comment: ""), preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("alert.cancel", comment: ""), style: .cancel))
                }
                func swipe() -> UIContextualAction {
                    UIContextualAction(style: .destructive, title: NSLocalizedString("swipe.delete", comment: "")) { _, _, _ in }
                }
            }
            """, keys: ["screen.title", "button.go", "bar.done", "tab.home", "seg.a", "seg.b", "menu.title", "menu.copy",
                        "alert.title", "alert.message", "alert.cancel", "swipe.delete"])
        #expect(SwiftSnippets.lines(layout) == [
            "alert.cancel | alert-button | View.swift:14 | UIAlertAction(title:) | A",
            "alert.message | alert-message | View.swift:13 | UIAlertController(message:) | A",
            "alert.title | alert-title | View.swift:13 | UIAlertController(title:) | A",
            "bar.done | bar-button | View.swift:5 | UIBarButtonItem(title:) | A",
            "button.go | button lines=1 | View.swift:4 | UIKit button.setTitle(_:for:) | B",
            "menu.copy | menu-item | View.swift:9 | UIAction(title:) | A",
            // A menu's own title heads it: footnote, in full (an estimate).
            "menu.title | menu-item style=footnote lines=0 | View.swift:8 | UIMenu(title:) (the menu's header) | A",
            // Beside a text bar item (70 pt) and a system margin a side: 70 + 2 × 16.
            "screen.title | navigation-title width=safe-area - 102 | View.swift:3 | UIKit viewController.title | B",
            "seg.a | segment width=margins segments=2 | View.swift:7 | UISegmentedControl(items:) | A",
            "seg.b | segment width=margins segments=2 | View.swift:7 | UISegmentedControl(items:) | A",
            "swipe.delete | swipe-action | View.swift:17 | UIContextualAction(title:) | A",
            "tab.home | tab-bar-item | View.swift:6 | UIKit tabBarItem.title | A",
        ])
    }

    /// A submenu's title, a `UIMenu` among another menu's `children`, is the parent's row that
    /// opens it; shown `.displayInline` it heads its rows instead, as a top menu's title does
    /// (developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayinline).
    @Test func aSubmenusTitleIsARowAndAnInlineOnesAHeader() {
        let layout = SwiftSnippets.read("""
            final class V: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    button.menu = UIMenu(title: NSLocalizedString("menu.top", comment: ""), children: [
                        UIMenu(title: NSLocalizedString("menu.sort", comment: ""), children: []),
                        UIMenu(title: NSLocalizedString("menu.group", comment: ""), options: .displayInline, children: []),
                    ])
                }
            }
            """, keys: ["menu.top", "menu.sort", "menu.group"])
        #expect(SwiftSnippets.lines(layout) == [
            "menu.group | menu-item style=footnote lines=0 | View.swift:6 | UIMenu(title:) (the menu's header) | A",
            "menu.sort | menu-item | View.swift:5 | UIMenu(title:) | A",
            "menu.top | menu-item style=footnote lines=0 | View.swift:4 | UIMenu(title:) (the menu's header) | A",
        ])
    }

    /// The app's font helpers, in another file: `Fonts.semibold(size: 21)` returns
    /// `UIFont(resource:size:)` of its parameter (R.swift's custom font), a fixed 21 pt;
    /// `.appFont(ofSize:)` a system font; a helper with a default size takes it; a helper that
    /// scales with `UIFontMetrics` scales from its size with the style it names; a helper of
    /// several statements is not read (the label keeps its 17-pt default).
    @Test func theAppsFontHelpersAreReadOneLevelDeep() {
        let fonts = """
            enum Fonts {
                static func semibold(size: CGFloat) -> UIFont {
                    return UIFont(resource: R.font.brandSemibold, size: size)!
                }
                static func caption(size: CGFloat = 12) -> UIFont { UIFont(name: "Brand", size: size)! }
                static func scaled(_ size: CGFloat) -> UIFont {
                    UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: size))
                }
                static func twoSteps(size: CGFloat) -> UIFont {
                    let font = UIFont.systemFont(ofSize: size)
                    return font
                }
            }
            extension UIFont {
                static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
            }
            """
        let view = """
            final class V: UIView {
                let a: UILabel = {
                    let label = UILabel()
                    label.font = Fonts.semibold(size: 21)
                    return label
                }()
                let b = UILabel()
                let c = UILabel()
                let d = UILabel()
                let e = UILabel()
                func show() {
                    b.font = .appFont(ofSize: 14)
                    c.font = Fonts.caption()
                    d.font = Fonts.scaled(15)
                    e.font = Fonts.twoSteps(size: 30)
                    a.text = NSLocalizedString("a", comment: "")
                    b.text = NSLocalizedString("b", comment: "")
                    c.text = NSLocalizedString("c", comment: "")
                    d.text = NSLocalizedString("d", comment: "")
                    e.text = NSLocalizedString("e", comment: "")
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Fonts.swift", fonts), ("App/View.swift", view)], keys: ["a", "b", "c", "d", "e"])
        #expect(SwiftSnippets.lines(layout) == [
            "a | label font=21/fixed lines=1 | View.swift:16 | UIKit label.text | B",
            "b | label font=14/fixed lines=1 | View.swift:17 | UIKit label.text | B",
            "c | label font=12/fixed lines=1 | View.swift:18 | UIKit label.text | B",
            "d | label font=15/headline lines=1 | View.swift:19 | UIKit label.text | B",
            "e | label font=17/fixed lines=1 | View.swift:20 | UIKit label.text | B",
        ])
    }

    @Test func largeTitlesWhenTheControllerAsksForThem() {
        let layout = SwiftSnippets.read("""
            final class Settings: UIViewController {
                override func viewDidLoad() {
                    navigationItem.largeTitleDisplayMode = .always
                    navigationItem.title = NSLocalizedString("settings", comment: "")
                }
            }
            """, keys: ["settings"])
        #expect(SwiftSnippets.lines(layout) == ["settings | large-title | View.swift:4 | UIKit navigationItem.title | A"])
    }

    /// A plain literal assigned to a `String` property is not localized: no use.
    @Test func aPlainLiteralInUIKitIsNotAKey() {
        let layout = SwiftSnippets.read("""
            final class V: UIView {
                func f() { label.text = "999" }
            }
            """, keys: ["999"])
        #expect(layout.uses.isEmpty)
        #expect(layout.unresolved.isEmpty)
    }
}
