import TypeFitCheck
import TypeFitDynamicType

/// The report for people at a terminal: findings grouped by catalog file and key, then the
/// summary tables. Lines fit `width` columns; long texts are cut with ….
package struct TextReporter: Reporter {
    package static let identifier = "text"

    /// ANSI colour; the CLI turns it on for a terminal without NO_COLOR.
    package var colour: Bool
    /// Terminal columns to fit; `unlimited` when the output is not a terminal (nothing is cut).
    package var width: Int

    /// The width of output that is not a terminal: lines are never cut.
    package static let unlimited = 1_000_000
    /// Only the summary tables, not the findings (for a quick look; the other formats carry them).
    package var summaryOnly: Bool

    package init(colour: Bool = false, width: Int = 100, summaryOnly: Bool = false) {
        self.colour = colour
        self.width = max(40, width)
        self.summaryOnly = summaryOnly
    }

    /// The lines of each key as they come; only the "fix first" tally and the grouping (positions)
    /// are held beside the report.
    package func write(_ report: CheckReport, to stream: ReportStream) throws {
        let style = TerminalStyle(colour: colour)
        func write(_ lines: [String]) throws { for line in lines { try stream.write(line + "\n") } }
        try write(worstKeys(report.findings, style: style))
        for (file, keys) in summaryOnly ? [] : grouped(report.findings) {
            try write([style.bold(fit(PlainText.oneLine(file), used: 0))])
            for (key, positions) in keys {
                try write(["  " + fit(PlainText.oneLine(key), used: 2)])
                for position in positions { try write(lines(report.findings[position], style: style)) }
            }
            try write([""])
        }
        try write(TextSummary(report: report, width: width, style: style).lines())
    }

    /// How many keys lead the report, worst first.
    static let worstKeyCount = 10

    /// A report of more than `worstKeyCount` keys leads with the keys to fix first: most errors,
    /// then most warnings, then most findings; each with its severities, locales and the first size
    /// it breaks at. Hundreds of findings below are then a list to work down, not a wall. A key is
    /// one key of its catalog, whichever file each locale's text is in (`de.lproj/…`,
    /// `fr.lproj/…` of one `.strings` table are one key, listed once with its locales).
    private func worstKeys(_ findings: [Finding], style: TerminalStyle) -> [String] {
        struct Tally { var key: String; var errors = 0, warnings = 0, notes = 0; var locales: [String] = []
                       var first: ContentSizeCategory? }
        var tallies: [String: Tally] = [:]
        var order: [String] = []
        for finding in findings {
            let id = finding.catalog + "\u{0}" + finding.key
            if tallies[id] == nil { order.append(id) }
            var tally = tallies[id] ?? Tally(key: finding.key)
            switch finding.severity {
            case .error: tally.errors += 1
            case .warning: tally.warnings += 1
            case .note: tally.notes += 1
            }
            if let locale = finding.locale, !tally.locales.contains(locale) { tally.locales.append(locale) }
            if let first = finding.firstBreaks.flatMap(ContentSizeCategory.init(rawValue:)) {
                tally.first = min(tally.first ?? first, first)
            }
            tallies[id] = tally
        }
        let ranked = order.compactMap { tallies[$0] }.enumerated().sorted { a, b in
            let x = a.element, y = b.element
            if x.errors != y.errors { return x.errors > y.errors }
            if x.warnings != y.warnings { return x.warnings > y.warnings }
            let (m, n) = (x.errors + x.warnings + x.notes, y.errors + y.warnings + y.notes)
            return m != n ? m > n : a.offset < b.offset
        }.map(\.element).filter { $0.errors + $0.warnings > 0 }
        // A short report is its own summary.
        guard ranked.count > Self.worstKeyCount else { return [] }
        var lines = [style.bold("Fix first (\(Self.worstKeyCount) of \(ranked.count) keys with errors or warnings; "
            + "all findings by file below)")]
        for tally in ranked.prefix(Self.worstKeyCount) {
            var counts: [String] = []
            if tally.errors > 0 { counts.append(style.severity(.error, "\(tally.errors) error\(tally.errors == 1 ? "" : "s")")) }
            if tally.warnings > 0 { counts.append(style.severity(.warning, "\(tally.warnings) warning\(tally.warnings == 1 ? "" : "s")")) }
            let locales = tally.locales.prefix(5).joined(separator: ", ") + (tally.locales.count > 5 ? ", …" : "")
            var line = PlainText.oneLine(tally.key) + ": " + counts.joined(separator: ", ")
            if !locales.isEmpty { line += " in " + PlainText.oneLine(locales) }
            if let first = tally.first { line += "; breaks from " + Phrases.category(first.rawValue) }
            lines.append("  " + fit(line, used: 2))
        }
        lines.append("")
        return lines
    }

    /// Files, and keys within them, in the order the report lists them (it is deterministic), with
    /// the positions of their findings.
    private func grouped(_ findings: [Finding]) -> [(String, [(String, [Int])])] {
        var files: [(String, [(String, [Int])])] = []
        var fileIndex: [String: Int] = [:]
        var keyIndex: [String: [String: Int]] = [:]
        for (position, finding) in findings.enumerated() {
            let f = fileIndex[finding.file] ?? {
                files.append((finding.file, []))
                fileIndex[finding.file] = files.count - 1
                return files.count - 1
            }()
            let k = keyIndex[finding.file]?[finding.key] ?? {
                files[f].1.append((finding.key, []))
                keyIndex[finding.file, default: [:]][finding.key] = files[f].1.count - 1
                return files[f].1.count - 1
            }()
            files[f].1[k].1.append(position)
        }
        return files
    }

    /// Severity, rule, locale, variant and message on one line; then the text, where it is worst
    /// and the sizes it breaks at, under the message.
    private func lines(_ finding: Finding, style: TerminalStyle) -> [String] {
        let severity = PlainText.padded(finding.severity.rawValue, to: 7)
        var head = [finding.rule]
        if let locale = finding.locale { head.append(locale) }
        if let variant = finding.variant, variant != "base" { head.append(variant) }
        // Details line up under the rule: 4 spaces, the severity padded to 7, 2 spaces.
        let indent = 13
        let rest = head.map(PlainText.oneLine).joined(separator: "  ") + ": " + PlainText.oneLine(finding.message)
        var lines = ["    " + style.severity(finding.severity, severity) + "  " + fit(rest, used: indent)]
        let pad = String(repeating: " ", count: indent)
        func detail(_ label: String, _ value: String) {
            lines.append(pad + style.dim(label) + fit(value, used: indent + PlainText.width(label)))
        }
        func quoted(_ text: String, after label: String, reserving reserved: Int = 0) -> String {
            let room = width - indent - PlainText.width(label) - 2 - reserved
            return "\"" + PlainText.truncated(PlainText.visible(text), columns: max(1, room)) + "\""
        }
        if let text = finding.text {
            // What the placeholders were measured as, after the text: `(%lld = "9,999")`.
            let samples = Phrases.samples(finding).map { "  (" + PlainText.visible($0) + ")" } ?? ""
            let reserved = min(PlainText.width(samples), (width - indent) / 2)
            detail("text: ", quoted(text, after: "text: ", reserving: reserved) + samples)
        }
        if let source = finding.sourceText { detail("source: ", quoted(source, after: "source: ")) }
        if let worst = finding.worst { detail("worst: ", PlainText.oneLine(Phrases.environment(worst))) }
        if let breaks = Phrases.breaksAt(finding) {
            detail("breaks at: ", String(breaks.dropFirst("breaks at ".count)))
        }
        if let view = finding.view {
            detail("drawn at: ", PlainText.oneLine("\(view.location) (\(view.pattern), grade \(view.grade.rawValue))"))
        }
        if let box = finding.box { detail("box: ", PlainText.oneLine(box)) }
        return lines
    }

    /// Cut to what is left of the line after `used` columns.
    private func fit(_ text: String, used: Int) -> String {
        PlainText.truncated(text, columns: width - used)
    }
}
