import Testing
import TypeFitDevices
import TypeFitDynamicType
@testable import TypeFitLayout

func environment(_ id: String, _ orientation: Orientation = .portrait, _ window: WindowMode = .full,
                 _ category: ContentSizeCategory = .large, _ direction: LayoutDirection = .ltr,
                 bars: BarOptions = .none) throws -> LayoutEnvironment {
    LayoutEnvironment(device: try DeviceCatalog().device(named: id), orientation: orientation, window: window,
                      category: category, direction: direction, bars: bars)
}

@Test func iPhoneSEPortraitLabelIs288BetweenSixteenPointMargins() throws {
    // 320 pt wide (§7), compact width → 16-pt root margins (§4), no side safe area (§5): 320 − 2×16 = 288.
    let frame = try LayoutEngine().frame(for: ElementSpec(.label), in: environment("iphone-se-1"))
    #expect(frame.width == 288)
    #expect(frame.x == 16)
    #expect(frame.leadingInset == 16 && frame.trailingInset == 16)
    #expect(frame.lineLimit == 1)
}

@Test func iPhoneXLandscapeContentBetweenSafeAreaAndMargins() throws {
    // 812×375 landscape; 44-pt safe area each side (§5), compact width (§7) → +16 margin (§4):
    // content from x = 60 to 812 − 60 = 752, width 692.
    let guides = try LayoutEngine().guides(for: environment("iphone-x", .landscape))
    #expect(guides.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(guides.margins.x == 60)
    #expect(guides.margins.maxX == 752)
    #expect(guides.margins.width == 692)
    #expect(guides.sizeClasses == SizeClasses(.compact, .compact))
    let label = try LayoutEngine().frame(for: ElementSpec(.label), in: environment("iphone-x", .landscape))
    #expect(label.width == 692 && label.x == 60)
}

@Test func twelveNineInchLandscapeThirdSplit() throws {
    // §6: 375 pt, compact width; compact → 16-pt margins: 375 − 32 = 343 for a label.
    let env = try environment("ipad-pro-12-9", .landscape, .third)
    let guides = try LayoutEngine().guides(for: env)
    #expect(guides.bounds.width == 375)
    #expect(guides.sizeClasses.horizontal == .compact)
    #expect(try LayoutEngine().frame(for: ElementSpec(.label), in: env).width == 343)
}

@Test func readableWidthOn13InchIPadAtLargeIs672Centred() throws {
    // §3: 672 pt at Large, centred. Landscape 1376 wide: x = (1376 − 672) / 2 = 352.
    let landscape = try LayoutEngine().guides(for: environment("ipad-pro-13-m4", .landscape))
    #expect(landscape.readable.width == 672)
    #expect(landscape.readable.x == 352)
    #expect(landscape.readable.maxX == 1376 - 352)
    // Portrait 1032 wide: x = (1032 − 672) / 2 = 180.
    let portrait = try LayoutEngine().guides(for: environment("ipad-pro-13-m4", .portrait))
    #expect(portrait.readable.width == 672 && portrait.readable.x == 180)
    let text = try LayoutEngine().frame(for: ElementSpec(.multilineLabel, width: .readable),
                                        in: environment("ipad-pro-13-m4", .landscape))
    #expect(text.width == 672 && text.lineLimit == 0)
}

@Test func readableWidthMeasurementsFromAppleFacts() throws {
    // §3: iPad Air 2 landscape (1024): margins 984 = 1024 − 2×20, readable 672, inset 176 each side.
    let air = try LayoutEngine().guides(for: environment("ipad-air-9-7", .landscape))
    #expect(air.margins.width == 984)
    #expect(air.readable.width == 672 && air.readable.x == 176)
    // §3: iPhone 13 Pro portrait 358 (= 390 − 2×16), 13 mini 343 (= 375 − 2×16): margin-limited.
    #expect(try LayoutEngine().guides(for: environment("iphone-13-pro")).readable.width == 358)
    #expect(try LayoutEngine().guides(for: environment("iphone-13-mini")).readable.width == 343)
}

@Test func readableWidthGrowsWithCategoryButNeverPassesMargins() throws {
    let engine = LayoutEngine()
    let ax5 = try engine.guides(for: environment("ipad-pro-13-m4", .landscape, .full, .ax5))
    #expect(ax5.readable.width > 672)
    #expect(ax5.readable.width <= ax5.margins.width)
    #expect(ax5.confidence == .c || ax5.readable.width == ax5.margins.width)
    let small = try engine.guides(for: environment("ipad-pro-13-m4", .landscape, .full, .xSmall))
    #expect(small.readable.width < 672)
    // A measured value replaces the estimate.
    let measured = LayoutEngine(options: LayoutOptions(readableWidths: [.xSmall: 560]))
    #expect(try measured.guides(for: environment("ipad-pro-13-m4", .landscape, .full, .xSmall)).readable.width == 560)
}

@Test func rtlSwapsLeadingAndTrailing() throws {
    // A label with a 40-pt icon on its leading side on a 375-pt iPhone 8: margins 16..359.
    // LTR: text from x = 16 + 40 = 56, width 343 − 40 = 303. RTL: the icon is on the right, text from x = 16.
    let spec = ElementSpec(.label, leadingOffset: 40)
    let ltr = try LayoutEngine().frame(for: spec, in: environment("iphone-8"))
    let rtl = try LayoutEngine().frame(for: spec, in: environment("iphone-8", .portrait, .full, .large, .rtl))
    #expect(ltr.width == 303 && rtl.width == 303)
    #expect(ltr.x == 56)
    #expect(rtl.x == 16)
    #expect(ltr.leadingInset == 56 && ltr.trailingInset == 16)
    #expect(rtl.leadingInset == 56 && rtl.trailingInset == 16)
    // A fixed 100-pt box sits at the leading margin: x = 16 in LTR, 375 − 16 − 100 = 259 in RTL.
    let fixed = ElementSpec(.label, width: .fixed(100))
    #expect(try LayoutEngine().frame(for: fixed, in: environment("iphone-8")).x == 16)
    #expect(try LayoutEngine().frame(for: fixed, in: environment("iphone-8", .portrait, .full, .large, .rtl)).x == 259)
}

@Test func directionalMarginsFollowDirection() throws {
    // Asymmetric margins only arise from overrides here: give the device a left-only inset.
    var device = try DeviceCatalog().device(named: "iphone-8")
    device.portraitSafeArea = EdgeInsets(top: 20, left: 30)
    let ltr = try LayoutEngine().guides(for: LayoutEnvironment(device: device))
    let rtl = try LayoutEngine().guides(for: LayoutEnvironment(device: device, direction: .rtl))
    #expect(ltr.directionalLayoutMargins.leading == 46 && ltr.directionalLayoutMargins.trailing == 16)
    #expect(rtl.directionalLayoutMargins.leading == 16 && rtl.directionalLayoutMargins.trailing == 46)
}
