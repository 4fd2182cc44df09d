import TypeFitConfig
@testable import TypeFitSources
import Testing

/// The same UIKit table serves Swift: a refresh control's attributed title, written in Swift.
@Suite struct RefreshControlTitleTests {
    @Test func aSwiftRefreshControlsTitle() {
        let layout = SwiftSnippets.read("""
            import UIKit
            final class FeedViewController: UITableViewController {
                override func viewDidLoad() {
                    let refresh = UIRefreshControl()
                    refresh.attributedTitle = NSAttributedString(string: NSLocalizedString("feed.pull", comment: ""))
                    let saved = UserDefaults.standard
                    saved.set(NSLocalizedString("feed.saved", comment: ""), forKey: "attributedTitle")
                }
            }
            """, keys: ["feed.pull", "feed.saved"])
        #expect(SwiftSnippets.lines(layout).first == "feed.pull | label lines=1 | View.swift:5 | UIKit UIRefreshControl.attributedTitle | A")
        #expect(layout.uses.count == 1)
    }
}
