import TypeFitCheck
import TypeFitCore
import TypeFitDiagnostics
import TypeFitLocale

/// The markup of one finding: a card with a drawing per size where it breaks, or a table row
/// when it is not drawn. Every string from the report is escaped here.
struct FindingCard {
    let finding: Finding

    /// The `data-` attributes the filter script reads; every filterable element carries them.
    var filterAttributes: String {
        let sizes = finding.categories.joined(separator: " ")
        return "data-f=\"\" data-locale=\"\(e(finding.locale ?? ""))\" data-rule=\"\(e(finding.rule))\""
            + " data-severity=\"\(e(finding.severity.rawValue))\" data-sizes=\"\(e(sizes))\""
    }

    /// The card, drawing each size with `engine`; `number` hands out document-unique ids.
    func card(engine: TextEngine, glyphs: inout GlyphLibrary, drawn: inout DrawingIndex, number: inout Int) -> String {
        var out = "<article class=\"finding\" \(filterAttributes)>\n"
        out += header()
        out += "<p class=\"msg\">\(e(finding.message))</p>\n"
        out += meta()
        out += texts()
        out += "<div class=\"sizes\">\n"
        out += drawings(engine: engine, glyphs: &glyphs, drawn: &drawn, number: &number)
        out += "</div>\n</article>\n"
        return out
    }

    private func header() -> String {
        let rule = RuleRegistry.description(of: finding.rule)
        var out = "<header><span class=\"sev \(e(finding.severity.rawValue))\">\(e(finding.severity.rawValue))</span>"
        out += " <code class=\"rule\" title=\"\(e(rule?.summary ?? ""))\">\(e(finding.rule))</code>"
        out += " <h3 class=\"key\">\(e(finding.key))</h3>"
        if let locale = finding.locale { out += " <span class=\"locale\">\(e(locale))</span>" }
        if let variant = finding.variant, variant != "base" {
            out += " <span class=\"variant muted\">\(e(variant))</span>"
        }
        return out + "</header>\n"
    }

    private func meta() -> String {
        var rows: [(String, String)] = []
        if let element = finding.element {
            rows.append(("Element", e(element) + (finding.elementFrom.map { " <span class=\"muted\">(\(e($0)))</span>" } ?? "")))
        }
        let style = [finding.textStyle, finding.weight].compactMap { $0 }.map(e).joined(separator: ", ")
        if !style.isEmpty { rows.append(("Text style", style)) }
        if !finding.faces.isEmpty { rows.append(("Fonts", e(finding.faces.joined(separator: ", ")))) }
        rows.append(("Catalog", "<code>\(e(location(finding)))</code>"))
        if let view = finding.view {
            let via = view.via.isEmpty ? "" : " via " + view.via.map { e($0.description) }.joined(separator: " → ")
            rows.append(("Drawn at", "<code>\(e(view.location.description))</code> <span class=\"muted\">(\(e(view.pattern)), "
                         + "grade \(e(view.grade.rawValue))\(via))</span>"))
        }
        if finding.environments > 0 {
            let devices = finding.devices.prefix(8).joined(separator: ", ") + (finding.devices.count > 8 ? ", …" : "")
            rows.append(("Happens in", "\(finding.environments) environment\(finding.environments == 1 ? "" : "s")"
                         + (devices.isEmpty ? "" : " on " + e(devices))))
        }
        var out = "<dl class=\"meta\">"
        for (name, value) in rows { out += "<dt>\(name)</dt><dd>\(value)</dd>" }
        return out + "</dl>\n"
    }

    private func texts() -> String {
        var out = "<table class=\"texts\">"
        if let source = finding.sourceText {
            out += "<tr><th>Source</th><td dir=\"auto\">\(e(source))</td></tr>"
        }
        if let text = finding.text {
            let lang = finding.locale.map { " lang=\"\(e($0))\"" } ?? ""
            out += "<tr><th>\(e(finding.locale ?? "Text"))</th><td\(lang) dir=\"auto\">\(e(text))</td></tr>"
        }
        if let samples = Phrases.samples(finding) {
            out += "<tr><th>Measured with</th><td dir=\"auto\">\(e(samples))</td></tr>"
        }
        return out + "</table>\n"
    }

    /// One figure per distinct drawing: the sizes whose drawing is the same (a text of a fixed
    /// size, or the same size in the same scene) share a figure, whose caption names each of them.
    /// A drawing another finding already made is shown by reference, not drawn again.
    private func drawings(engine: TextEngine, glyphs: inout GlyphLibrary, drawn: inout DrawingIndex,
                          number: inout Int) -> String {
        guard let text = finding.text, !text.isEmpty else {
            return "<p class=\"muted\">No text to draw.</p>\n"
        }
        var prepared: PreparedText?
        func prepare() throws -> PreparedText {
            if let prepared { return prepared }
            let weight = finding.weight.flatMap(FontWeight.init(rawValue:)) ?? .regular
            let strategy = finding.lineBreakStrategy.flatMap(LineBreakStrategy.init(rawValue:)) ?? .standard
            let made = try engine.prepare(text, locale: LocaleTag(finding.locale ?? "en"), weight: weight,
                                          lineBreakStrategy: strategy)
            prepared = made
            return made
        }
        var figures: [(key: DrawingIndex.Key, occurrences: [Occurrence])] = []
        for occurrence in finding.bySize {
            let key = DrawingIndex.Key(text: text, locale: finding.locale, weight: finding.weight,
                                       lineBreakStrategy: finding.lineBreakStrategy, rule: finding.rule,
                                       pointSize: occurrence.pointSize, scene: occurrence.scene)
            if let index = figures.firstIndex(where: { $0.key == key }) {
                figures[index].occurrences.append(occurrence)
            } else {
                figures.append((key, [occurrence]))
            }
        }
        var out = ""
        for figure in figures {
            let occurrences = figure.occurrences
            let sizes = occurrences.map(\.category)
            out += "<figure data-size=\"\(e(sizes.joined(separator: " ")))\">\n"
            let first = occurrences[0]
            let label = "\(finding.key) (\(finding.locale ?? "")) on \(first.deviceName), \(sizes.joined(separator: ", "))"
            if let original = drawn.drawn(figure.key) {
                out += SceneDrawing.reference(to: original.number, frame: original.frame, label: label) + "\n"
                out += caption(occurrences, textCut: original.textCut)
            } else {
                do {
                    let drawing = try engine.draw(try prepare(), size: first.pointSize,
                                                  width: SceneDrawing.wrapWidth(first.scene))
                    number += 1
                    let scene = SceneDrawing(scene: first.scene, rule: finding.rule, text: drawing, number: number)
                    out += scene.svg(glyphs: &glyphs, label: label) + "\n"
                    let textCut = scene.geometry.textCut
                    drawn.record(figure.key, .init(number: number, frame: scene.frameAttributes, textCut: textCut))
                    out += caption(occurrences, textCut: textCut)
                } catch {
                    out += "<p class=\"err\">Could not draw at \(e(sizes.joined(separator: ", "))): "
                        + "\(e(String(describing: error)))</p>\n" + caption(occurrences, textCut: false)
                }
            }
            out += "</figure>\n"
        }
        return out
    }

    /// A line per group of the figure's sizes that read the same but for the size.
    private func caption(_ occurrences: [Occurrence], textCut: Bool) -> String {
        var lines: [(sizes: [String], occurrence: Occurrence)] = []
        for o in occurrences {
            var other = o
            if let index = lines.firstIndex(where: { other.category = $0.occurrence.category; return other == $0.occurrence }) {
                lines[index].sizes.append(o.category)
            } else {
                lines.append(([o.category], o))
            }
        }
        var out = "<figcaption>"
        for (index, line) in lines.enumerated() {
            let o = line.occurrence
            if index > 0 { out += "<br>" }
            out += "<b>\(e(line.sizes.joined(separator: ", "))) · \(Format.points(o.pointSize)) pt</b> · \(e(o.deviceName))"
            out += " · \(e(o.orientation)) · \(e(o.window)) window (\(e(o.horizontalSizeClass)) width)<br>"
            out += "measured \(e(Self.figures(o.measured))), available \(e(Self.figures(o.available)))"
            if o.overflow > 0 { out += " · <b>\(Format.points(o.overflow)) pt over</b>" }
            if o.message != finding.message { out += "<br>\(e(o.message))" }
        }
        if textCut { out += "<br>(the drawing shows the text up to half a window past the edge)" }
        return out + "</figcaption>\n"
    }

    /// A row for the table of layout findings listed without drawings.
    func undrawnRow() -> String {
        let worst = finding.worst.map { "\($0.deviceName), \($0.category)" } ?? ""
        return "<tr \(filterAttributes)><td><span class=\"sev \(e(finding.severity.rawValue))\">"
            + "\(e(finding.severity.rawValue))</span></td><td><code>\(e(finding.rule))</code></td>"
            + "<td>\(e(finding.key))</td><td>\(e(finding.locale ?? ""))</td><td>\(e(finding.message))</td>"
            + "<td>\(e(worst))</td><td><code>\(e(location(finding)))</code></td></tr>\n"
    }

    /// A row for the table of catalog findings (no layout, nothing to draw).
    func catalogRow() -> String {
        let lang = finding.locale.map { " lang=\"\(e($0))\"" } ?? ""
        return "<tr \(filterAttributes)><td><span class=\"sev \(e(finding.severity.rawValue))\">"
            + "\(e(finding.severity.rawValue))</span></td><td><code>\(e(finding.rule))</code></td>"
            + "<td>\(e(finding.key))</td><td>\(e(finding.locale ?? ""))</td><td>\(e(finding.variant ?? ""))</td>"
            + "<td>\(e(finding.message))</td><td\(lang) dir=\"auto\">\(e(finding.text ?? ""))</td>"
            + "<td><code>\(e(location(finding)))</code></td></tr>\n"
    }

    private func location(_ f: Finding) -> String { "\(f.file):\(f.line)" + (f.column > 0 ? ":\(f.column)" : "") }

    /// "3 lines", "152.3 pt wide", in the order width, height, lines.
    static func figures(_ f: Figures) -> String {
        var parts: [String] = []
        if let width = f.width { parts.append("\(Format.points(width)) pt wide") }
        if let height = f.height { parts.append("\(Format.points(height)) pt tall") }
        if let lines = f.lines { parts.append("\(lines) line\(lines == 1 ? "" : "s")") }
        return parts.isEmpty ? "—" : parts.joined(separator: ", ")
    }

    private func e(_ text: String) -> String { Markup.escape(text, for: .html) }
}
