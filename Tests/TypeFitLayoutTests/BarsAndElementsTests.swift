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

@Test func controlsKeepA44PointHitTarget() throws {
    // HIG Accessibility (§8): 44×44 pt default control size on iOS/iPadOS.
    let button = try LayoutEngine().frame(for: ElementSpec(.button), in: environment("iphone-se-1"))
    #expect(button.minimumHitTarget == ScreenSize(width: 44, height: 44))
    #expect(button.contentInsets.top == 6 && button.contentInsets.bottom == 6)
    let label = try LayoutEngine().frame(for: ElementSpec(.label), in: environment("iphone-se-1"))
    #expect(label.minimumHitTarget == nil)
    #expect(BarMetrics.minimumHitTarget(.tv) == ScreenSize(width: 66, height: 66))
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
    // The inline bar is 44 pt and a title taller than that is cut; the 52-pt large-title area
    // grows with its title, unless the app fixes a height.
    #expect(try engine.frame(for: ElementSpec(.navigationTitle(.inline)), in: phone).heightLimit == 44)
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
    #expect(alert.x == 41 && alert.minimumHitTarget == nil)
    // A bar button is sized by its title, in a fixed font: no text style, and bars are not judged as controls.
    let bar = try engine.frame(for: ElementSpec(.barButton), in: se)
    #expect(bar.width == nil && bar.availableWidth == 288 && bar.textStyle == nil && bar.minimumHitTarget == nil)
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
