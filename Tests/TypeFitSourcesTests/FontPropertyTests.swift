import Testing
@testable import TypeFitSources

/// Fonts the app sets through its own properties and views (issue #26): a view model's
/// `UIFont` property, a configuration type's `static let`, a choice made at run time, and the
/// font an app's `UIButton`/`UILabel` subclass sets on itself. `UIFont.systemFont(ofSize:weight:)`
/// is a fixed size (Apple's UIKit documentation: only `preferredFont(forTextStyle:)` and
/// `UIFontMetrics` fonts scale); a `UILabel` nothing sets is the system font at a fixed 17 pt and
/// a button's title has no font the pass reads.
@Suite struct FontPropertyTests {
    static let fonts = """
        enum BrandFont {
            static func regular(size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .regular) }
            static func semibold(size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .semibold) }
        }
        """

    static func read(_ files: [(path: String, text: String)], keys: [String]) -> [String] {
        SwiftSnippets.lines(SwiftSnippets.read([("App/BrandFont.swift", fonts)] + files, keys: keys))
    }

    /// A computed property (one expression, or `return …`) of the parameter's type, a stored
    /// property of the controller's view model, and a configuration type's `static let` read by
    /// its path.
    @Test func aFontFromAnotherValuesPropertyIsTheFontThatPropertyGives() {
        let models = """
            struct HeaderViewModel {
                var headerFont: UIFont { BrandFont.regular(size: 20) }
                var detailFont: UIFont {
                    return BrandFont.semibold(size: 13)
                }
            }
            enum Theme {
                enum Fonts {
                    static let caption = BrandFont.semibold(size: 11)
                }
            }
            """
        let view = """
            final class HeaderView: UIView {
                let titleLabel = UILabel()
                let detailLabel = UILabel()
                let captionLabel = UILabel()
                let ownLabel = UILabel()
                private let viewModel: HeaderViewModel
                func configure(model: HeaderViewModel) {
                    titleLabel.font = model.headerFont
                    detailLabel.font = model.detailFont
                    captionLabel.font = Theme.Fonts.caption
                    ownLabel.font = self.viewModel.detailFont
                    titleLabel.text = NSLocalizedString("a", comment: "")
                    detailLabel.text = NSLocalizedString("b", comment: "")
                    captionLabel.text = NSLocalizedString("c", comment: "")
                    ownLabel.text = NSLocalizedString("d", comment: "")
                }
            }
            """
        #expect(Self.read([("App/Models.swift", models), ("App/View.swift", view)], keys: ["a", "b", "c", "d"]) == [
            "a | label font=20/fixed weight=regular lines=1 | View.swift:12 | UIKit label.text | B",
            "b | label font=13/fixed weight=semibold lines=1 | View.swift:13 | UIKit label.text | B",
            "c | label font=11/fixed weight=semibold lines=1 | View.swift:14 | UIKit label.text | B",
            "d | label font=13/fixed weight=semibold lines=1 | View.swift:15 | UIKit label.text | B",
        ])
    }

    /// A value whose type the pass cannot tell (`makeModel()`): the one property of that name
    /// that holds a font gives it; two of them with different fonts leave it unread (the label's
    /// 17-pt default), unless the type is known. A protocol's requirement of that name is no
    /// second font.
    @Test func aPropertyNameTwoTypesDeclareWithDifferentFontsIsReadOnlyWhereTheTypeIsKnown() {
        let models = """
            struct FirstModel {
                var headerFont: UIFont { BrandFont.regular(size: 20) }
                var onlyFont: UIFont { BrandFont.regular(size: 15) }
            }
            struct SecondModel {
                var headerFont: UIFont { BrandFont.semibold(size: 24) }
            }
            protocol HasOnlyFont {
                var onlyFont: UIFont { get }
            }
            """
        let view = """
            final class V: UIView {
                let a = UILabel()
                let b = UILabel()
                let c = UILabel()
                func show(second: SecondModel) {
                    let model = makeModel()
                    a.font = model.headerFont
                    b.font = second.headerFont
                    c.font = model.onlyFont
                    a.text = NSLocalizedString("a", comment: "")
                    b.text = NSLocalizedString("b", comment: "")
                    c.text = NSLocalizedString("c", comment: "")
                }
            }
            """
        #expect(Self.read([("App/Models.swift", models), ("App/View.swift", view)], keys: ["a", "b", "c"]) == [
            "a | label font=17/fixed lines=1 | View.swift:10 | UIKit label.text | B",
            "b | label font=24/fixed weight=semibold lines=1 | View.swift:11 | UIKit label.text | B",
            "c | label font=15/fixed weight=regular lines=1 | View.swift:12 | UIKit label.text | B",
        ])
    }

    /// A stored `var` holds its initial font only while nothing can replace it: one assigned
    /// elsewhere, or a struct's instance property (its memberwise initializer takes it), is not
    /// read; a struct's `static var` nothing assigns is.
    @Test func aStoredVariableFontIsReadOnlyWhenNothingReplacesIt() {
        let models = """
            final class StyleA { var titleFont: UIFont = BrandFont.semibold(size: 30) }
            struct StyleD { static var shared: UIFont = BrandFont.semibold(size: 19) }
            final class StyleB { var noteFont: UIFont = BrandFont.regular(size: 12) }
            struct StyleC { var bodyFont: UIFont = BrandFont.regular(size: 22) }
            final class Setup {
                func apply(style: StyleA) { style.titleFont = BrandFont.regular(size: 40) }
            }
            """
        let view = """
            final class V: UIView {
                let a = UILabel()
                let b = UILabel()
                let c = UILabel()
                let d = UILabel()
                func show(styleA: StyleA, styleB: StyleB, styleC: StyleC) {
                    a.font = styleA.titleFont
                    b.font = styleB.noteFont
                    c.font = styleC.bodyFont
                    d.font = StyleD.shared
                    a.text = NSLocalizedString("a", comment: "")
                    b.text = NSLocalizedString("b", comment: "")
                    c.text = NSLocalizedString("c", comment: "")
                    d.text = NSLocalizedString("d", comment: "")
                }
            }
            """
        #expect(Self.read([("App/Models.swift", models), ("App/View.swift", view)], keys: ["a", "b", "c", "d"]) == [
            "a | label font=17/fixed lines=1 | View.swift:11 | UIKit label.text | B",
            "b | label font=12/fixed weight=regular lines=1 | View.swift:12 | UIKit label.text | B",
            "c | label font=17/fixed lines=1 | View.swift:13 | UIKit label.text | B",
            "d | label font=19/fixed weight=semibold lines=1 | View.swift:14 | UIKit label.text | B",
        ])
    }

    /// A font chosen at run time (the screen's width, an enum's case) is read as the largest
    /// choice: a text that fits it fits the smaller ones. A choice one of whose fonts is not read
    /// is not read.
    @Test func aFontChosenAtRunTimeIsTheLargestChoice() {
        let models = """
            enum Tone {
                case plain, loud
                var font: UIFont {
                    switch self {
                    case .plain: return BrandFont.regular(size: 14)
                    case .loud: return BrandFont.semibold(size: 18)
                    }
                }
            }
            enum Mood {
                case calm, odd
                var moodFont: UIFont {
                    switch self {
                    case .calm: return BrandFont.regular(size: 14)
                    case .odd: return makeFont()
                    }
                }
            }
            """
        let view = """
            final class V: UIView {
                let a = UILabel()
                let b = UILabel()
                let c = UILabel()
                let d = UILabel()
                func show(isCompact: Bool, tone: Tone, mood: Mood) {
                    a.font = isCompact ? BrandFont.semibold(size: 16) : BrandFont.regular(size: 20)
                    b.font = BrandFont.regular(size: isCompact ? 13 : 17)
                    c.font = tone.font
                    d.font = mood.moodFont
                    a.text = NSLocalizedString("a", comment: "")
                    b.text = NSLocalizedString("b", comment: "")
                    c.text = NSLocalizedString("c", comment: "")
                    d.text = NSLocalizedString("d", comment: "")
                }
            }
            """
        #expect(Self.read([("App/Models.swift", models), ("App/View.swift", view)], keys: ["a", "b", "c", "d"]) == [
            "a | label font=20/fixed weight=regular lines=1 | View.swift:11 | UIKit label.text | B",
            "b | label font=17/fixed weight=regular lines=1 | View.swift:12 | UIKit label.text | B",
            "c | label font=18/fixed weight=semibold lines=1 | View.swift:13 | UIKit label.text | B",
            "d | label font=17/fixed lines=1 | View.swift:14 | UIKit label.text | B",
        ])
    }

    /// The app's `UIButton` subclass sets its title's font in a method its initializer calls,
    /// through a style's computed property; its `UILabel` subclass sets `font` on itself. Each
    /// instance's text has that font; a subclass whose initializer sets none keeps UIKit's.
    @Test func aFontTheAppsOwnButtonOrLabelSetsOnItselfHoldsForItsInstances() {
        let views = """
            enum ActionStyle {
                case primary, secondary
                var font: UIFont {
                    switch self {
                    case .primary, .secondary: return BrandFont.semibold(size: 16)
                    }
                }
            }
            class ActionButton: UIButton {
                init(style: ActionStyle) {
                    super.init(frame: .zero)
                    apply(style: style)
                }
                private func apply(style: ActionStyle) {
                    titleLabel?.font = style.font
                }
            }
            class PlainButton: UIButton {
                init() {
                    super.init(frame: .zero)
                    backgroundColor = .red
                }
            }
            class NoteLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = BrandFont.regular(size: 13)
                    numberOfLines = 0
                }
            }
            class PlainLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    textAlignment = .center
                }
            }
            """
        let screen = """
            final class Screen: UIViewController {
                let go = ActionButton(style: .primary)
                let stop = PlainButton()
                let note = NoteLabel()
                let plain = PlainLabel()
                override func viewDidLoad() {
                    go.setTitle(NSLocalizedString("go", comment: ""), for: .normal)
                    stop.setTitle(NSLocalizedString("stop", comment: ""), for: .normal)
                    note.text = NSLocalizedString("note", comment: "")
                    plain.text = NSLocalizedString("plain", comment: "")
                }
            }
            """
        #expect(Self.read([("App/Views.swift", views), ("App/Screen.swift", screen)], keys: ["go", "stop", "note", "plain"]) == [
            "go | button font=16/fixed weight=semibold lines=1 | Screen.swift:7 | UIKit button.setTitle(_:for:) | B",
            "note | multiline-label font=13/fixed weight=regular lines=0 | Screen.swift:9 | UIKit label.text | B",
            "plain | label font=17/fixed lines=1 | Screen.swift:10 | UIKit label.text | B",
            "stop | button lines=1 | Screen.swift:8 | UIKit button.setTitle(_:for:) | B",
        ])
    }
}
