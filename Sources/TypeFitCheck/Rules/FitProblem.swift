import TypeFitCore
import TypeFitDiagnostics

/// Whether a text fits its element, and if not, how: the one judgement `clipped`,
/// `truncated-width` and `locale-overflow` share, so they can never disagree about a cell.
package enum FitProblem: Sendable, Equatable {
    /// Needs more lines than the element shows.
    case tooManyLines(needed: Int, allowed: Int, extraHeight: Double)
    /// Single-line text wider than its box.
    case tooWide(width: Double, available: Double)
    /// Single-line text that shrinks to fit (`minimumScaleFactor`) and is still wider than its box
    /// at the smallest scale it may take: `width` is its natural width.
    case tooWideAtMinimumScale(width: Double, scale: Double, available: Double)
    /// Taller than a fixed-height box.
    case tooTall(height: Double, available: Double)

    /// Points (or line heights) past the limit.
    package var overflow: Double {
        switch self {
        case .tooManyLines(_, _, let extra): extra
        case .tooWide(let width, let available): width - available
        case .tooWideAtMinimumScale(let width, let scale, let available): width * scale - available
        case .tooTall(let height, let available): height - available
        }
    }

    /// Widths and heights are compared with this tolerance: a thousandth of a point is not a cut.
    static let epsilon = 0.001

    /// The first problem of `layout` in `geometry`, nil when it fits.
    package static func of(_ layout: TextLayout, naturalWidth: Double, in geometry: CellGeometry) -> FitProblem? {
        let limit = geometry.lineLimit
        if limit > 0, layout.lines > limit {
            let extra = layout.lineHeights.dropFirst(limit).reduce(0, +)
            return .tooManyLines(needed: layout.lines, allowed: limit, extraHeight: extra)
        }
        if limit == 1, let width = geometry.width, naturalWidth > width + epsilon {
            // A text that may shrink is cut only when even its smallest scale does not fit.
            guard let scale = geometry.minimumScale, scale < 1 else { return .tooWide(width: naturalWidth, available: width) }
            if naturalWidth * scale > width + epsilon {
                return .tooWideAtMinimumScale(width: naturalWidth, scale: scale, available: width)
            }
        }
        if let height = geometry.height {
            let shown = layout.lineHeights.prefix(limit > 0 ? limit : Int.max)
            let needed = shown.reduce(0, +) + geometry.contentInsets.vertical
            if needed > height + epsilon { return .tooTall(height: needed, available: height) }
        }
        return nil
    }

    var measured: Figures {
        switch self {
        case .tooManyLines(let needed, _, _): Figures(lines: needed)
        case .tooWide(let width, _): Figures(width: width)
        case .tooWideAtMinimumScale(let width, let scale, _): Figures(width: width * scale)
        case .tooTall(let height, _): Figures(height: height)
        }
    }

    var available: Figures {
        switch self {
        case .tooManyLines(_, let allowed, _): Figures(lines: allowed)
        case .tooWide(_, let available), .tooWideAtMinimumScale(_, _, let available): Figures(width: available)
        case .tooTall(_, let available): Figures(height: available)
        }
    }

    /// What the text needs, with no claim that anything is cut: "needs 3 lines", "needs 116 pt on one line".
    var comparison: String {
        switch self {
        case .tooManyLines(let needed, _, _): "needs \(needed) lines"
        case .tooWide(let width, _), .tooWideAtMinimumScale(let width, _, _): "needs \(Format.points(width)) pt on one line"
        case .tooTall(let height, _): "needs \(Format.points(height)) pt of height"
        }
    }

    /// The box the text was measured in: "1-line box", "288 pt box".
    var box: String {
        switch self {
        case .tooManyLines(_, let allowed, _): "\(allowed)-line box"
        case .tooWide(_, let available), .tooWideAtMinimumScale(_, _, let available): "\(Format.points(available)) pt box"
        case .tooTall(_, let available): "\(Format.points(available)) pt box"
        }
    }

    /// "needs 3 lines, 2 shown (+22.1 pt)".
    var phrase: String {
        switch self {
        case .tooManyLines(let needed, let allowed, let extra):
            "needs \(needed) lines, \(allowed) shown (\(Format.points(extra)) pt cut off)"
        case .tooWide(let width, let available):
            "is \(Format.points(width)) pt wide in a \(Format.points(available)) pt box (\(Format.points(width - available)) pt cut off)"
        case .tooWideAtMinimumScale(let width, let scale, let available):
            "is \(Format.points(width)) pt wide in a \(Format.points(available)) pt box; at its \(Format.exactPoints(scale)) "
                + "minimum scale still \(Format.points(width * scale)) pt (\(Format.points(width * scale - available)) pt cut off)"
        case .tooTall(let height, let available):
            "is \(Format.points(height)) pt tall in a \(Format.points(available)) pt box (\(Format.points(height - available)) pt cut off)"
        }
    }
}
