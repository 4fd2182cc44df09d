import TypeFitDevices

/// Bar heights, pre-iOS 26 UIKit (apple-facts §8, grade B; no measured iOS 26 "Liquid Glass" heights exist).
package enum BarMetrics {
    /// Navigation bar: 44 on iPhone, 32 in compact height (iPhone landscape), 50 on iPad (iOS 12+).
    package static func navigationBar(_ family: DeviceFamily, _ vertical: SizeClass) -> Double {
        family == .iPad ? 50 : (vertical == .compact ? 32 : 44)
    }

    /// Large titles add 52 pt below the bar; they are not shown in compact height (iPhone landscape).
    package static let largeTitleExtra: Double = 52

    /// Tab bar: 49 on iPhone, 32 in compact height, 50 on iPad (iOS 12+); sits above the home indicator.
    package static func tabBar(_ family: DeviceFamily, _ vertical: SizeClass) -> Double {
        family == .iPad ? 50 : (vertical == .compact ? 32 : 49)
    }

    /// Toolbar: 44 on iPhone (grade C), 50 on iPad; iPhone landscape value not found — 32 assumed like the
    /// navigation bar (grade C).
    package static func toolbar(_ family: DeviceFamily, _ vertical: SizeClass) -> Double {
        family == .iPad ? 50 : (vertical == .compact ? 32 : 44)
    }

    /// The default (recommended) control size on iOS/iPadOS/watchOS: 44×44 pt; tvOS 66×66 (apple-facts §8,
    /// HIG Accessibility "Default control size", A). UIKit does not enforce it.
    package static func recommendedHitTarget(_ family: DeviceFamily) -> ScreenSize {
        family == .tv ? ScreenSize(width: 66, height: 66) : ScreenSize(width: 44, height: 44)
    }

    /// The minimum control size the HIG states: 28×28 pt on iOS/iPadOS/watchOS, 56×56 on tvOS (apple-facts §8,
    /// HIG Accessibility "Minimum control size", A).
    package static func minimumHitTarget(_ family: DeviceFamily) -> ScreenSize {
        family == .tv ? ScreenSize(width: 56, height: 56) : ScreenSize(width: 28, height: 28)
    }
}
