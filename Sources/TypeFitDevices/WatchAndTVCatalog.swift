/// Apple Watch and Apple TV. apple-facts has no screen sizes for them: sizes here are from public device
/// tables outside it (38/42 mm: Xamarin watchOS docs; others: ios-resolution.com) and graded C unless noted.
/// Watch safe areas are modelled as zero (apps run edge to edge, the bezel is the border).
enum WatchAndTVCatalog {
    private static func watch(_ mm: Int, _ name: String, _ year: Int, _ width: Double, _ height: Double,
                              grade: GeometryConfidence = .c) -> Device {
        Device(id: "apple-watch-\(mm)mm", name: name, family: .watch, year: year,
               size: ScreenSize(width: width, height: height), scale: 2, portraitSafeArea: .zero,
               landscapeSafeArea: .zero, hasHomeButton: false, watchCaseMillimetres: mm,
               confidence: DeviceConfidence(size: grade, safeArea: .c),
               notes: ["size: outside apple-facts", "default content size category by case size: §1.2"])
    }

    private static func tv(_ id: String, _ name: String, _ year: Int, scale: Double) -> Device {
        // tvOS HIG safe zone: 60 px top and bottom, 80 px left and right of a 1920×1080 screen; at the
        // 1920×1080-point UIKit size those are points too (brief, issue 3 "Must show").
        Device(id: id, name: name, family: .tv, year: year, size: ScreenSize(width: 1920, height: 1080),
               scale: scale, portraitSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
               landscapeSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), hasHomeButton: false,
               confidence: DeviceConfidence(size: .b, safeArea: .b),
               notes: ["tvOS safe zone 60/80 px (HIG Layout, tvOS)", "size: outside apple-facts"])
    }

    static let devices: [Device] = [
        watch(38, "Apple Watch 38 mm", 2015, 136, 170, grade: .b),
        watch(42, "Apple Watch 42 mm (Series 1–3)", 2015, 156, 195, grade: .b),
        watch(40, "Apple Watch 40 mm", 2018, 162, 197),
        watch(44, "Apple Watch 44 mm", 2018, 184, 224),
        watch(41, "Apple Watch 41 mm", 2021, 176, 215),
        watch(45, "Apple Watch 45 mm", 2021, 198, 242),
        watch(46, "Apple Watch 46 mm (Series 10 and later)", 2024, 208, 248),
        watch(49, "Apple Watch Ultra 49 mm", 2022, 205, 251),
        tv("apple-tv-hd", "Apple TV HD", 2015, scale: 1),
        tv("apple-tv-4k", "Apple TV 4K", 2017, scale: 2),
    ]
}
