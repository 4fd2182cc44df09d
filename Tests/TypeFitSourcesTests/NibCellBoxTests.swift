import Testing
import TypeFitConfig
import TypeFitLayout
@testable import TypeFitSources

/// A table cell designed in its own xib (the cell is a top-level object, code registers the nib
/// with a table and sets its outlets' text): the content view spans the safe area and its margins
/// are the system minimum margin in from it, as a cell class's code layout is. Hand computations on
/// the devices of `ConstraintBoxTests` (320, 390 and 834 pt wide; system minimum margin 16, 16
/// and 20 pt: apple-facts §4, §7).
@Suite struct NibCellBoxTests {
    /// A xib whose top-level object is `root`, with the custom class `CategoryRow`.
    static func nib(_ root: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(root)
        </objects>
        </document>
        """
    }

    /// An icon 16 pt in from the content view's leading edge and 24 pt wide, the label 40 pt from
    /// the icon's leading edge and 20 pt inside the content view's trailing margin.
    static let row = """
        <subviews>
        <label text="Category" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-aaa"/>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="ico-nn-aaa">
            <constraints><constraint firstAttribute="width" constant="24" id="w01-aa-aaa"/></constraints>
        </imageView>
        </subviews>
        <constraints>
        <constraint firstItem="lab-el-aaa" firstAttribute="leading" secondItem="ico-nn-aaa" secondAttribute="leading" constant="40" id="c01-aa-aaa"/>
        <constraint firstAttribute="trailingMargin" secondItem="lab-el-aaa" secondAttribute="trailing" constant="20" id="c02-aa-aaa"/>
        <constraint firstItem="ico-nn-aaa" firstAttribute="leading" secondItem="con-te-ntv" secondAttribute="leading" constant="16" id="c03-aa-aaa"/>
        </constraints>
        """

    static let code = """
        final class CategoryRow: UITableViewCell {
            @IBOutlet var name: UILabel!
            func show() {
                name.text = NSLocalizedString("category.news", comment: "")
            }
        }
        """

    static func read(_ root: String) throws -> SourceLayout {
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: "App/CategoryRow.xib", bytes: Array(nib(root).utf8)))
        return SwiftSnippets.read([("App/CategoryRow.swift", code)], keys: ["category.news"], outlets: outlets)
    }

    static func cell(_ attributes: String = "", _ body: String = row) -> String {
        """
        <tableViewCell \(attributes) id="cel-la-aaa" customClass="CategoryRow">
            <tableViewCellContentView key="contentView" id="con-te-ntv">
            \(body)
            </tableViewCellContentView>
            <connections><outlet property="name" destination="lab-el-aaa" id="out-le-taa"/></connections>
        </tableViewCell>
        """
    }

    /// safe area − 16 − 40 − margin − 20: 320 − 92 = 228 (the width Xcode draws the label at in a
    /// 320-pt cell), 390 − 92 = 298, 834 − 96 = 738.
    @Test func aNibCellsOutletLabelGetsTheRowLessItsChain() throws {
        let layout = try Self.read(Self.cell())
        try ConstraintBoxTests.expect(layout.uses.first, [228, 298, 738])
        guard case .solved(let box)? = layout.uses.first?.settings.width else { Issue.record("not solved"); return }
        #expect(box.container == .safeArea)
    }

    /// The same row in a top-level view that is no cell: its width is the width of wherever code
    /// puts it, which the xib does not say: no box.
    @Test func aNibViewThatIsNoCellGivesNoBox() throws {
        let layout = try Self.read("""
            <view id="con-te-ntv" customClass="CategoryRow">
            \(Self.row)
            <connections><outlet property="name" destination="lab-el-aaa" id="out-le-taa"/></connections>
            </view>
            """)
        #expect(layout.uses.count == 1)
        #expect(layout.uses.first?.settings.width == nil)
        #expect(layout.uses.first?.read.contains(.width) == false)
    }

    /// A collection cell's width is its layout's item size, which the xib does not say: no box.
    @Test func aNibCollectionCellGivesNoBox() throws {
        let layout = try Self.read("""
            <collectionViewCell id="cel-la-aaa" customClass="CategoryRow">
            <view key="contentView" id="con-te-ntv">
            \(Self.row)
            </view>
            <connections><outlet property="name" destination="lab-el-aaa" id="out-le-taa"/></connections>
            </collectionViewCell>
            """)
        #expect(layout.uses.count == 1)
        #expect(layout.uses.first?.settings.width == nil)
    }
}
