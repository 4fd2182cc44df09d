import Foundation
import TypeFitDiagnostics
import TypeFitCatalog
import TypeFitCheck

/// The end of the text report: findings by rule × locale, the sizes where strings break,
/// counts, input problems and what was checked.
struct TextSummary {
    var report: CheckReport
    var width: Int
    var style: TerminalStyle

    func lines() -> [String] {
        let summary = Summary(report.findings)
        var lines: [String] = []
        if report.findings.isEmpty {
            lines.append(style.bold(Phrases.noFindings(report)))
        } else {
            lines.append(style.bold("Findings by rule and locale"))
            lines += ruleTable(summary).render(width: width, indent: 2, style: style)
            lines.append("")
            lines += sizes(summary)
            lines.append("")
            lines.append(counts(summary))
        }
        if report.findings.isEmpty && (report.suppressed > 0 || report.baselined > 0) { lines.append(counts(summary)) }
        lines += withoutLayout
        if !report.problems.isEmpty {
            lines.append(style.bold("Input problems (\(report.problems.count))"))
            lines += report.problems.map { "  " + PlainText.truncated(PlainText.oneLine($0.description), columns: width - 2) }
        }
        lines += Phrases.runScope(report).map { PlainText.truncated($0, columns: width) }
        // Counts of a run that read no catalog are all 0 but the matrix: noise.
        if report.statistics.catalogs > 0 { lines += statistics.map { style.dim(PlainText.truncated($0, columns: width)) } }
        return lines
    }

    private func ruleTable(_ summary: Summary) -> TextTable {
        let rows = summary.rules.map { rule in
            let counts = summary.locales.map { summary.counts[rule]?[$0] ?? 0 }
            return [rule] + counts.map(cell) + [String(counts.reduce(0, +))]
        }
        let totals = summary.locales.map { locale in summary.rules.reduce(0) { $0 + (summary.counts[$1]?[locale] ?? 0) } }
        return TextTable(header: ["rule"] + summary.locales + ["total"], rows: rows,
                         footer: ["total"] + totals.map(cell) + [String(totals.reduce(0, +))])
    }

    /// Per size: how many findings happen there, and how many strings break there first.
    private func sizes(_ summary: Summary) -> [String] {
        let categories = Summary.categoryOrder.filter { summary.bySize[$0] != nil || summary.firstBreakingSizes[$0] != nil }
        guard !categories.isEmpty else { return [] }
        let rows = categories.map { [Phrases.category($0), cell(summary.bySize[$0] ?? 0), cell(summary.firstBreakingSizes[$0] ?? 0)] }
        var lines = [style.bold("Worst sizes")]
        lines += TextTable(header: ["size", "findings", "first break"], rows: rows).render(width: width, indent: 2, style: style)
        // Ties go to the smaller size: it affects more people.
        var best: (String, Int)?
        for category in categories {
            let count = summary.firstBreakingSizes[category] ?? 0
            if count > (best?.1 ?? 0) { best = (category, count) }
        }
        if let (category, count) = best {
            let total = summary.firstBreakingSizes.values.reduce(0, +)
            lines.append("  Most strings first break at \(Phrases.category(category)) (\(count) of \(total)).")
        }
        return lines
    }

    private func counts(_ summary: Summary) -> String {
        var parts: [String] = []
        if !report.findings.isEmpty {
            let severities: [(FindingSeverity, String)] = [(.error, "error"), (.warning, "warning"), (.note, "note")]
            let bySeverity = severities.compactMap { severity, noun -> String? in
                guard let count = summary.bySeverity[severity.rawValue], count > 0 else { return nil }
                return style.severity(severity, Phrases.plural(count, noun))
            }
            parts.append(style.bold(Phrases.plural(report.findings.count, "finding")) + ": " + bySeverity.joined(separator: ", "))
        }
        if report.suppressed > 0 { parts.append("\(report.suppressed) suppressed") }
        if report.baselined > 0 { parts.append("\(report.baselined) in the baseline") }
        return parts.joined(separator: "; ")
    }

    /// How many keys typefit had to guess an element for, and how to tell it.
    private var withoutLayout: [String] {
        let s = report.statistics
        guard s.keysWithoutLayout > 0 else { return [] }
        return [
            "Keys with no known layout: \(s.keysWithoutLayout) of \(s.keys). Their translations were only compared with "
                + "the source in a guessed element (locale-overflow warnings, no cut claimed).",
            "  Give them one: layout.elements rules in .typefit.yml, sources: pointing at the app's code, "
                + "or typefit layout --yaml >> .typefit.yml.",
        ]
    }

    private var statistics: [String] {
        let s = report.statistics
        let p = Phrases.plural
        return [
            "Checked \(p(s.texts, "text", nil)) (\(p(s.keys, "key", nil)) in \(p(s.catalogs, "catalog", nil)), "
                + "\(p(s.locales.count, "locale", nil))) in \(p(s.environments, "environment", nil)) on \(p(s.devices, "device", nil)):",
            "\(p(s.cells, "cell", nil)), \(p(s.layouts, "layout", nil)) computed, "
                + String(format: "%.2f s.", s.seconds.isFinite ? s.seconds : 0),
        ] + (report.deviceChoice.map { [Phrases.deviceChoice($0)] } ?? [])
    }

    /// Zero shows as `-` so the non-zero cells stand out.
    private func cell(_ count: Int) -> String { count == 0 ? "-" : String(count) }
}
