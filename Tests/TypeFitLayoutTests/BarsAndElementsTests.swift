import Testing
import TypeFitDevices
import TypeFitDynamicType
@testable import TypeFitLayout

@Test func navigationBarsExtendTheSafeArea() throws {
    let engine = LayoutEngine()
    // §8: home-button iPhone 20 + 44 = 64.
    #expect(try engine.guides(for: environment("iphone-8", bars: .init(navigationBar: .inline))).safeAreaInsets.top == 64)
    // §8: iPhone X large title: 44 + 44 + 52 = 140 to the bar's bottom.
    #expect(try engine.guides(for: environment("iphone-x", bars: .init(navigationBar: .large))).safeAreaInsets.top == 140)
    // §8: landscape (compact height) bar 32, no status bar on iPhone X: 32; large titles collapse.
    #expect(try engine.guides(for: environment("iphone-x", .landscape, bars: .init(navigationBar: .large)))
        .safeAreaInsets.top == 32)
    // §8: iPad 50 + Face-ID status bar 24 = 74; large title 50 + 52 + 24 = 126.
    #expect(try engine.guides(for: environment("ipad-pro-11", bars: .init(navigationBar: .inline))).safeAreaInsets.top == 74)
    #expect(try engine.guides(for: environment("ipad-pro-11", bars: .init(navigationBar: .large))).safeAreaInsets.top == 126)
}

@Test func tabBarsSitAboveTheHomeIndicator() throws {
    let engine = LayoutEngine()
    // §8: 34 + 49 = 83 portrait; 21 + 32 = 53 landscape; iPad 50 (+20 home indicator on Face-ID iPads).
    #expect(try engine.guides(for: environment("iphone-x", bars: .init(tabBar: true))).safeAreaInsets.bottom == 83)
    #expect(try engine.guides(for: environment("iphone-x", .landscape, bars: .init(tabBar: true))).safeAreaInsets.bottom == 53)
    #expect(try engine.guides(for: environment("ipad-pro-11", bars: .init(tabBar: true))).safeAreaInsets.bottom == 70)
}

@Test func controlsAreJudgedOnTheHIGSizes() throws {
    // HIG Accessibility (§8): 44×44 pt default control size on iOS/iPadOS, 28×28 the minimum; tvOS 66 and 56.
    let engine = LayoutEngine()
    let se = try environment("iphone-se-1")
    let button = try engine.frame(for: ElementSpec(.button), in: se)
    #expect(button.hitTarget == HitTarget(recommended: ScreenSize(width: 44, height: 44), minimum: ScreenSize(width: 28, height: 28)))
    #expect(button.contentInsets.top == 6 && button.contentInsets.bottom == 6)
    #expect(try engine.frame(for: ElementSpec(.label), in: se).hitTarget == nil)
    #expect(BarMetrics.recommendedHitTarget(.tv) == ScreenSize(width: 66, height: 66))
    #expect(BarMetrics.minimumHitTarget(.tv) == ScreenSize(width: 56, height: 56))
    // Standard controls at their own height (segmented control 32 pt, text field 34 pt, grade C), judged
    // on the minimum only; items of Apple's bars not at all.
    #expect(try engine.frame(for: ElementSpec(.segment(count: 2)), in: se).hitTarget
        == HitTarget(minimum: ScreenSize(width: 28, height: 28), standardHeight: 32))
    #expect(try engine.frame(for: ElementSpec(.textFieldPlaceholder), in: se).hitTarget?.standardHeight == 34)
    #expect(try engine.frame(for: ElementSpec(.tabBarItem(tabs: 4)), in: se).hitTarget == nil)
    #expect(try engine.frame(for: ElementSpec(.navigationTitle(.inline)), in: se).hitTarget == nil)
}

@Test func configurationButtonsWrapWithInsetsThatGrow() throws {
    // UIButton.Configuration (medium): 7 pt above and below, 12 pt each side at Large (forum 733541), scaled
    // like UIFontMetrics(.body): 17 → 48 at AX5, so × 48/17. iPhone SE: 288 between the margins.
    let engine = LayoutEngine()
    let large = try engine.frame(for: ElementSpec(.configurationButton), in: environment("iphone-se-1"))
    #expect(large.width == 264 && large.x == 28 && large.lineLimit == 0)
    #expect(large.contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    let ax5 = try engine.frame(for: ElementSpec(.configurationButton), in: environment("iphone-se-1", .portrait, .full, .ax5))
    #expect(abs(ax5.contentInsets.top - 7 * 48 / 17.0) < 1e-9 && abs(ax5.contentInsets.left - 12 * 48 / 17.0) < 1e-9)
    // 288 − 2 × 576/17 = 220.235…
    #expect(abs((ax5.width ?? 0) - (288 - 2 * 576 / 17.0)) < 1e-9)
    // A legacy button: one line, 6/0/6/0 at every size.
    let legacy = try engine.frame(for: ElementSpec(.button), in: environment("iphone-se-1", .portrait, .full, .ax5))
    #expect(legacy.width == 288 && legacy.lineLimit == 1 && legacy.contentInsets == EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
}

@Test func insetGroupedRowsAreOneMarginFurtherIn() throws {
    let engine = LayoutEngine()
    // iPhone 8 (375, compact, 16-pt margins): a plain row 343 pt at x 16; inset-grouped 343 − 32 = 311 at x 32.
    let phone = try environment("iphone-8")
    #expect(try engine.frame(for: ElementSpec(.cell()), in: phone).width == 343)
    let inset = try engine.frame(for: ElementSpec(.cell(), listStyle: .insetGrouped), in: phone)
    #expect(inset.width == 311 && inset.x == 32)
    // With a disclosure indicator (34, estimate): 311 − 34 = 277. Section footers too: 311.
    #expect(try engine.frame(for: ElementSpec(.cell(accessory: .disclosureIndicator), listStyle: .insetGrouped), in: phone)
        .width == 277)
    #expect(try engine.frame(for: ElementSpec(.sectionFooter, listStyle: .insetGrouped), in: phone).width == 311)
    // iPad Pro 11" portrait (regular, 20-pt margins): 794 − 40 = 754.
    #expect(try engine.frame(for: ElementSpec(.cell(), listStyle: .insetGrouped), in: environment("ipad-pro-11")).width == 754)
    // A label is not in a list.
    #expect(try engine.frame(for: ElementSpec(.label, listStyle: .insetGrouped), in: phone).width == 343)
}

@Test func largeTitlesExistOnlyWhereTheBarShowsThem() throws {
    let engine = LayoutEngine()
    // iPhone 8 landscape (667 × 375) is compact height: no large title; the inline title, centred between
    // 16-pt margins (667 − 32 = 635) in the 32-pt bar, not emphasized (the check draws it 17-pt semibold, as the inline title).
    let landscape = try engine.frame(for: ElementSpec(.navigationTitle(.large)), in: environment("iphone-8", .landscape))
    #expect(landscape.shownAs == .navigationTitle(.inline) && landscape.width == 635 && landscape.x == 16)
    #expect(landscape.height == 32 && landscape.heightLimit == nil && landscape.lineLimit == 1)
    #expect(landscape.textStyle == .headline && !landscape.emphasized)
    // Bar items narrow it as they do the inline title: 667 − 2 × (16 + 60) = 515.
    #expect(try engine.frame(for: ElementSpec(.navigationTitle(.large, barItemWidth: 60)), in: environment("iphone-8", .landscape))
        .width == 515)
    // Portrait, and iPad in either orientation (regular height): the large title.
    let portrait = try engine.frame(for: ElementSpec(.navigationTitle(.large)), in: environment("iphone-8"))
    #expect(portrait.shownAs == .navigationTitle(.large) && portrait.width == 343 && portrait.emphasized)
    #expect(try engine.frame(for: ElementSpec(.navigationTitle(.large)), in: environment("ipad-pro-11", .landscape)).shownAs
        == .navigationTitle(.large))
}

@Test func alertTextWrapsAndScrollsWhateverItIsGiven() throws {
    // UIAlertController's title and message wrap and the alert scrolls (uikit-behaviour §2 row 13): a line
    // limit or height from a rule does not cut them.
    let engine = LayoutEngine()
    let phone = try environment("iphone-8")
    let message = try engine.frame(for: ElementSpec(.alertMessage, lineLimit: 1, height: .fixed(20)), in: phone)
    #expect(message.lineLimit == 0 && message.heightLimit == nil && message.width == 238)
    #expect(try engine.frame(for: ElementSpec(.alertTitle, lineLimit: 2), in: phone).lineLimit == 0)
    // Alert buttons stay one line at the stacked, full width (238 pt).
    #expect(try engine.frame(for: ElementSpec(.alertButton), in: phone).lineLimit == 1)
}

@Test func tabBarItemIsWindowOverTabs() throws {
    // 320 / 4 = 80 on iPhone SE; 375 / 5 = 75 on iPhone 8.
    #expect(try LayoutEngine().frame(for: ElementSpec(.tabBarItem(tabs: 4)), in: environment("iphone-se-1")).width == 80)
    #expect(try LayoutEngine().frame(for: ElementSpec(.tabBarItem(tabs: 5)), in: environment("iphone-8")).width == 75)
}

@Test func alertIs270Wide() throws {
    // 270-pt alert centred on a 375-pt screen, text inset 16 each side: width 238, x = (375 − 270)/2 + 16 = 68.5.
    let title = try LayoutEngine().frame(for: ElementSpec(.alertTitle), in: environment("iphone-8"))
    #expect(title.width == 238 && title.x == 68.5)
    #expect(title.textStyle == .headline && title.lineLimit == 0)
    let message = try LayoutEngine().frame(for: ElementSpec(.alertMessage), in: environment("iphone-8"))
    #expect(message.textStyle == .footnote)
}

@Test func navigationTitles() throws {
    // Inline: centred in the safe area, clear of the 16-pt margin and 60-pt bar items: 375 − 2×(16+60) = 223.
    let inline = try LayoutEngine().frame(for: ElementSpec(.navigationTitle(.inline, barItemWidth: 60)),
                                          in: environment("iphone-8", bars: .init(navigationBar: .inline)))
    #expect(inline.width == 223 && inline.x == 76)
    #expect(inline.height == 44 && inline.textStyle == .headline)
    // Large: between the margins (343), in the 52-pt large-title area, bold.
    let large = try LayoutEngine().frame(for: ElementSpec(.navigationTitle(.large)), in: environment("iphone-8"))
    #expect(large.width == 343 && large.height == 52 && large.emphasized && large.textStyle == .largeTitle)
}

@Test func heightsThatCutAndHeightsThatGrow() throws {
    let engine = LayoutEngine()
    let phone = try environment("iphone-8", bars: .init(navigationBar: .inline))
    // The inline bar is 44 pt but a taller title is not cut (the bar keeps its height, the label draws
    // past it); the 52-pt large-title area grows with its title, unless the app fixes a height.
    let inline = try engine.frame(for: ElementSpec(.navigationTitle(.inline)), in: phone)
    #expect(inline.height == 44 && inline.heightLimit == nil)
    #expect(try engine.frame(for: ElementSpec(.navigationTitle(.large)), in: phone).heightLimit == nil)
    #expect(try engine.frame(for: ElementSpec(.navigationTitle(.large), height: .fixed(60)), in: phone).heightLimit == 60)
    #expect(try engine.frame(for: ElementSpec(.label), in: phone).heightLimit == nil)
    // UITableView's default row height: a cell is at least 44 pt tall; a label has no minimum.
    #expect(try engine.frame(for: ElementSpec(.cell()), in: phone).minimumHeight == 44)
    #expect(try engine.frame(for: ElementSpec(.label), in: phone).minimumHeight == nil)
}

@Test func widthRules() throws {
    let engine = LayoutEngine()
    let se = try environment("iphone-se-1")
    // Columns: (288 − 8) / 2 = 140.
    #expect(try engine.frame(for: ElementSpec(.label, width: .columns(2, spacing: 8)), in: se).width == 140)
    // Fraction of the window: 320 × 0.5 = 160 at x = 0.
    let half = try engine.frame(for: ElementSpec(.label, width: .fraction(0.5, of: .window)), in: se)
    #expect(half.width == 160 && half.x == 0)
    // Safe area: the full 320 (no side insets on a home-button phone).
    #expect(try engine.frame(for: ElementSpec(.label, width: .safeArea), in: se).width == 320)
    // Intrinsic: no width, but 288 available.
    let intrinsic = try engine.frame(for: ElementSpec(.button, width: .intrinsic), in: se)
    #expect(intrinsic.width == nil && intrinsic.availableWidth == 288)
    // In a subview with 8-pt margins: 288 − 16 = 272.
    #expect(try engine.frame(for: ElementSpec(.label, inSubview: true), in: se).width == 272)
    // Fixed height and line limit pass through.
    let fixed = try engine.frame(for: ElementSpec(.label, lineLimit: 2, height: .fixed(40)), in: se)
    #expect(fixed.height == 40 && fixed.lineLimit == 2)
}

@Test func cellsSegmentsAndFields() throws {
    let engine = LayoutEngine()
    let se = try environment("iphone-se-1")
    // Cell: 288 − disclosure estimate (34) = 254.
    #expect(try engine.frame(for: ElementSpec(.cell(accessory: .disclosureIndicator)), in: se).width == 254)
    #expect(try engine.frame(for: ElementSpec(.cell(accessory: .custom(50))), in: se).width == 238)
    // Segments: (288 − 2×1) / 3.
    let segment = try engine.frame(for: ElementSpec(.segment(count: 3)), in: se)
    #expect(segment.width == (288 - 2) / 3.0)
    // Placeholder: 288 − 2×7 = 274.
    #expect(try engine.frame(for: ElementSpec(.textFieldPlaceholder), in: se).width == 274)
}

@Test func regularWidthUsesTwentyPointMargins() throws {
    // iPad full screen is regular: 20-pt margins (§4). 11" portrait 834 − 40 = 794.
    let guides = try LayoutEngine().guides(for: environment("ipad-pro-11"))
    #expect(guides.systemMinimumMargin == 20 && guides.margins.width == 794)
    // Turning insetsLayoutMarginsFromSafeArea off drops the safe area from the margins (§4): top 0.
    let off = LayoutEngine(options: LayoutOptions(insetsLayoutMarginsFromSafeArea: false))
    #expect(try off.guides(for: environment("iphone-x")).layoutMarginInsets.top == 0)
    #expect(try LayoutEngine().guides(for: environment("iphone-x")).layoutMarginInsets.top == 44)
}

@Test func matrixEnumeratesExistingEnvironments() throws {
    let catalog = DeviceCatalog()
    let devices = try catalog.devices(matching: "iphone-se-1,ipad-pro-11")
    let matrix = LayoutEnvironment.matrix(devices: devices, windows: [.full, .half],
                                          categories: [.large, .ax5], directions: [.ltr, .rtl])
    // iPhone: 2 orientations × full only × 2 × 2 = 8. iPad: portrait full (no portrait half) + landscape full
    // and half = 3 windows × 2 × 2 = 12.
    #expect(matrix.count == 20)
    for env in matrix { _ = try LayoutEngine().guides(for: env) }
}

@Test func elementsTheSourcePassNames() throws {
    let engine = LayoutEngine()
    let se = try environment("iphone-se-1")            // 320 wide, 288 between the 16-pt margins
    // A stacked alert button: the 270-pt alert less 16 pt a side = 238, one line, body, rows ≥ 44 pt.
    let alert = try engine.frame(for: ElementSpec(.alertButton), in: se)
    #expect(alert.width == 238 && alert.lineLimit == 1 && alert.textStyle == .body && alert.minimumHeight == 44)
    #expect(alert.x == 41 && alert.hitTarget == nil)
    // An alert button a rule gives a width takes it: the margins' 288 pt.
    let sheet = try engine.frame(for: ElementSpec(.alertButton, width: .margins), in: se)
    #expect(sheet.width == 288 && sheet.lineLimit == 1 && sheet.confidence == .c)
    // A bar button is sized by its title, in a fixed font: no text style, and bars are not judged as controls.
    let bar = try engine.frame(for: ElementSpec(.barButton), in: se)
    #expect(bar.width == nil && bar.availableWidth == 288 && bar.textStyle == nil && bar.hitTarget == nil)
    #expect(ElementKind.barButton.fixedFont?.size == 17)
    // A menu row: 250 − 2 × 16 = 218 pt, two lines (estimates, C); a width the app sets wins.
    let menu = try engine.frame(for: ElementSpec(.menuItem), in: se)
    #expect(menu.width == 218 && menu.lineLimit == 2 && menu.confidence == .c)
    #expect(try engine.frame(for: ElementSpec(.menuItem, width: .fixed(180)), in: se).width == 180)
    // Section headers and footers: footnote, wrapping, between the margins.
    let header = try engine.frame(for: ElementSpec(.sectionFooter), in: se)
    #expect(header.width == 288 && header.lineLimit == 0 && header.textStyle == .footnote)
    // A swipe action: at most 120 pt, two lines, a fixed 15-pt font.
    let swipe = try engine.frame(for: ElementSpec(.swipeAction), in: se)
    #expect(swipe.width == 120 && swipe.lineLimit == 2 && ElementKind.swipeAction.fixedFont?.size == 15)
    // The home-screen name: one 12-pt line in the icon's column, 72.5 pt on iPhone, 83.5 pt on iPad, centred.
    let name = try engine.frame(for: ElementSpec(.homeScreenName), in: se)
    #expect(name.width == 72.5 && name.lineLimit == 1 && name.x == 160 - 72.5 / 2)
    #expect(try engine.frame(for: ElementSpec(.homeScreenName), in: environment("ipad-pro-11")).width == 83.5)
}

@Test func solvedWidthsAreEvaluatedPerWindow() throws {
    // A label pinned 103 pt in from the trailing margin: iPhone SE (320 pt, 16-pt margins) 288 − 103 = 185;
    // iPad Pro 11" (834 pt, regular width → 20-pt margins, apple-facts §4) 794 − 103 = 691.
    let engine = LayoutEngine()
    var label = ElementSpec(.label)
    label.width = .solved(BoxWidth(container: .margins, terms: [WidthTerm(points: -103, what: "icon and switch")]))
    #expect(try engine.frame(for: label, in: environment("iphone-se-1")).width == 185)
    #expect(try engine.frame(for: label, in: environment("ipad-pro-11")).width == 691)
    // One of two equal buttons 8 pt apart between the margins: (288 − 8) / 2 = 140 on the SE.
    label.width = .solved(BoxWidth(container: .margins, share: 0.5, terms: [WidthTerm(points: -4, what: "half the spacing")]))
    #expect(try engine.frame(for: label, in: environment("iphone-se-1")).width == 140)
    // A fixed 60-pt slot, whatever the window; a minimum holds when the sum falls below it.
    label.width = .solved(.fixed(60))
    #expect(try engine.frame(for: label, in: environment("ipad-pro-11")).width == 60)
    label.width = .solved(BoxWidth(container: .margins, terms: [WidthTerm(points: -300, what: "siblings")], minimum: 44))
    #expect(try engine.frame(for: label, in: environment("iphone-se-1")).width == 44)
}
