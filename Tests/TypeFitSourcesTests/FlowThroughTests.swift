import Testing
@testable import TypeFitSources

/// Flow through more of Swift (issue #26): a view handed to the app's function that returns it
/// with modifiers, values of a dictionary literal given to a parameter of a dictionary type, and
/// elements of an array literal filtered by `compactMap { $0 }`. Expected values are read off each
/// snippet: the line of the `Text` that draws the key, the modifiers written on it, the lines the
/// key went through. Uses of several keys are compared sorted: the order the linker lists the
/// keys of one snippet in is not fixed (reports group uses by key).
@Suite struct FlowThroughTests {
    /// `applyDefaults(Text(text))` where `applyDefaults(_:)` returns `content.font(.title)`: the
    /// text is drawn by that `Text` in the view's `body`, in the title style the helper sets.
    @Test func aTextHandedToAHelperThatReturnsItWithModifiers() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            struct StoryLabel: View {
                private let text: String
                init(_ text: String) {
                    self.text = text
                }
                var body: some View {
                    applyDefaults(Text(text))
                }
                private func applyDefaults(_ content: some View, centered: Bool = false) -> some View {
                    return content
                        .lineLimit(2)
                        .font(.title)
                }
            }
            struct StoryView: View {
                var body: some View {
                    StoryLabel(NSLocalizedString("story.title", comment: ""))
                }
            }
            """, keys: ["story.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "story.title | multiline-label style=title1 lines=2 | View.swift:8 | SwiftUI Text | C | via View.swift:18 View.swift:5",
        ])
    }

    /// Both branches of an `if` hand a `Text` to the helper (a generic `Content: View` one here):
    /// the key is drawn by each.
    @Test func aTextHandedToAGenericHelperInEachBranch() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            struct Caption: View {
                let text: String
                let bold: Bool
                var body: some View {
                    if bold {
                        styled(Text(text).bold())
                    } else {
                        styled(Text(text))
                    }
                }
                func styled<Content: View>(_ content: Content) -> some View {
                    content.font(.caption)
                }
            }
            struct Screen: View {
                var body: some View {
                    Caption(text: NSLocalizedString("caption", comment: ""), bold: true)
                }
            }
            """, keys: ["caption"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "caption | multiline-label style=caption1 weight=bold lines=0 | View.swift:7 | SwiftUI Text | C | via View.swift:18",
            "caption | multiline-label style=caption1 lines=0 | View.swift:9 | SwiftUI Text | C | via View.swift:18",
        ].sorted())
    }

    /// A helper that takes the view but returns another one does not draw it: the key stays
    /// unresolved.
    @Test func aTextHandedToAHelperThatDropsItStaysUnresolved() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    placeholder(Text(NSLocalizedString("dropped", comment: "")))
                }
                func placeholder(_ content: some View) -> some View {
                    Color.clear
                }
            }
            """, keys: ["dropped"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.map(\.key) == ["dropped"])
    }

    /// `StatView(labels: [.day: .init(one:other:)])` with `labels: [Unit: Plural]`: each value of
    /// the literal is a `Plural`, whose `one` and `other` the view reads by subscript and `map`
    /// into the text it draws.
    @Test func dictionaryValuesGivenToAView() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            enum Unit { case day, hour }
            struct StatView: View {
                let label: String?
                init(value: Int, unit: Unit, labels: [Unit: Plural]) {
                    self.label = labels[unit].map { value == 1 ? $0.one : $0.other }
                }
                var body: some View {
                    Text(label ?? "")
                }
                struct Plural {
                    let one: String
                    let other: String
                }
            }
            struct Header: View {
                var body: some View {
                    StatView(value: 1, unit: .day, labels: [
                        .day: .init(one: NSLocalizedString("day", comment: ""), other: NSLocalizedString("days", comment: ""))
                    ])
                }
            }
            """, keys: ["day", "days"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "day | multiline-label lines=0 | View.swift:9 | SwiftUI Text | C | via View.swift:19 View.swift:6",
            "days | multiline-label lines=0 | View.swift:9 | SwiftUI Text | C | via View.swift:19 View.swift:6",
        ].sorted())
    }

    /// A dictionary value only a log reads is not drawn anywhere: unresolved.
    @Test func dictionaryValuesOnlyLoggedStayUnresolved() {
        let layout = SwiftSnippets.read("""
            import Foundation
            enum Unit { case day, hour }
            struct Plural {
                let one: String
                let other: String
            }
            final class Reporter {
                func report(labels: [Unit: Plural]) {
                    print(labels[.day]?.one ?? "")
                }
                func run() {
                    report(labels: [.day: .init(one: NSLocalizedString("logged", comment: ""), other: "")])
                }
            }
            """, keys: ["logged"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.map(\.key) == ["logged"])
    }

    /// Features kept in a dictionary of arrays, some behind a condition and dropped by
    /// `compactMap { $0 }`, listed by `ForEach` over the value read by subscript.
    @Test func arrayElementsKeptThroughCompactMapInADictionary() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            enum Product { case yearly, monthly }
            struct Prompt: View {
                let product: Product
                let flag: Bool
                var body: some View {
                    VStack {
                        features[product].map {
                            ForEach($0) { feature in
                                Text(feature.title).font(.subheadline)
                            }
                        }
                    }
                }
                private let features: [Product: [Feature]] = [
                    .yearly: [
                        .init(icon: "desktop", title: NSLocalizedString("feature.desktop", comment: "")),
                        flag ? .init(icon: "folder", title: NSLocalizedString("feature.folders", comment: "")) : nil,
                    ].compactMap { $0 }
                ]
                private struct Feature: Identifiable {
                    let icon: String
                    let title: String
                    var id: String { title }
                }
            }
            """, keys: ["feature.desktop", "feature.folders"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "feature.desktop | multiline-label style=subheadline lines=0 | View.swift:10 | SwiftUI Text | C | via View.swift:17",
            "feature.folders | multiline-label style=subheadline lines=0 | View.swift:10 | SwiftUI Text | C | via View.swift:18",
        ].sorted())
    }

    /// `compactMap` with a closure that builds something else from each element is not a
    /// collection of the elements: the key is not followed to `Feature` (whose title is drawn).
    @Test func compactMapBuildingOtherValuesIsNotTheElements() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            struct Feature { let title: String }
            struct Prompt: View {
                let features: [Feature]
                var body: some View {
                    ForEach(features, id: \\.title) { feature in Text(feature.title) }
                }
            }
            struct Logger {
                let lines: [Feature] = [.init(title: NSLocalizedString("raw", comment: ""))].compactMap { Feature(title: $0.title.uppercased()) }
            }
            """, keys: ["raw"])
        #expect(SwiftSnippets.lines(layout) == [])
    }

    /// Two cells each nest a `Model`; `SwitchCell.Model(title:)` written with its outer type is
    /// that one, whose `title` the switch cell's label draws. `ChooseCell.Model`'s `title` is read
    /// nowhere: that key stays unresolved.
    @Test func aNestedTypeWrittenWithItsOuterType() {
        let layout = SwiftSnippets.read("""
            import UIKit
            protocol SettingModel {}
            final class SwitchCell: UITableViewCell {
                struct Model: SettingModel {
                    let title: String
                }
                let titleLabel = UILabel()
                var cellModel: SettingModel? {
                    didSet {
                        guard let model = cellModel as? Model else { return }
                        titleLabel.text = model.title
                    }
                }
            }
            final class ChooseCell: UITableViewCell {
                struct Model: SettingModel {
                    let title: String
                }
            }
            final class ViewModel {
                let enableModel = SwitchCell.Model(title: NSLocalizedString("switch.title", comment: ""))
                let otherModel = ChooseCell.Model(title: NSLocalizedString("choose.title", comment: ""))
            }
            """, keys: ["switch.title", "choose.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "switch.title | label font=17/fixed lines=1 | View.swift:11 | UIKit label.text | C | via View.swift:21",
        ])
        #expect(layout.unresolved.map(\.key) == ["choose.title"])
    }

    /// Sections kept as labeled tuples: `sections[i].header` reads the text written at `header:`,
    /// returned to `tableView(_:titleForHeaderInSection:)`; the footer, read nowhere, and the
    /// row count read by `.elements` are not the header's.
    @Test func aLabeledTupleElementReadByItsLabel() {
        let layout = SwiftSnippets.read("""
            import UIKit
            final class ViewModel {
                private typealias Section = (header: String?, footer: String?, rows: [Int])
                private let sections: [Section] = [
                    (header: NSLocalizedString("section.header", comment: ""), footer: NSLocalizedString("section.footer", comment: ""), [1, 2]),
                ]
                func numberOfRows(in section: Int) -> Int {
                    return sections[section].rows.count
                }
                func titleForHeader(in section: Int) -> String? {
                    return sections[section].header
                }
            }
            final class SettingsViewController: UITableViewController {
                let viewModel = ViewModel()
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    return viewModel.titleForHeader(in: section)
                }
            }
            """, keys: ["section.header", "section.footer"])
        #expect(SwiftSnippets.lines(layout) == [
            "section.header | section-header | View.swift:17 | UIKit tableView(_:titleForHeaderInSection:) | C | via View.swift:5 View.swift:11",
        ])
        #expect(layout.unresolved.map(\.key) == ["section.footer"])
    }

    /// `CategoryView<Category: CategoryProviding>` lists `options: [Category]`: each option's
    /// `displayName` is the protocol's, which each conforming enum returns its keys from. The
    /// row is a list row (`Text` in a `List`).
    @Test func aGenericParameterIsItsConstraint() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            protocol CategoryProviding: Hashable, Identifiable {
                var displayName: String { get }
            }
            enum ReportType: String, CategoryProviding {
                case bug
                var id: String { rawValue }
                var displayName: String {
                    switch self {
                    case .bug: return NSLocalizedString("category.bug", comment: "")
                    }
                }
            }
            struct CategoryView<Category>: View where Category: CategoryProviding {
                let options: [Category]
                var body: some View {
                    List {
                        ForEach(options) { option in
                            Text(option.displayName)
                        }
                    }
                }
            }
            """, keys: ["category.bug"])
        #expect(SwiftSnippets.lines(layout).map { $0.replacingOccurrences(of: #" width=.*? \|"#, with: " |", options: .regularExpression) } == [
            "category.bug | cell lines=0 | View.swift:19 | SwiftUI Text as a list row | C | via View.swift:10",
        ])
    }

    /// A generic parameter constrained to the protocol, whose values are only logged: not drawn.
    @Test func aGenericParameterOnlyLoggedStaysUnresolved() {
        let layout = SwiftSnippets.read("""
            import Foundation
            protocol CategoryProviding {
                var displayName: String { get }
            }
            enum ReportType: CategoryProviding {
                case bug
                var displayName: String { NSLocalizedString("category.logged", comment: "") }
            }
            struct Reporter<Category: CategoryProviding> {
                let options: [Category]
                func report() {
                    options.forEach { option in print(option.displayName) }
                }
            }
            """, keys: ["category.logged"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.map(\.key) == ["category.logged"])
    }

    /// Computed locals in a view function (`var title: String { switch … }`) are read by their
    /// names below them: their keys reach the custom view they are passed to. The view's own
    /// `title` is another value: a local nothing reads stays unresolved rather than being taken
    /// for the member of its name.
    @Test func computedLocalsInAFunction() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            enum Kind { case bookmarks, logins }
            struct WarningView: View {
                let title: String
                var body: some View {
                    Text(title).font(.headline)
                }
            }
            struct SettingsView: View {
                let kind: Kind
                let title = "Settings"
                var body: some View {
                    Text(title)
                    warning(for: kind)
                }
                @ViewBuilder
                func warning(for kind: Kind) -> some View {
                    var title: String {
                        switch kind {
                        case .bookmarks: return NSLocalizedString("warning.bookmarks", comment: "")
                        case .logins: return ""
                        }
                    }
                    var unused: String {
                        NSLocalizedString("warning.unused", comment: "")
                    }
                    WarningView(title: title)
                }
            }
            """, keys: ["warning.bookmarks", "warning.unused"])
        #expect(SwiftSnippets.lines(layout) == [
            "warning.bookmarks | multiline-label style=headline lines=0 | View.swift:6 | SwiftUI Text | C | via View.swift:20 View.swift:27",
        ])
        #expect(layout.unresolved.map(\.key) == ["warning.unused"])
    }

    /// In a subclass of `UITableViewDiffableDataSource<Section, Item>`, `sectionIdentifier(for:)`
    /// returns a `Section`: its type's `sectionTitle` is the header the override returns. A local
    /// set from `itemIdentifier(for:)` is an `Item`, whose `sectionTitle` is not that one.
    @Test func aDiffableDataSourcesSectionIdentifier() {
        let layout = SwiftSnippets.read("""
            import UIKit
            struct SettingsSection: Hashable {
                let kind: SectionKind
            }
            struct Row: Hashable {
                var sectionTitle: String { NSLocalizedString("row.title", comment: "") }
            }
            enum SectionKind: Hashable {
                case appearance
                var sectionTitle: String {
                    switch self {
                    case .appearance: return NSLocalizedString("section.appearance", comment: "")
                    }
                }
            }
            final class DataSource: UITableViewDiffableDataSource<SettingsSection, Row> {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    guard let settingsSection = sectionIdentifier(for: section) else { return nil }
                    return settingsSection.kind.sectionTitle
                }
                func log(_ indexPath: IndexPath) {
                    let row = itemIdentifier(for: indexPath)
                    print(row?.sectionTitle ?? "")
                }
            }
            """, keys: ["section.appearance", "row.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "section.appearance | section-header | View.swift:19 | UIKit tableView(_:titleForHeaderInSection:) | C | via View.swift:12",
        ])
        #expect(layout.unresolved.map(\.key) == ["row.title"])
    }

    /// `[type.description, error?.localizedDescription].compactMap { $0 }.joined(separator: "\n")`:
    /// the key is the first line of the alert's message, a part of the longer text drawn there.
    @Test func textsJoinedIntoAnAlertMessage() {
        let layout = SwiftSnippets.read("""
            import UIKit
            enum SyncError {
                case unableToSync
                var description: String {
                    switch self {
                    case .unableToSync: return NSLocalizedString("sync.failed", comment: "")
                    }
                }
            }
            final class SyncViewController: UIViewController {
                func handleError(_ type: SyncError, error: Error?) {
                    let alert = UIAlertController(
                        title: nil,
                        message: [type.description, error?.localizedDescription].compactMap({ $0 }).joined(separator: "\\n"),
                        preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """, keys: ["sync.failed"])
        #expect(SwiftSnippets.lines(layout) == [
            "sync.failed | alert-message | View.swift:14 | UIAlertController(message:) (part of a longer text) | C | via View.swift:6 View.swift:14",
        ])
    }

    /// Joined texts only logged are not drawn.
    @Test func textsJoinedIntoALogStayUnresolved() {
        let layout = SwiftSnippets.read("""
            import Foundation
            enum SyncError {
                case unableToSync
                var description: String { NSLocalizedString("sync.logged", comment: "") }
            }
            final class SyncLogger {
                func log(_ type: SyncError) {
                    print([type.description, "code 1"].joined(separator: " "))
                }
            }
            """, keys: ["sync.logged"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.map(\.key) == ["sync.logged"])
    }

    /// `for (action, button) in zip(actions, buttons)`: `action` is an element of `actions`, whose
    /// `name` the button's title is set to; `for (index, row) in rows.enumerated()`: `row` is an
    /// element of `rows`.
    @Test func loopTuplesOfZipAndEnumerated() {
        let layout = SwiftSnippets.read("""
            import UIKit
            enum ToolbarAction {
                case clear
                var title: String { NSLocalizedString("toolbar.clear", comment: "") }
            }
            struct ActionModel {
                let name: String
            }
            struct Row {
                let text: String
            }
            final class SelectionViewController: UIViewController {
                let buttons: [UIButton] = []
                let titleLabel = UILabel()
                func buildToolbar(actions: [ActionModel]) {
                    for (action, button) in zip(actions, buttons) {
                        button.setTitle(action.name, for: .normal)
                    }
                }
                func show(rows: [Row]) {
                    for (index, row) in rows.enumerated() {
                        if index == 0 { titleLabel.text = row.text }
                    }
                }
                func make() {
                    buildToolbar(actions: [ActionModel(name: ToolbarAction.clear.title)])
                    show(rows: [Row(text: NSLocalizedString("row.first", comment: ""))])
                }
            }
            """, keys: ["toolbar.clear", "row.first"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "toolbar.clear | button lines=1 | View.swift:17 | UIKit button.setTitle(_:for:) | C | via View.swift:4 View.swift:26",
            "row.first | label font=17/fixed lines=1 | View.swift:22 | UIKit label.text | C | via View.swift:27",
        ].sorted())
    }

    /// The element of an `enumerated()` loop that is only logged is not drawn.
    @Test func loopTupleOnlyLoggedStaysUnresolved() {
        let layout = SwiftSnippets.read("""
            import Foundation
            struct Row {
                let text: String
            }
            final class Logger {
                func log(rows: [Row]) {
                    for (index, row) in rows.enumerated() {
                        print(index, row.text)
                    }
                }
                func run() {
                    log(rows: [Row(text: NSLocalizedString("row.logged", comment: ""))])
                }
            }
            """, keys: ["row.logged"])
        #expect(SwiftSnippets.lines(layout) == [])
        #expect(layout.unresolved.map(\.key) == ["row.logged"])
    }

    /// `.init(…)` as an enum case's associated value (`.\`switch\`(.init(titleText:))`, the
    /// case named with backticks) is the type the case declares: its `titleText` reaches the
    /// switch cell's label. The other case's model, read nowhere, stays unresolved.
    @Test func anInitializerInAnEnumCasesPayload() {
        let layout = SwiftSnippets.read("""
            import UIKit
            struct SwitchViewModel {
                let titleText: String
                let isOn: Bool
            }
            struct CellViewModel {
                let titleText: String
            }
            enum ViewType {
                case `switch`(SwitchViewModel)
                case cell(CellViewModel)
            }
            final class SettingsViewModel {
                private var passcodeTitle: String { NSLocalizedString("settings.passcode", comment: "") }
                func viewType(at row: Int) -> ViewType {
                    if row == 0 {
                        return .`switch`(.init(titleText: passcodeTitle, isOn: true))
                    }
                    return .cell(.init(titleText: NSLocalizedString("settings.help", comment: "")))
                }
            }
            final class SwitchCell: UITableViewCell {
                let titleLabel = UILabel()
                func configure(viewModel: SwitchViewModel) {
                    titleLabel.text = viewModel.titleText
                }
            }
            """, keys: ["settings.passcode", "settings.help"])
        #expect(SwiftSnippets.lines(layout) == [
            "settings.passcode | label font=17/fixed lines=1 | View.swift:25 | UIKit label.text | C | via View.swift:14 View.swift:17",
        ])
        #expect(layout.unresolved.map(\.key) == ["settings.help"])
    }

    /// A struct with no initializer of its own is built with its memberwise one; its stored
    /// `displayName` is read on a closure parameter whose type the pass cannot see but whose
    /// name fits the struct's (`relativeDateRange`): linked by that name, as a member that holds
    /// the key is. A receiver whose name fits no type (`entry`) is not linked.
    @Test func aMemberwisePropertyReadOnAReceiverNamedForItsType() {
        let layout = SwiftSnippets.read("""
            import UIKit
            final class SectioningHelper {
                let titleLabel = UILabel()
                let detailLabel = UILabel()
                private struct RelativeDateRange: Hashable {
                    let date: Date
                    let displayName: String
                }
                private struct Entry: Hashable {
                    let note: String
                }
                func show(dates: [Date]) {
                    let grouped = Dictionary(grouping: dates, by: { _ in
                        RelativeDateRange(date: Date(), displayName: NSLocalizedString("range.today", comment: ""))
                    })
                    let entries = dates.map { _ in Entry(note: NSLocalizedString("entry.note", comment: "")) }
                    grouped.keys.forEach { relativeDateRange in
                        titleLabel.text = relativeDateRange.displayName
                    }
                    entries.forEach { entry in detailLabel.text = entry.note }
                }
            }
            """, keys: ["range.today", "entry.note"])
        #expect(SwiftSnippets.lines(layout) == [
            "range.today | label font=17/fixed lines=1 | View.swift:18 | UIKit label.text | C | via View.swift:14",
        ])
        #expect(layout.unresolved.map(\.key) == ["entry.note"])
    }

    /// `NSMutableAttributedString(attributedString:)` copies the text it is given; appended to,
    /// the copy is a longer text, of which the key is a part. A copy only printed is not drawn.
    @Test func anAttributedStringCopiedAndAppendedTo() {
        let layout = SwiftSnippets.read("""
            import UIKit
            final class LoginCell: UITableViewCell {
                let button = UIButton()
                let otherButton = UIButton()
                func configure(service: String) {
                    let font = UIFont.preferredFont(forTextStyle: .body)
                    let prefix = NSAttributedString(string: NSLocalizedString("login.prefix", comment: ""), attributes: [.font: font])
                    let combined = NSMutableAttributedString(attributedString: prefix)
                    combined.append(NSAttributedString(string: service))
                    button.setAttributedTitle(combined, for: .normal)
                    let plain = NSMutableAttributedString(attributedString: NSAttributedString(string: NSLocalizedString("login.plain", comment: "")))
                    otherButton.setAttributedTitle(plain, for: .normal)
                    let logged = NSMutableAttributedString(attributedString: NSAttributedString(string: NSLocalizedString("login.logged", comment: "")))
                    print(logged)
                }
            }
            """, keys: ["login.prefix", "login.plain", "login.logged"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "login.prefix | button style=body lines=1 | View.swift:10 | UIKit button.setTitle(_:for:) (part of a longer text) | C | via View.swift:7 View.swift:8",
            "login.plain | button lines=1 | View.swift:12 | UIKit button.setTitle(_:for:) | C | via View.swift:11",
        ].sorted())
        #expect(layout.unresolved.map(\.key) == ["login.logged"])
    }

    /// `Publishers.CombineLatest(voteText, countdown).sink { voteDescription, countdownDescription in }`:
    /// the second parameter takes what `countdown` publishes, a key its `map` returns, and sets a
    /// label; the first is only printed. `Just(title).sink { title in }` hands its value on alike.
    @Test func valuesOfCombinedPublishersReachTheSinksParameters() {
        let layout = SwiftSnippets.read("""
            import UIKit
            import Combine
            final class PollViewModel {
                @Published var expired = false
                @Published var votes = 0
                var disposeBag = Set<AnyCancellable>()
                let countdownLabel = UILabel()
                let titleLabel = UILabel()
                func bind() {
                    let countdown = $expired
                        .map { expired -> String? in
                            guard !expired else { return NSLocalizedString("poll.closed", comment: "") }
                            return nil
                        }
                    let voteText = $votes.map { _ in NSLocalizedString("poll.logged", comment: "") }
                    Publishers.CombineLatest(voteText, countdown)
                        .receive(on: DispatchQueue.main)
                        .sink { voteDescription, countdownDescription in
                            self.countdownLabel.text = countdownDescription ?? "-"
                            print(voteDescription)
                        }
                        .store(in: &disposeBag)
                    Just(NSLocalizedString("poll.title", comment: ""))
                        .sink { self.titleLabel.text = $0 }
                        .store(in: &disposeBag)
                }
            }
            """, keys: ["poll.closed", "poll.logged", "poll.title"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "poll.closed | label font=17/fixed lines=1 | View.swift:19 | UIKit label.text | C | via View.swift:12 View.swift:16",
            "poll.title | label font=17/fixed lines=1 | View.swift:24 | UIKit label.text | C | via View.swift:23",
        ].sorted())
        #expect(layout.unresolved.map(\.key) == ["poll.logged"])
    }

    /// Texts appended to a local text (`title.append(bold)`) or a local array (`strings.append(…)`,
    /// joined into a label): each is part of the longer text drawn there. An array only printed is
    /// not drawn.
    @Test func textsAppendedToALocalTextOrArray() {
        let layout = SwiftSnippets.read("""
            import UIKit
            final class ConfirmViewController: UIViewController {
                let button = UIButton()
                let label = UILabel()
                func setup(spoiler: String?) {
                    var configuration = UIButton.Configuration.plain()
                    let bold = AttributedString(NSLocalizedString("confirm.resend", comment: ""))
                    var title = AttributedString(NSLocalizedString("confirm.prefix", comment: ""))
                    title.append(AttributedString(" "))
                    title.append(bold)
                    configuration.attributedTitle = title
                    button.configuration = configuration
                    var strings: [String?] = []
                    strings.append(NSLocalizedString("confirm.warning", comment: ""))
                    strings.append(spoiler)
                    label.text = strings.compactMap { $0 }.joined(separator: " ")
                    var logged: [String] = []
                    logged.append(NSLocalizedString("confirm.logged", comment: ""))
                    print(logged)
                }
            }
            """, keys: ["confirm.resend", "confirm.prefix", "confirm.warning", "confirm.logged"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "confirm.resend | button lines=0 | View.swift:11 | UIKit UIButton.Configuration attributedTitle (part of a longer text) | C | via View.swift:7 View.swift:10",
            "confirm.prefix | button lines=0 | View.swift:11 | UIKit UIButton.Configuration attributedTitle (part of a longer text) | C | via View.swift:8",
            "confirm.warning | label font=17/fixed lines=1 | View.swift:16 | UIKit label.text (part of a longer text) | C | via View.swift:14",
        ].sorted())
        #expect(layout.unresolved.map(\.key) == ["confirm.logged"])
    }

    /// A computed local declared below the view that reads it in a `body` is that local, which
    /// returns the key (a `LocalizedStringKey` literal).
    @Test func aComputedLocalReadAboveItsDeclaration() {
        let layout = SwiftSnippets.read("""
            import SwiftUI
            struct TagsInputView: View {
                @State private var newTag: String = ""
                let tags: [String]
                var body: some View {
                    VStack {
                        Text(warningText).font(.footnote)
                    }
                    var warningText: LocalizedStringKey {
                        if tags.contains(newTag) {
                            return "tags.duplicated"
                        }
                        return ""
                    }
                }
            }
            """, keys: ["tags.duplicated"])
        #expect(SwiftSnippets.lines(layout) == [
            "tags.duplicated | multiline-label style=footnote lines=0 | View.swift:7 | SwiftUI Text | C | via View.swift:11",
        ])
    }

    /// `let createCell = FieldCellModel.init` then `createCell(title, detail)`: the arguments are
    /// the memberwise initializer's, in the order of the struct's stored properties; the title
    /// reaches the cell's label, the detail (read nowhere) stays unresolved. With the labels
    /// written in the reference (`Row.init(name:)`) they are those.
    @Test func argumentsOfALocalInitializerReference() {
        let layout = SwiftSnippets.read("""
            import UIKit
            struct FieldCellModel {
                static let identifier = "field"
                let title: String
                var isEnabled = true
                let detail: String
                var height: Double { 44 }
                static func cells(status: String) -> [FieldCellModel] {
                    var cells = [FieldCellModel]()
                    let createCell = FieldCellModel.init
                    cells.append(createCell(NSLocalizedString("user.status", comment: ""), true, status))
                    cells.append(createCell("-", false, NSLocalizedString("user.detail", comment: "")))
                    return cells
                }
            }
            struct Row {
                let name: String
                init(name: String) { self.name = name }
            }
            final class FieldCell: UITableViewCell {
                let titleLabel = UILabel()
                var model: FieldCellModel? {
                    didSet { titleLabel.text = model?.title }
                }
                var row: Row? {
                    didSet { textLabel?.text = row?.name }
                }
                func show() {
                    let makeRow = Row.init(name:)
                    row = makeRow(NSLocalizedString("row.name", comment: ""))
                }
            }
            """, keys: ["user.status", "user.detail", "row.name"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "user.status | label font=17/fixed lines=1 | View.swift:23 | UIKit label.text | C | via View.swift:11",
            "row.name | cell lines=1 | View.swift:26 | UIKit cell.textLabel.text | C | via View.swift:30 View.swift:18",
        ].sorted())
        #expect(layout.unresolved.map(\.key) == ["user.detail"])
    }

    /// A text handed to a function whose value is returned from a `flatMap` closure: the value
    /// goes on from that call, though the closure's value lands where the `flatMap` is (lines
    /// above); through the next `flatMap`'s `$0` into a model's `attributedValue`, drawn by a label.
    @Test func aFunctionsValueReturnedFromAClosure() {
        let layout = SwiftSnippets.read("""
            import UIKit
            struct AttributeViewModel {
                var attributedValue: NSAttributedString?
                init(attributedValue: NSAttributedString?) {
                    self.attributedValue = attributedValue
                }
                static func linkString(_ value: String) -> NSAttributedString {
                    styled(value, font: UIFont.systemFont(ofSize: 17))
                }
                static func styled(_ value: String, font: UIFont) -> NSAttributedString {
                    return .init(string: value, attributes: [.font: font])
                }
            }
            final class Helper {
                var wikiUrl: String?
                var wikiViewModel: AttributeViewModel? {
                    wikiUrl.flatMap {
                        guard !$0.isEmpty else { return nil }
                        return AttributeViewModel.linkString(NSLocalizedString("link.wiki", comment: ""))
                    }.flatMap { .init(attributedValue: $0) }
                }
            }
            final class AttributeView: UIView {
                let valueLabel = UILabel()
                func configure(viewModel: AttributeViewModel) {
                    valueLabel.attributedText = viewModel.attributedValue
                }
            }
            """, keys: ["link.wiki"])
        #expect(SwiftSnippets.lines(layout) == [
            "link.wiki | label font=17/fixed lines=1 | View.swift:26 | UIKit label.text | C | via View.swift:19 View.swift:8 View.swift:17 View.swift:20 View.swift:5",
        ])
    }

    /// `fillableValue.warnings.first`: an element of `[Warning]`, a `Warning`, whose
    /// `localizedDescription` (the protocol extension's) returns the `warningDescription` of a
    /// `LocalizedWarning`, which a conforming enum returns its key from.
    @Test func theFirstElementOfACollectionMember() {
        let layout = SwiftSnippets.read("""
            import UIKit
            public protocol Warning {}
            extension Warning {
                public var localizedDescription: String {
                    if let localizedWarning = self as? LocalizedWarning {
                        return localizedWarning.warningDescription ?? "-"
                    }
                    return "-"
                }
            }
            public protocol LocalizedWarning: Warning {
                var warningDescription: String? { get }
            }
            public struct FillableValue {
                public let warnings: [Warning]
            }
            enum FeeWarning: LocalizedWarning {
                case tooHigh
                var warningDescription: String? {
                    switch self {
                    case .tooHigh: return NSLocalizedString("fee.high", comment: "")
                    }
                }
            }
            final class FeeViewController: UIViewController {
                let errorLabel = UILabel()
                func show(_ fillableValue: FillableValue) {
                    if let warning = fillableValue.warnings.first {
                        errorLabel.text = warning.localizedDescription
                    }
                }
            }
            """, keys: ["fee.high"])
        #expect(SwiftSnippets.lines(layout) == [
            "fee.high | label font=17/fixed lines=1 | View.swift:29 | UIKit label.text | C | via View.swift:21 View.swift:6",
        ])
    }

    /// A builder chain, `EmptyView().configure(image: nil).configure(title: …)` with every
    /// `configure` declared `-> Self`: the title goes to `EmptyView`'s own `configure(title:)`,
    /// whose label is 28 pt, not to another type's method of the same name and label (a 17-pt
    /// header label). Without the chain's type the call would match both by name.
    @Test func aBuilderChainsCallIsItsOwnTypesMethod() {
        let layout = SwiftSnippets.read("""
            import UIKit
            final class EmptyView: UIView {
                private let titleLabel = UILabel()
                @discardableResult func configure(image: UIImage?) -> Self { return self }
                @discardableResult func configure(title: String) -> Self {
                    titleLabel.font = .systemFont(ofSize: 28)
                    titleLabel.text = title
                    return self
                }
                static func transactions() -> EmptyView {
                    EmptyView()
                        .configure(image: nil)
                        .configure(title: NSLocalizedString("empty.title", comment: ""))
                }
            }
            final class HeaderView: UIView {
                private let label = UILabel()
                func configure(title: String) { label.text = title }
            }
            """, keys: ["empty.title"])
        #expect(SwiftSnippets.lines(layout) == [
            "empty.title | label font=28/fixed lines=1 | View.swift:7 | UIKit label.text | C | via View.swift:13",
        ])
    }

    /// `self.title = title` in an initializer whose local `title` (set in each branch) hides the
    /// property: the local goes to the property (without reading `self.` it was assigned to
    /// itself). The property is `@Published`; its publisher `viewModel.$title`, through
    /// `.receive(on:)`, hands each value to the `sink` closure's parameter, which the view
    /// controller makes its title (developer.apple.com/documentation/combine/published).
    @Test func aLocalAssignedToThePropertyItHides() {
        let layout = SwiftSnippets.read("""
            import UIKit
            import Combine
            final class ComposeViewModel {
                @Published var title: String
                init(reply: Bool) {
                    let title: String
                    if reply {
                        title = NSLocalizedString("compose.reply", comment: "")
                    } else {
                        title = NSLocalizedString("compose.new", comment: "")
                    }
                    self.title = title
                }
            }
            final class ComposeViewController: UIViewController {
                var viewModel: ComposeViewModel!
                var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    viewModel.$title
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] title in
                            self?.title = title
                        }
                        .store(in: &bag)
                }
            }
            """, keys: ["compose.reply", "compose.new"])
        #expect(SwiftSnippets.lines(layout).sorted() == [
            "compose.new | navigation-title | View.swift:22 | UIKit viewController.title | C | via View.swift:10 View.swift:12 View.swift:19",
            "compose.reply | navigation-title | View.swift:22 | UIKit viewController.title | C | via View.swift:8 View.swift:12 View.swift:19",
        ])
    }
}
