import Testing
import TypeFitConfig
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitSources

/// The box a label or button gets from its constraints, read from tiny storyboards and Swift
/// files and laid out by the layout engine on three devices. Every expected width is computed by
/// hand from Apple's figures: iPhone SE (1st generation) 320 pt wide, iPhone 13 390 pt, iPad Pro
/// 11" 834 pt (apple-facts §7); no side safe area in portrait (§5), so the safe area is the
/// window's width; root layout margins 16 pt in compact width (both iPhones in portrait) and 20 pt
/// in regular width (the iPad) (§4). So margins are 288, 358 and 794 pt wide.
@Suite struct ConstraintBoxTests {
    static let devices = ["iphone-se-1", "iphone-13", "ipad-pro-11"]

    /// The width the engine lays the use's text into on each of `devices`.
    static func widths(_ use: SourceUse?) throws -> [Double?] {
        guard let use else { return [] }
        return try devices.map { id in
            let environment = LayoutEnvironment(device: try DeviceCatalog().device(named: id), orientation: .portrait,
                                                window: .full, category: .large, direction: .ltr, bars: .none)
            return try LayoutEngine().frame(for: use.settings.spec, in: environment).width
        }
    }

    static func expect(_ use: SourceUse?, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = try widths(use)
        #expect(found.count == expected.count, sourceLocation: sourceLocation)
        for (width, hand) in zip(found, expected) {
            #expect(width.map { abs($0 - hand) <= 0.5 } == true, "\(String(describing: width)) ≠ \(hand)", sourceLocation: sourceLocation)
        }
        #expect(use?.read.contains(.width) == true, sourceLocation: sourceLocation)
    }

    static func scene(_ root: String) -> String {
        """
        <scene sceneID="s01"><objects>
        <viewController id="vc1-aa-aaa">
        \(root)
        </viewController>
        </objects></scene>
        """
    }

    // MARK: Interface Builder

    @Test func aLabelBesideASwitchInTheSafeArea() throws {
        // 20 + label + 8 + switch (51, UISwitch's intrinsic width) + 20 across the safe area:
        // safe area − 99 → 221, 291, 735.
        let layout = IBSnippet.main(Self.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Notify me" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-one"/>
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="swi-tc-hhh"/>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-ea-rea"/>
                <constraints>
                    <constraint firstItem="lab-el-one" firstAttribute="leading" secondItem="saf-ea-rea" secondAttribute="leading" constant="20" id="c01-aa-aaa"/>
                    <constraint firstItem="swi-tc-hhh" firstAttribute="leading" secondItem="lab-el-one" secondAttribute="trailing" constant="8" id="c02-aa-aaa"/>
                    <constraint firstItem="saf-ea-rea" firstAttribute="trailing" secondItem="swi-tc-hhh" secondAttribute="trailing" constant="20" id="c03-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["lab-el-one.text"])
        try Self.expect(layout.uses.first, [221, 291, 735])
        guard case .solved(let box)? = layout.uses.first?.settings.width else { Issue.record("not solved"); return }
        #expect(box.container == .safeArea && box.offset == -99)
        // Each constraint's line is kept (the body starts at line 4: the three constraints are at
        // lines 13–15); the switch's width is a platform figure, with no line.
        #expect(Set(box.sources.map(\.line)) == [13, 14, 15])
        #expect(box.terms.contains { $0.estimated && $0.points == -51 })
    }

    @Test func aCellLabelBetweenTheContentViewsMarginsAndAnIcon() throws {
        // leadingMargin … label … 8 … icon (24) … trailingMargin: margins − 32 → 256, 326, 762.
        let layout = IBSnippet.main("""
            <tableViewController id="tvc-aa-aaa"><tableView key="view" id="tab-le-vie"><prototypes>
            <tableViewCell reuseIdentifier="Row" id="cel-la-aaa">
                <tableViewCellContentView key="contentView" id="con-te-ntv">
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-lab"/>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="ico-nn-img">
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="c11-aa-aaa"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tit-le-lab" firstAttribute="leading" secondItem="con-te-ntv" secondAttribute="leadingMargin" id="c12-aa-aaa"/>
                        <constraint firstItem="ico-nn-img" firstAttribute="leading" secondItem="tit-le-lab" secondAttribute="trailing" constant="8" id="c13-aa-aaa"/>
                        <constraint firstAttribute="trailingMargin" secondItem="ico-nn-img" secondAttribute="trailing" id="c14-aa-aaa"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            </prototypes></tableView></tableViewController>
            """, keys: ["tit-le-lab.text"])
        try Self.expect(layout.uses.first, [256, 326, 762])
    }

    @Test func twoLabelsInAStackOfEqualWidths() throws {
        // A fillEqually stack between the root margins, 8 pt apart: (margins − 8) / 2 → 140, 175, 393.
        let layout = IBSnippet.main(Self.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <stackView distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sta-ck-vie">
                        <subviews>
                            <label text="Yes" id="yes-la-bel"/>
                            <label text="No" id="noo-la-bel"/>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sta-ck-vie" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leadingMargin" id="c21-aa-aaa"/>
                    <constraint firstAttribute="trailingMargin" secondItem="sta-ck-vie" secondAttribute="trailing" id="c22-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["yes-la-bel.text", "noo-la-bel.text"])
        #expect(layout.uses.count == 2)
        for use in layout.uses { try Self.expect(use, [140, 175, 393]) }
    }

    @Test func aRequiredBoundBeatsALowPriorityEqualityAndALosingWidthIsSkipped() throws {
        // Label A: leading 16 from the window's edge; trailing = edge − 16 at priority 250, but
        // required ≤ edge − 100: the bound holds → window − 116 → 204, 274, 718.
        // Label B: pinned 16 from both edges (required); its width = 500 at priority 250 conflicts
        // and loses → window − 32 → 288, 358, 802.
        let layout = IBSnippet.main(Self.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-la-bel"/>
                    <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-la-bel"/>
                </subviews>
                <constraints>
                    <constraint firstItem="aaa-la-bel" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="c31-aa-aaa"/>
                    <constraint firstItem="roo-tv-iew" firstAttribute="trailing" secondItem="aaa-la-bel" secondAttribute="trailing" constant="16" priority="250" id="c32-aa-aaa"/>
                    <constraint firstItem="aaa-la-bel" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="roo-tv-iew" secondAttribute="trailing" constant="-100" id="c33-aa-aaa"/>
                    <constraint firstItem="bbb-la-bel" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="c34-aa-aaa"/>
                    <constraint firstItem="roo-tv-iew" firstAttribute="trailing" secondItem="bbb-la-bel" secondAttribute="trailing" constant="16" id="c35-aa-aaa"/>
                    <constraint firstItem="bbb-la-bel" firstAttribute="width" constant="500" priority="250" id="c36-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["aaa-la-bel.text", "bbb-la-bel.text"])
        try Self.expect(layout.uses.first { $0.key == "aaa-la-bel.text" }, [204, 274, 718])
        try Self.expect(layout.uses.first { $0.key == "bbb-la-bel.text" }, [288, 358, 802])
    }

    @Test func anOpenChainKeepsTheDefaultWidthAndTwoLabelsInARowLeaveEachOthersText() {
        // A: only its leading edge is pinned: no box. B and C: two labels in a row, each as wide as
        // the other's text lets it be: window − 40 less the other's text, measured by the check
        // (`SiblingLabelBoxTests`).
        let layout = IBSnippet.main(Self.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-la-bel"/>
                    <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-la-bel"/>
                    <label text="C" translatesAutoresizingMaskIntoConstraints="NO" id="ccc-la-bel"/>
                </subviews>
                <constraints>
                    <constraint firstItem="aaa-la-bel" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="c41-aa-aaa"/>
                    <constraint firstItem="bbb-la-bel" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="c42-aa-aaa"/>
                    <constraint firstItem="ccc-la-bel" firstAttribute="leading" secondItem="bbb-la-bel" secondAttribute="trailing" constant="8" id="c43-aa-aaa"/>
                    <constraint firstItem="roo-tv-iew" firstAttribute="trailing" secondItem="ccc-la-bel" secondAttribute="trailing" constant="16" id="c44-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["aaa-la-bel.text", "bbb-la-bel.text", "ccc-la-bel.text"])
        #expect(layout.uses.count == 3)
        let open = layout.uses.first { $0.key == "aaa-la-bel.text" }
        #expect(open?.settings.width == nil && open?.read.contains(.width) == false)
        for (key, other) in [("bbb-la-bel.text", "ccc-la-bel.text"), ("ccc-la-bel.text", "bbb-la-bel.text")] {
            guard case .solved(let box)? = layout.uses.first(where: { $0.key == key })?.settings.width else {
                Issue.record("\(key): not solved")
                continue
            }
            #expect(box.container == .window && box.offset == -40 && box.siblings.map(\.key) == [other])
        }
    }

    @Test func aConstraintHeldInAnOutletIsNotRead() {
        // The controller holds the label's width constraint in an outlet: code may set its constant.
        let layout = IBSnippet.main("""
            <scene sceneID="s01"><objects>
            <viewController id="vc1-aa-aaa">
                <view key="view" id="roo-tv-iew">
                    <subviews>
                        <label text="Menu" translatesAutoresizingMaskIntoConstraints="NO" id="men-uu-lab">
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="wid-th-con"/>
                            </constraints>
                        </label>
                    </subviews>
                </view>
                <connections>
                    <outlet property="menuWidth" destination="wid-th-con" id="out-le-tid"/>
                </connections>
            </viewController>
            </objects></scene>
            """, keys: ["men-uu-lab.text"])
        #expect(layout.uses.count == 1)
        #expect(layout.uses.first?.settings.width == nil)
    }

    @Test func aScrollViewsEdgesAreItsContentsToAViewInside() {
        // Pinned to the scroll view's own edges, the label sets the content's width, not its own box.
        let layout = IBSnippet.main(Self.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-ol-lvw">
                        <subviews>
                            <label text="Long" translatesAutoresizingMaskIntoConstraints="NO" id="lon-gg-lab"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lon-gg-lab" firstAttribute="leading" secondItem="scr-ol-lvw" secondAttribute="leading" constant="16" id="c51-aa-aaa"/>
                            <constraint firstAttribute="trailing" secondItem="lon-gg-lab" secondAttribute="trailing" constant="16" id="c52-aa-aaa"/>
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scr-ol-lvw" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" id="c53-aa-aaa"/>
                    <constraint firstItem="scr-ol-lvw" firstAttribute="trailing" secondItem="roo-tv-iew" secondAttribute="trailing" id="c54-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["lon-gg-lab.text"])
        #expect(layout.uses.count == 1)
        #expect(layout.uses.first?.settings.width == nil)
    }

    @Test func aFrameLaidOutByItsAutoresizingMask() throws {
        // No Auto Layout: a 120-pt frame that is not width-sizable keeps 120 on every device.
        let layout = IBSnippet.main(Self.scene("""
            <view key="view" id="roo-tv-iew">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Fixed" id="fix-ed-lab">
                        <rect key="frame" x="20" y="20" width="120" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </label>
                </subviews>
            </view>
            """), keys: ["fix-ed-lab.text"])
        try Self.expect(layout.uses.first, [120, 120, 120])
    }

    // MARK: Code

    @Test func anchorsInACellAndASwitchsIntrinsicWidth() throws {
        // contentView margins … label ≤ switch − 8 … switch (51) … margins: margins − 59 → 229, 299, 735.
        let layout = SwiftSnippets.read("""
            import UIKit
            final class RowCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let toggle = UISwitch()
                private let spacing: CGFloat = 8
                func setUp() {
                    NSLayoutConstraint.activate([
                        titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -spacing),
                        toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    ])
                    titleLabel.text = NSLocalizedString("row.title", comment: "")
                }
            }
            """, keys: ["row.title"])
        try Self.expect(layout.uses.first, [229, 299, 735])
    }

    @Test func safeAreaAnchorsOfAControllersView() throws {
        // 20 pt in from each side of the safe area: safe area − 40 → 280, 350, 794.
        let layout = SwiftSnippets.read("""
            import UIKit
            final class InfoViewController: UIViewController {
                let messageLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    messageLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20).isActive = true
                    messageLabel.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20).isActive = true
                    messageLabel.text = NSLocalizedString("info.message", comment: "")
                }
            }
            """, keys: ["info.message"])
        try Self.expect(layout.uses.first, [280, 350, 794])
    }

    @Test func aStackOfTwoEqualButtonsMadeInCode() throws {
        // fillEqually, 12 pt apart, between the root margins: (margins − 12) / 2 → 138, 173, 391.
        let layout = SwiftSnippets.read("""
            import UIKit
            final class ChoiceViewController: UIViewController {
                let okButton = UIButton(type: .system)
                let cancelButton = UIButton(type: .system)
                override func viewDidLoad() {
                    let stack = UIStackView(arrangedSubviews: [okButton, cancelButton])
                    stack.distribution = .fillEqually
                    stack.spacing = 12
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    ])
                    okButton.setTitle(NSLocalizedString("ok", comment: ""), for: .normal)
                }
            }
            """, keys: ["ok"])
        try Self.expect(layout.uses.first, [138, 173, 391])
    }

    @Test func aConstraintNeverActivatedAndAViewOfUnknownWidthAreNotRead() {
        // `pending` is made but never activated; `CardView`'s own width is not known from its code.
        let layout = SwiftSnippets.read("""
            import UIKit
            final class NoteViewController: UIViewController {
                let noteLabel = UILabel()
                override func viewDidLoad() {
                    let pending = noteLabel.widthAnchor.constraint(equalToConstant: 120)
                    _ = pending
                    noteLabel.text = NSLocalizedString("note", comment: "")
                }
            }
            final class CardView: UIView {
                let captionLabel = UILabel()
                func setUp() {
                    NSLayoutConstraint.activate([
                        captionLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                        captionLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                    ])
                    captionLabel.text = NSLocalizedString("caption", comment: "")
                }
            }
            """, keys: ["note", "caption"])
        #expect(layout.uses.count == 2)
        #expect(layout.uses.allSatisfy { $0.settings.width == nil })
    }
    @Test func aVisualFormatStringWithItsViewsDictionary() throws {
        // |-16-[label]-8-[icon(24)]-16-| across the root view: window − 64 → 256, 326, 770.
        let layout = SwiftSnippets.read("""
            import UIKit
            final class BannerViewController: UIViewController {
                let titleLabel = UILabel()
                let icon = UIImageView()
                override func viewDidLoad() {
                    view.addSubview(titleLabel)
                    view.addSubview(icon)
                    let views = ["label": titleLabel, "icon": icon]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-16-[label]-8-[icon(24)]-16-|", metrics: nil, views: views))
                    titleLabel.text = NSLocalizedString("banner", comment: "")
                }
            }
            """, keys: ["banner"])
        try Self.expect(layout.uses.first, [256, 326, 770])
    }

    @Test func snapKitInsetsFromTheSuperviewAndAFixedWidth() throws {
        // nameLabel: leading and trailing 20 in from the content view (the row, the safe area):
        // safe area − 40 → 280, 350, 794. badgeLabel: 60 wide everywhere.
        let layout = SwiftSnippets.read("""
            import UIKit
            import SnapKit
            final class ValueCell: UITableViewCell {
                let nameLabel = UILabel()
                let badgeLabel = UILabel()
                func setUp() {
                    contentView.addSubview(nameLabel)
                    contentView.addSubview(badgeLabel)
                    nameLabel.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(20)
                    }
                    badgeLabel.snp.makeConstraints { $0.width.equalTo(60) }
                    nameLabel.text = NSLocalizedString("name", comment: "")
                    badgeLabel.text = NSLocalizedString("badge", comment: "")
                }
            }
            """, keys: ["name", "badge"])
        try Self.expect(layout.uses.first { $0.key == "name" }, [280, 350, 794])
        try Self.expect(layout.uses.first { $0.key == "badge" }, [60, 60, 60])
    }
}
