import Testing
import TypeFitConfig
import TypeFitLayout
@testable import TypeFitSources

/// The box of a table cell style's own labels (Interface Builder's Basic and Subtitle cells): the
/// content view's margins less the accessory; a Right or Left Detail cell is left unsolved. Hand computations on the three devices of `ConstraintBoxTests` — margins 288,
/// 358 and 794 pt (iPhone SE 320 − 2 × 16, iPhone 13 390 − 2 × 16, iPad Pro 11" 834 − 2 × 20;
/// apple-facts §4, §7) — with `CellAccessory`'s estimates (disclosure indicator 34 pt, checkmark 40).
@Suite struct CellStyleBoxTests {
    /// A table view controller whose table holds one prototype cell with `attributes`, whose
    /// content view holds `labels`.
    static func table(_ attributes: String, _ labels: String, tableStyle: String = "plain", extra: String = "") -> String {
        """
        <tableViewController id="tvc-aa-aaa"><tableView key="view" style="\(tableStyle)" id="tab-le-vie"><prototypes>
        <tableViewCell \(attributes) id="cel-la-aaa">
            <tableViewCellContentView key="contentView" id="con-te-ntv">
                <subviews>
                    \(labels)
                </subviews>
            </tableViewCellContentView>
            \(extra)
        </tableViewCell>
        </prototypes></tableView></tableViewController>
        """
    }

    static let textLabel = #"<label text="Notifications" id="txt-la-bel"/>"#
    static let detailLabel = #"<label text="On" id="det-la-bel"/>"#

    @Test func aBasicCellsLabelRunsBetweenTheMarginsLessItsDisclosureIndicator() throws {
        // margins − 34 → 254, 324, 760.
        let layout = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleDefault" accessoryType="disclosureIndicator" textLabel="txt-la-bel""#,
                                               Self.textLabel), keys: ["txt-la-bel.text"])
        try ConstraintBoxTests.expect(layout.uses.first, [254, 324, 760])
        // The box holds the accessory: the cell element does not take it again.
        #expect(layout.uses.first?.settings.accessory == nil)
        guard case .solved(let box)? = layout.uses.first?.settings.width else { Issue.record("not solved"); return }
        #expect(box.container == .margins && box.offset == -34)
        #expect(box.sources.map(\.line) == [5])
    }

    @Test func aSubtitleCellsLabelsSpanTheMarginsWithoutAnAccessory() throws {
        // No accessory: the margins → 288, 358, 794, for the title and the subtitle alike.
        let layout = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleSubtitle" textLabel="txt-la-bel" detailTextLabel="det-la-bel""#,
                                               Self.textLabel + Self.detailLabel), keys: ["txt-la-bel.text", "det-la-bel.text"])
        #expect(layout.uses.count == 2)
        for use in layout.uses {
            try ConstraintBoxTests.expect(use, [288, 358, 794])
            // Where the box comes from: the cell at line 5, its content view's margins at line 6.
            guard case .solved(let box)? = use.settings.width else { Issue.record("not solved"); continue }
            #expect(Set(box.sources.map(\.line)) == [5, 6])
        }
    }

    @Test func aBasicCellsLabelLessItsCheckmark() throws {
        // margins − 40 → 248, 318, 754.
        let layout = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleDefault" accessoryType="checkmark" textLabel="txt-la-bel""#,
                                               Self.textLabel), keys: ["txt-la-bel.text"])
        try ConstraintBoxTests.expect(layout.uses.first, [248, 318, 754])
    }

    @Test func anOutletToAStyledCellsLabelGivesCodeItsBox() throws {
        // A static cell's label held by the controller's outlet, its text set in code: margins − 34.
        var outlets = InterfaceBuilderOutlets()
        let scene = """
            <scene sceneID="sc1-aa-aaa"><objects>
            <tableViewController customClass="PreferencesController" id="tvc-aa-aaa"><tableView key="view" id="tab-le-vie"><sections><tableViewSection id="sec-aa-aaa"><cells>
            <tableViewCell style="IBUITableViewCellStyleDefault" accessoryType="disclosureIndicator" textLabel="txt-la-bel" id="cel-la-aaa">
                <tableViewCellContentView key="contentView" id="con-te-ntv"><subviews>\(Self.textLabel)</subviews></tableViewCellContentView>
            </tableViewCell>
            </cells></tableViewSection></sections></tableView>
            <connections><outlet property="languageLabel" destination="txt-la-bel" id="out-le-tta"/></connections>
            </tableViewController>
            </objects></scene>
            """
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(scene).utf8)))
        let layout = SwiftSnippets.read([("App/PreferencesController.swift", """
            final class PreferencesController: UITableViewController {
                @IBOutlet weak var languageLabel: UILabel!
                override func viewDidLoad() {
                    languageLabel.text = NSLocalizedString("settings.language", comment: "")
                }
            }
            """)], keys: ["settings.language"], outlets: outlets)
        try ConstraintBoxTests.expect(layout.uses.first, [254, 324, 760])
    }

    /// A custom cell's label from the content view's edge to a switch held at its trailing margin
    /// (GoMap's Display settings rows): the content view spans the safe area and its margins are the
    /// system minimum margin in from it, so the chain is one expression: safe area − 16 − margin −
    /// 10 − 51 − 10 → 320 − 103 = 217, 390 − 103 = 287, 834 − 107 = 727. With an accessory the
    /// content view is narrowed by an amount UIKit does not document: unsolved.
    @Test func aCustomCellsChainFromTheContentEdgeToItsMarginIsOneExpression() throws {
        func layout(_ accessory: String) -> SourceLayout {
            IBSnippet.main(Self.table(accessory, """
                <label text="GPX Tracks" translatesAutoresizingMaskIntoConstraints="NO" id="txt-la-bel"/>
                <switch translatesAutoresizingMaskIntoConstraints="NO" id="swi-tc-hhh"/>
                </subviews><constraints>
                <constraint firstAttribute="trailingMargin" secondItem="swi-tc-hhh" secondAttribute="trailing" constant="10" id="c01-aa-aaa"/>
                <constraint firstItem="txt-la-bel" firstAttribute="leading" secondItem="con-te-ntv" secondAttribute="leading" constant="16" id="c02-aa-aaa"/>
                <constraint firstItem="swi-tc-hhh" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="txt-la-bel" secondAttribute="trailing" constant="10" id="c03-aa-aaa"/>
                </constraints><subviews>
                """), keys: ["txt-la-bel.text"])
        }
        try ConstraintBoxTests.expect(layout("").uses.first, [217, 287, 727])
        let withAccessory = layout(#"accessoryType="disclosureIndicator""#).uses.first
        #expect(withAccessory?.settings.width == nil && withAccessory?.settings.accessory == .disclosureIndicator)
    }

    /// With an accessory, a chain from one edge of the content view to the other is still over
    /// the safe area (the content view is inset to it), the accessory taken by the cell element:
    /// safe area − 15 − 8, then − 34 → 263, 333, 777.
    @Test func aCustomCellWithAnAccessoryKeepsTheSafeArea() throws {
        let layout = IBSnippet.main(Self.table(#"accessoryType="disclosureIndicator""#, """
            <label text="Terms" translatesAutoresizingMaskIntoConstraints="NO" id="txt-la-bel"/>
            </subviews><constraints>
            <constraint firstItem="txt-la-bel" firstAttribute="leading" secondItem="con-te-ntv" secondAttribute="leading" constant="15" id="c01-aa-aaa"/>
            <constraint firstAttribute="trailing" secondItem="txt-la-bel" secondAttribute="trailing" constant="8" id="c02-aa-aaa"/>
            </constraints><subviews>
            """), keys: ["txt-la-bel.text"])
        try ConstraintBoxTests.expect(layout.uses.first, [263, 333, 777])
        guard case .solved(let box)? = layout.uses.first?.settings.width else { Issue.record("not solved"); return }
        #expect(box.container == .safeArea && box.offset == -23)
    }

    @Test func aDequeuedPrototypeCellsTextLabelGetsTheStylesBox() throws {
        // Code dequeues the Basic prototype by its identifier and sets `cell.textLabel?.text`: margins − 34 → 254, 324, 760.
        var outlets = InterfaceBuilderOutlets()
        let scene = """
            <scene sceneID="sc1-aa-aaa"><objects>
            \(Self.table(#"reuseIdentifier="TopicCell" style="IBUITableViewCellStyleDefault" accessoryType="disclosureIndicator" textLabel="txt-la-bel""#,
                         Self.textLabel))
            </objects></scene>
            """
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(scene).utf8)))
        let layout = SwiftSnippets.read([("App/TopicsController.swift", """
            final class TopicsController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "TopicCell", for: indexPath)
                    cell.textLabel?.text = NSLocalizedString("topics.first", comment: "")
                    return cell
                }
                func chosenCell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "TopicCell", for: indexPath)
                    cell.textLabel?.text = NSLocalizedString("topics.chosen", comment: "")
                    cell.accessoryType = .checkmark
                    return cell
                }
            }
            """)], keys: ["topics.first", "topics.chosen"], outlets: outlets)
        try ConstraintBoxTests.expect(layout.uses.first { $0.key == "topics.first" }, [254, 324, 760])
        // Code gives this row a checkmark instead: the code's accessory, not the prototype's → margins − 40 → 248, 318, 754.
        try ConstraintBoxTests.expect(layout.uses.first { $0.key == "topics.chosen" }, [248, 318, 754])
    }

    // MARK: Left unsolved

    @Test func aStyledCellOutsideAControllersRootTableIsNotSolved() throws {
        // The table is a subview of a plain view: its width and its cells' margins are not known.
        let layout = IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew"><subviews>
            <tableView style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="tab-le-vie"><prototypes>
            <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="txt-la-bel" id="cel-la-aaa">
                <tableViewCellContentView key="contentView" id="con-te-ntv"><subviews>\(Self.textLabel)</subviews></tableViewCellContentView>
            </tableViewCell>
            </prototypes></tableView>
            </subviews></view>
            """), keys: ["txt-la-bel.text"])
        #expect(layout.uses.count == 1)
        #expect(layout.uses.first?.settings.width == nil)
        #expect(layout.uses.first?.read.contains(.width) == false)
    }

    @Test func aLeftDetailCellAnAccessoryViewAndAnInsetGroupedTableAreNotSolved() throws {
        // Right Detail: how the two labels share the row is not documented, and the detail label may be left empty.
        let value1 = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleValue1" textLabel="txt-la-bel" detailTextLabel="det-la-bel""#,
                                               Self.textLabel + Self.detailLabel), keys: ["txt-la-bel.text", "det-la-bel.text"])
        #expect(value1.uses.count == 2 && value1.uses.allSatisfy { $0.settings.width == nil })
        let value2 = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleValue2" textLabel="txt-la-bel""#, Self.textLabel),
                                    keys: ["txt-la-bel.text"])
        #expect(value2.uses.first?.settings.width == nil)
        let accessoryView = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleDefault" textLabel="txt-la-bel""#, Self.textLabel,
                                                      extra: #"<view key="accessoryView" id="acc-vi-eww"/>"#),
                                           keys: ["txt-la-bel.text"])
        #expect(accessoryView.uses.first?.settings.width == nil)
        let insetGrouped = IBSnippet.main(Self.table(#"style="IBUITableViewCellStyleDefault" textLabel="txt-la-bel""#, Self.textLabel,
                                                     tableStyle: "insetGrouped"), keys: ["txt-la-bel.text"])
        #expect(insetGrouped.uses.first?.settings.width == nil)
        // A custom cell's label (no style) with no constraints keeps its default too.
        let custom = IBSnippet.main(Self.table(#"accessoryType="disclosureIndicator""#, Self.textLabel), keys: ["txt-la-bel.text"])
        #expect(custom.uses.first?.settings.width == nil)
        #expect(custom.uses.first?.settings.accessory == .disclosureIndicator)
    }
}
