/// The newest major iOS or iPadOS release each device of the catalog runs: an app whose oldest
/// supported system (its deployment target) is newer never runs there, so its screens are not
/// checked on it. From Apple's "iOS N is compatible with these devices" and "iPadOS N is
/// compatible with these devices" support pages (iOS 13, 16, 17, 26; iPadOS 16, 17, 18, 26):
///
/// - iOS 13 left out iPhone 6 and 6 Plus (their last: iOS 12);
/// - iOS 16 left out iPhone 6s, 6s Plus, 7, 7 Plus, SE (1st generation), iPod touch (7th generation) (15);
/// - iOS 17 left out iPhone 8, 8 Plus and X (16); iOS 18 left out none;
/// - iOS 26 left out iPhone XS, XS Max and XR (18);
/// - iPadOS 16 left out iPad Air 2 and iPad mini 4 (15); iPadOS 17 left out iPad (5th generation),
///   iPad Pro 9.7-inch and 12.9-inch (1st generation) (16); iPadOS 18 left out iPad (6th generation),
///   iPad Pro 10.5-inch and 12.9-inch (2nd generation) (17); iPadOS 26 left out iPad (7th generation) (18).
///
/// A catalog entry that stands for several generations of one screen runs what its newest
/// generation runs (the 10.2-inch iPad: the 8th and 9th generations run iPadOS 26). A device not
/// listed runs the current release. Apple Watch and Apple TV are not listed: typefit does not read
/// watchOS or tvOS deployment targets.
public enum SystemSupport {
    /// Device id → the newest major release it runs.
    public static let lastMajorRelease: [String: Int] = [
        "iphone-6": 12, "iphone-6-plus": 12,
        "iphone-se-1": 15, "ipod-touch-7": 15, "iphone-6s": 15, "iphone-6s-plus": 15, "iphone-7": 15, "iphone-7-plus": 15,
        "iphone-8": 16, "iphone-8-plus": 16, "iphone-x": 16,
        "iphone-xs": 18, "iphone-xs-max": 18, "iphone-xr": 18,
        // 1st generation (Air) 12, 2nd (Air 2) 15.
        "ipad-air-9-7": 15,
        "ipad-pro-9-7": 16,
        // 5th generation 16, 6th 17.
        "ipad-9-7": 17,
        // 1st generation 16, 2nd 17.
        "ipad-pro-12-9-gen2": 17,
        "ipad-pro-10-5": 17,
    ]

    /// Whether `device` runs a system of major version `major` or later.
    public static func runs(_ device: Device, major: Int) -> Bool {
        guard let last = lastMajorRelease[device.id] else { return true }
        return last >= major
    }
}
