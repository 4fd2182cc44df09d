import Foundation
import Testing
import TypeFitConfig
import TypeFitCore
@testable import TypeFitSources

/// Navigation, bar button and tab bar items, controller titles and table sections in storyboards:
/// what the scene graph (relationship segues) says about the bar that shows them. Body lines
/// start at line 4.
@Suite struct InterfaceBuilderBarTests {
    let file = IBSnippet.main

    /// A navigation controller (preferring large titles or not) whose root is `vc-root`.
    func navigation(largeTitles: Bool, item: String) -> String {
        """
        <navigationController id="nav-co-ntr">
            <navigationBar key="navigationBar" prefersLargeTitles="\(largeTitles ? "YES" : "NO")" id="nav-ba-r01"/>
            <connections>
                <segue destination="vc-root" kind="relationship" relationship="rootViewController" id="seg-ue-001"/>
            </connections>
        </navigationController>
        <viewController id="vc-root">
            \(item)
        </viewController>
        """
    }

    @Test func theRootOfANavigationControllerThatPrefersLargeTitlesHasALargeTitle() {
        let layout = IBSnippet.main(navigation(largeTitles: true, item: "<navigationItem key=\"navigationItem\" title=\"Settings\" id=\"zZa-pF-SHk\"/>"),
                                    keys: ["zZa-pF-SHk.title"])
        #expect(layout.uses == [SourceUse(
            key: "zZa-pF-SHk.title", table: "Main", settings: ElementSettings(element: .largeTitle, lines: 1),
            location: IBSnippet.at(file, 11, 5), pattern: "IB UINavigationItem title", grade: .a)])
    }

    @Test func anItemThatOptsOutOrABarWithoutLargeTitlesHasTheInlineTitle() {
        let never = IBSnippet.main(navigation(largeTitles: true, item: "<navigationItem key=\"navigationItem\" title=\"A\" largeTitleDisplayMode=\"never\" id=\"nev-er-001\"/>"),
                                   keys: ["nev-er-001.title"])
        let plain = IBSnippet.main(navigation(largeTitles: false, item: "<navigationItem key=\"navigationItem\" title=\"B\" id=\"pla-in-001\"/>"),
                                   keys: ["pla-in-001.title"])
        #expect(never.uses.map(\.settings) == [ElementSettings(element: .navigationTitle, lines: 1)])
        #expect(plain.uses.map(\.settings) == [ElementSettings(element: .navigationTitle, lines: 1)])
        #expect((never.uses + plain.uses).map(\.grade) == [.a, .a])
    }

    @Test func aControllerNoNavigationControllerHereHoldsGetsTheInlineTitleGradeB() {
        // Pushed from elsewhere: its bar may prefer large titles, the file does not say.
        let layout = IBSnippet.main("""
            <viewController id="pus-he-dvc">
                <navigationItem key="navigationItem" title="Keyboard" id="2pp-PM-6rW"/>
            </viewController>
            """, keys: ["2pp-PM-6rW.title"])
        #expect(layout.uses == [SourceUse(
            key: "2pp-PM-6rW.title", table: "Main", settings: ElementSettings(element: .navigationTitle, lines: 1),
            location: IBSnippet.at(file, 5, 5), pattern: "IB UINavigationItem title", grade: .b)])
    }

    @Test func aStandaloneNavigationBarsItem() {
        let layout = IBSnippet.main("""
            <navigationBar id="3Kd-yL-Gby">
                <items>
                    <navigationItem title="Feedback" id="D8A-B7-Dqu"/>
                </items>
            </navigationBar>
            """, keys: ["D8A-B7-Dqu.title"])
        #expect(layout.uses.map(\.settings) == [ElementSettings(element: .navigationTitle, lines: 1)])
        #expect(layout.uses.map(\.grade) == [.a])
    }

    @Test func promptAndBackButtonTitles() {
        let layout = IBSnippet.main("""
            <viewController id="pus-he-dvc">
                <navigationItem key="navigationItem" prompt="Choose one" backButtonTitle="List" id="pro-mp-t01"/>
            </viewController>
            """, keys: ["pro-mp-t01.backButtonTitle", "pro-mp-t01.prompt"])
        #expect(layout.uses.map(\.settings) == [ElementSettings(element: .barButton, lines: 1), ElementSettings(element: .label, lines: 1)])
        #expect(layout.uses.map(\.grade) == [.b, .c])
    }

    @Test func barButtonItems() {
        let layout = IBSnippet.main("""
            <navigationItem key="navigationItem" id="bar-it-ems">
                <barButtonItem key="leftBarButtonItem" title="Cancel" id="m0a-EJ-h27"/>
                <barButtonItem key="rightBarButtonItem" title="Submit" style="done" id="RuZ-zV-tu8"/>
                <barButtonItem key="backBarButtonItem" title="Add" image="Add-24" id="CxT-QK-iVn"/>
            </navigationItem>
            """, keys: ["CxT-QK-iVn.title", "RuZ-zV-tu8.title", "m0a-EJ-h27.title"])
        #expect(layout.uses == [
            SourceUse(key: "CxT-QK-iVn.title", table: "Main", kind: .notDrawn, settings: ElementSettings(),
                      location: IBSnippet.at(file, 7, 5), pattern: "IB UIBarButtonItem title", grade: .a,
                      reason: "the bar button shows its image; the title is for accessibility and the Large Content Viewer"),
            SourceUse(key: "RuZ-zV-tu8.title", table: "Main", settings: ElementSettings(element: .barButton, weight: .semibold, lines: 1),
                      location: IBSnippet.at(file, 6, 5), pattern: "IB UIBarButtonItem title", grade: .a),
            SourceUse(key: "m0a-EJ-h27.title", table: "Main", settings: ElementSettings(element: .barButton, lines: 1),
                      location: IBSnippet.at(file, 5, 5), pattern: "IB UIBarButtonItem title", grade: .a),
        ])
    }

    /// A tab bar controller with three tabs: `vc-one` directly, `vc-two` through a navigation controller.
    let tabs = """
        <tabBarController id="tab-ba-rct">
            <connections>
                <segue destination="vc-one" kind="relationship" relationship="viewControllers" id="s01-aa-aaa"/>
                <segue destination="nav-tw-o00" kind="relationship" relationship="viewControllers" id="s02-aa-aaa"/>
                <segue destination="vc-three" kind="relationship" relationship="viewControllers" id="s03-aa-aaa"/>
            </connections>
        </tabBarController>
        <viewController title="Home" id="vc-one">
            <tabBarItem key="tabBarItem" title="Start" id="tab-it-001"/>
        </viewController>
        <navigationController id="nav-tw-o00">
            <connections>
                <segue destination="vc-two" kind="relationship" relationship="rootViewController" id="s04-aa-aaa"/>
            </connections>
        </navigationController>
        <viewController id="vc-two">
            <tabBarItem key="tabBarItem" title="Bookmarks" id="tab-it-002"/>
        </viewController>
        <viewController title="Recents" id="vc-three">
            <tabBarItem key="tabBarItem" systemItem="recents" id="tab-it-003"/>
        </viewController>
        <viewController id="vc-alone">
            <tabBarItem key="tabBarItem" title="Alone" id="tab-it-004"/>
        </viewController>
        """

    @Test func tabBarItemsKnowHowManyTabsShareTheBar() {
        let layout = IBSnippet.main(tabs, keys: ["tab-it-001.title", "tab-it-002.title", "tab-it-003.title", "tab-it-004.title"])
        // The count is a width from the file: a third of the bar, read at the controller's connections (line 5).
        for use in layout.uses.prefix(2) {
            #expect(use.read.contains(.width))
            guard case .solved(let box)? = use.settings.width else { Issue.record("no solved width"); continue }
            #expect(box.share == 1.0 / 3 && box.container == .safeArea && box.sources.map(\.line) == [5])
        }
        #expect(layout.uses.map(Self.withoutWidth) == [
            SourceUse(key: "tab-it-001.title", table: "Main", settings: ElementSettings(element: .tabBarItem, lines: 1, tabs: 3),
                      location: IBSnippet.at(file, 12, 5), pattern: "IB UITabBarItem title", grade: .a),
            SourceUse(key: "tab-it-002.title", table: "Main", settings: ElementSettings(element: .tabBarItem, lines: 1, tabs: 3),
                      location: IBSnippet.at(file, 20, 5), pattern: "IB UITabBarItem title", grade: .a),
            SourceUse(key: "tab-it-003.title", table: "Main", kind: .notDrawn, settings: ElementSettings(),
                      location: IBSnippet.at(file, 23, 5), pattern: "IB UITabBarItem title", grade: .a,
                      reason: "a system tab bar item: UIKit draws its own title"),
            SourceUse(key: "tab-it-004.title", table: "Main", settings: ElementSettings(element: .tabBarItem, lines: 1),
                      location: IBSnippet.at(file, 26, 5), pattern: "IB UITabBarItem title", grade: .b),
        ])
    }

    /// A use without the width its siblings give it (`SiblingBoxTests` checks those).
    static func withoutWidth(_ use: SourceUse) -> SourceUse {
        var plain = use
        plain.settings.width = nil
        plain.read.remove(.width)
        return plain
    }

    @Test func aControllersTitleIsShownWhereItsBarsHaveNoneOfTheirOwn() {
        // vc-one's tab item has its own title, so its title only reaches a navigation bar, which
        // no navigation controller here gives it (C); vc-three's system tab item draws its own title.
        let layout = IBSnippet.main(tabs, keys: ["vc-one.title", "vc-three.title"])
        #expect(layout.uses.map(\.settings) == [ElementSettings(element: .navigationTitle, lines: 1),
                                                ElementSettings(element: .navigationTitle, lines: 1)])
        #expect(layout.uses.map(\.grade) == [.c, .c])
        #expect(layout.uses.map(\.location.line) == [11, 22])
    }

    @Test func aControllerTitleFillsTheNavigationBarAndTheTabItem() {
        let layout = IBSnippet.main("""
            <tabBarController id="tab-ba-rct">
                <connections>
                    <segue destination="nav-co-ntr" kind="relationship" relationship="viewControllers" id="s01-aa-aaa"/>
                    <segue destination="vc-other" kind="relationship" relationship="viewControllers" id="s02-aa-aaa"/>
                </connections>
            </tabBarController>
            \(navigation(largeTitles: false, item: "<navigationItem key=\"navigationItem\" id=\"nav-it-em1\"/>"))
            <tableViewController title="History" id="shadowed">
                <navigationItem key="navigationItem" title="Recent pages" id="nav-it-em2"/>
            </tableViewController>
            """.replacingOccurrences(of: "<viewController id=\"vc-root\">", with: "<viewController title=\"Downloads\" id=\"vc-root\">"),
            keys: ["shadowed.title", "vc-root.title"])
        #expect(layout.uses.last?.read.contains(.width) == true)
        #expect(layout.uses.map(Self.withoutWidth) == [
            SourceUse(key: "shadowed.title", table: "Main", settings: ElementSettings(element: .navigationTitle, lines: 1),
                      location: IBSnippet.at(file, 19, 1), pattern: "IB UITableViewController title", grade: .c),
            SourceUse(key: "vc-root.title", table: "Main", settings: ElementSettings(element: .navigationTitle, lines: 1),
                      location: IBSnippet.at(file, 16, 1), pattern: "IB UIViewController title", grade: .b),
            SourceUse(key: "vc-root.title", table: "Main", settings: ElementSettings(element: .tabBarItem, lines: 1, tabs: 2),
                      location: IBSnippet.at(file, 16, 1), pattern: "IB UIViewController title in UITabBarItem", grade: .b),
        ])
    }

    @Test func aContainerControllersOwnTitleIsNotDrawn() {
        let layout = IBSnippet.main("""
            <navigationController title="Nav" id="nav-ti-tle"/>
            """, keys: ["nav-ti-tle.title"])
        #expect(layout.uses.map(\.kind) == [.notDrawn])
        #expect(layout.uses.first?.reason == "a container controller's title: its bars show its children's titles")
    }

    @Test func tableSectionHeadersAndFooters() {
        let layout = IBSnippet.main("""
            <tableViewSection headerTitle="Desired timing" footerTitle="App exit is defined by swiping the app away." id="vSJ-YJ-bBs"/>
            """, keys: ["vSJ-YJ-bBs.footerTitle", "vSJ-YJ-bBs.headerTitle"])
        #expect(layout.uses == [
            SourceUse(key: "vSJ-YJ-bBs.footerTitle", table: "Main", settings: ElementSettings(element: .sectionFooter),
                      location: IBSnippet.at(file, 4, 1), pattern: "IB UITableViewSection footerTitle", grade: .a),
            SourceUse(key: "vSJ-YJ-bBs.headerTitle", table: "Main", settings: ElementSettings(element: .sectionHeader),
                      location: IBSnippet.at(file, 4, 1), pattern: "IB UITableViewSection headerTitle", grade: .a),
        ])
    }

    /// A scene lists Done and Edit on the right, and its class's code shows one at a time
    /// (`rightBarButtonItems = [editButton]`, `setRightBarButton(doneButton, …)`, outlets to the
    /// storyboard's items): the title's box leaves room for one word item (70 pt, the estimate for a
    /// text item), not the storyboard's two (70 + 8 + 70 = 148 pt). A class whose code sets nothing
    /// keeps the storyboard's items; a side the code sets to nothing leaves no item.
    @Test func itemsTheControllersCodeSetsReplaceTheStoryboardsSide() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swift = folder.appendingPathComponent("ListController.swift")
        try Data("""
            import UIKit
            final class ListController: UITableViewController {
                @IBOutlet var doneButton: UIBarButtonItem!
                @IBOutlet var editButton: UIBarButtonItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = model.isEmpty ? [] : [editButton]
                    navigationItem.leftBarButtonItem = nil
                }
                @objc func startEditing() { navigationItem.setRightBarButton(doneButton, animated: true) }
            }
            """.utf8).write(to: swift)
        func scene(_ type: String, id: String) -> String {
            """
            <tableViewController id="tvc-\(id)" customClass="\(type)" customModule="App">
                <navigationItem key="navigationItem" title="Fireproof Sites" id="nav-\(id)">
                    <barButtonItem key="leftBarButtonItem" title="Close" id="cls-\(id)"/>
                    <rightBarButtonItems>
                        <barButtonItem style="done" systemItem="done" id="don-\(id)"/>
                        <barButtonItem systemItem="edit" id="edi-\(id)"/>
                    </rightBarButtonItems>
                </navigationItem>
                <connections>
                    <outlet property="doneButton" destination="don-\(id)" id="o1-\(id)"/>
                    <outlet property="editButton" destination="edi-\(id)" id="o2-\(id)"/>
                </connections>
            </tableViewController>
            """
        }
        let text = IBSnippet.storyboard(scene("ListController", id: "a") + "\n" + scene("OtherController", id: "b"))
        let layout = InterfaceBuilderSources.read(texts: [(IBSnippet.main, text)], keys: KeyIndex(tables: ["nav-a.title": ["Main"], "nav-b.title": ["Main"]]),
                                                  swiftFiles: [swift.path])
        func items(_ key: String) -> Double? {
            guard case .solved(let box)? = layout.uses.first(where: { $0.key == key })?.settings.width else { return nil }
            // The first term is the bar's system margins; the rest, the items and their spacing.
            #expect(box.terms.first?.systemMargins == -2)
            return box.terms.dropFirst().reduce(0) { $0 + $1.points }
        }
        // The code's class: one text item on the right, none on the left (set to nil).
        #expect(items("nav-a.title") == -70)
        // Another class: the storyboard's three text items (Close; Done, Edit and the spacing).
        #expect(items("nav-b.title") == -Double(70 + 70 + 8 + 70))
    }

    /// Which scenes the app can open: the initial controller, a segue's destination, a scene a
    /// storyboard reference names, one whose storyboard ID the code writes (`"Help"`) or names by
    /// R.swift's accessor (`R.storyboard.main.about()`). A scene with an ID no code names, or with
    /// none, is never shown: its title is not drawn. Without the app's code nothing is judged.
    @Test func aSceneNothingOpensIsNotDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-scenes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swift = folder.appendingPathComponent("Screens.swift")
        try Data("""
            let help = storyboard.instantiateViewController(withIdentifier: "Help")
            let about = R.storyboard.main.about()
            """.utf8).write(to: swift)
        func scene(_ id: String, identifier: String? = nil, segueTo: String? = nil) -> String {
            let segue = segueTo.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"sg-\(id)\"/></connections>" } ?? ""
            return """
                <scene sceneID="sc-\(id)"><objects>
                <viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")title="T" id="\(id)">\(segue)</viewController>
                </objects></scene>
                """
        }
        let body = [scene("vc-init", segueTo: "vc-seg"), scene("vc-seg"), scene("vc-help", identifier: "Help"),
                    scene("vc-abo", identifier: "About"), scene("vc-ref", identifier: "Referenced"),
                    scene("vc-old", identifier: "Legacy"), scene("vc-none")].joined(separator: "\n")
        let main = IBSnippet.storyboard(body).replacingOccurrences(of: "version=\"3.0\">", with: "version=\"3.0\" initialViewController=\"vc-init\">")
        let other = IBSnippet.storyboard("""
            <scene sceneID="sc-o"><objects>
            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Referenced" id="ph-1"/>
            </objects></scene>
            """)
        let ids = ["vc-init", "vc-seg", "vc-help", "vc-abo", "vc-ref", "vc-old", "vc-none"]
        let keys = KeyIndex(tables: Dictionary(uniqueKeysWithValues: ids.map { ("\($0).title", Set(["Main"])) }))
        let files = [(IBSnippet.main, main), ("App/Base.lproj/Other.storyboard", other)]
        let layout = InterfaceBuilderSources.read(texts: files, keys: keys, codeFiles: [swift.path])
        let notDrawn = layout.uses.filter { $0.kind == .notDrawn }.map(\.key).sorted()
        #expect(notDrawn == ["vc-none.title", "vc-old.title"])
        #expect(layout.uses.first { $0.key == "vc-old.title" }?.reason?.contains("storyboard ID \"Legacy\"") == true)
        // Read alone, the storyboards say nothing of what the code opens.
        #expect(InterfaceBuilderSources.read(texts: files, keys: keys).uses.allSatisfy { $0.kind != .notDrawn })
    }
}
