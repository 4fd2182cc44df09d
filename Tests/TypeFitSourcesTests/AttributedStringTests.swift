import Testing
import TypeFitConfig
@testable import TypeFitSources

/// Texts set into an attributed string that a label is then given, and members read through an
/// array's element.
@Suite struct AttributedStringTests {
    /// DuckDuckGo `FeedbackPickerViewController.swift:122`: the label's attributed text is copied,
    /// its characters replaced by `entries[indexPath.row].userText` (`mutableString.setString`),
    /// and set back; `entries` is a `[FeedbackEntry]`, a protocol `Feedback.Category` conforms to.
    @Test func aTextSetIntoACopiedAttributedString() {
        let feedback = """
            protocol FeedbackEntry {
                var userText: String { get }
            }
            struct Feedback {
                enum Category: FeedbackEntry, CaseIterable {
                    case browserFeatures
                    var userText: String {
                        switch self {
                        case .browserFeatures: return NSLocalizedString("feedback.browser.features", comment: "")
                        }
                    }
                }
            }
            """
        let picker = """
            final class FeedbackPickerViewController: UITableViewController {
                private var entries = [FeedbackEntry]()
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    let text = cell.textLabel?.attributedText?.mutableCopy() as? NSMutableAttributedString
                    text?.mutableString.setString(entries[indexPath.row].userText)
                    cell.textLabel?.attributedText = text
                    return cell
                }
            }
            """
        let layout = SwiftSnippets.read([("App/Feedback.swift", feedback), ("App/FeedbackPicker.swift", picker)],
                                        keys: ["feedback.browser.features"])
        #expect(SwiftSnippets.lines(layout) == [
            "feedback.browser.features | cell lines=1 | FeedbackPicker.swift:7 | UIKit cell.textLabel.text | C | via Feedback.swift:9 FeedbackPicker.swift:6",
        ])
    }

    /// `text = …` where `text` is a local of a view's method is that local, not the view's own
    /// `text`: it lands where the local is drawn (it was placed as the cell's label, line 5).
    @Test func aLocalNamedTextIsNotTheViewsText() {
        let layout = SwiftSnippets.read("""
            final class MessageCell: UITableViewCell {
                let messageLabel = UILabel()
                func configure(copied: Bool) {
                    var text = ""
                    if copied { text = NSLocalizedString("toast.copied", comment: "") }
                    let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                }
            }
            """, keys: ["toast.copied"])
        #expect(SwiftSnippets.lines(layout) == [
            "toast.copied | alert-message | View.swift:6 | UIAlertController(message:) | C | via View.swift:5",
        ])
    }
}
