import TypeFitCheck
import TypeFitCore

/// One occurrence drawn as SVG, in points: the window, its safe area and layout margins, the
/// element's box and the text as glyph outlines, laid out with no line limit so what does not
/// fit is visible. The text is drawn twice from one group: red in full, then near-black
/// clipped to the box, so exactly the part outside the box stays red.
struct SceneDrawing {
    /// The model has widths and line counts but no vertical positions: every element is drawn
    /// this far below the top of the safe area (the legend says so).
    static let boxTopBelowSafeArea = 40.0
    /// Drawing widths in CSS pixels for the window (portrait-shaped and landscape-shaped), at
    /// most `maxPixelsPerPoint`: an iPad in landscape gets the width a card has room for, a
    /// phone in landscape stays at a phone's portrait scale.
    static let portraitPixels = 360.0
    static let landscapePixels = 720.0
    static let maxPixelsPerPoint = 1.125

    let scene: Scene
    let rule: String
    let text: TextDrawing
    /// Unique in the document: names this drawing's clip path and text group.
    let number: Int

    /// The width the check wrapped the text at (CellGeometry.wrapWidth): one-line
    /// elements never wrap, others wrap at their box or, when text-sized, at the room they have.
    static func wrapWidth(_ scene: Scene) -> Double? {
        scene.lineLimit == 1 ? nil : max(1, scene.boxWidth ?? scene.available)
    }

    struct Frame: Equatable {
        var x: Double, y: Double, width: Double, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }
    }

    /// Where everything goes, in the window's points.
    struct Geometry: Equatable {
        var box: Frame
        /// The box is the room a text-sized element may take, not a fixed frame.
        var isIntrinsic: Bool
        var textX: Double
        var textY: Double
        var clip: Frame
        var view: Frame
        /// How much of the window is drawn, from its top; it continues below when `cropped`.
        var bottom: Double
        var cropped: Bool
        /// The text runs past the drawing (more than half a window beyond the window's edge).
        var textCut: Bool
        var showsReadable: Bool
    }

    var geometry: Geometry {
        let width = scene.boxWidth ?? scene.available
        let limit = scene.lineLimit
        let lineHeights = text.lines.map(\.height)
        var shown = (limit > 0 ? lineHeights.prefix(limit) : lineHeights[...]).reduce(0, +)
        if shown <= 0 { shown = text.size * 1.2 }
        let top = scene.safeArea.y + Self.boxTopBelowSafeArea
        let box = Frame(x: scene.boxX, y: top, width: width, height: scene.boxHeight ?? shown)
        // A one-line text is laid out without a width: its right edge goes to the box's right
        // edge for RTL so the overflow runs out the left, as it does on the device.
        let textX = Self.wrapWidth(scene) == nil && scene.direction == "rtl" ? box.maxX - text.width : box.x
        // Labels centre their lines vertically in a taller fixed box; text taller than the box
        // starts at its top so the overflow shows at the bottom.
        let textY = box.height > shown ? box.y + (box.height - shown) / 2 : box.y
        var clip = box
        if rule == "readable-width" {
            // The rule compares line length with the readable width, wherever the box starts:
            // what lies past that length from the text's leading edge is the overrun.
            let width = min(box.width, scene.readable.width)
            clip.x = scene.direction == "rtl" ? box.maxX - width : box.x
            clip.width = width
        }
        let showsReadable = rule == "readable-width" || scene.readable.width < scene.margins.width - 0.5

        let w = scene.windowWidth, h = scene.windowHeight
        let pad = 6.0
        // Text far past the window is cut at half a window on either side; the caption has the figures.
        let left = max(min(0, textX), -w / 2) - pad
        let right = min(max(w, textX + text.width), w * 1.5) + pad
        let content = max(box.maxY, textY + text.height) + 24
        // Enough of the window to read its shape, however short the text.
        var bottom = min(h, max(content, min(w, h) * 0.3))
        if content > h { bottom = min(content, h * 1.5) }
        let view = Frame(x: left, y: -pad, width: right - left, height: bottom + 2 * pad)
        let textCut = textX < view.x || textX + text.width > view.maxX || textY + text.height > view.maxY
        return Geometry(box: box, isIntrinsic: scene.boxWidth == nil, textX: textX, textY: textY, clip: clip,
                        view: view, bottom: bottom, cropped: bottom < h, textCut: textCut, showsReadable: showsReadable)
    }

    /// The `<svg>` element. `label` is the accessible name (escaped here).
    func svg(glyphs: inout GlyphLibrary, label: String) -> String {
        let placed = glyphPlacements(&glyphs)
        var group = placed.entries.isEmpty ? ">\n" : " data-glyphs=\"\(Self.compressed(placed.entries))\">\n"
        group += placed.boxes
        return markup(label: label, head: "", group: group)
    }

    /// The drawing as an SVG document of its own, for an `<img>` (the live fit page): its style
    /// and glyph outlines inside it, each glyph placed by a `<use>`, and no script — an image
    /// runs none, so nothing in it can.
    func document(label: String) -> String {
        var glyphs = GlyphLibrary()
        let placed = glyphPlacements(&glyphs)
        var group = ">\n"
        for entry in placed.entries {
            group += "<use href=\"#\(entry.id)\" transform=\"translate(\(entry.x) \(entry.y)) scale(\(entry.scale))\"/>\n"
        }
        group += placed.boxes
        let head = "<style>" + HTMLStyle.palette + HTMLStyle.sceneRules + "</style>\n" + glyphs.definitions()
        return markup(label: label, head: head, group: group, namespace: true)
    }

    /// The drawing around the text group's tail (`group`: from the end of its opening tag);
    /// `head` goes first in `<defs>`.
    private func markup(label: String, head: String, group: String, namespace: Bool = false) -> String {
        let g = geometry
        let w = scene.windowWidth
        let bottom = g.bottom
        var out = opening(label: label, namespace: namespace) + ">\n"
        out += "<defs>" + head + "<clipPath id=\"c\(number)\">\(rect(g.clip))</clipPath>\n"
        out += "<g id=\"t\(number)\" transform=\"translate(\(n(g.textX)) \(n(g.textY)))\"" + group
        out += "</g></defs>\n"
        // Everything drawn is one group, so another finding's figure of the same drawing shows
        // it with a `<use>` (`reference(to:frame:label:)`).
        out += namespace ? "" : "<g id=\"d\(number)\">\n"
        out += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(bottom))\"/>\n"
        let window = Frame(x: 0, y: 0, width: w, height: bottom)
        let safe = cut(frame(scene.safeArea), bottom)
        let margins = cut(frame(scene.margins), bottom)
        out += "<path class=\"unsafe\" fill-rule=\"evenodd\" d=\"\(outline(window))\(outline(safe))\"/>\n"
        out += "<path class=\"margin\" fill-rule=\"evenodd\" d=\"\(outline(safe))\(outline(margins))\"/>\n"
        if g.showsReadable {
            let r = scene.readable
            out += "<path class=\"readable\" d=\"M\(n(r.x)) \(n(max(r.y, 0)))V\(n(bottom))"
                + "M\(n(r.x + r.width)) \(n(max(r.y, 0)))V\(n(bottom))\"/>\n"
        }
        out += "<rect class=\"box\(g.isIntrinsic ? " intrinsic" : "")\" \(attributes(g.box))/>\n"
        out += "<use href=\"#t\(number)\" class=\"over\"/>\n"
        out += "<use href=\"#t\(number)\" class=\"fit\" clip-path=\"url(#c\(number))\"/>\n"
        out += "<path class=\"window\" d=\"M0 \(n(bottom))V0H\(n(w))V\(n(bottom))\(g.cropped ? "" : "Z")\"/>\n"
        if g.cropped { out += "<path class=\"cut\" d=\"M0 \(n(bottom))H\(n(w))\"/>\n" }
        out += namespace ? "</svg>" : "</g></svg>"
        return out
    }

    /// The `<svg` start tag, without its closing `>`: its box, its size on the page and its name.
    private func opening(label: String, namespace: Bool = false) -> String {
        "<svg" + (namespace ? " xmlns=\"http://www.w3.org/2000/svg\"" : "") + " class=\"scene\"" + frameAttributes
            + " role=\"img\" aria-label=\"\(Markup.escape(label, for: .html))\""
    }

    /// The drawing's box in points and its size on the page, as `<svg>` attributes.
    var frameAttributes: String {
        let g = geometry
        let w = scene.windowWidth
        let target = w >= scene.windowHeight ? Self.landscapePixels : Self.portraitPixels
        let pixelsPerPoint = min(Self.maxPixelsPerPoint, target / max(w, 1))
        return " viewBox=\"\(n(g.view.x)) \(n(g.view.y)) \(n(g.view.width)) \(n(g.view.height))\""
            + " width=\"\(n(g.view.width * pixelsPerPoint, 0))\" height=\"\(n(g.view.height * pixelsPerPoint, 0))\""
    }

    /// The document's drawing `original` shown again by reference: its frame (`frameAttributes`)
    /// and a `<use>` of the original's group. The page's script places the original's glyphs when
    /// this one comes into view (`data-ref`).
    static func reference(to original: Int, frame: String, label: String) -> String {
        "<svg class=\"scene\"" + frame + " role=\"img\" aria-label=\"\(Markup.escape(label, for: .html))\""
            + " data-ref=\"\(original)\"><use href=\"#d\(original)\"/></svg>"
    }

    /// A glyph placed at its baseline origin: `<use href="#id" transform="translate(x y) scale(s)"/>`.
    struct Placement {
        let id: String
        let x: String
        let y: String
        let scale: String
    }

    /// Each glyph placed at its baseline origin. Outlines are already y-down, so the scale is
    /// positive on both axes. Colour emoji have no outline: a light box of the advance (in
    /// `boxes`) shows where they are.
    private func glyphPlacements(_ glyphs: inout GlyphLibrary) -> (entries: [Placement], boxes: String) {
        var entries: [Placement] = []
        var boxes = ""
        for line in text.lines {
            for glyph in line.glyphs {
                if let key = glyphs.key(for: glyph.key, in: text) {
                    entries.append(Placement(id: key.id, x: n(glyph.x), y: n(glyph.y), scale: n(glyph.scale, 6)))
                } else if GlyphLibrary.isBitmap(glyph.key, in: text) {
                    boxes += "<rect x=\"\(n(glyph.x))\" y=\"\(n(glyph.y - text.size * 0.8))\" width=\"\(n(glyph.advance))\""
                        + " height=\"\(n(text.size * 0.9))\" fill-opacity=\".3\"/>\n"
                }
            }
        }
        return (entries, boxes)
    }

    /// The placements as the report's script reads them (`HTMLStyle.script` turns each entry into
    /// a `<use>` when the drawing comes near the screen). Entries are `id x [y [scale]]` joined by
    /// `;`: a missing y or scale is the previous entry's, so a line of one face is written as ids
    /// and x positions. A `<use>` per glyph, written out for thousands of drawings, took Chromium
    /// over 20 s to lay out before the page showed; drawn as the reader scrolls, only what is on
    /// screen costs.
    static func compressed(_ placements: [Placement]) -> String {
        var entries: [String] = []
        var lastY: String?
        var lastScale: String?
        for placement in placements {
            var entry = "\(placement.id) \(placement.x)"
            if placement.y != lastY || placement.scale != lastScale { entry += " \(placement.y)" }
            if placement.scale != lastScale { entry += " \(placement.scale)" }
            entries.append(entry)
            lastY = placement.y
            lastScale = placement.scale
        }
        return entries.joined(separator: ";")
    }

    private func frame(_ box: Scene.Box) -> Frame { Frame(x: box.x, y: box.y, width: box.width, height: box.height) }

    /// The part of a guide inside the drawn (possibly cropped) window.
    private func cut(_ f: Frame, _ bottom: Double) -> Frame {
        let top = max(f.y, 0)
        return Frame(x: f.x, y: top, width: f.width, height: max(0, min(f.maxY, bottom) - top))
    }

    private func outline(_ f: Frame) -> String {
        "M\(n(f.x)) \(n(f.y))H\(n(f.maxX))V\(n(f.maxY))H\(n(f.x))Z"
    }

    private func attributes(_ f: Frame) -> String {
        "x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
    }

    private func rect(_ f: Frame) -> String { "<rect \(attributes(f))/>" }

    private func n(_ value: Double, _ places: Int = 2) -> String { SVGNumber.format(value, places: places) }
}
