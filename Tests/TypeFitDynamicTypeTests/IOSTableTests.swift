import Testing
@testable import TypeFitDynamicType

/// The iOS table as printed in apple-facts §1.1 (HIG Typography), pasted verbatim so every one of the 132
/// cells is checked against the reference, not against the implementation.
private let hig = """
| Large Title | 31/38 | 32/39 | 33/40 | 34/41 | 36/43 | 38/46 | 40/48 | 44/52 | 48/57 | 52/61 | 56/66 | 60/70 |
| Title 1 | 25/31 | 26/32 | 27/33 | 28/34 | 30/37 | 32/39 | 34/41 | 38/46 | 43/51 | 48/57 | 53/62 | 58/68 |
| Title 2 | 19/24 | 20/25 | 21/26 | 22/28 | 24/30 | 26/32 | 28/34 | 34/41 | 39/47 | 44/52 | 50/59 | 56/66 |
| Title 3 | 17/22 | 18/23 | 19/24 | 20/25 | 22/28 | 24/30 | 26/32 | 31/38 | 37/44 | 43/51 | 49/58 | 55/65 |
| Headline | 14/19 | 15/20 | 16/21 | 17/22 | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
| Body | 14/19 | 15/20 | 16/21 | 17/22 | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
| Callout | 13/18 | 14/19 | 15/20 | 16/21 | 18/23 | 20/25 | 22/28 | 26/32 | 32/39 | 38/46 | 44/52 | 51/60 |
| Subhead | 12/16 | 13/18 | 14/19 | 15/20 | 17/22 | 19/24 | 21/28 | 25/31 | 30/37 | 36/43 | 42/50 | 49/58 |
| Footnote | 12/16 | 12/16 | 12/16 | 13/18 | 15/20 | 17/22 | 19/24 | 23/29 | 27/33 | 33/40 | 38/46 | 44/52 |
| Caption 1 | 11/13 | 11/13 | 11/13 | 12/16 | 14/19 | 16/21 | 18/23 | 22/28 | 26/32 | 32/39 | 37/44 | 43/51 |
| Caption 2 | 11/13 | 11/13 | 11/13 | 11/13 | 13/18 | 15/20 | 17/22 | 20/25 | 24/30 | 29/35 | 34/41 | 40/48 |
"""

private struct Cell: Sendable, CustomStringConvertible {
    let styleName: String, category: ContentSizeCategory, size: Double, leading: Double
    var description: String { "\(styleName) @ \(category.rawValue)" }
}

private let cells: [Cell] = hig.split(separator: "\n").flatMap { line -> [Cell] in
    let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    return zip(ContentSizeCategory.allCases, fields.dropFirst()).map { category, cell in
        let parts = cell.split(separator: "/").compactMap { Double($0) }
        return Cell(styleName: fields[0], category: category, size: parts[0], leading: parts[1])
    }
}

@Test func tableHas132Cells() { #expect(cells.count == 132) }

@Test(arguments: cells)
private func iosSizeAndLeadingMatchHIG(_ cell: Cell) throws {
    let style = try TextStyle.named(cell.styleName)
    let metrics = try DynamicTypeTable().metrics(style, category: cell.category)
    #expect(metrics.size == cell.size)
    #expect(metrics.leading == cell.leading)
}

@Test func twelveCategoriesSevenStandardFiveAccessibility() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(ContentSizeCategory.default == .large)
}

@Test func categoriesAreOrderedAsUIKitOrdersThem() {
    // UIContentSizeCategory's constants from smallest to largest (Apple's documentation lists them
    // in this order and compares them with <).
    let uiKit = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                 "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                 "accessibilityExtraExtraExtraLarge"]
    #expect(ContentSizeCategory.allCases.sorted().map(\.uiKitName) == uiKit)
    #expect(ContentSizeCategory.allCases.map(\.index) == Array(0..<12))
}

@Test func weightsPerHIG() throws {
    // apple-facts §1: Headline Semibold, all others Regular; emphasized Bold for Large Title/Title 1/Title 2.
    let table = DynamicTypeTable()
    #expect(try table.metrics(.headline).weight == .semibold)
    #expect(try table.metrics(.body).weight == .regular)
    #expect(try table.metrics(.largeTitle).emphasizedWeight == .bold)
    #expect(try table.metrics(.title2).emphasizedWeight == .bold)
    #expect(try table.metrics(.title3).emphasizedWeight == .semibold)
    #expect(try table.metrics(.caption2).emphasizedWeight == .semibold)
}

@Test func extraLargeTitlesAtLarge() throws {
    // apple-facts §1.1: iOS 17 .extraLargeTitle 36 pt Bold, .extraLargeTitle2 28 pt Bold at Large (grade B).
    let one = try DynamicTypeTable().metrics(.extraLargeTitle, category: .large)
    let two = try DynamicTypeTable().metrics(.extraLargeTitle2, category: .large)
    #expect(one.size == 36 && one.weight == .bold && one.confidence == .b)
    #expect(two.size == 28 && two.weight == .bold)
    // Other categories are estimates: graded C and growing with the category.
    let ax5 = try DynamicTypeTable().metrics(.extraLargeTitle, category: .ax5)
    #expect(ax5.confidence == .c && ax5.size > 36)
}

@Test func tightAndLooseLeading() throws {
    // traitTightLeading subtracts 2 pt on iOS (apple-facts §1.1): Body @ Large 22 → 20, loose 24.
    let body = try DynamicTypeTable().metrics(.body)
    #expect(body.tightLeading == 20)
    #expect(body.looseLeading == 24)
}

@Test func caption2AX5IsFlaggedAndOverridable() throws {
    // apple-facts §1.1 ⚠: HIG 40 pt, measured 41 pt.
    let builtIn = try DynamicTypeTable().metrics(.caption2, category: .ax5)
    #expect(builtIn.size == 40 && builtIn.confidence == .b)
    let overrides = DynamicTypeOverrides(entries: [.init(style: .caption2, category: .ax5, size: 41)])
    #expect(try DynamicTypeTable(overrides: overrides).metrics(.caption2, category: .ax5).size == 41)
    #expect(try DynamicTypeTable(overrides: overrides).metrics(.caption2, category: .ax4).size == 34)
}
