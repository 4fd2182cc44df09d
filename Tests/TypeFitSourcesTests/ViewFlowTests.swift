import Testing
@testable import TypeFitSources

/// Views found by flow (issue #26, part 2): a property or initializer parameter of the app's own
/// view whose value reaches an inner label is drawn there, with that label's attributes; a text
/// kept in a model is not drawn until it is read into a view; collections of keys reach the
/// element that draws each item. Expected values are read off each snippet: the inner label's
/// `numberOfLines` and font, the line of the assignment that draws it, the lines the key went
/// through.
@Suite struct ViewFlowTests {
    /// A custom view's `title` reaches its inner label in a `didSet`; the label wraps
    /// (`numberOfLines = 0`) in a footnote font: the key is a multi-line label there, not a
    /// one-line 17-pt `UILabel` at the assignment.
    @Test func aViewsPropertyReachesItsInnerLabel() {
        let layout = SwiftSnippets.read("""
            final class BadgeView: UIView {
                private let label: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.font = .preferredFont(forTextStyle: .footnote)
                    return label
                }()
                var title: String? {
                    didSet { label.text = title }
                }
            }
            final class ProfileViewController: UIViewController {
                let badge = BadgeView()
                override func viewDidLoad() {
                    badge.title = NSLocalizedString("profile.badge", comment: "")
                }
            }
            """, keys: ["profile.badge"])
        #expect(SwiftSnippets.lines(layout) == [
            "profile.badge | multiline-label style=footnote lines=0 | View.swift:9 | UIKit label.text | C | via View.swift:15",
        ])
    }

    /// An initializer parameter reaches the inner label; the label's `numberOfLines = 2` is set
    /// in the same initializer.
    @Test func anInitializerParameterReachesItsInnerLabel() {
        let layout = SwiftSnippets.read("""
            final class NoteView: UIView {
                private let noteLabel = UILabel()
                init(note: String) {
                    super.init(frame: .zero)
                    noteLabel.text = note
                    noteLabel.numberOfLines = 2
                }
            }
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(NoteView(note: NSLocalizedString("notes.empty", comment: "")))
                }
            }
            """, keys: ["notes.empty"])
        #expect(SwiftSnippets.lines(layout) == [
            "notes.empty | multiline-label font=17/fixed lines=2 | View.swift:5 | UIKit label.text | C | via View.swift:11",
        ])
    }

    /// `.text` assigned to a struct the app declares is kept in the model, not drawn: nothing
    /// reads it back, so the key is unresolved, followed to the model's property.
    @Test func aModelsTextIsNotALabel() {
        let layout = SwiftSnippets.read("""
            struct Draft { var text: String }
            final class ComposeViewController: UIViewController {
                var draft = Draft(text: "")
                func reset() {
                    draft.text = NSLocalizedString("compose.placeholder", comment: "")
                }
            }
            """, keys: ["compose.placeholder"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.map(\.key) == ["compose.placeholder"])
        #expect(layout.unresolved.first?.stoppedAt?.expression.contains("Draft.text") == true)
    }

    /// The same for a class that derives from nothing that draws (`NSObject`), and the text is
    /// followed out of the model to the cell that reads it.
    @Test func aModelsTextIsDrawnWhereAViewReadsIt() {
        let layout = SwiftSnippets.read("""
            final class Row: NSObject { var text = "" }
            final class ListViewController: UITableViewController {
                var rows: [Row] = []
                func load() {
                    let row = Row()
                    row.text = NSLocalizedString("list.empty", comment: "")
                    rows.append(row)
                }
                func configure(_ cell: UITableViewCell, with row: Row) {
                    cell.textLabel?.text = row.text
                }
            }
            """, keys: ["list.empty"])
        #expect(SwiftSnippets.lines(layout) == [
            "list.empty | cell lines=1 | View.swift:10 | UIKit cell.textLabel.text | C | via View.swift:6",
        ])
    }

    /// A view's own `text` (a `UILabel` subclass) is still a label: the model rule is about types
    /// that cannot draw.
    @Test func aLabelSubclassStaysALabel() {
        let layout = SwiftSnippets.read("""
            final class CaptionLabel: UILabel {}
            final class PhotoViewController: UIViewController {
                let caption = CaptionLabel()
                func show() {
                    caption.text = NSLocalizedString("photo.caption", comment: "")
                }
            }
            """, keys: ["photo.caption"])
        #expect(SwiftSnippets.lines(layout) == [
            "photo.caption | label font=17/fixed lines=1 | View.swift:5 | UIKit label.text | B",
        ])
    }

    /// Keys mapped through `NSLocalizedString` into a segmented control's items: each is a
    /// segment of a control of two.
    @Test func keysMappedIntoASegmentedControl() {
        let layout = SwiftSnippets.read("""
            final class FilterViewController: UIViewController {
                override func viewDidLoad() {
                    let control = UISegmentedControl(items: ["filter.all", "filter.unread"].map { NSLocalizedString($0, comment: "") })
                    view.addSubview(control)
                }
            }
            """, keys: ["filter.all", "filter.unread"])
        #expect(SwiftSnippets.lines(layout) == [
            "filter.all | segment width=margins segments=2 | View.swift:3 | UISegmentedControl(items:) | C | via View.swift:3",
            "filter.unread | segment width=margins segments=2 | View.swift:3 | UISegmentedControl(items:) | C | via View.swift:3",
        ])
    }

    /// An array of pairs whose first element is the key, read by position in a `ForEach`.
    @Test func anArrayOfTuplesIntoForEach() {
        let layout = SwiftSnippets.read("""
            struct SortMenu: View {
                let orders: [(String, String)] = [("sort.newest", "clock"), ("sort.oldest", "clock.arrow.circlepath")]
                var body: some View {
                    ForEach(orders, id: \\.0) { order in
                        Text(LocalizedStringKey(order.0))
                    }
                }
            }
            """, keys: ["sort.newest", "sort.oldest", "clock"])
        let lines = SwiftSnippets.lines(layout)
        #expect(lines.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) } == ["sort.newest", "sort.oldest"])
        #expect(lines.allSatisfy { $0.contains("| View.swift:5 | SwiftUI Text |") })
    }

    /// Two localized texts joined on the right of an assignment: each is part of the longer text
    /// the label draws, so measured alone it is a lower bound (grade C, said in the pattern).
    @Test func partsJoinedInAnAssignment() {
        let layout = SwiftSnippets.read("""
            final class StatusViewController: UIViewController {
                let statusLabel = UILabel()
                func show() {
                    statusLabel.text = NSLocalizedString("status.synced", comment: "") + " · " + NSLocalizedString("status.now", comment: "")
                }
            }
            """, keys: ["status.synced", "status.now"])
        #expect(SwiftSnippets.lines(layout) == [
            "status.now | label font=17/fixed lines=1 | View.swift:4 | UIKit label.text (part of a longer text) | C",
            "status.synced | label font=17/fixed lines=1 | View.swift:4 | UIKit label.text (part of a longer text) | C",
        ])
    }

    /// A receiver bound by `if let` from an optional property has the property's type: an
    /// alert controller's title, set in a `didSet` from the property the key is assigned to.
    @Test func aReceiverBoundFromAnOptionalPropertyHasItsType() {
        let layout = SwiftSnippets.read("""
            final class LoadingAlert {
                var title = "" {
                    didSet {
                        if let controller = alertController {
                            controller.title = "\\(title)\\n\\n"
                        }
                    }
                }
                private var alertController: UIAlertController?
                func show() { title = NSLocalizedString("loading.title", comment: "") }
            }
            """, keys: ["loading.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "loading.title | alert-title | View.swift:5 | UIKit UIAlertController.title (part of a longer text) | C | via View.swift:10",
        ])
    }

    /// `replacingOccurrences(of:with:)` hands back the text it is called on (Foundation): a view
    /// that keeps its text through it draws the key in its `body`.
    @Test func aViewThatKeepsItsTextThroughAReplacement() {
        let layout = SwiftSnippets.read("""
            struct StoryText: View {
                private let text: String
                init(_ text: String) { self.text = Self.typographic(text) }
                var body: some View { Text(text).lineLimit(2) }
                private static func typographic(_ text: String) -> String { text.replacingOccurrences(of: "'", with: "ʼ") }
            }
            struct StoryScreen: View {
                var body: some View { StoryText(NSLocalizedString("story.title", comment: "")) }
            }
            """, keys: ["story.title"])
        #expect(SwiftSnippets.lines(layout).map { $0.components(separatedBy: " | ").prefix(4).joined(separator: " | ") } == [
            "story.title | multiline-label lines=2 | View.swift:4 | SwiftUI Text",
        ])
    }

    /// A function that hands its text back (`transform(string:)`) returns it to the call that
    /// passed it — not to another caller's label: the key is a wrapping message here, never the
    /// avatar's one-line initials.
    @Test func aFunctionHandsItsTextBackToItsOwnCall() {
        let layout = SwiftSnippets.read("""
            enum Emoji {
                static func transform(string: String) -> String {
                    var valid = string as NSString
                    valid = valid.replacingOccurrences(of: ":)", with: "🙂") as NSString
                    return valid as String
                }
            }
            final class AvatarView: UIView {
                let initials = UILabel()
                func show(name: String) { initials.text = Emoji.transform(string: name) }
            }
            final class ChatCell: UITableViewCell {
                let messageLabel = UILabel()
                func show() {
                    let text = Emoji.transform(string: NSLocalizedString("chat.joined", comment: ""))
                    messageLabel.numberOfLines = 0
                    messageLabel.text = text
                }
            }
            """, keys: ["chat.joined"])
        #expect(SwiftSnippets.lines(layout).map { $0.components(separatedBy: " | ").prefix(3).joined(separator: " | ") } == [
            "chat.joined | multiline-label font=17/fixed lines=0 | View.swift:17",
        ])
    }

    /// `ViewThatFits` shows the first view that fits and the last when none does (Apple,
    /// developer.apple.com/documentation/swiftui/viewthatfits): a text before the last is never
    /// cut; the last is checked as a text.
    @Test func onlyTheLastOptionOfViewThatFitsMayBeCut() {
        let layout = SwiftSnippets.read("""
            struct Badge: View {
                var body: some View {
                    ViewThatFits {
                        Text("badge.long")
                        Text("badge.short")
                    }
                }
            }
            """, keys: ["badge.long", "badge.short"])
        #expect(SwiftSnippets.lines(layout) == [
            "badge.long | not drawn: shown only where it fits | View.swift:4 | SwiftUI ViewThatFits (an option before the last) | A",
            "badge.short | multiline-label lines=0 | View.swift:5 | SwiftUI Text | B",
        ])
    }

    /// A view model's state published with Combine: the method's return type, the publisher's
    /// `Output` (`AnyPublisher<ViewState, Never>`), past `receive(on:)`, is the `sink` closure's
    /// parameter; the same member name in another `ViewState` is not linked.
    @Test func aStatePublishedThroughCombine() {
        let layout = SwiftSnippets.read("""
            struct ConsoleViewModelOutput {
                let viewState: AnyPublisher<ConsoleViewModel.ViewState, Never>
            }
            final class ConsoleViewModel {
                func transform(input: Int) -> ConsoleViewModelOutput {
                    fatalError()
                }
                struct ViewState {
                    let title: String = NSLocalizedString("console.title", comment: "")
                }
            }
            final class OtherViewModel {
                struct ViewState {
                    let title: String = NSLocalizedString("other.title", comment: "")
                }
            }
            final class ConsoleViewController: UIViewController {
                private let viewModel: ConsoleViewModel
                init(viewModel: ConsoleViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                private func bind() {
                    let output = viewModel.transform(input: 1)
                    output.viewState
                        .receive(on: RunLoop.main)
                        .sink { [navigationItem] viewState in
                            navigationItem.title = viewState.title
                        }
                }
            }
            """, keys: ["console.title", "other.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "console.title | navigation-title | View.swift:25 | UIKit navigationItem.title | C | via View.swift:9",
        ])
        #expect(layout.unresolved.map(\.key) == ["other.title"])
    }
}
