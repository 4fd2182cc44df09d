import Testing
import TypeFitConfig
@testable import TypeFitSources

/// The app's own text helpers, read from its source: functions handing back the text they are
/// given (`withText(_:)`, `String.format(arguments:)`), setters of a label's text
/// (`UILabel.setAttributedTextString(_:)`), and a `UIAlertController` subclass's `self.init`.
@Suite struct AppTextHelperTests {
    /// DuckDuckGo `UILabelExtension.swift:25`: `setAttributedTextString(_:)` sets
    /// `attributedText = attributedText?.withText(string)`, and `withText(_:)` hands its text back:
    /// a text passed to it is set on the label it is called on, with that label's attributes.
    @Test func aLabelSetterOfTheApp() {
        let helpers = """
            extension UILabel {
                public func setAttributedTextString(_ string: String) {
                    attributedText = attributedText?.withText(string)
                }
            }
            extension NSAttributedString {
                public func withText(_ text: String) -> NSAttributedString {
                    guard let mutableText = mutableCopy() as? NSMutableAttributedString else {
                        return NSAttributedString(string: text)
                    }
                    mutableText.mutableString.setString(text)
                    return mutableText
                }
            }
            """
        let controller = """
            final class FeedbackPickerViewController: UIViewController {
                let headerText: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.font = .preferredFont(forTextStyle: .title2)
                    return label
                }()
                func configure() {
                    headerText.setAttributedTextString(NSLocalizedString("feedback.header", comment: ""))
                }
            }
            """
        let layout = SwiftSnippets.read([("Core/Helpers.swift", helpers), ("App/FeedbackPicker.swift", controller)],
                                        keys: ["feedback.header"])
        #expect(SwiftSnippets.lines(layout) == [
            "feedback.header | multiline-label style=title2 lines=0 | FeedbackPicker.swift:9 | UIKit label.text | A",
        ])
    }

    /// A setter whose name another function shares is the setter only for a receiver of its own
    /// type; for another receiver the text is followed into the function named like it, as any call.
    @Test func aSetterNameTwoFunctionsShare() {
        let helpers = """
            extension UILabel {
                func setHeading(_ string: String) { text = string }
            }
            final class Analytics {
                func setHeading(_ string: String) { log(string) }
            }
            """
        let controller = """
            final class Screen: UIViewController {
                let titleLabel: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 2
                    return label
                }()
                let analytics = Analytics()
                func configure() {
                    titleLabel.setHeading(NSLocalizedString("screen.title", comment: ""))
                    analytics.setHeading(NSLocalizedString("screen.logged", comment: ""))
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Helpers.swift", helpers), ("App/Screen.swift", controller)],
                                        keys: ["screen.title", "screen.logged"])
        #expect(SwiftSnippets.lines(layout) == [
            "screen.title | multiline-label font=17/fixed lines=2 | Screen.swift:9 | UIKit label.text | B",
        ])
        #expect(SwiftSnippets.unresolved(layout).map { $0.split(separator: "|").first.map(String.init) } == ["screen.logged "])
    }

    /// DuckDuckGo `BasicAuthenticationAlert.swift:40`: `UserText.x.format(arguments: host)`, a
    /// `String` method handing back the text it is called on, kept in a local and given to
    /// `self.init(title:message:preferredStyle:)` of a `UIAlertController` subclass.
    @Test func aFormatHelperAndASubclassInitializer() {
        let helpers = """
            extension String {
                public func format(arguments: CVarArg...) -> String {
                    return String(format: self, arguments: arguments)
                }
            }
            """
        let alert = """
            final class BasicAuthenticationAlert: UIAlertController {
                convenience init(host: String) {
                    let message = NSLocalizedString("auth.alert.message", comment: "").format(arguments: host)
                    self.init(title: NSLocalizedString("auth.alert.title", comment: ""), message: message, preferredStyle: .alert)
                }
            }
            """
        let layout = SwiftSnippets.read([("Core/String.swift", helpers), ("App/BasicAuthenticationAlert.swift", alert)],
                                        keys: ["auth.alert.message", "auth.alert.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "auth.alert.message | alert-message | BasicAuthenticationAlert.swift:4 | UIAlertController(message:) | C | via BasicAuthenticationAlert.swift:3",
            "auth.alert.title | alert-title | BasicAuthenticationAlert.swift:4 | UIAlertController(title:) | A",
        ])
    }

    /// DuckDuckGo `UserText.swift:81`: a local the helper is called on (`message.format(arguments:)`)
    /// is handed back, returned from `UserText`'s function and drawn where that is called.
    @Test func aLocalAFormatHelperIsCalledOn() {
        let helpers = """
            extension String {
                public func format(arguments: CVarArg...) -> String {
                    return String(format: self, arguments: arguments)
                }
            }
            enum UserText {
                static func bookmarkDeleted(_ title: String) -> String {
                    let message = NSLocalizedString("bookmark.deleted", comment: "")
                    return message.format(arguments: title)
                }
            }
            """
        let controller = """
            final class BookmarksViewController: UIViewController {
                func deleted(_ title: String) {
                    let alert = UIAlertController(title: UserText.bookmarkDeleted(title), message: nil, preferredStyle: .alert)
                }
            }
            """
        let layout = SwiftSnippets.read([("Core/Strings.swift", helpers), ("App/Bookmarks.swift", controller)], keys: ["bookmark.deleted"])
        #expect(SwiftSnippets.lines(layout) == [
            "bookmark.deleted | alert-title | Bookmarks.swift:3 | UIAlertController(title:) | C | via Strings.swift:8 Strings.swift:9",
        ])
    }
}
