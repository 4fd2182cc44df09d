import Testing
@testable import TypeFitDevices

/// apple-facts §7 (HIG Layout, portrait points), one row per model, typed from the reference table.
/// iPhone 12/13 mini use 375×812 (§7 ⚠ "Use 375×812 for layout"); iPad 10th gen 820×1180 (§7, B).
private let expectedSizes: [(String, Double, Double, Double)] = [
    ("ipad-pro-13-m4", 1032, 1376, 2), ("ipad-pro-12-9", 1024, 1366, 2), ("ipad-pro-12-9-gen2", 1024, 1366, 2),
    ("ipad-pro-11-m4", 834, 1210, 2), ("ipad-pro-11", 834, 1194, 2), ("ipad-pro-10-5", 834, 1112, 2),
    ("ipad-pro-9-7", 768, 1024, 2), ("ipad-air-13", 1024, 1366, 2), ("ipad-air-11", 820, 1180, 2),
    ("ipad-air-10-9", 820, 1180, 2), ("ipad-air-10-5", 834, 1112, 2), ("ipad-air-9-7", 768, 1024, 2),
    ("ipad-11-a16", 820, 1180, 2), ("ipad-10", 820, 1180, 2), ("ipad-10-2", 810, 1080, 2), ("ipad-9-7", 768, 1024, 2),
    ("ipad-mini-8-3", 744, 1133, 2), ("ipad-mini-7-9", 768, 1024, 2),
    ("iphone-17-pro-max", 440, 956, 3), ("iphone-17-pro", 402, 874, 3), ("iphone-air", 420, 912, 3),
    ("iphone-17", 402, 874, 3), ("iphone-16-pro-max", 440, 956, 3), ("iphone-16-pro", 402, 874, 3),
    ("iphone-16-plus", 430, 932, 3), ("iphone-16", 393, 852, 3), ("iphone-16e", 390, 844, 3),
    ("iphone-15-pro-max", 430, 932, 3), ("iphone-15-plus", 430, 932, 3), ("iphone-14-pro-max", 430, 932, 3),
    ("iphone-15-pro", 393, 852, 3), ("iphone-15", 393, 852, 3), ("iphone-14-pro", 393, 852, 3),
    ("iphone-14-plus", 428, 926, 3), ("iphone-13-pro-max", 428, 926, 3), ("iphone-12-pro-max", 428, 926, 3),
    ("iphone-14", 390, 844, 3), ("iphone-13-pro", 390, 844, 3), ("iphone-13", 390, 844, 3),
    ("iphone-12-pro", 390, 844, 3), ("iphone-12", 390, 844, 3),
    ("iphone-13-mini", 375, 812, 3), ("iphone-12-mini", 375, 812, 3),
    ("iphone-11-pro-max", 414, 896, 3), ("iphone-xs-max", 414, 896, 3), ("iphone-11", 414, 896, 2),
    ("iphone-xr", 414, 896, 2), ("iphone-11-pro", 375, 812, 3), ("iphone-xs", 375, 812, 3), ("iphone-x", 375, 812, 3),
    ("iphone-8-plus", 414, 736, 3), ("iphone-7-plus", 414, 736, 3), ("iphone-6s-plus", 414, 736, 3),
    ("iphone-6-plus", 414, 736, 3), ("iphone-8", 375, 667, 2), ("iphone-7", 375, 667, 2), ("iphone-6s", 375, 667, 2),
    ("iphone-6", 375, 667, 2), ("iphone-se-2", 375, 667, 2), ("iphone-se-3", 375, 667, 2),
    ("iphone-se-1", 320, 568, 2), ("ipod-touch-7", 320, 568, 2),
]

@Test(arguments: expectedSizes.map { $0.0 })
func deviceSizeInPoints(_ id: String) throws {
    let expected = try #require(expectedSizes.first { $0.0 == id })
    let device = try DeviceCatalog().device(named: id)
    #expect(device.size == ScreenSize(width: expected.1, height: expected.2))
    #expect(device.scale == expected.3)
    // Landscape is the same screen turned.
    #expect(device.screenSize(.landscape) == ScreenSize(width: expected.2, height: expected.1))
}

@Test func everyIPhoneAndIPadIsCovered() {
    let tested = Set(expectedSizes.map(\.0))
    let phonesAndPads = DeviceCatalog().devices.filter { $0.family == .iPhone || $0.family == .iPad }.map(\.id)
    #expect(Set(phonesAndPads) == tested)
}

@Test func tvSafeZone() throws {
    // tvOS HIG safe zone: 60 px top/bottom, 80 px left/right on a 1920×1080 screen (issue 3 "Must show").
    for id in ["apple-tv-hd", "apple-tv-4k"] {
        let tv = try DeviceCatalog().device(named: id)
        #expect(tv.size == ScreenSize(width: 1920, height: 1080))
        #expect(tv.safeArea(.landscape) == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
        #expect(tv.orientations == [.landscape])
    }
    // In pixels on the 4K box (@2x) the zone is 120/160 px: the 60/80 figure is for the 1080p frame.
    let hd = try DeviceCatalog().device(named: "apple-tv-hd")
    #expect(hd.safeArea(.landscape).top * hd.scale == 60)
    #expect(hd.safeArea(.landscape).left * hd.scale == 80)
}

@Test func watchesCarryCaseSize() throws {
    let catalog = DeviceCatalog()
    #expect(try catalog.device(named: "apple-watch-38mm").size == ScreenSize(width: 136, height: 170))
    #expect(try catalog.device(named: "apple-watch-42mm").size == ScreenSize(width: 156, height: 195))
    #expect(try catalog.device(named: "apple-watch-45mm").watchCaseMillimetres == 45)
}
