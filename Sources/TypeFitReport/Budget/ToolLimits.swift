import TypeFitCheck

/// A budget as a translation tool holds it: one box per key (the tightest of its uses), in whole
/// numbers. Weblate takes font sizes and widths in whole pixels (its `font-size` and `max-size`
/// flags are integers) and draws at one pixel per point, so the size is rounded to the nearest
/// whole point and the width scaled with it, then rounded down: the ratio of width to type
/// size, which is what decides a fit, is kept, and the limit never grows.
package struct ToolLimits: Sendable, Equatable {
    /// Pixels at @1x (one pixel per point) a line may take at `fontSize`.
    package let maxWidth: Int
    /// Lines shown; 0 for no limit.
    package let lines: Int
    package let fontSize: Int
    /// Weblate's font group name: the family with white space as `_` (Weblate reads an XLIFF
    /// `font` attribute that way).
    package let fontGroup: String
    /// Weblate's three weights: `light` (300 and under), `normal` (400, 500), `bold` (600 and over).
    package let weight: String

    package init(_ box: BudgetBox) {
        let size = max(1, Int(box.font.size.rounded()))
        fontSize = size
        maxWidth = Int((box.width * Double(size) / max(box.font.size, 0.001)).rounded(.down))
        lines = box.lines
        fontGroup = box.font.family.split(whereSeparator: \.isWhitespace).joined(separator: "_")
        weight = Self.weight(box.font.weight)
    }

    static func weight(_ name: String) -> String {
        switch name {
        case "light": "light"
        case "semibold", "bold", "heavy": "bold"
        default: "normal"
        }
    }

    /// Weblate's flags for the box: `max-size:W` (one line) or `max-size:W:L`, then the font's.
    /// A box with no line limit gets no `max-size`: any text fits it.
    package var weblateFlags: String {
        var flags: [String] = []
        if lines == 1 { flags.append("max-size:\(maxWidth)") }
        if lines > 1 { flags.append("max-size:\(maxWidth):\(lines)") }
        if !fontGroup.isEmpty { flags.append("font-family:\(fontGroup)") }
        flags.append("font-size:\(fontSize)")
        flags.append("font-weight:\(weight)")
        return flags.joined(separator: ",")
    }
}

extension BudgetReport {
    /// For each catalog and key, the budget of its tightest use (the smallest lines × width per
    /// point of type; a box with no line limit is the loosest), in report order.
    package var tightestByKey: [KeyBudget] {
        var order: [String] = []
        var chosen: [String: KeyBudget] = [:]
        for budget in budgets {
            let id = budget.catalog + "\u{0}" + budget.key
            guard let held = chosen[id] else {
                order.append(id)
                chosen[id] = budget
                continue
            }
            if budget.box.capacity < held.box.capacity { chosen[id] = budget }
        }
        return order.compactMap { chosen[$0] }
    }
}

extension BudgetBox {
    /// Lines × line width per point of type (no limit: endless).
    package var capacity: Double {
        lines == 0 ? .infinity : Double(lines) * width / max(font.size, 0.001)
    }
}

extension KeyBudget {
    /// The source's text of a variant (`plural=one`), else its base text, else its first.
    package func sourceText(for variant: String) -> String? {
        let sources = texts.filter(\.isSource)
        return (sources.first { $0.variant == variant } ?? sources.first { $0.variant == "base" } ?? sources.first)?.text
    }
}
