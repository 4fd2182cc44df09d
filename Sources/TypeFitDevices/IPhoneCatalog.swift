import TypeFitDiagnostics

/// Every iPhone in apple-facts §7 (screen sizes, HIG Layout, grade A unless noted) with safe areas from §5.
enum IPhoneCatalog {
    /// Home-button iPhones: 20-pt status bar in portrait, nothing in landscape (§5, grade A/B → B).
    private static func homeButton(_ id: String, _ name: String, _ year: Int, _ width: Double, _ height: Double,
                                   scale: Double, nativeScale: Double? = nil) -> Device {
        Device(id: id, name: name, family: .iPhone, year: year, size: ScreenSize(width: width, height: height),
               scale: scale, nativeScale: nativeScale, portraitSafeArea: EdgeInsets(top: 20),
               landscapeSafeArea: .zero, hasHomeButton: true, confidence: DeviceConfidence(size: .a, safeArea: .b),
               notes: ["size: apple-facts §7", "safe area: status bar 20 pt, §5"])
    }

    /// Notch / Dynamic Island iPhones: portrait top = sensor inset, bottom 34; landscape the inset on both
    /// sides, bottom 21, no status bar (§5).
    private static func allScreen(_ id: String, _ name: String, _ year: Int, _ width: Double, _ height: Double,
                                  scale: Double = 3, nativeScale: Double? = nil, top: Double,
                                  size: GeometryConfidence = .a, safe: GeometryConfidence,
                                  notes: [String] = []) -> Device {
        Device(id: id, name: name, family: .iPhone, year: year, size: ScreenSize(width: width, height: height),
               scale: scale, nativeScale: nativeScale, portraitSafeArea: EdgeInsets(top: top, bottom: 34),
               landscapeSafeArea: EdgeInsets(left: top, bottom: 21, right: top), hasHomeButton: false,
               confidence: DeviceConfidence(size: size, safeArea: safe),
               notes: ["size: apple-facts §7",
                       "safe area: \(Format.exactPoints(top))/34, landscape \(Format.exactPoints(top))/21, §5"]
                + notes)
    }

    static let devices: [Device] = [
        homeButton("iphone-se-1", "iPhone SE (1st generation)", 2016, 320, 568, scale: 2),
        homeButton("ipod-touch-7", "iPod touch (7th generation)", 2019, 320, 568, scale: 2),
        homeButton("iphone-6", "iPhone 6", 2014, 375, 667, scale: 2),
        homeButton("iphone-6s", "iPhone 6s", 2015, 375, 667, scale: 2),
        homeButton("iphone-7", "iPhone 7", 2016, 375, 667, scale: 2),
        homeButton("iphone-8", "iPhone 8", 2017, 375, 667, scale: 2),
        homeButton("iphone-se-2", "iPhone SE (2nd generation)", 2020, 375, 667, scale: 2),
        homeButton("iphone-se-3", "iPhone SE (3rd generation)", 2022, 375, 667, scale: 2),
        // Plus models render 1242×2208 and downsample to 1080×1920 (§7).
        homeButton("iphone-6-plus", "iPhone 6 Plus", 2014, 414, 736, scale: 3, nativeScale: 2.608),
        homeButton("iphone-6s-plus", "iPhone 6s Plus", 2015, 414, 736, scale: 3, nativeScale: 2.608),
        homeButton("iphone-7-plus", "iPhone 7 Plus", 2016, 414, 736, scale: 3, nativeScale: 2.608),
        homeButton("iphone-8-plus", "iPhone 8 Plus", 2017, 414, 736, scale: 3, nativeScale: 2.608),

        allScreen("iphone-x", "iPhone X", 2017, 375, 812, top: 44, safe: .b),
        allScreen("iphone-xs", "iPhone XS", 2018, 375, 812, top: 44, safe: .b),
        allScreen("iphone-11-pro", "iPhone 11 Pro", 2019, 375, 812, top: 44, safe: .b),
        allScreen("iphone-xs-max", "iPhone XS Max", 2018, 414, 896, top: 44, safe: .b),
        allScreen("iphone-11-pro-max", "iPhone 11 Pro Max", 2019, 414, 896, top: 44, safe: .b),
        allScreen("iphone-xr", "iPhone XR", 2018, 414, 896, scale: 2, top: 48, safe: .b),
        allScreen("iphone-11", "iPhone 11", 2019, 414, 896, scale: 2, top: 48, safe: .b),
        // Apps see 375×812 @3x, native scale ≈ 2.88; the HIG's 360×780 is not what layout uses (§7 ⚠).
        allScreen("iphone-12-mini", "iPhone 12 mini", 2020, 375, 812, nativeScale: 2.88, top: 50, size: .b,
                  safe: .b, notes: ["HIG lists 360×780; apps lay out at 375×812 (§7 ⚠)", "DF says top 44 (§5 ⚠)"]),
        allScreen("iphone-13-mini", "iPhone 13 mini", 2021, 375, 812, nativeScale: 2.88, top: 50, size: .b,
                  safe: .b, notes: ["HIG lists 360×780; apps lay out at 375×812 (§7 ⚠)", "DF says top 47 (§5 ⚠)"]),
        allScreen("iphone-12", "iPhone 12", 2020, 390, 844, top: 47, safe: .b),
        allScreen("iphone-12-pro", "iPhone 12 Pro", 2020, 390, 844, top: 47, safe: .b),
        allScreen("iphone-13", "iPhone 13", 2021, 390, 844, top: 47, safe: .b),
        allScreen("iphone-13-pro", "iPhone 13 Pro", 2021, 390, 844, top: 47, safe: .b),
        allScreen("iphone-14", "iPhone 14", 2022, 390, 844, top: 47, safe: .b),
        allScreen("iphone-16e", "iPhone 16e", 2025, 390, 844, top: 47, safe: .b),
        allScreen("iphone-12-pro-max", "iPhone 12 Pro Max", 2020, 428, 926, top: 47, safe: .b,
                  notes: ["some sources say top 44 (§5 ⚠)"]),
        allScreen("iphone-13-pro-max", "iPhone 13 Pro Max", 2021, 428, 926, top: 47, safe: .b),
        allScreen("iphone-14-plus", "iPhone 14 Plus", 2022, 428, 926, top: 47, safe: .b),
        allScreen("iphone-14-pro", "iPhone 14 Pro", 2022, 393, 852, top: 59, safe: .b),
        allScreen("iphone-15", "iPhone 15", 2023, 393, 852, top: 59, safe: .b),
        allScreen("iphone-15-pro", "iPhone 15 Pro", 2023, 393, 852, top: 59, safe: .b),
        allScreen("iphone-16", "iPhone 16", 2024, 393, 852, top: 59, safe: .b),
        allScreen("iphone-14-pro-max", "iPhone 14 Pro Max", 2022, 430, 932, top: 59, safe: .b),
        allScreen("iphone-15-plus", "iPhone 15 Plus", 2023, 430, 932, top: 59, safe: .b),
        allScreen("iphone-15-pro-max", "iPhone 15 Pro Max", 2023, 430, 932, top: 59, safe: .b),
        allScreen("iphone-16-plus", "iPhone 16 Plus", 2024, 430, 932, top: 59, safe: .b),
        allScreen("iphone-16-pro", "iPhone 16 Pro", 2024, 402, 874, top: 62, safe: .c,
                  notes: ["safe area from a single community source (§5, grade C)"]),
        allScreen("iphone-16-pro-max", "iPhone 16 Pro Max", 2024, 440, 956, top: 62, safe: .c,
                  notes: ["safe area from a single community source (§5, grade C)"]),
        allScreen("iphone-17", "iPhone 17", 2025, 402, 874, top: 62, safe: .c,
                  notes: ["safe area NOT FOUND; assumed equal to iPhone 16 Pro (§5, unverified)"]),
        allScreen("iphone-17-pro", "iPhone 17 Pro", 2025, 402, 874, top: 62, safe: .c,
                  notes: ["safe area NOT FOUND; assumed equal to iPhone 16 Pro (§5, unverified)"]),
        allScreen("iphone-17-pro-max", "iPhone 17 Pro Max", 2025, 440, 956, top: 62, safe: .c,
                  notes: ["safe area from a single community source; its landscape figures disagree (§5, grade C)"]),
        Device(id: "iphone-air", name: "iPhone Air", family: .iPhone, year: 2025,
               size: ScreenSize(width: 420, height: 912), scale: 3,
               portraitSafeArea: EdgeInsets(top: 68, bottom: 34),
               landscapeSafeArea: EdgeInsets(top: 20, left: 68, bottom: 29, right: 68), hasHomeButton: false,
               confidence: DeviceConfidence(size: .a, safeArea: .c),
               notes: ["size: apple-facts §7", "safe area 68/34, landscape 68/29 + top 20: single source (§5, grade C)"]),
    ]
}
