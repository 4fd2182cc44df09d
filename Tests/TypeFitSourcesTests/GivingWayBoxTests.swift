import Testing
import TypeFitConfig
import TypeFitLayout
@testable import TypeFitSources

/// A view beside the text whose content the pass does not know — a text field, a label filled in
/// code — and that resists horizontal compression less than the text gives way first: Auto Layout
/// squeezes the lower-priority view before it cuts the text, so the text's box is the row without
/// it. Devices and figures as in `ConstraintBoxTests` (windows 320, 390, 834 pt; no side safe area
/// in portrait).
@Suite struct GivingWayBoxTests {
    static func row(fieldResistance: String) -> SourceLayout {
        IBSnippet.main(ConstraintBoxTests.scene("""
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-one"/>
                    <textField \(fieldResistance) translatesAutoresizingMaskIntoConstraints="NO" id="tex-tf-ield"/>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-ea-rea"/>
                <constraints>
                    <constraint firstItem="lab-el-one" firstAttribute="leading" secondItem="saf-ea-rea" secondAttribute="leading" constant="23" id="c01-aa-aaa"/>
                    <constraint firstItem="tex-tf-ield" firstAttribute="leading" secondItem="lab-el-one" secondAttribute="trailing" constant="5" id="c02-aa-aaa"/>
                    <constraint firstItem="saf-ea-rea" firstAttribute="trailing" secondItem="tex-tf-ield" secondAttribute="trailing" constant="20" id="c03-aa-aaa"/>
                </constraints>
            </view>
            """), keys: ["lab-el-one.text"])
    }

    @Test func aTextFieldThatResistsLessGivesTheLabelTheRow() throws {
        // Compression resistance 749 < the label's 750: safe area − 23 − 5 − 20 → 272, 342, 786.
        try ConstraintBoxTests.expect(Self.row(fieldResistance: #"horizontalCompressionResistancePriority="749""#).uses.first,
                                      [272, 342, 786])
    }

    @Test func aTextFieldThatResistsAsMuchLeavesTheBoxUnsolved() throws {
        // Equal resistance (IB's default 750): which gives way is not known, and the field's text is not known.
        let use = Self.row(fieldResistance: "").uses.first
        #expect(use?.settings.width == nil && use?.read.contains(.width) == false)
    }

    @Test func aLowPriorityLabelSetInCodeGivesWay() throws {
        // The detail label's resistance is lowered to .defaultLow (250) in code; the title is pinned
        // 20 pt into the safe area and 10 pt before it, and the detail 20 pt from the other side:
        // safe area − 50 → 270, 340, 784. Without the priority line the detail's text (code sets
        // it from a variable) is not known: unsolved.
        func layout(_ priority: String) -> SourceLayout {
            SwiftSnippets.read("""
                import UIKit
                final class RowViewController: UIViewController {
                    let titleLabel = UILabel()
                    let detailLabel = UILabel()
                    func show(_ detail: String) {
                        titleLabel.text = NSLocalizedString("row.title", comment: "")
                        detailLabel.text = detail
                        \(priority)
                        NSLayoutConstraint.activate([
                            titleLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 10),
                            view.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: detailLabel.trailingAnchor, constant: 20),
                        ])
                    }
                }
                """, keys: ["row.title"])
        }
        try ConstraintBoxTests.expect(layout("detailLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)").uses.first,
                                      [270, 340, 784])
        let unknown = layout("").uses.first
        #expect(unknown?.settings.width == nil && unknown?.read.contains(.width) == false)
        // A vertical priority says nothing of the row.
        let vertical = layout("detailLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)").uses.first
        #expect(vertical?.settings.width == nil)
    }
}
