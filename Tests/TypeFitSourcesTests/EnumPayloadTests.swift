import Testing
import TypeFitConfig
@testable import TypeFitSources

/// A text passed into an enum case's associated value is drawn where a `case` pattern binds that
/// value (`switch`, `if case`, `guard case`) and the bound name is drawn; linked only when the
/// case is known for sure, grade C.
@Suite struct EnumPayloadTests {
    /// DuckDuckGo `BrowsingMenuEntry.regular(name:…)`: built with defaulted values left out, bound
    /// by position in `tableView(_:cellForRowAt:)`, passed to the cell (`as? BrowsingMenuEntryViewCell`
    /// gives the cell's type, so `configure` is that cell's) and drawn by its label.
    @Test func aCaseValueBoundInASwitch() {
        let entry = """
            enum BrowsingMenuEntry {
                case regular(name: String, accessibilityLabel: String? = nil, image: UIImage, action: () -> Void)
                case separator
            }
            final class BrowsingMenuViewController: UIViewController {
                var menuEntries: [BrowsingMenuEntry] = []
                func buildEntries() {
                    menuEntries.append(BrowsingMenuEntry.regular(name: NSLocalizedString("menu.print", comment: ""), image: print, action: {}))
                    menuEntries.append(.regular(name: NSLocalizedString("menu.share", comment: ""), image: share, action: {}))
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    switch menuEntries[indexPath.row] {
                    case .regular(let name, let accessibilityLabel, let image, _):
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath) as? BrowsingMenuEntryViewCell else {
                            fatalError()
                        }
                        cell.configure(image: image, label: name, accessibilityLabel: accessibilityLabel)
                        return cell
                    case .separator:
                        return UITableViewCell()
                    }
                }
            }
            """
        let cell = """
            final class BrowsingMenuEntryViewCell: UITableViewCell {
                let entryLabel: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    return label
                }()
                func configure(image: UIImage, label: String, accessibilityLabel: String?) {
                    entryLabel.text = label
                    entryLabel.accessibilityLabel = accessibilityLabel
                }
            }
            final class OtherCell: UITableViewCell {
                let titleLabel = UILabel()
                func configure(image: UIImage, label: String, accessibilityLabel: String?) {
                    titleLabel.text = label
                }
            }
            """
        let layout = SwiftSnippets.read([("App/BrowsingMenu.swift", entry), ("App/EntryCell.swift", cell)],
                                        keys: ["menu.print", "menu.share"])
        #expect(SwiftSnippets.lines(layout) == [
            "menu.print | multiline-label font=17/fixed lines=0 | EntryCell.swift:8 | UIKit label.text | C | via BrowsingMenu.swift:8 BrowsingMenu.swift:17",
            "menu.share | multiline-label font=17/fixed lines=0 | EntryCell.swift:8 | UIKit label.text | C | via BrowsingMenu.swift:9 BrowsingMenu.swift:17",
        ])
    }

    /// `guard case` and `if case` bind as a `switch` does; a name bound in one case is not a
    /// member of the type around it.
    @Test func aCaseValueBoundByGuardAndIfCase() {
        let layout = SwiftSnippets.read("""
            enum Banner {
                case warning(title: String, detail: String)
                case none
            }
            final class BannerView: UIView {
                let titleLabel = UILabel()
                let detailLabel = UILabel()
                var detail: String = ""
                func show(_ banner: Banner) {
                    guard case .warning(let title, _) = banner else { return }
                    titleLabel.text = title
                }
                func showDetail(_ banner: Banner) {
                    if case let .warning(_, detail) = banner {
                        let alert = UIAlertController(title: nil, message: detail, preferredStyle: .alert)
                    }
                }
                func warn() {
                    show(.warning(title: NSLocalizedString("banner.title", comment: ""),
                                  detail: NSLocalizedString("banner.detail", comment: "")))
                }
            }
            """, keys: ["banner.title", "banner.detail"])
        #expect(SwiftSnippets.lines(layout) == [
            "banner.detail | alert-message | View.swift:15 | UIAlertController(message:) | C | via View.swift:20",
            "banner.title | label font=17/fixed lines=1 | View.swift:11 | UIKit label.text | C | via View.swift:19",
        ])
    }

    /// A case two enums of the app declare with the same shape, written without its type, names
    /// neither: the key stays unresolved. Written with its type, it is linked.
    @Test func anAmbiguousCaseLinksNothing() {
        let layout = SwiftSnippets.read("""
            enum Toast { case message(String) }
            enum Banner { case message(String) }
            final class Screen: UIViewController {
                let label = UILabel()
                func show(_ toast: Toast) {
                    switch toast {
                    case .message(let text): label.text = text
                    }
                }
                func run() {
                    present(.message(NSLocalizedString("toast.saved", comment: "")))
                    show(Toast.message(NSLocalizedString("toast.copied", comment: "")))
                }
            }
            """, keys: ["toast.saved", "toast.copied"])
        #expect(SwiftSnippets.lines(layout) == [
            "toast.copied | label font=17/fixed lines=1 | View.swift:7 | UIKit label.text | C | via View.swift:12",
        ])
        #expect(SwiftSnippets.unresolved(layout).map { $0.split(separator: "|").first.map(String.init) } == ["toast.saved "])
    }

    /// DuckDuckGo `SettingsCellView(accessory: .rightDetail(UserText.autoClearAccessoryOn))`: a case's
    /// value passed to a custom view is drawn by that call's view, not by every `SettingsCellView`.
    @Test func aCaseValuePassedToACustomViewStaysWithThatCall() {
        let cell = """
            struct SettingsCellView: View {
                enum Accessory {
                    case none
                    case rightDetail(String)
                }
                let label: String
                var accessory: Accessory = .none
                var body: some View {
                    HStack {
                        Text(label)
                        accessoryView()
                    }
                }
                @ViewBuilder
                private func accessoryView() -> some View {
                    switch accessory {
                    case .none: EmptyView()
                    case .rightDetail(let value): Text(value).lineLimit(1)
                    }
                }
            }
            """
        let settings = """
            struct SettingsView: View {
                var body: some View {
                    List {
                        NavigationLink(destination: General()) {
                            SettingsCellView(label: "General")
                        }
                        Button(action: clear) {
                            SettingsCellView(label: "Clear", accessory: .rightDetail(NSLocalizedString("autoclear.on", comment: "")))
                        }
                    }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/SettingsCell.swift", cell), ("App/SettingsView.swift", settings)],
                                        keys: ["autoclear.on"])
        #expect(SwiftSnippets.lines(layout) == [
            "autoclear.on | cell lines=1 | SettingsView.swift:8 | SwiftUI Text in Button label as a list row | C | via SettingsView.swift:8 SettingsCell.swift:18 SettingsCell.swift:11",
        ])
    }
}
