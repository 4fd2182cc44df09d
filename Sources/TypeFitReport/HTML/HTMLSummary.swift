import TypeFitCheck
import TypeFitCore

/// The top of the report: what ran, what it covered, the summary tables, the filter bar and
/// the legend of the drawings.
struct HTMLSummary {
    let report: CheckReport
    let summary: Summary

    init(report: CheckReport) {
        self.report = report
        self.summary = Summary(report.findings)
    }

    func header() -> String {
        let findings = report.findings
        var out = "<header>\n<h1>typefit report</h1>\n"
        out += "<p class=\"muted\">\(e(report.tool)) \(e(report.version))"
        out += report.configuration.map { " · configuration <code>\(e($0))</code>" } ?? " · no configuration file"
        out += "</p>\n<p><b>\(findings.count) finding\(findings.count == 1 ? "" : "s")</b>"
        let severities = ["error", "warning", "note"].compactMap { name -> String? in
            summary.bySeverity[name].map { "\($0) \(name)\($0 == 1 ? "" : "s")" }
        }
        if !severities.isEmpty { out += ": " + severities.joined(separator: ", ") }
        out += " · \(report.suppressed) suppressed · \(report.baselined) baselined</p>\n</header>\n"
        return out
    }

    func tables() -> String {
        var out = "<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"tables\">\n"
        out += statistics()
        if !summary.rules.isEmpty { out += ruleByLocale() }
        if !summary.bySize.isEmpty { out += bySize() }
        out += "</div>\n"
        if !summary.rules.isEmpty { out += rules() }
        return out + "</section>\n"
    }

    private func statistics() -> String {
        let s = report.statistics
        let rows: [(String, String)] = [
            ("Catalogs", "\(s.catalogs)"), ("Keys", "\(s.keys)"), ("Locales", "\(s.locales.count)"),
            ("Texts measured", "\(s.texts)"), ("Devices", "\(s.devices)"), ("Environments", "\(s.environments)"),
            ("Cells checked", "\(s.cells)"), ("Layouts computed", "\(s.layouts)"),
            ("Seconds", SVGNumber.format(s.seconds, places: 2)),
        ]
        var out = "<table class=\"stats\"><caption>What was checked</caption>"
        for (name, value) in rows { out += "<tr><th>\(name)</th><td class=\"n\">\(value)</td></tr>" }
        if !s.locales.isEmpty {
            out += "<tr><th>Locale list</th><td>\(e(s.locales.joined(separator: " ")))</td></tr>"
        }
        return out + "</table>\n"
    }

    private func ruleByLocale() -> String {
        var out = "<table class=\"counts\"><caption>Findings by rule and locale</caption><tr><th>Rule</th>"
        for locale in summary.locales { out += "<th>\(e(locale))</th>" }
        out += "<th>Total</th></tr>"
        for rule in summary.rules {
            let counts = summary.counts[rule] ?? [:]
            out += "<tr><th><code>\(e(rule))</code></th>"
            for locale in summary.locales { out += "<td class=\"n\">\(counts[locale].map(String.init) ?? "")</td>" }
            out += "<td class=\"n\">\(counts.values.reduce(0, +))</td></tr>"
        }
        return out + "</table>\n"
    }

    private func bySize() -> String {
        var out = "<table class=\"by-size\"><caption>By size category</caption>"
            + "<tr><th>Size</th><th>Breaking</th><th>First breaks</th></tr>"
        for category in sizes {
            out += "<tr><th>\(e(category))</th><td class=\"n\">\(summary.bySize[category] ?? 0)</td>"
                + "<td class=\"n\">\(summary.firstBreakingSizes[category].map(String.init) ?? "")</td></tr>"
        }
        return out + "</table>\n"
    }

    private func rules() -> String {
        var out = "<table class=\"rules\"><caption>Rules</caption>"
        for rule in summary.rules {
            let description = RuleRegistry.description(of: rule)
            out += "<tr><th><code>\(e(rule))</code></th><td>\(e(description?.name ?? ""))</td>"
                + "<td>\(e(description?.summary ?? ""))</td></tr>"
        }
        return out + "</table>\n"
    }

    /// Size categories that occur, in size order (unknown names last, sorted).
    var sizes: [String] {
        let known = Summary.categoryOrder.filter { summary.bySize[$0] != nil }
        return known + summary.bySize.keys.filter { !Summary.categoryOrder.contains($0) }.sorted()
    }

    /// The filter bar: hidden until the script shows it.
    func filters() -> String {
        func select(_ name: String, _ label: String, _ values: [String], all: String) -> String {
            var out = "<label>\(label) <select data-filter=\"\(name)\"><option value=\"\">\(all)</option>"
            for value in values { out += "<option value=\"\(e(value))\">\(e(value))</option>" }
            return out + "</select></label>\n"
        }
        let severities = ["error", "warning", "note"].filter { summary.bySeverity[$0] != nil }
        var out = "<form id=\"filters\" class=\"filters\" hidden>\n"
        out += select("locale", "Locale", summary.locales.filter { $0 != "—" }, all: "all")
        out += select("rule", "Rule", summary.rules, all: "all")
        out += "<label>Severity <select data-filter=\"severity\"><option value=\"\">all</option>"
        for severity in severities { out += "<option value=\"\(severity)\">\(severity) and worse</option>" }
        out += "</select></label>\n"
        out += select("size", "Size", sizes, all: "any")
        out += "<label>Search <input type=\"search\" data-filter=\"search\" placeholder=\"key, text, device…\"></label>\n"
        out += "<output id=\"shown\"></output>\n</form>\n"
        return out
    }

    static let legend = """
        <div class="legend">
        <span><i class="swatch" style="background:#e4dcef"></i>outside the safe area</span>
        <span><i class="swatch" style="background:#d6ebf9"></i>layout margins</span>
        <span><i class="swatch" style="border:1.5px dashed #1a7f37;background:#fff"></i>readable content guide</span>
        <span><i class="swatch" style="border:1.5px solid #0969da;background:#fff"></i>element box</span>
        <span><i class="swatch" style="border:1.5px dashed #0969da;background:#fff"></i>room of a text-sized element</span>
        <span><b style="color:#d1242f">red</b> text: outside the box (cut off or over the limit)</span>
        </div>
        <p class="muted">Text is drawn from the font outlines at the size where it breaks, with no line limit.
        Elements are placed 40 pt below the top of the safe area: typefit models widths and line counts,
        not where on screen an element sits. A dotted bottom edge means the window continues below.
        Click a drawing to see it at 1 pt = 1 px.</p>

        """

    private func e(_ text: String) -> String { Markup.escape(text, for: .html) }
}
