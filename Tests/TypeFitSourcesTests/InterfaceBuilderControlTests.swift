import Testing
import TypeFitConfig
import TypeFitCore
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitSources

/// Buttons, text fields, text views, search bars, segmented controls and accessibility text in
/// storyboards. Body lines start at line 4.
@Suite struct InterfaceBuilderControlTests {
    let file = IBSnippet.main

    @Test func aButtonTitleIsPlacedAtItsStateWithTheButtonsFont() {
        let layout = IBSnippet.main("""
            <button buttonType="system" lineBreakMode="middleTruncation" id="B2y-VG-v1T">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <state key="normal" title="Done"/>
            </button>
            """, keys: ["B2y-VG-v1T.normalTitle"])
        #expect(layout.uses == [SourceUse(
            key: "B2y-VG-v1T.normalTitle", table: "Main",
            settings: ElementSettings(element: .button, font: CustomFont(size: 17, relativeTo: nil), weight: .regular, lines: 1),
            location: IBSnippet.at(file, 6, 5), pattern: "IB UIButton normalTitle", grade: .a, read: [.font, .weight])])
    }

    @Test func aWordWrappingButtonHasNoLineLimitAndAnImageMakesItGradeB() {
        let layout = IBSnippet.main("""
            <button lineBreakMode="wordWrap" id="R7T-q4-qHz">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <state key="normal" title="Add a favorite"/>
            </button>
            <button lineBreakMode="middleTruncation" id="img-bu-ttn">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <state key="normal" title="Share" image="Share-24"/>
                <state key="highlighted" title="Sharing"/>
            </button>
            """, keys: ["R7T-q4-qHz.normalTitle", "img-bu-ttn.highlightedTitle", "img-bu-ttn.normalTitle"])
        #expect(layout.uses.map(\.settings.lines) == [0, 1, 1])
        #expect(layout.uses.map(\.grade) == [.a, .a, .b])
        #expect(layout.uses.map(\.location.line) == [6, 11, 10])
        #expect(layout.uses.map(\.pattern) == ["IB UIButton normalTitle", "IB UIButton highlightedTitle", "IB UIButton normalTitle"])
    }

    @Test func aButtonConfigurationTitleWraps() {
        let layout = IBSnippet.main("""
            <button id="cfg-bt-001">
                <buttonConfiguration key="configuration" style="filled" title="Continue">
                    <fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>
                </buttonConfiguration>
            </button>
            """, keys: ["cfg-bt-001.configuration.title"])
        #expect(layout.uses == [SourceUse(
            key: "cfg-bt-001.configuration.title", table: "Main",
            settings: ElementSettings(element: .button, style: .headline, lines: 0),
            location: IBSnippet.at(file, 5, 5), pattern: "IB UIButton configuration.title", grade: .b, read: [.font])])
    }

    @Test func aTextFieldPlaceholderAndTextWhichAloneShrinks() {
        // Text fields shrink by IB default; 12 pt of a 16 pt font is 0.75. The placeholder does not shrink.
        let layout = IBSnippet.main("""
            <textField placeholder="Title" minimumFontSize="12" clearButtonMode="whileEditing" id="KiU-Wb-7jj">
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </textField>
            """, keys: ["KiU-Wb-7jj.placeholder", "KiU-Wb-7jj.text"])
        let field = ElementSettings(element: .textField, font: CustomFont(size: 16, relativeTo: nil), weight: .regular, lines: 1)
        var typed = field
        typed.minimumScale = 0.75
        #expect(layout.uses == [
            SourceUse(key: "KiU-Wb-7jj.placeholder", table: "Main", settings: field, location: IBSnippet.at(file, 4, 1),
                      pattern: "IB UITextField placeholder", grade: .a, read: [.font, .weight]),
            SourceUse(key: "KiU-Wb-7jj.text", table: "Main", settings: typed, location: IBSnippet.at(file, 4, 1),
                      pattern: "IB UITextField text", grade: .a, read: [.font, .weight, .minimumScale]),
        ])
    }

    @Test func aTextFieldThatDoesNotAdjustDoesNotShrink() {
        let layout = IBSnippet.main("""
            <textField text="x" adjustsFontSizeToFit="NO" minimumFontSize="12" id="fqM-N4-jNd">
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </textField>
            """, keys: ["fqM-N4-jNd.text"])
        #expect(layout.uses.first?.settings.minimumScale == nil)
    }

    @Test func aTextViewWraps() {
        let layout = IBSnippet.main("""
            <textView scrollEnabled="NO" editable="NO" id="xnQ-yB-UcU">
                <string key="text">Lorem ipsum</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """, keys: ["xnQ-yB-UcU.text"])
        #expect(layout.uses == [SourceUse(
            key: "xnQ-yB-UcU.text", table: "Main",
            settings: ElementSettings(element: .multilineLabel, font: CustomFont(size: 14, relativeTo: nil), weight: .regular, lines: 0),
            location: IBSnippet.at(file, 4, 1), pattern: "IB UITextView text", grade: .a, read: [.font, .weight])])
    }

    @Test func aSearchBarPlaceholderIsATextFieldAndItsScopesSegments() {
        let layout = IBSnippet.main("""
            <searchBar placeholder="Search" id="sea-rc-hbr">
                <scopeButtonTitles>
                    <string>All</string>
                    <string>Recent</string>
                </scopeButtonTitles>
            </searchBar>
            """, keys: ["sea-rc-hbr.placeholder", "sea-rc-hbr.scopeButtonTitles[1]"])
        #expect(layout.uses == [
            SourceUse(key: "sea-rc-hbr.placeholder", table: "Main", settings: ElementSettings(element: .textField, lines: 1),
                      location: IBSnippet.at(file, 4, 1), pattern: "IB UISearchBar placeholder", grade: .b),
            SourceUse(key: "sea-rc-hbr.scopeButtonTitles[1]", table: "Main",
                      settings: ElementSettings(element: .segment, lines: 1, segments: 2),
                      location: IBSnippet.at(file, 7, 9), pattern: "IB UISearchBar scopeButtonTitles", grade: .a),
        ])
    }

    @Test func aSegmentTitleKnowsHowManySegmentsShareTheControl() {
        let layout = IBSnippet.main("""
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="NJH-oV-DbS">
                <segments>
                    <segment title="All Bookmarks"/>
                    <segment title="Favorites"/>
                    <segment title="Recent"/>
                </segments>
            </segmentedControl>
            """, keys: ["NJH-oV-DbS.segmentTitles[1]", "NJH-oV-DbS.segmentTitles[5]"])
        // The count is a width from the file, read where the segments are listed (line 5).
        #expect(layout.uses.first?.read.contains(.width) == true)
        if case .solved(let box)? = layout.uses.first?.settings.width { #expect(box.sources.map(\.line) == [5]) } else { Issue.record("no solved width") }
        #expect(layout.uses.map(InterfaceBuilderBarTests.withoutWidth) == [SourceUse(
            key: "NJH-oV-DbS.segmentTitles[1]", table: "Main", settings: ElementSettings(element: .segment, lines: 1, segments: 3),
            location: IBSnippet.at(file, 7, 9), pattern: "IB UISegmentedControl segmentTitles", grade: .a)])
        // An index past the segments names nothing the control draws.
        #expect(layout.unresolved.map(\.expression) == ["IB <segmentedControl> \"NJH-oV-DbS.segmentTitles[5]\""])
    }

    @Test func aButtonMenusCommandsAreMenuItems() {
        let layout = IBSnippet.main("""
            <button id="men-bu-ttn">
                <menu key="menu" title="Sort" id="men-u00-01">
                    <children>
                        <command title="By Name" id="cmd-00-001"/>
                    </children>
                </menu>
            </button>
            """, keys: ["cmd-00-001.title", "men-u00-01.title"])
        #expect(layout.uses == [
            SourceUse(key: "cmd-00-001.title", table: "Main", settings: ElementSettings(element: .menuItem),
                      location: IBSnippet.at(file, 7, 13), pattern: "IB UICommand title", grade: .b),
            SourceUse(key: "men-u00-01.title", table: "Main", settings: ElementSettings(element: .menuItem),
                      location: IBSnippet.at(file, 5, 5), pattern: "IB UIMenu title", grade: .b),
        ])
    }

    @Test func accessibilityLabelsAndHintsAreNotDrawn() {
        let layout = IBSnippet.main("""
            <button id="msl-mT-bMG">
                <accessibility key="accessibilityConfiguration" label="Close" hint="Closes the form"/>
                <state key="normal" image="Close"/>
            </button>
            """, keys: ["msl-mT-bMG.accessibilityHint", "msl-mT-bMG.accessibilityLabel"])
        #expect(layout.uses == [
            SourceUse(key: "msl-mT-bMG.accessibilityHint", table: "Main", kind: .notDrawn, settings: ElementSettings(),
                      location: IBSnippet.at(file, 5, 5), pattern: "IB UIButton accessibilityHint", grade: .a,
                      reason: "accessibility hint"),
            SourceUse(key: "msl-mT-bMG.accessibilityLabel", table: "Main", kind: .notDrawn, settings: ElementSettings(),
                      location: IBSnippet.at(file, 5, 5), pattern: "IB UIButton accessibilityLabel", grade: .a,
                      reason: "accessibility label"),
        ])
    }

    @Test func aKeyOfAnObjectThatDrawsNoKnownTextIsUnresolved() {
        let layout = IBSnippet.main("""
            <view id="cus-to-mvw" customClass="BadgeView" customModule="App"/>
            <switch id="swi-tc-h01"/>
            """, keys: ["cus-to-mvw.title", "swi-tc-h01.title"])
        #expect(layout.uses.isEmpty)
        #expect(layout.unresolved == [
            UnresolvedUse(key: "cus-to-mvw.title", location: IBSnippet.at(file, 4, 1),
                          expression: "IB <view customClass=\"BadgeView\"> \"cus-to-mvw.title\""),
            UnresolvedUse(key: "swi-tc-h01.title", location: IBSnippet.at(file, 5, 1), expression: "IB <switch> \"swi-tc-h01.title\""),
        ])
    }
}
