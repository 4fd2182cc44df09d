import TypeFitDevices

/// A rectangle in window coordinates (points, origin top-left, x grows to the right in both directions).
public struct LayoutRect: Codable, Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }

    func inset(by insets: EdgeInsets) -> LayoutRect {
        LayoutRect(x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
                   height: max(0, height - insets.top - insets.bottom))
    }
}

/// Insets named by reading direction (UIKit `NSDirectionalEdgeInsets`): leading is left in LTR, right in RTL.
public struct DirectionalInsets: Codable, Sendable, Equatable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(_ insets: EdgeInsets, _ direction: LayoutDirection) {
        self.init(top: insets.top, leading: direction == .ltr ? insets.left : insets.right, bottom: insets.bottom,
                  trailing: direction == .ltr ? insets.right : insets.left)
    }
}
