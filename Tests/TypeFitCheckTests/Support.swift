import Foundation
import TypeFitCheck
import TypeFitCore
import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocale
import TypeFitTestSupport

enum Fixtures {
    /// The test font first, then the default stack (TypeFitTestSupport's `TestFont` documents its widths).
    static func engine() throws -> TextEngine { try TestFont.engine() }
}

/// A cell as the engine builds it: the text laid out at the geometry's wrap width with no line
/// limit, its one-line width, and the source's when given.
func cell(_ text: String, _ geometry: CellGeometry, source: String? = nil, engine: TextEngine) throws -> Cell {
    func measure(_ text: String) throws -> (TextLayout, Double) {
        let prepared = try engine.prepare(text)
        return (try prepared.layout(size: geometry.pointSize, width: geometry.wrapWidth),
                try prepared.layout(size: geometry.pointSize).width)
    }
    let (layout, natural) = try measure(text)
    guard let source else { return Cell(geometry: geometry, text: layout, naturalWidth: natural) }
    let (sourceLayout, sourceNatural) = try measure(source)
    return Cell(geometry: geometry, text: layout, naturalWidth: natural, source: sourceLayout,
                sourceNaturalWidth: sourceNatural)
}

func geometry(width: Double?, lines: Int, size: Double = 10, available: Double? = nil, height: Double? = nil,
              insets: EdgeInsets = .zero, control: Bool = false, readable: Double? = nil,
              safeAreaRoom: Double = 1000) -> CellGeometry {
    CellGeometry(category: .large, pointSize: size, width: width, available: available ?? width ?? 1000, lineLimit: lines,
                 height: height, contentInsets: insets, hitTarget: control ? HitTarget(recommended: ScreenSize(width: 44, height: 44), minimum: ScreenSize(width: 28, height: 28)) : nil,
                 readableWidth: readable, safeAreaRoom: safeAreaRoom)
}
