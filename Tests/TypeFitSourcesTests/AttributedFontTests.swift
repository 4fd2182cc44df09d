import Testing
import TypeFitConfig
@testable import TypeFitSources

/// A text made into an attributed string whose attributes set a font is drawn in that font
/// wherever the string is set (Apple, `UILabel.attributedText`: the label's font is updated "to
/// reflect the style information starting at location 0 in the attributed string"). A fixed
/// `systemFontOfSize:` does not scale with Dynamic Type; a text style does. Attributes without a
/// font leave the view's own font.
@Suite struct AttributedFontTests {
    /// A button's attributed title in a fixed 15 pt system font, set in one expression.
    @Test func anObjectiveCAttributedTitleHasTheAttributesFont() {
        let layout = ObjectiveCSnippets.read("""
            @interface SwitchButton : UIButton
            @end
            @implementation SwitchButton
            - (void)configure {
                NSAttributedString *title = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"switch.signup", nil)
                                                                            attributes:@{ NSFontAttributeName: [UIFont systemFontOfSize:15] }];
                [self setAttributedTitle:title forState:UIControlStateNormal];
            }
            @end
            """, keys: ["switch.signup"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "switch.signup | button font=15/fixed lines=1 | View.m:7 | Objective-C button setAttributedTitle:forState: | C | via View.m:5",
        ])
    }

    /// iNaturalist `LoginSwitchContextButton.m:26`: the base text comes from a method, its
    /// attributes dictionary is a local, the mutable attributed string is copied
    /// (`initWithAttributedString:`) and returned, then set as the button's title: 15 pt at
    /// every size. The emphasis range's bold font (`addAttributes:range:`) is not the first
    /// character's and is left out.
    @Test func theAttributesFontFollowsTheTextThroughHolders() {
        let layout = ObjectiveCSnippets.read("""
            @interface SwitchButton : UIButton
            @end
            @implementation SwitchButton
            - (void)setContext:(NSInteger)context {
                NSAttributedString *attributedTitle = [self attributedTitleForContext:context];
                [self setAttributedTitle:attributedTitle forState:UIControlStateNormal];
            }
            - (NSAttributedString *)attributedTitleForContext:(NSInteger)context {
                NSString *baseString = [self baseStringForContext:context];
                NSDictionary *baseAttrs = @{
                    NSFontAttributeName: [UIFont systemFontOfSize:15]
                };
                NSDictionary *emphasisAttrs = @{ NSFontAttributeName: [UIFont boldSystemFontOfSize:15] };
                NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:baseString attributes:baseAttrs];
                [text addAttributes:emphasisAttrs range:NSMakeRange(0, 3)];
                return [[NSAttributedString alloc] initWithAttributedString:text];
            }
            - (NSString *)baseStringForContext:(NSInteger)context {
                return NSLocalizedString(@"switch.signup", nil);
            }
            @end
            """, keys: ["switch.signup"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "switch.signup | button font=15/fixed lines=1 | View.m:6 | Objective-C button setAttributedTitle:forState: | C | via View.m:19 View.m:9 View.m:14 View.m:16 View.m:5",
        ])
    }

    /// A label whose own font is a fixed 17 pt, given an attributed text in the Headline style:
    /// the text scales as Headline. A second label's attributes set only a colour: its own
    /// Title 2 font stays.
    @Test func aTextStyleInTheAttributesStaysScaledAndNoFontKeepsTheLabels() {
        let layout = ObjectiveCSnippets.read("""
            @interface EmptyView : UIView
            @property (nonatomic, strong) UILabel *titleLabel;
            @property (nonatomic, strong) UILabel *noteLabel;
            @end
            @implementation EmptyView
            - (void)configure {
                self.titleLabel.font = [UIFont systemFontOfSize:17];
                self.titleLabel.attributedText = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"empty.title", nil)
                    attributes:@{ NSFontAttributeName: [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline] }];
                self.noteLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
                self.noteLabel.attributedText = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"empty.note", nil)
                    attributes:@{ NSForegroundColorAttributeName: [UIColor grayColor] }];
            }
            @end
            """, keys: ["empty.title", "empty.note"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "empty.note | label style=title2 lines=1 | View.m:11 | Objective-C label.text | B",
            "empty.title | label style=headline lines=1 | View.m:8 | Objective-C label.text | B",
        ])
    }

    /// The characters taken out of an attributed string (`string`) leave its font behind: set as
    /// a label's plain `text`, they are drawn in the label's own font; the attributed string
    /// itself, set on a second label, keeps its 11 pt.
    @Test func thePlainStringOfAnAttributedStringHasTheLabelsFont() {
        let layout = ObjectiveCSnippets.read("""
            @interface EmptyView : UIView
            @property (nonatomic, strong) UILabel *titleLabel;
            @property (nonatomic, strong) UILabel *styledLabel;
            @end
            @implementation EmptyView
            - (void)configure {
                NSAttributedString *styled = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"empty.title", nil)
                    attributes:@{ NSFontAttributeName: [UIFont systemFontOfSize:11] }];
                self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                self.titleLabel.text = styled.string;
                self.styledLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                self.styledLabel.attributedText = styled;
            }
            @end
            """, keys: ["empty.title"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "empty.title | label style=body lines=1 | View.m:10 | Objective-C label.text | C | via View.m:7",
            "empty.title | label font=11/fixed lines=1 | View.m:12 | Objective-C label.text | C | via View.m:7",
        ])
    }

    /// Swift: `NSAttributedString(string:attributes:)` with `.font: .systemFont(ofSize: 15)` set
    /// as a button's attributed title.
    @Test func aSwiftAttributedTitleHasTheAttributesFont() {
        let layout = SwiftSnippets.read("""
            final class SwitchView: UIView {
                let button = UIButton(type: .system)
                func configure() {
                    button.setAttributedTitle(NSAttributedString(string: NSLocalizedString("switch.signup", comment: ""),
                                                                 attributes: [.font: UIFont.systemFont(ofSize: 15)]), for: .normal)
                }
            }
            """, keys: ["switch.signup"])
        #expect(SwiftSnippets.lines(layout) == [
            "switch.signup | button font=15/fixed lines=1 | View.swift:4 | UIKit button.setTitle(_:for:) | A",
        ])
    }

    /// Swift, through locals: the text, its attributes (`NSAttributedString.Key.font`, a bold
    /// 15 pt) and the attributed string are each kept in a local before the label is given it.
    /// A dictionary without a font leaves the label's Title 2 style.
    @Test func aSwiftAttributesFontFollowsTheTextThroughLocals() {
        let layout = SwiftSnippets.read("""
            final class EmptyView: UIView {
                let titleLabel = UILabel()
                let noteLabel = UILabel()
                func configure() {
                    let title = NSLocalizedString("empty.title", comment: "")
                    let attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 15)]
                    let styled = NSAttributedString(string: title, attributes: attributes)
                    titleLabel.attributedText = styled
                    noteLabel.font = .preferredFont(forTextStyle: .title2)
                    noteLabel.attributedText = NSAttributedString(string: NSLocalizedString("empty.note", comment: ""),
                                                                  attributes: [.foregroundColor: UIColor.gray])
                }
            }
            """, keys: ["empty.title", "empty.note"])
        #expect(SwiftSnippets.lines(layout) == [
            "empty.note | label style=title2 lines=1 | View.swift:10 | UIKit label.text | B",
            "empty.title | label font=15/fixed weight=bold lines=1 | View.swift:8 | UIKit label.text | C | via View.swift:5 View.swift:7",
        ])
    }

    /// An attributed placeholder whose font size is a constant: a local `let`, and a `static let`
    /// of a type in the same file (`Constants.fieldFontSize`), read as the number they hold; a
    /// `static var` may change and is not read (the text field keeps its default).
    @Test func aFontSizeKeptInAConstant() {
        let layout = SwiftSnippets.read("""
            final class FormViewController: UIViewController {
                let website = UITextField()
                let name = UITextField()
                let note = UITextField()
                enum Constants {
                    static let fieldFontSize: CGFloat = 14
                    static var changing: CGFloat = 12
                }
                override func viewDidLoad() {
                    configure(with: NSLocalizedString("form.website", comment: ""))
                    let size: CGFloat = 15
                    name.attributedPlaceholder = NSAttributedString(string: NSLocalizedString("form.name", comment: ""),
                                                                    attributes: [.font: UIFont.systemFont(ofSize: size)])
                    note.attributedPlaceholder = NSAttributedString(string: NSLocalizedString("form.note", comment: ""),
                                                                    attributes: [.font: UIFont.systemFont(ofSize: Constants.changing)])
                }
                private func configure(with placeholder: String) {
                    let font = UIFont.systemFont(ofSize: Constants.fieldFontSize)
                    let attributes = [NSAttributedString.Key.font: font]
                    website.attributedPlaceholder = NSAttributedString(string: placeholder, attributes: attributes)
                }
            }
            """, keys: ["form.website", "form.name", "form.note"])
        #expect(SwiftSnippets.lines(layout) == [
            "form.name | text-field font=15/fixed | View.swift:12 | UIKit textField.placeholder | A",
            "form.note | text-field | View.swift:14 | UIKit textField.placeholder | B",
            "form.website | text-field font=14/fixed | View.swift:20 | UIKit textField.placeholder | C | via View.swift:10",
        ])
    }

    /// A placeholder on a `UITextView` (a category's: UIKit's text view has none) wraps in the
    /// text view as its text does, in the attributes' font; a text field's stays one line.
    @Test func aTextViewsPlaceholderWraps() {
        let layout = SwiftSnippets.read("""
            final class CommentCell: UITableViewCell {
                let commentTextView: UITextView = {
                    let textView = UITextView()
                    textView.attributedPlaceholder = NSAttributedString(string: NSLocalizedString("report.comment", comment: ""),
                                                                        attributes: [.font: UIFont.systemFont(ofSize: 15)])
                    return textView
                }()
                let field = UITextField()
                func setUp() { field.placeholder = NSLocalizedString("report.field", comment: "") }
            }
            """, keys: ["report.comment", "report.field"])
        #expect(SwiftSnippets.lines(layout) == [
            "report.comment | multiline-label font=15/fixed lines=0 | View.swift:4 | UIKit UITextView placeholder | A",
            "report.field | text-field | View.swift:9 | UIKit textField.placeholder | B",
        ])
    }

    /// The attributes' font made by the app's font helper (`UIFont.appFont(ofSize:)`, whose one
    /// returned expression is `.systemFont(ofSize: size)`) at a size kept in the caller's file
    /// (`Metrics.fieldFontSize`, 14): a fixed 14 pt.
    @Test func anAttributesFontMadeByTheAppsHelper() {
        let layout = SwiftSnippets.read("""
            extension UIFont {
                static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
            }
            final class FormViewController: UIViewController {
                enum Metrics { static let fieldFontSize: CGFloat = 14 }
                let website = UITextField()
                override func viewDidLoad() {
                    let font = UIFont.appFont(ofSize: Metrics.fieldFontSize)
                    website.attributedPlaceholder = NSAttributedString(string: NSLocalizedString("form.website", comment: ""),
                                                                       attributes: [.font: font])
                }
            }
            """, keys: ["form.website"])
        #expect(SwiftSnippets.lines(layout) == [
            "form.website | text-field font=14/fixed | View.swift:9 | UIKit textField.placeholder | A",
        ])
    }
}
