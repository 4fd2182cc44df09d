import Foundation
import Testing
import TypeFitCatalog
import TypeFitConfig
import TypeFitDiagnostics
import TypeFitLayout
@testable import TypeFitSources

/// The reader on the corpus apps' own files: DuckDuckGo's storyboards, xibs and strings tables,
/// and every app's InfoPlist strings. Expected values are read off the corpus files themselves
/// (line numbers from `grep -n`, attributes from the XML).
@Suite(.enabled(if: IBCorpus.corpus != nil, "../shared/corpus not found next to the repository"))
struct InterfaceBuilderCorpusTests {
    /// The app's catalogs, and what the reader finds in its non-Swift source files.
    static func read(_ app: String) -> (layout: SourceLayout, keys: KeyIndex) {
        let root = (IBCorpus.corpus ?? "") + "/" + app
        let keys = KeyIndex(catalogs: CatalogLoader.load([root]).catalogs)
        let files = SourceDiscovery.find([root]).files.filter { $0.kind != .swift }
        return (InterfaceBuilderSources.read(files, keys: keys), keys)
    }

    static let duckDuckGo = read("duckduckgo-iOS")
    var ddg: String { (IBCorpus.corpus ?? "") + "/duckduckgo-iOS/" }

    func use(_ key: String) -> [SourceUse] { Self.duckDuckGo.layout.uses.filter { $0.key == key } }

    @Test func duckDuckGoIsReadWithoutProblems() {
        #expect(Self.duckDuckGo.layout.problems == [])
        #expect(Self.duckDuckGo.layout.setAside == 0)
    }

    @Test func aCellLabelOfTheSettingsStoryboard() {
        // Settings.storyboard:113, in the cell Wbg-9K-KAV whose textLabel it is: 16 pt system, numberOfLines 0,
        // in a table of style="insetGrouped" (line 35). The cell lays out its style's label: its IB frame is no width.
        #expect(use("3WZ-Fi-HIH.text") == [SourceUse(
            key: "3WZ-Fi-HIH.text", table: "Settings",
            settings: ElementSettings(element: .cell, font: CustomFont(size: 16, relativeTo: nil), weight: .regular, lines: 0,
                                      accessory: CellAccessory.none, listStyle: .insetGrouped),
            location: TypeFitDiagnostics.SourceLocation(file: ddg + "DuckDuckGo/Base.lproj/Settings.storyboard", line: 113, column: 49),
            pattern: "IB UILabel text in UITableViewCell", grade: .a, read: [.font, .weight, .lines])])
    }

    @Test func theOnboardingWelcomeShrinksToHalf() {
        // Onboarding.storyboard:40: boldSystem 32, numberOfLines 0, minimumScaleFactor 0.5, no adjustsFontSizeToFit="NO".
        #expect(use("u7Q-MU-drX.text") == [SourceUse(
            key: "u7Q-MU-drX.text", table: "Onboarding",
            settings: ElementSettings(element: .label, font: CustomFont(size: 32, relativeTo: nil), weight: .bold, lines: 0,
                                      width: use("u7Q-MU-drX.text").first?.settings.width, minimumScale: 0.5),
            location: TypeFitDiagnostics.SourceLocation(file: ddg + "DuckDuckGo/Base.lproj/Onboarding.storyboard", line: 40, column: 37),
            pattern: "IB UILabel text", grade: .a, read: [.font, .weight, .lines, .width, .minimumScale])])
        // 20 pt in from each side of its header container, which spans the safe area (lines 52–53, and the
        // container's own constraints): safe area − 40.
        #expect(use("u7Q-MU-drX.text").first.map { WidthSyntax.spelling($0.settings.width ?? .margins) } == "safe-area - 40")
    }

    @Test func segmentsSectionsAndBarItems() {
        // The two segments listed at line 108 share the control between the margins.
        #expect(use("NJH-oV-DbS.segmentTitles[1]").map { var plain = $0.settings; plain.width = nil; return plain }
                == [ElementSettings(element: .segment, lines: 1, segments: 2)])
        #expect(use("NJH-oV-DbS.segmentTitles[1]").map { WidthSyntax.spelling($0.settings.width ?? .intrinsic) } == ["margins"])
        #expect(use("NJH-oV-DbS.segmentTitles[1]").map(\.location.line) == [110])
        #expect(use("BGs-JL-4ib.footerTitle").map(\.settings) == [ElementSettings(element: .sectionFooter)])
        #expect(use("BGs-JL-4ib.footerTitle").map(\.location.line) == [40])
        // Settings.storyboard:448: `title="Add" image="Add-24"`, the image is what the bar shows.
        #expect(use("CxT-QK-iVn.title").map(\.kind) == [.notDrawn])
        // Feedback.storyboard:73: a close button's accessibility label.
        #expect(use("ze4-T7-OFN.accessibilityLabel").map(\.reason) == ["accessibility label"])
    }

    @Test func staleKeysOfTheTablesGiveNoUse() {
        // TabSwitcher.strings names bar button items h1S-c2-Spf and nYf-xs-PE7 that TabSwitcher.storyboard no longer has.
        #expect(use("h1S-c2-Spf.title").isEmpty)
        #expect(use("nYf-xs-PE7.title").isEmpty)
        #expect(Self.duckDuckGo.layout.unresolved.allSatisfy { $0.location.file.hasSuffix("InfoPlist.strings") })
    }

    @Test func theAppsPermissionAlertsAndHomeScreenName() {
        let info = ddg + "DuckDuckGo/en.lproj/InfoPlist.strings"
        #expect(use("NSCameraUsageDescription") == [SourceUse(
            key: "NSCameraUsageDescription", table: "InfoPlist", settings: ElementSettings(element: .alertMessage, lines: 0),
            location: TypeFitDiagnostics.SourceLocation(file: info, line: 8, column: 1), pattern: "Info.plist NSCameraUsageDescription", grade: .a)])
        // One per target that localizes it: the app, the autofill, share, open-action, VPN and widget extensions.
        #expect(use("CFBundleDisplayName").count == 6)
    }

    @Test func theOtherAppsInfoPlistStrings() {
        let mastodon = Self.read("mastodon-mastodon-ios").layout.uses.filter { $0.table?.lowercased() == "infoplist" }
        // en.lproj/InfoPlist.strings and Base.lproj/infoPlist.strings: two camera/photo messages, two quick actions, each.
        #expect(mastodon.map(\.settings.element).filter { $0 == .alertMessage }.count == 4)
        #expect(mastodon.map(\.settings.element).filter { $0 == .menuItem }.count == 4)

        let iceCubes = Self.read("Dimillian-IceCubesApp").layout
        // Its one InfoPlist table is IceCubesActionExtension's: "Open in Ice Cubes" is an action in the
        // share sheet, not a name under a home-screen icon.
        #expect(iceCubes.uses.map(\.key) == ["CFBundleDisplayName"])
        #expect(iceCubes.uses.map(\.kind) == [.notDrawn]
            && iceCubes.uses.first?.location.file.contains("IceCubesActionExtension/") == true)

        // InfoPlist.xcstrings: CFBundleName and a document type's name the strings alone cannot place.
        let eduroam = Self.read("geteduroam-apple-app").layout
        #expect(eduroam.uses.filter { $0.table == "InfoPlist" }.map(\.key) == ["CFBundleName"])
        #expect(eduroam.unresolved.map(\.key) == ["EAP Config"])
        #expect(eduroam.problems.isEmpty && iceCubes.problems.isEmpty)
    }
}
