/// A width and height in UIKit points.
public struct ScreenSize: Codable, Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var swapped: ScreenSize { ScreenSize(width: height, height: width) }
}

/// Insets in points on the physical edges (UIKit `UIEdgeInsets`). Leading/trailing are resolved by the
/// layout core, which knows the layout direction.
public struct EdgeInsets: Codable, Sendable, Equatable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// How the device is held.
public enum Orientation: String, Codable, Sendable, CaseIterable {
    case portrait, landscape
}

/// A horizontal or vertical size class (UIKit `UIUserInterfaceSizeClass`).
public enum SizeClass: String, Codable, Sendable {
    case compact, regular
}

/// Horizontal and vertical size classes (UIKit trait collection).
public struct SizeClasses: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(_ horizontal: SizeClass, _ vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var description: String { "\(horizontal.rawValue)/\(vertical.rawValue)" }
}

/// apple-facts grades: A = Apple-published and cross-checked, B = single Apple copy or agreeing third-party
/// measurement, C = third-party only, derived, or assumed (always overridable through `DeviceOverrides`).
public enum GeometryConfidence: String, Codable, Sendable, Comparable {
    case a = "A", b = "B", c = "C"

    public static func < (lhs: GeometryConfidence, rhs: GeometryConfidence) -> Bool { lhs.rawValue < rhs.rawValue }
}
