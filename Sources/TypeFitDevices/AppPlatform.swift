/// A platform an app is built for, as `platforms:` in `.typefit.yml` names it. iOS and iPadOS are
/// told apart because an iOS app may target iPhone alone or iPad alone (Xcode's
/// `TARGETED_DEVICE_FAMILY`, the Info.plist's `UIDeviceFamily`): each stands for its devices.
public enum AppPlatform: String, Sendable, Codable, CaseIterable, Comparable {
    case iOS = "ios"
    case iPadOS = "ipados"
    case macOS = "macos"
    case watchOS = "watchos"
    case tvOS = "tvos"
    case visionOS = "visionos"

    /// The devices typefit lays an app of this platform out on; nil for a platform it has no
    /// geometry for (macOS windows, visionOS windows).
    public var deviceFamily: DeviceFamily? {
        switch self {
        case .iOS: .iPhone
        case .iPadOS: .iPad
        case .watchOS: .watch
        case .tvOS: .tv
        case .macOS, .visionOS: nil
        }
    }

    /// How people write it: iOS, iPadOS, macOS…
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .iPadOS: "iPadOS"
        case .macOS: "macOS"
        case .watchOS: "watchOS"
        case .tvOS: "tvOS"
        case .visionOS: "visionOS"
        }
    }

    public static func < (a: AppPlatform, b: AppPlatform) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}
