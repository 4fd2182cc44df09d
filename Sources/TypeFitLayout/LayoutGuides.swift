import TypeFitDevices
import TypeFitDynamicType

/// The guides of a view controller's root view in one environment (all rects in window coordinates).
public struct LayoutGuides: Codable, Sendable, Equatable {
    public var deviceId: String
    public var orientation: Orientation
    public var window: String
    public var category: ContentSizeCategory
    public var direction: LayoutDirection
    public var sizeClasses: SizeClasses
    /// The window (its own coordinate space: origin 0,0).
    public var bounds: LayoutRect
    /// Safe-area insets including bars.
    public var safeAreaInsets: EdgeInsets
    public var safeArea: LayoutRect
    /// Root view layout margins (safe area + system minimum when `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginInsets: EdgeInsets
    public var directionalLayoutMargins: DirectionalInsets
    public var margins: LayoutRect
    /// The system minimum leading/trailing margin used (16 compact, 20 regular; §4).
    public var systemMinimumMargin: Double
    /// Readable content guide: min(margins width, readable width for the category), centred in the margins.
    public var readable: LayoutRect
    /// The category's readable width before it is limited by the margins.
    public var readableWidthLimit: Double
    public var bars: BarHeights
    /// Weakest grade of the figures used.
    public var confidence: GeometryConfidence

    /// The height each bar takes from the window, in points (0 where there is none).
    public struct BarHeights: Codable, Sendable, Equatable {
        public var statusBarOrSensor: Double
        public var navigationBar: Double
        public var tabBar: Double
        public var toolbar: Double
        public var homeIndicator: Double
    }
}

/// Computes guides and element frames. Stateless; options carry the uncertain constants.
///
///     let engine = LayoutEngine()
///     let env = LayoutEnvironment(device: try DeviceCatalog().device(named: "iphone-se-1"))
///     let frame = try engine.frame(for: ElementSpec(.label), in: env)   // width 288
public struct LayoutEngine: Sendable {
    public var options: LayoutOptions

    public init(options: LayoutOptions = LayoutOptions()) { self.options = options }

    public func guides(for environment: LayoutEnvironment) throws -> LayoutGuides {
        let device = environment.device
        let window = try device.window(environment.orientation, environment.window, rules: options.windowRules)
        let classes = window.sizeClasses
        let bounds = LayoutRect(x: 0, y: 0, width: window.size.width, height: window.size.height)

        var navigation = 0.0
        switch environment.bars.navigationBar {
        case .none: break
        case .inline: navigation = BarMetrics.navigationBar(device.family, classes.vertical)
        case .large:
            navigation = BarMetrics.navigationBar(device.family, classes.vertical)
                + (classes.vertical == .compact ? 0 : BarMetrics.largeTitleExtra)
        }
        let tab = environment.bars.tabBar ? BarMetrics.tabBar(device.family, classes.vertical) : 0
        let tool = environment.bars.toolbar ? BarMetrics.toolbar(device.family, classes.vertical) : 0

        var safe = window.safeArea
        // On TV the insets are the overscan safe zone, not a status bar or home indicator.
        let isTouchDevice = device.family == .iPhone || device.family == .iPad
        let statusTop = isTouchDevice ? safe.top : 0
        let homeIndicator = isTouchDevice ? safe.bottom : 0
        safe.top += navigation
        safe.bottom += tab + tool
        let safeRect = bounds.inset(by: safe)

        let minimum: Double
        switch device.family {
        case .iPhone, .iPad: minimum = classes.horizontal == .compact ? options.compactMargin : options.regularMargin
        // Watch apps run to the bezel; the TV safe zone already is the margin (assumptions, grade C).
        case .watch, .tv: minimum = 0
        }
        let marginInsets: EdgeInsets = options.insetsLayoutMarginsFromSafeArea
            ? EdgeInsets(top: safe.top, left: safe.left + minimum, bottom: safe.bottom, right: safe.right + minimum)
            : EdgeInsets(left: minimum, right: minimum)
        let margins = bounds.inset(by: marginInsets)

        let limit = ReadableWidth.width(for: environment.category, overrides: options.readableWidths)
        let readableWidth = min(margins.width, limit)
        let readable = LayoutRect(x: margins.midX - readableWidth / 2, y: margins.y, width: readableWidth,
                                  height: margins.height)

        var grade = window.confidence
        if readableWidth < margins.width,
           ReadableWidth.confidence(for: environment.category, overrides: options.readableWidths) == .c {
            grade = .c
        }
        return LayoutGuides(
            deviceId: device.id, orientation: window.orientation, window: window.mode, category: environment.category,
            direction: environment.direction, sizeClasses: classes, bounds: bounds, safeAreaInsets: safe,
            safeArea: safeRect, layoutMarginInsets: marginInsets,
            directionalLayoutMargins: DirectionalInsets(marginInsets, environment.direction), margins: margins,
            systemMinimumMargin: minimum, readable: readable, readableWidthLimit: limit,
            bars: .init(statusBarOrSensor: statusTop, navigationBar: navigation, tabBar: tab, toolbar: tool,
                        homeIndicator: homeIndicator),
            confidence: grade)
    }
}
