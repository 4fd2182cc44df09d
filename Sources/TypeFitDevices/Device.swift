/// The kind of Apple device: each kind has its own bars, margins and Dynamic Type table.
public enum DeviceFamily: String, Codable, Sendable, CaseIterable {
    case iPhone = "iphone", iPad = "ipad", watch, tv
}

/// iPad Split View and Slide Over window widths before iPadOS 26 (apple-facts §6). Split View windows are as
/// tall as the screen; Slide Over windows have their own size.
public struct Multitasking: Codable, Sendable, Equatable {
    public var landscapeThird: Double
    public var landscapeHalf: Double
    public var landscapeTwoThirds: Double
    public var portraitThird: Double
    public var portraitTwoThirds: Double
    public var slideOverLandscape: ScreenSize
    public var slideOverPortrait: ScreenSize
    /// Landscape 1/2 is regular width on 12.9"/13" iPads, compact on all smaller ones (apple-facts §6).
    public var landscapeHalfIsRegular: Bool

    public init(landscapeThird: Double, landscapeHalf: Double, landscapeTwoThirds: Double, portraitThird: Double,
                portraitTwoThirds: Double, slideOverLandscape: ScreenSize, slideOverPortrait: ScreenSize,
                landscapeHalfIsRegular: Bool) {
        self.landscapeThird = landscapeThird
        self.landscapeHalf = landscapeHalf
        self.landscapeTwoThirds = landscapeTwoThirds
        self.portraitThird = portraitThird
        self.portraitTwoThirds = portraitTwoThirds
        self.slideOverLandscape = slideOverLandscape
        self.slideOverPortrait = slideOverPortrait
        self.landscapeHalfIsRegular = landscapeHalfIsRegular
    }
}

/// How far each group of figures of a device can be trusted, with the apple-facts section it comes from.
public struct DeviceConfidence: Codable, Sendable, Equatable {
    public var size: GeometryConfidence
    public var safeArea: GeometryConfidence
    /// nil when the device has no Split View / Slide Over.
    public var multitasking: GeometryConfidence?

    public init(size: GeometryConfidence, safeArea: GeometryConfidence, multitasking: GeometryConfidence? = nil) {
        self.size = size
        self.safeArea = safeArea
        self.multitasking = multitasking
    }

    /// The weakest grade of the device's figures.
    public var overall: GeometryConfidence { [size, safeArea, multitasking ?? .a].max() ?? .c }
}

/// One device model: screen, scale, safe areas, and (on iPad) multitasking windows.
public struct Device: Codable, Sendable, Equatable, Identifiable {
    /// Stable lowercase name used on the command line and in configuration (`iphone-se-1`).
    public var id: String
    public var name: String
    public var family: DeviceFamily
    public var year: Int
    /// Size in points in the device's natural orientation: portrait for iPhone, iPad and Watch; landscape for TV.
    public var size: ScreenSize
    /// UIKit scale factor (`UIScreen.scale`).
    public var scale: Double
    /// `UIScreen.nativeScale` where it differs from `scale` (12/13 mini, Plus models).
    public var nativeScale: Double?
    /// Window safe-area insets with no bars, per orientation (apple-facts §5).
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Home-button devices have no home indicator; their bottom safe area is 0.
    public var hasHomeButton: Bool
    public var multitasking: Multitasking?
    /// Apple Watch case size; decides the default content size category (apple-facts §1.2).
    public var watchCaseMillimetres: Int?
    public var confidence: DeviceConfidence
    /// Sources and caveats, each citing an apple-facts section.
    public var notes: [String]

    public init(id: String, name: String, family: DeviceFamily, year: Int, size: ScreenSize, scale: Double,
                nativeScale: Double? = nil, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                hasHomeButton: Bool, multitasking: Multitasking? = nil, watchCaseMillimetres: Int? = nil,
                confidence: DeviceConfidence, notes: [String] = []) {
        self.id = id
        self.name = name
        self.family = family
        self.year = year
        self.size = size
        self.scale = scale
        self.nativeScale = nativeScale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.hasHomeButton = hasHomeButton
        self.multitasking = multitasking
        self.watchCaseMillimetres = watchCaseMillimetres
        self.confidence = confidence
        self.notes = notes
    }

    /// Orientations the device's apps can run in: TV is landscape only, Watch portrait only.
    public var orientations: [Orientation] {
        switch family {
        case .iPhone, .iPad: [.portrait, .landscape]
        case .watch: [.portrait]
        case .tv: [.landscape]
        }
    }

    /// Screen size in points in an orientation (TV and Watch ignore it).
    public func screenSize(_ orientation: Orientation) -> ScreenSize {
        switch family {
        case .iPhone, .iPad: orientation == .portrait ? size : size.swapped
        case .watch, .tv: size
        }
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        switch family {
        case .iPhone, .iPad: orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        case .watch: portraitSafeArea
        case .tv: landscapeSafeArea
        }
    }

    /// Full-screen size classes (apple-facts §7, "Size classes"): iPads regular/regular; iPhones portrait
    /// compact/regular; landscape regular/compact when the portrait width is ≥ 414 pt, else compact/compact.
    public func fullScreenSizeClasses(_ orientation: Orientation) -> SizeClasses {
        switch family {
        case .iPad, .tv: SizeClasses(.regular, .regular)
        case .watch: SizeClasses(.compact, .compact)
        case .iPhone:
            if orientation == .portrait { SizeClasses(.compact, .regular) }
            else { SizeClasses(size.width >= 414 ? .regular : .compact, .compact) }
        }
    }
}
