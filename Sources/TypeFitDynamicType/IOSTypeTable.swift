/// iOS/iPadOS Dynamic Type sizes, apple-facts §1.1 (HIG Typography, grade A): `size/leading` in points for
/// xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5 — in that order.
/// Published irregularities are kept as published (xxxLarge Subhead 21/28; Caption 1/2 share 11/13 below Large).
enum IOSTypeTable {
    static let rows: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                  (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                  (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                  (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                    (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                   (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                       (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                    (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                    (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                    (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The HIG's order of iOS styles (for tables and listings).
    static let styles: [TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
        .caption2, .extraLargeTitle, .extraLargeTitle2,
    ]

    /// Weights, apple-facts §1: Headline Semibold, others Regular; emphasized Bold for Large Title and
    /// Title 1/2, Semibold otherwise. Extra Large Titles are Bold (§1.1 "Other iOS text styles").
    static func weights(_ style: TextStyle) -> (TextStyleWeight, TextStyleWeight) {
        switch style {
        case .extraLargeTitle, .extraLargeTitle2: (.bold, .bold)
        case .headline: (.semibold, .semibold)
        case .largeTitle, .title1, .title2: (.regular, .bold)
        default: (.regular, .semibold)
        }
    }

    /// Extra Large Title 1/2 are known only at Large (36 and 28 pt Bold, grade B, apple-facts §1.1). Other
    /// categories are derived by following Large Title's table proportionally (size × LT(cat)/34, rounded;
    /// leading keeps Large Title's leading/size ratio) — an estimate, graded C.
    static func extraLargeTitle(_ style: TextStyle, _ category: ContentSizeCategory) -> (Double, Double) {
        let base: Double = style == .extraLargeTitle ? 36 : 28
        guard let largeTitle = rows[.largeTitle] else { return (base, base * 1.2) }
        let row = largeTitle[category.index]
        let size = category == .large ? base : (base * row.0 / 34).rounded()
        let leading = (size * row.1 / row.0).rounded()
        return (size, leading)
    }
}
