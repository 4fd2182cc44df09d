import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Code that sets the text of an `@IBOutlet` label draws it in the label the storyboard connects
/// the outlet to, with the line limit and font Interface Builder sets on it — not UIKit's one line.
@Suite struct InterfaceBuilderOutletTests {
    static let controller = """
        final class FeedbackPickerViewController: UIViewController {
            @IBOutlet weak var headerText: UILabel!
            @IBOutlet weak var footerText: UILabel!
            func configure() {
                headerText.text = NSLocalizedString("feedback.header", comment: "")
                footerText.text = NSLocalizedString("feedback.footer", comment: "")
            }
        }
        """

    static func outlets(_ scenes: String) throws -> InterfaceBuilderOutlets {
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(scenes).utf8)))
        return outlets
    }

    static func scene(_ id: String, header: String, footer: String) -> String {
        """
        <scene sceneID="\(id)-sc">
            <objects>
                <viewController customClass="FeedbackPickerViewController" id="\(id)-vc">
                    <view key="view" id="\(id)-vw">
                        <subviews>
                            \(header)
                            \(footer)
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="headerText" destination="\(id)-hd" id="\(id)-o1"/>
                        <outlet property="footerText" destination="\(id)-ft" id="\(id)-o2"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// A text field outlet whose placeholder is set from code is drawn in the field's IB font
    /// (a fixed 14-pt system font), not the body style a field defaults to.
    @Test func aTextFieldOutletHasItsStoryboardFont() throws {
        let controller = """
            final class LoginViewController: UIViewController {
                @IBOutlet weak var usernameField: UITextField!
                func configure() {
                    usernameField.placeholder = NSLocalizedString("login.username", comment: "")
                }
            }
            """
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard("""
            <scene sceneID="l-sc">
                <objects>
                    <viewController customClass="LoginViewController" id="l-vc">
                        <view key="view" id="l-vw">
                            <subviews>
                                <textField borderStyle="roundedRect" id="l-tf"><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="usernameField" destination="l-tf" id="l-o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """).utf8)))
        let layout = SwiftSnippets.read([("App/Login.swift", controller)], keys: ["login.username"], outlets: outlets)
        let use = try #require(layout.uses.first)
        #expect(use.settings.element == .textField)
        #expect(use.settings.font == CustomFont(size: 14, relativeTo: nil))
        #expect(use.read.contains(.font))
    }

    /// DuckDuckGo `FeedbackPickerViewController.headerText`: `numberOfLines="0"` in
    /// `Feedback.storyboard`, set from code through the outlet. A label IB leaves at its default
    /// line limit is one line, with IB's font.
    @Test func anOutletsLabelHasItsStoryboardAttributes() throws {
        let outlets = try Self.outlets(Self.scene("a",
            header: #"<label numberOfLines="0" id="a-hd"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>"#,
            footer: #"<label id="a-ft"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>"#))
        let layout = SwiftSnippets.read([("App/FeedbackPicker.swift", Self.controller)],
                                        keys: ["feedback.header", "feedback.footer"], outlets: outlets)
        #expect(SwiftSnippets.lines(layout) == [
            "feedback.footer | label font=13/fixed weight=regular lines=1 | FeedbackPicker.swift:6 | UIKit label.text | A",
            "feedback.header | multiline-label style=title2 lines=0 | FeedbackPicker.swift:5 | UIKit label.text | A",
        ])
    }

    /// Two scenes of the class whose labels differ keep only what they agree on: here the font;
    /// the line limit is UIKit's default again (grade B).
    @Test func scenesThatDisagreeKeepWhatTheyShare() throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#
        let outlets = try Self.outlets(
            Self.scene("a", header: #"<label numberOfLines="0" id="a-hd">\#(font)</label>"#, footer: #"<label id="a-ft"/>"#)
            + Self.scene("b", header: #"<label numberOfLines="2" id="b-hd">\#(font)</label>"#, footer: #"<label id="b-ft"/>"#))
        let layout = SwiftSnippets.read([("App/FeedbackPicker.swift", Self.controller)],
                                        keys: ["feedback.header"], outlets: outlets)
        #expect(SwiftSnippets.lines(layout) == [
            "feedback.header | label font=13/fixed weight=regular lines=1 | FeedbackPicker.swift:5 | UIKit label.text | B",
        ])
    }

    /// DuckDuckGo `FeedbackPickerViewController.swift:123`: the cell is dequeued as "CategoryCell",
    /// whose prototype in `Feedback.storyboard` gives its `textLabel` `numberOfLines="0"`; the code
    /// sets `cell.textLabel?.text` and nothing else. A cell dequeued by another identifier, or one
    /// made in code, keeps UIKit's one line.
    @Test func aDequeuedPrototypeCellsLabelHasItsStoryboardAttributes() throws {
        let cells = """
            <scene sceneID="p-sc">
                <objects>
                    <tableViewController id="p-vc">
                        <tableView key="view" id="p-tv">
                            <prototypes>
                                <tableViewCell reuseIdentifier="CategoryCell" textLabel="p-lb" style="IBUITableViewCellStyleDefault" id="p-cl">
                                    <tableViewCellContentView key="contentView" id="p-cv">
                                        <subviews>
                                            <label numberOfLines="0" id="p-lb"><fontDescription key="fontDescription" type="system" pointSize="16"/></label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """
        var outlets = InterfaceBuilderOutlets()
        outlets.add(try InterfaceBuilderDocument(path: IBSnippet.main, bytes: Array(IBSnippet.storyboard(cells).utf8)))
        let picker = """
            final class FeedbackPickerViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "CategoryCell") else { fatalError() }
                    cell.textLabel?.text = NSLocalizedString("feedback.entry", comment: "")
                    let other = tableView.dequeueReusableCell(withIdentifier: "OtherCell", for: indexPath)
                    other.textLabel?.text = NSLocalizedString("feedback.other", comment: "")
                    return cell
                }
            }
            """
        let layout = SwiftSnippets.read([("App/FeedbackPicker.swift", picker)],
                                        keys: ["feedback.entry", "feedback.other"], outlets: outlets)
        #expect(SwiftSnippets.lines(layout) == [
            // The Basic style's box too: the content view's margins (16 pt each at compact width) over the safe area.
            "feedback.entry | cell font=16/fixed weight=regular lines=0 width=safe-area - 32 | FeedbackPicker.swift:4 | UIKit cell.textLabel.text | B",
            "feedback.other | cell lines=1 | FeedbackPicker.swift:6 | UIKit cell.textLabel.text | B",
        ])
    }
}
