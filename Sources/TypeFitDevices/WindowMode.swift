import Foundation
import TypeFitDiagnostics

/// How much of the screen the app's window has.
public enum WindowMode: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    case full
    /// iPad Split View fractions and Slide Over (apple-facts §6, pre-iPadOS 26).
    case third, half, twoThirds, slideOver
    /// A free-form window of this width in points, full height (iPadOS 26 resizable windows).
    case width(Double)

    public static let splitModes: [WindowMode] = [.third, .half, .twoThirds, .slideOver]

    /// The command-line spelling: `full`, `third`, `half`, `two-thirds`, `slide-over`, `700pt`.
    public var description: String {
        switch self {
        case .full: "full"
        case .third: "third"
        case .half: "half"
        case .twoThirds: "two-thirds"
        case .slideOver: "slide-over"
        case .width(let points): "\(Format.exactPoints(points))pt"
        }
    }

    /// The spellings `init(parsing:)` understands, for messages that list them.
    public static let spellings = ["full", "third", "half", "two-thirds", "slide-over", "<points>pt"]

    /// Parses the command-line spelling (also `1/3`, `1/2`, `2/3`, `700`). Returns nil when not understood.
    public init?(parsing text: String) {
        let key = text.lowercased().trimmingCharacters(in: .whitespaces)
        switch key {
        case "full", "fullscreen", "full-screen": self = .full
        case "third", "1/3", "one-third": self = .third
        case "half", "1/2": self = .half
        case "two-thirds", "twothirds", "2/3": self = .twoThirds
        case "slide-over", "slideover": self = .slideOver
        default:
            let number = key.hasSuffix("pt") ? String(key.dropLast(2)) : key
            guard let points = Double(number), points.isFinite, points > 0 else { return nil }
            self = .width(points)
        }
    }
}

/// The app's window in one orientation and window mode.
public struct WindowGeometry: Codable, Sendable, Equatable {
    public var mode: String
    public var orientation: Orientation
    public var size: ScreenSize
    public var sizeClasses: SizeClasses
    /// Window safe-area insets with no bars.
    public var safeArea: EdgeInsets
    public var confidence: GeometryConfidence
}

/// Rules for windows that no table lists (free-form widths). Both values are derived, grade C, overridable.
public struct WindowRules: Codable, Sendable, Equatable {
    /// Narrowest width that is regular. apple-facts §6: the widest compact split is 639 pt (12.9" portrait 2/3),
    /// the narrowest regular one 678 pt (12.9" landscape 1/2); 678 is the smallest threshold matching every row.
    public var regularWidthThreshold: Double
    /// Narrowest free-form window (the Split View/Slide Over minimum, 320 pt, §6).
    public var minimumWindowWidth: Double

    public init(regularWidthThreshold: Double = 678, minimumWindowWidth: Double = 320) {
        self.regularWidthThreshold = regularWidthThreshold
        self.minimumWindowWidth = minimumWindowWidth
    }
}

/// A window a device does not have (an iPhone in Split View, an iPad portrait 1/2 split), or a
/// free-form width it cannot take.
public struct WindowModeError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

extension Device {
    /// The window for a mode. iPhones, Watch and TV only have `.full`; iPad portrait has no 1/2 split.
    public func window(_ orientation: Orientation, _ mode: WindowMode = .full,
                       rules: WindowRules = WindowRules()) throws -> WindowGeometry {
        let orientation = orientations.contains(orientation) ? orientation : (orientations.first ?? .portrait)
        let screen = screenSize(orientation)
        let fullSafe = safeArea(orientation)
        func geometry(_ size: ScreenSize, _ classes: SizeClasses, _ safe: EdgeInsets,
                      _ confidence: GeometryConfidence) -> WindowGeometry {
            WindowGeometry(mode: mode.description, orientation: orientation, size: size, sizeClasses: classes,
                           safeArea: safe, confidence: confidence)
        }
        if mode == .full {
            return geometry(screen, fullScreenSizeClasses(orientation), fullSafe,
                            max(confidence.size, confidence.safeArea))
        }
        guard family == .iPad else {
            throw WindowModeError(description: "\(name) has only full-screen windows; '\(mode)' needs an iPad")
        }
        // A split window still reaches the status bar and the home indicator, but no side edge has an inset.
        let splitSafe = EdgeInsets(top: fullSafe.top, bottom: fullSafe.bottom)
        if case .width(let width) = mode {
            guard width >= rules.minimumWindowWidth, width <= screen.width else {
                throw WindowModeError(description: "window width \(Format.exactPoints(width)) pt is outside "
                    + "\(Format.exactPoints(rules.minimumWindowWidth))…\(Format.exactPoints(screen.width)) pt for \(name) "
                    + "in \(orientation.rawValue)")
            }
            let horizontal: SizeClass = width >= rules.regularWidthThreshold ? .regular : .compact
            return geometry(ScreenSize(width: width, height: screen.height), SizeClasses(horizontal, .regular),
                            splitSafe, .c)
        }
        guard let split = multitasking else {
            throw WindowModeError(description: "\(name) has no Split View or Slide Over data")
        }
        let grade = confidence.multitasking ?? .c
        let compact = SizeClasses(.compact, .regular)
        switch (mode, orientation) {
        case (.third, .landscape):
            return geometry(ScreenSize(width: split.landscapeThird, height: screen.height), compact, splitSafe, grade)
        case (.half, .landscape):
            let classes = split.landscapeHalfIsRegular ? SizeClasses(.regular, .regular) : compact
            return geometry(ScreenSize(width: split.landscapeHalf, height: screen.height), classes, splitSafe, grade)
        case (.twoThirds, .landscape):
            return geometry(ScreenSize(width: split.landscapeTwoThirds, height: screen.height),
                            SizeClasses(.regular, .regular), splitSafe, grade)
        case (.third, .portrait):
            return geometry(ScreenSize(width: split.portraitThird, height: screen.height), compact, splitSafe, grade)
        case (.twoThirds, .portrait):
            return geometry(ScreenSize(width: split.portraitTwoThirds, height: screen.height), compact, splitSafe,
                            grade)
        case (.half, .portrait):
            throw WindowModeError(description: "Split View has no 1/2 width in portrait (apple-facts §6); "
                + "use third, two-thirds or a width such as \(Format.exactPoints((screen.width / 2).rounded(.down)))pt")
        case (.slideOver, _):
            // Slide Over floats clear of the status bar and home indicator: no insets (assumed, grade C).
            let size = orientation == .landscape ? split.slideOverLandscape : split.slideOverPortrait
            return geometry(size, compact, .zero, .c)
        default:
            return geometry(screen, fullScreenSizeClasses(orientation), fullSafe, grade)
        }
    }

    /// Free-form window widths to sweep on iPadOS 26 (no fixed splits): from the minimum width in `step`
    /// increments, plus the pre-26 split widths and the full width, sorted and without duplicates.
    public func freeFormWidths(_ orientation: Orientation, step: Double = 40,
                               rules: WindowRules = WindowRules()) -> [Double] {
        let full = screenSize(orientation).width
        guard family == .iPad, step > 0 else { return [full] }
        var widths = Set<Double>()
        var width = rules.minimumWindowWidth
        while width < full {
            widths.insert(width)
            width += step
        }
        widths.insert(full)
        if let split = multitasking {
            let known = orientation == .landscape
                ? [split.landscapeThird, split.landscapeHalf, split.landscapeTwoThirds]
                : [split.portraitThird, split.portraitTwoThirds]
            widths.formUnion(known.filter { $0 >= rules.minimumWindowWidth && $0 <= full })
        }
        return widths.sorted()
    }
}
