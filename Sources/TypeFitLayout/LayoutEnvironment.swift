import TypeFitDevices
import TypeFitDynamicType

/// The reading direction the interface is laid out in: right-to-left locales mirror it.
public enum LayoutDirection: String, Codable, Sendable, CaseIterable {
    case ltr, rtl
}

/// Bars the screen shows; each one shrinks the safe area (apple-facts §8).
public struct BarOptions: Codable, Sendable, Equatable, Hashable {
    /// Which navigation bar, if any: none, an inline title bar, or a large-title bar.
    public enum NavigationBar: String, Codable, Sendable, CaseIterable {
        case none, inline, large
    }

    public var navigationBar: NavigationBar
    public var tabBar: Bool
    public var toolbar: Bool

    public init(navigationBar: NavigationBar = .none, tabBar: Bool = false, toolbar: Bool = false) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    public static let none = BarOptions()
}

/// One point of the check matrix: where and how the app is shown.
public struct LayoutEnvironment: Codable, Sendable, Equatable {
    public var device: Device
    public var orientation: Orientation
    public var window: WindowMode
    public var category: ContentSizeCategory
    public var direction: LayoutDirection
    public var bars: BarOptions

    public init(device: Device, orientation: Orientation = .portrait, window: WindowMode = .full,
                category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
                bars: BarOptions = .none) {
        self.device = device
        self.orientation = orientation
        self.window = window
        self.category = category
        self.direction = direction
        self.bars = bars
    }

    /// Every combination that exists: orientations a device supports, window modes only on iPad (full
    /// elsewhere; iPad portrait has no 1/2 split), categories the device's platform has (a watch has
    /// no Medium and no AX4–AX5) and directions as given.
    /// `familyOrientations` narrows `orientations` for a kind of device (the app's Info.plist).
    public static func matrix(devices: [Device], orientations: [Orientation] = Orientation.allCases,
                              familyOrientations: [DeviceFamily: [Orientation]] = [:],
                              windows: [WindowMode] = [.full],
                              categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
                              directions: [LayoutDirection] = [.ltr], bars: BarOptions = .none,
                              rules: WindowRules = WindowRules()) -> [LayoutEnvironment] {
        var result: [LayoutEnvironment] = []
        for device in devices {
            for orientation in orientations where device.orientations.contains(orientation)
                && familyOrientations[device.family].map({ $0.contains(orientation) }) ?? true {
                for window in windows where (try? device.window(orientation, window, rules: rules)) != nil {
                    for category in categories where device.family.typePlatform.hasCategory(category) {
                        for direction in directions {
                            result.append(LayoutEnvironment(device: device, orientation: orientation, window: window,
                                                            category: category, direction: direction, bars: bars))
                        }
                    }
                }
            }
        }
        return result
    }
}

/// Layout knobs whose Apple values are uncertain or app-specific; every default cites apple-facts.
public struct LayoutOptions: Codable, Sendable, Equatable {
    /// Root view system minimum leading/trailing margin in a compact-width window: 16 (§4).
    public var compactMargin: Double
    /// …and in a regular-width window: 20 (§4). ⚠ §4: iPhone 11 landscape was measured 64 = 48 + 16 although
    /// it is regular width, and 390-pt phones were reported with both 16 and 20 — override after measuring.
    public var regularMargin: Double
    /// Default margins of an ordinary (non-root) view: 8 pt each side (§4).
    public var subviewMargin: Double
    /// UIKit default `insetsLayoutMarginsFromSafeArea = true`: margins are added to the safe area (§4).
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Readable width per category; nil entries use `ReadableWidth` defaults.
    public var readableWidths: [ContentSizeCategory: Double]
    /// Free-form window rules (regular-width threshold, minimum width).
    public var windowRules: WindowRules

    public init(compactMargin: Double = 16, regularMargin: Double = 20, subviewMargin: Double = 8,
                insetsLayoutMarginsFromSafeArea: Bool = true, readableWidths: [ContentSizeCategory: Double] = [:],
                windowRules: WindowRules = WindowRules()) {
        self.compactMargin = compactMargin
        self.regularMargin = regularMargin
        self.subviewMargin = subviewMargin
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.readableWidths = readableWidths
        self.windowRules = windowRules
    }
}

extension DeviceFamily {
    /// Whose text-style table the device's text follows: a watch's is watchOS's, not iOS's.
    public var typePlatform: ApplePlatform {
        switch self {
        case .iPhone, .iPad: .ios
        case .watch: .watchos
        case .tv: .tvos
        }
    }
}

extension ApplePlatform {
    /// Whether the platform offers a content size category; tvOS and macOS have no Dynamic Type and
    /// take every category as their one size.
    func hasCategory(_ category: ContentSizeCategory) -> Bool {
        let offered = DynamicTypeTable.categories(for: self)
        return offered.isEmpty || offered.contains(category)
    }
}
