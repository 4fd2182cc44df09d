import Testing
import TypeFitConfig
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitSources

/// System elements whose room the source decides through what it declares beside them — a
/// navigation title between its bar items, a tab among its tabs, a segment among its segments, a
/// menu row beside its image — read by the source pass and laid out by the layout engine, against
/// a hand computation on three windows (portrait, full screen):
/// - iPhone SE (1st gen.): 320 pt, compact → system margin 16 (apple-facts §4, §7);
/// - iPhone 16: 393 pt, compact → system margin 16;
/// - iPad Pro 11": 834 pt, regular → system margin 20.
/// The safe area spans each window's width in portrait. Figures (all estimates, `BarItemMetrics`):
/// an image bar item 44 pt (HIG default control size), a text bar item 70 pt, 8 pt between items;
/// UINavigationBar moves a title that does not fit centred into the space between the items, so it
/// loses both sides' items. Menus 250 pt wide with
/// 16-pt text insets and a 32-pt image column; segments share the control less 1-pt dividers.
@Suite struct SiblingBoxTests {
    private let devices = ["iphone-se-1", "iphone-16", "ipad-pro-11"]

    /// The width the engine gives `key`'s use on each of the three windows.
    private func widths(_ use: SourceUse) throws -> [Double?] {
        let engine = LayoutEngine()
        return try devices.map { id in
            let environment = LayoutEnvironment(device: try DeviceCatalog().device(named: id), orientation: .portrait,
                                                window: .full, category: .large, direction: .ltr, bars: .none)
            return try engine.frame(for: use.settings.spec, in: environment).width
        }
    }

    private func use(_ source: String, key: String, path: String = "App/View.swift") throws -> SourceUse {
        let layout = SwiftSnippets.read(source, keys: [key], path: path)
        return try #require(layout.uses.first { $0.key == key })
    }

    private func close(_ actual: [Double?], _ expected: [Double]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { a, e in a.map { abs($0 - e) <= 0.5 } ?? false }
    }

    private func terms(_ use: SourceUse) -> [WidthTerm] {
        guard case .solved(let box)? = use.settings.width else { return [] }
        return box.terms
    }

    // MARK: Navigation titles, UIKit

    /// One `.add` item on the trailing side: the title loses 44 besides its margins (off centre,
    /// not 2 × 44 as if it stayed centred). SE 320 − 32 − 44 = 244; iPhone 16 393 − 32 − 44 = 317;
    /// iPad 834 − 40 − 44 = 750.
    @Test func aControllersTitleBesideOneSymbolItem() throws {
        let source = """
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("list.title", comment: "")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                }
            }
            """
        let title = try use(source, key: "list.title")
        #expect(title.settings.element == .navigationTitle)
        #expect(title.read.contains(.width))
        #expect(close(try widths(title), [244, 317, 750]))
        #expect(terms(title).compactMap(\.source?.line) == [5])
    }

    /// A `.cancel` word on the leading side (70) and two symbol items on the trailing side
    /// (44 + 8 + 44 = 96, one of them a property made with an image): both sides, 166.
    /// SE 320 − 32 − 166 = 122; iPhone 16 393 − 32 − 166 = 195; iPad 834 − 40 − 166 = 628.
    @Test func bothSidesItemsTakeTheTitlesRoom() throws {
        let source = """
            final class EditorViewController: UIViewController {
                private lazy var shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = NSLocalizedString("editor.title", comment: "")
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
                    self.navigationItem.rightBarButtonItems = [shareItem, UIBarButtonItem(systemItem: .trash)]
                }
            }
            """
        let title = try use(source, key: "editor.title")
        #expect(close(try widths(title), [122, 195, 628]))
        #expect(Set(terms(title).compactMap(\.source?.line)) == [6, 7])
    }

    /// Items held in a local and in a property assigned in a method are read from what is made
    /// there: a `.cancel` word (70) and a text item (70), not image items (44): 70 + 70.
    /// SE 320 − 32 − 140 = 148; iPhone 16 393 − 32 − 140 = 221; iPad 834 − 40 − 140 = 654.
    @Test func itemsHeldInALocalOrAnAssignedProperty() throws {
        let source = """
            final class FormViewController: UIViewController {
                var cancelButton: UIBarButtonItem?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("form.title", comment: "")
                    cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                    navigationItem.leftBarButtonItem = cancelButton
                    let send = UIBarButtonItem(title: NSLocalizedString("form.send", comment: ""), style: .done, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = send
                }
            }
            """
        let title = try use(source, key: "form.title")
        #expect(close(try widths(title), [148, 221, 654]))
    }

    /// No bar items: the element's default (the bar less a system margin a side), not a width
    /// from the source. SE 288; iPhone 16 361; iPad 794.
    @Test func aTitleWithNoBarItemsKeepsTheDefault() throws {
        let source = """
            final class PlainViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("plain.title", comment: "")
                }
            }
            """
        let title = try use(source, key: "plain.title")
        #expect(title.settings.width == nil)
        #expect(!title.read.contains(.width))
        #expect(close(try widths(title), [288, 361, 794]))
    }

    /// Bar items another controller declares, or that a controller gives another controller's
    /// navigation item, are not this title's.
    @Test func barItemsOfAnotherControllerAreNotApplied() throws {
        let source = """
            final class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("first.title", comment: "")
                    let next = SecondViewController()
                    next.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                }
            }
            final class SecondViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                }
            }
            """
        let title = try use(source, key: "first.title")
        #expect(title.settings.width == nil)
        #expect(close(try widths(title), [288, 361, 794]))
    }

    /// An Interface Builder navigation item with a `cancel` word on the left (70) and two symbol
    /// items on the right (44 + 8 + 44 = 96): 70 + 96 = 166. SE 122; iPhone 16 195; iPad 628. Its
    /// items' lines are the terms' sources (body lines start at line 4).
    @Test func anInterfaceBuilderNavigationItemsBarButtonItems() throws {
        let layout = IBSnippet.main("""
            <viewController id="pus-he-dvc">
                <navigationItem key="navigationItem" title="Keyboard" id="2pp-PM-6rW">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="lef-tb-b01"/>
                    <rightBarButtonItems>
                        <barButtonItem systemItem="add" id="rig-ht-b01"/>
                        <barButtonItem image="gear" id="rig-ht-b02"/>
                    </rightBarButtonItems>
                </navigationItem>
            </viewController>
            <viewController id="oth-er-vc1">
                <navigationItem key="navigationItem" title="Other" id="oth-er-ni1"/>
            </viewController>
            """, keys: ["2pp-PM-6rW.title", "oth-er-ni1.title"])
        let title = try #require(layout.uses.first { $0.key == "2pp-PM-6rW.title" })
        #expect(title.read.contains(.width))
        #expect(close(try widths(title), [122, 195, 628]))
        #expect(terms(title).compactMap(\.source?.line) == [6, 8, 9, 8])
        // A scene with no items: the default.
        let other = try #require(layout.uses.first { $0.key == "oth-er-ni1.title" })
        #expect(other.settings.width == nil)
        #expect(close(try widths(other), [288, 361, 794]))
    }

    // MARK: Navigation titles, SwiftUI

    /// A text item on the leading side (70) and a symbol on the trailing side (44): 114.
    /// SE 320 − 32 − 114 = 174; iPhone 16 393 − 32 − 114 = 247; iPad 834 − 40 − 114 = 680.
    @Test func aSwiftUITitleBetweenItsToolbarItems() throws {
        let source = """
            struct EditView: View {
                var body: some View {
                    NavigationStack {
                        List { }
                            .navigationTitle("edit.title")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    Button("edit.cancel") { }
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button { } label: { Image(systemName: "plus") }
                                }
                            }
                    }
                }
            }
            """
        let title = try use(source, key: "edit.title")
        #expect(title.settings.element == .navigationTitle)
        #expect(title.read.contains(.width))
        #expect(close(try widths(title), [174, 247, 680]))
        #expect(terms(title).compactMap(\.source?.line) == [9, 12])
    }

    /// The app's own `ToolbarContent` type places its text button on the leading side (70) — in
    /// another file, as apps keep it — beside a trailing text button (70): 70 + 70.
    /// SE 148; iPhone 16 221; iPad 654. Taken as one more trailing item (an image, 44), the title
    /// would lose 70 + 8 + 44 = 122: SE 320 − 32 − 122 = 166; iPhone 16 239; iPad 834 − 40 − 122 = 672.
    @Test func theAppsOwnToolbarContentPlacesItsItemsOnTheirSide() throws {
        let item = """
            struct CancelItem: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button("edit.cancel") { }
                    }
                }
            }
            """
        let view = """
            struct EditView: View {
                var body: some View {
                    NavigationStack {
                        List { }
                            .navigationTitle("edit.title")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .navigationBarTrailing) {
                                    Button("edit.done") { }
                                }
                                CancelItem()
                            }
                    }
                }
            }
            """
        let layout = SwiftSnippets.read([("App/CancelItem.swift", item), ("App/EditView.swift", view)], keys: ["edit.title"])
        let title = try #require(layout.uses.first { $0.key == "edit.title" })
        #expect(close(try widths(title), [148, 221, 654]))
        // A view that is not a `ToolbarContent` stays one trailing item.
        let plain = try use(view.replacingOccurrences(of: "CancelItem()", with: "CancelView()")
                            + "\nstruct CancelView: View { var body: some View { Text(\"x\") } }", key: "edit.title")
        #expect(close(try widths(plain), [166, 239, 672]))
    }

    /// An item under an `if` is taken as shown: the trailing text button (70) in the
    /// `#available` branch beside the leading symbol (44): 114. SE 174; iPhone 16 247; iPad 680
    /// (the symbol alone: SE 244).
    @Test func aToolbarItemUnderAnIfIsTakenAsShown() throws {
        let source = """
            struct EditView: View {
                var body: some View {
                    NavigationStack {
                        List { }
                            .navigationTitle("edit.title")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button { } label: { Image(systemName: "xmark") }
                                }
                                if #available(iOS 26, *) {
                                    ToolbarItem(placement: .topBarTrailing) { Button("edit.done") { } }
                                } else {
                                    ToolbarItem(placement: .topBarTrailing) { Button("edit.done") { } }
                                }
                            }
                    }
                }
            }
            """
        #expect(close(try widths(try use(source, key: "edit.title")), [174, 247, 680]))
    }

    /// `.navigationBarItems(trailing:)` with two views in a stack, each an item.
    @Test func navigationBarItemsInAStack() throws {
        let source = """
            struct OldView: View {
                var body: some View {
                    List { }
                        .navigationBarTitle(Text("old.title"), displayMode: .inline)
                        .navigationBarItems(trailing: HStack {
                            Button(action: {}) { Image(systemName: "a") }
                            EditButton()
                        })
                }
            }
            """
        let title = try use(source, key: "old.title")
        // An image item (44) and EditButton's word (70): 44 + 8 + 70 = 122.
        // SE 320 − 32 − 122 = 166; iPhone 16 393 − 32 − 122 = 239; iPad 834 − 40 − 122 = 672.
        #expect(close(try widths(title), [166, 239, 672]))
    }

    /// A toolbar inside a sheet the view presents belongs to that sheet's screen, and a
    /// bottom-bar item is not in the navigation bar: the title keeps its default.
    @Test func toolbarsOfAPresentedScreenOrTheBottomBarAreNotApplied() throws {
        let source = """
            struct HostView: View {
                var body: some View {
                    List { }
                        .navigationTitle("host.title")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Button("host.bottom") { } }
                        }
                        .sheet(isPresented: $shown) {
                            NavigationStack {
                                Text("x").toolbar { ToolbarItem(placement: .confirmationAction) { Button("done") { } } }
                            }
                        }
                }
            }
            """
        let title = try use(source, key: "host.title")
        #expect(title.settings.width == nil)
        #expect(close(try widths(title), [288, 361, 794]))
    }

    // MARK: Tabs

    /// Three tabs written out in a `TabView`: each gets a third of the bar.
    /// SE 320 / 3 = 106.7; iPhone 16 393 / 3 = 131; iPad 834 / 3 = 278.
    @Test func aTabAmongTheTabViewsChildren() throws {
        let source = """
            struct RootView: View {
                var body: some View {
                    TabView {
                        HomeView().tabItem { Label("tab.home", systemImage: "house") }
                        SearchView()
                            .tabItem { Text("tab.search") }
                        Tab("tab.more", systemImage: "ellipsis") { MoreView() }
                    }
                }
            }
            """
        for key in ["tab.home", "tab.search", "tab.more"] {
            let tab = try use(source, key: key)
            #expect(tab.settings.element == .tabBarItem)
            #expect(tab.settings.tabs == 3)
            #expect(tab.read.contains(.width))
            #expect(close(try widths(tab), [106.7, 131, 278]))
            #expect(terms(tab).compactMap(\.source?.line) == [3])
        }
    }

    /// Tabs made by a `ForEach`: the count is not written; the default stays.
    @Test func tabsFromAForEachAreNotCounted() throws {
        let source = """
            struct RootView: View {
                var body: some View {
                    TabView {
                        ForEach(tabs) { tab in tab.view.tabItem { Text("tab.dynamic") } }
                    }
                }
            }
            """
        let tab = try use(source, key: "tab.dynamic")
        #expect(tab.settings.tabs == nil)
        #expect(!tab.read.contains(.width))
    }

    /// A tab bar controller given two controllers in the same file: each tab is half the bar.
    /// SE 160; iPhone 16 196.5; iPad 417.
    @Test func aUIKitTabAmongTheControllersViewControllers() throws {
        let source = """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = FeedViewController()
                    feed.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.feed", comment: ""), image: nil, tag: 0)
                    let me = ProfileViewController()
                    me.tabBarItem.title = NSLocalizedString("tab.me", comment: "")
                    viewControllers = [feed, me]
                }
            }
            """
        for key in ["tab.feed", "tab.me"] {
            let tab = try use(source, key: key)
            #expect(tab.settings.tabs == 2)
            #expect(close(try widths(tab), [160, 196.5, 417]))
            #expect(terms(tab).compactMap(\.source?.line) == [8])
        }
    }

    // MARK: Segments and menus

    /// Three options of a segmented picker: the control between the margins, less two 1-pt
    /// dividers, in thirds. SE (288 − 2) / 3 = 95.3; iPhone 16 (361 − 2) / 3 = 119.7; iPad (794 − 2) / 3 = 264.
    @Test func aSegmentedPickersOptions() throws {
        let source = """
            struct ModeView: View {
                var body: some View {
                    Picker("mode", selection: $mode) {
                        Text("seg.a").tag(0)
                        Text("seg.b").tag(1)
                        Text("seg.c").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let segment = try use(source, key: "seg.b")
        #expect(segment.settings.element == .segment)
        #expect(segment.read.contains(.width))
        #expect(close(try widths(segment), [95.3, 119.7, 264]))
        #expect(terms(segment).compactMap(\.source?.line) == [3])
    }

    /// `UISegmentedControl(items:)` with two titles: (288 − 1) / 2 = 143.5; (361 − 1) / 2 = 180; (794 − 1) / 2 = 396.5.
    @Test func aSegmentedControlsItems() throws {
        let source = """
            final class FilterView: UIView {
                let control = UISegmentedControl(items: [NSLocalizedString("filter.all", comment: ""), NSLocalizedString("filter.mine", comment: "")])
            }
            """
        let segment = try use(source, key: "filter.mine")
        #expect(segment.read.contains(.width))
        #expect(close(try widths(segment), [143.5, 180, 396.5]))
    }

    /// A menu row with a symbol: 250 − 2 × 16 − 32 = 186 on every window; one without keeps the
    /// default (250 − 32 = 218) and no width from the source.
    @Test func aMenuRowBesideItsImage() throws {
        let source = """
            struct RowMenu: View {
                var body: some View {
                    Menu("menu.title") {
                        Button { share() } label: { Label("menu.share", systemImage: "square.and.arrow.up") }
                        Button("menu.plain") { }
                    }
                }
            }
            """
        let share = try use(source, key: "menu.share")
        #expect(share.settings.element == .menuItem)
        #expect(share.read.contains(.width))
        #expect(close(try widths(share), [186, 186, 186]))
        #expect(terms(share).compactMap(\.source?.line) == [4])
        let plain = try use(source, key: "menu.plain")
        #expect(!plain.read.contains(.width))
        #expect(close(try widths(plain), [218, 218, 218]))
    }

    /// `UIAction(title:image:)`: 186 on every window; `UIAction(title:)` alone: the default.
    @Test func aUIActionWithAnImage() throws {
        let source = """
            final class Menus {
                func make() -> UIMenu {
                    UIMenu(children: [
                        UIAction(title: NSLocalizedString("action.copy", comment: ""), image: UIImage(systemName: "doc.on.doc")) { _ in },
                        UIAction(title: NSLocalizedString("action.plain", comment: "")) { _ in },
                    ])
                }
            }
            """
        let copy = try use(source, key: "action.copy")
        #expect(copy.read.contains(.width))
        #expect(close(try widths(copy), [186, 186, 186]))
        let plain = try use(source, key: "action.plain")
        #expect(!plain.read.contains(.width))
    }
}
