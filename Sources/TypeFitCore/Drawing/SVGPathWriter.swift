import CFreeType

/// Turns a FreeType outline into SVG path data (`d`), y flipped so that it draws with SVG's
/// y-down axis: font unit (x, y) becomes (x, −y). TrueType quadratic segments stay quadratic
/// (Q) and CFF cubics stay cubic (C), so the path is exactly the designed outline.
final class SVGPathWriter {
    private var data = ""
    /// The current contour's commands, and its start: FreeType closes every contour with a
    /// straight line back to the start, which `Z` already draws, so that line is dropped.
    private var contour: [String] = []
    private var start: (x: Int, y: Int)?
    private var endsWithLineToStart = false

    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> String? {
        let writer = SVGPathWriter()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                Unmanaged<SVGPathWriter>.fromOpaque(user).takeUnretainedValue().move(to.pointee)
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                Unmanaged<SVGPathWriter>.fromOpaque(user).takeUnretainedValue().line(to.pointee)
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                Unmanaged<SVGPathWriter>.fromOpaque(user).takeUnretainedValue().conic(control.pointee, to.pointee)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                guard let control1, let control2, let to, let user else { return 1 }
                Unmanaged<SVGPathWriter>.fromOpaque(user).takeUnretainedValue()
                    .cubic(control1.pointee, control2.pointee, to.pointee)
                return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(writer) {
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == 0 else { return nil }
        writer.closeContour()
        return writer.data
    }

    private func move(_ to: FT_Vector) {
        closeContour()
        let p = point(to)
        start = p
        contour = ["M" + pair(p)]
    }

    private func line(_ to: FT_Vector) {
        let p = point(to)
        contour.append("L" + pair(p))
        endsWithLineToStart = start.map { $0 == p } ?? false
    }

    private func conic(_ control: FT_Vector, _ to: FT_Vector) {
        contour.append("Q" + pair(point(control)) + " " + pair(point(to)))
        endsWithLineToStart = false
    }

    private func cubic(_ control1: FT_Vector, _ control2: FT_Vector, _ to: FT_Vector) {
        contour.append("C" + pair(point(control1)) + " " + pair(point(control2)) + " " + pair(point(to)))
        endsWithLineToStart = false
    }

    private func closeContour() {
        guard start != nil else { return }
        if endsWithLineToStart && contour.count > 1 { contour.removeLast() }
        data += contour.joined() + "Z"
        contour = []
        start = nil
        endsWithLineToStart = false
    }

    /// Outlines loaded with FT_LOAD_NO_SCALE are in whole font units.
    private func point(_ v: FT_Vector) -> (x: Int, y: Int) { (Int(v.x), -Int(v.y)) }

    private func pair(_ p: (x: Int, y: Int)) -> String { "\(p.x) \(p.y)" }
}
