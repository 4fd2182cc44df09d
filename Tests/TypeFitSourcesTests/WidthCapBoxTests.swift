import Testing
import TypeFitConfig
import TypeFitLayout
@testable import TypeFitSources

/// A label placed by its leading edge whose width is bounded only by a required
/// `width ≤ m × other.width` grows with its text up to that bound: the bound is its box. Devices and
/// figures as in `ConstraintBoxTests` (windows 320, 390 and 834 pt wide).
@Suite struct WidthCapBoxTests {
    @Test func aLabelBoundToThreeQuartersOfItsSuperviewGetsThreeQuarters() throws {
        // leading = margins + 8, width ≤ 0.75 × root view (the window): 0.75 × window → 240, 292.5, 625.5.
        let layout = IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Sound" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-one"/>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-el-one" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leadingMargin" constant="8" id="c01-aa-aaa"/>
                    <constraint firstItem="lab-el-one" firstAttribute="width" relation="lessThanOrEqual" secondItem="roo-tv-iew" secondAttribute="width" multiplier="0.75" id="c02-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["lab-el-one.text"])
        try ConstraintBoxTests.expect(layout.uses.first, [240, 292.5, 625.5])
        guard case .solved(let box)? = layout.uses.first?.settings.width else { Issue.record("not solved"); return }
        #expect(box.container == .window && box.share == 0.75)
        // The bound's constraint is named, with its line (the body starts at line 4).
        #expect(box.sources.map(\.line) == [12])
    }

    @Test func aCapWithAConstantAndTheTighterOfTwo() throws {
        // width ≤ 0.5 × window − 10 and width ≤ 0.5 × window − 20: the tighter → 140, 175, 397.
        let layout = IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Sound" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-one"/>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-el-one" firstAttribute="centerX" secondItem="roo-tv-iew" secondAttribute="centerX" id="c01-aa-aaa"/>
                    <constraint firstItem="lab-el-one" firstAttribute="width" relation="lessThanOrEqual" secondItem="roo-tv-iew" secondAttribute="width" multiplier="0.5" constant="-10" id="c02-aa-aaa"/>
                    <constraint firstItem="lab-el-one" firstAttribute="width" relation="lessThanOrEqual" secondItem="roo-tv-iew" secondAttribute="width" multiplier="0.5" constant="-20" id="c03-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["lab-el-one.text"])
        try ConstraintBoxTests.expect(layout.uses.first, [140, 175, 397])
    }

    /// A label in a vertical stack that fills its width: the stack's trailing edge is kept 8 pt
    /// before a 48-pt button pinned 20 pt from the edge, and the stack starts 20 pt in. The label's
    /// edges are the stack's, so the bound on the stack bounds it: window − 20 − 8 − 48 − 20 →
    /// 224, 294, 738. With a button of unknown width the bound is not known: unsolved.
    @Test func aLabelInAFillingStackIsBoundWhereTheStackIs() throws {
        func layout(buttonWidth: String) -> SourceLayout {
            IBSnippet.main(ConstraintBoxTests.scene("""
                <view key="view" id="roo-tv-iew">
                    <subviews>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="sta-ck-vie">
                            <subviews>
                                <label text="Aerial Tiles" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-one"/>
                            </subviews>
                        </stackView>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="but-to-nnn">
                            <constraints>\(buttonWidth)</constraints>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sta-ck-vie" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="20" id="c01-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="but-to-nnn" secondAttribute="trailing" constant="20" id="c02-aa-aaa"/>
                        <constraint firstItem="but-to-nnn" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="sta-ck-vie" secondAttribute="trailing" constant="8" id="c03-aa-aaa"/>
                    </constraints>
                </view>
                """), keys: ["lab-el-one.text"])
        }
        try ConstraintBoxTests.expect(layout(buttonWidth: #"<constraint firstAttribute="width" constant="48" id="c04-aa-aaa"/>"#).uses.first,
                                      [224, 294, 738])
        let unknown = layout(buttonWidth: "").uses.first
        #expect(unknown?.settings.width == nil && unknown?.read.contains(.width) == false)
    }

    // MARK: Left unsolved

    @Test func aCapOnAnUnknownViewOrAFreeEdgeTiedElsewhereIsNotSolved() throws {
        // A: the bound is a share of a view whose width is not known.
        // B: the bound holds, but the trailing edge is also kept before a view whose place is not known.
        let layout = IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="unk-no-wnv"/>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-la-bel"/>
                    <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-la-bel"/>
                </subviews>
                <constraints>
                    <constraint firstItem="aaa-la-bel" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="c01-aa-aaa"/>
                    <constraint firstItem="aaa-la-bel" firstAttribute="width" relation="lessThanOrEqual" secondItem="unk-no-wnv" secondAttribute="width" multiplier="0.5" id="c02-aa-aaa"/>
                    <constraint firstItem="bbb-la-bel" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="c03-aa-aaa"/>
                    <constraint firstItem="bbb-la-bel" firstAttribute="width" relation="lessThanOrEqual" secondItem="roo-tv-iew" secondAttribute="width" multiplier="0.5" id="c04-aa-aaa"/>
                    <constraint firstItem="unk-no-wnv" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="bbb-la-bel" secondAttribute="trailing" constant="8" id="c05-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["aaa-la-bel.text", "bbb-la-bel.text"])
        #expect(layout.uses.count == 2)
        for use in layout.uses {
            #expect(use.settings.width == nil, "\(use.key)")
            #expect(use.read.contains(.width) == false)
        }
    }
}
