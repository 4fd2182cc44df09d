import Testing
@testable import TypeFitDevices

/// apple-facts §5: portrait top/bottom, landscape left=right/bottom.
private let safeAreas: [(String, Double, Double, Double, Double)] = [
    ("iphone-se-1", 20, 0, 0, 0), ("iphone-8", 20, 0, 0, 0), ("iphone-8-plus", 20, 0, 0, 0),
    ("iphone-x", 44, 34, 44, 21), ("iphone-11-pro-max", 44, 34, 44, 21), ("iphone-11", 48, 34, 48, 21),
    ("iphone-12-mini", 50, 34, 50, 21), ("iphone-13", 47, 34, 47, 21), ("iphone-16e", 47, 34, 47, 21),
    ("iphone-14-plus", 47, 34, 47, 21), ("iphone-15-pro", 59, 34, 59, 21), ("iphone-16-plus", 59, 34, 59, 21),
    ("iphone-16-pro", 62, 34, 62, 21), ("iphone-17-pro-max", 62, 34, 62, 21), ("iphone-air", 68, 34, 68, 29),
]

@Test(arguments: safeAreas.map(\.0))
func iPhoneSafeAreas(_ id: String) throws {
    let row = try #require(safeAreas.first { $0.0 == id })
    let device = try DeviceCatalog().device(named: id)
    #expect(device.safeArea(.portrait).top == row.1)
    #expect(device.safeArea(.portrait).bottom == row.2)
    #expect(device.safeArea(.landscape).left == row.3)
    #expect(device.safeArea(.landscape).right == row.3)
    #expect(device.safeArea(.landscape).bottom == row.4)
}

@Test func gradeCFiguresAreFlagged() throws {
    let catalog = DeviceCatalog()
    for id in ["iphone-16-pro", "iphone-17", "iphone-17-pro", "iphone-air"] {
        #expect(try catalog.device(named: id).confidence.safeArea == .c)
    }
    for id in ["ipad-pro-13-m4", "ipad-pro-11-m4", "ipad-mini-8-3"] {
        #expect(try catalog.device(named: id).confidence.multitasking == .c)
    }
    #expect(try catalog.device(named: "ipad-pro-12-9").confidence.multitasking == .b)
}

@Test func iPadSafeAreas() throws {
    // §5: home-button iPads 20 top only; all-screen iPads 24 top, 20 bottom, both orientations.
    let catalog = DeviceCatalog()
    #expect(try catalog.device(named: "ipad-9-7").safeArea(.landscape) == EdgeInsets(top: 20))
    #expect(try catalog.device(named: "ipad-pro-11").safeArea(.portrait) == EdgeInsets(top: 24, bottom: 20))
    #expect(try catalog.device(named: "ipad-pro-13-m4").safeArea(.landscape) == EdgeInsets(top: 24, bottom: 20))
}

/// apple-facts §7 "Size classes": landscape regular width on models ≥ 414 pt wide in portrait.
private let regularInLandscape = [
    "iphone-17-pro-max", "iphone-air", "iphone-16-pro-max", "iphone-16-plus", "iphone-15-pro-max", "iphone-15-plus",
    "iphone-14-pro-max", "iphone-14-plus", "iphone-13-pro-max", "iphone-12-pro-max", "iphone-11-pro-max",
    "iphone-11", "iphone-xs-max", "iphone-xr", "iphone-8-plus", "iphone-7-plus", "iphone-6s-plus", "iphone-6-plus",
]
private let compactInLandscape = [
    "iphone-17", "iphone-17-pro", "iphone-16", "iphone-16-pro", "iphone-16e", "iphone-15", "iphone-15-pro",
    "iphone-14", "iphone-14-pro", "iphone-13", "iphone-13-pro", "iphone-13-mini", "iphone-12", "iphone-12-pro",
    "iphone-12-mini", "iphone-11-pro", "iphone-xs", "iphone-x", "iphone-8", "iphone-7", "iphone-6s", "iphone-6",
    "iphone-se-1", "iphone-se-2", "iphone-se-3", "ipod-touch-7",
]

@Test func iPhoneFullScreenSizeClasses() throws {
    let catalog = DeviceCatalog()
    for id in regularInLandscape + compactInLandscape {
        let device = try catalog.device(named: id)
        // Portrait: compact width / regular height on every iPhone.
        #expect(try device.window(.portrait).sizeClasses == SizeClasses(.compact, .regular), "\(id)")
        let expected = regularInLandscape.contains(id) ? SizeClass.regular : .compact
        #expect(try device.window(.landscape).sizeClasses == SizeClasses(expected, .compact), "\(id)")
    }
    let phones = catalog.devices.filter { $0.family == .iPhone }.map(\.id)
    #expect(Set(phones) == Set(regularInLandscape + compactInLandscape))
}

@Test func iPadFullScreenIsRegularRegular() throws {
    for device in DeviceCatalog().devices where device.family == .iPad {
        for orientation in Orientation.allCases {
            #expect(try device.window(orientation).sizeClasses == SizeClasses(.regular, .regular), "\(device.id)")
        }
    }
}
