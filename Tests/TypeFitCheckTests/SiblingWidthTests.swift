import Testing
import TypeFitCatalog
@testable import TypeFitCheck
import TypeFitConfig
import TypeFitCore
import TypeFitDevices
import TypeFitDiagnostics
import TypeFitLayout
import TypeFitTestSupport
@testable import TypeFitSources

/// A label beside a second label whose text its box depends on: the check measures the sibling's
/// widest translation in each locale and evaluates the box per device. A storyboard row: the title
/// pinned to the leading margin, the value label 8 pt after it and pinned to the trailing margin,
/// both in the system font at 17 pt, both resisting compression at 750 (the title's box is an
/// estimate). Three devices in portrait at Large: margins 288 (iPhone SE 1st gen.), 358 (iPhone 13)
/// and 794 pt (iPad Pro 11") (`ConstraintBoxTests`). The sibling's widths come from `hb-shape` on
/// the test font (Tests/TypeFitCoreTests/Fixtures/TypeFitTest.ttf, upem 1000): "Rate" 2100 units,
/// "Wertung" 3600, "Bewertung" 4600 → at 17 pt 35.7, 61.2 and 78.2 pt.
@Suite struct SiblingWidthTests {
    static let path = "App/Base.lproj/Main.storyboard"

    static func storyboard(valueResistance: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s01"><objects>
        <viewController id="vc1-aa-aaa">
            <view key="view" id="roo-tv-iew">
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-lab">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="Rate" \(valueResistance) translatesAutoresizingMaskIntoConstraints="NO" id="val-ue-lab">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="tit-le-lab" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                    <constraint firstItem="val-ue-lab" firstAttribute="leading" secondItem="tit-le-lab" secondAttribute="trailing" constant="8" id="c02-aa-aaa"/>
                    <constraint firstAttribute="trailingMargin" secondItem="val-ue-lab" secondAttribute="trailing" id="c03-aa-aaa"/>
                </constraints>
            </view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """
    }

    /// The storyboard's table in two locales: the value's German text has two plural forms, the
    /// wider of which ("Bewertung") is the one the title must leave room for.
    static func catalog(germanTitle: String = "Titel") -> Catalog {
        let at = TypeFitDiagnostics.SourceLocation(file: "App/Main.xcstrings", line: 1, column: 1)
        func value(_ key: String, _ locale: String, _ text: String, _ path: VariationPath = .base) -> CatalogValue {
            CatalogValue(key: key, locale: locale, path: path, text: text, location: at)
        }
        let title = CatalogEntry(key: "tit-le-lab.text", location: at, localizations: [
            "en": [value("tit-le-lab.text", "en", "Title")], "de": [value("tit-le-lab.text", "de", germanTitle)],
        ])
        let rate = CatalogEntry(key: "val-ue-lab.text", location: at, localizations: [
            "en": [value("val-ue-lab.text", "en", "Rate")],
            "de": [value("val-ue-lab.text", "de", "Wertung", VariationPath(plural: .one)),
                   value("val-ue-lab.text", "de", "Bewertung", VariationPath(plural: .other))],
        ])
        return Catalog(format: .xcstrings, name: "App/Main.xcstrings", files: ["App/Main.xcstrings"], sourceLanguage: "en",
                       entries: [title, rate], locales: ["en", "de"])
    }

    static func context(_ storyboard: String = storyboard()) throws -> CheckContext {
        var configuration = CheckConfiguration()
        configuration.devices = ["iphone-se-1", "iphone-13", "ipad-pro-11"].compactMap { id in
            DeviceCatalog().devices.first { $0.id == id }
        }
        configuration.orientations = [.portrait]
        configuration.windows = [.full]
        configuration.categories = [.large]
        configuration.locales = ["en", "de"]
        let sources = InterfaceBuilderSources.read(texts: [(path, storyboard)], keys: KeyIndex(tables: [
            "tit-le-lab.text": ["Main"], "val-ue-lab.text": ["Main"],
        ]))
        return try CheckContext(configuration: configuration, text: try Fixtures.engine(), layout: .init(), sources: sources)
    }

    /// The title's box on each device (in the configuration's order) in `locale`.
    static func boxes(_ context: CheckContext, _ catalog: Catalog, locale: String) throws -> [Double] {
        let entry = try #require(catalog.entry("tit-le-lab.text"))
        let use = try #require(CheckPipeline.plan(entry, of: catalog, context).uses.first)
        let settings = try SiblingWidths([catalog]).resolved(use.settings, locale: locale, context)
        let element = try context.plan(for: settings)
        var widths = Array(repeating: -1.0, count: context.environments.count)
        for slot in element.slots {
            for index in slot.environments { widths[index] = slot.geometry.width ?? -1 }
        }
        return widths
    }

    static func expect(_ found: [Double], _ hand: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(found.count == hand.count, sourceLocation: sourceLocation)
        for (width, expected) in zip(found, hand) {
            #expect(abs(width - expected) <= 0.5, "\(width) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func theTitleLeavesRoomForTheValuesWidestTranslationInItsLocale() throws {
        let context = try Self.context()
        let catalog = Self.catalog()
        // English: margins − 8 − 35.7 → 244.3, 314.3, 750.3.
        Self.expect(try Self.boxes(context, catalog, locale: "en"), [244.3, 314.3, 750.3])
        // German: the wider form, margins − 8 − 78.2 → 201.8, 271.8, 707.8.
        Self.expect(try Self.boxes(context, catalog, locale: "de"), [201.8, 271.8, 707.8])
    }

    @Test func aSiblingThatResistsLessLeavesTheWholeRow() throws {
        // The value resists at 749: it is squeezed first, the title gets margins − 8 in every locale.
        let context = try Self.context(Self.storyboard(valueResistance: "horizontalCompressionResistancePriority=\"749\""))
        let catalog = Self.catalog()
        Self.expect(try Self.boxes(context, catalog, locale: "de"), [280, 350, 786])
    }

    @Test func aFindingSaysItsBoxCameFromTheSibling() throws {
        // 45 × "a" at 17 pt = 45 × 8.5 = 382.5 pt: cut in the German box on both iPhones, which is
        // worst on the SE (201.8 pt).
        let catalog = Self.catalog(germanTitle: String(repeating: "a", count: 45))
        let context = try Self.context()
        let entry = try #require(catalog.entry("tit-le-lab.text"))
        let outcome = CheckPipeline.checkKey(entry, of: catalog, context, siblings: SiblingWidths([catalog]))
        let finding = try #require(outcome.findings.first { $0.locale == "de" && $0.worst != nil })
        #expect(finding.widthFrom == "source" && finding.devices == ["iphone-se-1", "iphone-13"])
        let box = try #require(finding.box)
        #expect(box.hasPrefix("a 201.8-pt box: margins - 8 (") && box.contains("sibling label `val-ue-lab.text` (widest translation)"))
        #expect(outcome.findings.allSatisfy { $0.locale != "en" } && outcome.problems.isEmpty)
    }
}
