import TypeFitDevices
import TypeFitDynamicType
import TypeFitLayout

/// The numbers of one element in one environment that rules read. Environments with equal
/// geometry (most devices share widths) are measured once: this is the key they are grouped by.
package struct CellGeometry: Sendable, Hashable {
    package var category: ContentSizeCategory
    package var pointSize: Double
    /// The box width the text wraps in; nil for intrinsic (text-sized) elements.
    package var width: Double?
    /// The room the text could take at most (the box width, or the margins for intrinsic elements),
    /// less the control's horizontal `contentInsets`.
    package var available: Double
    /// 0: unlimited.
    package var lineLimit: Int
    /// A fixed box height, if any.
    package var height: Double?
    package var contentInsets: EdgeInsets
    /// The sizes a control's tap area is judged against; nil for plain text and bar items.
    package var hitTarget: HitTarget?
    /// The readable content guide's width when the window is regular width and the box is wider
    /// than it (the only case `readable-width` looks at).
    package var readableWidth: Double?
    /// Room between the safe area's edges left to an intrinsic element's text.
    package var safeAreaRoom: Double
    /// A height the element never goes under whatever its text (table rows: 44 pt).
    package var minimumHeight: Double?
    /// The smallest scale a one-line text shrinks to before it is cut (`minimumScaleFactor`).
    package var minimumScale: Double?
    package var isControl: Bool { hitTarget != nil }

    package init(category: ContentSizeCategory, pointSize: Double, width: Double?, available: Double, lineLimit: Int,
                height: Double? = nil, contentInsets: EdgeInsets = .zero, hitTarget: HitTarget? = nil,
                readableWidth: Double? = nil, safeAreaRoom: Double, minimumHeight: Double? = nil,
                minimumScale: Double? = nil) {
        self.category = category
        self.pointSize = pointSize
        self.width = width
        self.available = available
        self.lineLimit = lineLimit
        self.height = height
        self.contentInsets = contentInsets
        self.hitTarget = hitTarget
        self.readableWidth = readableWidth
        self.safeAreaRoom = safeAreaRoom
        self.minimumHeight = minimumHeight
        self.minimumScale = minimumScale
    }

    /// Points one line of text may take: the box (or, for a text-sized element, the room it may
    /// grow into), over the smallest scale a one-line text shrinks to before it is cut — the
    /// width `FitProblem.of` holds a line to.
    package var lineWidth: Double {
        let box = width ?? available
        guard lineLimit == 1, let scale = minimumScale, scale > 0, scale < 1 else { return box }
        return box / scale
    }

    /// The width text wraps at: the box, or for intrinsic multi-line text the room it has.
    /// Single-line text never wraps.
    package var wrapWidth: Double? {
        lineLimit == 1 ? nil : (width ?? available)
    }
}

extension EdgeInsets {
    var horizontal: Double { left + right }
    var vertical: Double { top + bottom }
}
