import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Code that sets the title of an `@IBOutlet` button draws it in the title label Interface
/// Builder designed: a legacy button's `fontDescription` is its `titleLabel`'s font and its
/// `lineBreakMode` decides whether the title wraps. A fixed `type="system" pointSize="17"` is a
/// fixed 17 pt system font: it does not follow Dynamic Type (Apple,
/// `adjustsFontForContentSizeCategory`: "the element's font must be vended" by
/// `preferredFont(forTextStyle:)` or a `UIFontMetrics` method); a text style stays scaled.
@Suite struct InterfaceBuilderButtonOutletTests {
    /// A storyboard whose table has a prototype cell of class `SelectButtonCell` with one legacy
    /// button connected to the cell's `button` outlet.
    static func cell(button: String) throws -> InterfaceBuilderOutlets {
        let scene = """
            <scene sceneID="c-sc">
                <objects>
                    <tableViewController id="c-vc">
                        <tableView key="view" id="c-tv">
                            <prototypes>
                                <tableViewCell reuseIdentifier="selectButton" id="c-cl" customClass="SelectButtonCell">
                                    <tableViewCellContentView key="contentView" id="c-cv">
                                        <subviews>
                                            \(button)
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="button" destination="c-bt" id="c-o1"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(scene).utf8)))
        return outlets
    }

    static let picker = [
        ("App/SelectButtonCell.h", """
            @interface SelectButtonCell : UITableViewCell
            @property IBOutlet UIButton *button;
            @end
            """),
        ("App/PickerViewController.m", """
            @interface PickerViewController : UITableViewController
            @end
            @implementation PickerViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                SelectButtonCell *cell = [tableView dequeueReusableCellWithIdentifier:@"selectButton" forIndexPath:indexPath];
                [cell.button setTitle:NSLocalizedString(@"picker.select", nil) forState:UIControlStateNormal];
                return cell;
            }
            @end
            """),
    ]

    /// iNaturalist `TaxonDetailViewController.m:296` sets the title of a `TaxonSelectButtonCell`'s
    /// `button`, a legacy button that `MainStoryboard.storyboard` gives a fixed system 17 pt font
    /// and `lineBreakMode="middleTruncation"` (one line): the title is drawn at 17 pt regular at
    /// every Dynamic Type size, not in the body style.
    @Test func aButtonOutletsTitleHasItsStoryboardFont() throws {
        let outlets = try Self.cell(button: """
            <button buttonType="system" lineBreakMode="middleTruncation" id="c-bt">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <state key="normal" title="Select"/>
            </button>
            """)
        let layout = ObjectiveCSnippets.read(Self.picker, keys: ["picker.select"], outlets: outlets)
        #expect(ObjectiveCSnippets.lines(layout) == [
            "picker.select | button font=17/fixed weight=regular lines=1 | PickerViewController.m:6 | Objective-C button setTitle:forState: | B",
        ])
    }

    /// IB's word wrap on a legacy button is a title of any number of lines; a bold system font
    /// is bold.
    @Test func aWrappingButtonOutletsTitleHasNoLineLimit() throws {
        let outlets = try Self.cell(button: """
            <button buttonType="system" lineBreakMode="wordWrap" id="c-bt">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
            </button>
            """)
        let layout = ObjectiveCSnippets.read(Self.picker, keys: ["picker.select"], outlets: outlets)
        #expect(ObjectiveCSnippets.lines(layout) == [
            "picker.select | button font=15/fixed weight=bold lines=0 | PickerViewController.m:6 | Objective-C button setTitle:forState: | B",
        ])
    }

    static func controllerScene(button: String) -> String {
        """
        <scene sceneID="s-sc">
            <objects>
                <viewController customClass="SignupViewController" id="s-vc">
                    <view key="view" id="s-vw">
                        <subviews>
                            \(button)
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="signupButton" destination="s-bt" id="s-o1"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    static let signup = """
        final class SignupViewController: UIViewController {
            @IBOutlet weak var signupButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                signupButton.setTitle(NSLocalizedString("signup.title", comment: ""), for: .normal)
            }
        }
        """

    /// Swift's `setTitle(_:for:)` on an outlet button reads the same title label: a fixed
    /// 15 pt system font.
    @Test func aSwiftButtonOutletsTitleHasItsStoryboardFont() throws {
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(Self.controllerScene(button: """
            <button buttonType="system" lineBreakMode="middleTruncation" id="s-bt">
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </button>
            """)).utf8)))
        let layout = SwiftSnippets.read([("App/Signup.swift", Self.signup)], keys: ["signup.title"], outlets: outlets)
        #expect(SwiftSnippets.lines(layout) == [
            "signup.title | button font=15/fixed weight=regular lines=1 | Signup.swift:5 | UIKit button.setTitle(_:for:) | A",
        ])
    }

    /// A button drawn through a `UIButton.Configuration` takes its title's look from the
    /// configuration: its `fontDescription` is not the title's, and nothing is read for it; the
    /// legacy button beside it has its font.
    @Test func aConfiguredButtonsFontIsNotItsTitles() throws {
        let scene = """
            <scene sceneID="s-sc">
                <objects>
                    <viewController customClass="SignupViewController" id="s-vc">
                        <view key="view" id="s-vw">
                            <subviews>
                                <button id="s-bt">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Sign up"/>
                                </button>
                                <button buttonType="system" lineBreakMode="middleTruncation" id="s-lg">
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="signupButton" destination="s-bt" id="s-o1"/>
                            <outlet property="loginButton" destination="s-lg" id="s-o2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(scene).utf8)))
        let layout = SwiftSnippets.read([("App/Signup.swift", """
            final class SignupViewController: UIViewController {
                @IBOutlet weak var signupButton: UIButton!
                @IBOutlet weak var loginButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    signupButton.setTitle(NSLocalizedString("signup.title", comment: ""), for: .normal)
                    loginButton.setTitle(NSLocalizedString("login.title", comment: ""), for: .normal)
                }
            }
            """)], keys: ["signup.title", "login.title"], outlets: outlets)
        #expect(SwiftSnippets.lines(layout) == [
            "login.title | button font=13/fixed weight=regular lines=1 | Signup.swift:7 | UIKit button.setTitle(_:for:) | A",
            "signup.title | button lines=1 | Signup.swift:6 | UIKit button.setTitle(_:for:) | B",
        ])
    }

    /// A text style set in IB stays a text style: the title scales with Dynamic Type.
    @Test func aTextStyleOnAButtonOutletStaysScaled() throws {
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(Self.controllerScene(button: """
            <button buttonType="system" lineBreakMode="middleTruncation" id="s-bt">
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </button>
            """)).utf8)))
        let layout = SwiftSnippets.read([("App/Signup.swift", Self.signup)], keys: ["signup.title"], outlets: outlets)
        #expect(SwiftSnippets.lines(layout) == [
            "signup.title | button style=headline lines=1 | Signup.swift:5 | UIKit button.setTitle(_:for:) | A",
        ])
    }
}

/// What the code sets on an outlet in `awakeFromNib` comes after what the nib set: Apple,
/// `awakeFromNib()`: the message is sent "only after all the objects in the archive have been
/// loaded and initialized", with "all its outlet and action connections already established".
@Suite struct AwakeFromNibTests {
    static func header() throws -> InterfaceBuilderOutlets {
        let xib = """
            <view customClass="HeaderView" id="h-vw">
                <subviews>
                    <label id="h-lb"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                </subviews>
                <connections>
                    <outlet property="countLabel" destination="h-lb" id="h-o1"/>
                </connections>
            </view>
            """
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: "App/HeaderView.xib", bytes: Array(IBSnippet.storyboard(xib).utf8)))
        return outlets
    }

    /// iNaturalist `MeHeaderView.m:32` sets `obsCountLabel.font` to a fixed 18 pt system font in
    /// `awakeFromNib`; `ObservationsViewController.m:1030` sets the label's text through the
    /// header: it is drawn at 18 pt (the xib's 17 pt is replaced), one line (the xib's default).
    @Test func aFontSetInAwakeFromNibWinsOverTheXibs() throws {
        let layout = ObjectiveCSnippets.read([
            ("App/HeaderView.m", """
                @interface HeaderView : UIView
                @property IBOutlet UILabel *countLabel;
                @end
                @implementation HeaderView
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    self.countLabel.font = [UIFont systemFontOfSize:18.0f];
                }
                @end
                """),
            ("App/ListViewController.m", """
                @implementation ListViewController
                - (void)configureHeader:(HeaderView *)view {
                    view.countLabel.text = NSLocalizedString(@"header.syncing", nil);
                }
                @end
                """),
        ], keys: ["header.syncing"], outlets: try Self.header())
        #expect(ObjectiveCSnippets.lines(layout) == [
            "header.syncing | label font=18/fixed lines=1 | ListViewController.m:3 | Objective-C label.text | B",
        ])
    }

    /// The same in Swift: the `awakeFromNib` of the view's class sets a bold 18 pt font.
    @Test func aSwiftAwakeFromNibFontWinsOverTheXibs() throws {
        let layout = SwiftSnippets.read([
            ("App/HeaderView.swift", """
                final class HeaderView: UIView {
                    @IBOutlet weak var countLabel: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        countLabel.font = .boldSystemFont(ofSize: 18)
                    }
                }
                """),
            ("App/ListViewController.swift", """
                final class ListViewController: UIViewController {
                    let header = HeaderView()
                    func configure() {
                        header.countLabel.text = NSLocalizedString("header.syncing", comment: "")
                    }
                }
                """),
        ], keys: ["header.syncing"], outlets: try Self.header())
        #expect(SwiftSnippets.lines(layout) == [
            "header.syncing | label font=18/fixed weight=bold lines=1 | ListViewController.swift:4 | UIKit label.text | B",
        ])
    }

    /// iNaturalist `ProjectObsPhotoCell.m:21` (`[UIFont italicSystemFontOfSize:self.obsText.font.pointSize]`):
    /// a system font at the label's own size keeps the size of the font in effect — the xib's
    /// 17 pt — in its own weight, here bold.
    @Test func aFontAtTheLabelsOwnSizeKeepsTheXibsSize() throws {
        let layout = ObjectiveCSnippets.read([
            ("App/HeaderView.m", """
                @interface HeaderView : UIView
                @property IBOutlet UILabel *countLabel;
                @end
                @implementation HeaderView
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    self.countLabel.font = [UIFont boldSystemFontOfSize:self.countLabel.font.pointSize];
                }
                - (void)showSyncing {
                    self.countLabel.text = NSLocalizedString(@"header.syncing", nil);
                }
                @end
                """),
        ], keys: ["header.syncing"], outlets: try Self.header())
        #expect(ObjectiveCSnippets.lines(layout) == [
            "header.syncing | label font=17/fixed weight=bold lines=1 | HeaderView.m:10 | Objective-C label.text | B",
        ])
    }
}
