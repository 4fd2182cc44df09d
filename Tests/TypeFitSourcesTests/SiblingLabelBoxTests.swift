import Testing
import TypeFitConfig
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitSources

/// Two labels in a row: the box of one is what the other's text leaves, by Auto Layout's
/// compression resistance (Apple, Auto Layout Guide, "Anatomy of a Constraint", Intrinsic Content
/// Size: the view with the lower horizontal compression resistance priority is squeezed first).
/// The sibling's width is measured by the check; here it is set by hand (`measured`) to see the
/// expression evaluated on the three devices of `ConstraintBoxTests` (margins 288, 358, 794 pt).
@Suite struct SiblingLabelBoxTests {
    /// A title label pinned to the leading margin, a value label 8 pt after it pinned to the
    /// trailing margin; `titleAttributes`/`valueAttributes` add IB attributes to each.
    static func row(titleAttributes: String = "", valueAttributes: String = "", valueText: String = "Rate") -> String {
        ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Title" \(titleAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-lab"/>
                    <label text="\(valueText)" \(valueAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="val-ue-lab">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="tit-le-lab" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                    <constraint firstItem="val-ue-lab" firstAttribute="leading" secondItem="tit-le-lab" secondAttribute="trailing" constant="8" id="c02-aa-aaa"/>
                    <constraint firstAttribute="trailingMargin" secondItem="val-ue-lab" secondAttribute="trailing" id="c03-aa-aaa"/>
                </constraints>
            </view>
            """)
    }

    static func use(_ layout: SourceLayout, _ key: String) -> SourceUse? { layout.uses.first { $0.key == key } }

    static func box(_ use: SourceUse?) -> BoxWidth? {
        guard case .solved(let box)? = use?.settings.width else { return nil }
        return box
    }

    /// The use with each sibling of its box measured `points` wide at every size.
    static func measured(_ use: SourceUse?, _ points: Double) -> SourceUse? {
        guard var use, var box = box(use) else { return nil }
        for index in box.terms.indices where box.terms[index].sibling != nil {
            box.terms[index].sibling?.widths = Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0.rawValue, points) })
        }
        use.settings.width = .solved(box)
        return use
    }

    @Test func aLabelGetsWhatItsLocalizedSiblingLeaves() throws {
        let layout = IBSnippet.main(Self.row(), keys: ["tit-le-lab.text", "val-ue-lab.text"])
        let title = Self.use(layout, "tit-le-lab.text")
        let box = try #require(Self.box(title))
        // margins − 8 − the value label's text, its key and font read from the storyboard.
        #expect(box.container == .margins && box.offset == -8)
        let term = try #require(box.terms.first { $0.sibling != nil })
        let sibling = try #require(term.sibling)
        #expect(sibling.table == "Main" && sibling.key == "val-ue-lab.text" && sibling.literal == "Rate")
        #expect(sibling.size == 17 && sibling.relativeTo == nil && sibling.weight == "regular" && sibling.factor == -1)
        // Both labels resist at UIKit's default 750: ambiguous in Auto Layout, so an estimate.
        #expect(term.estimated && term.what.hasPrefix("sibling label `val-ue-lab.text` (widest translation)"))
        // The value label's line (the body's sixth line: file line 9) is where the term was read.
        #expect(term.source?.line == IBSnippet.firstBodyLine + 5)
        #expect(title?.read.contains(.width) == true)
        // Measured 35.7 pt ("Rate" at 17 pt in the test font): margins − 43.7 → 244.3, 314.3, 750.3.
        try ConstraintBoxTests.expect(Self.measured(title, 35.7), [244.3, 314.3, 750.3])
    }

    @Test func aSiblingThatResistsLessGivesWayFirst() throws {
        // The title resists at 751, the value label at 750: Auto Layout squeezes the value label,
        // and the title gets the whole row but the 8-pt gap → 280, 350, 786, whatever the value says.
        let layout = IBSnippet.main(Self.row(titleAttributes: "horizontalCompressionResistancePriority=\"751\""),
                                    keys: ["tit-le-lab.text", "val-ue-lab.text"])
        let title = Self.use(layout, "tit-le-lab.text")
        let box = try #require(Self.box(title))
        let term = try #require(box.terms.first { $0.sibling != nil })
        #expect(term.sibling?.givesWay == true && !term.estimated && term.what.contains("gives way first"))
        try ConstraintBoxTests.expect(Self.measured(title, 35.7), [280, 350, 786])
        // The value label, resisting less, is the one squeezed: the title's text is taken away from
        // it, with no estimate (the priorities differ).
        let value = try #require(Self.box(Self.use(layout, "val-ue-lab.text")))
        let titleTerm = try #require(value.terms.first { $0.sibling != nil })
        #expect(titleTerm.sibling?.key == "tit-le-lab.text" && titleTerm.sibling?.givesWay == false && !titleTerm.estimated)
    }

    @Test func aSiblingThatResistsMoreIsTakenAwayWithoutAnEstimate() throws {
        let layout = IBSnippet.main(Self.row(valueAttributes: "horizontalCompressionResistancePriority=\"1000\""),
                                    keys: ["tit-le-lab.text", "val-ue-lab.text"])
        let title = Self.use(layout, "tit-le-lab.text")
        let term = try #require(Self.box(title)?.terms.first { $0.sibling != nil })
        #expect(term.sibling?.givesWay == false && !term.estimated)
        // Measured 78.2 pt ("Bewertung" at 17 pt): margins − 86.2 → 201.8, 271.8, 707.8.
        try ConstraintBoxTests.expect(Self.measured(title, 78.2), [201.8, 271.8, 707.8])
    }

    @Test func aFixedTextSiblingIsMeasuredAsItIsWritten() throws {
        // The value label is not in the table and no outlet holds it: its `text` is what it shows.
        let layout = IBSnippet.main(Self.row(valueText: "%"), keys: ["tit-le-lab.text"])
        let sibling = try #require(Self.box(Self.use(layout, "tit-le-lab.text"))?.terms.compactMap(\.sibling).first)
        #expect(sibling.key == nil && sibling.literal == "%")
    }

    @Test func twoLabelsInAFillStack() throws {
        // A fill stack between the root margins, 8 pt apart: margins − 8 − the other label.
        let layout = IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <stackView spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sta-ck-vie">
                        <subviews>
                            <label text="Title" id="tit-le-lab"/>
                            <label text="Rate" id="val-ue-lab"/>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sta-ck-vie" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leadingMargin" id="c21-aa-aaa"/>
                    <constraint firstAttribute="trailingMargin" secondItem="sta-ck-vie" secondAttribute="trailing" id="c22-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["tit-le-lab.text", "val-ue-lab.text"])
        let title = Self.use(layout, "tit-le-lab.text")
        let sibling = try #require(Self.box(title)?.terms.compactMap(\.sibling).first)
        // No font in IB: UILabel's 17 pt, left to the check (no style, no size).
        #expect(sibling.key == "val-ue-lab.text" && sibling.style == nil && sibling.size == nil)
        try ConstraintBoxTests.expect(Self.measured(title, 35.7), [244.3, 314.3, 750.3])
    }

    @Test func withNoSiblingNothingChanges() throws {
        // One label between the margins: the margins, no sibling term.
        let layout = IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-lab"/>
                </subviews>
                <constraints>
                    <constraint firstItem="tit-le-lab" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                    <constraint firstAttribute="trailingMargin" secondItem="tit-le-lab" secondAttribute="trailing" id="c03-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["tit-le-lab.text"])
        let box = try #require(Self.box(Self.use(layout, "tit-le-lab.text")))
        #expect(box.siblings.isEmpty && box.offset == 0)
    }

    @Test func aSiblingWhoseTextCodeSetsLeavesTheChainUnsolved() {
        // The value label is an outlet the table does not localize: code sets its text, which the
        // storyboard does not say, so the title keeps its default width.
        let scene = Self.row().replacingOccurrences(of: "</viewController>", with: """
            <connections><outlet property="valueLabel" destination="val-ue-lab" id="out-le-taa"/></connections>
            </viewController>
            """)
        let layout = IBSnippet.main(scene, keys: ["tit-le-lab.text"])
        #expect(Self.box(Self.use(layout, "tit-le-lab.text")) == nil)
    }
}
