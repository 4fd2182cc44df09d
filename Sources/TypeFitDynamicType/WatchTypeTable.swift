/// watchOS Dynamic Type, apple-facts §1.2 (HIG Typography, grade A). watchOS has no Medium and only AX1–AX3;
/// columns are xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3. Values follow the 2025–26 HIG
/// (Large Title 2 = 28, xxLarge Caption 2 = 16; the 2023 revision had 27 and 15). Irregular leadings kept.
enum WatchTypeTable {
    static let categories: [ContentSizeCategory] = [
        .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3,
    ]

    static let styles: [TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2, .footnote1, .footnote2,
    ]

    static let rows: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(30, 32.5), (32, 34.5), (36, 38.5), (40, 42.5), (41, 43.5), (42, 44.5),
                      (44, 46.5), (45, 47.5), (46, 48.5)],
        .title1: [(28, 30.5), (30, 32.5), (34, 36.5), (38, 40.5), (39, 41.5), (40, 42.5),
                  (42, 44.5), (43, 46), (44, 47)],
        .title2: [(24, 26.5), (26, 28.5), (28, 30.5), (30, 32.5), (31, 33.5), (32, 34.5),
                  (34, 41), (35, 37.5), (36, 38.5)],
        .title3: [(17, 19.5), (18, 20.5), (19, 21.5), (20, 22.5), (21, 23.5), (22, 24.5),
                  (24, 26.5), (25, 27.5), (26, 28.5)],
        .headline: [(14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (18, 20.5), (19, 21.5),
                    (21, 23.5), (22, 24.5), (23, 25.5)],
        .body: [(14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (18, 20.5), (19, 21.5),
                (21, 23.5), (22, 24.5), (23, 25.5)],
        .caption1: [(13, 15.5), (14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5), (18, 20.5),
                    (18, 20.5), (19, 21.5), (20, 22.5)],
        .caption2: [(12, 14.5), (13, 15.5), (14, 16.5), (15, 17.5), (16, 18.5), (17, 19.5),
                    (17, 19.5), (18, 20.5), (19, 21.5)],
        .footnote1: [(11, 13.5), (12, 14.5), (13, 15.5), (14, 16.5), (15, 17.5), (16, 18.5),
                     (16, 18.5), (17, 19.5), (18, 20.5)],
        .footnote2: [(10, 12.5), (11, 13.5), (12, 14.5), (13, 15.5), (14, 16.5), (15, 17.5),
                     (15, 17.5), (16, 17.5), (17, 19.5)],
    ]

    /// Headline Semibold, others Regular; emphasized: Large Title Bold, others Semibold (apple-facts §1.2).
    static func weights(_ style: TextStyle) -> (TextStyleWeight, TextStyleWeight) {
        switch style {
        case .headline: (.semibold, .semibold)
        case .largeTitle: (.regular, .bold)
        default: (.regular, .semibold)
        }
    }

    /// Default category by case size (apple-facts §1.2): Small on 38 mm, Large on 40/41/42 mm, xLarge on
    /// 44/45/49 mm. 46 mm (Series 10+) is not in the HIG table: xLarge is assumed like the other large cases.
    static func defaultCategory(caseMillimetres: Int) -> (ContentSizeCategory, TypeConfidence) {
        switch caseMillimetres {
        case ..<40: (.small, .a)
        case 40...42: (.large, .a)
        case 44, 45, 49: (.xLarge, .a)
        default: (.xLarge, .c)
        }
    }
}
