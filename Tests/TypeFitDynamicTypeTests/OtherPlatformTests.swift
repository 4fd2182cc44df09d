import Testing
import TypeFitDiagnostics
@testable import TypeFitDynamicType

@Test func watchTableSpotChecks() throws {
    // apple-facts §1.2 (watchOS HIG).
    let table = DynamicTypeTable()
    let largeTitle = try table.metrics(.largeTitle, category: .xSmall, platform: .watchos)
    #expect(largeTitle.size == 30 && largeTitle.leading == 32.5)
    let body = try table.metrics(.body, category: .ax3, platform: .watchos)
    #expect(body.size == 23 && body.leading == 25.5)
    // Irregular leadings kept as published.
    #expect(try table.metrics(.title2, category: .ax1, platform: .watchos).leading == 41)
    #expect(try table.metrics(.footnote2, category: .ax2, platform: .watchos).leading == 17.5)
    // 2025–26 values, flagged because the 2023 revision differed.
    let title2 = try table.metrics(.title2, category: .large, platform: .watchos)
    #expect(title2.size == 28 && title2.confidence == .b)
    #expect(try table.metrics(.caption2, category: .xxLarge, platform: .watchos).size == 16)
    #expect(try table.metrics(.headline, category: .large, platform: .watchos).weight == .semibold)
}

@Test func watchHasNoMediumAndOnlyThreeAccessibilitySizes() {
    let categories = DynamicTypeTable.categories(for: .watchos)
    #expect(categories.count == 9)
    #expect(!categories.contains(.medium))
    #expect(!categories.contains(.ax4))
    #expect(throws: UnknownNameError.self) {
        try DynamicTypeTable().metrics(.body, category: .medium, platform: .watchos)
    }
}

@Test func watchDefaultCategoryPerCaseSize() {
    // apple-facts §1.2: Small on 38 mm, Large on 40/41/42 mm, xLarge on 44/45/49 mm.
    #expect(DynamicTypeTable.watchDefaultCategory(caseMillimetres: 38) == .small)
    for size in [40, 41, 42] { #expect(DynamicTypeTable.watchDefaultCategory(caseMillimetres: size) == .large) }
    for size in [44, 45, 49] { #expect(DynamicTypeTable.watchDefaultCategory(caseMillimetres: size) == .xLarge) }
}

@Test func macOSFixedStyles() throws {
    // apple-facts §1.3: Headline Bold 13/16 (emphasized Heavy), Caption 2 Medium 10/13, Large Title 26/32.
    let table = DynamicTypeTable()
    let headline = try table.metrics(.headline, platform: .macos)
    #expect(headline.size == 13 && headline.leading == 16 && headline.weight == .bold)
    #expect(headline.emphasizedWeight == .heavy)
    #expect(try table.metrics(.caption2, platform: .macos).weight == .medium)
    #expect(try table.metrics(.largeTitle, platform: .macos).size == 26)
    // Fixed: the category does not matter on macOS.
    #expect(try table.metrics(.body, category: .ax5, platform: .macos).size == 13)
    #expect(DynamicTypeTable.styles(for: .macos).count == 11)
}

@Test func tvOSStyles() throws {
    // apple-facts §1.3 tvOS: Title 1 Medium 76/96, Body Medium 29/36, Subtitle 1 Regular 38/46 → Medium.
    let table = DynamicTypeTable()
    let title1 = try table.metrics(.title1, platform: .tvos)
    #expect(title1.size == 76 && title1.leading == 96 && title1.weight == .medium)
    let subtitle = try table.metrics(.subtitle1, platform: .tvos)
    #expect(subtitle.weight == .regular && subtitle.emphasizedWeight == .medium)
    #expect(try table.metrics(.body, platform: .tvos).size == 29)
    #expect(throws: UnknownNameError.self) { try table.metrics(.largeTitle, platform: .tvos) }
}

@Test func legibleSizes() {
    // apple-facts §1.1 "Ensuring legibility": iOS 17/11, macOS 13/10, tvOS 29/23, watchOS 16/12.
    #expect(LegibleSize.defaultSize(for: .ios) == 17 && LegibleSize.minimumSize(for: .ios) == 11)
    #expect(LegibleSize.defaultSize(for: .tvos) == 29 && LegibleSize.minimumSize(for: .tvos) == 23)
    #expect(LegibleSize.defaultSize(for: .watchos) == 16 && LegibleSize.minimumSize(for: .macos) == 10)
}
