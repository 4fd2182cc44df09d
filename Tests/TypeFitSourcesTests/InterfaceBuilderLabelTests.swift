import Testing
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitSources

/// UILabels in storyboards: font, line limit, shrinking, width and container, each read from a
/// snippet whose attributes are IB's own spellings. Body lines start at line 4.
@Suite struct InterfaceBuilderLabelTests {
    let file = IBSnippet.main

    @Test func aFixedSystemFontWithItsWeightLinesAndWidthConstraint() {
        let layout = IBSnippet.main("""
            <label text="Clear Tabs Only" numberOfLines="0" adjustsFontSizeToFit="NO" id="3WZ-Fi-HIH">
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="w1a-aa-aaa"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>
            </label>
            """, keys: ["3WZ-Fi-HIH.text"])
        #expect(layout.uses == [SourceUse(
            key: "3WZ-Fi-HIH.text", table: "Main",
            settings: ElementSettings(element: .label, font: CustomFont(size: 16, relativeTo: nil), weight: .semibold,
                                      lines: 0, width: .solved(.fixed(120, .init(file: file, line: 6), what: "label \"Clear Tabs Only\".width = 120"))),
            location: IBSnippet.at(file, 4, 1), pattern: "IB UILabel text", grade: .a, read: [.font, .weight, .lines, .width])])
        #expect(layout.unresolved.isEmpty && layout.problems.isEmpty)
    }

    @Test func iBLeavesOutDefaultsOneLineAndAutoshrink() {
        // No numberOfLines: UILabel's 1. No adjustsFontSizeToFit="NO": autoshrink, here to half size.
        let layout = IBSnippet.main("""
            <label text="Welcome to DuckDuckGo!" minimumScaleFactor="0.5" id="u7Q-MU-drX">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
            </label>
            """, keys: ["u7Q-MU-drX.text"])
        #expect(layout.uses == [SourceUse(
            key: "u7Q-MU-drX.text", table: "Main",
            settings: ElementSettings(element: .label, font: CustomFont(size: 32, relativeTo: nil), weight: .bold,
                                      lines: 1, minimumScale: 0.5),
            location: IBSnippet.at(file, 4, 1), pattern: "IB UILabel text", grade: .a, read: [.font, .weight, .minimumScale])])
    }

    @Test func theOlderMinimumFontSizeIsAShareOfTheFontSize() {
        // 8 pt of a 16 pt font: 0.5. A fixed font size (adjustsFontSizeToFit="NO") does not shrink.
        let layout = IBSnippet.main("""
            <label text="App Launch" numberOfLines="0" minimumFontSize="8" id="13n-KI-KLq">
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </label>
            <label text="Fixed" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" id="fix-ed-lbl">
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </label>
            """, keys: ["13n-KI-KLq.text", "fix-ed-lbl.text"])
        #expect(layout.uses.map(\.settings.minimumScale) == [0.5, nil])
        #expect(layout.uses.map(\.location.line) == [4, 7])
    }

    @Test func aTextStyleThatAdjustsIsGradeA() {
        let layout = IBSnippet.main("""
            <label text="Title" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="sty-le-adj">
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </label>
            """, keys: ["sty-le-adj.text"])
        #expect(layout.uses == [SourceUse(
            key: "sty-le-adj.text", table: "Main", settings: ElementSettings(element: .label, style: .headline, lines: 1),
            location: IBSnippet.at(file, 4, 1), pattern: "IB UILabel text", grade: .a, read: [.font])])
    }

    @Test func aTextStyleThatDoesNotAdjustIsCheckedAsScalingGradeB() {
        // UIKit applies the style's size at launch only; typefit checks each size as if launched at it.
        let layout = IBSnippet.main("""
            <label text="Body" adjustsFontSizeToFit="NO" id="sty-le-fix">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """, keys: ["sty-le-fix.text"])
        #expect(layout.uses.first?.settings == ElementSettings(element: .label, style: .body, lines: 1))
        #expect(layout.uses.first?.grade == .b)
    }

    @Test func largeTitleAndEmphasizedStyles() {
        // IB's Title0 is Large Title; an emphasized Body is semibold, an emphasized Title 1 bold (HIG).
        let layout = IBSnippet.main("""
            <label text="A" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="aaa-aa-aaa">
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
            </label>
            <label text="B" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="bbb-bb-bbb">
                <fontDescription key="fontDescription" style="UICTFontTextStyleEmphasizedBody"/>
            </label>
            <label text="C" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="ccc-cc-ccc">
                <fontDescription key="fontDescription" style="UICTFontTextStyleEmphasizedTitle1"/>
            </label>
            """, keys: ["aaa-aa-aaa.text", "bbb-bb-bbb.text", "ccc-cc-ccc.text"])
        #expect(layout.uses.map(\.settings.style) == [.largeTitle, .body, .title1])
        #expect(layout.uses.map(\.settings.weight) == [nil, .semibold, .bold])
    }

    @Test func aFixedFontStaysFixedEvenWhenAskedToAdjust() {
        // adjustsFontForContentSizeCategory only scales fonts made from a text style.
        let layout = IBSnippet.main("""
            <label text="Fixed" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="fix-ed-adj">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, keys: ["fix-ed-adj.text"])
        #expect(layout.uses.first?.settings.font == CustomFont(size: 17, relativeTo: nil))
        #expect(layout.uses.first?.settings.style == nil)
        #expect(layout.uses.first?.grade == .a)
    }

    @Test func aCustomFontIsAFixedSizeWithTheWeightItsNameEndsIn() {
        let layout = IBSnippet.main("""
            <label text="Custom" adjustsFontSizeToFit="NO" id="cus-to-mfn">
                <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="15"/>
            </label>
            """, keys: ["cus-to-mfn.text"])
        #expect(layout.uses.first?.settings == ElementSettings(element: .label, font: CustomFont(size: 15, relativeTo: nil),
                                                               weight: .semibold, lines: 1))
    }

    @Test func aLabelWithoutAFontIsGradeB() {
        let layout = IBSnippet.main("""
            <label text="No font" adjustsFontSizeToFit="NO" id="nof-on-tlb"/>
            """, keys: ["nof-on-tlb.text"])
        #expect(layout.uses.first?.settings == ElementSettings(element: .label, lines: 1))
        #expect(layout.uses.first?.grade == .b)
    }

    @Test func aCustomClassCanRestyleItSoGradeB() {
        let layout = IBSnippet.main("""
            <label text="Badge" adjustsFontSizeToFit="NO" id="cls-ss-lbl" customClass="BadgeLabel" customModule="App">
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            """, keys: ["cls-ss-lbl.text"])
        #expect(layout.uses.first?.grade == .b)
        #expect(layout.uses.first?.settings.font == CustomFont(size: 12, relativeTo: nil))
    }

    @Test func aSizeClassFontMakesTheDefaultFontGradeB() {
        let layout = IBSnippet.main("""
            <label text="Varies" adjustsFontSizeToFit="NO" id="var-ia-fnt">
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <variation key="heightClass=regular-widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                </variation>
            </label>
            """, keys: ["var-ia-fnt.text"])
        #expect(layout.uses.first?.settings.font == CustomFont(size: 16, relativeTo: nil))
        #expect(layout.uses.first?.grade == .b)
    }

    @Test func widthConstraintsThatHoldEverywhereOnly() {
        // From the parent's constraints with firstItem. An optional one (750) is no stronger than the
        // label's compression resistance (750): the text may win, so it is not read. `≤ 88` bounds the
        // default width. One a size class excludes does not hold everywhere; one relative to a view of
        // unknown width fixes nothing.
        let layout = IBSnippet.main("""
            <view id="par-en-tvw">
                <subviews>
                    <label text="A" adjustsFontSizeToFit="NO" id="aaa-aa-aaa"/>
                    <label text="B" adjustsFontSizeToFit="NO" id="bbb-bb-bbb"/>
                    <label text="C" adjustsFontSizeToFit="NO" id="ccc-cc-ccc"/>
                    <label text="D" adjustsFontSizeToFit="NO" id="ddd-dd-ddd">
                        <constraints>
                            <constraint firstAttribute="width" constant="400" id="H7S-WF-So0"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="H7S-WF-So0"/>
                            </mask>
                        </variation>
                    </label>
                    <label text="E" adjustsFontSizeToFit="NO" id="eee-ee-eee"/>
                </subviews>
                <constraints>
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="width" constant="88" id="c01-aa-aaa"/>
                    <constraint firstItem="bbb-bb-bbb" firstAttribute="width" constant="88" priority="750" id="c02-aa-aaa"/>
                    <constraint firstItem="ccc-cc-ccc" firstAttribute="width" relation="lessThanOrEqual" constant="88" id="c03-aa-aaa"/>
                    <constraint firstItem="eee-ee-eee" firstAttribute="width" secondItem="par-en-tvw" secondAttribute="width" id="c04-aa-aaa"/>
                </constraints>
            </view>
            """, keys: ["aaa-aa-aaa.text", "bbb-bb-bbb.text", "ccc-cc-ccc.text", "ddd-dd-ddd.text", "eee-ee-eee.text"])
        #expect(layout.uses.map(\.settings.width) == [
            .solved(.fixed(88, .init(file: file, line: 22), what: "label \"A\".width = 88")),
            nil,
            .solved(BoxWidth(container: .margins, maximum: 88)),
            nil, nil])
    }

    @Test func aLabelOfACellStyleIsTheCellWithItsAccessory() {
        let layout = IBSnippet.main("""
            <tableViewCell accessoryType="checkmark" textLabel="9fc-9r-4aA" style="IBUITableViewCellStyleDefault" id="S4B-Ad-3e2">
                <tableViewCellContentView key="contentView" id="GUF-Px-SuY">
                    <subviews>
                        <label text="Clear Tabs and Data" numberOfLines="0" adjustsFontSizeToFit="NO" id="9fc-9r-4aA">
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """, keys: ["9fc-9r-4aA.text"])
        #expect(layout.uses == [SourceUse(
            key: "9fc-9r-4aA.text", table: "Main",
            settings: ElementSettings(element: .cell, font: CustomFont(size: 16, relativeTo: nil), weight: .regular, lines: 0,
                                      accessory: .checkmark),
            location: IBSnippet.at(file, 7, 13), pattern: "IB UILabel text in UITableViewCell", grade: .a, read: [.font, .weight, .lines])])
    }

    @Test func aLabelOfACustomCellIsTheCellGradeB() {
        let layout = IBSnippet.main("""
            <tableViewCell accessoryType="disclosureIndicator" id="cus-to-mcl">
                <tableViewCellContentView key="contentView" id="con-te-ntv">
                    <subviews>
                        <label text="Favorites" adjustsFontSizeToFit="NO" id="061-pX-T9z">
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """, keys: ["061-pX-T9z.text"])
        #expect(layout.uses.first?.settings.element == .cell)
        #expect(layout.uses.first?.settings.accessory == .disclosureIndicator)
        #expect(layout.uses.first?.grade == .b)
    }

    @Test func aLabelInACollectionCellStaysALabelGradeB() {
        let layout = IBSnippet.main("""
            <collectionViewCell id="col-le-cel">
                <view key="contentView" id="col-le-cvw">
                    <subviews>
                        <label text="Tab" adjustsFontSizeToFit="NO" id="1GE-Nf-lKM">
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/>
                        </label>
                    </subviews>
                </view>
            </collectionViewCell>
            """, keys: ["1GE-Nf-lKM.text"])
        #expect(layout.uses.first?.settings.element == .label)
        #expect(layout.uses.first?.pattern == "IB UILabel text in UICollectionViewCell")
        #expect(layout.uses.first?.grade == .b)
        #expect(layout.uses.first?.location == IBSnippet.at(file, 7, 13))
    }

    @Test func aLabelInAStackViewIsALabel() {
        let layout = IBSnippet.main("""
            <stackView axis="vertical" id="sta-ck-vw1">
                <subviews>
                    <label text="Step" numberOfLines="2" adjustsFontSizeToFit="NO" id="stk-lb-001">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """, keys: ["stk-lb-001.text"])
        #expect(layout.uses.first?.settings == ElementSettings(element: .label, font: CustomFont(size: 17, relativeTo: nil),
                                                               weight: .regular, lines: 2))
        #expect(layout.uses.first?.pattern == "IB UILabel text")
        #expect(layout.uses.first?.grade == .a)
    }

    @Test func anObjectWithNoKeyInTheCatalogsIsNoUse() {
        // The label's key is in no catalog, or in another table; the table's other key names no object (stale).
        let layout = IBSnippet.read([(file, IBSnippet.storyboard("""
            <label text="Not localized" adjustsFontSizeToFit="NO" id="not-lo-cal"/>
            <label text="Elsewhere" adjustsFontSizeToFit="NO" id="oth-er-tbl"/>
            """))], keys: ["oth-er-tbl.text": ["Localizable"], "gon-ea-way.text": ["Main"]])
        #expect(layout.uses.isEmpty)
        #expect(layout.unresolved.isEmpty)
        #expect(layout.problems.isEmpty)
    }
}
